// The bottom input bar. Enabled only while the bot waits for typed text; shows the hint or the
// field error above the field; keeps what the visitor typed until the runtime accepts it.
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { effect } from '@preact/signals-core';
import { useSignals } from '@preact/signals-react/runtime';
import type { Conversation, Pending } from '../engine/types.ts';
import { LoadingDots } from './LoadingDots.tsx';
import { useMask } from './useMask.ts';
import { useCopy } from './copy/CopyContext.tsx';

/**
 * An empty submit this soon after a question appeared is the second press of a double Enter
 * meant for the previous question, not an answer: it is ignored instead of showing
 * 'Preencha para continuar! 😊' before the visitor could type anything.
 */
export const QUESTION_SETTLE_MS = 1000;

type InputPending = Extract<Pending, { kind: 'input' }>;

export function InputBar({ conversation }: { conversation: Conversation }) {
  useSignals();
  const copy = useCopy();
  const pending = conversation.pending.value;
  const input = pending?.kind === 'input' ? pending : null;
  const error = input ? conversation.fieldError.value : null;
  const submitting = conversation.isSubmitting.value;
  const inputRef = useRef<HTMLInputElement>(null);
  const mask = useMask(inputRef, input?.mask ? conversation.mask(input.mask) : undefined, `${input?.mask}:${input?.step}`, () => conversation.state.peek());
  const [busy, setBusy] = useState(false);
  const askedStep = useRef<string | null>(null);
  const submittedAt = useRef<number | null>(null);
  const askedAt = useRef(0);

  // A new input step: focus the field; a different step than the last one also starts empty.
  useEffect(() => {
    if (!input) return;
    if (askedStep.current !== null && askedStep.current !== input.step) mask.clear();
    if (askedStep.current !== input.step) askedAt.current = performance.now();
    askedStep.current = input.step;
    inputRef.current?.focus({ preventScroll: true });
  }, [input, mask]);

  // The runtime echoes an accepted answer as a user message: that is the moment to empty the field.
  useEffect(
    () =>
      effect(() => {
        const messages = conversation.messages.value;
        const from = submittedAt.current;
        if (from === null) return;
        if (messages.slice(from).some((m) => m.sender === 'user')) {
          submittedAt.current = null;
          mask.clear();
        }
      }),
    [conversation, mask],
  );

  const submit = async () => {
    if (!input || busy || submitting) return;
    const text = mask.read();
    if (text.trim() === '' && performance.now() - askedAt.current < QUESTION_SETTLE_MS) return;
    submittedAt.current = conversation.messages.peek().length;
    setBusy(true);
    try {
      await conversation.answer(text);
      if (submittedAt.current !== null && conversation.fieldError.peek() === null) {
        submittedAt.current = null;
        mask.clear();
      }
    } catch {
      // The runtime reports failures through fieldError or error steps; the text stays for a retry.
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  const keyboard = keyboardFor(input);
  const hintId = 'input-bar-hint';
  return (
    <form className={`input-bar${input ? '' : ' input-bar--idle'}`} onSubmit={onSubmit} noValidate>
      {error ? (
        <p id={hintId} className="input-bar__hint input-bar__hint--error" role="alert">
          {error}
        </p>
      ) : (
        <p id={hintId} className="input-bar__hint" aria-hidden={input ? undefined : true}>
          {input ? copy('inputHint') : '\u00a0'}
        </p>
      )}
      <div className="input-bar__field">
        <input
          ref={inputRef}
          className="input-bar__input"
          name="answer"
          type={keyboard.type}
          inputMode={keyboard.inputMode}
          autoComplete={keyboard.autoComplete}
          enterKeyHint="send"
          placeholder={input?.placeholder ?? ''}
          aria-label={input?.placeholder || copy('inputLabel')}
          aria-describedby={hintId}
          aria-invalid={error ? true : undefined}
          // Stays enabled while the bot is typing (pending null) so a phone keeps its keyboard open
          // between two questions; disabled only while the bot waits for a button or a component.
          disabled={pending !== null && !input}
          onKeyDown={onKeyDown}
        />
        <button
          type="submit"
          className="input-bar__send"
          aria-label={copy('send')}
          aria-busy={submitting || undefined}
          disabled={!input}
        >
          {submitting ? <LoadingDots size="small" color="white" label={copy('sending')} /> : <SendIcon />}
        </button>
      </div>
    </form>
  );
}

interface Keyboard {
  type: 'text' | 'email' | 'tel';
  inputMode: 'text' | 'email' | 'tel' | 'numeric';
  autoComplete: string;
}

/** Phone keyboards by kind: the right keypad matters more on a 390 px screen than anything else here. */
function keyboardFor(input: InputPending | null): Keyboard {
  switch (input?.inputKind) {
    case 'email':
      return { type: 'email', inputMode: 'email', autoComplete: 'email' };
    case 'tel':
      return { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national' };
    case 'digits':
    case 'money':
    case 'date':
      return { type: 'text', inputMode: 'numeric', autoComplete: 'off' };
    default:
      return { type: 'text', inputMode: 'text', autoComplete: 'off' };
  }
}

function SendIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M3.4 20.4 20.85 12.9a1 1 0 0 0 0-1.84L3.4 3.6a.99.99 0 0 0-1.39.91L2 9.12c0 .5.37.93.87.99L17 12 2.87 13.88c-.5.07-.87.5-.87 1l.01 4.61c0 .71.73 1.2 1.39.91Z" />
    </svg>
  );
}
