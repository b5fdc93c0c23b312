// The preview hooks are development-only: a production build ignores ?step=&fixture= because it
// contains none of their code (src/preview, the fixtures, the content hot update).
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, expect, it } from 'vitest';

/** A production build takes minutes on a busy machine: the limit must never be what fails. */
const BUILD_LIMIT_MS = 300_000;
const outDir = mkdtempSync(join(tmpdir(), 'bundle-dev-hooks-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

it(
  'a production build has no trace of the preview hook, the fixtures or the content hot update',
  async () => {
    // As `npm run build` does: vitest sets NODE_ENV=test, under which Vite builds with import.meta.env.DEV true.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({ root: process.cwd(), mode: 'production', logLevel: 'silent', build: { outDir, emptyOutDir: true } });
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
    const files = readdirSync(join(outDir, 'assets'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => ({ name: f, text: readFileSync(join(outDir, 'assets', f), 'utf8') }));
    const all = files.map((f) => f.text).join('\n');
    expect(all).toContain('Como você prefere pagar?'); // the build did include the flows
    expect(files.map((f) => f.name).filter((name) => /devChat|preview|DevNotice/i.test(name))).toEqual([]);
    for (const trace of [
      'fixture', // the query parameter and the fixture messages
      'Maria da Conceição', // fixture data
      'replay',
      'não existe mais no fluxo', // the removed-step notice
      'dev-notice',
      'startDevChat',
      'contentUpdated',
      'virtual:flow',
    ]) {
      expect(all, `production bundle contains "${trace}"`).not.toContain(trace);
    }
  },
  BUILD_LIMIT_MS,
);
