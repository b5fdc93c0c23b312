// Issue 24 item 6: `npm run studio` builds the preview edition in the background as it starts, so
// the first preview does not wait for Vite. A failed build is logged, never thrown at the server,
// and not remembered: the first preview request then builds again.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { previewEdition } from '../../../../studio/hosted/preview/editionBuild.ts';
import { warmPreviewEdition } from '../../../../studio/hosted/preview/warmEdition.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function recorder() {
  const lines: { level: 'log' | 'error'; message: string }[] = [];
  return { lines, log: (message: string) => lines.push({ level: 'log', message }), error: (message: string) => lines.push({ level: 'error', message }) };
}

describe('the preview edition built at start', () => {
  it('logs a failed build without throwing, and the next request builds again', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'h8-warm-data-'));
    // A code root without Vite: the build fails at once.
    const root = mkdtempSync(join(tmpdir(), 'h8-warm-root-'));
    folders.push(dataDir, root);
    const edition = previewEdition({ dataDir, root, hash: 'semvite' });
    const log = recorder();
    await expect(warmPreviewEdition({ edition: () => edition }, log)).resolves.toBeUndefined();
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0].level).toBe('error');
    expect(log.lines[0].message).toMatch(/será tentada de novo na primeira prévia/);
    // Had the failure been kept, this would still reject: the build is asked for again.
    const built = join(dataDir, 'previa-app', 'semvite');
    // A built edition: the chat's entry and the card frame's (editionBuild.ts checks both).
    mkdirSync(join(built, 'cartao'), { recursive: true });
    writeFileSync(join(built, 'entrada.js'), '');
    writeFileSync(join(built, 'cartao', 'cartao.js'), '');
    await expect(edition.folder()).resolves.toBe(built);
  });

  it('logs where the edition is once it is built', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'h8-warm-data-'));
    folders.push(dataDir);
    const built = join(dataDir, 'previa-app', 'pronta');
    // Both entries, or it would really build (two Vite builds of the chat).
    mkdirSync(join(built, 'cartao'), { recursive: true });
    writeFileSync(join(built, 'entrada.js'), '');
    writeFileSync(join(built, 'cartao', 'cartao.js'), '');
    const log = recorder();
    await warmPreviewEdition({ edition: () => previewEdition({ dataDir, hash: 'pronta' }) }, log);
    expect(log.lines).toEqual([{ level: 'log', message: `[estúdio] prévia pronta (${built})` }]);
  });
});

describe('studios sharing their builds (STUDIO_PREVIEW_BUILD_DIR)', () => {
  it('serve the one build of a version from the shared folder, whatever their data folders', async () => {
    const shared = mkdtempSync(join(tmpdir(), 'h8-shared-builds-'));
    const [a, b] = [mkdtempSync(join(tmpdir(), 'h8-data-a-')), mkdtempSync(join(tmpdir(), 'h8-data-b-'))];
    folders.push(shared, a, b);
    const built = join(shared, 'v1');
    mkdirSync(join(built, 'cartao'), { recursive: true });
    writeFileSync(join(built, 'entrada.js'), '');
    writeFileSync(join(built, 'cartao', 'cartao.js'), '');
    await expect(previewEdition({ dataDir: a, buildDir: shared, hash: 'v1' }).folder()).resolves.toBe(built);
    await expect(previewEdition({ dataDir: b, buildDir: shared, hash: 'v1' }).folder()).resolves.toBe(built);
  });
});
