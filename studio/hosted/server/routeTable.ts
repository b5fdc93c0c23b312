// What one route of the hosted studio's API is: method, path, who may call it, the request schemas
// (body, query) and the answer schemas by status, and the handler. The app (app.ts) validates every
// request against these schemas before the handler runs, and openapi.ts writes /api/openapi.json
// from the very same table: a route is described once.
import type { Context } from 'hono';
import type { Person } from '../auth/roles.ts';
import type { Client, SessionInfo } from '../auth/sessions.ts';
import type { SchemaRef } from './schemas.ts';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface SignedIn {
  person: Person;
  session: SessionInfo;
  token: string;
}

export interface RouteRequest<Body = unknown, Query = unknown> {
  body: Body;
  query: Query;
  params: Record<string, string>;
  /** Present on every route but the public ones. */
  auth: SignedIn;
  client: Client;
  c: Context;
}

/** A JSON answer (or, with `text`, a download of that content type). */
export interface Answer {
  status: number;
  body?: unknown;
  text?: { content: string; contentType: string; fileName?: string };
  headers?: Record<string, string>;
  /** A response made by the handler itself (a server-sent event stream), sent as it is. */
  response?: Response;
}

export interface Route {
  method: Method;
  /** Hono's syntax: /api/rascunhos/:id. */
  path: string;
  summary: string;
  /** public: no session needed (sign-in); session: 401 without a valid one. */
  access: 'public' | 'session';
  body?: SchemaRef;
  /** A multipart/form-data body instead of JSON (an uploaded file): its text fields are validated
   * by this schema, a file part as its file name; the handler gets the File itself. */
  form?: SchemaRef;
  query?: SchemaRef;
  /** Status → schema of the answer; every route also answers Error for its refusals. */
  responses: Record<number, SchemaRef>;
  /** The success answer's type when it is not JSON (exports). */
  produces?: string;
  handler: (request: RouteRequest<any, any>) => Promise<Answer> | Answer;
}

/** A JSON answer. */
export const json = (status: number, body: unknown, headers?: Record<string, string>): Answer => ({ status, body, headers });

/** A refusal the app answers as { ok: false, error, code, ...extra }. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
