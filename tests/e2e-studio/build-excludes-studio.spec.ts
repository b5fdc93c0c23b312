// The studio is a development tool: a production build holds none of its code.
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';
import { build } from 'vite';

test('vite build output contains no studio code', async () => {
  test.setTimeout(240_000);
  const outDir = mkdtempSync(join(tmpdir(), 'consorcio-build-'));
  await build({ root: process.cwd(), logLevel: 'silent', build: { outDir, emptyOutDir: true } });
  const files = walk(outDir);
  expect(files.some((f) => f.endsWith('index.html'))).toBe(true);
  expect(files.map((f) => relative(outDir, f)).filter((f) => /studio/i.test(f))).toEqual([]);
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    // The data endpoint, the map library and the router exist only in the studio.
    for (const marker of ['__studio', 'react-flow__', 'studio-root', 'useNavigate']) expect(text.includes(marker), `${marker} in ${file}`).toBe(false);
  }
});

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}
