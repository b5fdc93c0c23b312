// Named guards the flows use, one sub-registry per phase; typed against the names the flows use
// (src/generated/names.ts), so a missing implementation fails `npm run typecheck`.
import type { Guard } from '../engine/types.ts';
import type { GuardName } from '../generated/names.ts';

export const guards = {} satisfies Record<GuardName, Guard>;
