import type { Action } from '../../engine/types.ts';

/** TENTAR NOVAMENTE: forget everything typed so far and start the simulation again. */
export const resetConversation: Action = (ctx) => {
  ctx.reset();
  return { outcome: 'ok' };
};
