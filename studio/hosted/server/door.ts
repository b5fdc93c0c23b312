// The door every API request passes before its handler: the Origin of an unsafe request must be
// the studio's own (403), a session must be valid (401), a body must be JSON (415) of the route's
// schema (400), the query too. Nothing reaches a handler that its schema did not accept.
import type { Context } from 'hono';
import { readSessionToken } from '../auth/cookies.ts';
import { authenticate, type Client } from '../auth/sessions.ts';
import type { StudioStore } from '../store/db.ts';
import { checkLocalRequest, type LocalMode, localSignedIn } from '../local/localMode.ts';
import { HttpError, type Route, type RouteRequest, type SignedIn } from './routeTable.ts';
import { describeErrors, validatorOf } from './schemas.ts';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Local mode's one session began when this process did. */
const STARTED_AT = new Date().toISOString();

export function clientOf(c: Context): Client {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return { ip: incoming?.socket?.remoteAddress ?? null, userAgent: c.req.header('user-agent') ?? null };
}

export function checkOrigin(c: Context, publicOrigin: string): void {
  if (!UNSAFE.has(c.req.method)) return;
  const origin = c.req.header('origin');
  if (origin !== publicOrigin) {
    throw new HttpError(403, 'origem_recusada', 'Pedido recusado: ele não veio das páginas do estúdio.');
  }
}

export function signedIn(c: Context, store: StudioStore, client: Client): SignedIn {
  const token = readSessionToken(c.req.header('cookie'));
  const found = token === undefined ? undefined : authenticate(store, token, client);
  if (!found || token === undefined) throw new HttpError(401, 'sem_sessao', 'Entre no estúdio para continuar: sua sessão terminou ou não existe.');
  return { ...found, token };
}

function validate(schema: NonNullable<Route['body']>, value: unknown, what: string): void {
  const check = validatorOf(schema);
  if (check(value)) return;
  const problems = describeErrors(check.errors);
  const list = problems.map((p) => (p.path ? `${p.path}: ${p.message}` : p.message)).join('; ');
  throw new HttpError(400, 'pedido_invalido', `${what} tem problemas: ${list}.`, { problems });
}

/** A multipart body (route.form): its fields, a file part as the File; checked with each file as its name. */
async function readForm(c: Context, form: NonNullable<Route['form']>): Promise<Record<string, string | File>> {
  const type = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'multipart/form-data') throw new HttpError(415, 'tipo_nao_aceito', 'Envie o arquivo como formulário (Content-Type: multipart/form-data).');
  let data: FormData;
  try {
    data = await c.req.formData();
  } catch {
    throw new HttpError(400, 'formulario_invalido', 'O formulário enviado não pôde ser lido.');
  }
  const fields: Record<string, string | File> = {};
  for (const [name, value] of data.entries()) fields[name] = value;
  const view = Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, typeof value === 'string' ? value : value.name || 'arquivo']));
  validate(form, view, 'O formulário');
  return fields;
}

async function readBody(c: Context, route: Route): Promise<unknown> {
  if (route.form) return readForm(c, route.form);
  if (!route.body) return undefined;
  const type = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/json') throw new HttpError(415, 'tipo_nao_aceito', 'O estúdio só aceita pedidos em JSON (Content-Type: application/json).');
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    throw new HttpError(400, 'json_invalido', 'O corpo do pedido não é um JSON válido.');
  }
  validate(route.body, body, 'O pedido');
  return body;
}

/** Everything a handler receives, checked in the order above; in local mode (../local/) the person is the one at this machine. */
export async function openDoor(c: Context, route: Route, store: StudioStore, publicOrigin: string, local?: LocalMode): Promise<RouteRequest> {
  checkOrigin(c, publicOrigin);
  if (local) checkLocalRequest(c, local);
  const client = clientOf(c);
  const person = () => (local ? localSignedIn(local, STARTED_AT) : signedIn(c, store, client));
  const auth = route.access === 'session' ? person() : (undefined as unknown as SignedIn);
  const body = await readBody(c, route);
  const query: Record<string, string> = { ...c.req.query() };
  if (route.query) validate(route.query, query, 'O endereço');
  return { body, query, params: c.req.param() as Record<string, string>, auth, client, c };
}
