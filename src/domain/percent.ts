// Percentages as a Brazilian reads them: comma decimals, a fixed number of places for each kind of
// figure, the sign right after the number ("16,00%"). The one formatter behind the chat's
// {…|percent} placeholders, the plan cards and the sandbox's fee text, so the same fee never
// reads "16%" in one place and "16,00%" in another.

/** Fees over the whole term (administration, reserve fund, membership): "16,00%". */
export const FEE_DECIMALS = 2;
/** The monthly administration fee: total fee / months to 4 decimals (spec section 9): "0,2000%". */
export const MONTHLY_FEE_DECIMALS = 4;
/** Whole-number rates set by rule (the campaign discount): "50%". */
export const WHOLE_DECIMALS = 0;

export function formatPercent(value: number, decimals: number = FEE_DECIMALS): string {
  const number = value.toLocaleString('pt-BR', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  return `${number}%`;
}
