// Validators of the lead phase.
export const leadValidators = {};
