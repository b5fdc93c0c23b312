// Components the lead phase renders (React.lazy for heavy ones).
export const leadComponents = {};
