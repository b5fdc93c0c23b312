// Actions of the lead phase. None runs before SIMULAR AGORA, so their code (and the domain rules
// they use) loads on first use, like the API client, and stays out of the first-load bundle.
import { deferredAction } from '../deferredAction.ts';

const phase = () => import('./phase.ts');

export const leadActions = {
  loadCategories: deferredAction(phase, 'loadCategories', ['ok']),
  chooseCategory: deferredAction(phase, 'chooseCategory', ['ok', 'error']),
  checkName: deferredAction(phase, 'checkName', ['ok', 'invalid']),
  capitalizeName: deferredAction(phase, 'capitalizeName', ['ok']),
  applyPlanType: deferredAction(phase, 'applyPlanType', ['ok']),
  checkEmail: deferredAction(phase, 'checkEmail', ['ok', 'invalid']),
  saveLead: deferredAction(phase, 'saveLead', ['ok']),
  searchPlans: deferredAction(phase, 'searchPlans', ['ok', 'rendaInsuficiente', 'semPlanos']),
};
