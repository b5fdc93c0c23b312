// The state a conversation starts with: every field present, so {placeholders} and guards never
// meet undefined. Built fresh on each call because reset() and each conversation need their own copy.
import type { ConversationState } from '../contracts/content.ts';

export function initialState(): ConversationState {
  return {
    lead: {
      nome: '',
      email: '',
      telefone: '',
      rendaMensal: 0,
      rendaExtra: 0,
      valorCredito: 0,
      leadId: '',
      leadToken: '',
      campanhaId: 0,
      compraId: 0,
      empresaId: 0,
    },
    consorcio: { tipoBem: '', tipoPlano: '', categoriaId: 0, produtoCategoria: '', creditoMin: 0, creditoMax: 0 },
    contract: initialContract(),
    plan: initialPlan(),
    proposal: { propostaId: '', contrato: '', propostaToken: '', formasPagamento: [] },
    payment: initialPayment(),
    survey: { midia: '', csatcompra: 0, humano: false, csatinsidesales: 0 },
    catalogue: { categorias: [], ofertas: [], planos: [] },
    flags: { isSimulateAgain: false, cepErrorAt: '', hasPlan: false, buyAgain: false },
  };
}

/** The proposal form: the holder's data and address. */
function initialContract(): ConversationState['contract'] {
  return {
    tipoPessoa: 0,
    tipoCliente: '',
    nomeRazao: '',
    cpfCnpj: '',
    nascimentoFundacao: '',
    cep: '',
    logradouro: '',
    bairro: '',
    cidade: '',
    estado: '',
    complemento: '',
    numero: 0,
    rotuloNome: '',
    rotuloDocumento: '',
    rotuloData: '',
    rgIe: '',
    telefoneResidencial: '',
    autoriza: true,
    aceiteRegulamento: true,
    nomeEmpresa: '',
  };
}

/** The chosen plan and its details. */
function initialPlan(): ConversationState['plan'] {
  return {
    nome: '',
    planoId: 0,
    bemId: 0,
    bemNome: '',
    bemCredito: 0,
    planoMeses: 0,
    planoValorParcela: 0,
    planoValorPagamento: 0,
    planoValorPagamentoDesconto: 0,
    descontoPercentual: 0,
    taxaAdmTotal: 0,
    taxaAdmMensal: '',
    titulo: '',
    planoTaxas: '',
    exibirTextoResolucao285: false,
    dataAssembleia: '',
    grupo: '',
    regulamentoUrl: '',
    tabelaDescricao: '',
    rateio: false,
    semAdesao: false,
    taxaAdesao: 0,
    taxaFundoReserva: 0,
    taxaSeguroQuebra: 0,
  };
}

/** The first instalment's payment. */
function initialPayment(): ConversationState['payment'] {
  return {
    metodo: '',
    pixCopiaECola: '',
    pixQrCodeUrl: '',
    boletoUrl: '',
    boletoCodigoBarras: '',
    vencimento: '',
    autorizacao: '',
    status: '',
    valor: 0,
    chaveIdempotencia: '',
  };
}
