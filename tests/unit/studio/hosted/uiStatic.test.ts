// The hosted studio's pages as the server serves them: any address outside /api/ gets index.html
// with the strict policy (no inline script, not framed by others), hashed assets are cached for
// good, and nothing outside the assets folder is reachable.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { serveUi } from '../../../../studio/hosted/server/uiStatic.ts';

const dir = mkdtempSync(join(tmpdir(), 'studio-ui-'));
mkdirSync(join(dir, 'assets'));
writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Estúdio</title>');
writeFileSync(join(dir, 'assets', 'index-abc.js'), 'console.log(1)');
writeFileSync(join(dir, 'secret.txt'), 'not served');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const app = new Hono();
app.get('/api/eu', (c) => c.json({ ok: true }));
serveUi(app, dir);
app.notFound((c) => c.json({ ok: false, code: 'nao_encontrado' }, 404));

describe('hosted studio pages', () => {
  it('answers any screen address with index.html under a policy that allows no inline script', async () => {
    const answer = await app.request('/rascunhos/abc/revisao');
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('<title>Estúdio</title>');
    const csp = answer.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('serves hashed assets for good, and leaves /api/ to the API', async () => {
    const asset = await app.request('/assets/index-abc.js');
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(await (await app.request('/api/eu')).json()).toEqual({ ok: true });
    const unknown = await app.request('/api/nada');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'nao_encontrado' });
  });

  it('serves nothing outside the assets folder', async () => {
    for (const path of ['/assets/../secret.txt', '/assets/%2e%2e/secret.txt', '/assets/missing.js']) {
      const answer = await app.request(path);
      expect(await answer.text()).not.toContain('not served');
    }
  });
});
