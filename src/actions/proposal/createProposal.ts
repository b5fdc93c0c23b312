import { initialState } from '../../engine/initialState.ts';
import { action } from '../../engine/outcomes.ts';
import type { MatchedErrorText } from '../../generated/api.ts';
import { proposalPayload } from './proposalPayload.ts';
import { loadApi } from '../loadApi.ts';
import { savedLeadIds } from '../../variants/leadIds.ts';
import { confirmedFirstPayment } from '../payment/promisedAmount.ts';

/**
 * The business error that sends the visitor back to the CEP (spec section 8). The API's own words,
 * matched in its answer and never shown (the visitor reads cep-not-found's text, flows/proposal.yaml);
 * typed by the API contract (src/generated/api.ts), so a change there fails tsc.
 */
export const INVALID_CEP_ERROR: MatchedErrorText = 'O CEP informado, não é válido!';

/**
 * proposal-wait: POST /api/proposta with the spec's payload; stores propostaID, contrato,
 * propostaToken and the payment methods, starts a fresh payment of the first payment the visitor
 * was promised at the plan (the spec's answer carries no amount; a server amount that differs is
 * refused, promisedAmount.ts), and reports `Proposta Gerada`. An error naming the CEP is outcome
 * `cepInvalid` (cep-not-found); any other failure is `error` (error-general). The state is left as
 * it was on failure, so every answer survives.
 */
export const createProposal = action(['ok', 'cepInvalid'], async (ctx) => {
  const { state } = ctx;
  const { empresaId } = savedLeadIds(state.lead);
  const api = await loadApi();
  try {
    const created = await api.createProposal(proposalPayload(state, empresaId));
    const valor = confirmedFirstPayment(state.plan, created.valorPrimeiroPagamento, 'POST /api/proposta');
    ctx.update('proposal', {
      propostaId: String(created.propostaID),
      contrato: String(created.contrato),
      propostaToken: created.propostaToken,
      formasPagamento: created.formasPagamentoDisponiveis,
    });
    // The payment phase's only source for the amount (payment-first-parcel shows it).
    ctx.update('payment', { ...initialState().payment, valor });
    ctx.analytics.track(
      'Proposta Gerada',
      {
        propostaId: String(created.propostaID),
        contrato: String(created.contrato),
        leadId: state.lead.leadId,
        planoId: state.plan.planoId,
        plano: state.plan.nome,
        valorCredito: state.plan.bemCredito,
        produtoCategoria: state.consorcio.produtoCategoria,
        tipoPessoa: state.contract.tipoPessoa,
      },
      { email: state.lead.email, telefone: state.lead.telefone, cpfCnpj: state.contract.cpfCnpj },
    );
    return { outcome: 'ok' };
  } catch (error) {
    const messages = [...api.proposalErrors(error), api.errorMessage(error)];
    if (messages.some((message) => message.includes(INVALID_CEP_ERROR))) return { outcome: 'cepInvalid' };
    throw error;
  }
});
