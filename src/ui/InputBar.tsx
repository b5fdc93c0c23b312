// The bottom input bar's behaviour: enabled only while the bot waits for typed text, shows the hint
// or the field error above the field (InputBarView.tsx), masks what is typed, and keeps it until the
// runtime accepts it. A lazy chunk (InputBarSlot.tsx): the first screen waits for a button.
import { useEffect, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { effect } from '@preact/signals-core';
import { useSignals } from '@preact/signals-react/runtime';
import type { Conversation, Pending } from '../engine/types.ts';
import { useMask } from './useMask.ts';
import { mayTakeFocus } from './mayTakeFocus.ts';
import { InputBarView } from './InputBarView.tsx';

/**
 * An empty submit this soon after a question appeared is the second press of a double Enter
 * meant for the previous question, not an answer: it is ignored instead of showing
 * 'Preencha para continuar! 😊' before the visitor could type anything.
 */
export const QUESTION_SETTLE_MS = 1000;

export function InputBar({ conversation }: { conversation: Conversation }) {
  useSignals();
  const pending = conversation.pending.value;
  const input = pending?.kind === 'input' ? pending : null;
  const error = input ? conversation.fieldError.value : null;
  const submitting = conversation.isSubmitting.value;
  const inputRef = useRef<HTMLInputElement>(null);
  const mask = useMask(inputRef, input?.mask ? conversation.mask(input.mask) : undefined, `${input?.mask}:${input?.step}`, () => conversation.state.peek());
  // The question an answer was sent for, until that answer settles: a second Enter for it is not a
  // second answer (the first answer may still be loading the engine's later part).
  const answering = useRef<Pending | null>(null);
  const askedStep = useRef<string | null>(null);
  const submittedAt = useRef<number | null>(null);
  const askedAt = useRef(0);

  // A new input step: focus the field; a different step than the last one also starts empty.
  useEffect(() => {
    if (!input) return;
    if (askedStep.current !== null && askedStep.current !== input.step) mask.clear();
    if (askedStep.current !== input.step) askedAt.current = performance.now();
    askedStep.current = input.step;
    if (mayTakeFocus()) inputRef.current?.focus({ preventScroll: true });
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

  // Reads the engine's signals when the key is pressed, not the last render's copies: the next
  // question can be on screen before React re-renders this bar, and an Enter for it must count.
  const submit = async () => {
    const asked = conversation.pending.peek();
    if (asked?.kind !== 'input' || conversation.isSubmitting.peek() || answering.current === asked) return;
    const text = mask.read();
    // A question this bar has not rendered yet was asked just now.
    const askedFor = askedStep.current === asked.step ? performance.now() - askedAt.current : 0;
    if (text.trim() === '' && askedFor < QUESTION_SETTLE_MS) return;
    submittedAt.current = conversation.messages.peek().length;
    answering.current = asked;
    try {
      await conversation.answer(text);
      // Unless the visitor has meanwhile sent the next question's answer, which is theirs to keep.
      const latest = answering.current === asked;
      if (latest && submittedAt.current !== null && conversation.fieldError.peek() === null) {
        submittedAt.current = null;
        mask.clear();
      }
    } catch {
      // The runtime reports failures through fieldError or error steps; the text stays for a retry.
    } finally {
      if (answering.current === asked) answering.current = null;
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

  // Stays enabled while the bot is typing (pending null) so a phone keeps its keyboard open between
  // two questions; disabled while the bot waits for a button or a component, and closed for good
  // once the conversation has ended (after the goodbye nothing would answer it).
  const ended = conversation.ended.value;
  const view = { input, error, submitting, inputRef, onSubmit, onKeyDown };
  return <InputBarView {...view} disabled={ended || (pending !== null && !input)} ended={ended} />;
}
