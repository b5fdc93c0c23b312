import type { Validator } from '../../engine/types.ts';
import { formatBRL, parseBRL } from '../../domain/money.ts';

/**
 * The credit asked for must lie in the range of the chosen asset and plan type (spec section 5),
 * which the category choice stored in consorcio.creditoMin/creditoMax.
 */
export const creditRange: Validator = (raw, { state, message }) => {
  const cents = parseBRL(raw);
  const { creditoMin, creditoMax } = state.consorcio;
  if (Number.isNaN(cents) || cents < creditoMin) return { ok: false, message: message('creditMin', { value: formatBRL(creditoMin) }) };
  if (creditoMax > 0 && cents > creditoMax) return { ok: false, message: message('creditMax', { value: formatBRL(creditoMax) }) };
  return { ok: true };
};
