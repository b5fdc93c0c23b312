// Actions of the lead phase. None runs before SIMULAR AGORA, so their code (and the domain rules
// they use) loads on first use, like the API client, and stays out of the first-load bundle.
// The category carousel's own logic (categoryCards.ts, chooseCategory.ts) is not a flow action:
// the component calls it.
import { deferredAction } from '../deferredAction.ts';

type Implementations = (typeof import('./implementations.ts'))['leadActionImplementations'];

let loading: Promise<Implementations> | undefined;
const load = () => (loading ??= import('./implementations.ts').then((m) => m.leadActionImplementations));

export const leadActions = {
  checkName: deferredAction(load, 'checkName', ['ok', 'invalid']),
  capitalizeName: deferredAction(load, 'capitalizeName', ['ok']),
  applyPlanType: deferredAction(load, 'applyPlanType', ['ok']),
  checkEmail: deferredAction(load, 'checkEmail', ['ok', 'invalid']),
  saveLead: deferredAction(load, 'saveLead', ['ok']),
  searchPlans: deferredAction(load, 'searchPlans', ['ok', 'rendaInsuficiente', 'semPlanos']),
};
