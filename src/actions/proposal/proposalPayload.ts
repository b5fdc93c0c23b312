import type { ConversationState } from '../../contracts/content.ts';
import type { PropostaRequest } from '../../generated/api.ts';
import { totalIncome } from '../../domain/income.ts';

/**
 * The body of POST /api/proposta exactly as the spec lists it (section 7): complemento empty,
 * numero 0, termos true, leadId and both incomes as digit strings (centavos). The spec does not say
 * what rendaFaturamento holds: it gets the income the plans were searched with (monthly plus extra).
 */
export function proposalPayload(state: ConversationState, empresaId: number): PropostaRequest {
  const { lead, contract, plan } = state;
  return {
    bairro: contract.bairro,
    bemID: plan.bemId,
    cep: contract.cep.replace(/\D/g, ''),
    cidade: contract.cidade,
    complemento: '',
    cpfCnpj: contract.cpfCnpj.replace(/\D/g, ''),
    email: lead.email,
    empresaId,
    estado: contract.estado,
    leadId: String(lead.leadId),
    logradouro: contract.logradouro,
    nascimentoFundacao: slashedDate(contract.nascimentoFundacao),
    nome: lead.nome,
    nomeRazao: contract.nomeRazao,
    numero: 0,
    planoID: plan.planoId,
    planoMeses: plan.planoMeses,
    rendaFaturamento: String(totalIncome(lead.rendaMensal, lead.rendaExtra)),
    rendaMensal: String(lead.rendaMensal),
    telefone: lead.telefone,
    telefoneCelular: lead.telefone,
    termos: true,
    tipoPessoa: contract.tipoPessoa === 0 ? 0 : 1,
  };
}

/** dd/mm/yyyy whether the date was stored masked or as 8 digits. */
function slashedDate(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 8 ? `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}` : value;
}
