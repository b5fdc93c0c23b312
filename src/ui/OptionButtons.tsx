// The buttons of a pending options step. Default layout: stacked full-width pills; custom: a compact
// grid of short choices (scores, SIM/NÃO). Focus moves to the first button when a new set appears:
// quietly (no :focus-visible ring, which would make it look chosen already), unless the visitor
// chose the last option from the keyboard and so needs to see where the focus went.
import { useEffect, useRef, useState } from 'react';
import type { Conversation, Pending } from '../engine/types.ts';
import { useCopy } from './copy/CopyContext.tsx';
import { takeEarlyChoice } from '../contracts/earlyChoice.ts';
import { mayTakeFocus } from './mayTakeFocus.ts';
import { EarlyReaction } from './EarlyReaction.tsx';

type OptionsPending = Extract<Pending, { kind: 'options' }>;

/** The last option was chosen from the keyboard (Enter or Space: a click with no pointer, detail 0).
 * Module state: the buttons unmount while the bot types between two sets. */
let choseByKeyboard = false;

export interface OptionButtonsProps {
  conversation: Conversation;
  pending: OptionsPending;
}

export function OptionButtons({ conversation, pending }: OptionButtonsProps) {
  const copy = useCopy();
  const first = useRef<HTMLButtonElement>(null);
  // Guards against a double click sending two answers before the runtime clears the options.
  const [locked, setLocked] = useState(false);
  // Painted from the page's HTML before the app runs (prerendered), a button does nothing until the
  // app has taken it over: it says so (aria-disabled) without looking different in the meantime.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);

  useEffect(() => {
    setLocked(false);
    if (mayTakeFocus()) first.current?.focus({ preventScroll: true, focusVisible: choseByKeyboard });
  }, [pending]);

  // A button tapped before the app took the page over (src/contracts/earlyChoice.ts) is chosen now that
  // the markup is the app's (effects run after hydration), and only by the buttons it was tapped on.
  useEffect(() => {
    const early = takeEarlyChoice(window as unknown as Record<string, unknown>);
    if (early?.step !== pending.step) return;
    const option = pending.options[early.index];
    if (!option || option.link !== undefined) return;
    setLocked(true);
    // The typing dots have shown since the tap (EarlyReaction.tsx): that wait counts.
    void conversation.choose(option.index, early.waitedMs);
    // The page already shows this echo and these dots: the app's own take their place without
    // playing their entrance again (React renders the choice before this microtask runs).
    queueMicrotask(skipEntrances);
  }, []);

  const choose = (index: number, isLink: boolean) => {
    if (locked || !live) return;
    // A specialists link keeps the visitor on the step, so its buttons stay usable.
    if (!isLink) setLocked(true);
    void conversation.choose(index);
  };

  return (
    <>
      <div className={`options options--${pending.layout}`} role="group" aria-label={copy('optionsLabel')} data-step={pending.step}>
        {pending.options.map((option, i) => (
          <button
            key={`${option.index}-${option.label}`}
            ref={i === 0 ? first : undefined}
            type="button"
            className={`option${option.link ? ' option--link' : ''}`}
            aria-disabled={locked || !live || undefined}
            data-starting={live ? undefined : ''}
            onClick={(event) => {
              choseByKeyboard = event.detail === 0;
              choose(option.index, option.link !== undefined);
            }}
          >
            <span className="option__label">{option.label}</span>
            {option.link && (
              <>
                <ExternalIcon />
                <span className="visually-hidden">{copy('opensInNewTab')}</span>
              </>
            )}
          </button>
        ))}
      </div>
      {/* Painted from the page's HTML: what a tap before the app ran shows at once (EarlyReaction.tsx). */}
      {!live && <EarlyReaction options={pending.options} />}
    </>
  );
}

/** Ends the chat rows' entrance animations where they stand (the early answer's replacements). */
function skipEntrances(): void {
  for (const row of document.querySelectorAll('#root .msg')) for (const animation of row.getAnimations?.() ?? []) animation.finish();
}

function ExternalIcon() {
  return (
    <svg className="option__icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M14 3h7v7h-2V6.41l-9.29 9.3-1.42-1.42 9.3-9.29H14V3ZM5 5h6v2H5v12h12v-6h2v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Z"
      />
    </svg>
  );
}
