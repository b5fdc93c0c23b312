import { Hono } from 'hono';
import type { PagamentoStatusResponse } from '../../src/generated/api.ts';
import type { Sandbox } from '../context.ts';
import { notFound } from '../httpError.ts';
import { approvedPayment, latestPayment } from '../store/payments.ts';
import { proposalByToken } from '../store/proposals.ts';
import { API } from '../../src/api/apiPaths.ts';

interface CardDetails {
  final: string;
  parcelas: number;
  autorizacao: string | null;
}

/**
 * GET /api/proposta/{propostaToken}/pagamento → 200 { data: PaymentStatus }: what the client asks
 * when a payment's answer was lost, before offering to pay again. 404 unknown token.
 */
export function paymentStatusRoutes(sb: Sandbox) {
  return new Hono().get(API.getPaymentStatus.path, (c) => {
    const proposal = proposalByToken(sb.db, c.req.param('token'));
    if (!proposal) throw notFound('Proposta não encontrada');
    const approved = approvedPayment(sb.db, proposal.id);
    const card = latestPayment<CardDetails>(sb.db, proposal.id, 'cartao');
    // em_validacao waits for the issuer: it may still charge, so it is pending too (issue 28 item 1).
    const cardPending = card?.status === 'pendente' || card?.status === 'em_validacao';
    const data: PagamentoStatusResponse['data'] = {
      status: approved ? 'pago' : cardPending ? 'pendente' : 'aberto',
      metodo: approved ? approved.metodo : cardPending ? 'cartao' : null,
      ultimoCartao: card
        ? {
            status: card.status,
            cartaoAutorizacao: card.detalhes.autorizacao ?? null,
            final: card.detalhes.final,
            parcelas: card.detalhes.parcelas,
            valor: card.valor,
          }
        : null,
    };
    return c.json({ data } satisfies PagamentoStatusResponse);
  });
}
