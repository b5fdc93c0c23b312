// What the conversation is doing, as one signal. What the screens read (the typing dots, the input
// bar's spinner, the question shown, the field's message, the end) is derived from it, so no two of
// them can contradict each other and no step forgets to clear one.
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { Pending } from './types.ts';

export type ConversationStatus =
  /** Not started yet. */
  | 'idle'
  /** Entering a step or moving on from one: nothing to show yet. */
  | 'moving'
  /** The typing dots: a step's pause, or an action running. */
  | 'typing'
  /** Waiting on the visitor; `pending` says for what. */
  | 'waiting'
  /** An input's action runs on the visitor's answer: the question stays, with a spinner. */
  | 'submitting'
  /** A step marked `end: true` was shown: the conversation is over. */
  | 'ended'
  /** At a step that neither waits nor ends (a dead end, an unknown step, a loop; reported). */
  | 'stopped';

/** The signals a Conversation exposes, all but `status` derived. */
export interface StatusSignals {
  readonly status: ReadonlySignal<ConversationStatus>;
  readonly pending: ReadonlySignal<Pending | null>;
  readonly fieldError: ReadonlySignal<string | null>;
  readonly isBotLoading: ReadonlySignal<boolean>;
  readonly isSubmitting: ReadonlySignal<boolean>;
  readonly ended: ReadonlySignal<boolean>;
}

export interface StatusModel {
  readonly signals: StatusSignals;
  /** Moves to a status that waits on nothing new ('submitting' keeps the question). */
  set(status: Exclude<ConversationStatus, 'waiting'>): void;
  /** Waits on the visitor for `pending`, the field without a message. */
  wait(pending: Pending): void;
  /** Waits on the same question again, with the field's message (null: none). */
  refuse(message: string | null): void;
}

export function conversationStatus(): StatusModel {
  const status = signal<ConversationStatus>('idle');
  const waitingFor = signal<Pending | null>(null);
  const fieldMessage = signal<string | null>(null);
  // The question and its field's message stay on screen while the answer's action runs.
  const asking = computed(() => status.value === 'waiting' || status.value === 'submitting');
  return {
    signals: {
      status,
      pending: computed(() => (asking.value ? waitingFor.value : null)),
      fieldError: computed(() => (asking.value ? fieldMessage.value : null)),
      isBotLoading: computed(() => status.value === 'typing'),
      isSubmitting: computed(() => status.value === 'submitting'),
      ended: computed(() => status.value === 'ended'),
    },
    set: (next) => {
      status.value = next;
    },
    wait: (pending) =>
      batch(() => {
        waitingFor.value = pending;
        fieldMessage.value = null;
        status.value = 'waiting';
      }),
    refuse: (message) =>
      batch(() => {
        fieldMessage.value = message;
        status.value = 'waiting';
      }),
  };
}
