// Builds what the studio shows from the YAML files: the compiled flow (reusing the flow compiler,
// so diagnostics are exactly flows:check's), each step's file:line, reachability, the variants with
// the settings their own file sets, coverage/flows.json when present and the state fixtures.
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parse } from 'yaml';
import { compileFlows } from '../../scripts/compiler/compileFlows.ts';
import { successors } from '../../scripts/compiler/checkGraph.ts';
import { fixtureReach } from '../../scripts/compiler/fixtureReach.ts';
import { yamlSource } from '../../scripts/compiler/yamlSource.ts';
import { MAX_VARIANT_BYTES, readContentFile } from '../../scripts/compiler/index.ts';
import { COVERAGE_FILE } from '../../scripts/conversation-tests/coverageFile.ts';
import { initialState } from '../../src/engine/initialState.ts';
import { stepKind } from '../../src/engine/stepKind.ts';
import type { ResolvedVariant, Step } from '../../src/contracts/content.ts';
import type { StepKind, StudioData, StudioFixture, StudioFlowFile, StudioStep, StudioVariant } from '../contract/studioData.ts';
import { findImplementations, messagesUsed } from './implementations.ts';
import { SAMPLE_FIXTURE, sampleState } from './sampleState.ts';

export function studioData(root: string): StudioData {
  const started = performance.now();
  const result = compileFlows({ root });
  const files: StudioFlowFile[] = [];
  const steps: Record<string, StudioStep> = {};
  const reachedWith = fixtureReach(result.flow, result.fixtures);
  // Flow files only: not flows/fixtures/ nor flows/tests/.
  for (const file of result.sources.filter((f) => /^flows\/[^/]+\.ya?ml$/.test(f))) {
    const read = readContentFile(join(root, file));
    if (!('text' in read)) continue; // replaced since the compile read it; the next compile reports it
    const source = yamlSource(file, read.text);
    const ids: string[] = [];
    for (const { key, line } of source.keysAt(['steps'])) {
      const step = result.flow.steps[key];
      if (!step || steps[key]) continue;
      ids.push(key);
      steps[key] = { id: key, file, line, step, kind: kindOf(step), unreachable: false, deadEnd: isDeadEnd(step), fixture: reachedWith[key] };
    }
    files.push({ file, phase: basename(file).replace(/\.ya?ml$/, ''), steps: ids });
  }
  const reachOrder = markUnreachable(result.flow.start, steps);
  const implementations = findImplementations(root, namesUsed(result.flow.steps));

  return {
    start: result.flow.start,
    files: inConversationOrder(files, reachOrder),
    steps,
    messages: result.flow.messages,
    variants: variantsOf(root, result.variants),
    defaults: readYaml(join(root, 'variants/defaults.yaml')) ?? {},
    diagnostics: result.diagnostics,
    coverage: readJson(join(root, COVERAGE_FILE)),
    implementations,
    messagesByName: { ...messagesUsed(root, implementations.actions), ...messagesUsed(root, implementations.validators) },
    fixtures: fixtures(result),
    compileMs: Math.round(performance.now() - started),
  };
}

/** The headline kind shown on a node: what the visitor meets at this step. An action step that
 * speaks shows as say (its texts are what the visitor reads); only a silent one is greyed as action. */
function kindOf(step: Step): StepKind {
  const kind = stepKind(step);
  return kind === 'action' && step.say ? 'say' : kind;
}

function isDeadEnd(step: Step): boolean {
  return step.end !== true && !step.input && !step.component && successors(step).length === 0;
}

/**
 * Marks the steps no path reaches and returns the reached ids in the order a conversation meets
 * them: breadth first from the start along the happy path, then the `on: error` fallbacks, then
 * the entry steps (resumed visits) not met on the way.
 */
function markUnreachable(start: string, steps: Record<string, StudioStep>): string[] {
  if (!steps[start]) return [];
  const order: string[] = [];
  const reached = new Set<string>();
  const meet = (id: string) => {
    if (!steps[id] || reached.has(id)) return;
    reached.add(id);
    order.push(id);
  };
  // Where the walk goes once the happy path is done: error fallbacks first, then resumed visits.
  const later: string[] = [];
  const entries = Object.values(steps)
    .filter((s) => s.step.entry === true)
    .map((s) => s.id);
  meet(start);
  for (let walked = 0; walked < order.length || later.length + entries.length > 0; ) {
    if (walked === order.length) {
      meet((later.shift() ?? entries.shift())!);
      continue;
    }
    const step = steps[order[walked++]].step;
    const fallbacks = errorTargets(step);
    for (const to of successors(step)) {
      if (fallbacks.has(to)) later.push(to);
      else meet(to);
    }
  }
  for (const step of Object.values(steps)) step.unreachable = !reached.has(step.id);
  return order;
}

/** Where the step and its options go on `on: error`. */
function errorTargets(step: StudioStep['step']): Set<string> {
  const routes = [step, ...(Array.isArray(step.options) ? step.options : [])];
  return new Set(routes.flatMap((route) => (isPlainObject(route) && isPlainObject(route.on) && typeof route.on.error === 'string' ? [route.on.error] : [])));
}

/** Flow files in the order the conversation first enters them (files it never enters last). */
function inConversationOrder(files: StudioFlowFile[], order: string[]): StudioFlowFile[] {
  const rank = new Map(order.map((id, index) => [id, index]));
  const firstMet = (f: StudioFlowFile) => Math.min(...f.steps.map((id) => rank.get(id) ?? Infinity));
  return [...files].sort((a, b) => firstMet(a) - firstMet(b));
}

function variantsOf(root: string, resolved: Record<string, ResolvedVariant>): Record<string, StudioVariant> {
  const out: Record<string, StudioVariant> = {};
  for (const [name, variant] of Object.entries(resolved)) {
    const file = `variants/${name}.yaml`;
    const own = readYaml(join(root, file)) ?? {};
    out[name] = {
      name,
      file,
      resolved: variant,
      own: settingPaths(own),
      extends: typeof own.extends === 'string' ? own.extends : undefined,
      textOverrides: Object.keys((variant as { texts?: object }).texts ?? {}),
      messageOverrides: Object.keys((variant as { messages?: object }).messages ?? {}),
    };
  }
  return out;
}

/** Every setting a variant file writes, as dotted paths: `gtmId`, `theme`, `theme.background`,
 * `referral.planIds.PARCELA_REDUZIDA.empresaId` (maps are merged key by key, so each is a setting). */
function settingPaths(data: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(data).flatMap(([key, value]) => [`${prefix}${key}`, ...(isPlainObject(value) ? settingPaths(value, `${prefix}${key}.`) : [])]);
}

function namesUsed(steps: Record<string, Step>): Record<'actions' | 'guards' | 'validators' | 'masks' | 'components', string[]> {
  const sets = {
    actions: new Set<string>(),
    guards: new Set<string>(),
    validators: new Set<string>(),
    masks: new Set<string>(),
    components: new Set<string>(),
  };
  const guardsOf = (next: Step['next']) => {
    if (Array.isArray(next)) for (const branch of next) if (branch.when) sets.guards.add(branch.when.replace(/^!/, ''));
  };
  for (const step of Object.values(steps)) {
    if (step.action) sets.actions.add(step.action);
    if (step.component) sets.components.add(step.component);
    if (step.input?.action) sets.actions.add(step.input.action);
    if (step.input?.mask) sets.masks.add(step.input.mask);
    for (const v of step.input?.validate ?? []) sets.validators.add(v);
    guardsOf(step.next);
    for (const option of step.options ?? []) {
      if (option.action) sets.actions.add(option.action);
      if (option.when) sets.guards.add(option.when.replace(/^!/, ''));
      guardsOf(option.next);
    }
  }
  return Object.fromEntries(Object.entries(sets).map(([k, v]) => [k, [...v].sort()])) as ReturnType<typeof namesUsed>;
}

/** The compiler's state fixtures (flows/fixtures/*.yaml, `extends` merged), then the built-in sample.
 *  Their `replay` actions need the sandbox: the inspector shows the state without them (the preview runs them). */
function fixtures(result: ReturnType<typeof compileFlows>): StudioFixture[] {
  const out: StudioFixture[] = Object.entries(result.fixtures)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, fixture]) => ({
      name,
      source: `flows/fixtures/${name}.yaml`,
      description: fixture.description,
      state: mergeDeep(initialState(), fixture.state),
    }));
  out.push({ name: SAMPLE_FIXTURE, source: 'built-in', description: 'Sample values for every field.', state: mergeDeep(initialState(), sampleState) });
  return out;
}

function mergeDeep(base: object, over: object): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = out[key];
    out[key] = isPlainObject(value) && isPlainObject(current) ? mergeDeep(current, value) : value;
  }
  return out;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function readYaml(path: string): Record<string, unknown> | undefined {
  // Through the compiler's guard: a link to /dev/zero or a folder named *.yaml is never read (issue 28 item 6).
  const read = readContentFile(path, MAX_VARIANT_BYTES);
  if (!('text' in read)) return undefined;
  try {
    const data: unknown = parse(read.text);
    return isPlainObject(data) ? data : undefined;
  } catch {
    return undefined; // the compiler already reports the file's problem
  }
}

function readJson<T>(path: string): T | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    return undefined;
  }
}
