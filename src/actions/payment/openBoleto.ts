import type { Action } from '../../engine/types.ts';

/**
 * ABRIR BOLETO: opens the boleto PDF in a new tab. Runs synchronously inside the click that chose
 * the option, so the browser's popup blocker lets the tab through.
 */
export const openBoleto: Action = (ctx) => {
  const url = ctx.state.payment.boletoUrl;
  if (!url) return { outcome: 'error' };
  ctx.openUrl(url);
  return { outcome: 'ok' };
};
