// Named actions the flows run with `action:`, one sub-registry per phase. A flow naming an
// action missing here fails `npm run typecheck` (through the generated ActionName) and
// `npm run flows:check` (with file and line).
import type { Action } from '../engine/types.ts';
import type { ActionName } from '../generated/names.ts';
import { introActions } from './intro/index.ts';

export const actions = { ...introActions } satisfies Record<ActionName, Action>;
