// Components the survey phase renders (React.lazy for heavy ones).
export const surveyComponents = {};
