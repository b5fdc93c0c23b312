// Props every flow component (registry entry) receives, so components stay plain React and reach
// the runtime only through the Conversation contract.
import type { ChatMessage, Conversation } from '../../engine/types.ts';

export interface ChatComponentProps {
  conversation: Conversation;
  /** The message the component is rendered with (its step, optional text). */
  message: ChatMessage;
  /**
   * True while the conversation waits on this component (its step is the pending component step).
   * A component shown earlier in the log stays visible but should no longer accept choices.
   */
  active: boolean;
}
