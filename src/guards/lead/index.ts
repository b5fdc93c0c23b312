// Guards of the lead phase.
export const leadGuards = {};
