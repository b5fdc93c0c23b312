// Whether a value fits a JSON Schema reduced to its structural keywords (type, properties,
// required, additionalProperties: false, items, enum, const, anyOf, allOf), with JSON Schema's
// meaning. A saved conversation is checked with it against the state's schema
// (src/generated/stateSubset.ts, generated from schemas/state.schema.json) before it is resumed:
// a state with the right keys but a wrong type in one value broke the page on every reload.
// Hand-written rather than ajv: ajv compiles validators with `new Function`, which the strict CSP
// refuses (no 'unsafe-eval'), and would add tens of K to the chunk that resumes; this check is a
// few hundred bytes (the reduced schema about 1.5 K gzip, in the same lazily loaded chunk), and
// tests/unit/session/stateSubset.test.ts holds its answers against ajv on the whole schema.

export type JsonType = 'string' | 'integer' | 'number' | 'boolean' | 'null' | 'array' | 'object';
type Scalar = string | number | boolean | null;

/** The keywords fitsSchema checks (scripts/compiler/stateSchemaSubset.ts reduces a schema to them). */
export interface SchemaSubset {
  type?: JsonType | JsonType[];
  properties?: Record<string, SchemaSubset>;
  required?: string[];
  additionalProperties?: false;
  items?: SchemaSubset;
  enum?: Scalar[];
  const?: Scalar;
  anyOf?: SchemaSubset[];
  allOf?: SchemaSubset[];
}

export function fitsSchema(value: unknown, schema: SchemaSubset): boolean {
  const { type, properties = {}, required = [], items, anyOf, allOf } = schema;
  if (type !== undefined && !(Array.isArray(type) ? type : [type]).some((t) => isType(value, t))) return false;
  if (schema.enum && !schema.enum.includes(value as Scalar)) return false;
  if ('const' in schema && value !== schema.const) return false;
  if (anyOf && !anyOf.some((s) => fitsSchema(value, s))) return false;
  if (allOf && !allOf.every((s) => fitsSchema(value, s))) return false;
  if (Array.isArray(value)) return !items || value.every((item) => fitsSchema(item, items));
  if (!isType(value, 'object')) return true;
  const object = value as Record<string, unknown>;
  if (!required.every((key) => Object.hasOwn(object, key))) return false;
  return Object.keys(object).every((key) =>
    Object.hasOwn(properties, key) ? fitsSchema(object[key], properties[key]) : schema.additionalProperties !== false,
  );
}

function isType(value: unknown, type: JsonType): boolean {
  switch (type) {
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'null':
      return value === null;
    case 'array':
      return Array.isArray(value);
    case 'object':
      return value !== null && typeof value === 'object' && !Array.isArray(value);
    default:
      return typeof value === type;
  }
}
