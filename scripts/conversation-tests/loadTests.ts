// Reads conversation test files (flows/tests/*.yaml) with positions, validates them against
// schemas/conversation-test.schema.json and against the compiled flow (step ids, option labels,
// components, routes), so a mistake in a test is reported at file:line:col with a did-you-mean,
// like a mistake in a flow.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Diagnostic } from '../compiler/diagnostics.ts';
import { suggestion } from '../../src/text/didYouMean.ts';
import { schemaCheck, schemaProblems } from '../compiler/schemaCheck.ts';
import { stateShape } from '../compiler/stateShape.ts';
import { readContentFile } from '../compiler/readContent.ts';
import { refusedSource, yamlSource, type DataPath, type YamlSource } from '../compiler/yamlSource.ts';
import type { CompiledFlow, ResolvedVariant } from '../../src/contracts/content.ts';

/** Where editors keep their tests, relative to the project root. */
export const TESTS_DIR = 'flows/tests';

export const MOVES = ['type', 'click', 'choose', 'reload', 'sandbox'] as const;
export const CHECKS = ['said', 'bot', 'no bot', 'at', 'options', 'error', 'state', 'event', 'request', 'opened'] as const;
export type ItemKind = (typeof MOVES)[number] | (typeof CHECKS)[number];

/** A failing API path: a status, or a status with the body the app reads. */
export type FailingCall = number | { status: number; body?: Record<string, unknown> };

export interface SandboxSituation {
  fail?: Record<string, FailingCall>;
  /** The test reads an answer field only the sandbox adds: skipped against the strict-spec sandbox. */
  additions?: boolean;
}

export interface TestItem {
  kind: ItemKind;
  value: unknown;
  file: string;
  line: number;
  col: number;
}

export interface ConversationTest {
  name: string;
  file: string;
  line: number;
  col: number;
  route: string;
  sandbox?: SandboxSituation;
  skip?: string;
  items: TestItem[];
}

export interface LoadedTests {
  tests: ConversationTest[];
  diagnostics: Diagnostic[];
  /** Files read, relative to root. */
  files: string[];
}

/** What a test may refer to: the compiled flow and the resolved variants. */
export interface TestTargets {
  flow: CompiledFlow;
  variants: Record<string, ResolvedVariant>;
}

/** Reads every .yaml under root/flows/tests (or the given in-memory files) and checks them. */
export function loadTests(root: string, targets: TestTargets, files?: Record<string, string>): LoadedTests {
  const sources = readSources(root, files);
  const diagnostics: Diagnostic[] = [...schemaProblems().filter((d) => d.file.includes('conversation-test'))];
  const tests: ConversationTest[] = [];
  for (const source of sources) {
    diagnostics.push(...source.diagnostics.map(withQuoteHint));
    if (source.data === undefined) continue;
    const schemaErrors = schemaCheck(source, 'conversationTest', (path) => describe(path));
    diagnostics.push(...schemaErrors);
    if (schemaErrors.length > 0) continue;
    const data = source.data as { tests: Record<string, RawTest> };
    if (data.tests === undefined) continue;
    for (const [name, raw] of Object.entries(data.tests)) {
      const test = toTest(source, name, raw);
      diagnostics.push(...checkReferences(source, test, raw, targets));
      tests.push(test);
    }
  }
  return { tests, diagnostics, files: sources.map((s) => s.file) };
}

type RawItem = Record<string, unknown> | RawItem[];

interface RawTest {
  route?: string;
  sandbox?: SandboxSituation;
  skip?: string;
  steps: RawItem[];
}

/** Items in order with their data paths; a nested list (an alias to a shared path) runs in place. */
function flatten(items: readonly RawItem[], path: DataPath): Array<{ item: Record<string, unknown>; path: DataPath }> {
  return items.flatMap((item, i) => (Array.isArray(item) ? flatten(item, [...path, i]) : [{ item, path: [...path, i] }]));
}

function toTest(source: YamlSource, name: string, raw: RawTest): ConversationTest {
  const at = source.at(['tests', name], 'key');
  const items = flatten(raw.steps, ['tests', name, 'steps']).map(({ item, path }): TestItem => {
    const [kind, value] = Object.entries(item)[0] as [ItemKind, unknown];
    return { kind, value, file: source.file, ...source.at(path, 'value') };
  });
  return { name, file: source.file, ...at, route: raw.route ?? '/', sandbox: raw.sandbox, skip: raw.skip, items };
}

/** Names a test refers to that the flow or the variants do not have, with the nearest one. */
function checkReferences(source: YamlSource, test: ConversationTest, raw: RawTest, targets: TestTargets): Diagnostic[] {
  const out: Diagnostic[] = [];
  const prefix = `test "${test.name}": `;
  const testPath: DataPath = ['tests', test.name];
  const routes = Object.values(targets.variants).map((v) => v.route ?? '/');
  if (!routes.includes(test.route)) {
    const message = `${prefix}no variant has the route "${test.route}"${suggestion(test.route, routes)}`;
    out.push(source.report([...testPath, 'route'], 'error', { code: 'test.route-unknown', message, args: { test: test.name, name: test.route } }));
  }
  const steps = targets.flow.steps;
  const stepIds = Object.keys(steps);
  const allLabels = new Set(Object.values(steps).flatMap((s) => (s.options ?? []).map((o) => o.label)));
  const components = new Set(Object.values(steps).flatMap((s) => (s.component ? [s.component] : [])));
  // The step the test last said the bot waits on, to check the next click against its options.
  let knownStep: string | undefined;
  flatten(raw.steps, [...testPath, 'steps']).forEach(({ item, path: itemPath }) => {
    const [kind, value] = Object.entries(item)[0];
    const path: DataPath = [...itemPath, kind];
    const noStep = (name: string) => ({
      code: 'test.step-unknown',
      message: `${prefix}no step "${name}" in the flows${suggestion(name, stepIds)}`,
      args: { test: test.name, name },
    });
    if (kind === 'said' && typeof value === 'string' && !steps[value]) {
      out.push(source.report(path, 'error', noStep(value)));
    }
    if (kind === 'at' && typeof value === 'string') {
      if (!steps[value]) out.push(source.report(path, 'error', noStep(value)));
      knownStep = steps[value] ? value : undefined;
      return;
    }
    if (kind === 'click' && typeof value === 'string') {
      const offered = knownStep ? (steps[knownStep].options ?? []).map((o) => o.label) : undefined;
      if (offered && offered.length > 0 && !offered.includes(value)) {
        out.push(
          source.report(path, 'error', {
            code: 'test.option-unknown',
            message: `${prefix}step "${knownStep}" offers no option "${value}"${suggestion(value, offered)} (it offers: ${offered.join(', ')})`,
            args: { test: test.name, name: value, offered: offered.join(', ') },
          }),
        );
      } else if (!offered?.length && !allLabels.has(value)) {
        const message = `${prefix}no step offers an option "${value}"${suggestion(value, allLabels)}`;
        out.push(source.report(path, 'error', { code: 'test.option-unknown', message, args: { test: test.name, name: value } }));
      }
    }
    if (kind === 'state' && value && typeof value === 'object') {
      const shape = stateShape();
      for (const key of Object.keys(value)) {
        if (shape.paths.has(key)) continue;
        const message = `${prefix}no state field "${key}"${suggestion(key, shape.fields)}`;
        out.push(source.report([...path, key], 'error', { code: 'test.field-unknown', message, args: { test: test.name, name: key } }, 'key'));
      }
    }
    if (kind === 'choose' && value && typeof value === 'object') {
      const component = String((value as { component: unknown }).component);
      if (!components.has(component)) {
        const message = `${prefix}no step shows a component "${component}"${suggestion(component, components)}`;
        out.push(source.report([...path, 'component'], 'error', { code: 'test.component-unknown', message, args: { test: test.name, name: component } }));
      }
    }
    // After a move the conversation moves on: the next click is checked against every label.
    if ((MOVES as readonly string[]).includes(kind)) knownStep = undefined;
  });
  return out;
}

/** The YAML error editors meet most: an unquoted text with ": " in it. */
function withQuoteHint(d: Diagnostic): Diagnostic {
  if (!/Nested mappings are not allowed|Implicit map keys need to be/.test(d.message)) return d;
  return { ...d, message: `${d.message} (a text with ": " in it must be in quotes: - bot: "Anotei: ...")` };
}

/** "test \"x\" step 3: " for schema messages. */
function describe(path: DataPath): string {
  if (path[0] !== 'tests' || path.length < 2) return '';
  const name = `test "${String(path[1])}"`;
  if (path[2] === 'steps' && path.length > 3) return `${name}, item ${Number(path[3]) + 1}: `;
  return `${name}: `;
}

function readSources(root: string, files?: Record<string, string>): YamlSource[] {
  if (files) {
    return Object.entries(files)
      .filter(([path]) => path.startsWith(TESTS_DIR + '/') && isYaml(path))
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([path, text]) => yamlSource(path, text));
  }
  const dir = join(root, TESTS_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter(isYaml)
    .sort()
    .map((name) => {
      const file = `${TESTS_DIR}/${name.split('\\').join('/')}`;
      // Checked before it is read: a link, a folder or a file that is not UTF-8 is refused (readContent.ts).
      const read = readContentFile(join(root, file));
      return 'text' in read ? yamlSource(file, read.text) : refusedSource(file, read.problem, read);
    });
}

function isYaml(path: string): boolean {
  return path.endsWith('.yaml') || path.endsWith('.yml');
}
