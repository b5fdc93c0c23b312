// The preview's own small Hono app, mounted by the studio's (server/app.ts): the frame's document
// and its content for one commit of a draft (behind the link's token), the edition's files (the
// chat's code, the same for every draft) and the sandbox API. Everything here answers a frame with
// an opaque origin: reads are CORS-open to any origin and never take a cookie.
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { type Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { getDraft } from '../server/draftStore.ts';
import { HttpError } from '../server/routeTable.ts';
import type { Services } from '../server/services.ts';
import type { PreviewContent } from './contentShape.ts';
import { cardFrameDocument, cardFramePolicy, previewDocument, previewPolicy } from './document.ts';
import { EDITION_PREFIX, PREVIEW_APP_KEY, type PreviewService, previewService, SANDBOX_PREFIX } from './service.ts';
import { previewTokenIsLive, previewTokenOpens } from './tokens.ts';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};
const IMMUTABLE = 'public, max-age=31536000, immutable';

export function previewApp(s: Services, publicUrl: string): Hono {
  const app = new Hono();
  const preview = () => previewService(s, publicUrl);
  app.use('/previa/*', async (c, next) => {
    await next();
    c.header('Access-Control-Allow-Origin', '*');
    c.header('Cross-Origin-Resource-Policy', 'cross-origin');
  });
  app.get(`${EDITION_PREFIX}:hash/*`, (c) => editionFile(c, preview()));
  app.all(`${SANDBOX_PREFIX}/*`, async (c) => {
    const url = new URL(c.req.url);
    url.pathname = url.pathname.slice(SANDBOX_PREFIX.length);
    const forwarded = new Request(url, c.req.raw);
    // A keyed call (every write) needs a live preview link's token as its key: nobody without a
    // link fills the sandbox. Unkeyed calls reach only what the sandbox serves without a key (its
    // public documents by unguessable id, CORS preflights); it refuses the rest itself.
    const key = c.req.header('x-app-key');
    if (key !== undefined) {
      if (!previewTokenIsLive(s.store, key))
        throw new HttpError(401, 'previa_recusada', 'Este link de prévia não vale mais. Abra a prévia de novo pelo estúdio.');
      forwarded.headers.set('x-app-key', PREVIEW_APP_KEY);
    }
    return (await preview().sandbox()).fetch(forwarded);
  });
  app.get('/previa/:draft/:commit/:token/', async (c) => {
    const { draft, commit, token } = await opened(c, s, preview());
    const place = placeOf(preview(), draft, commit, token);
    // The content is compiled now, while the browser fetches the code.
    void preview()
      .contents.forCommit(commit)
      .catch(() => undefined);
    return c.html(previewDocument(place), 200, { 'Content-Security-Policy': previewPolicy(place), 'Cache-Control': 'private, no-cache' });
  });
  // The card step's frame (edition/cardFrame.tsx), for this link only: its key is the link's token.
  app.get('/previa/:draft/:commit/:token/cartao/', async (c) => {
    const { draft, commit, token } = await opened(c, s, preview());
    const place = placeOf(preview(), draft, commit, token);
    return c.html(cardFrameDocument(place, token), 200, { 'Content-Security-Policy': cardFramePolicy(place), 'Cache-Control': 'private, no-cache' });
  });
  app.get('/previa/:draft/:commit/:token/conteudo.json', async (c) => {
    const { commit, token } = await opened(c, s, preview());
    const content = await preview().contents.forCommit(commit);
    const api = { base: `${preview().origin}${SANDBOX_PREFIX}`, appKey: token };
    const json = JSON.stringify({ ...content, api } satisfies PreviewContent);
    // The commit in the address fixes the content: a frame reloads it only after a new save.
    return c.body(json, 200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'private, max-age=1800, immutable' });
  });
  // The draft's own partner images at that commit (logos and banners are content a draft may change).
  app.get('/previa/:draft/:commit/:token/publico/*', async (c) => {
    const { commit } = await opened(c, s, preview());
    const path = `public/${c.req.path.split('/publico/')[1] ?? ''}`;
    const type = TYPES[extname(path)];
    if (!type || !/^public\/(brands|banners)\/[A-Za-z0-9._-]+$/.test(path)) throw new HttpError(404, 'nao_encontrado', 'Imagem não encontrada.');
    const bytes = await s.repo.readFile(commit, path).catch(() => null);
    if (bytes === null) throw new HttpError(404, 'nao_encontrado', 'Imagem não encontrada.');
    // An SVG opened on its own runs nothing either.
    const headers = {
      'Content-Type': type,
      'Cache-Control': 'private, max-age=1800, immutable',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    };
    return c.body(new Uint8Array(bytes), 200, headers);
  });
  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json({ ok: false, code: error.code, error: error.message }, error.status as ContentfulStatusCode);
    console.error('[estúdio] prévia:', error);
    return c.json({ ok: false, code: 'erro_interno', error: 'A prévia não pôde abrir. Tente de novo.' }, 500);
  });
  return app;
}

function placeOf(preview: PreviewService, draft: string, commit: string, token: string) {
  return {
    origin: preview.origin,
    editionBase: preview.edition().base,
    sandboxBase: `${SANDBOX_PREFIX}/`,
    documentBase: `/previa/${draft}/${commit}/${token}/`,
  };
}

/** The draft, commit and token of a preview address, once the token opens that draft at that commit. */
async function opened(c: Context, s: Services, preview: PreviewService) {
  const { draft, commit, token } = c.req.param() as { draft: string; commit: string; token: string };
  if (!previewTokenOpens(s.store, token, draft) || !getDraft(s.store, draft)) {
    throw new HttpError(403, 'previa_recusada', 'Este link de prévia não vale (expirou ou é de outro rascunho). Abra a prévia de novo pelo estúdio.');
  }
  const head = await s.repo.draftHead(draft).catch(() => null);
  if (head === null || !(await preview.contents.belongsTo(commit, head))) throw new HttpError(404, 'nao_encontrado', 'Esta versão não é deste rascunho.');
  return { draft, commit, token };
}

async function editionFile(c: Context, preview: PreviewService): Promise<Response> {
  const edition = preview.edition();
  let rest = '';
  try {
    rest = decodeURIComponent(c.req.path.slice(`${EDITION_PREFIX}${c.req.param('hash')}/`.length));
  } catch {
    // a malformed escape names no file
  }
  const type = TYPES[extname(rest)];
  const path = normalize(rest);
  if (c.req.param('hash') !== edition.hash || !type || path.startsWith('..') || path.startsWith('/')) {
    throw new HttpError(404, 'nao_encontrado', 'Arquivo da prévia não encontrado.');
  }
  const bytes = await readFile(join(await edition.folder(), path)).catch(() => null);
  if (bytes === null) throw new HttpError(404, 'nao_encontrado', 'Arquivo da prévia não encontrado.');
  return c.body(new Uint8Array(bytes), 200, { 'Content-Type': type, 'Cache-Control': IMMUTABLE });
}
