// The company's identity provider of the hosted studio's browser tests: the studio, started by the
// config's webServer, is told the issuer, client and secret; the provider itself (oidc-provider,
// ../unit/studio/hosted/oidcProvider.ts) is started by the test before someone signs in through
// it, on the issuer's port. The port is picked once per run, like STUDIO_E2E_DIR: the workers
// inherit it through the environment.
import { createServer } from 'node:net';

export const OIDC_CLIENT = { id: 'estudio', secret: 'segredo-do-estudio-de-teste-0123456789' };

/** A port the system has free now (the provider takes it when the test starts it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

process.env.STUDIO_E2E_OIDC_ISSUER ??= `http://127.0.0.1:${await freePort()}`;

export const OIDC_ISSUER = process.env.STUDIO_E2E_OIDC_ISSUER;

/** The studio's settings for this provider (studio/hosted/auth/oidc.ts reads them). */
export const OIDC_ENV = {
  STUDIO_OIDC_ISSUER: OIDC_ISSUER,
  STUDIO_OIDC_CLIENT_ID: OIDC_CLIENT.id,
  STUDIO_OIDC_CLIENT_SECRET: OIDC_CLIENT.secret,
};
