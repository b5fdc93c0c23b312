import type { Mask } from '../../engine/types.ts';

/** CPF 000.000.000-00 for an individual, CNPJ 00.000.000/0000-00 for a company (imask writes a digit as 0). */
export const cpfCnpj: Mask = (state) => ({ mask: state.contract.tipoPessoa === 0 ? '000.000.000-00' : '00.000.000/0000-00' });
