// The journeys' answer table (tests/journeys/answers.yaml): what a visitor answers to each question,
// by step id or by the input's state field. Journeys look the question up instead of knowing the
// order of the questions, so a question added to the flows needs one more row, not a code change.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

/** Rows keyed by step id or by state field (`lead.nome`); the value is typed, or the option clicked. */
export type Answers = Record<string, string>;

export const ANSWERS_FILE = 'tests/journeys/answers.yaml';

/** The table under root (the repository by default; a copy of it in the content-change guard). */
export function answerTable(root = process.cwd()): Answers {
  const data = parse(readFileSync(join(root, ANSWERS_FILE), 'utf8')) as { answers?: Record<string, unknown> };
  const answers: Answers = {};
  for (const [key, value] of Object.entries(data.answers ?? {})) {
    if (typeof value !== 'string' && typeof value !== 'number') throw new Error(`${ANSWERS_FILE}: "${key}" must be a text to type or an option label`);
    answers[key] = String(value);
  }
  return answers;
}

/** What the question asks for: the step the bot waits on, and the field an input fills. */
export interface Question {
  step: string;
  field?: string;
}

/** The answer to a question: the test's own rows first, then the table; by step id, then by field. */
export function answerFor(question: Question, ...tables: Answers[]): string | undefined {
  for (const table of tables) {
    if (question.step in table) return table[question.step];
    if (question.field && question.field in table) return table[question.field];
  }
  return undefined;
}

/** Why a journey stopped at a question it cannot answer, with what to do about it. */
export function noAnswer(question: Question, target: string): string {
  const key = question.field ? `"${question.step}" (or its field "${question.field}")` : `"${question.step}"`;
  return `the journey to "${target}" met the question ${key}, which ${ANSWERS_FILE} has no row for: add one`;
}
