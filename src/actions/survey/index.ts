// Actions of the survey phase.
export const surveyActions = {};
