// Signing in through the company's identity provider (OIDC): /api/entrar/oidc sends the browser
// to the provider, /api/entrar/oidc/retorno is where the provider sends it back, and
// /api/entrar/metodos tells the sign-in page which ways in this studio offers.
import { finishOidc, oidcSettings, readOidcFlowCookie, startOidc } from '../auth/oidc.ts';
import { errorAnswer } from './errors.ts';
import { type Answer, json, type Route } from './routeTable.ts';
import { request, response } from './schemas.ts';
import type { Services } from './services.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The callback is a page the browser lands on, not a call a page makes: a refusal there is shown
 * as a short page in Portuguese with the way back, not as JSON. Clients asking for JSON get JSON.
 */
export function refusalPage(error: unknown): Answer {
  const { status, body } = errorAnswer(error);
  const message = escapeHtml(String(body.error));
  const content = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Não foi possível entrar — Estúdio de conteúdo</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1f2328}a{color:#0b57d0}</style></head>
<body><main><h1>Não foi possível entrar</h1><p role="alert">${message}</p><p><a href="/">Voltar à página de entrada</a></p></main></body></html>
`;
  return {
    status,
    text: { content, contentType: 'text/html; charset=utf-8' },
    headers: { 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'" },
  };
}

/** Both routes are pages the browser lands on: a page for a browser, JSON (the thrown refusal) for a client. */
function pageOrThrow(accept: string | undefined, error: unknown): Answer {
  if (!(accept ?? '').includes('text/html')) throw error;
  return refusalPage(error);
}

export function oidcRoutes(s: Services): Route[] {
  return [
    {
      method: 'get',
      path: '/api/entrar/metodos',
      summary: 'As formas de entrar que este estúdio oferece',
      access: 'public',
      responses: { 200: response('SignInMethods') },
      handler: () => json(200, { emailLink: true, passkey: true, oidc: oidcSettings(s.env) !== undefined }),
    },
    {
      method: 'get',
      path: '/api/entrar/oidc',
      summary: 'Entra pela conta da empresa: leva o navegador ao provedor de identidade (OIDC)',
      access: 'public',
      responses: { 302: response('Redirect') },
      handler: async ({ client, c }) => {
        try {
          const { url, cookie } = await startOidc(s.store, client.ip ?? '-', s.env);
          return { status: 302, body: {}, headers: { Location: url, 'Set-Cookie': cookie } };
        } catch (error) {
          return pageOrThrow(c.req.header('accept'), error);
        }
      },
    },
    {
      method: 'get',
      path: '/api/entrar/oidc/retorno',
      summary: 'Volta do provedor de identidade: confere a resposta e abre a sessão (método oidc)',
      access: 'public',
      query: request('OidcCallbackQuery'),
      responses: { 303: response('Redirect') },
      handler: async ({ query, client, c }) => {
        try {
          const signed = await finishOidc(s.store, query, readOidcFlowCookie(c.req.header('cookie')), client, s.env);
          return { status: 303, body: {}, headers: { Location: '/', 'Set-Cookie': signed.cookie } };
        } catch (error) {
          return pageOrThrow(c.req.header('accept'), error);
        }
      },
    },
  ];
}
