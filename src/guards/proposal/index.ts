// Guards of the proposal phase.
export const proposalGuards = {};
