// The one place imask meets React: attaches a mask to an input element and reads or clears the
// text as shown. imask is imported on demand (loadImask.ts) so it stays out of the first-load
// bundle; a screen that must mask from its first keystroke (the card modal) loads it with its own
// chunk, and the mask then attaches at once.
import { useEffect, useRef, type RefObject } from 'react';
import type { FactoryArg, InputMask } from 'imask';
import { fixedProblem, logProblem, type ReportProblem } from '../engine/problems.ts';
import { imaskIfLoaded, loadImask } from './loadImask.ts';

export interface MaskHandle {
  /** The text as shown (masked). */
  read(): string;
  clear(): void;
  /** Replaces the text (masked), the caret at its end; onAccept hears it as it hears typing. */
  write(value: string): void;
}

/**
 * Masks `inputRef`'s element with `options` while they are given. The mask is fixed for one `key`
 * (options are read when it attaches); `onAccept` hears every accepted (masked) value. imask failing
 * to load leaves the field unmasked and goes to `report`.
 */
export function useImask(
  inputRef: RefObject<HTMLInputElement | null>,
  options: FactoryArg | undefined,
  key?: unknown,
  onAccept?: (value: string) => void,
  report: ReportProblem = logProblem,
): MaskHandle {
  const maskRef = useRef<InputMask | null>(null);
  const latest = useRef({ options, onAccept });
  latest.current = { options, onAccept };
  const masked = options !== undefined;

  useEffect(() => {
    const el = inputRef.current;
    if (!el || !masked) return;
    let cancelled = false;
    const attach = ({ default: IMask }: typeof import('imask')) => {
      if (cancelled || !latest.current.options) return;
      const mask = IMask(el, latest.current.options) as InputMask;
      mask.on('accept', () => latest.current.onAccept?.(mask.value));
      maskRef.current = mask;
    };
    const loaded = imaskIfLoaded();
    if (loaded) attach(loaded);
    else loadImask().then(attach, (error: unknown) => report(fixedProblem('mask-load-failed', error)));
    return () => {
      cancelled = true;
      maskRef.current?.destroy();
      maskRef.current = null;
    };
  }, [inputRef, masked, key]);

  const handle = useRef<MaskHandle>({
    read: () => maskRef.current?.value ?? inputRef.current?.value ?? '',
    clear: () => {
      if (maskRef.current) maskRef.current.value = '';
      else if (inputRef.current) inputRef.current.value = '';
    },
    write: (value) => {
      const mask = maskRef.current;
      if (!mask) return;
      mask.value = value;
      // The caret follows the text only in the field being typed in (imask ignores it elsewhere).
      mask.cursorPos = mask.value.length;
    },
  });
  return handle.current;
}
