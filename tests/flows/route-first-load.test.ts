// What a route's visitor downloads first (its HTML, the entry script and its modulepreloads) carries
// that route's variant only (and main, for the 404 page), never the other partners': the first load
// does not grow with the number of partners.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileFlows } from '../../scripts/compiler/compileFlows.ts';

const { variants } = compileFlows({ root: process.cwd() });

/** Strings only one variant has: its gtm id and its greeting text. */
function fingerprints(name: string): string[] {
  const v = variants[name];
  const own = (value: unknown, inMain: unknown) => (typeof value === 'string' && value !== inMain ? [value] : []);
  return [...own(v.gtmId, variants.main.gtmId), ...own(v.linkWhatsApp, variants.main.linkWhatsApp)];
}

/** A production build takes minutes on a busy machine: the limit must never be what fails. */
const BUILD_LIMIT_MS = 300_000;

describe('a route’s first load', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'route-first-load-'));
  beforeAll(() => build({ root: process.cwd(), logLevel: 'silent', build: { outDir, emptyOutDir: true } }), BUILD_LIMIT_MS);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  const firstLoad = (file: string) => {
    const html = readFileSync(join(outDir, file), 'utf8');
    const scripts = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
    return { html, js: scripts.map((s) => readFileSync(join(outDir, s), 'utf8')).join('\n') };
  };

  it.each(['rota99', 'premmia', 'app'])('/%s carries its own variant and no other partner’s', (name) => {
    const { html, js } = firstLoad(`${variants[name].route!.slice(1)}/index.html`);
    for (const fp of fingerprints(name)) expect(html).toContain(fp);
    for (const other of Object.keys(variants).filter((n) => n !== name && n !== 'main')) {
      for (const fp of fingerprints(other)) {
        expect(html, `${other} in /${name}`).not.toContain(fp);
        expect(js, `${other} in the scripts of /${name}`).not.toContain(fp);
      }
    }
  });

  it('/ and the 404 page carry main only', () => {
    for (const file of ['index.html', '404.html']) {
      const { html, js } = firstLoad(file);
      expect(html).toContain(variants.main.gtmId);
      for (const other of Object.keys(variants).filter((n) => n !== 'main')) {
        for (const fp of fingerprints(other)) expect(html + js, `${other} in ${file}`).not.toContain(fp);
      }
    }
  });
});
