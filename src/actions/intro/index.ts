// Actions of the intro and the error steps.
import { healthCheck } from './healthCheck.ts';
import { resumeConversation } from './resumeConversation.ts';

export const introActions = { healthCheck, resumeConversation };
