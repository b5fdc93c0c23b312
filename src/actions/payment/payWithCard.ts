// The card payment the modal sends (spec section 4, "Card submit"). Not a flow action: the card
// data must never pass through the conversation state, so the modal calls this with its own form
// values and then reports the outcome to its step. Conversation tests call it the same way.
import { cardPaymentPayload } from '../../domain/cardPaymentPayload.ts';
import type { CardFormValues } from '../../domain/cardForm.ts';
import type { PluginContext } from '../../engine/types.ts';
import { loadApi } from '../loadApi.ts';

/** approved: HTTP 200; pending: any other success status; refused: any failure. */
export type CardOutcome = 'approved' | 'pending' | 'refused';

const STATUS: Record<CardOutcome, 'sucesso' | 'pendente' | 'recusado'> = {
  approved: 'sucesso',
  pending: 'pendente',
  refused: 'recusado',
};

export async function payWithCard(values: CardFormValues, ctx: PluginContext): Promise<CardOutcome> {
  const outcome = await send(values, ctx);
  ctx.update('payment', { metodo: 'cartao', status: STATUS[outcome] });
  ctx.analytics.track('Pagamento Processado', { metodo: 'cartao_de_credito', status: STATUS[outcome] });
  return outcome;
}

async function send(values: CardFormValues, ctx: PluginContext): Promise<CardOutcome> {
  try {
    const api = await loadApi();
    const result = await api.payCard(cardPaymentPayload(values, ctx.state.proposal));
    if (result.status === 200) {
      ctx.update('payment', { autorizacao: result.data.cartaoAutorizacao ?? '', valor: result.data.valor });
      return 'approved';
    }
    ctx.update('payment', { autorizacao: '', valor: result.data.valor });
    return 'pending';
  } catch {
    // Deliberately not logged: the error carries the request, and the request carries the card.
    ctx.update('payment', { autorizacao: '' });
    return 'refused';
  }
}
