import { isoDate } from '../../domain/isoDate.ts';
import { action } from '../../engine/outcomes.ts';
import { loadApi } from '../loadApi.ts';
import { confirmedFirstPayment } from './promisedAmount.ts';

/**
 * pagamento-boleto-registro: asks the API for the proposal's boleto (the same one again on a
 * retry) and keeps its PDF link, linha digitável and due date. A failed call throws: the engine
 * reports it and routes `error`.
 */
export const generateBoleto = action(['ok'], async (ctx) => {
  const api = await loadApi();
  const boleto = await api.payBoleto(ctx.state.proposal.propostaToken);
  ctx.update('payment', {
    metodo: 'boleto',
    boletoUrl: boleto.boletoURL,
    boletoCodigoBarras: boleto.boletoCodigoBarras,
    vencimento: isoDate(boleto.vencimento),
    valor: confirmedFirstPayment(ctx.state.plan, boleto.valor, 'POST /api/pagamento/boleto'),
  });
  return { outcome: 'ok' };
});
