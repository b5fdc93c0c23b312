// The hosted studio's HTTP API (issue 24): one Hono app whose routes come from one table. Before
// any handler: the body size cap (413), the Origin of unsafe requests (403), the session (401),
// JSON only (415) and the request's JSON Schema (400). /api/openapi.json is written from the same
// table and schemas. Answers are JSON, in Portuguese; refusals carry a code.
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { adminRoutes } from './adminRoutes.ts';
import { approvalRoutes } from './approvalRoutes.ts';
import { authRoutes } from './authRoutes.ts';
import { commentRoutes } from './commentRoutes.ts';
import { conflictRoutes } from './conflictRoutes.ts';
import { copyDeckRoutes } from './copyDeckRoutes.ts';
import { openDoor } from './door.ts';
import { draftRoutes } from './draftRoutes.ts';
import { errorAnswer } from './errors.ts';
import { historyRoutes } from './historyRoutes.ts';
import { imageRoutes } from './imageRoutes.ts';
import { notificationRoutes } from './notificationRoutes.ts';
import { liveRoutes } from './liveRoutes.ts';
import { mapRoutes } from './mapRoutes.ts';
import { oidcRoutes } from './oidcRoutes.ts';
import { openApiDocument } from './openapi.ts';
import { partnerRoutes } from './partnerRoutes.ts';
import { passkeyRoutes } from './passkeyRoutes.ts';
import { presenceRoutes } from './presenceRoutes.ts';
import { reviewRoutes } from './reviewRoutes.ts';
import { scheduleRoutes } from './scheduleRoutes.ts';
import { testRoutes } from './testRoutes.ts';
import { textRoutes } from './textRoutes.ts';
import { undoRoutes } from './undoRoutes.ts';
import { inspectorRoutes } from './inspectorRoutes.ts';
import { serveUi } from './uiStatic.ts';
import { previewApp } from '../preview/previewApp.ts';
import { localRoute, localWording } from '../local/localMode.ts';
import { modeRoutes } from '../local/modeRoute.ts';
import { previewRoutes } from '../preview/previewRoutes.ts';
import { type Answer, json, type Route } from './routeTable.ts';
import { response } from './schemas.ts';
import type { Services } from './services.ts';

/** A file's content is at most 2 MB (the git layer's blob cap); JSON escaping may add some. */
export const BODY_LIMIT_BYTES = 3 * 1024 * 1024;

export interface StudioAppOptions extends Services {
  /** The origin every unsafe request must come from (STUDIO_PUBLIC_URL's). */
  publicUrl: string;
  /** The built pages (uiBuild.ts), served at / beside the API; none in the API-only tests. */
  uiDir?: string;
}

export function studioRoutes(s: Services, publicUrl: string): Route[] {
  const routes: Route[] = [
    ...authRoutes(s),
    ...passkeyRoutes(s),
    ...oidcRoutes(s),
    ...draftRoutes(s),
    ...reviewRoutes(s),
    ...conflictRoutes(s),
    ...commentRoutes(s),
    ...notificationRoutes(s),
    ...approvalRoutes(s),
    ...adminRoutes(s),
    ...previewRoutes(s, publicUrl),
    ...textRoutes(s),
    ...undoRoutes(s),
    ...inspectorRoutes(s),
    ...imageRoutes(s),
    ...scheduleRoutes(s),
    ...presenceRoutes(s),
    ...historyRoutes(s),
    ...liveRoutes(s),
    ...partnerRoutes(s),
    ...copyDeckRoutes(s),
    ...testRoutes(s),
    ...mapRoutes(s),
    ...modeRoutes(s),
  ];
  const openapi: Route = {
    method: 'get',
    path: '/api/openapi.json',
    summary: 'Este documento: todas as rotas, gerado dos mesmos JSON Schemas que validam os pedidos',
    access: 'public',
    responses: { 200: response('OpenApi') },
    handler: () => json(200, openApiDocument([...routes, openapi], publicUrl)),
  };
  return [openapi, ...routes];
}

function send(c: Context, answer: Answer): Response {
  if (answer.response) return answer.response;
  const headers: Record<string, string> = { 'Cache-Control': 'no-store', ...answer.headers };
  if (answer.text) {
    headers['Content-Type'] = answer.text.contentType;
    if (answer.text.fileName) headers['Content-Disposition'] = `attachment; filename="${answer.text.fileName}"`;
    return c.body(answer.text.content, answer.status as ContentfulStatusCode, headers);
  }
  return c.json(answer.body ?? {}, answer.status as ContentfulStatusCode, headers);
}

export function createStudioApp(options: StudioAppOptions): Hono {
  const publicOrigin = new URL(options.publicUrl).origin;
  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'no-referrer');
  });
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: BODY_LIMIT_BYTES,
      onError: (c) => c.json({ ok: false, code: 'corpo_grande_demais', error: 'O pedido passa do limite de 3 MB.' }, 413),
    }),
  );
  // Local mode answers what it does not offer (sign-in, the draft workflow) with its refusal.
  const routes = studioRoutes(options, options.publicUrl).map((route) => (options.local ? localRoute(route) : route));
  for (const route of routes) {
    app.on(route.method.toUpperCase(), route.path, async (c) =>
      send(c, await route.handler(await openDoor(c, route, options.store, publicOrigin, options.local))),
    );
  }
  // The preview frames' documents, content, code and sandbox API (studio/hosted/preview/).
  app.route('/', previewApp(options, options.publicUrl));
  if (options.uiDir) serveUi(app, options.uiDir);
  app.notFound((c) => c.json({ ok: false, code: 'nao_encontrado', error: `Rota não encontrada: ${c.req.method} ${c.req.path}` }, 404));
  app.onError((error, c) => {
    const answer = errorAnswer(error);
    return c.json(options.local ? localWording(answer.body) : answer.body, answer.status as ContentfulStatusCode, {
      'Cache-Control': 'no-store',
      ...answer.headers,
    });
  });
  return app;
}
