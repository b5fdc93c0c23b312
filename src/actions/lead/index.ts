// Actions of the lead phase. None runs before SIMULAR AGORA, so their code (and the domain rules
// they use) loads on first use, like the API client, and stays out of the first-load bundle.
// The category carousel's own logic (categoryCards.ts, chooseCategory.ts) is not a flow action:
// the component calls it.
import type { Action } from '../../engine/types.ts';

type Implementations = (typeof import('./implementations.ts'))['leadActionImplementations'];

let loading: Promise<Implementations> | undefined;
const load = () => (loading ??= import('./implementations.ts').then((m) => m.leadActionImplementations));
const deferred =
  (name: keyof Implementations): Action =>
  async (ctx) =>
    (await load())[name](ctx);

export const leadActions = {
  checkName: deferred('checkName'),
  capitalizeName: deferred('capitalizeName'),
  applyPlanType: deferred('applyPlanType'),
  checkEmail: deferred('checkEmail'),
  saveLead: deferred('saveLead'),
  searchPlans: deferred('searchPlans'),
};
