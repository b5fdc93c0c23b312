import type { Guard } from '../../engine/types.ts';

/** The holder is an individual (tipoPessoa 0: CPF, birth date, age rules). */
export const isIndividual: Guard = ({ state }) => state.contract.tipoPessoa === 0;

/** The holder is a company (tipoPessoa 1: CNPJ, company name, foundation date). */
export const isCompany: Guard = ({ state }) => state.contract.tipoPessoa !== 0;
