// The studio's example situation, for texts shown as a visitor reads them (exampleTexts.ts): the
// state of a content fixture (flows/fixtures/, so Maria's answers are written once, there) with
// plausible values for what only the sandbox gives filled over it.
import { planDetails } from '../../../sandbox/catalogue/details.ts';
import { planById } from '../../../sandbox/catalogue/plans.ts';
import { catalogueItem } from '../../../sandbox/catalogue/search.ts';
import { DEFAULT_DISCOUNT_PERCENT, discountedAmount } from '../../../src/domain/discount.ts';
import { selectedPlan } from '../../../src/domain/planOffer.ts';

/** The fixture whose state the example situation starts from: the one reaching furthest (its
 * `extends` chain brings lead-saved's lead and choice, and it adds the holder's data). */
export const SAMPLE_FIXTURE = 'proposal-created';

/** The sandbox's first car plan for the fixture's R$ 50.000,00, what plan-chosen's replay selects. */
const SAMPLE_PLAN_ID = 200041;
/** A fixed day, so the example's assembly date does not change from one day to the next. */
const SAMPLE_DAY = '2026-11-20';
/** The campaign discount the sample shows, as the domain computes it for any company but 97. */
const SAMPLE_DISCOUNT = DEFAULT_DISCOUNT_PERCENT;

/** The sample plan as the chat holds it once chosen and detailed: the sandbox's catalogue offer
 * through the domain's selectedPlan (selectPlan) and its details (fetchPlanDetails), no number copied. */
function samplePlan() {
  const plan = planById(SAMPLE_PLAN_ID, SAMPLE_DAY);
  if (!plan) throw new Error(`the sandbox's catalogue has no plan ${SAMPLE_PLAN_ID} for the studio's example situation`);
  const offer = catalogueItem([plan]);
  const chosen = selectedPlan(offer, offer.planosTipos[0]);
  const details = planDetails(plan);
  return {
    ...chosen,
    titulo: details.titulo,
    planoTaxas: details.planoTaxas,
    descontoPercentual: SAMPLE_DISCOUNT,
    planoValorPagamentoDesconto: discountedAmount(chosen.planoValorPagamento, SAMPLE_DISCOUNT),
    regulamentoUrl: '/api/documentos/regulamento.pdf',
  };
}

const plan = samplePlan();

/** What no fixture holds, because only the sandbox gives it (a fixture's replay fetches it) or the
 * visitor answers it after the fixture's point: plausible values, over the fixture's state. */
export const sandboxSample = {
  lead: { rendaExtra: 300_000 },
  plan,
  proposal: { propostaId: 'P-1', contrato: '123456', formasPagamento: ['PIX', 'CARTAO', 'BOLETO'] },
  payment: { valor: plan.planoValorPagamentoDesconto, vencimento: '30/11/2026', autorizacao: 'A1B2C3' },
};
