// Validates parsed YAML against the JSON Schemas with ajv (every error at once) and turns each
// error into a diagnostic at the YAML node it is about, worded for an editor.
import Ajv2020 from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import flowSchema from '../../schemas/flow.schema.json' with { type: 'json' };
import variantSchema from '../../schemas/variant.schema.json' with { type: 'json' };
import conversationTestSchema from '../../schemas/conversation-test.schema.json' with { type: 'json' };
import planTypeSchema from '../../schemas/plan-type.schema.json' with { type: 'json' };
import fixtureSchema from '../../schemas/fixture.schema.json' with { type: 'json' };
import stateSchema from '../../schemas/state.schema.json' with { type: 'json' };
import catalogueResponseSchema from '../../schemas/api/catalogo.response.schema.json' with { type: 'json' };
import categoryResponseSchema from '../../schemas/api/categoria.response.schema.json' with { type: 'json' };
import type { Diagnostic } from './diagnostics.ts';
import { suggestion } from '../../src/text/didYouMean.ts';
import { KIND_KEYS } from '../../src/engine/stepKind.ts';
import type { DataPath, YamlSource } from './yamlSource.ts';

export type SchemaKind = 'flow' | 'variant' | 'conversationTest' | 'fixture' | 'state';

const SCHEMAS: Record<SchemaKind, { file: string; schema: object }> = {
  flow: { file: 'schemas/flow.schema.json', schema: flowSchema },
  variant: { file: 'schemas/variant.schema.json', schema: variantSchema },
  conversationTest: { file: 'schemas/conversation-test.schema.json', schema: conversationTestSchema },
  fixture: { file: 'schemas/fixture.schema.json', schema: fixtureSchema },
  state: { file: 'schemas/state.schema.json', schema: stateSchema },
};
const validators: Partial<Record<SchemaKind, ValidateFunction>> = {};

/** Compiles the schemas once; a schema ajv rejects is reported as a problem, not thrown. */
export function schemaProblems(): Diagnostic[] {
  // strict catches mistakes in the schemas themselves; verbose gives parentSchema, used to
  // suggest the allowed key nearest to an unknown one.
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true, verbose: true });
  // Shared vocabularies the schemas $ref (resolved by their $id).
  addFormats(ajv);
  // The state schema's catalogue slice reuses the API's response items.
  for (const shared of [planTypeSchema, catalogueResponseSchema, categoryResponseSchema]) {
    if (!ajv.getSchema(shared.$id)) ajv.addSchema(shared);
  }
  // tsType is read by json-schema-to-typescript (the step kinds' exact types), not a validation rule.
  ajv.addKeyword({ keyword: 'tsType', schemaType: 'string' });
  const problems: Diagnostic[] = [];
  for (const kind of Object.keys(SCHEMAS) as SchemaKind[]) {
    if (validators[kind]) continue;
    try {
      validators[kind] = ajv.compile(SCHEMAS[kind].schema);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      problems.push({
        file: SCHEMAS[kind].file,
        line: 1,
        col: 1,
        severity: 'error',
        message: `schema rejected by ajv (strict): ${message}`,
        code: 'schema.rejected',
      });
    }
  }
  return problems;
}

/** Where the validated value sits in a file when it is not the whole file (a fixture's merged `state`). */
export interface SchemaView {
  data: unknown;
  /** Path of the value in the file; problems are reported at this path plus theirs. */
  at: DataPath;
}

/** Diagnostics for every schema violation in one file; `describe` names the context ("step \"x\""). */
export function schemaCheck(source: YamlSource, kind: SchemaKind, describe: (path: DataPath) => string, view?: SchemaView): Diagnostic[] {
  const validate = validators[kind];
  if (!validate || validate(view ? view.data : source.data)) return [];
  const seen = new Set<string>();
  const out: Diagnostic[] = [];
  for (const error of simplify(validate.errors ?? [])) {
    const found = locate(error);
    const located = view ? { ...found, path: [...view.at, ...found.path] } : found;
    // An unknown or badly named key is described from the map holding it.
    const context = describe(located.target === 'key' && error.keyword !== 'required' ? located.path.slice(0, -1) : located.path);
    const { code, args } = located;
    const diagnostic = source.report(located.path, 'error', { code, message: context + located.message, ...(args ? { args } : {}) }, located.target);
    const key = `${diagnostic.line}:${diagnostic.col}:${diagnostic.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push(diagnostic);
    }
  }
  return out;
}

interface Located {
  path: DataPath;
  target: 'key' | 'value';
  message: string;
  code: string;
  args?: Record<string, string>;
}

function locate(error: ErrorObject): Located {
  const path = pointer(error.instancePath);
  const params = error.params as Record<string, unknown>;
  const parent = error.parentSchema as Record<string, unknown> | undefined;
  switch (error.keyword) {
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      const allowed = Object.keys((parent?.properties as object | undefined) ?? {});
      const hint = suggestion(key, allowed) || (allowed.length > 0 ? ` (allowed: ${allowed.join(', ')})` : '');
      return { path: [...path, key], target: 'key', message: `unknown key "${key}"${hint}`, code: 'schema.unknown-key', args: { name: key } };
    }
    case 'required': {
      const name = String(params.missingProperty);
      return { path, target: 'key', message: `missing required key "${name}"`, code: 'schema.missing-key', args: { name } };
    }
    case 'propertyNames': {
      const key = String(params.propertyName);
      const pattern = ((parent?.propertyNames as Record<string, unknown> | undefined)?.pattern as string) ?? '';
      return { path: [...path, key], target: 'key', message: `key "${key}" ${describePattern(pattern)}`, code: 'schema.bad-key', args: { name: key } };
    }
    case 'pattern': {
      const message = `${JSON.stringify(error.data)} ${describePattern(String(params.pattern))}`;
      return { path, target: 'value', message, code: 'schema.pattern', args: { value: String(error.data) } };
    }
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map(String);
      const hint = typeof error.data === 'string' ? suggestion(error.data, allowed) : '';
      const message = `${JSON.stringify(error.data)} must be one of ${allowed.map((a) => `"${a}"`).join(', ')}${hint}`;
      return { path, target: 'value', message, code: 'schema.not-allowed', args: { value: String(error.data), allowed: allowed.join(', ') } };
    }
    case 'maxProperties': {
      const message = `has more than ${String(params.limit)} key${params.limit === 1 ? '' : 's'}: write one per list item`;
      return { path, target: 'value', message, code: 'schema.too-many-keys' };
    }
    case 'type':
      return { path, target: 'value', message: `must be ${describeTypes(String(params.type).split(','))}`, code: 'schema.wrong-type' };
    case 'stepKind': {
      // Pointed at the second kind key: the first one usually is what the step was meant to be.
      const { keys, message } = stepKindMessage(error.data);
      const code = 'schema.step-kind';
      return keys.length > 1 ? { path: [...path, keys[1]], target: 'key', message, code } : { path, target: 'key', message, code };
    }
    case 'oneOf':
      return { path, target: 'value', message: `must be ${describeTypes((params.types as string[] | undefined) ?? [])}`, code: 'schema.wrong-type' };
    default:
      return { path, target: 'value', message: error.message ?? error.keyword, code: 'schema.invalid' };
  }
}

/** Collapses the noise ajv reports for a failed oneOf (one error per branch) into what the editor
 * meant: if a branch got deeper than the oneOf itself (a list of branches with a bad key), keep
 * that branch's errors; if a branch matched the type but failed another rule, keep that; else say
 * which types are accepted. Also drops the inner errors of propertyNames (reported on their own). */
function simplify(errors: readonly ErrorObject[]): ErrorObject[] {
  const dropped = new Set<ErrorObject>();
  const replaced = new Map<ErrorObject, ErrorObject>();
  for (const error of errors) {
    if ((error as { propertyName?: string }).propertyName !== undefined) dropped.add(error);
    if (error.keyword !== 'oneOf') continue;
    if ((error.parentSchema as { title?: unknown } | undefined)?.title === 'Step') {
      // One message naming the keys that clash, instead of one "missing" per kind tried.
      for (const e of errors) if (e.schemaPath.startsWith(error.schemaPath + '/') && e.instancePath === error.instancePath) dropped.add(e);
      replaced.set(error, { ...error, keyword: 'stepKind' });
      continue;
    }
    const branches = errors.filter((e) => e !== error && e.schemaPath.startsWith(error.schemaPath + '/') && within(e.instancePath, error.instancePath));
    if (branches.length === 0) continue;
    const deeper = branches.filter((e) => e.instancePath !== error.instancePath);
    const typed = branches.filter((e) => e.keyword !== 'type');
    const keep = deeper.length > 0 ? deeper : typed;
    for (const branch of branches) if (!keep.includes(branch)) dropped.add(branch);
    if (keep.length > 0) dropped.add(error);
    else {
      const types = branches.flatMap((b) => String((b.params as { type?: string }).type ?? '').split(',')).filter(Boolean);
      replaced.set(error, { ...error, params: { ...error.params, types } });
    }
  }
  return errors.filter((e) => !dropped.has(e)).map((e) => replaced.get(e) ?? e);
}

/** The kind keys a step combines, and the sentence an editor reads. */
function stepKindMessage(step: unknown): { keys: string[]; message: string } {
  // In the order written, so the message points at the key added second.
  const keys = step !== null && typeof step === 'object' ? Object.keys(step).filter((k) => (KIND_KEYS as readonly string[]).includes(k)) : [];
  const listed = keys.length <= 1 ? keys.join('') : `${keys.slice(0, -1).join(', ')} and ${keys.at(-1)}`;
  const hint = keys.includes('input') && keys.includes('action') ? "; an input's own action goes under input.action" : '';
  return {
    keys,
    message: `${listed} cannot be combined: a step is one kind (say-only, input, options, component or action; options may also run an action on entering, a component on what it completes with), so split it into steps${hint}`,
  };
}

function within(path: string, parent: string): boolean {
  return path === parent || path.startsWith(parent + '/');
}

function pointer(instancePath: string): DataPath {
  if (instancePath === '') return [];
  return instancePath
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

const PATTERNS: Record<string, string> = {
  '^[a-z0-9]+(-[a-z0-9]+)*$': 'must be kebab-case (lowercase letters, digits and single hyphens)',
  '^[a-zA-Z]+\\.[a-zA-Z0-9]+$': 'must be a state path such as lead.email',
  '^[a-zA-Z][a-zA-Z0-9]*$': 'must be a camelCase name such as ok or rendaInsuficiente',
  '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$': 'must be a CSS hex colour such as #0b6bcb',
  '^/[a-z0-9-]*$': 'must be a route such as /premmia (lowercase, digits, hyphens)',
  '^(GTM-[A-Z0-9]+)?$': 'must be a tag-manager id such as GTM-ABC123',
};

function describePattern(pattern: string): string {
  return PATTERNS[pattern] ?? `must match /${pattern}/`;
}

const TYPE_WORDS: Record<string, string> = {
  string: 'a text',
  array: 'a list',
  object: 'a map of keys',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  null: 'empty',
};

function describeTypes(types: readonly string[]): string {
  const unique = [...new Set(types)];
  return unique.length === 0 ? 'of another type' : unique.map((t) => TYPE_WORDS[t] ?? t).join(' or ');
}
