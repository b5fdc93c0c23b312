// Validators of the survey phase.
export const surveyValidators = {};
