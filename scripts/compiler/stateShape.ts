// The paths of the conversation state (schemas/state.schema.json) that flows may read with
// {placeholders} and write with input.field and set.
import stateSchema from '../../schemas/state.schema.json' with { type: 'json' };

interface SchemaNode {
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
}

export interface StateShape {
  /** Every dotted path: slices (lead) and fields (lead.nome). */
  paths: ReadonlySet<string>;
  /** Field paths (slice.field), the candidates for suggestions. */
  fields: readonly string[];
  /** JSON types a field accepts, for checking `set` literals. */
  typesOf(path: string): readonly string[] | undefined;
}

let cached: StateShape | undefined;

export function stateShape(): StateShape {
  if (cached) return cached;
  const paths = new Set<string>();
  const types = new Map<string, string[]>();
  const visit = (node: SchemaNode, prefix: string) => {
    for (const [key, child] of Object.entries(node.properties ?? {})) {
      const path = prefix ? `${prefix}.${key}` : key;
      paths.add(path);
      types.set(path, child.type === undefined ? [] : Array.isArray(child.type) ? child.type : [child.type]);
      visit(child, path);
    }
  };
  visit(stateSchema as SchemaNode, '');
  const fields = [...paths].filter((p) => p.includes('.'));
  cached = { paths, fields, typesOf: (path) => types.get(path) };
  return cached;
}

/** Whether a YAML literal fits a field's JSON types (integer counts as number). */
export function literalFits(value: unknown, types: readonly string[]): boolean {
  if (types.length === 0) return true;
  const actual = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value === 'number' && Number.isInteger(value) ? 'integer' : typeof value;
  return types.some((t) => t === actual || (t === 'number' && actual === 'integer'));
}

/** What an editor does to store an answer in a field the state lacks: the sentence after the
 * "is not in the conversation state" error of a write (input.field, set). */
export function howToAddField(path: string, shape: StateShape): string {
  const [slice, field] = path.split('.');
  if (!field) return '';
  if (!shape.paths.has(slice)) {
    const slices = [...shape.paths].filter((p) => !p.includes('.'));
    return `; "${slice}" is not a part of the state (parts: ${slices.join(', ')})`;
  }
  return `; to store a new answer, add "${field}" under ${slice} in schemas/state.schema.json and its starting value to initialState() in src/engine/initialState.ts, then run npm run flows:types`;
}
