// The flow compiler: reads flows/*.yaml and variants/*.yaml under a root, validates them against
// the schemas, resolves every name, and returns the compiled flow, the resolved variants and
// every problem found (with file:line:col). Used by the CLI (npm run flows:check), the type
// generator (npm run flows:types) and the Vite plugin.
import { formatters as engineFormatters } from '../../src/engine/formatters.ts';
import type { CompiledFlow, ResolvedVariant, StateFixture, Step } from '../../src/contracts/content.ts';
import { compileFixtures, FIXTURES_DIR } from './compileFixtures.ts';
import { checkGraph } from './checkGraph.ts';
import { checkUnused } from './checkUnused.ts';
import { checkSteps, isRecord, type StepEntry } from './checkSteps.ts';
import { type Diagnostic, sortDiagnostics, strictify } from './diagnostics.ts';
import { suggestion } from '../../src/text/didYouMean.ts';
import type { RegistryKind, RegistryNames } from './registryNames.ts';
import { resolveVariantsWith, variantName } from './resolveVariants.ts';
import { checkContentRules } from './contentRules.ts';
import { checkErrorSteps } from './checkErrorSteps.ts';
import { schemaCheck, schemaProblems } from './schemaCheck.ts';
import { stateShape } from './stateShape.ts';
import { collectUiCopy } from './uiCopy.ts';
import { type DataPath, refusedSource, yamlSource, type YamlSource } from './yamlSource.ts';
import { readContentDir } from './readContent.ts';
import { checkTextLimits } from './textLimits.ts';
import { checkLinkSettings } from './linkSettings.ts';
import { MAX_VARIANT_BYTES } from './yamlLimits.ts';

export interface CompileOptions {
  /** Directory holding flows/ and variants/. */
  root: string;
  /** Registered names to resolve against; kinds left out are not checked. */
  registries?: RegistryNames;
  /** In-memory sources (path relative to root, e.g. flows/intro.yaml → text), read instead of the disk. */
  files?: Record<string, string>;
  /** Report warnings as errors. */
  strict?: boolean;
}

export interface CompileResult {
  /** The merged flow; variant text overrides are not applied (the runtime applies the resolved variant's). */
  flow: CompiledFlow;
  /** Keyed by variant file name (variants/99-pay.yaml → "99-pay"), defaults merged in; defaults itself excluded. */
  variants: Record<string, ResolvedVariant>;
  /** State fixtures for opening the chat at any step in development (flows/fixtures/*.yaml), by name. */
  fixtures: Record<string, StateFixture>;
  /** Sorted by file and position. */
  diagnostics: Diagnostic[];
  /** The ui copy ids of the first-screen group (the rest of flow.ui loads with the rest of the flow). */
  uiFirstScreen: string[];
  /** The ui copy ids only the development server shows (a build leaves them out). */
  uiDevOnly: string[];
  /** The files read, relative to root (not those refused unread: a link, a folder, a device, too big, not UTF-8). */
  sources: string[];
}

export function compileFlows(options: CompileOptions): CompileResult {
  const sources = readSources(options.root, options.files);
  const { flows } = sources;
  const out: Diagnostic[] = fileProblems(sources);
  const registries = options.registries ?? {};
  const formatters = registries.formatters ?? Object.keys(engineFormatters);
  const shape = stateShape();

  const { steps, compiled } = collectSteps(flows, out);
  const stepIds = [...steps.keys()];
  const messages = collectMessages(flows, out);
  const { texts: ui, firstScreen: uiFirstScreen, devOnly: uiDevOnly } = collectUiCopy(flows, out);
  // With a flow file unreadable its steps are unknown: checks that need every step id would
  // only add noise to the syntax error, so they wait for the next run.
  const complete = flows.every((s) => s.data !== undefined);

  const start = complete ? findStart(flows, steps, stepIds, out) : undefined;
  const registrySets = registrySetsOf(registries);
  checkSteps({ steps, stepIds, complete, registries: registrySets, outcomes: registries.outcomes ?? {}, formatters, shape, out });
  if (complete) checkGraph(start, steps, out);
  if (complete) checkErrorSteps(steps, out);
  // Only with every step read: a flow file that failed to parse may be the one naming it.
  const messageIds = Object.keys(messages);
  const { variants, merger } = resolveVariantsWith(sources.variants, {
    stepIds,
    stepSet: complete ? new Set(stepIds) : undefined,
    messageIds,
    messageSet: complete ? new Set(messageIds) : undefined,
    // With a flow file unreadable, ids it defines would look unknown (like stepSet).
    defaults: complete ? { texts: Object.fromEntries(Object.entries(compiled).map(([id, step]) => [id, step.say])), messages, ui } : undefined,
    formatters,
    out,
  });
  // The content rules read every variant's greeting: with a flow file unreadable it is unknown.
  if (complete) checkContentRules(options.root, { steps, variants, merger, out });

  const fixtures = compileFixtures(sources.fixtures, registrySets.actions, out);
  const fixtureActions = Object.values(fixtures).flatMap((f) => f.replay.map((r) => r.action));
  if (complete && options.registries) checkUnused({ start: start ?? '', steps: compiled, messages }, registries, options.root, out, fixtureActions);

  const sorted = sortDiagnostics(out);
  return {
    flow: { start: start ?? '', steps: compiled, messages, ui },
    variants,
    fixtures,
    diagnostics: options.strict ? strictify(sorted) : sorted,
    uiFirstScreen,
    uiDevOnly,
    sources: [...flows, ...sources.variants, ...sources.fixtures].filter((s) => !s.refused).map((s) => s.file),
  };
}

/** What each file shows on its own: the schemas themselves, YAML syntax, and each file against its schema. */
function fileProblems({ flows, variants, fixtures }: Sources): Diagnostic[] {
  const out: Diagnostic[] = [...schemaProblems()];
  for (const source of [...flows, ...variants]) out.push(...source.diagnostics);
  // Lengths and control characters in every text, links in every variant setting (issue 28 item 6).
  for (const source of flows) checkTextLimits(source, 'flow', out);
  for (const source of fixtures) checkTextLimits(source, 'fixture', out);
  for (const source of variants) {
    checkTextLimits(source, 'variant', out);
    checkLinkSettings(source, variantName(source.file), out);
  }
  for (const source of flows) {
    if (source.data !== undefined) out.push(...schemaCheck(source, 'flow', describeFlowPath));
  }
  for (const source of variants) {
    const prefix = `variant "${variantName(source.file)}": `;
    if (source.data !== undefined) out.push(...schemaCheck(source, 'variant', (path) => prefix + renderPath(path, ': ')));
  }
  if (flows.length === 0) {
    out.push({ file: 'flows', line: 1, col: 1, severity: 'error', message: 'no flow files found (flows/*.yaml)', code: 'flow.none' });
  }
  return out;
}

/** The step table across files; ids are unique across the whole flow. */
function collectSteps(flows: readonly YamlSource[], out: Diagnostic[]): { steps: Map<string, StepEntry>; compiled: Record<string, Step> } {
  const steps = new Map<string, StepEntry>();
  const compiled: Record<string, Step> = {};
  for (const source of flows) {
    const data = source.data;
    if (!isRecord(data) || !isRecord(data.steps)) continue;
    for (const { key, line, col } of source.keysAt(['steps'])) {
      const first = steps.get(key);
      if (first) {
        const at = first.source.at(['steps', key], 'key');
        const message = `duplicate step id "${key}": also defined at ${first.source.file}:${at.line}:${at.col}`;
        out.push({ file: source.file, line, col, severity: 'error', message, code: 'flow.duplicate-step', args: { step: key, file: first.source.file } });
        continue;
      }
      steps.set(key, { source, step: data.steps[key] });
      compiled[key] = data.steps[key] as Step;
    }
  }
  return { steps, compiled };
}

/** The registered names per kind, as sets; a kind left out is not checked. */
function registrySetsOf(registries: RegistryNames): Partial<Record<RegistryKind, ReadonlySet<string>>> {
  const sets: Partial<Record<RegistryKind, ReadonlySet<string>>> = {};
  for (const kind of ['actions', 'guards', 'validators', 'masks', 'components'] as const) {
    const names = registries[kind];
    if (names) sets[kind] = new Set(names);
  }
  return sets;
}

/** Field messages across files (flows/messages.yaml by convention); ids are unique like step ids. */
function collectMessages(flows: readonly YamlSource[], out: Diagnostic[]): Record<string, string> {
  const messages: Record<string, string> = {};
  const seen = new Map<string, YamlSource>();
  for (const source of flows) {
    const data = source.data;
    if (!isRecord(data) || !isRecord(data.messages)) continue;
    for (const { key, line, col } of source.keysAt(['messages'])) {
      const first = seen.get(key);
      if (first) {
        const at = first.at(['messages', key], 'key');
        const message = `duplicate message id "${key}": also defined at ${first.file}:${at.line}:${at.col}`;
        out.push({ file: source.file, line, col, severity: 'error', message, code: 'flow.duplicate-message', args: { name: key, file: first.file } });
        continue;
      }
      seen.set(key, source);
      const text = data.messages[key];
      if (typeof text === 'string') messages[key] = text;
    }
  }
  return messages;
}

/** Exactly one flow file declares start, and it names a step. */
function findStart(flows: readonly YamlSource[], steps: ReadonlyMap<string, StepEntry>, stepIds: readonly string[], out: Diagnostic[]): string | undefined {
  const declared = flows.filter((s) => isRecord(s.data) && s.data.start !== undefined);
  if (declared.length === 0) {
    if (flows.length > 0) {
      out.push({ file: flows[0].file, line: 1, col: 1, severity: 'error', message: 'no flow file declares start: (exactly one must)', code: 'flow.no-start' });
    }
    return undefined;
  }
  const [first, ...others] = declared;
  const at = first.at(['start'], 'key');
  for (const other of others) {
    out.push(
      other.report(
        ['start'],
        'error',
        {
          code: 'flow.start-twice',
          message: `start is declared again; first declared at ${first.file}:${at.line}:${at.col} (exactly one flow file declares it)`,
          args: { file: first.file },
        },
        'key',
      ),
    );
  }
  const start = (first.data as Record<string, unknown>).start;
  if (typeof start !== 'string') return undefined;
  if (!steps.has(start)) {
    out.push(
      first.report(['start'], 'error', {
        code: 'flow.start-unknown',
        message: `start → "${start}" is not a step${suggestion(start, stepIds)}`,
        args: { name: start },
      }),
    );
    return undefined;
  }
  return start;
}

interface Sources {
  flows: YamlSource[];
  variants: YamlSource[];
  fixtures: YamlSource[];
}

function readSources(root: string, files?: Record<string, string>): Sources {
  const list = (dir: string, maxBytes?: number): YamlSource[] => {
    if (files) {
      return Object.entries(files)
        .filter(([path]) => isYamlIn(dir, path))
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([file, text]) => yamlSource(file, text, maxBytes));
    }
    // Each path is checked before it is read: a link, a folder, a device or bytes that are not UTF-8 are refused (readContent.ts).
    return readContentDir(root, dir, maxBytes).map(([file, read]) =>
      'text' in read ? yamlSource(file, read.text, maxBytes) : refusedSource(file, read.problem, read),
    );
  };
  return { flows: list('flows'), variants: list('variants', MAX_VARIANT_BYTES), fixtures: list(FIXTURES_DIR) };
}

function isYamlIn(dir: string, path: string): boolean {
  return path.startsWith(dir + '/') && !path.slice(dir.length + 1).includes('/') && /\.ya?ml$/.test(path);
}

/** Context for a schema problem in a flow file: `step "x": options[0].next: `. */
function describeFlowPath(path: DataPath): string {
  if (path[0] === 'steps' && path.length >= 2) return `step "${path[1]}": ` + renderPath(path.slice(2), ': ');
  return renderPath(path, ': ');
}

/** ['options', 0, 'next'] → "options[0].next". */
export function renderPath(path: DataPath, suffix = ''): string {
  if (path.length === 0) return '';
  let text = '';
  for (const segment of path) {
    text += typeof segment === 'number' || /^\d+$/.test(segment) ? `[${segment}]` : text === '' ? segment : `.${segment}`;
  }
  return text + suffix;
}
