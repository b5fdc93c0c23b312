// Guards of the lead phase.
import { asksPlanType } from './asksPlanType.ts';
import { isSimulateAgain } from './isSimulateAgain.ts';

export const leadGuards = { asksPlanType, isSimulateAgain };
