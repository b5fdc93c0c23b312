// The variant's own settings a text may read as {variant.field} (e.g. {variant.descontoPercentual}
// in "ganha {variant.descontoPercentual}% de desconto", which the runtime fills with the company's
// rate: src/engine/textValues.ts), so no copy repeats a number. Only top-level scalar fields of
// schemas/variant.schema.json; read-only, unlike state.
import variantSchema from '../../schemas/variant.schema.json' with { type: 'json' };

interface SchemaNode {
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
}

const SCALAR = new Set(['string', 'number', 'integer', 'boolean']);

let cached: readonly string[] | undefined;

/** variant.campanhaId, variant.descontoPercentual, … */
export function variantPaths(): readonly string[] {
  cached ??= Object.entries((variantSchema as SchemaNode).properties ?? {})
    .filter(([, node]) => (Array.isArray(node.type) ? node.type : [node.type]).some((t) => t !== undefined && SCALAR.has(t)))
    .map(([key]) => `variant.${key}`);
  return cached;
}
