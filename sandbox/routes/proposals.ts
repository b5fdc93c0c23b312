import { Hono } from 'hono';
import type { PropostaRequest, PropostaResponse } from '../../src/generated/api.ts';
import { discountedAmount } from '../../src/domain/discount.ts';
import { planById } from '../catalogue/plans.ts';
import { today, type Sandbox } from '../context.ts';
import { HttpError, notFound } from '../httpError.ts';
import { checkHolder } from '../proposal/checkHolder.ts';
import { leadCampaign } from '../store/leads.ts';
import { insertProposal } from '../store/proposals.ts';
import { parseBody } from '../validation.ts';
import { API } from '../../src/api/apiPaths.ts';

/**
 * POST /api/proposta → 200 { data: Proposal }. 404 unknown lead or plan; 422 { message, code:
 * 'PROPOSTA_INVALIDA', Errors: [...] } for business errors (unknown CEP → 'O CEP informado, não é válido!').
 * The first payment carries the campaign discount of the ids the lead was saved with; the proposal
 * stores it, so Pix, boleto and card all charge that amount.
 */
export function proposalRoutes(sb: Sandbox) {
  return new Hono().post(API.createProposal.path, async (c) => {
    const body = await parseBody<PropostaRequest>(c, 'PropostaRequest');
    const campaign = leadCampaign(sb.db, Number(body.leadId));
    if (!campaign) throw notFound('Lead não encontrado');
    const plan = planById(body.planoID, sb.config.today);
    if (!plan) throw notFound('Plano não encontrado');

    const errors = checkHolder(body, today(sb));
    if (plan.bemId !== body.bemID) errors.push('O bem informado não pertence ao plano.');
    if (plan.months !== body.planoMeses) errors.push(`O plano escolhido tem ${plan.months} meses.`);
    if (errors.length > 0) throw new HttpError(422, errors.join(' '), 'PROPOSTA_INVALIDA', { Errors: errors });

    const formas = plan.product.paymentMethods;
    const firstPayment = discountedAmount(plan.firstPayment, sb.discounts().percentFor(campaign));
    const row = insertProposal(sb.db, body, { firstPayment, formas }, today(sb).getUTCFullYear());
    return c.json({
      data: {
        propostaID: row.publicId,
        contrato: row.contrato,
        propostaToken: row.token,
        formasPagamentoDisponiveis: formas,
        valorPrimeiroPagamento: row.firstPayment,
        Errors: [],
      },
    } satisfies PropostaResponse);
  });
}
