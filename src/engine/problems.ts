// Problems the chat meets and survives (an unknown guard, a throwing action, a step that is not
// there, an analytics event that could not be sent). They go to one `onError` option, so the app
// can log them and tests can assert on them; by default they are logged to the console.

/** Each kind of problem the chat reports. */
export type ProblemKind =
  | 'missing-bindings'
  | 'unknown-step'
  | 'unknown-action'
  | 'action-failed'
  /** The action went on past a problem (an empty list replaced, a save it can do without). */
  | 'action-degraded'
  | 'no-outcome'
  | 'unknown-guard'
  | 'guard-failed'
  | 'unknown-validator'
  | 'unknown-message'
  | 'unknown-formatter'
  | 'flow-load-failed'
  | 'loop'
  /** A field the event does not declare was dropped (eventFields.ts). */
  | 'analytics-field-dropped'
  | 'analytics-not-sent'
  | 'mask-load-failed'
  /** Development only (src/preview: a fixture that failed to replay, a content update that failed);
   * its words are the error's own, so nothing of the preview ships in a production bundle. */
  | 'development';

/** The kinds that always say the same sentence (a type and a small map: this module is first-load code). */
const SENTENCES = { 'mask-load-failed': 'imask failed to load: the field stays unmasked' } as const;
type FixedKind = keyof typeof SENTENCES;

/** The part of the chat that meets a kind of problem: the console line's tag. */
function sourceOf(kind: ProblemKind): string {
  if (kind.startsWith('analytics-')) return 'analytics';
  if (kind === 'mask-load-failed') return 'ui';
  return kind === 'development' ? 'preview' : 'engine';
}

export interface Problem {
  kind: ProblemKind;
  /** The step the conversation was at (filled in by the conversation when known). */
  step?: string;
  /** The name involved: action, guard, validator, message id, formatter, step id or event. */
  name?: string;
  /** What happened, in a sentence. */
  message: string;
  /** The thrown value or odd result, when there is one. */
  cause?: unknown;
}

export type ReportProblem = (problem: Problem) => void;

/** A problem of a kind that always says the same sentence, e.g. `report(fixedProblem('mask-load-failed', error))`. */
export function fixedProblem(kind: FixedKind, cause: unknown, name?: string): Problem {
  return name === undefined ? { kind, message: SENTENCES[kind], cause } : { kind, name, message: SENTENCES[kind], cause };
}

/** The default: one console line per problem. */
export const logProblem: ReportProblem = (problem) => {
  const where = problem.step ? ` (step "${problem.step}")` : '';
  const line = `[${sourceOf(problem.kind)}] ${problem.message}${where}`;
  // biome-ignore lint/suspicious/noConsole: the one reporter used when the page gives no onError: a problem must show somewhere.
  console.error(line, ...(problem.cause === undefined ? [] : [problem.cause]));
};
