// Actions of the proposal phase.
export const proposalActions = {};
