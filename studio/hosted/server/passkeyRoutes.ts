// Passkeys: a signed-in person registers one ("Suas chaves": list, add, remove), and anyone with
// a registered passkey signs in with it, without typing an address. Each ceremony is two calls:
// the options (a fresh challenge kept by the server) and the browser's answer to verify.
import { passkeyRegistrationOptions, registerPasskey, removePasskey } from '../auth/passkeyRegistration.ts';
import { passkeySignInOptions, signInWithPasskey } from '../auth/passkeySignIn.ts';
import { listPasskeys, type Passkey } from '../auth/passkeyStore.ts';
import { json, type Route } from './routeTable.ts';
import { request, response } from './schemas.ts';
import { personView, type Services } from './services.ts';

function passkeyView(passkey: Passkey) {
  const { id, name, createdAt, lastUsedAt, backedUp, transports } = passkey;
  return { id, name, createdAt, lastUsedAt, backedUp, transports };
}

export function passkeyRoutes(s: Services): Route[] {
  return [
    {
      method: 'get',
      path: '/api/chaves',
      summary: 'Suas chaves de acesso (passkeys)',
      access: 'session',
      responses: { 200: response('Passkeys') },
      handler: ({ auth }) => json(200, { passkeys: listPasskeys(s.store, auth.person.id).map(passkeyView) }),
    },
    {
      method: 'post',
      path: '/api/chaves/registro/opcoes',
      summary: 'Começa o cadastro de uma chave de acesso: as opções para navigator.credentials.create()',
      access: 'session',
      responses: { 200: response('PasskeyCreationOptions') },
      handler: async ({ auth }) => json(200, await passkeyRegistrationOptions(s.store, auth.person, s.env)),
    },
    {
      method: 'post',
      path: '/api/chaves/registro',
      summary: 'Conclui o cadastro: confere a resposta do navegador e guarda a chave pública',
      access: 'session',
      body: request('PasskeyRegistrationRequest'),
      responses: { 201: response('PasskeyAnswer') },
      handler: async ({ auth, body, client }) => {
        const passkey = await registerPasskey(s.store, auth.person, body.response, body.name, client, s.env);
        return json(201, { ok: true, passkey: passkeyView(passkey) });
      },
    },
    {
      method: 'delete',
      path: '/api/chaves/:id',
      summary: 'Remove uma das suas chaves de acesso',
      access: 'session',
      responses: { 200: response('Ok') },
      handler: ({ auth, params }) => {
        removePasskey(s.store, auth.person, params.id);
        return json(200, { ok: true, message: 'Chave de acesso removida.' });
      },
    },
    {
      method: 'post',
      path: '/api/entrar/chave/opcoes',
      summary: 'Começa a entrada com chave de acesso: as opções para navigator.credentials.get()',
      access: 'public',
      responses: { 200: response('PasskeyRequestOptions') },
      handler: async ({ client }) => json(200, await passkeySignInOptions(s.store, client.ip ?? '-', s.env)),
    },
    {
      method: 'post',
      path: '/api/entrar/chave',
      summary: 'Entra com a chave de acesso (abre a sessão)',
      access: 'public',
      body: request('PasskeySignInRequest'),
      responses: { 200: response('SignedIn') },
      handler: async ({ body, client }) => {
        const signed = await signInWithPasskey(s.store, body.response, client, s.env);
        return json(200, { ok: true, person: personView(signed.person) }, { 'Set-Cookie': signed.cookie });
      },
    },
  ];
}
