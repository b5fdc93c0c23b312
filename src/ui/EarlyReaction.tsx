// The first screen's answer to a tap made before the app has run. Choosing an option shows its echo
// as the visitor's bubble, then the bot's typing dots; the prerendered page carries that answer for
// each button, hidden, right after the buttons. The page's early script (src/contracts/earlyChoice.ts)
// shows the tapped button's answer and hides the buttons at the tap; the app, once it has taken the
// page over, makes the choice, and its own echo and dots replace these in the same render (the
// buttons and this answer unmount together).
import { EARLY_REACTION_CLASS } from '../contracts/earlyChoice.ts';
import type { Pending } from '../engine/types.ts';
import { TypingRow } from './TypingRow.tsx';

type Option = Extract<Pending, { kind: 'options' }>['options'][number];

export function EarlyReaction({ options }: { options: readonly Option[] }) {
  return (
    <div className={EARLY_REACTION_CLASS} aria-live="polite">
      {options.map((option, position) =>
        // A link stays on the step (no echo, no typing), and the early script leaves it alone.
        option.link || option.echo === false ? null : (
          <div key={option.index} className="msg msg--user msg--first msg--last" data-early-echo={position} hidden>
            <div className="msg__body">
              <div className="bubble bubble--user">
                <div className="bubble__text">{option.label}</div>
              </div>
            </div>
          </div>
        ),
      )}
      <TypingRow firstOfRun hidden />
    </div>
  );
}
