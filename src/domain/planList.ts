// The spec's "Plan (fetched list)" (section 3): the offers of a catalogue search flattened into one
// list of plans, in the order the carousel shows them, with the labels a visitor reads.
import type { CatalogueItem } from '../generated/api.ts';
import type { PlanListItem } from '../generated/state.ts';
import { formatBRL } from './money.ts';

export function planList(ofertas: readonly Pick<CatalogueItem, 'bemValor' | 'planoMeses' | 'planosTipos'>[], imagemUrl = ''): PlanListItem[] {
  return ofertas
    .flatMap((offer) =>
      offer.planosTipos.map((plan) => ({
        planoId: plan.planoID,
        bemId: plan.bemId,
        bemNome: plan.bemNome,
        bemCredito: offer.bemValor,
        bemCreditoLabel: formatBRL(offer.bemValor),
        planoMeses: offer.planoMeses,
        planoValorParcela: plan.valorParcela,
        planoValorParcelaLabel: formatBRL(plan.valorParcela),
        planoValorPagamento: plan.valorParcelaPrimeiroPagto,
        planoValorPagamentoLabel: formatBRL(plan.valorParcelaPrimeiroPagto),
        labelPlano: `${plan.name}: ${offer.planoMeses}x de ${formatBRL(plan.valorParcela)}`,
        imagemUrlPlano: imagemUrl,
        tipo: plan.name,
      })),
    )
    .map((plan, planoIndex) => ({ planoIndex, ...plan }));
}
