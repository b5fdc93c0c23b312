import type { Guard } from '../../engine/types.ts';
import { checkHolderDate } from '../../domain/holderDate.ts';

/**
 * After the document changes from CNPJ to CPF the holder is an individual: a foundation date typed
 * before may break the age rules, so the date is asked again instead of failing at the proposal.
 */
export const dateNeedsReview: Guard = ({ state, today }) =>
  checkHolderDate(state.contract.nascimentoFundacao, { individual: state.contract.tipoPessoa === 0, today: today() }) !== 'ok';
