// Actions of the lead phase.
export const leadActions = {};
