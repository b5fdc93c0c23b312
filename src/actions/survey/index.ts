// Actions of the survey phase, loaded when the survey is answered: none of it in the first load.
import { lazyActions } from '../lazyActions.ts';

export const surveyActions = lazyActions(() => import('./submitSurvey.ts'), ['submitSurvey']);
