// The check a saved conversation's state goes through before it is resumed
// (src/session/fitsSchema.ts over src/generated/stateSubset.ts) against ajv on the whole of
// schemas/state.schema.json: it accepts every state the schema accepts, and refuses every state the
// schema refuses, but for the value constraints it leaves out on purpose (format, minimum,
// minItems …: none changes a value's type, which is what breaks the page on a reload).
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { stateSchemaSubset } from '../../../scripts/compiler/stateSchemaSubset.ts';
import planTypeSchema from '../../../schemas/plan-type.schema.json' with { type: 'json' };
import catalogueResponseSchema from '../../../schemas/api/catalogo.response.schema.json' with { type: 'json' };
import categoryResponseSchema from '../../../schemas/api/categoria.response.schema.json' with { type: 'json' };
import stateSchema from '../../../schemas/state.schema.json' with { type: 'json' };
import { initialState } from '../../../src/engine/initialState.ts';
import { stateSubset } from '../../../src/generated/stateSubset.ts';
import { fitsSchema, type SchemaSubset } from '../../../src/session/fitsSchema.ts';

const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
addFormats(ajv);
for (const shared of [planTypeSchema, catalogueResponseSchema, categoryResponseSchema]) ajv.addSchema(shared);
const validate = ajv.compile(stateSchema);

/** The keywords the subset leaves out: a refusal for one of these alone is the schema's, not the check's. */
const VALUE_CONSTRAINTS = new Set([
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minItems',
  'maxItems',
]);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A value the subset describes, with one item in every list (a date in every text, which any format of the schema takes). */
function sample(schema: SchemaSubset): Json {
  if (schema.allOf) return sample(Object.assign({}, ...schema.allOf));
  if (schema.anyOf) return sample(schema.anyOf[0]);
  if (schema.enum) return schema.enum[0];
  if ('const' in schema) return schema.const ?? null;
  const type = [schema.type ?? 'object'].flat()[0];
  if (type === 'object') return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, child]) => [key, sample(child)]));
  if (type === 'array') return schema.items ? [sample(schema.items)] : [];
  return { string: '2026-01-01', integer: 7, number: 7.5, boolean: true, null: null }[type] ?? null;
}

/** Every path to a value inside `value` (object keys and list positions). */
function paths(value: Json, at: Array<string | number> = []): Array<Array<string | number>> {
  if (value === null || typeof value !== 'object') return [at];
  const children = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  return [at, ...children.flatMap(([key, child]) => paths(child, [...at, key]))];
}

function changed(value: Json, at: Array<string | number>, change: (parent: Record<string | number, Json>, key: string | number) => void): Json {
  const copy = structuredClone(value);
  const parent = at.slice(0, -1).reduce<Json>((node, key) => (node as Record<string | number, Json>)[key], copy);
  change(parent as Record<string | number, Json>, at[at.length - 1]);
  return copy;
}

const OTHER_VALUES: Json[] = ['texto', 7, 7.5, true, null, [], {}, [1], { a: 1 }];

function agree(value: Json, label: string): void {
  const bySchema = validate(value);
  const byCheck = fitsSchema(value, stateSubset);
  if (bySchema) expect(byCheck, `${label}: the schema accepts it, the check must too`).toBe(true);
  else if (byCheck) {
    const keywords = (validate.errors ?? []).map((e) => e.keyword);
    expect(
      keywords.every((k) => VALUE_CONSTRAINTS.has(k)),
      `${label}: the check accepts what the schema refuses for ${keywords.join(', ')}`,
    ).toBe(true);
  }
}

describe('the state check against the state schema', () => {
  it('is generated from schemas/state.schema.json', () => {
    expect(stateSubset).toEqual(stateSchemaSubset(process.cwd()));
  });

  it('accepts the initial state and a state with every list filled', () => {
    expect(validate(initialState())).toBe(true);
    expect(fitsSchema(initialState(), stateSubset)).toBe(true);
    const full = sample(stateSubset);
    expect(validate(full), JSON.stringify(validate.errors)).toBe(true);
    expect(fitsSchema(full, stateSubset)).toBe(true);
  });

  it('agrees with ajv when any value, at any depth, is replaced by another of any JSON type, removed, or joined by an unknown key', () => {
    const full = sample(stateSubset);
    const all = paths(full).filter((p) => p.length > 0);
    expect(all.length).toBeGreaterThan(100);
    for (const at of all) {
      for (const other of OTHER_VALUES)
        agree(
          changed(full, at, (parent, key) => void (parent[key] = other)),
          `${at.join('.')} = ${JSON.stringify(other)}`,
        );
      agree(
        changed(full, at, (parent, key) => (Array.isArray(parent) ? parent.splice(Number(key), 1) : delete parent[key])),
        `${at.join('.')} removed`,
      );
    }
    for (const at of paths(full).filter((p) => {
      const node = p.reduce<Json>((n, k) => (n as Record<string | number, Json>)[k], full);
      return node !== null && typeof node === 'object' && !Array.isArray(node);
    })) {
      const extra = at.length === 0 ? { ...(full as object), extra: 1 } : changed(full, [...at, 'extra'], (parent, key) => void (parent[key] = 1));
      agree(extra as Json, `${at.join('.') || 'state'} with an unknown key`);
    }
  });

  it('refuses the wrong types that broke the page on a reload', () => {
    const state = initialState() as unknown as Record<string, Record<string, unknown>>;
    const wrong = (slice: string, field: string, value: unknown) => ({ ...state, [slice]: { ...state[slice], [field]: value } });
    for (const [slice, field, value] of [
      ['lead', 'nome', 42],
      ['lead', 'rendaMensal', '10.000'],
      ['catalogue', 'ofertas', 'nenhuma'],
      ['catalogue', 'planos', [null]],
      ['proposal', 'formasPagamento', ['5']],
      ['consorcio', 'tipoPlano', 'OUTRO'],
      ['plan', 'taxaAdmTotal', '16%'],
    ] as const) {
      expect(fitsSchema(wrong(slice, field, value), stateSubset), `${slice}.${field} = ${JSON.stringify(value)}`).toBe(false);
    }
  });
});
