// The card form takes the expiry as MM/AAAA; the payment call wants month and year apart and the
// card preview shows MM/AA.

export interface CardExpiry {
  /** 'MM' */
  mes: string;
  /** 'AAAA' */
  ano: string;
}

/** "07/2030" → { mes: '07', ano: '2030' }; null unless it is MM/AAAA. */
export function cardExpiry(value: string): CardExpiry | null {
  const match = /^\s*(\d{2})\s*\/\s*(\d{4})\s*$/.exec(value);
  return match ? { mes: match[1], ano: match[2] } : null;
}

/** What the card preview shows for a (partly) typed MM/AAAA: "07/2030" → "07/30", "07/2" → "07/2". */
export function shortExpiry(value: string): string {
  const [month = '', year = ''] = value.split('/');
  return year.length === 4 ? `${month}/${year.slice(2)}` : value;
}
