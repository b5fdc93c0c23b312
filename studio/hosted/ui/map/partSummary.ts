// The map's first view, as data: each part of the conversation with its step count, the other
// parts it leads to (links counted, not drawn step by step), and the error steps its steps fall
// back to bundled into one line each, instead of long lines across the whole map. Pure. Ported
// from the old studio's graph/phaseSummary.ts.
import type { FlowMap } from './mapTypes.ts';

export interface PartSummary {
  part: string;
  name: string;
  steps: number;
  errorSteps: number;
  leadsTo: Array<{ part: string; name: string; links: number }>;
  fallsBackTo: Array<{ step: string; text: string; from: number }>;
}

export function partSummary(map: Pick<FlowMap, 'parts' | 'steps' | 'links'>): PartSummary[] {
  const partOf = new Map(map.parts.flatMap((p) => p.steps.map((id) => [id, p] as const)));
  const steps = new Map(map.steps.map((s) => [s.id, s]));
  const nameOf = (part: string) => map.parts.find((q) => q.part === part)?.name ?? part;
  return map.parts.map((p) => {
    const own = new Set(p.steps);
    const out = map.links.filter((l) => own.has(l.from) && !own.has(l.to));
    const toError = out.filter((l) => steps.get(l.to)?.isError === true);
    const toParts = out.filter((l) => steps.get(l.to)?.isError !== true);
    return {
      part: p.part,
      name: p.name,
      steps: p.steps.length,
      errorSteps: p.steps.filter((id) => steps.get(id)?.isError === true).length,
      leadsTo: countBy(toParts.map((l) => partOf.get(l.to)?.part ?? '?')).map(([part, links]) => ({ part, name: nameOf(part), links })),
      // One per (step, error step) pair: "N steps fall back to X".
      fallsBackTo: countBy([...new Set(toError.map((l) => `${l.from}\u0000${l.to}`))].map((key) => key.split('\u0000')[1])).map(([step, from]) => ({
        step,
        text: steps.get(step)?.text ?? step,
        from,
      })),
    };
  });
}

function countBy(keys: readonly string[]): Array<[string, number]> {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
}
