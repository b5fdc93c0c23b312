// Actions of the lead phase. None runs before SIMULAR AGORA, so their code (and the domain rules
// they use) loads on first use, like the API client, and stays out of the first-load bundle.
import { lazyActions } from '../lazyActions.ts';

export const leadActions = lazyActions(() => import('./phase.ts'), [
  'loadCategories',
  'chooseCategory',
  'checkName',
  'capitalizeName',
  'applyPlanType',
  'checkEmail',
  'saveLead',
  'searchPlans',
]);
