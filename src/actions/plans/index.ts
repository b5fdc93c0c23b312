// Actions of the plans phase.
export const plansActions = {};
