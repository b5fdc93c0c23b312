// What the draft editor shows of one etapa beyond its texts (issue 24 item 4, the old inspector's
// developer parts): where it is written (file:line), what it asks and checks — input, validators,
// options, actions and guards, each with the file implementing it —, the etapas before and after,
// which partners read the default text and which have their own, and the example situation the
// preview opens it in (the compiler's fixtureReach). Pure but for the code files it names (read
// through the served checkout's code index, implementations.ts).
import { fixtureReach } from '../../../scripts/compiler/index.ts';
import { successors } from '../../../scripts/compiler/checkGraph.ts';
import type { CompileResult } from '../../../scripts/compiler/compileFlows.ts';
import type { RegistryKind } from '../../../scripts/compiler/registryNames.ts';
import { yamlSource } from '../../../scripts/compiler/yamlSource.ts';
import { listPartners, listSteps, partnerOverride } from './contentTexts.ts';
import type { CodeIndex } from './implementations.ts';
import { situationInWords } from './situationWords.ts';

type Files = Record<string, string>;
type Yaml = Record<string, unknown>;

/** A name a step uses and the code file behind it (null: not found). */
export interface CodeName {
  name: string;
  file: string | null;
  /** A guard written `!name`: taken when it is false. */
  negated?: boolean;
}

type Namer = (kind: RegistryKind, raw: unknown) => CodeName | null;

/** Each name with the file implementing it in the served checkout's code (`code`, its index). */
function namer(code: CodeIndex): Namer {
  return (kind, raw) => {
    if (typeof raw !== 'string' || raw === '') return null;
    const negated = raw.startsWith('!');
    const name = raw.replace(/^!/, '');
    return { name, file: code.file(kind, name), ...(negated ? { negated } : {}) };
  };
}

const isRecord = (value: unknown): value is Yaml => value !== null && typeof value === 'object' && !Array.isArray(value);

function inputOf(step: Yaml, codeName: Namer) {
  const input = step.input;
  if (!isRecord(input)) return null;
  const validate = Array.isArray(input.validate) ? input.validate : [];
  return {
    field: String(input.field ?? ''),
    kind: String(input.kind ?? 'text'),
    mask: codeName('masks', input.mask),
    action: codeName('actions', input.action),
    validators: validate.map((v) => codeName('validators', v)).filter((v): v is CodeName => v !== null),
  };
}

function optionsOf(step: Yaml, codeName: Namer) {
  if (!Array.isArray(step.options)) return [];
  return step.options.filter(isRecord).map((option, index) => ({
    index,
    label: String(option.label ?? ''),
    when: codeName('guards', option.when),
    action: codeName('actions', option.action),
    link: typeof option.link === 'string' ? option.link : null,
    to: successors({ next: option.next, on: option.on }),
  }));
}

function guardsOf(step: Yaml, codeName: Namer) {
  const next = step.next;
  const branches = Array.isArray(next) ? next.filter(isRecord) : [];
  const guards = branches.map((branch) => ({ when: codeName('guards', branch.when), to: String(branch.to ?? '') }));
  const outcomes = isRecord(step.on) ? Object.entries(step.on).map(([on, to]) => ({ on, to: String(to) })) : [];
  return { guards, outcomes };
}

/** The line of `steps.<id>` in its flow file. */
function placeOf(files: Files, flowFile: string, id: string): { file: string; line: number } {
  const text = files[flowFile] ?? '';
  const line =
    yamlSource(flowFile, text)
      .keysAt(['steps'])
      .find((key) => key.key === id)?.line ?? 1;
  return { file: flowFile, line };
}

export function stepDetails(files: Files, compiled: CompileResult, id: string, code: CodeIndex) {
  const steps = compiled.flow.steps as unknown as Record<string, Yaml>;
  const step = steps[id];
  const info = listSteps(files).find((one) => one.id === id);
  if (!step || !info) return null;
  const withTexts = new Map(listSteps(files).map((one) => [one.id, one.label]));
  const label = (other: string) => ({ id: other, label: withTexts.get(other) ?? other, hasText: withTexts.has(other) });
  const after = [...new Set(successors(step))].filter((to) => steps[to]).map(label);
  const before = Object.keys(steps)
    .filter((from) => from !== id && successors(steps[from]).includes(id))
    .map(label);
  const partners = listPartners(files);
  const own = partners.filter((p) => partnerOverride(files, p.name, id) !== undefined);
  const codeName = namer(code);
  const fixture = fixtureReach(compiled.flow, compiled.fixtures)[id] ?? null;
  return {
    id,
    label: info.label,
    place: placeOf(files, info.flowFile, id),
    action: codeName('actions', step.action),
    component: codeName('components', step.component),
    input: inputOf(step, codeName),
    options: optionsOf(step, codeName),
    ...guardsOf(step, codeName),
    before,
    after,
    audience: {
      // Partners reading the flow's default, and those with a text of their own (their file or one it extends).
      default: partners.filter((p) => !own.includes(p)).map((p) => p.name),
      own: own.map((p) => p.name),
      // The default beside each partner's own, as the old inspector showed them side by side.
      defaultTexts: info.say,
      ownTexts: Object.fromEntries(own.map((p) => [p.name, partnerOverride(files, p.name, id) ?? []])),
    },
    situation: fixture ? { name: fixture, words: situationInWords(fixture, compiled.fixtures[fixture]) } : null,
  };
}

export type StepDetails = NonNullable<ReturnType<typeof stepDetails>>;
