// The lead phase's actions, in one chunk loaded on first use (see index.ts).
export { applyPlanType } from './applyPlanType.ts';
export { capitalizeName } from './capitalizeName.ts';
export { dropPrefetchedCategories, loadCategories, prefetchCategories } from './categoryCards.ts';
export { checkEmail } from './checkEmail.ts';
export { checkName } from './checkName.ts';
export { chooseCategory } from './chooseCategory.ts';
export { saveLead } from './saveLead.ts';
export { searchPlans } from './searchPlans.ts';
