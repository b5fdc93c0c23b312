// Step and branch coverage of the flows by the conversation tests. A step is covered when a test
// entered it. Branches are every way out of a step the flow writes: each option, each `on:`
// outcome, each `next` (each `when` entry of a list, and its fallback). A branch is covered when
// a test went from its step to its target that way; the runner records which step was entered
// from which step and option, and the target tells which branch was taken (`on:` first, then
// `next`, when both lead to the same step).
import type { Step } from '../../src/contracts/content.ts';
import type { CompiledFlow } from '../../src/contracts/content.ts';
import type { DataPath, YamlSource } from '../compiler/yamlSource.ts';
import type { Trace } from './runTest.ts';

export interface Position {
  file: string;
  line: number;
  col: number;
}

export interface StepCoverage extends Position {
  id: string;
  hits: number;
}

export interface BranchCoverage extends Position {
  step: string;
  /** option | on | next */
  kind: 'option' | 'on' | 'next';
  /** Human name: `option "TENHO"`, `on error → error-general`, `next when asksPlanType → lead-select-plan`. */
  name: string;
  /** Target step; absent for an option that only opens a link. */
  to?: string;
  hits: number;
}

export interface Ratio {
  covered: number;
  total: number;
  percent: number;
}

export interface CoverageReport {
  totals: { steps: Ratio; branches: Ratio };
  files: Record<string, { steps: Ratio; branches: Ratio }>;
  /** Per variant file name: its route, how many tests ran it, the steps they entered and the branches they took. */
  variants: Record<string, { route: string; tests: number; steps: Ratio; branches: Ratio }>;
  steps: StepCoverage[];
  branches: BranchCoverage[];
}

export interface CoverageInput {
  flow: CompiledFlow;
  /** The flow files, parsed with positions (to report file:line of each step and branch). */
  sources: YamlSource[];
  runs: Array<{ variant?: string; route: string; trace: Trace }>;
}

interface Branch extends BranchCoverage {
  /** Option index, for option branches and the on/next branches under an option. */
  option?: number;
}

export function coverage(input: CoverageInput): CoverageReport {
  const { flow, sources, runs } = input;
  const where = stepSources(sources);
  // A step is shown at its id (the key), a branch at its value.
  const position = (step: string, path: DataPath): Position => {
    const source = where.get(step);
    return source ? { file: source.file, ...source.at(['steps', step, ...path], path.length === 0 ? 'key' : 'value') } : { file: '?', line: 0, col: 0 };
  };
  const steps = new Map<string, StepCoverage>();
  const branches = new Map<string, Branch[]>();
  for (const [id, step] of Object.entries(flow.steps)) {
    steps.set(id, { id, ...position(id, []), hits: 0 });
    branches.set(id, branchesOf(id, step, position));
  }

  const perVariant = new Map<string, { route: string; tests: number; entered: Set<string>; taken: Set<Branch> }>();
  for (const run of runs) {
    const key = run.variant ?? run.route;
    const entry = perVariant.get(key) ?? { route: run.route, tests: 0, entered: new Set<string>(), taken: new Set<Branch>() };
    entry.tests++;
    perVariant.set(key, entry);
    for (const { step, option } of run.trace.clicks) {
      const hit = branches.get(step)?.find((b) => b.kind === 'option' && b.option === option);
      if (hit) {
        hit.hits++;
        entry.taken.add(hit);
      }
    }
    for (const { from, to, option } of run.trace.transitions) {
      const entered = steps.get(to);
      if (entered) entered.hits++;
      entry.entered.add(to);
      if (from === null) continue;
      const out = branches.get(from) ?? [];
      // Under the clicked option first (its own on/next), then the step's.
      const candidates =
        option === undefined
          ? out.filter((b) => b.option === undefined && b.kind !== 'option')
          : [...out.filter((b) => b.option === option && b.kind !== 'option'), ...out.filter((b) => b.option === undefined && b.kind === 'next')];
      const taken = candidates.find((b) => b.kind === 'on' && b.to === to) ?? candidates.find((b) => b.to === to);
      if (taken) {
        taken.hits++;
        entry.taken.add(taken);
      }
    }
  }

  const stepList = [...steps.values()];
  const branchCount = [...branches.values()].reduce((sum, list) => sum + list.length, 0);
  const branchList = [...branches.values()].flat().map(({ option: _option, ...b }) => b);
  const files: CoverageReport['files'] = {};
  for (const file of new Set([...stepList.map((s) => s.file)])) {
    files[file] = {
      steps: ratio(stepList.filter((s) => s.file === file)),
      branches: ratio(branchList.filter((b) => b.file === file)),
    };
  }
  const variants: CoverageReport['variants'] = {};
  for (const [name, entry] of perVariant) {
    variants[name] = {
      route: entry.route,
      tests: entry.tests,
      steps: toRatio(entry.entered.size, stepList.length),
      branches: toRatio(entry.taken.size, branchCount),
    };
  }
  return { totals: { steps: ratio(stepList), branches: ratio(branchList) }, files, variants, steps: stepList, branches: branchList };
}

function branchesOf(id: string, step: Step, position: (step: string, path: DataPath) => Position): Branch[] {
  const out: Branch[] = [];
  const add = (branch: Omit<Branch, 'step' | 'hits' | keyof Position>, path: DataPath) => out.push({ step: id, hits: 0, ...position(id, path), ...branch });
  (step.options ?? []).forEach((option, i) => {
    const target = typeof option.next === 'string' ? option.next : undefined;
    add({ kind: 'option', name: `option "${option.label}"${option.link ? ` (opens ${option.link})` : ''}`, to: target, option: i }, ['options', i, 'label']);
    for (const [outcome, to] of Object.entries(option.on ?? {}))
      add({ kind: 'on', name: `option "${option.label}" on ${outcome} → ${to}`, to, option: i }, ['options', i, 'on', outcome]);
    if (Array.isArray(option.next)) {
      option.next.forEach((entry, j) =>
        add({ kind: 'next', name: `option "${option.label}" ${nextName(entry)}`, to: entry.to, option: i }, ['options', i, 'next', j]),
      );
    }
  });
  for (const [outcome, to] of Object.entries(step.on ?? {})) add({ kind: 'on', name: `on ${outcome} → ${to}`, to }, ['on', outcome]);
  if (typeof step.next === 'string') add({ kind: 'next', name: `next → ${step.next}`, to: step.next }, ['next']);
  else if (Array.isArray(step.next)) step.next.forEach((entry, j) => add({ kind: 'next', name: nextName(entry), to: entry.to }, ['next', j]));
  return out;
}

function nextName(entry: { when?: string; to: string }): string {
  return entry.when ? `next when ${entry.when} → ${entry.to}` : `next otherwise → ${entry.to}`;
}

function stepSources(sources: YamlSource[]): Map<string, YamlSource> {
  const map = new Map<string, YamlSource>();
  for (const source of sources) {
    const steps = (source.data as { steps?: Record<string, unknown> } | undefined)?.steps;
    for (const id of Object.keys(steps ?? {})) if (!map.has(id)) map.set(id, source);
  }
  return map;
}

function ratio(items: ReadonlyArray<{ hits: number }>): Ratio {
  return toRatio(items.filter((i) => i.hits > 0).length, items.length);
}

export function toRatio(covered: number, total: number): Ratio {
  return { covered, total, percent: total === 0 ? 100 : Math.floor((covered / total) * 1000) / 10 };
}
