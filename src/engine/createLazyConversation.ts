// The browser's conversation: like createConversation, but answering, completing a component and
// resuming load their code with the rest of the flow, which every step that needs them waits for
// anyway, so the first-load JS carries only what the first screen runs.
import type { BindingNames, FlowBindingNames } from './bindings.ts';
import { conversationFace } from './conversationFace.ts';
import type { LazyConversationOptions } from './createConversation.ts';
import { createRuntime } from './createRuntime.ts';
import type { Conversation } from './types.ts';

type LateModule = typeof import('./lateVerbs.ts');

/** Throws MissingBindingsError, listing them all, when the first screen's steps name something not given. */
export function createLazyConversation<N extends BindingNames = FlowBindingNames>(options: LazyConversationOptions<N>): Conversation {
  let loaded: LateModule | undefined;
  const load = async () => (loaded ??= await import('./lateVerbs.ts'));
  // The verbs arrive with the rest of the flow's registries, so a step of the rest finds them here.
  const withVerbs: LazyConversationOptions<N> = {
    ...options,
    loadBindings: () => Promise.all([options.loadBindings(), load()]).then(([bindings]) => bindings),
  };
  return conversationFace(createRuntime(withVerbs), options, {
    answerInput: async (rt, raw) => (await load()).answerInput(rt, raw),
    completeComponent: async (rt, outcome, payload) => (await load()).completeComponent(rt, outcome, payload),
    restore: (rt, snapshot) => loaded?.restoreSnapshot(rt, snapshot) ?? false,
  });
}
