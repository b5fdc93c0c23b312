// The lead actions themselves; ./index.ts registers them and loads this module on first use.
import { applyPlanType } from './applyPlanType.ts';
import { capitalizeName } from './capitalizeName.ts';
import { checkEmail } from './checkEmail.ts';
import { checkName } from './checkName.ts';
import { saveLead } from './saveLead.ts';
import { searchPlans } from './searchPlans.ts';

export const leadActionImplementations = { checkName, capitalizeName, applyPlanType, checkEmail, saveLead, searchPlans };
