// A step can be entered again (TENTAR NOVAMENTE, copy the code once more): every visit posts a new
// message with the same component and step. Only the newest one is active (opens the modal,
// copies), or two modals would open at once.
import type { ChatMessage, Conversation } from '../engine/types.ts';

export function isNewestOfItsComponent(conversation: Pick<Conversation, 'messages'>, message: ChatMessage): boolean {
  const messages = conversation.messages.value;
  for (let i = messages.length - 1; i >= 0; i--) {
    if (messages[i].component === message.component) return messages[i].id === message.id;
  }
  return true;
}
