// Validators of the proposal phase.
export const proposalValidators = {};
