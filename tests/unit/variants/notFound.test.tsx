// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotFound } from '../../../src/ui/NotFound.tsx';
import { removeStaleServiceWorkers } from '../../../src/ui/removeStaleServiceWorkers.ts';
import { variants } from './realVariants.ts';

afterEach(() => cleanup());

describe('the 404 page', () => {
  it('shows the spec’s text and links to the four help pages on the site', () => {
    render(<NotFound variant={variants.main} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Desculpe, mas a página que está procurando não existe ou está inativa.');
    const links = within(screen.getByRole('navigation', { name: 'Páginas de ajuda' })).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['O que é consórcio?', 'https://mycon.com.br/o-que-e-consorcio'],
      ['O que comprar?', 'https://mycon.com.br/o-que-comprar'],
      ['Como comprar?', 'https://mycon.com.br/como-comprar'],
      ['Precisa de ajuda?', 'https://mycon.com.br/ajuda'],
    ]);
  });

  it('keeps the brand logo linking home and asks search engines not to index it', () => {
    render(<NotFound variant={variants.main} />);
    expect(screen.getByRole('img', { name: 'Mycon' }).closest('a')?.getAttribute('href')).toBe('https://mycon.com.br');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });
});

describe('removeStaleServiceWorkers', () => {
  it('unregisters every service worker left by an older build', async () => {
    const registrations = [{ unregister: vi.fn(async () => true) }, { unregister: vi.fn(async () => true) }];
    const nav = { serviceWorker: { getRegistrations: async () => registrations } } as never;
    expect(await removeStaleServiceWorkers(nav)).toBe(2);
    for (const r of registrations) expect(r.unregister).toHaveBeenCalled();
  });

  it('does nothing where service workers are unsupported or refused', async () => {
    expect(await removeStaleServiceWorkers({} as never)).toBe(0);
    expect(await removeStaleServiceWorkers(undefined)).toBe(0);
    const refused = { serviceWorker: { getRegistrations: () => Promise.reject(new DOMException('insecure', 'SecurityError')) } } as never;
    expect(await removeStaleServiceWorkers(refused)).toBe(0);
  });
});
