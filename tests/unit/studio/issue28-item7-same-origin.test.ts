// Issue 28 item 7: /__studio/data answered any localhost origin (Vite's CORS default lets every
// localhost port read a dev server's answers). Now it answers, like every other studio endpoint, the
// pages of this dev server only: the rule the write endpoints use (studio/server/sameOrigin.ts) —
// the Origin's host is the Host the request was sent to, the browser does not call it cross-site,
// and the peer is this machine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudioData } from '../../../studio/contract/studioData.ts';
import { STUDIO_DATA_URL, studioDataMiddleware } from '../../../studio/server/vitePluginStudio.ts';
import { call, HOST, OWN_ORIGIN, studioEndpoint, type Call } from './studioCall.ts';
import { copyFixture, type Project } from './studioFixture.ts';

const DATA = { start: 'hello', files: [] } as unknown as StudioData;
const data = studioDataMiddleware(() => DATA);

/** Requests a page of another origin, or another machine, can make. */
const FOREIGN: Array<[string, Omit<Call, 'url'>]> = [
  ['another localhost port', { headers: { Origin: 'http://localhost:3000' } }],
  ['another port of 127.0.0.1', { headers: { Origin: 'http://127.0.0.1:5174' } }],
  ['the same port under another name', { headers: { Origin: 'http://localhost:5173' } }],
  ['a site on the internet', { headers: { Origin: 'https://evil.example' } }],
  ['a sandboxed frame or a file:// page', { headers: { Origin: 'null' } }],
  ['an Origin that is not a URL', { headers: { Origin: 'not a url' } }],
  ['a cross-site request without Origin', { headers: { 'Sec-Fetch-Site': 'cross-site' } }],
  ['a same-site request from another port', { headers: { 'Sec-Fetch-Site': 'same-site' } }],
  ['another machine', { address: '192.168.0.10' }],
];

describe('issue 28 item 7: /__studio/data answers only this dev server’s pages', () => {
  it.each(FOREIGN)('refuses %s with a 403 in Portuguese, without the data', async (_, request) => {
    const reply = await call(data, { url: STUDIO_DATA_URL, ...request });
    expect(reply.status).toBe(403);
    expect(reply.json).toEqual({ ok: false, error: expect.stringMatching(/^(O estúdio só atende|Origem inválida)/) });
    expect(reply.text).not.toContain('hello');
  });

  it('answers the studio page (its own origin, same-origin fetch), a direct visit and a probe without Origin', async () => {
    const own: Array<Record<string, string>> = [
      { Origin: OWN_ORIGIN, 'Sec-Fetch-Site': 'same-origin' },
      { 'Sec-Fetch-Site': 'same-origin' },
      { 'Sec-Fetch-Site': 'none' },
      {},
    ];
    for (const headers of own) {
      const reply = await call(data, { url: `${STUDIO_DATA_URL}?t=1`, headers });
      expect(reply.status, JSON.stringify(headers)).toBe(200);
      expect(reply.json).toEqual(DATA);
    }
    expect(HOST).toBe(new URL(OWN_ORIGIN).host);
  });

  it('leaves the rest to Vite: the studio’s routes load its page, other paths pass on', async () => {
    expect(await call(data, { url: '/studio/flow/payment' })).toMatchObject({ passed: true });
    expect(await call(data, { url: '/__studio/database', headers: { Origin: 'http://localhost:3000' } })).toMatchObject({ passed: true });
  });
});

describe('issue 28 item 7: the other reads of the studio follow the same rule', () => {
  let project: Project;
  beforeAll(() => {
    project = copyFixture();
  });
  afterAll(() => project.remove());

  it.each(['/file?path=flows/intro.yaml', '/copy', '/copy/export?format=csv'])(
    'GET %s: refused from another localhost port, answered to its own page',
    async (url) => {
      const endpoint = studioEndpoint(project.root);
      const foreign = await call(endpoint, { url, headers: { Origin: 'http://localhost:3000' } });
      expect(foreign.status).toBe(403);
      expect(foreign.json?.error).toBe('O estúdio só atende as páginas deste servidor de desenvolvimento (mesma origem).');
      expect((await call(endpoint, { url, headers: { Origin: OWN_ORIGIN, 'Sec-Fetch-Site': 'same-origin' } })).status).toBe(200);
    },
  );
});
