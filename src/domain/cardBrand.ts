// The brand the card preview shows while the number is typed (card-validator's IIN table).
// Only for display: the payment call always sends VISA (spec section 7).
import cardValidator from 'card-validator';

export type CardBrandName = 'visa' | 'mastercard' | 'amex' | 'elo' | 'hipercard' | 'diners' | 'discover' | 'other';

const BRANDS: Record<string, CardBrandName> = {
  visa: 'visa',
  mastercard: 'mastercard',
  'american-express': 'amex',
  elo: 'elo',
  hipercard: 'hipercard',
  hiper: 'hipercard',
  'diners-club': 'diners',
  discover: 'discover',
};

/** null until the digits point at a single brand. */
export function cardBrand(number: string): CardBrandName | null {
  const digits = number.replace(/\D/g, '');
  if (digits === '') return null;
  const type = cardValidator.number(digits).card?.type;
  if (!type) return null;
  return BRANDS[type] ?? 'other';
}
