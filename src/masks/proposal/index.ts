// Masks of the proposal phase.
export const proposalMasks = {};
