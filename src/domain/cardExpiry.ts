// The card form sends the expiry as MM/AAAA (the spec's format, split into month and year for the
// payment call); cards print MM/AA, and so does the card preview. The field takes either: a
// two-digit year becomes four as it is typed (fullExpiryYear).

export interface CardExpiry {
  /** 'MM' */
  mes: string;
  /** 'AAAA' */
  ano: string;
}

/** The century a card's two-digit year is in. */
const CENTURY = '20';

/** "07/2030" → { mes: '07', ano: '2030' }; null unless it is MM/AAAA. */
export function cardExpiry(value: string): CardExpiry | null {
  const match = /^\s*(\d{2})\s*\/\s*(\d{4})\s*$/.exec(value);
  return match ? { mes: match[1], ano: match[2] } : null;
}

/**
 * MM/AA as printed on the card → MM/AAAA: "08/28" → "08/2028". While the visitor is still typing
 * (`typing`), "08/20" stays as it is, since it may be the start of 2028; once the field is left it
 * is 2020. Anything else comes back unchanged.
 */
export function fullExpiryYear(value: string, typing: boolean): string {
  const match = /^(\d{2})\/(\d{2})$/.exec(value);
  if (!match || (typing && match[2] === CENTURY)) return value;
  return `${match[1]}/${CENTURY}${match[2]}`;
}

/** What the card preview shows for a (partly) typed MM/AAAA: "07/2030" → "07/30", "07/2" → "07/2". */
export function shortExpiry(value: string): string {
  const [month = '', year = ''] = value.split('/');
  return year.length === 4 ? `${month}/${year.slice(2)}` : value;
}
