// The checks every payment shares: the proposal exists, offers the method, is not paid yet and has
// no card payment that may still land.
import type { Database } from '../db.ts';
import { HttpError, notFound } from '../httpError.ts';
import { isPaid, liveCardPayment } from '../store/payments.ts';
import type { ProposalRow } from '../store/proposals.ts';

/**
 * Test hook: proposals whose holder has this (valid) CPF, 111.444.777-35, cannot get a Pix or a
 * boleto (503), so the client's "OPS! Tivemos um problema para gerar o PIX" branches can be demonstrated.
 */
export const PAYMENT_OUTAGE_CPF = '11144477735';

/** The 409's code while a card payment may still land (the client tells the visitor to wait for it). */
export const CARD_UNDER_ANALYSIS = 'PAGAMENTO_EM_ANALISE';

const METHOD_NAMES = { 5: 'Pix', 0: 'cartão de crédito', 1: 'boleto' } as const;

export function payableProposal(db: Database, proposal: ProposalRow | undefined, method: 0 | 1 | 5): ProposalRow {
  if (!proposal) throw notFound('Proposta não encontrada');
  if (!proposal.formas.includes(method)) {
    throw new HttpError(422, `Pagamento por ${METHOD_NAMES[method]} não está disponível para esta proposta.`, 'FORMA_INDISPONIVEL');
  }
  if (isPaid(db, proposal.id)) throw new HttpError(409, 'Esta proposta já foi paga.', 'PROPOSTA_JA_PAGA');
  // A card still waiting for an answer may land: no second charge of any method meanwhile (issue 28 item 1).
  if (liveCardPayment(db, proposal.id)) {
    throw new HttpError(409, 'Há um pagamento com cartão em análise para esta proposta.', CARD_UNDER_ANALYSIS);
  }
  if (method !== 0 && proposal.cpfCnpj === PAYMENT_OUTAGE_CPF) {
    throw new HttpError(503, 'Serviço de pagamento indisponível. Tente novamente.', 'PAGAMENTO_INDISPONIVEL');
  }
  return proposal;
}
