// What a text may read as {slice.field}, and the kind of value each holds: the values
// src/engine/textValues.ts hands the runtime — the conversation state (schemas/state.schema.json),
// the variant's own settings as {variant.field} (top-level fields of schemas/variant.schema.json,
// read-only, e.g. {variant.descontoPercentual} in "ganha {variant.descontoPercentual}% de
// desconto", so no copy repeats a number) and the rules' numbers as {regras.name}
// (src/contracts/ruleValues.ts). Only a string or a number reads as text in a sentence: a boolean
// would say "true", an object "[object Object]".
import planTypeSchema from '../../schemas/plan-type.schema.json' with { type: 'json' };
import stateSchema from '../../schemas/state.schema.json' with { type: 'json' };
import variantSchema from '../../schemas/variant.schema.json' with { type: 'json' };
import { RULE_VALUES } from '../../src/contracts/ruleValues.ts';

interface SchemaNode {
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  $ref?: string;
  $defs?: Record<string, SchemaNode>;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  enum?: unknown[];
  const?: unknown;
}

/** The shared vocabularies the two schemas $ref by file name. */
const SHARED: Record<string, SchemaNode> = { 'plan-type.schema.json': planTypeSchema as SchemaNode };

const TEXT_KINDS: ReadonlySet<string> = new Set(['string', 'number', 'integer']);

export interface TextValueKinds {
  /** Every path a placeholder may name, with the JSON types its value may have. */
  kinds: ReadonlyMap<string, readonly string[]>;
  /** The paths whose value reads as text: the only candidates a "did you mean" offers. */
  textual: readonly string[];
}

let cached: TextValueKinds | undefined;

export function textValueKinds(): TextValueKinds {
  if (cached) return cached;
  const kinds = new Map<string, readonly string[]>();
  const state = stateSchema as SchemaNode;
  const visit = (node: SchemaNode, prefix: string) => {
    for (const [key, child] of Object.entries(node.properties ?? {})) {
      const path = prefix ? `${prefix}.${key}` : key;
      // Slices (lead, plan) are not placeholders: the grammar wants slice.field.
      if (prefix) kinds.set(path, kindsOf(child, state));
      visit(child, path);
    }
  };
  visit(state, '');
  const variant = variantSchema as SchemaNode;
  for (const [key, child] of Object.entries(variant.properties ?? {})) kinds.set(`variant.${key}`, kindsOf(child, variant));
  for (const [name, value] of Object.entries(RULE_VALUES)) kinds.set(`regras.${name}`, [kindOfValue(value)]);
  const textual = [...kinds].filter(([, k]) => readsAsText(k)).map(([path]) => path);
  cached = { kinds, textual };
  return cached;
}

/** A string or a number (null reads as nothing); not a boolean, an object, a list or an untyped value. */
export function readsAsText(kinds: readonly string[]): boolean {
  const shown = kinds.filter((k) => k !== 'null');
  return shown.length > 0 && shown.every((k) => TEXT_KINDS.has(k));
}

/** Why a value of these kinds cannot stand in a sentence, for the compiler's message. */
export function whyNotText(kinds: readonly string[]): string {
  if (kinds.includes('boolean')) return 'a yes/no value (boolean): the text would read "true" or "false"';
  if (kinds.includes('object')) return 'a group of fields (object): the text would read "[object Object]"';
  if (kinds.includes('array')) return 'a list (array), not one value the text can show';
  return 'a value of no declared type in its schema';
}

/** The JSON types a schema node allows, following $ref, anyOf/oneOf, enum and const. */
function kindsOf(node: SchemaNode, root: SchemaNode): string[] {
  const kinds = new Set<string>();
  const visit = (n: SchemaNode, r: SchemaNode, depth: number) => {
    if (depth > 8) return;
    for (const t of n.type === undefined ? [] : [n.type].flat()) kinds.add(t);
    if (n.const !== undefined) kinds.add(kindOfValue(n.const));
    for (const value of n.enum ?? []) kinds.add(kindOfValue(value));
    if (n.type === undefined && n.properties) kinds.add('object');
    if (n.type === undefined && n.items) kinds.add('array');
    for (const sub of [...(n.anyOf ?? []), ...(n.oneOf ?? [])]) visit(sub, r, depth + 1);
    if (n.$ref !== undefined) {
      const [target, targetRoot] = resolveRef(n.$ref, r);
      if (target) visit(target, targetRoot, depth + 1);
    }
  };
  visit(node, root, 0);
  return [...kinds];
}

function resolveRef(ref: string, root: SchemaNode): [SchemaNode | undefined, SchemaNode] {
  const [file, pointer = ''] = ref.split('#');
  const base = file === '' ? root : SHARED[file];
  if (!base) return [undefined, root];
  let node: unknown = base;
  for (const key of pointer.split('/').filter(Boolean)) node = (node as Record<string, unknown> | undefined)?.[key];
  return [node as SchemaNode | undefined, base];
}

function kindOfValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}
