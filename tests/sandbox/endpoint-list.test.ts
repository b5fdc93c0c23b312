// The API's endpoints are written once (src/api/apiPaths.ts): the sandbox mounts exactly that list,
// every path in it is one the dev server hands to the sandbox, and only the public documents
// answer without the key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, clientPath, type Endpoint } from '../../src/api/apiPaths.ts';
import { isSandboxPath } from '../../sandbox/vite-plugin-sandbox.ts';
import { startSandbox, type RunningSandbox } from './sandbox.ts';

let sb: RunningSandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(async () => {
  await sb.dispose();
});

const endpoints: Endpoint[] = Object.values(API);
/** A path to call for an endpoint: its parameters filled with sample values. */
const callable = (endpoint: Endpoint) => `/${clientPath(endpoint, { token: 'x', file: 'x.png', metodo: 'pix' })}`;

describe('the endpoint list', () => {
  it('is exactly what the sandbox mounts, method and path', () => {
    const mounted = sb.app.routes
      .filter((route) => route.method !== 'ALL')
      // Hono's own parameter constraint (`:metodo{pix|boleto}`) is the sandbox's business.
      .map((route) => `${route.method} ${route.path.replace(/\{[^}]*\}/g, '')}`);
    expect(mounted.sort()).toEqual(endpoints.map((e) => `${e.method} ${e.path}`).sort());
  });

  it('holds only paths the dev and preview servers hand to the sandbox', () => {
    for (const endpoint of endpoints) expect(isSandboxPath(callable(endpoint)), endpoint.path).toBe(true);
  });

  it('marks the public documents: they alone answer without X-App-Key', async () => {
    for (const endpoint of endpoints) {
      const res = await fetch(sb.url + callable(endpoint), { method: endpoint.method });
      if (endpoint.public) expect(res.status, endpoint.path).not.toBe(401);
      else expect(res.status, endpoint.path).toBe(401);
    }
  });

  it('gives the client its paths relative to the base URL, parameters encoded', () => {
    expect(clientPath(API.createProposal)).toBe('api/proposta');
    expect(clientPath(API.getPaymentStatus, { token: 'a/b' })).toBe('api/proposta/a%2Fb/pagamento');
    expect(() => clientPath(API.getPaymentStatus)).toThrow(':token');
  });
});
