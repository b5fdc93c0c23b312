// The map's first view, as data: each phase with its step count, the links from it to the other
// phases (counted, not drawn step by step), and the steps that fall back to an error step bundled
// into one line per error step, instead of long lines across the whole map. Pure, for the unit tests.
import type { StudioData } from '../../contract/studioData.ts';
import type { GraphEdge } from './buildGraph.ts';

export interface PhaseSummary {
  phase: string;
  file: string;
  steps: number;
  errorSteps: number;
  /** Other phases this one leads to, with how many links. */
  leadsTo: Array<{ phase: string; links: number }>;
  /** Error steps this phase's steps fall back to, with how many of its steps do. */
  fallsBackTo: Array<{ step: string; from: number }>;
}

export function phaseSummary(data: Pick<StudioData, 'files' | 'steps'>, edges: readonly GraphEdge[]): PhaseSummary[] {
  const phaseOf = new Map(data.files.flatMap((f) => f.steps.map((id) => [id, f.phase] as const)));
  return data.files
    .filter((f) => f.steps.length > 0)
    .map((f) => {
      const own = new Set(f.steps);
      const out = edges.filter((e) => own.has(e.source) && !own.has(e.target));
      const toError = out.filter((e) => data.steps[e.target]?.step.error === true);
      const toPhases = out.filter((e) => data.steps[e.target]?.step.error !== true);
      return {
        phase: f.phase,
        file: f.file,
        steps: f.steps.length,
        errorSteps: f.steps.filter((id) => data.steps[id]?.step.error === true).length,
        leadsTo: countBy(toPhases.map((e) => phaseOf.get(e.target) ?? '?')).map(([phase, links]) => ({ phase, links })),
        fallsBackTo: countBy(distinctSources(toError)).map(([step, from]) => ({ step, from })),
      };
    });
}

/** One entry per (source, target) pair, keyed by the target: "N steps fall back to X". */
function distinctSources(edges: readonly GraphEdge[]): string[] {
  return [...new Set(edges.map((e) => `${e.source}\u0000${e.target}`))].map((key) => key.split('\u0000')[1]);
}

function countBy(keys: readonly string[]): Array<[string, number]> {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
}
