// Named actions the flows run with `action:`, one sub-registry per phase. A flow naming an
// action missing here fails `npm run typecheck` (through the generated ActionName) and
// `npm run flows:check` (with file and line).
import type { Action } from '../engine/types.ts';
import type { ActionName } from '../generated/names.ts';
import { introActions } from './intro/index.ts';
import { leadActions } from './lead/index.ts';
import { plansActions } from './plans/index.ts';
import { proposalActions } from './proposal/index.ts';
import { paymentActions } from './payment/index.ts';
import { surveyActions } from './survey/index.ts';

export const actions = {
  ...introActions,
  ...leadActions,
  ...plansActions,
  ...proposalActions,
  ...paymentActions,
  ...surveyActions,
} satisfies Record<ActionName, Action>;
