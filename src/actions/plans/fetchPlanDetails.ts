import { action } from '../../engine/outcomes.ts';
import { discountedAmount } from '../../domain/discount.ts';
import { monthlyFeeLabel } from '../../domain/planOffer.ts';
import { loadApi } from '../loadApi.ts';
import { savedLeadIds } from '../../variants/leadIds.ts';
import { campaignDiscount } from '../../variants/campaignDiscount.ts';

/**
 * plans-list-carousel-show-message: POST /api/plano/detalhes for the selected plan (spec sections
 * 4 and 7), then the campaign discount on the first payment: the one the sandbox charges, from the
 * ids saveLead stored (src/variants/campaignDiscount.ts), whatever the plan type is now. A
 * failed call is outcome `error` (error-general, spec section 8).
 */
export const fetchPlanDetails = action(['ok'], async (ctx) => {
  const { plan, lead } = ctx.state;
  const ids = savedLeadIds(lead);
  const api = await loadApi();
  const details = await api.getPlanDetails({
    empresaID: ids.empresaId,
    leadID: lead.leadId,
    planoID: plan.planoId,
    bemID: plan.bemId,
  });
  const descontoPercentual = campaignDiscount(ctx.variant, ids);
  ctx.update('plan', {
    titulo: details.titulo,
    planoTaxas: details.planoTaxas,
    taxaAdmTotal: details.taxaAdmTotal,
    // The held fee table (spec section 3, plan details).
    tabelaDescricao: details.TabelaDescricao,
    rateio: details.Rateio,
    semAdesao: details.SemAdesao,
    taxaAdesao: details.TaxaAdesao,
    taxaFundoReserva: details.TaxaFundoReserva,
    taxaSeguroQuebra: details.TaxaSeguroQuebra,
    taxaAdmMensal: monthlyFeeLabel(details.taxaAdmTotal, plan.planoMeses),
    descontoPercentual,
    planoValorPagamentoDesconto: descontoPercentual > 0 ? discountedAmount(plan.planoValorPagamento, descontoPercentual) : plan.planoValorPagamento,
  });
  // The group's regulation, which the proposal terms link to (a variant setting, default in defaults.yaml).
  ctx.update('plan', { regulamentoUrl: ctx.variant.regulamentoUrl ?? '' });
  return { outcome: 'ok' };
});
