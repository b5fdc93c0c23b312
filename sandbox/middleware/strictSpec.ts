// SANDBOX_STRICT_SPEC=1: the answers of the calls whose fields the spec lists (sections 6 and 7)
// carry only those fields, as the real API may. Each response schema's `required` is that list
// (the sandbox's additions are optional there), so the list is written once and the client's
// generated types already say which fields it may count on. The conversation tests run against
// this mode too (flows:test --strict-spec), so a screen that needs a sandbox-only field fails there.
import type { MiddlewareHandler } from 'hono';
import { API, type Endpoint } from '../../src/api/apiPaths.ts';
import leadResponse from '../../schemas/api/lead.response.schema.json' with { type: 'json' };
import enderecoResponse from '../../schemas/api/endereco.response.schema.json' with { type: 'json' };
import propostaResponse from '../../schemas/api/proposta.response.schema.json' with { type: 'json' };
import pixResponse from '../../schemas/api/pagamento-pix.response.schema.json' with { type: 'json' };
import boletoResponse from '../../schemas/api/pagamento-boleto.response.schema.json' with { type: 'json' };
import cartaoResponse from '../../schemas/api/pagamento-cartao.response.schema.json' with { type: 'json' };
import palavrasResponse from '../../schemas/api/validar-palavras.response.schema.json' with { type: 'json' };

interface ObjectSchema {
  required?: readonly string[];
  properties?: Record<string, unknown>;
}

/** The calls §7 gives the answer's fields for; the catalogue, details and categories say "and more". */
const SPEC_ANSWERS: ReadonlyArray<readonly [Endpoint, ObjectSchema]> = [
  [API.saveLead, leadResponse],
  [API.getAddress, enderecoResponse],
  [API.checkWords, palavrasResponse],
  [API.createProposal, propostaResponse],
  [API.payPix, pixResponse],
  [API.payBoleto, boletoResponse],
  [API.payCard, cartaoResponse],
];

/** The fields to keep: those the schema requires, of `data` when the answer wraps its fields in it. */
function specFields(schema: ObjectSchema): { inData: boolean; keep: ReadonlySet<string> } {
  const data = schema.properties?.data as ObjectSchema | undefined;
  return data?.properties ? { inData: true, keep: new Set(data.required) } : { inData: false, keep: new Set(schema.required) };
}

function pick(value: unknown, keep: ReadonlySet<string>): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => keep.has(key)));
}

/** Trims a successful JSON answer to the spec's fields; errors and other calls pass as they are. */
export function trimToSpec(endpoint: { method: string; path: string }, body: unknown): unknown {
  const match = SPEC_ANSWERS.find(([candidate]) => candidate.method === endpoint.method && candidate.path === endpoint.path);
  if (!match || body === null || typeof body !== 'object') return body;
  const { inData, keep } = specFields(match[1]);
  return inData ? { data: pick((body as { data?: unknown }).data, keep) } : pick(body, keep);
}

export function strictSpecAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const type = c.res.headers.get('content-type') ?? '';
    if (c.res.status < 200 || c.res.status >= 300 || !type.includes('application/json')) return;
    const body = (await c.res.clone().json()) as unknown;
    const trimmed = trimToSpec({ method: c.req.method, path: c.req.path }, body);
    if (trimmed === body) return;
    const headers = new Headers(c.res.headers);
    headers.delete('content-length');
    c.res = new Response(JSON.stringify(trimmed), { status: c.res.status, headers });
  };
}
