// Guards of the plans phase.
export const plansGuards = {};
