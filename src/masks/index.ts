// Named masks the flows use, one sub-registry per phase; typed against the names the flows use
// (src/generated/names.ts), so a missing implementation fails `npm run typecheck`.
import type { Mask } from '../engine/types.ts';
import type { MaskName } from '../generated/names.ts';

export const masks = {} satisfies Record<MaskName, Mask>;
