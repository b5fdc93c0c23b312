import { action } from '../../engine/outcomes.ts';
import { loadApi } from '../loadApi.ts';
import { recordCardOutcome } from './payWithCard.ts';

/**
 * payment-checking: the card payment's answer was lost (or the API said "already paid"), so ask
 * the API where the proposal's payment stands before offering to pay again. approved (paid, by
 * any method) / pending (a card awaits analysis) as the card answer would have said; unpaid when
 * nothing was charged (the next try resends the same Idempotency-Key); error when the API cannot
 * say either.
 */
export const checkCardPayment = action(['approved', 'pending', 'unpaid'], async (ctx) => {
  const api = await loadApi();
  try {
    const { status, ultimoCartao } = await api.getPaymentStatus(ctx.state.proposal.propostaToken);
    if (status === 'aberto') return { outcome: 'unpaid' };
    const card = ultimoCartao && ultimoCartao.status === (status === 'pago' ? 'aprovado' : 'pendente') ? ultimoCartao : null;
    ctx.update('payment', { autorizacao: card?.cartaoAutorizacao ?? '', ...(card ? { valor: card.valor } : {}) });
    const outcome = status === 'pago' ? 'approved' : 'pending';
    recordCardOutcome(ctx, outcome);
    return { outcome };
  } catch (error) {
    console.warn('[payment] payment status failed:', api.errorMessage(error));
    return { outcome: 'error' };
  }
});
