// Undo of a conversation test the studio saved: a created file goes away, a replaced one gets its
// bytes back, and nothing happens once the file moved on or for a path that is not a test.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contentHash } from '../../../studio/edit/contentFiles.ts';
import { undoTestFile } from '../../../studio/edit/undoTestFile.ts';

const FILE = 'flows/tests/recorded.yaml';
const SAVED = 'tests:\n  through the carousels:\n    route: /\n    steps:\n      - click: SIMULAR AGORA\n';
const EARLIER = '# kept comment\ntests:\n  a recorded conversation:\n    route: /\n    steps:\n      - click: SIMULAR AGORA\n';
let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

function projectWith(text: string): string {
  root = mkdtempSync(join(tmpdir(), 'undo-test-'));
  mkdirSync(join(root, 'flows/tests'), { recursive: true });
  writeFileSync(join(root, FILE), text);
  return root;
}

describe('undoTestFile', () => {
  it('deletes a test file the save created', async () => {
    const outcome = await undoTestFile(projectWith(SAVED), FILE, '', contentHash(SAVED));
    expect(outcome).toMatchObject({ status: 200, ok: true });
    expect(existsSync(join(root, FILE))).toBe(false);
  });

  it('puts back the bytes of the test the save replaced, and answers the diff', async () => {
    const outcome = await undoTestFile(projectWith(SAVED), FILE, EARLIER, contentHash(SAVED));
    expect(readFileSync(join(root, FILE), 'utf8')).toBe(EARLIER);
    expect(outcome.ok && outcome.files[0].diff.flatMap((h) => h.lines).filter((l) => /^[-+]/.test(l))).toContain('+  a recorded conversation:');
  });

  it('refuses (409) once the file changed on disk since the save, and leaves it', async () => {
    projectWith(SAVED + '      - bot: edited by hand\n');
    const outcome = await undoTestFile(root, FILE, '', contentHash(SAVED));
    expect(outcome).toMatchObject({ status: 409, ok: false, conflicts: [{ file: FILE }] });
    expect(readFileSync(join(root, FILE), 'utf8')).toContain('edited by hand');
  });

  it('refuses a path that is not a conversation test', async () => {
    projectWith(SAVED);
    for (const file of ['flows/intro.yaml', 'flows/tests/../intro.yaml', 'flows/tests/sub/x.yaml', '../outside.yaml']) {
      expect((await undoTestFile(root, file, '', 'x')).status, file).toBe(403);
    }
  });
});
