// A request's schema errors (ajv, allErrors) as the editor reads them: one problem per field, with
// its path as the studio names fields (edits[0].path, theme.background) and what is wrong, in
// Portuguese, with a did-you-mean for a misspelt field.
import type { ErrorObject } from 'ajv';
import { didYouMean } from '../../src/text/didYouMean.ts';
import type { RequestProblem, RequestRefusal } from '../contract/generated/studioApi.ts';

/** The 400 the door answers: every problem at once. */
export function refusal(problems: readonly RequestProblem[]): RequestRefusal {
  const count = problems.length === 1 ? '1 problema' : `${problems.length} problemas`;
  const list = problems.map((p) => (p.path ? `${p.path}: ${p.message}` : p.message)).join('; ');
  return { status: 400, ok: false, error: `O pedido tem ${count}: ${list}.`, field: problems[0]?.path ?? '', problems: [...problems] };
}

/** One problem per schema error that says something to the editor, sorted by field. */
export function requestProblems(errors: readonly ErrorObject[]): RequestProblem[] {
  const seen = new Set<string>();
  const problems: RequestProblem[] = [];
  for (const error of errors) {
    // `if` only says which of then/else failed; their own errors say what.
    if (error.keyword === 'if') continue;
    const problem = { path: fieldPath(error), message: message(error) };
    const key = `${problem.path}\u0000${problem.message}`;
    if (!seen.has(key)) problems.push(problem);
    seen.add(key);
  }
  // Grouped by field, list items in order: edits[0]'s problems, then edits[1]'s.
  return problems.sort((a, b) => a.path.localeCompare(b.path, 'en', { numeric: true }));
}

/** `/edits/0/path` → `edits[0].path`; a missing or unknown field is named by its own path. */
function fieldPath(error: ErrorObject): string {
  const segments = error.instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  const params = error.params as { missingProperty?: string; additionalProperty?: string };
  if (error.keyword === 'required' && params.missingProperty) segments.push(params.missingProperty);
  if (error.keyword === 'additionalProperties' && params.additionalProperty) segments.push(params.additionalProperty);
  return segments.reduce((path, s) => (/^\d+$/.test(s) ? `${path}[${s}]` : path ? `${path}.${s}` : s), '');
}

const TYPE_NAMES: Record<string, string> = {
  string: 'um texto',
  number: 'um número',
  integer: 'um número inteiro',
  boolean: 'true/false',
  object: 'um objeto',
  array: 'uma lista',
  null: 'null',
};

const COMPARISONS: Record<string, string> = { '>=': 'no mínimo', '<=': 'no máximo', '>': 'maior que', '<': 'menor que' };

function message(error: ErrorObject): string {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'campo obrigatório';
    case 'additionalProperties':
      return `campo desconhecido${maybeMeant(String(p.additionalProperty), error.parentSchema)}`;
    case 'type':
      return `deve ser ${alternatives(
        String(p.type)
          .split(',')
          .map((t) => TYPE_NAMES[t] ?? t),
      )}`;
    case 'enum':
      return `deve ser ${alternatives((p.allowedValues as unknown[]).map((v) => JSON.stringify(v)))}`;
    case 'const':
      return `deve ser ${JSON.stringify(p.allowedValue)}`;
    case 'minLength':
      return p.limit === 1 ? 'não pode ficar vazio' : `deve ter ao menos ${String(p.limit)} caracteres`;
    case 'maxLength':
      return `deve ter no máximo ${String(p.limit)} caracteres`;
    case 'minItems':
      return p.limit === 1 ? 'a lista não pode ficar vazia' : `deve ter ao menos ${String(p.limit)} itens`;
    case 'maxItems':
      return `deve ter no máximo ${String(p.limit)} itens`;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return `deve ser ${COMPARISONS[String(p.comparison)] ?? String(p.comparison)} ${String(p.limit)}`;
    case 'pattern':
      return `não está no formato esperado${example(error.parentSchema)}`;
    case 'format':
      return `não é um ${String(p.format)} válido`;
    case 'false schema':
      return 'campo não permitido com os outros campos informados';
    default:
      return `inválido (${error.message ?? error.keyword})`;
  }
}

/** ` (quis dizer "value"?)` when a field of the schema is close to the unknown one. */
function maybeMeant(name: string, parentSchema: unknown): string {
  const known = Object.keys((parentSchema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {});
  const best = didYouMean(name, known);
  return best === undefined ? '' : ` (quis dizer "${best}"?)`;
}

/** ` (ex.: "/parceiro-novo")` from the schema's own `examples`, when it gives one. */
function example(parentSchema: unknown): string {
  const examples = (parentSchema as { examples?: unknown[] } | undefined)?.examples;
  return examples && examples.length > 0 ? ` (ex.: ${JSON.stringify(examples[0])})` : '';
}

/** "a", "a ou b", "a, b ou c". */
function alternatives(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ou ${items[items.length - 1]}`;
}
