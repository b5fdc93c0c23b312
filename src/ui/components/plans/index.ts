// Components the plans phase renders (React.lazy for heavy ones).
export const plansComponents = {};
