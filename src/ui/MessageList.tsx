// The conversation log: every message, the bot's typing dots, and the avatar on the last bubble of
// each bot run (the typing dots continue a run, so they take the avatar while shown).
import { useSignals } from '@preact/signals-react/runtime';
import type { ChatMessage, Conversation } from '../engine/types.ts';
import { MessageBubble } from './MessageBubble.tsx';
import { TypingRow } from './TypingRow.tsx';
import { useCopy } from './copy/CopyContext.tsx';

export function MessageList({ conversation }: { conversation: Conversation }) {
  useSignals();
  const copy = useCopy();
  const messages = conversation.messages.value;
  const typing = conversation.isBotLoading.value;

  return (
    <>
      <div className="chat__log" role="log" aria-live="polite" aria-relevant="additions" aria-label={copy('chatLog')}>
        {messages.map((message, i) => (
          <MessageBubble
            key={message.id}
            message={message}
            conversation={conversation}
            firstOfRun={!sameSender(messages[i - 1], message)}
            lastOfRun={isLastOfRun(messages, i, typing)}
          />
        ))}
      </div>
      {typing && <TypingRow firstOfRun={!sameSender(messages.at(-1), { sender: 'bot' })} />}
    </>
  );
}

function sameSender(a: Pick<ChatMessage, 'sender'> | undefined, b: Pick<ChatMessage, 'sender'>): boolean {
  return a !== undefined && a.sender === b.sender;
}

/** A message ends its run when the next one is from the other sender; the bot's last one only while it is not typing. */
function isLastOfRun(messages: ChatMessage[], i: number, typing: boolean): boolean {
  const next = messages[i + 1];
  if (next) return next.sender !== messages[i].sender;
  return messages[i].sender === 'user' || !typing;
}
