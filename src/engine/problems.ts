// Problems the chat meets and survives (an unknown guard, a throwing action, a step that is not
// there, an analytics event that could not be sent). They go to one `onError` option, so the app
// can log them and tests can assert on them; by default they are logged to the console.

/**
 * Each kind of problem: the part of the chat that meets it (the console line's tag) and, for the
 * kinds that always mean the same thing, their sentence (see fixedProblem).
 */
const KINDS = {
  'missing-bindings': { source: 'engine' },
  'unknown-step': { source: 'engine' },
  'unknown-action': { source: 'engine' },
  'action-failed': { source: 'engine' },
  /** The action went on past a problem (an empty list replaced, a save it can do without). */
  'action-degraded': { source: 'engine' },
  'no-outcome': { source: 'engine' },
  'unknown-guard': { source: 'engine' },
  'guard-failed': { source: 'engine' },
  'unknown-validator': { source: 'engine' },
  'unknown-message': { source: 'engine' },
  'unknown-formatter': { source: 'engine' },
  'flow-load-failed': { source: 'engine' },
  loop: { source: 'engine' },
  /** A field the event does not declare was dropped (eventFields.ts). */
  'analytics-field-dropped': { source: 'analytics' },
  'analytics-not-sent': { source: 'analytics' },
  'mask-load-failed': { source: 'ui', sentence: 'imask failed to load: the field stays unmasked' },
  /** Development only (src/preview: a fixture that failed to replay, a content update that failed);
   * its words are the error's own, so nothing of the preview ships in a production bundle. */
  development: { source: 'preview' },
} as const satisfies Record<string, { source: string; sentence?: string }>;

export type ProblemKind = keyof typeof KINDS;

/** The kinds that always say the same sentence. */
type FixedKind = { [K in ProblemKind]: (typeof KINDS)[K] extends { sentence: string } ? K : never }[ProblemKind];

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
  return name === undefined ? { kind, message: KINDS[kind].sentence, cause } : { kind, name, message: KINDS[kind].sentence, cause };
}

/** The default: one console line per problem. */
export const logProblem: ReportProblem = (problem) => {
  const where = problem.step ? ` (step "${problem.step}")` : '';
  const line = `[${KINDS[problem.kind].source}] ${problem.message}${where}`;
  // biome-ignore lint/suspicious/noConsole: the one reporter used when the page gives no onError: a problem must show somewhere.
  console.error(line, ...(problem.cause === undefined ? [] : [problem.cause]));
};
