// One `step` event per step entered (spec section 7), wired as createConversation's onStepEnter.
import type { AnalyticsPort } from './port.ts';

export function stepEvents(analytics: AnalyticsPort): (step: string) => void {
  return (step) => analytics.track('step', { step });
}
