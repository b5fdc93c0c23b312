// The state a conversation starts with: every field present, so {placeholders} and guards never
// meet undefined. Built fresh on each call because reset() and each conversation need their own copy.
import type { ConversationState } from './types.ts';

export function initialState(): ConversationState {
  return {
    lead: { nome: '', email: '', telefone: '', rendaMensal: 0, rendaExtra: 0, valorCredito: 0, leadId: '', leadToken: '' },
    consorcio: { tipoBem: '', tipoPlano: '', categoriaId: 0, produtoCategoria: '' },
    contract: {
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
    },
    plan: {
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
    },
    proposal: { propostaId: '', contrato: '', propostaToken: '', formasPagamento: [] },
    payment: {
      metodo: '',
      pixCopiaECola: '',
      pixQrCodeUrl: '',
      boletoUrl: '',
      boletoCodigoBarras: '',
      vencimento: '',
      autorizacao: '',
      status: '',
    },
    survey: { midia: '', csatcompra: 0, humano: false, csatinsidesales: 0 },
    catalogue: { categorias: [], ofertas: [] },
    flags: { isSimulateAgain: false, cepErrorAt: '', hasPlan: false, buyAgain: false },
  };
}
