import { action } from '../../engine/outcomes.ts';
import { discountedAmount, firstInstalmentDiscount } from '../../domain/discount.ts';
import { monthlyFeeLabel } from '../../domain/planOffer.ts';
import { loadApi } from '../loadApi.ts';
import { leadIds } from '../../variants/leadIds.ts';

/**
 * plans-list-carousel-show-message: POST /api/plano/detalhes for the selected plan (spec sections
 * 4 and 7), then the campaign discount on the first payment, read from the variant's data. A
 * failed call is outcome `error` (error-general, spec section 8).
 */
export const fetchPlanDetails = action(['ok'], async (ctx) => {
  const { plan, lead } = ctx.state;
  const api = await loadApi();
  const details = await api.getPlanDetails({
    empresaID: leadIds(ctx.variant, ctx.state.consorcio.tipoPlano).empresaId,
    leadID: lead.leadId,
    planoID: plan.planoId,
    bemID: plan.bemId,
  });
  const descontoPercentual = firstInstalmentDiscount(ctx.variant);
  ctx.update('plan', {
    titulo: details.titulo,
    planoTaxas: details.planoTaxas,
    taxaAdmTotal: details.taxaAdmTotal,
    taxaAdmMensal: monthlyFeeLabel(details.taxaAdmTotal, plan.planoMeses),
    descontoPercentual,
    planoValorPagamentoDesconto: descontoPercentual > 0 ? discountedAmount(plan.planoValorPagamento, descontoPercentual) : plan.planoValorPagamento,
  });
  return { outcome: 'ok' };
});
