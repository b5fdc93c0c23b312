import { isoDate } from '../../domain/isoDate.ts';
import { action } from '../../engine/outcomes.ts';
import { loadApi } from '../loadApi.ts';
import { confirmedFirstPayment } from './promisedAmount.ts';

/**
 * pagamento-pix-registro: asks the API for the proposal's Pix charge (the same one again on a
 * retry) and keeps the copy-paste code, the QR image and the due date. A failed call throws: the
 * engine reports it and routes `error`.
 */
export const generatePix = action(['ok'], async (ctx) => {
  const api = await loadApi();
  const pix = await api.payPix(ctx.state.proposal.propostaToken);
  ctx.update('payment', {
    metodo: 'pix',
    pixCopiaECola: pix.qrCode,
    pixQrCodeUrl: pix.url,
    vencimento: isoDate(pix.vencimento),
    valor: confirmedFirstPayment(ctx.state.plan, pix.valor, 'POST /api/pagamento/pix'),
  });
  return { outcome: 'ok' };
});
