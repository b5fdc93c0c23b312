// An OpenID provider in the test's own process (oidc-provider on a free port): one confidential
// client registered with the studio's redirect address, and interactions that sign in whichever
// account the test names, with whatever e-mail claims it gives, then consent. Everything else —
// discovery, the authorization endpoint, PKCE, the code, the token endpoint, the signed ID token
// with its nonce — is the real thing.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface Account {
  sub: string;
  email: string;
  email_verified: boolean;
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who the next sign-in at the provider is. */
  signInAs(account: Account): void;
  /** Follows the provider's redirects from the authorization address until it sends the browser back: that address. */
  authorize(authorizationUrl: string): Promise<URL>;
  close(): Promise<void>;
}

/** `port` 0: any free one (the browser tests give the one the studio was told, with its client). */
export async function startProvider(
  redirectUri: string,
  { port = 0, client = { client_id: 'estudio', client_secret: 'segredo-do-estudio-de-teste-0123456789' } } = {},
): Promise<TestProvider> {
  const accounts = new Map<string, Account>();
  let next: Account | undefined;
  let provider: Provider | undefined;
  const server: Server = createServer((req, res) => {
    if (!provider) return res.writeHead(503).end();
    if (req.url?.startsWith('/interaction/')) return void interact(provider, req, res).catch((error) => res.writeHead(500).end(String(error)));
    provider.callback()(req, res);
  });
  // No idle timeout: on a busy machine a kept-alive socket closed after Node's 5 s default races
  // the next request on it ("other side closed"); close() ends idle sockets anyway.
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  provider = new Provider(issuer, {
    clients: [{ ...client, redirect_uris: [redirectUri], grant_types: ['authorization_code'], response_types: ['code'] }],
    cookies: { keys: ['chave-de-cookies-do-teste'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    features: { devInteractions: { enabled: false } },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx: unknown, id: string) => {
      const account = accounts.get(id);
      return account && { accountId: id, claims: () => ({ ...account }) };
    },
  });

  async function interact(p: Provider, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const details = await p.interactionDetails(req, res);
    let result: Record<string, unknown>;
    if (details.prompt.name === 'login') {
      if (!next) throw new Error('signInAs() first');
      accounts.set(next.sub, next);
      result = { login: { accountId: next.sub } };
    } else {
      const grant = new p.Grant({ accountId: details.session?.accountId ?? '', clientId: details.params.client_id });
      grant.addOIDCScope(details.params.scope);
      result = { consent: { grantId: await grant.save() } };
    }
    const returnTo = await p.interactionResult(req, res, result, { mergeWithLastSubmission: false });
    res.writeHead(303, { Location: returnTo }).end();
  }

  return {
    issuer,
    clientId: client.client_id,
    clientSecret: client.client_secret,
    signInAs(account) {
      next = account;
    },
    async authorize(authorizationUrl) {
      // The provider's own cookies, as the browser would keep them between its pages.
      const jar = new Map<string, string>();
      let url = new URL(authorizationUrl);
      for (let hop = 0; hop < 12; hop++) {
        const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
        const answer = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
        for (const line of answer.headers.getSetCookie()) {
          const [pair] = line.split(';');
          const eq = pair.indexOf('=');
          jar.set(pair.slice(0, eq), pair.slice(eq + 1));
        }
        const location = answer.headers.get('location');
        if (!location) throw new Error(`the provider stopped at ${url} with ${answer.status}: ${await answer.text()}`);
        url = new URL(location, url);
        if (url.href.startsWith(redirectUri)) return url;
      }
      throw new Error('the provider never sent the browser back');
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
