import { action } from '../../engine/outcomes.ts';
import { loadApi } from '../loadApi.ts';

/** The lead phase's chunk (prefetched while the greeting types), which holds the category request. */
const leadPhase = () => import('../lead/phase.ts');

/**
 * GET /hc: any truthy answer continues (spec section 7); anything else, or a failure, is `error`.
 * The next thing the visitor waits for after it is the category list, so it is asked for at the same
 * time (loadCategories takes that request); a failed check drops it.
 */
export const healthCheck = action(['ok'], async (ctx) => {
  const lead = leadPhase().then(
    (phase) => (phase.prefetchCategories(ctx), phase),
    () => undefined,
  );
  let ok = false;
  try {
    const api = await loadApi();
    ok = Boolean(await api.healthCheck());
  } catch {
    ok = false;
  }
  // Awaited either way: loadCategories (the next step) needs this chunk too, and then finds the request.
  const phase = await lead;
  if (!ok) phase?.dropPrefetchedCategories(ctx.variant);
  return { outcome: ok ? 'ok' : 'error' };
});
