import { action } from '../../engine/outcomes.ts';

/** TENTAR NOVAMENTE: forget everything typed so far and start the simulation again. */
export const resetConversation = action(['ok'], (ctx) => {
  ctx.reset();
  return { outcome: 'ok' };
});
