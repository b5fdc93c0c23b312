import type { Action } from '../../engine/types.ts';
import { loadApi } from '../loadApi.ts';
import { recordCardOutcome } from './payWithCard.ts';

const OUTCOME = { paga: 'approved', em_processamento: 'pending', recusada: 'refused' } as const;

/**
 * payment-checking: the card payment's answer was lost (or the API said "already paid"), so ask
 * the API what happened before offering to pay again. approved / pending / refused as the card
 * answer would have said; unpaid when nothing was charged (the next try resends the same
 * Idempotency-Key); error when the API cannot say either.
 */
export const checkCardPayment: Action = async (ctx) => {
  const api = await loadApi();
  try {
    const status = await api.getPaymentStatus(ctx.state.proposal.propostaToken, ctx.state.payment.chaveIdempotencia || undefined);
    if (status.situacao === 'nenhum') return { outcome: 'unpaid' };
    const outcome = OUTCOME[status.situacao];
    ctx.update('payment', { autorizacao: status.cartaoAutorizacao ?? '', ...(status.valor !== null ? { valor: status.valor } : {}) });
    recordCardOutcome(ctx, outcome);
    return { outcome };
  } catch (error) {
    console.warn('[payment] payment status failed:', api.errorMessage(error));
    return { outcome: 'error' };
  }
};
