// Attaches the pending input's named mask (src/masks) to the input element. imask is imported on
// demand so it stays out of the first-load bundle; the first masked step pays for it once.
import { useEffect, useRef, type RefObject } from 'react';
import type { InputMask } from 'imask';
import type { Mask } from '../engine/types.ts';
import type { ConversationState } from '../contracts/content.ts';
import { masks } from '../masks/index.ts';

const registry: Record<string, Mask | undefined> = masks;

export interface MaskHandle {
  /** The text as shown (masked). */
  read(): string;
  clear(): void;
}

/** `key` re-applies the mask when the step changes even if the mask name stays the same (CPF vs CNPJ by state). */
export function useMask(
  inputRef: RefObject<HTMLInputElement | null>,
  name: string | undefined,
  key: string | undefined,
  getState: () => ConversationState,
): MaskHandle {
  const maskRef = useRef<InputMask | null>(null);

  useEffect(() => {
    const el = inputRef.current;
    const factory = name ? registry[name] : undefined;
    if (!el || !factory) return;
    let cancelled = false;
    void import('imask').then(({ default: IMask }) => {
      if (cancelled) return;
      maskRef.current = IMask(el, factory(getState()) as Parameters<typeof IMask>[1]) as InputMask;
    });
    return () => {
      cancelled = true;
      maskRef.current?.destroy();
      maskRef.current = null;
    };
    // getState is read once per attach on purpose: the mask is fixed for the life of a step.
  }, [inputRef, name, key]);

  const handle = useRef<MaskHandle>({
    read: () => maskRef.current?.value ?? inputRef.current?.value ?? '',
    clear: () => {
      if (maskRef.current) maskRef.current.value = '';
      else if (inputRef.current) inputRef.current.value = '';
    },
  });
  return handle.current;
}
