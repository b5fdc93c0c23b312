// Card checks and the sandbox acquirer's answers. Test cards (like a payment provider's
// test mode): 4111 1111 1111 1111 approves, 4000 0000 0000 0077 stays pending,
// 4000 0000 0000 0101 waits for the issuer's validation (spec: the modal's "pending validation"),
// 4000 0000 0000 0002 is refused; any other valid card approves.
import { cardInstalments as offeredInstalments, instalmentAmounts } from '../../src/domain/cardInstalments.ts';

export type CardBrand = 'VISA' | 'MASTERCARD' | 'AMEX' | 'ELO' | 'HIPERCARD' | 'DINERS' | 'DISCOVER' | 'OUTRA';
export type CardOutcome = 'aprovado' | 'pendente' | 'em_validacao' | 'recusado';

/** The sandbox's test cards (sandbox/README.md, "Test data"), written once: the acquirer answers by
 * them, and the conversation tests (scripts/conversation-tests/componentMoves.ts) pay with them. */
export const TEST_CARDS = {
  approved: '4111111111111111',
  /** Approved too, as any other valid number is: a Mastercard, for a check that the chat sends VISA whatever the number (spec section 7). */
  approvedMastercard: '5555555555554444',
  pending: '4000000000000077',
  pendingValidation: '4000000000000101',
  refused: '4000000000000002',
} as const;

export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Brand from the number's prefix (IIN ranges); Elo and Hipercard before Visa/Master because they overlap. */
export function cardBrand(number: string): CardBrand {
  if (
    /^(4011(78|79)|43(1274|8935)|45(1416|7393|763[12])|50(4175|6699|67[0-7]\d|9\d{3})|627780|63(6297|6368)|65(0(0(3[1-3]|[4-9]\d)|[1-4]\d{2}|5([0-2]\d|3[0-8]))|16(5[2-9]|[6-7]\d)|50(0\d|1\d|2[0-9]|3[0-8])))/.test(
      number,
    )
  )
    return 'ELO';
  if (/^(606282|3841)/.test(number)) return 'HIPERCARD';
  if (/^4/.test(number)) return 'VISA';
  if (/^(5[1-5]|2(2[2-9][1-9]|[3-6]\d{2}|7[01]\d|720))/.test(number)) return 'MASTERCARD';
  if (/^3[47]/.test(number)) return 'AMEX';
  if (/^3(0[0-5]|[689])/.test(number)) return 'DINERS';
  if (/^6(011|5)/.test(number)) return 'DISCOVER';
  return 'OUTRA';
}

/** Expired when the last day of the expiry month is before today. */
export function isExpired(month: number, year: number, today: Date): boolean {
  return year < today.getUTCFullYear() || (year === today.getUTCFullYear() && month < today.getUTCMonth() + 1);
}

export function acquirerOutcome(number: string): CardOutcome {
  if (number === TEST_CARDS.refused) return 'recusado';
  if (number === TEST_CARDS.pending) return 'pendente';
  if (number === TEST_CARDS.pendingValidation) return 'em_validacao';
  return 'aprovado';
}

/** Each card instalment (centavos) of the option the visitor chose (1 to 3, the request schema's
 * range): the chat's own split, so what is charged is what the select promised. */
export function cardInstalments(total: number, parcelas: number): number[] {
  const option = offeredInstalments(total)[parcelas - 1];
  if (!option) throw new RangeError(`no ${parcelas}x option`);
  return instalmentAmounts(option);
}
