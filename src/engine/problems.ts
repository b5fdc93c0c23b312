// Problems the runtime meets and survives (an unknown guard, a throwing action, a step that is
// not there). They go to one `onError` option, so the app can log them and tests can assert on
// them; by default they are logged to the console as before.

export type ProblemKind =
  | 'missing-bindings'
  | 'unknown-step'
  | 'unknown-action'
  | 'action-failed'
  | 'no-outcome'
  | 'unknown-guard'
  | 'guard-failed'
  | 'unknown-validator'
  | 'unknown-message'
  | 'unknown-formatter'
  | 'flow-load-failed'
  | 'loop';

export interface Problem {
  kind: ProblemKind;
  /** The step the conversation was at (filled in by the conversation when known). */
  step?: string;
  /** The name involved: action, guard, validator, message id, formatter or step id. */
  name?: string;
  /** What happened, in a sentence. */
  message: string;
  /** The thrown value or odd result, when there is one. */
  cause?: unknown;
}

export type ReportProblem = (problem: Problem) => void;

/** The default: one console line per problem, as the engine always logged them. */
export const logProblem: ReportProblem = (problem) => {
  const where = problem.step ? ` (step "${problem.step}")` : '';
  if (problem.cause === undefined) console.error(`[engine] ${problem.message}${where}`);
  else console.error(`[engine] ${problem.message}${where}`, problem.cause);
};
