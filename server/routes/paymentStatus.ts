import { Hono } from 'hono';
import type { PagamentoStatusQuery, PagamentoStatusResponse, PaymentStatus } from '../../src/generated/api.ts';
import type { Sandbox } from '../context.ts';
import { notFound } from '../httpError.ts';
import { paymentStatusRow } from '../store/payments.ts';
import { proposalByToken } from '../store/proposals.ts';
import { parseQuery } from '../validation.ts';

const SITUATION = { aprovado: 'paga', pendente: 'em_processamento', recusado: 'recusada' } as const;

/**
 * GET /api/pagamento/status?propostaToken=…[&chave=…] → 200 { data: PaymentStatus }: paid (any
 * method), else how the card attempt with that Idempotency-Key (or the latest) ended, else nenhum. 404 unknown token. A client whose card
 * answer was lost asks this before offering to pay again.
 */
export function paymentStatusRoutes(sb: Sandbox) {
  return new Hono().get('/api/pagamento/status', (c) => {
    const { propostaToken, chave } = parseQuery<PagamentoStatusQuery>(c, 'PagamentoStatusQuery');
    const proposal = proposalByToken(sb.db, propostaToken);
    if (!proposal) throw notFound('Proposta não encontrada');
    const row = paymentStatusRow<{ autorizacao?: string | null }>(sb.db, proposal.id, chave);
    // A pending Pix or boleto is an open charge, not a payment: only card attempts count as tried.
    const data: PaymentStatus = row && (row.status === 'aprovado' || row.metodo === 'cartao')
      ? { situacao: SITUATION[row.status], metodo: row.metodo, cartaoAutorizacao: row.metodo === 'cartao' ? row.detalhes.autorizacao ?? null : null, valor: row.valor }
      : { situacao: 'nenhum', metodo: null, cartaoAutorizacao: null, valor: null };
    return c.json({ data } satisfies PagamentoStatusResponse);
  });
}
