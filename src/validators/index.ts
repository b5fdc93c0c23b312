// Named validators the flows use, one sub-registry per phase; typed against the names the flows use
// (src/generated/names.ts), so a missing implementation fails `npm run typecheck`.
import type { Validator } from '../engine/types.ts';
import type { ValidatorName } from '../generated/names.ts';

export const validators = {} satisfies Record<ValidatorName, Validator>;
