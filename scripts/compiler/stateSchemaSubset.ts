// schemas/state.schema.json as the tab's saved conversation is checked against before it is resumed
// (src/session/fitsSchema.ts, in the lazily loaded resume chunk): every $ref inlined, annotations and
// value constraints (format, minimum, minItems …) dropped, the structural keywords kept. Dropping a
// value constraint only makes the check accept more, never refuse a state the schema accepts; the
// kept keywords decide each value's JSON type, which is what a reload needs to not break the page.
// Any other keyword fails generation (npm run flows:types), so the check never claims more than it
// checks. Rendered as src/generated/stateSubset.ts; tests/unit/session/stateSubset.test.ts holds it
// against ajv on the whole schema.
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import type { SchemaSubset } from '../../src/session/fitsSchema.ts';

/** Annotations and value constraints: none changes which JSON types a value may have. */
const DROPPED = new Set([
  ...['$schema', '$id', '$comment', 'title', 'description', 'default', 'examples', 'deprecated', 'readOnly'],
  ...['format', 'pattern', 'minLength', 'maxLength', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'],
  ...['minItems', 'maxItems', 'uniqueItems', 'minProperties', 'maxProperties'],
]);

type Node = Record<string, unknown>;

export function stateSchemaSubset(root: string, file = 'state.schema.json'): SchemaSubset {
  const schemas = join(root, 'schemas');
  const read = (path: string) => JSON.parse(readFileSync(join(schemas, path), 'utf8')) as Node;
  return reduce(read(file), file, read);
}

function reduce(node: Node, file: string, read: (path: string) => Node): SchemaSubset {
  const out: SchemaSubset = {};
  const parts: SchemaSubset[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (DROPPED.has(key)) continue;
    const here = (child: unknown) => reduce(child as Node, file, read);
    switch (key) {
      case '$ref':
        parts.push(resolve(value as string, file, read));
        break;
      case 'type':
      case 'required':
        Object.assign(out, { [key]: value });
        break;
      case 'enum':
      case 'const':
        assertScalars(key === 'enum' ? (value as unknown[]) : [value], file);
        Object.assign(out, { [key]: value });
        break;
      case 'properties':
        out.properties = Object.fromEntries(Object.entries(value as Record<string, Node>).map(([name, child]) => [name, here(child)]));
        break;
      case 'items':
        out.items = here(value);
        break;
      case 'anyOf':
        out.anyOf = (value as Node[]).map(here);
        break;
      case 'allOf':
        parts.push(...(value as Node[]).map(here));
        break;
      case 'additionalProperties':
        if (value === false) out.additionalProperties = false;
        else if (value !== true) throw new Error(`schemas/${file}: additionalProperties with a schema is not checked by src/session/fitsSchema.ts`);
        break;
      default:
        throw new Error(`schemas/${file}: keyword "${key}" is not checked by src/session/fitsSchema.ts (add it there and here)`);
    }
  }
  // A $ref or allOf beside nothing else is the schema it names.
  if (parts.length === 1 && Object.keys(out).length === 0) return parts[0];
  if (parts.length > 0) out.allOf = parts;
  return out;
}

/** `other.schema.json#/json/pointer`, relative to the file it is written in. */
function resolve(ref: string, file: string, read: (path: string) => Node): SchemaSubset {
  const [path, pointer = ''] = ref.split('#');
  const target = path ? posix.normalize(posix.join(posix.dirname(file), path)) : file;
  let node: unknown = read(target);
  for (const segment of pointer.split('/').filter(Boolean)) node = (node as Node)[segment.replace(/~1/g, '/').replace(/~0/g, '~')];
  if (!node || typeof node !== 'object') throw new Error(`schemas/${file}: $ref ${ref} names nothing`);
  return reduce(node as Node, target, read);
}

function assertScalars(values: unknown[], file: string): void {
  if (values.some((v) => v !== null && typeof v === 'object'))
    throw new Error(`schemas/${file}: enum and const of objects are not checked by src/session/fitsSchema.ts`);
}

/** src/generated/stateSubset.ts */
export function renderStateSubset(subset: SchemaSubset, banner: string): string {
  return [
    banner,
    '// schemas/state.schema.json reduced to what a saved conversation is checked against before it is',
    '// resumed (scripts/compiler/stateSchemaSubset.ts, src/session/fitsSchema.ts).',
    "import type { SchemaSubset } from '../session/fitsSchema.ts';",
    '',
    `export const stateSubset: SchemaSubset = ${JSON.stringify(subset, null, 2)};`,
    '',
  ].join('\n');
}
