// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderChat } from './render.tsx';

describe('message list', () => {
  afterEach(() => vi.useRealTimers());

  it('shows bot HTML and user text as typed, inside a polite log', () => {
    renderChat({
      messages: [
        { sender: 'bot', text: 'Consórcio <b>sem juros</b>' },
        { sender: 'user', text: '<b>Maria</b>' },
      ],
    });
    const log = screen.getByRole('log');
    expect(log.getAttribute('aria-live')).toBe('polite');
    expect(within(log).getByText('sem juros').tagName).toBe('B');
    expect(within(log).getByText('<b>Maria</b>')).toBeTruthy();
  });

  it('shows new messages as the conversation posts them', () => {
    const { conversation } = renderChat();
    act(() => {
      conversation.say('bot', 'Qual é o seu nome?');
    });
    expect(within(screen.getByRole('log')).getByText('Qual é o seu nome?')).toBeTruthy();
  });

  it('puts the bot avatar only on the last bot message of each run', () => {
    const { container } = renderChat({
      messages: [
        { sender: 'bot', text: 'um' },
        { sender: 'bot', text: 'dois' },
        { sender: 'user', text: 'três' },
        { sender: 'bot', text: 'quatro' },
      ],
    });
    const rows = [...container.querySelectorAll('.msg')];
    const withAvatar = rows.filter((row) => row.querySelector('[data-testid="bot-avatar"]'));
    expect(withAvatar.map((row) => row.textContent)).toEqual(['dois', 'quatro']);
  });

  it('moves the avatar to the typing dots while the bot types after its own message', () => {
    const { conversation, container } = renderChat({ messages: [{ sender: 'bot', text: 'um' }] });
    act(() => {
      conversation.$isBotLoading.value = true;
    });
    expect(container.querySelector('.msg--typing [data-testid="loading-dots"]')).toBeTruthy();
    const avatars = container.querySelectorAll('[data-testid="bot-avatar"]');
    expect(avatars).toHaveLength(1);
    expect(avatars[0].closest('.msg--typing')).toBeTruthy();
    act(() => {
      conversation.$isBotLoading.value = false;
    });
    expect(container.querySelector('.msg--typing')).toBeNull();
  });

  it('shows a titled message’s tooltip on click and hides it after 3 seconds', () => {
    vi.useFakeTimers();
    renderChat({ messages: [{ sender: 'bot', text: 'Qual é o seu CPF?', title: 'Só números' }] });
    fireEvent.click(screen.getByText('Qual é o seu CPF?'));
    expect(screen.getByRole('tooltip').textContent).toBe('Só números');
    act(() => {
      vi.advanceTimersByTime(2900);
    });
    expect(screen.queryByRole('tooltip')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('opens the tooltip from the keyboard too', () => {
    renderChat({ messages: [{ sender: 'bot', text: 'Qual é o seu CPF?', title: 'Só números' }] });
    const bubble = screen.getByText('Qual é o seu CPF?').closest('.bubble') as HTMLElement;
    expect(bubble.tabIndex).toBe(0);
    fireEvent.keyDown(bubble, { key: 'Enter' });
    expect(screen.getByRole('tooltip')).toBeTruthy();
  });

  it('does not make untitled messages clickable', () => {
    renderChat({ messages: [{ sender: 'bot', text: 'Olá' }] });
    fireEvent.click(screen.getByText('Olá'));
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect((screen.getByText('Olá').closest('.bubble') as HTMLElement).hasAttribute('tabindex')).toBe(false);
  });

  it('shows the banner only when the variant has one, and the privacy notice always', () => {
    const { container, unmount } = renderChat({ variant: { bannerSrc: '/banners/main.png' } });
    expect(container.querySelector('img.chat__banner')?.getAttribute('src')).toBe('/banners/main.png');
    expect(screen.getByText('*Ao continuar você estará de acordo com nossa Política de Privacidade')).toBeTruthy();
    unmount();
    const again = renderChat();
    expect(again.container.querySelector('img.chat__banner')).toBeNull();
  });
});
