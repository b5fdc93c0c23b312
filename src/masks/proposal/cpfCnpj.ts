import type { Mask, MaskOptions } from '../../engine/types.ts';

const CPF = '000.000.000-00';
const CNPJ = '00.000.000/0000-00';

/** CPF 000.000.000-00 for an individual, CNPJ 00.000.000/0000-00 for a company (imask writes a digit as 0). */
export const cpfCnpj: Mask = (state) => ({ mask: state.contract.tipoPessoa === 0 ? CPF : CNPJ });

/** Either document, the pattern following the digits typed: the card's holder may be a person or a company. */
export const cpfOrCnpj = { mask: [{ mask: CPF }, { mask: CNPJ }] } satisfies MaskOptions;
