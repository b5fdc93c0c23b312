import type { Validator } from '../../engine/types.ts';
import { isHolderName } from '../../domain/holderName.ts';

/** Holder name (individual) or company name, format and max 30 (spec section 5). */
export const contractName: Validator = (raw, { state, message }) => {
  const individual = state.contract.tipoPessoa === 0;
  if (isHolderName(raw, individual)) return { ok: true };
  return { ok: false, message: message(individual ? 'holderNameInvalid' : 'companyNameInvalid') };
};
