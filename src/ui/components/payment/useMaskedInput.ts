// A ref for an uncontrolled card input that imask formats (through the one imask hook), reporting
// every accepted (masked) value, so React state follows what the visitor sees without fighting
// the mask over the caret.
import type { FactoryArg } from 'imask';
import { useRef } from 'react';
import { useImask } from '../../useImask.ts';

export function useMaskedInput(options: FactoryArg, onAccept: (value: string) => void) {
  const ref = useRef<HTMLInputElement>(null);
  useImask(ref, options, undefined, onAccept);
  return ref;
}
