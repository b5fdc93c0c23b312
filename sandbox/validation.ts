// Request validation against schemas/api: the same files the client's types come from.
// Every problem is reported at once (allErrors), in Portuguese, as a 400 — never a 500.
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Context } from 'hono';
import { HttpError } from './httpError.ts';
import catalogoQuery from '../schemas/api/catalogo.query.schema.json' with { type: 'json' };
import categoriaQuery from '../schemas/api/categoria.query.schema.json' with { type: 'json' };
import enderecoQuery from '../schemas/api/endereco.query.schema.json' with { type: 'json' };
import leadRequest from '../schemas/api/lead.request.schema.json' with { type: 'json' };
import boletoRequest from '../schemas/api/pagamento-boleto.request.schema.json' with { type: 'json' };
import cartaoRequest from '../schemas/api/pagamento-cartao.request.schema.json' with { type: 'json' };
import pixRequest from '../schemas/api/pagamento-pix.request.schema.json' with { type: 'json' };
import pesquisaRequest from '../schemas/api/pesquisa.request.schema.json' with { type: 'json' };
import detalhesRequest from '../schemas/api/plano-detalhes.request.schema.json' with { type: 'json' };
import propostaRequest from '../schemas/api/proposta.request.schema.json' with { type: 'json' };
import palavrasRequest from '../schemas/api/validar-palavras.request.schema.json' with { type: 'json' };

const bodySchemas = {
  LeadRequest: leadRequest,
  PlanoDetalhesRequest: detalhesRequest,
  PropostaRequest: propostaRequest,
  PagamentoPixRequest: pixRequest,
  PagamentoBoletoRequest: boletoRequest,
  PagamentoCartaoRequest: cartaoRequest,
  ValidarPalavrasRequest: palavrasRequest,
  PesquisaRequest: pesquisaRequest,
};
const querySchemas = { CatalogoQuery: catalogoQuery, CategoriaQuery: categoriaQuery, EnderecoQuery: enderecoQuery };

export type BodySchema = keyof typeof bodySchemas;

/** Bodies that are a bare string (the contract also accepts them as text/plain). */
const STRING_BODIES = new Set<BodySchema>(['PagamentoPixRequest', 'PagamentoBoletoRequest', 'ValidarPalavrasRequest']);
export type QuerySchema = keyof typeof querySchemas;

function compileAll<K extends string>(schemas: Record<K, object>, coerceTypes: boolean): Record<K, ValidateFunction> {
  // Query strings are text: coercion turns '5000' into 5000 and 'true' into true. Bodies are JSON and must be typed right.
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true, coerceTypes, useDefaults: coerceTypes });
  addFormats(ajv);
  return Object.fromEntries(Object.entries(schemas).map(([k, s]) => [k, ajv.compile(s as object)])) as Record<K, ValidateFunction>;
}

let compiled: { body: Record<BodySchema, ValidateFunction>; query: Record<QuerySchema, ValidateFunction> } | undefined;
function validators() {
  compiled ??= { body: compileAll(bodySchemas, false), query: compileAll(querySchemas, true) };
  return compiled;
}

/** Validates a parsed value; throws a 400 HttpError listing every problem. */
export function validateBody<T>(name: BodySchema, value: unknown): T {
  const validate = validators().body[name];
  if (!validate(value)) throw invalid(validate.errors ?? []);
  return value as T;
}

/** Reads the JSON body (a string body may also come as text/plain) and validates it. */
export async function parseBody<T>(c: Context, name: BodySchema): Promise<T> {
  const mediaType = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
  const isJson = mediaType === 'application/json';
  // Object bodies come as JSON only; the bare-string bodies (a token, a text) may also be text/plain.
  if (!isJson && !(mediaType === 'text/plain' && STRING_BODIES.has(name))) {
    throw new HttpError(415, 'Envie o corpo da requisição como JSON (Content-Type: application/json).', 'TIPO_NAO_SUPORTADO');
  }
  const text = await c.req.text();
  let value: unknown = text;
  if (isJson || /^\s*[{["]/.test(text)) {
    try {
      value = JSON.parse(text);
    } catch {
      throw new HttpError(400, 'Corpo da requisição não é um JSON válido.', 'VALIDACAO', { errors: [{ campo: '', mensagem: 'JSON inválido' }] });
    }
  } else {
    value = text.trim();
  }
  return validateBody<T>(name, value);
}

/** Validates the query string (empty parameters count as absent). */
export function parseQuery<T>(c: Context, name: QuerySchema): T {
  const query: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(c.req.query())) if (value !== '') query[key] = value;
  const validate = validators().query[name];
  if (!validate(query)) throw invalid(validate.errors ?? []);
  return query as T;
}

function invalid(errors: ErrorObject[]): HttpError {
  const list = errors.map((e) => ({ campo: fieldOf(e), mensagem: messageOf(e) }));
  const summary = list.map((e) => `${e.campo || 'corpo'}: ${e.mensagem}`).join('; ');
  return new HttpError(400, `Requisição inválida: ${summary}`, 'VALIDACAO', { errors: list });
}

function fieldOf(e: ErrorObject): string {
  if (e.keyword === 'required') return `${e.instancePath}/${(e.params as { missingProperty: string }).missingProperty}`;
  if (e.keyword === 'additionalProperties') return `${e.instancePath}/${(e.params as { additionalProperty: string }).additionalProperty}`;
  return e.instancePath;
}

function messageOf(e: ErrorObject): string {
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required':
      return 'campo obrigatório';
    case 'additionalProperties':
      return 'campo não permitido';
    case 'type':
      return `deve ser do tipo ${String(p.type).replace('integer', 'inteiro').replace('string', 'texto').replace('boolean', 'booleano').replace('number', 'número').replace('object', 'objeto')}`;
    case 'pattern':
      return 'formato inválido';
    case 'format':
      return `formato ${String(p.format)} inválido`;
    case 'enum':
      return `deve ser um de: ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'const':
      return `deve ser ${JSON.stringify(p.allowedValue)}`;
    case 'minimum':
      return `deve ser no mínimo ${String(p.limit)}`;
    case 'maximum':
      return `deve ser no máximo ${String(p.limit)}`;
    case 'minLength':
      return `deve ter pelo menos ${String(p.limit)} caracteres`;
    case 'maxLength':
      return `deve ter no máximo ${String(p.limit)} caracteres`;
    default:
      return e.message ?? 'inválido';
  }
}
