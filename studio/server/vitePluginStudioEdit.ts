// The studio's write access to the content, on the Vite dev server only (`apply: 'serve'`, no
// preview hook: absent from `vite preview` and from a production build):
//   GET  /__studio/file?path=variants/rota99.yaml → { file, text, hash }
//   POST /__studio/edit      EditRequest           → the edit engine's outcome (200, 400, 403, 404, 409, 422, 428)
//   POST /__studio/partner   PartnerForm           → a new variant file (same gate; 409 when it exists), and its
//                                                    uploaded logo/banner under public/ (typed by their bytes, capped in size and
//                                                    pixels, an SVG sanitised or refused: studio/edit/partnerAssets.ts)
//   POST /__studio/undo      { file, text, hash }  → puts back a file's earlier text if it is still `hash`
//                            or { files: [{ file, text, hash }] }: every file of one write, all or none;
//                            a saved conversation test (flows/tests/…) is deleted again, or its earlier text put back
//   POST /__studio/test      { name, text, hash }  → a recorded conversation test as flows/tests/<name>.yaml (hash null: a
//                                                    new file), written only if flows:test accepts and passes it (422 otherwise)
//   GET  /__studio/copy[?since=git-ref]            → the copy deck as JSON (rows × variants; `changed`: ids changed since the ref)
//   GET  /__studio/copy/export?format=xlsx|csv     → the copy deck as a file
//   POST /__studio/copy/import { format, data (base64), dryRun?, accept?: [{ row, column }], hashes }
//                                                  → per-cell changes, refused cells, the hashes they were compared with,
//                                                    and the edit outcome (`hashes`: the dry run's, required unless dryRun)
// Every body and query is checked at the door against its schema in schemas/studio (requestDoor.ts):
// a request of the wrong shape gets one 400 listing every problem, in Portuguese, with its field; a
// write that does not name the hash of each file's version it started from, 428; a body over 8 MB,
// 413. The dev server listens on 127.0.0.1 (vite.config.ts); requests from another address, or from
// a page of another origin (a site the editor visits, another localhost port), are refused as well
// (sameOrigin.ts, the rule /__studio/data follows too).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { Connect, Plugin } from 'vite';
import { notJson, queryOf, tooLarge } from './requestDoor.ts';
import { refuseForeign } from './sameOrigin.ts';
import type { GateLoader } from '../edit/applyEdits.ts';
import { GET_ROUTES, POST_ROUTES, type Answer, type RouteContext, type TestWriter } from './studioRoutes.ts';

export const STUDIO_API = '/__studio';
/** A copy deck upload, base64 (requestDoor.ts tells the editor the limit). */
const MAX_BODY = 8 << 20;

export interface StudioEditPluginOptions {
  /** Directory holding flows/ and variants/; defaults to Vite's root. */
  root?: string;
}

// Loaded through Vite (they run the app's code, with its virtual modules), by their place on disk:
// the server's root may be another project's (a test's throwaway copy).
const TEST_WRITER = fileURLToPath(new URL('../edit/conversationTestFile.ts', import.meta.url));
const GATE = fileURLToPath(new URL('../edit/conversationGate.ts', import.meta.url));

export function studioEditPlugin(options: StudioEditPluginOptions = {}): Plugin {
  return {
    name: 'consorcio-studio-edit',
    apply: 'serve',
    configureServer(server) {
      const root = options.root ?? server.config.root;
      const testWriter = () => server.ssrLoadModule(TEST_WRITER) as ReturnType<TestWriter>;
      const loadGate = () => server.ssrLoadModule(GATE) as ReturnType<GateLoader>;
      server.middlewares.use(STUDIO_API, studioMiddleware(root, testWriter, loadGate));
    },
  };
}

export function studioMiddleware(root: string, testWriter?: TestWriter, loadGate?: GateLoader): Connect.NextHandleFunction {
  return (request, response, next) => {
    handle(request, { root, testWriter, loadGate }).then(
      (answer) => reply(response, answer),
      (error: unknown) => {
        // A request the checks let through and a handler did not expect: said in Portuguese, the
        // details in the terminal of `npm start`, never a stack trace in the answer.
        console.error(`[studio] ${request.method} ${STUDIO_API}${request.url}:`, error);
        if (!response.headersSent) send(response, 500, { ok: false, error: CRASHED });
        else next(error);
      },
    );
  };
}

const CRASHED = 'O estúdio não conseguiu atender este pedido: o erro está no terminal do npm start.';

async function handle(request: IncomingMessage, context: RouteContext): Promise<Answer> {
  const refused = refuseForeign(request);
  if (refused) return { status: 403, body: { ok: false, error: refused } };
  const url = new URL(request.url ?? '/', 'http://localhost');
  const get = request.method === 'GET' ? GET_ROUTES[url.pathname] : undefined;
  if (get) return get(queryOf(url.searchParams), context);
  const post = request.method === 'POST' ? POST_ROUTES[url.pathname] : undefined;
  if (!post) return { status: 404, body: { ok: false, error: `O estúdio não tem ${request.method} ${STUDIO_API}${url.pathname}.` } };
  // JSON only: a cross-site form post cannot send it without a preflight this server never grants.
  if (!/^application\/json\b/.test(request.headers['content-type'] ?? '')) {
    return { status: 415, body: { ok: false, error: 'Envie o pedido em JSON (Content-Type: application/json).' } };
  }
  const text = await readBody(request);
  if (text === undefined) return { status: 413, body: tooLarge() };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { status: 400, body: notJson() };
  }
  return post(body, context);
}

/** The body as text, or undefined past MAX_BODY: the rest is read and dropped, so the client gets
 * the 413 instead of a connection reset in the middle of its upload. */
function readBody(request: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY) chunks.push(chunk);
      else chunks.length = 0;
    });
    request.on('end', () => resolve(size > MAX_BODY ? undefined : Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function reply(response: ServerResponse, answer: Answer): void {
  if (!('file' in answer)) return send(response, answer.status, answer.body);
  response.statusCode = 200;
  response.setHeader('Content-Type', answer.contentType);
  response.setHeader('Content-Disposition', `attachment; filename="${answer.fileName}"`);
  response.setHeader('Cache-Control', 'no-store');
  response.end(answer.file);
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.statusCode = status;
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Cache-Control', 'no-store');
  response.end(JSON.stringify(body));
}
