// Guards of the survey phase: how the goodbye addresses the visitor.
import { nameForgottenAfterPurchase } from './nameForgotten.ts';

export const surveyGuards = { nameForgottenAfterPurchase };
