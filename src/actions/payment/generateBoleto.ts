import { isoDate } from '../../domain/isoDate.ts';
import { action } from '../../engine/outcomes.ts';
import { loadApi } from '../loadApi.ts';
import { chargeUnlessOneExists } from './chargeUnlessOneExists.ts';
import { confirmedFirstPayment } from './promisedAmount.ts';

/**
 * pagamento-boleto-registro: asks the API for the proposal's boleto (the same one again on a
 * retry) and keeps its PDF link, linha digitável and due date. A 409 (the proposal already has a
 * charge that is paid or may still land) is `chargeExists`; any other failed call throws: the
 * engine reports it and routes `error`.
 */
export const generateBoleto = action(['ok', 'chargeExists'], async (ctx) => {
  const api = await loadApi();
  const boleto = await chargeUnlessOneExists(() => api.payBoleto(ctx.state.proposal.propostaToken), api.ApiError);
  if (!boleto) return { outcome: 'chargeExists' };
  ctx.update('payment', {
    metodo: 'boleto',
    boletoUrl: boleto.boletoURL,
    boletoCodigoBarras: boleto.boletoCodigoBarras,
    vencimento: isoDate(boleto.vencimento),
    valor: confirmedFirstPayment(ctx.state.plan, boleto.valor, 'POST /api/pagamento/boleto'),
  });
  return { outcome: 'ok' };
});
