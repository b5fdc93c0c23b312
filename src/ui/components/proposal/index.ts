// Components the proposal phase renders (React.lazy for heavy ones).
export const proposalComponents = {};
