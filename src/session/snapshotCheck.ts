// Whether what the tab saved can be put back on screen (issue 28 item 5). A snapshot with the
// right keys but a value of the wrong type (a text where the state has a number, a message that is
// not a message) broke the page on every reload of the tab, and a very large one froze it. So a
// snapshot is resumed only when it is no larger than the largest real conversation comfortably
// needs, its state fits the state's JSON Schema (schemas/state.schema.json, reduced to its
// structural keywords in src/generated/stateSubset.ts), and its messages are chat messages.
//
// This runs in the chunk that resumes, loaded only when the tab holds a conversation: nothing of it
// is in the first load. Whether the step and the components still exist is the flow's to say
// (src/engine/restoreSnapshot.ts).
import type { ChatMessage, ConversationSnapshot } from '../engine/types.ts';
import { stateSubset } from '../generated/stateSubset.ts';
import { fitsSchema } from './fitsSchema.ts';

/**
 * Characters of the stored text. A whole journey with its plan catalogue saves about 15 000 and a
 * long one (data changed several times, a purchase and a second one) a few times that; beyond
 * this, parsing and showing it would cost the page more than starting again.
 */
export const MAX_SNAPSHOT_CHARS = 256 * 1024;

/** Messages on screen after a reload: a whole journey shows under a hundred. */
export const MAX_MESSAGES = 500;

const MESSAGE_FIELDS: Readonly<Record<string, 'number' | 'string'>> = {
  id: 'number',
  time: 'number',
  sender: 'string',
  text: 'string',
  title: 'string',
  component: 'string',
  step: 'string',
};

export function isSnapshot(value: unknown): value is ConversationSnapshot {
  if (value === null || typeof value !== 'object') return false;
  const { step, state, messages } = value as Partial<Record<keyof ConversationSnapshot, unknown>>;
  return (
    typeof step === 'string' && Array.isArray(messages) && messages.length <= MAX_MESSAGES && messages.every(isChatMessage) && fitsSchema(state, stateSubset)
  );
}

/** The fields ChatMessage declares (src/engine/types.ts), each of its type, and no other. */
export function isChatMessage(value: unknown): value is ChatMessage {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const message = value as Record<string, unknown>;
  return (
    (message.sender === 'bot' || message.sender === 'user') &&
    Number.isFinite(message.id) &&
    Number.isFinite(message.time) &&
    Object.keys(message).every((key) => Object.hasOwn(MESSAGE_FIELDS, key) && typeof message[key] === MESSAGE_FIELDS[key])
  );
}
