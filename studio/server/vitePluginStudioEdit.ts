// The studio's write access to the content, on the Vite dev server only (`apply: 'serve'`, no
// preview hook: absent from `vite preview` and from a production build):
//   GET  /__studio/file?path=variants/rota99.yaml → { file, text, hash }
//   POST /__studio/edit      EditRequest           → the edit engine's outcome (200, 400, 403, 404, 409, 422)
//   POST /__studio/partner   PartnerForm           → a new variant file (same gate; 409 when it exists), and its
//                                                    uploaded logo/banner under public/ (checked by type and size)
//   POST /__studio/undo      { file, text, hash }  → puts back a file's earlier text if it is still `hash`
//                            or { files: [{ file, text, hash }] }: every file of one write, all or none;
//                            a saved conversation test (flows/tests/…) is deleted again, or its earlier text put back
//   POST /__studio/test      { name, text, hash? } → a recorded conversation test as flows/tests/<name>.yaml,
//                                                    written only if flows:test accepts and passes it (422 otherwise)
//   GET  /__studio/copy[?since=git-ref]            → the copy deck as JSON (rows × variants; `changed`: ids changed since the ref)
//   GET  /__studio/copy/export?format=xlsx|csv     → the copy deck as a file
//   POST /__studio/copy/import { format, data (base64), dryRun?, accept?: [{ row, column }] }
//                                                  → per-cell changes, refused cells, and the edit outcome
// The dev server listens on 127.0.0.1 (vite.config.ts); requests from another address, or from a
// page of another origin (a site the editor visits could POST to localhost), are refused as well.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Connect, Plugin } from 'vite';
import { applyEdits, restoreContent, restoreContents, type EditRequest } from '../edit/applyEdits.ts';
import { ContentPathError, readAllContent, readContent } from '../edit/contentFiles.ts';
import type { TestFileRequest, writeConversationTest } from '../edit/conversationTestFile.ts';
import { createPartner } from '../edit/createPartner.ts';
import { undoTestFile } from '../edit/undoTestFile.ts';
import { TESTS_DIR } from '../../scripts/conversation-tests/loadTests.ts';
import type { PartnerForm } from '../edit/partnerFile.ts';
import { changedSince, GitRefError } from '../copy-deck/changedSince.ts';
import { collectCopy } from '../copy-deck/collectCopy.ts';

/** The spreadsheet code (exceljs: half a second to load) loads on the first export or import, not with `npm start`. */
const sheets = () => Promise.all([import('../copy-deck/deckSheet.ts'), import('../copy-deck/importDeck.ts')]).then(([sheet, deck]) => ({ ...sheet, ...deck }));

export const STUDIO_API = '/__studio';
const MAX_BODY = 8 << 20; // a copy deck upload, base64

export interface StudioEditPluginOptions {
  /** Directory holding flows/ and variants/; defaults to Vite's root. */
  root?: string;
}

/** The conversation-test writer runs the real app code (registries, components), which imports the
 * flows' virtual modules: Vite loads it with its plugins, on the first save of a test. */
type TestWriter = () => Promise<{ writeConversationTest: typeof writeConversationTest }>;
const TEST_WRITER = '/studio/edit/conversationTestFile.ts';

export function studioEditPlugin(options: StudioEditPluginOptions = {}): Plugin {
  return {
    name: 'consorcio-studio-edit',
    apply: 'serve',
    configureServer(server) {
      const root = options.root ?? server.config.root;
      const testWriter = () => server.ssrLoadModule(TEST_WRITER) as ReturnType<TestWriter>;
      server.middlewares.use(STUDIO_API, studioMiddleware(root, testWriter));
    },
  };
}

export function studioMiddleware(root: string, testWriter?: TestWriter): Connect.NextHandleFunction {
  return (request, response, next) => {
    handle(root, request, response, testWriter).catch((error: unknown) => {
      if (!response.headersSent) send(response, 500, { ok: false, error: error instanceof Error ? error.message : String(error) });
      else next(error);
    });
  };
}

async function handle(root: string, request: IncomingMessage, response: ServerResponse, testWriter?: TestWriter): Promise<void> {
  const refused = refuseForeign(request);
  if (refused) return send(response, 403, { ok: false, error: refused });
  const url = new URL(request.url ?? '/', 'http://localhost');

  if (request.method === 'GET' && url.pathname === '/file') {
    const file = url.searchParams.get('path') ?? '';
    try {
      const { text, hash } = readContent(root, file);
      return send(response, 200, { ok: true, file, text, hash });
    } catch (error) {
      if (error instanceof ContentPathError) return send(response, 403, { ok: false, error: error.message });
      return send(response, 404, { ok: false, error: `${file} does not exist` });
    }
  }
  if (request.method === 'GET' && url.pathname === '/copy') {
    const deck = collectCopy(readAllContent(root));
    const since = url.searchParams.get('since');
    let changed: string[] | undefined;
    try {
      changed = since ? [...changedSince(root, deck, since)] : undefined;
    } catch (error) {
      if (error instanceof GitRefError) return send(response, 400, { ok: false, error: error.message });
      throw error;
    }
    return send(response, 200, { ok: true, variants: deck.variants, rows: deck.rows, changed });
  }
  if (request.method === 'GET' && url.pathname === '/copy/export') {
    const format = url.searchParams.get('format') === 'csv' ? 'csv' : 'xlsx';
    const { deckSheet, writeSheet } = await sheets();
    const file = await writeSheet(deckSheet(collectCopy(readAllContent(root))), format);
    response.statusCode = 200;
    response.setHeader('Content-Type', format === 'csv' ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    response.setHeader('Content-Disposition', `attachment; filename="copy.${format}"`);
    response.setHeader('Cache-Control', 'no-store');
    return void response.end(file);
  }
  if (request.method === 'POST' && ['/edit', '/partner', '/undo', '/test', '/copy/import'].includes(url.pathname)) {
    // JSON only: a cross-site form post cannot send it without a preflight this server never grants.
    if (!/^application\/json\b/.test(request.headers['content-type'] ?? '')) {
      return send(response, 415, { ok: false, error: 'send JSON (Content-Type: application/json)' });
    }
    let body: unknown;
    try {
      body = JSON.parse(await readBody(request));
    } catch {
      return send(response, 400, { ok: false, error: 'the body is not JSON' });
    }
    if (body === null || typeof body !== 'object') return send(response, 400, { ok: false, error: 'the body is not an object' });
    return post(root, url.pathname, body as Record<string, unknown>, response, testWriter);
  }
  send(response, 404, { ok: false, error: `no ${request.method} ${STUDIO_API}${url.pathname}` });
}

async function post(root: string, route: string, body: Record<string, unknown>, response: ServerResponse, testWriter?: TestWriter): Promise<void> {
  if (route === '/edit') {
    const outcome = await applyEdits(root, body as unknown as EditRequest);
    return send(response, outcome.status, outcome);
  }
  if (route === '/undo' && Array.isArray(body.files)) {
    const files = body.files as Array<{ file: string; text: string; hash: string }>;
    // A saved conversation test is one file outside the content the compiler reads.
    if (files.length === 1 && typeof files[0]?.file === 'string' && files[0].file.startsWith(`${TESTS_DIR}/`)) {
      const [{ file, text, hash }] = files;
      if (typeof text !== 'string' || typeof hash !== 'string') return send(response, 400, { ok: false, error: 'send { file, text, hash }' });
      const outcome = await undoTestFile(root, file, text, hash);
      return send(response, outcome.status, outcome);
    }
    const outcome = await restoreContents(root, files);
    return send(response, outcome.status, outcome);
  }
  if (route === '/undo') {
    const { file, text, hash } = body;
    if (typeof file !== 'string' || typeof text !== 'string' || typeof hash !== 'string')
      return send(response, 400, { ok: false, error: 'send { file, text, hash }' });
    const outcome = await restoreContent(root, file, text, hash);
    return send(response, outcome.status, outcome);
  }
  if (route === '/test') {
    if (!testWriter) return send(response, 404, { ok: false, error: 'saving tests needs the Vite dev server' });
    const outcome = await (await testWriter()).writeConversationTest(root, body as unknown as TestFileRequest);
    return send(response, outcome.status, outcome);
  }
  if (route === '/copy/import') {
    const { format, data, dryRun, accept } = body;
    if ((format !== 'xlsx' && format !== 'csv') || typeof data !== 'string')
      return send(response, 400, { ok: false, error: 'send { format: "xlsx" | "csv", data: base64 }' });
    const { readSheet, importCopy } = await sheets();
    let sheet;
    try {
      sheet = await readSheet(Buffer.from(data, 'base64'), format);
    } catch {
      return send(response, 400, { ok: false, error: `not a readable ${format.toUpperCase()} file` });
    }
    // Without `accept` every valid changed cell applies; with it only the listed cells.
    const accepted = Array.isArray(accept)
      ? new Set(accept.map((a: { row?: unknown; column?: unknown }) => `${String(a.row)}\u0000${String(a.column)}`))
      : undefined;
    const result = await importCopy(root, sheet, { dryRun: dryRun === true, accept: accepted ? (c) => accepted.has(`${c.row}\u0000${c.column}`) : undefined });
    return send(response, result.outcome && !result.outcome.ok ? result.outcome.status : 200, result);
  }
  const outcome = await createPartner(root, body as unknown as PartnerForm, { dryRun: body.dryRun === true });
  return send(response, outcome.status, outcome);
}

/** Why a request is not the editor's own browser on this machine, or undefined when it is. */
function refuseForeign(request: IncomingMessage): string | undefined {
  const address = request.socket.remoteAddress ?? '';
  if (!['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(address)) return 'the studio API only answers this machine';
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== 'null') {
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      return 'bad Origin';
    }
    if (host !== request.headers.host) return 'the studio API only answers pages of this dev server';
  } else if (origin === 'null') {
    return 'the studio API only answers pages of this dev server';
  }
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return 'the studio API only answers pages of this dev server';
  return undefined;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new Error('body too large'));
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.statusCode = status;
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Cache-Control', 'no-store');
  response.end(JSON.stringify(body));
}
