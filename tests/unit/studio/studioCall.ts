// The studio's endpoints driven in-process, without a server: a request as the dev server hands it
// to the middleware (what Vite leaves of the URL after /__studio, the headers, the peer address, the
// body as a stream) and the answer it writes, for the tests of issue 28 item 7.
import { Readable } from 'node:stream';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Connect } from 'vite';
import { studioMiddleware } from '../../../studio/server/vitePluginStudioEdit.ts';
import type { TestWriter } from '../../../studio/server/studioRoutes.ts';

/** The dev server's own address, as the studio page's requests carry it. */
export const HOST = '127.0.0.1:5173';
export const OWN_ORIGIN = `http://${HOST}`;

export interface Call {
  method?: string;
  /** Under /__studio for the edit endpoint (`/edit`), the whole path for the data middleware. */
  url: string;
  /** Sent as it is: a string is not JSON-encoded (hostile bodies are raw text). */
  body?: string | Buffer;
  headers?: Record<string, string>;
  address?: string;
}

export interface Reply {
  status: number;
  headers: Record<string, string>;
  text: string;
  /** The JSON answer (undefined for a file). */
  json: { ok?: boolean; error?: string; [key: string]: unknown } | undefined;
  /** The middleware passed the request on (`next`). */
  passed: boolean;
}

/** One request through a Connect middleware; POSTs carry a JSON content type unless told otherwise. */
export function call(middleware: Connect.NextHandleFunction, request: Call): Promise<Reply> {
  const method = request.method ?? (request.body === undefined ? 'GET' : 'POST');
  const incoming = Object.assign(Readable.from(request.body === undefined ? [] : [Buffer.from(request.body)]), {
    method,
    url: request.url,
    headers: { host: HOST, ...(method === 'POST' && { 'content-type': 'application/json' }), ...lower(request.headers ?? {}) },
    socket: { remoteAddress: request.address ?? '127.0.0.1' },
  }) as unknown as IncomingMessage;
  return new Promise((resolve) => {
    const headers: Record<string, string> = {};
    const reply = (text: string, passed: boolean, status: number) => resolve({ status, headers, text, json: parse(headers, text), passed });
    const response = {
      statusCode: 200,
      headersSent: false,
      setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
      end(body?: string | Buffer) {
        reply(body === undefined ? '' : body.toString(), false, this.statusCode);
      },
    };
    middleware(incoming as Connect.IncomingMessage, response as unknown as ServerResponse, () => reply('', true, 0));
  });
}

/** The edit endpoint over a project folder; saved tests through the real writer (plain import). */
export function studioEndpoint(root: string, testWriter?: TestWriter): Connect.NextHandleFunction {
  return studioMiddleware(root, testWriter ?? (() => import('../../../studio/edit/conversationTestFile.ts')));
}

/** A JSON POST of `body` (encoded) to the edit endpoint. */
export const post = (middleware: Connect.NextHandleFunction, url: string, body: unknown, headers: Record<string, string> = {}) =>
  call(middleware, { url, body: JSON.stringify(body), headers });

function lower(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
}

function parse(headers: Record<string, string>, text: string): Reply['json'] {
  if (!headers['content-type']?.startsWith('application/json')) return undefined;
  return JSON.parse(text) as Reply['json'];
}
