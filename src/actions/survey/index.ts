// Actions of the survey phase, loaded when the survey is answered: none of it in the first load.
import type { Action } from '../../engine/types.ts';

export const surveyActions = {
  submitSurvey: (async (ctx) => (await import('./submitSurvey.ts')).submitSurvey(ctx)) satisfies Action,
};
