import type { Action } from '../../engine/types.ts';
import { discountedAmount } from '../../domain/discount.ts';
import { monthlyFeeLabel } from '../../domain/planOffer.ts';
import { loadApi } from '../loadApi.ts';
import { leadIds } from '../../variants/leadIds.ts';
import { campaignDiscount } from '../../variants/campaignDiscount.ts';

/**
 * plans-list-carousel-show-message: POST /api/plano/detalhes for the selected plan (spec sections
 * 4 and 7), then the campaign discount on the first payment: the one the sandbox charges, from the
 * ids the lead is saved with (src/variants/campaignDiscount.ts). A
 * failed call is outcome `error` (error-general, spec section 8).
 */
export const fetchPlanDetails: Action = async (ctx) => {
  const { plan, lead } = ctx.state;
  const api = await loadApi();
  const details = await api.getPlanDetails({
    empresaID: leadIds(ctx.variant, ctx.state.consorcio.tipoPlano).empresaId,
    leadID: lead.leadId,
    planoID: plan.planoId,
    bemID: plan.bemId,
  });
  const descontoPercentual = campaignDiscount(ctx.variant, ctx.state.consorcio.tipoPlano);
  ctx.update('plan', {
    titulo: details.titulo,
    planoTaxas: details.planoTaxas,
    taxaAdmTotal: details.taxaAdmTotal,
    taxaAdmMensal: monthlyFeeLabel(details.taxaAdmTotal, plan.planoMeses),
    descontoPercentual,
    planoValorPagamentoDesconto: descontoPercentual > 0 ? discountedAmount(plan.planoValorPagamento, descontoPercentual) : plan.planoValorPagamento,
  });
  return { outcome: 'ok' };
};
