// Named guards the flows use, one sub-registry per phase that has any; typed against the names the flows use
// (src/generated/names.ts), so a missing implementation fails `npm run typecheck`.
import { leadGuards } from './lead/index.ts';
import { plansGuards } from './plans/index.ts';
import { proposalGuards } from './proposal/index.ts';
import { paymentGuards } from './payment/index.ts';
import { surveyGuards } from './survey/index.ts';
import type { Guard } from '../engine/types.ts';
import type { GuardName } from '../generated/names.ts';

export const guards = {
  ...leadGuards,
  ...plansGuards,
  ...proposalGuards,
  ...paymentGuards,
  ...surveyGuards,
} satisfies Record<GuardName, Guard>;
