// Card instalments without interest (spec section 9: up to 3x). The first instalment takes the
// remainder so the instalments add up to the total exactly, as the payment API splits it (issue
// 26 item 5: "2x de R$ 219,38" on R$ 438,75 would promise one centavo over).

export const MAX_CARD_INSTALMENTS = 3;

export interface CardInstalment {
  /** Number of instalments, 1 to MAX_CARD_INSTALMENTS. */
  parcelas: number;
  /** The first (largest) instalment in centavos: it carries the remainder. */
  valorParcela: number;
  /** Each of the other instalments in centavos (equal to valorParcela when the total divides evenly). */
  valorDemais: number;
}

/** The options 1x..3x for a total in centavos. */
export function cardInstalments(total: number): CardInstalment[] {
  return Array.from({ length: MAX_CARD_INSTALMENTS }, (_, i) => {
    const parcelas = i + 1;
    const each = Math.floor(total / parcelas);
    return { parcelas, valorParcela: total - each * (parcelas - 1), valorDemais: each };
  });
}

/** Every instalment of one option, first to last: they add up to the total. */
export function instalmentAmounts({ parcelas, valorParcela, valorDemais }: CardInstalment): number[] {
  return Array.from({ length: parcelas }, (_, i) => (i === 0 ? valorParcela : valorDemais));
}
