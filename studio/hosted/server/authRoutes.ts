// Signing in and out: e-mail links (the answer is the same for any address; the link goes to the
// outbox), invites, the signed-in person, and their sessions, revocable at once.
import { clearSessionCookie } from '../auth/cookies.ts';
import { consumeInvite } from '../auth/invites.ts';
import { consumeSignInLink, requestSignInLink } from '../auth/signInLinks.ts';
import { listSessions, revokeSession, signOut } from '../auth/sessions.ts';
import { HttpError, json, type Route } from './routeTable.ts';
import { request, response } from './schemas.ts';
import { personView, type Services, sessionView } from './services.ts';

export function authRoutes(s: Services): Route[] {
  return [
    {
      method: 'post',
      path: '/api/entrar/link',
      summary: 'Pede um link de entrada por e-mail (a mesma resposta para qualquer endereço)',
      access: 'public',
      body: request('SignInLinkRequest'),
      responses: { 202: response('Ok') },
      handler: ({ body, client }) => {
        const { message } = requestSignInLink(s.store, s.outbox, body.email, client.ip ?? '-', s.env);
        return json(202, { ok: true, message });
      },
    },
    {
      method: 'post',
      path: '/api/entrar/link/confirmar',
      summary: 'Entra com o link recebido por e-mail (abre a sessão)',
      access: 'public',
      body: request('TokenRequest'),
      responses: { 200: response('SignedIn') },
      handler: ({ body, client }) => {
        const signed = consumeSignInLink(s.store, body.token, client);
        return json(200, { ok: true, person: personView(signed.person) }, { 'Set-Cookie': signed.cookie });
      },
    },
    {
      method: 'post',
      path: '/api/entrar/convite',
      summary: 'Aceita um convite (cria a pessoa e abre a sessão)',
      access: 'public',
      body: request('TokenRequest'),
      responses: { 200: response('SignedIn') },
      handler: ({ body, client }) => {
        const signed = consumeInvite(s.store, body.token, client);
        return json(200, { ok: true, person: personView(signed.person) }, { 'Set-Cookie': signed.cookie });
      },
    },
    {
      method: 'post',
      path: '/api/sair',
      summary: 'Sai (encerra esta sessão)',
      access: 'session',
      responses: { 200: response('Ok') },
      handler: ({ auth }) => {
        signOut(s.store, auth.token);
        return json(200, { ok: true }, { 'Set-Cookie': clearSessionCookie() });
      },
    },
    {
      method: 'get',
      path: '/api/eu',
      summary: 'Quem sou eu: a pessoa, o papel e a sessão',
      access: 'session',
      responses: { 200: response('Me') },
      handler: ({ auth }) => json(200, { person: personView(auth.person), session: sessionView(auth.session, auth.session.id) }),
    },
    {
      method: 'get',
      path: '/api/sessoes',
      summary: 'Suas sessões abertas',
      access: 'session',
      responses: { 200: response('Sessions') },
      handler: ({ auth }) => json(200, { sessions: listSessions(s.store, auth.person.id).map((one) => sessionView(one, auth.session.id)) }),
    },
    {
      method: 'delete',
      path: '/api/sessoes/:id',
      summary: 'Encerra uma sessão na hora',
      access: 'session',
      responses: { 200: response('Ok') },
      handler: ({ auth, params }) => {
        if (!revokeSession(s.store, params.id, auth.person)) throw new HttpError(404, 'nao_encontrado', 'Sessão não encontrada.');
        return json(200, { ok: true });
      },
    },
  ];
}
