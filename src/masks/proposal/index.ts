// Masks of the proposal phase (imask options).
import { cep } from './cep.ts';
import { cpfCnpj } from './cpfCnpj.ts';
import { date } from './date.ts';

export const proposalMasks = { cpfCnpj, cep, date };
