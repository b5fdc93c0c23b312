import type { Validator } from '../../engine/types.ts';
import type { MessageId } from '../../generated/names.ts';
import { checkHolderDate, type HolderDateCheck } from '../../domain/holderDate.ts';

/**
 * The spec's message for each failed rule (section 5): fewer than 8 digits reads as the required
 * message (the spec pairs the two), 90 or over as an invalid date.
 */
const MESSAGES: Record<Exclude<HolderDateCheck, 'ok'>, MessageId> = {
  empty: 'required',
  incomplete: 'required',
  invalid: 'dateInvalid',
  underage: 'underage',
  tooOld: 'dateInvalid',
};

/** Birth date (individual, with the age rules) or foundation date (company). */
export const contractDate: Validator = (raw, { state, message, today }) => {
  const result = checkHolderDate(raw, { individual: state.contract.tipoPessoa === 0, today: today() });
  return result === 'ok' ? { ok: true } : { ok: false, message: message(MESSAGES[result]) };
};
