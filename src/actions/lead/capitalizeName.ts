import { action } from '../../engine/outcomes.ts';
import { capitalizeName as capitalize } from '../../domain/capitalizeName.ts';

/**
 * Runs right after lead-basic-name stores the answer (the runtime writes the typed text after the
 * input's own action, so the name is capitalised one step later, before the greeting uses it).
 */
export const capitalizeName = action(['ok'], (ctx) => {
  ctx.update('lead', { nome: capitalize(ctx.state.lead.nome) });
  return { outcome: 'ok' };
});
