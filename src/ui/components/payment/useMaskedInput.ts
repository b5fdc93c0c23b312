// Attaches an imask pattern to an uncontrolled input and reports every accepted (masked) value,
// so React state follows what the visitor sees without fighting the mask over the caret.
import IMask, { type FactoryArg, type InputMask } from 'imask';
import { useEffect, useRef } from 'react';

export function useMaskedInput(options: FactoryArg, onAccept: (value: string) => void) {
  const ref = useRef<HTMLInputElement>(null);
  const accept = useRef(onAccept);
  accept.current = onAccept;
  const initial = useRef(options);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const mask = IMask(el, initial.current) as InputMask;
    mask.on('accept', () => accept.current(mask.value));
    return () => mask.destroy();
  }, []);

  return ref;
}
