import { Hono } from 'hono';
import type { Sandbox } from '../context.ts';
import { transaction } from '../db.ts';
import { notFound } from '../httpError.ts';
import { approveAndCloseOthers, pendingPayment } from '../store/payments.ts';
import { proposalByToken } from '../store/proposals.ts';
import { parseBody } from '../validation.ts';
import { API } from '../../src/api/apiPaths.ts';

/**
 * Test hook (sandbox addition): POST /api/sandbox/liquidar/{pix|boleto} (body: the proposal token)
 * plays the bank reporting the open Pix or boleto as paid → 200 { data: { status: 'aprovado' } }.
 * Like a card approval it closes the proposal's other open charges. 404 when none is open.
 */
export function settlementRoutes(sb: Sandbox) {
  return new Hono().post(`${API.settle.path}{pix|boleto}`, async (c) => {
    const propostaToken = await parseBody<string>(c, 'PagamentoPixRequest');
    const metodo = c.req.param('metodo') as 'pix' | 'boleto';
    const proposal = proposalByToken(sb.db, propostaToken);
    const open = proposal && pendingPayment(sb.db, proposal.id, metodo);
    if (!open) throw notFound('Nenhuma cobrança aberta para liquidar.');
    transaction(sb.db, () => approveAndCloseOthers(sb.db, open));
    return c.json({ data: { status: 'aprovado' } });
  });
}
