// Validators of the plans phase.
export const plansValidators = {};
