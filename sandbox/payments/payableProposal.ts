// The checks every payment shares: the proposal exists, offers the method and is not paid yet.
import type { Database } from '../db.ts';
import { HttpError, notFound } from '../httpError.ts';
import { isPaid } from '../store/payments.ts';
import type { ProposalRow } from '../store/proposals.ts';

/**
 * Test hook: proposals whose holder has this (valid) CPF, 111.444.777-35, cannot get a Pix or a
 * boleto (503), so the client's "OPS! Tivemos um problema para gerar o PIX" branches can be demonstrated.
 */
export const PAYMENT_OUTAGE_CPF = '11144477735';

const METHOD_NAMES = { 5: 'Pix', 0: 'cartão de crédito', 1: 'boleto' } as const;

export function payableProposal(db: Database, proposal: ProposalRow | undefined, method: 0 | 1 | 5): ProposalRow {
  if (!proposal) throw notFound('Proposta não encontrada');
  if (!proposal.formas.includes(method)) {
    throw new HttpError(422, `Pagamento por ${METHOD_NAMES[method]} não está disponível para esta proposta.`, 'FORMA_INDISPONIVEL');
  }
  if (isPaid(db, proposal.id)) throw new HttpError(409, 'Esta proposta já foi paga.', 'PROPOSTA_JA_PAGA');
  if (method !== 0 && proposal.cpfCnpj === PAYMENT_OUTAGE_CPF) {
    throw new HttpError(503, 'Serviço de pagamento indisponível. Tente novamente.', 'PAGAMENTO_INDISPONIVEL');
  }
  return proposal;
}
