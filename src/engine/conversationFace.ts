// What a conversation shows its screen: the signals and the verbs, over one runtime. The verbs a
// visitor needs only after the first screen (answering, completing a component, resuming) come in as
// arguments, so the browser's first load can leave their code for later (createLazyConversation).
import type { CompiledFlow } from '../contracts/content.ts';
import { chooseOption } from './chooseOption.ts';
import { navigate } from './enterStep.ts';
import { post, type Runtime } from './runtime.ts';
import { capture } from './snapshots.ts';
import type { Conversation, ConversationSnapshot, Mask } from './types.ts';

/** The signatures of answerInput, completeComponent and restore. */
export interface LateVerbs {
  answerInput(rt: Runtime, raw: string): Promise<void>;
  completeComponent(rt: Runtime, ...args: Parameters<Conversation['complete']>): Promise<void>;
  /** Only called once the rest of the flow has loaded (resume awaits it; resumeLastStep is a rest action's). */
  restore(rt: Runtime, snapshot: ConversationSnapshot): boolean;
}

export interface FaceOptions {
  flow: CompiledFlow;
  loadRestOnStart?: boolean;
}

export function conversationFace(rt: Runtime, options: FaceOptions, late: LateVerbs): Conversation {
  const { masks } = rt.bindings;
  rt.context.resumeLastStep = () => (rt.lastStable ? late.restore(rt, rt.lastStable) : false);
  return {
    ...rt.status.signals,
    state: rt.state,
    messages: rt.messages,
    currentStep: rt.currentStep,
    variant: rt.variant,
    context: rt.context,
    start: (at = options.flow.start, { immediate = false } = {}) => {
      if (options.loadRestOnStart !== false) void rt.loadRest?.();
      return navigate(rt, at, immediate);
    },
    answer: (raw) => late.answerInput(rt, raw),
    choose: (index, waitedMs) => chooseOption(rt, index, waitedMs),
    complete: (outcome, payload) => late.completeComponent(rt, outcome, payload),
    snapshot: () => capture(rt),
    async resume(snapshot) {
      if (rt.loadRest) await rt.loadRest();
      return late.restore(rt, snapshot);
    },
    notify: (text) => post(rt, [{ sender: 'bot', text }]),
    preload: () => rt.loadRest?.() ?? Promise.resolve(),
    mask: (name): Mask | undefined => (Object.hasOwn(masks, name) ? masks[name] : undefined),
  };
}
