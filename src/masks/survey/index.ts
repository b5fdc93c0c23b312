// Masks of the survey phase.
export const surveyMasks = {};
