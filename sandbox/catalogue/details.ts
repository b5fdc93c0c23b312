// POST /api/plano/detalhes: the fee table of one plan, as numbers and as readable text.
import type { PlanDetails } from '../../src/generated/api.ts';
import { monthlyFeePct } from '../../src/domain/instalment.ts';
import { formatPercent as pct, MONTHLY_FEE_DECIMALS } from '../../src/domain/percent.ts';
import { planName, type Plan } from './plans.ts';

export function planDetails(plan: Plan): PlanDetails {
  const { product } = plan;
  const titulo = `${product.nomeTabela} ${planName(plan.tipoPlano)} ${plan.months} meses`;
  const adesao =
    product.membershipFeePct > 0 ? `taxa de adesão de ${pct(product.membershipFeePct, 2)} do crédito, cobrada com a primeira parcela` : 'sem taxa de adesão';
  const planoTaxas =
    `Taxa de administração total de ${pct(product.adminFeePct, 2)} (${pct(monthlyFeePct(product.adminFeePct, plan.months), MONTHLY_FEE_DECIMALS)} ao mês), ` +
    `fundo de reserva de ${pct(product.reserveFundPct, 2)}, ` +
    `seguro prestamista de ${pct(product.insurancePctMonthly, MONTHLY_FEE_DECIMALS)} do crédito ao mês e ${adesao}.`;
  return {
    titulo,
    taxaAdmTotal: product.adminFeePct,
    planoID: plan.planoID,
    planoTaxas,
    TabelaDescricao: `Tabela ${planName(plan.tipoPlano)} ${product.nomeTabela} - ${plan.months} meses`,
    Rateio: true,
    SemAdesao: product.membershipFeePct === 0,
    TaxaAdesao: product.membershipFeePct,
    TaxaAdmTotal: product.adminFeePct,
    TaxaFundoReserva: product.reserveFundPct,
    TaxaSeguroQuebra: product.insurancePctMonthly,
    Titulo: titulo,
  };
}
