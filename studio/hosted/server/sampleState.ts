// The studio's example situation, for texts shown as a visitor reads them (exampleTexts.ts): the
// state of a content fixture (flows/fixtures/, so Maria's answers are written once, there) with
// plausible values for what only the sandbox gives filled over it.
/** The fixture whose state the example situation starts from: the one reaching furthest (its
 * `extends` chain brings lead-saved's lead and choice, and it adds the holder's data). */
export const SAMPLE_FIXTURE = 'proposal-created';

/** What no fixture holds, because only the sandbox gives it (a fixture's replay fetches it) or the
 * visitor answers it after the fixture's point: plausible values, over the fixture's state. */
export const sandboxSample = {
  lead: { rendaExtra: 300_000 },
  plan: {
    nome: 'Plano Imóvel 200',
    titulo: 'Imóvel 200 meses',
    bemCredito: 8_000_000,
    planoMeses: 200,
    planoValorParcela: 52_000,
    planoValorPagamento: 52_000,
    planoValorPagamentoDesconto: 26_000,
    descontoPercentual: 50,
    taxaAdmTotal: 16,
    taxaAdmMensal: '0,08%',
    planoTaxas: 'Taxa de administração 16%',
    dataAssembleia: '15/12/2026',
    grupo: '1234',
    regulamentoUrl: '/api/documentos/regulamento.pdf',
  },
  proposal: { propostaId: 'P-1', contrato: '123456', formasPagamento: ['PIX', 'CARTAO', 'BOLETO'] },
  payment: { valor: 26_000, vencimento: '30/11/2026', autorizacao: 'A1B2C3' },
};
