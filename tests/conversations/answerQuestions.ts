// Walks a headless journey to a step by answering each question the bot asks from the answer table
// (tests/journeys/answers.yaml) and the test's own rows: the walk does not know the order of the
// questions, so a question added to the flows needs one more row, not a change here.
import { answerFor, answerTable, noAnswer, type Answers } from '../journeys/answers.ts';
import { SETTLE_MS } from '../../scripts/conversation-tests/index.ts';
import { settled, type Journey } from './harness.ts';

/** A step asked this often in one walk is a loop (an answer the step keeps refusing or sending back). */
const MAX_ASKED = 3;

/**
 * Answers every question until the bot settles on `until` (a step it waits on or ends at, or any
 * of several). Fails naming the step when a question has no row, an answer is refused, or the bot
 * goes quiet.
 */
export async function answerUntil(j: Journey, until: string | string[], rows: Answers = {}, timeoutMs = SETTLE_MS): Promise<void> {
  const targets = [until].flat();
  const target = targets.join('" or "');
  const table = answerTable(j.root);
  const c = j.conversation;
  const asked = new Map<string, number>();
  let deadline = Date.now() + timeoutMs;
  for (;;) {
    const step = c.currentStep.value;
    const pending = c.pending.value;
    if (settled(c) && step !== null && targets.includes(step)) return;
    if (settled(c) && pending && pending.step === step && pending.kind !== 'component') {
      const question = { step: pending.step, field: pending.kind === 'input' ? pending.field : undefined };
      const answer = answerFor(question, rows, table);
      if (answer === undefined) throw walkError(j, noAnswer(question, target));
      const times = (asked.get(step) ?? 0) + 1;
      if (times > MAX_ASKED) throw walkError(j, `"${step}" was asked ${MAX_ASKED} times on the way to "${target}"`);
      asked.set(step, times);
      if (pending.kind === 'input') {
        await j.type(answer);
        if (c.fieldError.value !== null) throw walkError(j, `"${step}" refused "${answer}": ${c.fieldError.value}`);
      } else {
        await j.click(answer);
      }
      deadline = Date.now() + timeoutMs;
      continue;
    }
    if (settled(c) && pending?.kind === 'component') {
      throw walkError(j, `the journey to "${target}" stopped at the component step "${step}"`);
    }
    if (Date.now() > deadline) throw walkError(j, `never settled on "${target}"`);
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

function walkError(j: Journey, why: string): Error {
  const c = j.conversation;
  return new Error(`${why}\n--- transcript ---\n${j.transcript().join('\n')}\n--- step: ${c.currentStep.value}, error: ${c.fieldError.value}`);
}
