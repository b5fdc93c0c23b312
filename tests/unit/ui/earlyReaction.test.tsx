// @vitest-environment jsdom
// The page's inline script answers a tap made before the app has run with what the app will show:
// the option's echo and the typing dots, which the prerendered buttons carry hidden next to them.
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EARLY_CHOICE_SCRIPT, takeEarlyChoice } from '../../../src/contracts/earlyChoice.ts';
import type { Pending } from '../../../src/engine/types.ts';
import { OptionButtons } from '../../../src/ui/OptionButtons.tsx';
import { createFakeConversation } from './fakeConversation.ts';
import { renderChat } from './render.tsx';

const start: Extract<Pending, { kind: 'options' }> = {
  kind: 'options',
  step: 'copy-message-2',
  layout: 'default',
  options: [
    { index: 0, label: 'SIMULAR AGORA' },
    { index: 1, label: 'FALAR COM OS ESPECIALISTAS', link: 'specialists' },
  ],
};

/** The page as the build writes it: the buttons rendered on the server, before any effect. */
function prerendered(pending = start): HTMLElement {
  const html = renderToString(<OptionButtons conversation={createFakeConversation({ pending })} pending={pending} />);
  document.body.innerHTML = `<div id="root"><div class="chat__scroll"><div class="chat__column">${html}</div></div></div>`;
  return document.getElementById('root')!;
}

const shown = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('.early-reaction > *')].filter((e) => !e.hidden);
const button = (root: HTMLElement, label: string) => [...root.querySelectorAll<HTMLElement>('.option')].find((b) => b.textContent?.includes(label))!;

beforeAll(() => {
  // Run as the page's <head> runs it: once, before the body.
  new Function(EARLY_CHOICE_SCRIPT)();
});
afterEach(() => takeEarlyChoice(window as unknown as Record<string, unknown>));

describe('a tap before the app has run', () => {
  it('shows nothing of the answer until a button is tapped', () => {
    const root = prerendered();
    expect(shown(root)).toEqual([]);
    expect(root.querySelector('.options')!.hasAttribute('data-chosen-early')).toBe(false);
  });

  it('shows the tapped option as the visitor’s bubble, then the typing dots, and hides the buttons', () => {
    const root = prerendered();
    button(root, 'SIMULAR AGORA').click();
    const [echo, typing] = shown(root);
    expect(echo.textContent).toBe('SIMULAR AGORA');
    expect(echo.classList.contains('msg--user')).toBe(true);
    expect(typing.classList.contains('msg--typing')).toBe(true);
    expect(shown(root)).toHaveLength(2);
    expect(root.querySelector('.options')!.hasAttribute('data-chosen-early')).toBe(true);
    expect(takeEarlyChoice(window as unknown as Record<string, unknown>)).toEqual({ step: 'copy-message-2', index: 0, waitedMs: expect.any(Number) });
  });

  it('leaves a link alone: it opens the specialists’ chat from the app, the step stays', () => {
    const root = prerendered();
    button(root, 'FALAR COM OS ESPECIALISTAS').click();
    expect(shown(root)).toEqual([]);
    expect(root.querySelector('.options')!.hasAttribute('data-chosen-early')).toBe(false);
  });

  it('shows only the typing dots for an option the chat does not echo', () => {
    const root = prerendered({ ...start, options: [{ index: 0, label: 'CONTINUAR', echo: false }] });
    button(root, 'CONTINUAR').click();
    expect(shown(root).map((e) => e.className)).toEqual([expect.stringContaining('msg--typing')]);
  });
});

describe('once the app has taken the buttons over', () => {
  it('makes the early choice, counting the time since the tap as already waited', () => {
    Object.assign(window, { __earlyChoice: { step: 'copy-message-2', index: 0, at: performance.now() - 700 } });
    const { conversation } = renderChat({ pending: start });
    expect(conversation.calls.choose).toEqual([0]);
    expect(conversation.calls.waited[0]).toBeGreaterThanOrEqual(700);
    expect(conversation.calls.waited[0]).toBeLessThan(700 + 5_000);
  });

  it('carries no early answer', () => {
    const { container } = renderChat({ pending: start });
    expect(container.querySelector('.early-reaction')).toBeNull();
    expect(container.querySelector('.option')!.hasAttribute('data-starting')).toBe(false);
  });
});
