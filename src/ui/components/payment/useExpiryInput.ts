// The card's expiry field: MM/AAAA, as the spec sends it, typed as the card prints it too. A
// two-digit year becomes four as soon as it can only be that ("08/28" → "08/2028"), and when the
// field is left ("08/20" → "08/2020"); erasing never brings the century back.
import { useRef } from 'react';
import { fullExpiryYear } from '../../../domain/cardExpiry.ts';
import { useImask } from '../../useImask.ts';

const EXPIRY_MASK = { mask: '00/0000' };

export function useExpiryInput(onAccept: (value: string) => void) {
  const ref = useRef<HTMLInputElement>(null);
  const last = useRef('');
  const mask = useImask(ref, EXPIRY_MASK, undefined, (value) => {
    const grew = value.length > last.current.length;
    last.current = value;
    const full = grew ? fullExpiryYear(value, true) : value;
    // Writing the full year is accepted in turn, and that value is the one the form hears.
    if (full !== value) mask.write(full);
    else onAccept(value);
  });
  const complete = () => {
    const value = mask.read();
    const full = fullExpiryYear(value, false);
    if (full !== value) mask.write(full);
  };
  return { ref, complete };
}
