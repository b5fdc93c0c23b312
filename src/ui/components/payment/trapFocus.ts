// Keeps Tab inside a modal dialog: past the last enabled control it wraps to the first, and
// Shift+Tab from the first (or from the dialog itself) wraps to the last.
import type { KeyboardEvent } from 'react';

export function trapFocus(event: KeyboardEvent, container: HTMLElement | null): void {
  if (!container) return;
  const focusable = [...container.querySelectorAll<HTMLElement>('input, select, button')].filter((el) => !el.hasAttribute('disabled'));
  if (focusable.length === 0) return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  const current = document.activeElement;
  if (event.shiftKey && (current === first || current === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && current === last) {
    event.preventDefault();
    first.focus();
  }
}
