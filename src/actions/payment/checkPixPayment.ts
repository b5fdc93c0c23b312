import { action } from '../../engine/outcomes.ts';
import { loadApi } from '../loadApi.ts';

/**
 * payment-pix-checking (JÁ PAGUEI): asks the API whether the proposal is paid before answering
 * (issue 26 item 9). `paid` when it is — by this Pix or by any method, e.g. another tab —, so the
 * chat says so and the purchase counts; `notYet` otherwise, and also when the status cannot be
 * asked (the spec's API has no such call; the sandbox does): then the spec's "not confirmed yet"
 * path stands, as before.
 */
export const checkPixPayment = action(['paid', 'notYet'], async (ctx) => {
  const api = await loadApi();
  try {
    const { status, metodo } = await api.getPaymentStatus(ctx.state.proposal.propostaToken);
    if (status !== 'pago' || metodo === null) return { outcome: 'notYet' };
    ctx.update('payment', { metodo, status: 'sucesso' });
    return { outcome: 'paid' };
  } catch {
    return { outcome: 'notYet' };
  }
});
