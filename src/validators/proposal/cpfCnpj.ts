import type { Validator } from '../../engine/types.ts';
import { isValidCnpj, isValidCpf } from '../../domain/cpfCnpj.ts';

/** CPF for an individual, CNPJ for a company: length, repeated digits, the test CPF and checksums (spec section 5). */
export const cpfCnpj: Validator = (raw, { state, message }) => {
  if (state.contract.tipoPessoa === 0) return isValidCpf(raw) ? { ok: true } : { ok: false, message: message('cpfInvalid') };
  return isValidCnpj(raw) ? { ok: true } : { ok: false, message: message('cnpjInvalid') };
};
