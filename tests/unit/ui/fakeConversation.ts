// A Conversation made of plain signals, so the UI can be rendered and driven without the runtime:
// tests set messages/pending/errors directly and read back what the UI called.
import { noAnalytics } from '../../../src/analytics/port.ts';
import { copyFromFlows, messagesFromFlows } from '../messagesFromFlows.ts';
import { computed, signal } from '@preact/signals-core';
import type { ChatMessage, Completion, Conversation, Mask, Pending, PluginContext } from '../../../src/engine/types.ts';
import { masks } from '../../../src/masks/index.ts';
import type { ConversationState, ResolvedVariant } from '../../../src/contracts/content.ts';

export interface FakeCalls {
  answer: string[];
  choose: number[];
  /** The waitedMs each choice came with (an early tap's), in the same order. */
  waited: Array<number | undefined>;
  complete: Array<{ outcome?: string } & Completion>;
  started: number;
}

export interface FakeConversation extends Conversation {
  /** Writable versions of the signals the UI reads. */
  readonly $messages: ReturnType<typeof signal<ChatMessage[]>>;
  readonly $pending: ReturnType<typeof signal<Pending | null>>;
  readonly $isBotLoading: ReturnType<typeof signal<boolean>>;
  readonly $isSubmitting: ReturnType<typeof signal<boolean>>;
  readonly $fieldError: ReturnType<typeof signal<string | null>>;
  readonly $state: ReturnType<typeof signal<ConversationState>>;
  readonly calls: FakeCalls;
  /** Appends a message with the next id. */
  say(sender: ChatMessage['sender'], text: string, extra?: Partial<ChatMessage>): ChatMessage;
}

export interface FakeOptions {
  variant?: Partial<ResolvedVariant>;
  messages?: Array<Omit<ChatMessage, 'id' | 'time'> & { id?: number }>;
  pending?: Pending | null;
  /** Replaces the default answer behaviour (which records and resolves). */
  onAnswer?: (raw: string, fake: FakeConversation) => Promise<void> | void;
  onChoose?: (index: number, fake: FakeConversation) => Promise<void> | void;
}

export const defaultFakeVariant: ResolvedVariant = {
  name: 'main',
  route: '/',
  campanhaId: 851,
  compraId: 161,
  empresaId: 90,
  tipo: 1,
  fakeLoad: 1500,
  tipoTabela: 'completa',
  navBar: true,
  linkWhatsApp: 'https://wa.me/5511999999999',
  brand: 'mycon',
  siteDomain: 'mycon.com.br',
};

export function createFakeConversation(options: FakeOptions = {}): FakeConversation {
  let nextId = 1;
  const $messages = signal<ChatMessage[]>((options.messages ?? []).map((m) => ({ ...m, id: m.id ?? nextId++, time: 0 })));
  nextId = Math.max(nextId, ...$messages.value.map((m) => m.id + 1));
  const $pending = signal<Pending | null>(options.pending ?? null);
  const $isBotLoading = signal(false);
  const $isSubmitting = signal(false);
  const $fieldError = signal<string | null>(null);
  const $state = signal({} as ConversationState);
  const currentStep = signal<string | null>(null);
  const calls: FakeCalls = { answer: [], choose: [], waited: [], complete: [], started: 0 };
  const variant = { ...defaultFakeVariant, ...options.variant } as ResolvedVariant;

  const context: PluginContext = {
    get state() {
      return $state.value;
    },
    variant,
    update(slice, patch) {
      $state.value = { ...$state.value, [slice]: { ...$state.value[slice], ...patch } };
    },
    reset() {
      $state.value = {} as ConversationState;
    },
    analytics: noAnalytics,
    openUrl() {},
    message: messagesFromFlows(),
    copy: copyFromFlows(variant.ui),
    today: () => ({ year: 2025, month: 6, day: 2 }),
  };

  const fake: FakeConversation = {
    state: $state,
    messages: $messages,
    currentStep,
    pending: $pending,
    // The real one derives the flags from its status; here the flags are set and the status follows.
    status: computed(() => ($isSubmitting.value ? 'submitting' : $isBotLoading.value ? 'typing' : $pending.value ? 'waiting' : 'idle')),
    isBotLoading: $isBotLoading,
    isSubmitting: $isSubmitting,
    fieldError: $fieldError,
    ended: signal(false),
    variant,
    context,
    // The real masks, as a conversation has them once the rest of the flow has loaded.
    mask: (name) => (masks as Record<string, Mask | undefined>)[name],
    $messages,
    $pending,
    $isBotLoading,
    $isSubmitting,
    $fieldError,
    $state,
    calls,
    async start() {
      calls.started++;
    },
    async answer(raw) {
      calls.answer.push(raw);
      await options.onAnswer?.(raw, fake);
    },
    async choose(index, waitedMs) {
      calls.choose.push(index);
      calls.waited.push(waitedMs);
      await options.onChoose?.(index, fake);
    },
    async complete(outcome, payload) {
      calls.complete.push({ outcome, ...payload });
    },
    snapshot: () => null,
    resume: async () => false,
    notify(text) {
      fake.say('bot', text);
    },
    async preload() {},
    say(sender, text, extra = {}) {
      const message: ChatMessage = { id: nextId++, sender, text, time: Date.now(), ...extra };
      $messages.value = [...$messages.value, message];
      return message;
    },
  };
  return fake;
}
