// Business checks of a proposal's holder (spec section 5): every failure is collected so
// the client gets the whole list at once.
import type { MatchedErrorText, PropostaRequest } from '../../src/generated/api.ts';
import { isValidCnpj, isValidCpf } from '../../src/domain/cpfCnpj.ts';
import { ageOn, parseBrDate } from '../dates.ts';
import { findCep } from '../address/findCep.ts';

/** The client matches on this text (schemas/api/matched-error-text.schema.json). */
export const INVALID_CEP: MatchedErrorText = 'O CEP informado, não é válido!';
export const INVALID_DATE = 'Data inválida 🤔';
export const UNDERAGE = 'Menor de 18 anos não pode comprar :(';
const MIN_INCOME = 10_000;

export function checkHolder(body: PropostaRequest, today: Date): string[] {
  const errors: string[] = [];
  if (!findCep(body.cep)) errors.push(INVALID_CEP);

  const individual = body.tipoPessoa === 0;
  if (individual ? !isValidCpf(body.cpfCnpj) : !isValidCnpj(body.cpfCnpj)) errors.push(individual ? 'CPF inválido' : 'CNPJ inválido');

  const date = parseBrDate(body.nascimentoFundacao);
  if (!date || date.getUTCFullYear() < 1900 || date.getTime() > today.getTime()) {
    errors.push(INVALID_DATE);
  } else if (individual) {
    const age = ageOn(date, today);
    if (age < 18) errors.push(UNDERAGE);
    else if (age >= 90) errors.push(INVALID_DATE);
  }

  if (Number(body.rendaMensal) < MIN_INCOME) errors.push('Renda mensal inválida');
  if (!body.nomeRazao.trim()) errors.push(individual ? 'Nome inválido' : 'Razão Social inválida');
  return errors;
}
