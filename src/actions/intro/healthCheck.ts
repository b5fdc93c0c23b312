import { action } from '../../engine/outcomes.ts';
import { loadApi } from '../loadApi.ts';

/** GET /hc: any truthy answer continues (spec section 7); anything else, or a failure, is `error`. */
export const healthCheck = action(['ok'], async () => {
  try {
    const api = await loadApi();
    return { outcome: (await api.healthCheck()) ? 'ok' : 'error' };
  } catch {
    return { outcome: 'error' };
  }
});
