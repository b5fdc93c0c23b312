// Named masks the flows use, one sub-registry per phase that has any; typed against the names the flows use
// (src/generated/names.ts), so a missing implementation fails `npm run typecheck`.
import { leadMasks } from './lead/index.ts';
import { proposalMasks } from './proposal/index.ts';
import type { Mask } from '../engine/types.ts';
import type { MaskName } from '../generated/names.ts';

export const masks = {
  ...leadMasks,
  ...proposalMasks,
} satisfies Record<MaskName, Mask>;
