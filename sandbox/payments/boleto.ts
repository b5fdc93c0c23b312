// Boleto numbers (FEBRABAN "cobrança bancária"): the 44-digit barcode and the 47-digit
// linha digitável, with their check digits. No npm package builds one for a given amount
// and due date, so it is done here:
//   barcode = bank(3) currency(1) DV(1) dueFactor(4) amount(10) freeField(25)
//   DV      = mod 11 over the other 43 digits, weights 2..9 from the right; 0, 10, 11 → 1
//   linha   = field1(bank, currency, free[0..5]) + mod 10 | field2(free[5..15]) + mod 10 |
//             field3(free[15..25]) + mod 10 | DV | dueFactor + amount
// The due-date factor counts days from 1997-10-07; it reached 9999 on 2025-02-21 and
// restarted at 1000 on 2025-02-22 (FEBRABAN), so it cycles every 9000 days.

const BASE_DATE = Date.UTC(1997, 9, 7);

export function dueDateFactor(due: Date): number {
  let factor = Math.round((Date.UTC(due.getUTCFullYear(), due.getUTCMonth(), due.getUTCDate()) - BASE_DATE) / 86_400_000);
  if (factor < 1000) throw new RangeError('due date before 2000-07-03 has no factor');
  while (factor > 9999) factor -= 9000;
  return factor;
}

/** Mod 10 check digit of a field of the linha digitável: weights 2, 1, 2, … from the right, products' digits summed. */
export function mod10(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    const product = Number(digits[i]) * weight;
    sum += product > 9 ? product - 9 : product;
    weight = weight === 2 ? 1 : 2;
  }
  return (10 - (sum % 10)) % 10;
}

/** Mod 11 general check digit of the barcode (43 digits without it). */
export function mod11(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    sum += Number(digits[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const dv = 11 - (sum % 11);
  return dv === 0 || dv === 10 || dv === 11 ? 1 : dv;
}

export interface BoletoInput {
  /** Three-digit bank code (COMPE). */
  bank: string;
  due: Date;
  /** Amount in centavos (at most 10 digits). */
  amount: number;
  /** The bank's 25-digit free field (agreement, our number, wallet…). */
  freeField: string;
}

export function buildBarcode({ bank, due, amount, freeField }: BoletoInput): string {
  if (!/^\d{3}$/.test(bank) || !/^\d{25}$/.test(freeField)) throw new RangeError('bank must be 3 digits and freeField 25');
  const tail = String(dueDateFactor(due)).padStart(4, '0') + String(Math.round(amount)).padStart(10, '0') + freeField;
  const withoutDv = `${bank}9${tail}`;
  return `${bank}9${mod11(withoutDv)}${tail}`;
}

/** The 47-digit linha digitável of a 44-digit barcode. */
export function linhaDigitavel(barcode: string): string {
  const free = barcode.slice(19);
  const f1 = barcode.slice(0, 4) + free.slice(0, 5);
  const f2 = free.slice(5, 15);
  const f3 = free.slice(15, 25);
  return `${f1}${mod10(f1)}${f2}${mod10(f2)}${f3}${mod10(f3)}${barcode[4]}${barcode.slice(5, 19)}`;
}

/** 00000.00000 00000.000000 00000.000000 0 00000000000000 */
export function formatLinha(linha: string): string {
  return `${linha.slice(0, 5)}.${linha.slice(5, 10)} ${linha.slice(10, 15)}.${linha.slice(15, 21)} ${linha.slice(21, 26)}.${linha.slice(26, 32)} ${linha[32]} ${linha.slice(33)}`;
}
