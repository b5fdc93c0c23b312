// The verbs no visitor uses on the first screen, as one chunk the browser loads with the rest of
// the flow (createLazyConversation).
export { answerInput } from './answerInput.ts';
export { completeComponent } from './completeComponent.ts';
export { restoreSnapshot } from './restoreSnapshot.ts';
