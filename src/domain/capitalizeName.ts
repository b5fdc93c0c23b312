// The visitor's name capitalised per word (spec section 5), as Brazilians write names: every
// word capitalised except the particles inside a name (da, de, do, das, dos, e).
// "maria DA conceição" → "Maria da Conceição".
import { capitalize } from '@brazilian-utils/brazilian-utils';

export function capitalizeName(text: string): string {
  return capitalize(text.trim().replace(/\s+/g, ' '));
}
