import { action } from '../../engine/outcomes.ts';

/**
 * The error step's TENTAR NOVAMENTE: back to where the visitor was before the error (the last
 * question, with every answer and message kept), which supersedes the option's own `next`.
 * With no such point (the error came before any question) it starts over, as before.
 */
export const resumeConversation = action(['resumed', 'ok'], (ctx) => {
  if (ctx.resumeLastStep?.()) return { outcome: 'resumed' };
  ctx.reset();
  return { outcome: 'ok' };
});
