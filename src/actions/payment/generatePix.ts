import { isoDate } from '../../domain/isoDate.ts';
import { action } from '../../engine/outcomes.ts';
import { loadApi } from '../loadApi.ts';
import { chargeUnlessOneExists } from './chargeUnlessOneExists.ts';
import { confirmedFirstPayment } from './promisedAmount.ts';

/**
 * pagamento-pix-registro: asks the API for the proposal's Pix charge (the same one again on a
 * retry) and keeps the copy-paste code, the QR image and the due date. A 409 (the proposal already has a
 * charge that is paid or may still land) is `chargeExists`; any other failed call throws: the
 * engine reports it and routes `error`.
 */
export const generatePix = action(['ok', 'chargeExists'], async (ctx) => {
  const api = await loadApi();
  const pix = await chargeUnlessOneExists(() => api.payPix(ctx.state.proposal.propostaToken), api.ApiError);
  if (!pix) return { outcome: 'chargeExists' };
  ctx.update('payment', {
    metodo: 'pix',
    pixCopiaECola: pix.qrCode,
    pixQrCodeUrl: pix.url,
    vencimento: isoDate(pix.vencimento),
    valor: confirmedFirstPayment(ctx.state.plan, pix.valor, 'POST /api/pagamento/pix'),
  });
  return { outcome: 'ok' };
});
