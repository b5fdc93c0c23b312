// Named validators the flows use, one sub-registry per phase that has any; typed against the names the flows use
// (src/generated/names.ts), so a missing implementation fails `npm run typecheck`.
import { leadValidators } from './lead/index.ts';
import { proposalValidators } from './proposal/index.ts';
import type { Validator } from '../engine/types.ts';
import type { ValidatorName } from '../generated/names.ts';

export const validators = {
  ...leadValidators,
  ...proposalValidators,
} satisfies Record<ValidatorName, Validator>;
