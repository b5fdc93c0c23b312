// The bottom input bar's markup: hint or field error, the field and the send button. Shared by
// the working bar (InputBar.tsx, a lazy chunk with its mask and submit logic) and what the page
// shows until that chunk is here (InputBarSlot.tsx): one markup, so swapping them changes nothing
// on screen.
import type { FormEventHandler, KeyboardEventHandler, Ref } from 'react';
import type { Pending } from '../engine/types.ts';
import { LoadingDots } from './LoadingDots.tsx';
import { useCopy } from './copy/CopyContext.tsx';

export type InputPending = Extract<Pending, { kind: 'input' }>;

export interface InputBarViewProps {
  /** The input step the bot waits on, if it waits for typed text. */
  input: InputPending | null;
  /** The field refuses typing (the bot waits for a button or a component, or the conversation ended). */
  disabled: boolean;
  /** The conversation has ended: the bar says so instead of the hint. */
  ended?: boolean;
  error?: string | null;
  submitting?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  onKeyDown?: KeyboardEventHandler<HTMLInputElement>;
}

export function InputBarView({ input, disabled, ended = false, error = null, submitting = false, inputRef, onSubmit, onKeyDown }: InputBarViewProps) {
  const copy = useCopy();
  const keyboard = keyboardFor(input);
  const hintId = 'input-bar-hint';
  return (
    <form className={`input-bar${input ? '' : ' input-bar--idle'}${ended ? ' input-bar--ended' : ''}`} onSubmit={onSubmit} noValidate>
      {error ? (
        <p id={hintId} className="input-bar__hint input-bar__hint--error" role="alert">
          {error}
        </p>
      ) : (
        <p id={hintId} className="input-bar__hint" aria-hidden={input || ended ? undefined : true}>
          {ended ? copy('inputEnded') : input ? copy('inputHint') : '\u00a0'}
        </p>
      )}
      <div className="input-bar__field">
        <input
          ref={inputRef}
          className="input-bar__input"
          name="answer"
          type={keyboard.type}
          inputMode={keyboard.inputMode}
          autoComplete={keyboard.autoComplete}
          enterKeyHint="send"
          placeholder={input?.placeholder ?? ''}
          aria-label={input?.placeholder || copy('inputLabel')}
          aria-describedby={hintId}
          aria-invalid={error ? true : undefined}
          disabled={disabled}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="input-bar__send" aria-label={copy('send')} aria-busy={submitting || undefined} disabled={!input}>
          {submitting ? <LoadingDots size="small" color="white" label={copy('sending')} /> : <SendIcon />}
        </button>
      </div>
    </form>
  );
}

interface Keyboard {
  type: 'text' | 'email' | 'tel';
  inputMode: 'text' | 'email' | 'tel' | 'numeric';
  autoComplete: string;
}

/** Phone keyboards by kind: the right keypad matters more on a 390 px screen than anything else here. */
function keyboardFor(input: InputPending | null): Keyboard {
  switch (input?.inputKind) {
    case 'email':
      return { type: 'email', inputMode: 'email', autoComplete: 'email' };
    case 'tel':
      return { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national' };
    case 'digits':
    case 'money':
    case 'date':
      return { type: 'text', inputMode: 'numeric', autoComplete: 'off' };
    default:
      return { type: 'text', inputMode: 'text', autoComplete: 'off' };
  }
}

function SendIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M3.4 20.4 20.85 12.9a1 1 0 0 0 0-1.84L3.4 3.6a.99.99 0 0 0-1.39.91L2 9.12c0 .5.37.93.87.99L17 12 2.87 13.88c-.5.07-.87.5-.87 1l.01 4.61c0 .71.73 1.2 1.39.91Z"
      />
    </svg>
  );
}
