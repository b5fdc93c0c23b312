// The studio's example situation, for texts shown as a visitor reads them (exampleTexts.ts): the
// state of a content fixture (flows/fixtures/, so Maria's answers are written once, there) with
// plausible values for what only the sandbox gives filled over it.
import { DEFAULT_DISCOUNT_PERCENT, discountedAmount } from '../../../src/domain/discount.ts';
import { monthlyFeeLabel } from '../../../src/domain/planOffer.ts';

/** The fixture whose state the example situation starts from: the one reaching furthest (its
 * `extends` chain brings lead-saved's lead and choice, and it adds the holder's data). */
export const SAMPLE_FIXTURE = 'proposal-created';

/** The sample plan's term, its total administration fee (%) and its first payment (centavos: the
 * instalment and the 1 % membership fee). */
const MONTHS = 80;
const ADMIN_FEE = 16;
const FIRST_PAYMENT = 125_500;
/** The campaign discount the sample shows, as the domain computes it for any company but 97. */
const SAMPLE_DISCOUNT = DEFAULT_DISCOUNT_PERCENT;

/** What no fixture holds, because only the sandbox gives it (a fixture's replay fetches it) or the
 * visitor answers it after the fixture's point: plausible values, over the fixture's state. */
export const sandboxSample = {
  lead: { rendaExtra: 300_000 },
  // The sandbox's first car plan for the fixture's R$ 50.000,00 (planoID 200041, what plan-chosen's
  // replay selects): 80 months of R$ 755,00, the first payment with the 1 % membership fee.
  plan: {
    nome: 'Automóvel R$ 50.000,00',
    titulo: 'Automóveis Integral 80 meses',
    bemCredito: 5_000_000,
    planoMeses: MONTHS,
    planoValorParcela: 75_500,
    planoValorPagamento: FIRST_PAYMENT,
    planoValorPagamentoDesconto: discountedAmount(FIRST_PAYMENT, SAMPLE_DISCOUNT),
    descontoPercentual: SAMPLE_DISCOUNT,
    taxaAdmTotal: ADMIN_FEE,
    taxaAdmMensal: monthlyFeeLabel(ADMIN_FEE, MONTHS),
    planoTaxas:
      'Taxa de administração total de 16,00% (0,2000% ao mês), fundo de reserva de 2,00%, seguro prestamista de 0,0350% do crédito ao mês e taxa de adesão de 1,00% do crédito, cobrada com a primeira parcela.',
    dataAssembleia: '15/12/2026',
    grupo: '2100',
    regulamentoUrl: '/api/documentos/regulamento.pdf',
  },
  proposal: { propostaId: 'P-1', contrato: '123456', formasPagamento: ['PIX', 'CARTAO', 'BOLETO'] },
  payment: { valor: discountedAmount(FIRST_PAYMENT, SAMPLE_DISCOUNT), vencimento: '30/11/2026', autorizacao: 'A1B2C3' },
};
