// The bot's typing dots as a message row: shown by the conversation log while the bot types, and
// by the first screen's early reaction to a tap made before the app ran (EarlyReaction.tsx).
import { BotAvatar } from './BotAvatar.tsx';
import { useCopy } from './copy/CopyContext.tsx';
import { LoadingDots } from './LoadingDots.tsx';

export interface TypingRowProps {
  /** Opens a bot run (the message before it is the visitor's): the extra spacing above it. */
  firstOfRun: boolean;
  /** Left out of the page until the page's early script shows it (EarlyReaction.tsx). */
  hidden?: boolean;
}

export function TypingRow({ firstOfRun, hidden }: TypingRowProps) {
  const copy = useCopy();
  return (
    <div className={`msg msg--bot msg--last msg--typing${firstOfRun ? ' msg--first' : ''}`} hidden={hidden}>
      <div className="msg__avatar">
        <BotAvatar />
      </div>
      <div className="msg__body">
        <div className="bubble bubble--bot bubble--typing">
          <LoadingDots size="small" color="primary" />
          <span className="visually-hidden">{copy('botTyping')}</span>
        </div>
      </div>
    </div>
  );
}
