// Guards of the survey phase.
export const surveyGuards = {};
