// The lead phase after the category card, as a visitor answers it (tests/conversations harness):
// every question from the answer table (tests/journeys/answers.yaml), up to the plan search's answer.
import { answerUntil } from '../../conversations/answerQuestions.ts';
import type { Journey } from '../../conversations/harness.ts';
import { leadRows } from '../../conversations/leadJourney.ts';

/** After the category: every lead question until the plan search has answered (plans or a "no plan" step). */
export async function walkToLead(j: Journey, credito = '50000'): Promise<void> {
  await answerUntil(j, ['plans-list-select', 'error-no-plans', 'error-renda-insuficiente'], leadRows({ credito }));
}

export async function waitFor(condition: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}
