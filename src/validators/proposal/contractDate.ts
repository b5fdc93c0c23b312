import type { Validator } from '../../engine/types.ts';
import { REQUIRED_MESSAGE } from '../lead/required.ts';
import { checkHolderDate, todayInBrazil, type HolderDateCheck } from '../../domain/holderDate.ts';

/** The spec's message for each failed rule (section 5); 90 or over reads as an invalid date, as the spec has it. */
const MESSAGES: Record<Exclude<HolderDateCheck, 'ok'>, string> = {
  empty: REQUIRED_MESSAGE,
  invalid: 'Data inválida 🤔',
  underage: 'Menor de 18 anos não pode comprar :(',
  tooOld: 'Data inválida 🤔',
};

/** Birth date (individual, with the age rules) or foundation date (company). */
export const contractDate: Validator = (raw, { state }) => {
  const result = checkHolderDate(raw, { individual: state.contract.tipoPessoa === 0, today: todayInBrazil() });
  return result === 'ok' ? { ok: true } : { ok: false, message: MESSAGES[result] };
};
