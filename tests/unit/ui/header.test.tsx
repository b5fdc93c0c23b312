// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ResolvedVariant } from '../../../src/contracts/content.ts';
import { Header } from '../../../src/ui/Header.tsx';
import { defaultFakeVariant } from './fakeConversation.ts';

afterEach(() => cleanup());

const variant = (patch: Partial<ResolvedVariant> = {}): ResolvedVariant => ({ ...defaultFakeVariant, ...patch });

describe('header', () => {
  it('links the brand logo to the variant’s site', () => {
    render(<Header variant={variant({ siteDomain: 'exemplo.com.br', brand: 'premmia' })} />);
    const logo = screen.getByRole('img', { name: 'Premmia' });
    expect(logo.getAttribute('src')).toBe('/brands/premmia.png');
    expect(logo.closest('a')?.getAttribute('href')).toBe('https://exemplo.com.br');
  });

  it('falls back from a missing logo to the brand SVG, the default brand, then the name', () => {
    render(<Header variant={variant({ brand: 'premmia' })} />);
    const sources: string[] = [];
    for (let i = 0; i < 3; i++) {
      const img = screen.getByRole('img', { name: 'Premmia' });
      sources.push(img.getAttribute('src')!);
      fireEvent.error(img);
    }
    expect(sources).toEqual(['/brands/premmia.png', '/brands/premmia.svg', '/brands/mycon.svg']);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Premmia')).toBeTruthy();
  });

  it('lists the site’s sections under its domain when navBar is on', () => {
    render(<Header variant={variant({ siteDomain: 'mycon.com.br' })} />);
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Início', 'Blog', 'Como funciona', 'Por que nós', 'Vídeos', 'Dúvidas frequentes', 'Trabalhe conosco']);
    expect(links.every((a) => a.getAttribute('href')!.startsWith('https://mycon.com.br/'))).toBe(true);
  });

  it('opens and closes the phone menu with its button and Escape', () => {
    render(<Header variant={variant()} />);
    const toggle = screen.getByRole('button', { name: 'Abrir menu' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('hides the menu when navBar is off or in app mode', () => {
    const { unmount } = render(<Header variant={variant({ navBar: false })} />);
    expect(screen.queryByRole('navigation')).toBeNull();
    unmount();
    render(<Header variant={variant({ isApp: true })} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
