import { action } from '../../engine/outcomes.ts';

/**
 * ABRIR BOLETO: opens the boleto PDF in a new tab. Runs synchronously inside the click that chose
 * the option, so the browser's popup blocker lets the tab through.
 */
export const openBoleto = action(['ok'], (ctx) => {
  const url = ctx.state.payment.boletoUrl;
  if (!url) return { outcome: 'error' };
  ctx.openUrl(url);
  return { outcome: 'ok' };
});
