// The browser gets the flows as JSON compiled at build time: no YAML parser may ship.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';

/** A production build takes minutes on a busy machine: the limit must never be what fails. */
const BUILD_LIMIT_MS = 300_000;

describe('production bundle', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'bundle-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it(
    'contains the flow texts but no YAML parser',
    async () => {
      await build({ root: process.cwd(), logLevel: 'silent', build: { outDir, emptyOutDir: true } });
      const js = readdirSync(join(outDir, 'assets'))
        .filter((f) => f.endsWith('.js'))
        .map((f) => readFileSync(join(outDir, 'assets', f), 'utf8'))
        .join('\n');
      expect(js).toContain('copy-message-1');
      // Class names the `yaml` package cannot do without.
      expect(js).not.toMatch(/YAMLParseError|LineCounter|YAMLMap/);
    },
    BUILD_LIMIT_MS,
  );
});
