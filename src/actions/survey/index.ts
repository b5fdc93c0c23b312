// Actions of the survey phase, loaded when the survey is answered: none of it in the first load.
import { deferredAction } from '../deferredAction.ts';

export const surveyActions = {
  submitSurvey: deferredAction(() => import('./submitSurvey.ts'), 'submitSurvey', ['ok']),
};
