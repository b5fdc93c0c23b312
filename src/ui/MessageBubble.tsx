// One chat message: a bot bubble (HTML sanitised at build time) or a user bubble (plain text),
// plus the flow component the message names, and the tooltip of titled messages.
import { memo, useId, type KeyboardEvent } from 'react';
import type { ChatMessage, Conversation } from '../engine/types.ts';
import { BotAvatar } from './BotAvatar.tsx';
import { MessageComponentSlot } from './MessageComponentSlot.tsx';
import { useTimedFlag } from './useTimedFlag.ts';

export const TOOLTIP_MS = 3000;

export interface MessageBubbleProps {
  message: ChatMessage;
  conversation: Conversation;
  /** Last bot message of a consecutive run: carries the avatar and the bubble's tail. */
  lastOfRun: boolean;
  /** First message of a run from this sender: gets the extra spacing above it. */
  firstOfRun: boolean;
}

export const MessageBubble = memo(function MessageBubble({ message, conversation, lastOfRun, firstOfRun }: MessageBubbleProps) {
  const isBot = message.sender === 'bot';
  const rowClass = [
    'msg',
    isBot ? 'msg--bot' : 'msg--user',
    firstOfRun ? 'msg--first' : '',
    lastOfRun ? 'msg--last' : '',
    message.component ? 'msg--has-component' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={rowClass} data-sender={message.sender} data-step={message.step}>
      {isBot && <div className="msg__avatar">{lastOfRun && <BotAvatar />}</div>}
      <div className="msg__body">
        {message.text !== undefined && message.text !== '' && <Bubble message={message} isBot={isBot} />}
        {message.component && <MessageComponentSlot name={message.component} message={message} conversation={conversation} />}
      </div>
    </div>
  );
});

function Bubble({ message, isBot }: { message: ChatMessage; isBot: boolean }) {
  const [tooltipShown, showTooltip] = useTimedFlag(TOOLTIP_MS);
  const tooltipId = useId();
  const content = isBot ? (
    <div className="bubble__text" dangerouslySetInnerHTML={{ __html: message.text ?? '' }} />
  ) : (
    <div className="bubble__text">{message.text}</div>
  );
  const className = `bubble ${isBot ? 'bubble--bot' : 'bubble--user'}`;

  if (!message.title) return <div className={className}>{content}</div>;

  // Titled bubbles open their tooltip by click, Enter or Space; not a <button> because bot HTML may hold links.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      showTooltip();
    }
  };
  return (
    <div
      className={`${className} bubble--titled`}
      tabIndex={0}
      onClick={showTooltip}
      onKeyDown={onKeyDown}
      aria-describedby={tooltipShown ? tooltipId : undefined}
    >
      {content}
      {tooltipShown && (
        <span className="tooltip" role="tooltip" id={tooltipId}>
          {message.title}
        </span>
      )}
    </div>
  );
}
