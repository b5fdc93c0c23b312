// @vitest-environment jsdom
// The chat says which step the bot waits on (and which field an input fills) once the bot has
// finished typing: the browser journeys answer by it (tests/e2e/journey.ts, tests/journeys/answers.yaml).
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderChat } from './render.tsx';

describe('the step the chat waits on', () => {
  it('names the input step and its field, and nothing while the bot types or sends', () => {
    const { conversation, container } = renderChat({ pending: { kind: 'input', step: 'lead-add-email', field: 'lead.email', inputKind: 'email' } });
    const chat = container.querySelector('main.chat')!;
    expect(chat.getAttribute('data-waiting-on')).toBe('lead-add-email');
    expect(chat.getAttribute('data-waiting-field')).toBe('lead.email');

    act(() => {
      conversation.$isSubmitting.value = true;
    });
    expect(chat.hasAttribute('data-waiting-on')).toBe(false);
    act(() => {
      conversation.$isSubmitting.value = false;
      conversation.$pending.value = null;
      conversation.$isBotLoading.value = true;
    });
    expect(chat.hasAttribute('data-waiting-on')).toBe(false);
  });

  it('names an options step without a field', () => {
    const { container } = renderChat({
      pending: { kind: 'options', step: 'lead-select-plan', options: [{ index: 0, label: 'PAGA METADE' }], layout: 'default' },
    });
    const chat = container.querySelector('main.chat')!;
    expect(chat.getAttribute('data-waiting-on')).toBe('lead-select-plan');
    expect(chat.hasAttribute('data-waiting-field')).toBe(false);
  });
});
