// The flow as a graph: one node per step, one labelled edge per way out (option label, `when`
// guard, `on:` outcome, plain `next`). Pure, so the map, the bench and the unit tests share it.
import type { ResolvedVariant, Step } from '../../../src/contracts/content.ts';
import type { Next } from '../../../src/generated/flow';
import type { CoverageReport, StudioStep } from '../../contract/studioData.ts';
import { firstLine } from '../texts.ts';
import { stepTexts } from '../../../src/engine/stepMessages.ts';

export interface GraphNode {
  id: string;
  kind: StudioStep['kind'];
  file: string;
  text: string;
  isError: boolean;
  isEnd: boolean;
  unreachable: boolean;
  deadEnd: boolean;
  /** Coverage JSON present and no conversation test entered the step. */
  uncovered: boolean;
}

export interface GraphEdge {
  id: string;
  source: string;
  target: string;
  label: string;
  kind: 'option' | 'on' | 'next';
  uncovered: boolean;
}

export interface BuildOptions {
  /** Only these steps (a phase); edges to steps outside it are kept out. */
  only?: ReadonlySet<string>;
  variant?: ResolvedVariant;
  coverage?: CoverageReport;
}

export function buildGraph(steps: Record<string, StudioStep>, options: BuildOptions = {}): { nodes: GraphNode[]; edges: GraphEdge[] } {
  const included = Object.values(steps).filter((s) => !options.only || options.only.has(s.id));
  const coveredSteps = options.coverage && new Set(options.coverage.steps.filter((s) => s.hits > 0).map((s) => s.id));
  const coveredBranches = options.coverage && new Set(options.coverage.branches.filter((b) => b.hits > 0).map((b) => `${b.step}→${b.to}`));
  const nodes = included.map(
    (s): GraphNode => ({
      id: s.id,
      kind: s.kind,
      file: s.file,
      text: firstLine(stepTexts(s.id, s.step, options.variant)[0]),
      isError: s.step.error === true,
      isEnd: s.step.end === true,
      unreachable: s.unreachable,
      deadEnd: s.deadEnd,
      uncovered: coveredSteps !== undefined && !coveredSteps.has(s.id),
    }),
  );
  const edges: GraphEdge[] = [];
  for (const { id, step } of included) {
    for (const out of waysOut(step)) {
      if (!steps[out.target] || (options.only && !options.only.has(out.target))) continue;
      edges.push({
        ...out,
        id: `${id}→${out.target}#${edges.length}`,
        source: id,
        uncovered: coveredBranches !== undefined && !coveredBranches.has(`${id}→${out.target}`),
      });
    }
  }
  return { nodes, edges };
}

type WayOut = Pick<GraphEdge, 'target' | 'label' | 'kind'>;

function waysOut(step: Step): WayOut[] {
  const out: WayOut[] = [];
  for (const option of step.options ?? []) {
    const label = option.when ? `${option.label} [${option.when}]` : option.label;
    for (const [outcome, to] of Object.entries(option.on ?? {})) out.push({ target: to, label: `${label} · on ${outcome}`, kind: 'on' });
    out.push(...nextWays(option.next, label, 'option'));
  }
  for (const [outcome, to] of Object.entries(step.on ?? {})) out.push({ target: to, label: `on: ${outcome}`, kind: 'on' });
  out.push(...nextWays(step.next, 'next', 'next'));
  return out;
}

function nextWays(next: Next | undefined, label: string, kind: GraphEdge['kind']): WayOut[] {
  if (next === undefined) return [];
  if (typeof next === 'string') return [{ target: next, label, kind }];
  return next.map((branch) => ({
    target: branch.to,
    label: `${label === 'next' ? '' : label + ' · '}${branch.when ? `when ${branch.when}` : 'otherwise'}`,
    kind,
  }));
}
