import { action } from '../../engine/outcomes.ts';
import { loadApi } from '../loadApi.ts';
import { recordCardOutcome } from './payWithCard.ts';

/**
 * payment-checking: the card payment's answer was lost (or the API said "already paid"), so ask
 * the API where the proposal's payment stands before offering to pay again. approved (paid by
 * card) / pending (a card awaits analysis) / pendingValidation (it awaits the issuer's validation) as
 * the card answer would have said; paidByPix /
 * paidByBoleto when another method (e.g. in another tab) paid it first: then no card code
 * exists, so the flow says which method paid instead; unpaid when nothing was charged (the next
 * try resends the same Idempotency-Key). When the API cannot say either the call throws: the engine
 * reports it and routes `error`.
 */
export const checkCardPayment = action(['approved', 'pending', 'pendingValidation', 'unpaid', 'paidByPix', 'paidByBoleto'], async (ctx) => {
  const api = await loadApi();
  const { status, metodo, ultimoCartao } = await api.getPaymentStatus(ctx.state.proposal.propostaToken);
  if (status === 'aberto') return { outcome: 'unpaid' };
  if (status === 'pago' && (metodo === 'pix' || metodo === 'boleto')) {
    // This tab's card attempt charged nothing; the purchase is the other method's.
    ctx.update('payment', { metodo, status: 'sucesso', autorizacao: '', chaveIdempotencia: '' });
    return { outcome: metodo === 'pix' ? 'paidByPix' : 'paidByBoleto' };
  }
  const card = ultimoCartao && ultimoCartao.status === (status === 'pago' ? 'aprovado' : 'pendente') ? ultimoCartao : null;
  ctx.update('payment', { autorizacao: card?.cartaoAutorizacao ?? '' });
  // A pending card may be waiting for the issuer's validation: say so, as the card answer would have.
  const outcome = status === 'pago' ? 'approved' : ultimoCartao?.status === 'em_validacao' ? 'pendingValidation' : 'pending';
  recordCardOutcome(ctx, outcome);
  return { outcome };
});
