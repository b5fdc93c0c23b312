// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../../src/ui/App.tsx';
import { createFakeConversation } from './fakeConversation.ts';
import { InputBar } from '../../../src/ui/InputBarSlot.tsx';
import { MessageComponent } from '../../../src/ui/MessageComponentSlot.tsx';

// As on the page, where they are fetched while the visitor reads the greeting (prefetchFirstClick.ts).
await Promise.all([InputBar.preload(), MessageComponent.preload()]);

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute('style');
});

describe('app', () => {
  it('renders the header and the chat for the conversation', () => {
    const conversation = createFakeConversation({ messages: [{ sender: 'bot', text: 'Olá!' }] });
    render(<App conversation={conversation} />);
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('log').textContent).toContain('Olá!');
  });

  it('puts the variant’s colours on the root element', () => {
    const conversation = createFakeConversation({
      variant: { theme: { background: '#102030', primaryBackground: '#ff6600', primaryForeground: '#000000' } },
    });
    render(<App conversation={conversation} />);
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--color-background')).toBe('#102030');
    expect(style.getPropertyValue('--color-primary')).toBe('#ff6600');
    expect(style.getPropertyValue('--color-primary-fg')).toBe('#000000');
  });

  it('keeps the stylesheet defaults for colours a variant leaves out', () => {
    render(<App conversation={createFakeConversation({ variant: { theme: { primaryBackground: '#ff6600' } } })} />);
    expect(document.documentElement.style.getPropertyValue('--color-background')).toBe('');
  });

  it('updates when the conversation posts while mounted', () => {
    const conversation = createFakeConversation();
    render(<App conversation={conversation} />);
    act(() => {
      conversation.say('bot', 'Qual é o seu nome?');
    });
    expect(screen.getByRole('log').textContent).toContain('Qual é o seu nome?');
  });
});
