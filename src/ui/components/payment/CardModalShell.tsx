// The modal dialog around the card form: the backdrop, the dialog role, the rest of the page made
// inert, focus kept inside, and Escape as the way back.
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { trapFocus } from './trapFocus.ts';

interface CardModalShellProps {
  /** Id of the heading that names the dialog. */
  titleId: string;
  /** The payment went through (the dialog shows the approved image). */
  done: boolean;
  onEscape: () => void;
  children: ReactNode;
}

export function CardModalShell({ titleId, done, onEscape, children }: CardModalShellProps) {
  const dialog = useRef<HTMLDivElement>(null);

  // The rest of the page is inert while the dialog is open; focus starts on the dialog itself so a
  // phone's keyboard does not cover the card before the visitor picks a field.
  useEffect(() => {
    const root = document.getElementById('root');
    root?.setAttribute('inert', '');
    dialog.current?.focus();
    return () => root?.removeAttribute('inert');
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onEscape();
    } else if (event.key === 'Tab') {
      trapFocus(event, dialog.current);
    }
  };

  return (
    <div className="card-modal" role="presentation">
      <div
        className={`card-modal__dialog${done ? ' card-modal__dialog--done' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        ref={dialog}
        onKeyDown={onKeyDown}
        data-testid="card-modal"
      >
        {children}
      </div>
    </div>
  );
}
