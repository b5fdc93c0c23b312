// Card instalments without interest (spec section 9: up to 3x). The first instalment takes the
// remainder so the instalments add up to the total, as the payment API splits it.

export const MAX_CARD_INSTALMENTS = 3;

export interface CardInstalment {
  /** Number of instalments, 1 to MAX_CARD_INSTALMENTS. */
  parcelas: number;
  /** The first (largest) instalment in centavos. */
  valorParcela: number;
}

/** The options 1x..3x for a total in centavos. */
export function cardInstalments(total: number): CardInstalment[] {
  return Array.from({ length: MAX_CARD_INSTALMENTS }, (_, i) => {
    const parcelas = i + 1;
    const each = Math.floor(total / parcelas);
    return { parcelas, valorParcela: total - each * (parcelas - 1) };
  });
}
