// Props every flow component (registry entry) receives, so components stay plain React and reach
// the runtime only through the Conversation contract.
import type { ComponentProps, ComponentType } from 'react';
import { declareOutcomes, type Declared } from '../../engine/outcomes.ts';
import type { ChatMessage, Completion, Conversation } from '../../engine/types.ts';

/** The conversation as a component with outcomes O sees it: completing with another outcome fails tsc. */
export type CompletingConversation<O extends string> = Omit<Conversation, 'complete'> & {
  // A property, not a method: its parameter is then checked strictly (methods are bivariant).
  complete: (outcome: O, payload?: Completion) => Promise<void>;
};

export interface ChatComponentProps<O extends string = string> {
  conversation: CompletingConversation<O>;
  /** The message the component is rendered with (its step, optional text). */
  message: ChatMessage;
  /**
   * True while the conversation waits on this component (its step is the pending component step).
   * A component shown earlier in the log stays visible but should no longer accept choices.
   */
  active: boolean;
}

/** Any component: the outcome check is CompletesOnlyDeclared, not this bound. */
export type AnyChatComponent = ComponentType<ChatComponentProps<any>>;

/** The registry may pass C the props of a component declaring O: else tsc names the outcomes missing. */
type CompletesOnlyDeclared<O extends string, C extends AnyChatComponent> =
  ChatComponentProps<O> extends ComponentProps<C> ? unknown : { outcomesNotDeclared: true };

/** Declares a component and its outcomes; a component completing with an outcome not listed fails tsc. */
export function declareComponent<const O extends string, C extends AnyChatComponent>(
  outcomes: readonly O[],
  component: C & NoInfer<CompletesOnlyDeclared<O, C>>,
): C & Declared<O> {
  return declareOutcomes(outcomes, component as C);
}
