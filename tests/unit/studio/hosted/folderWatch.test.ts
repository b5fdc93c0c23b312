// Views that follow the files (local mode): the watcher over the content folders tells each new
// version of the folder once — a file edited in a content folder, a new file in a subfolder, the
// approval rules — and nothing when a write leaves the version as it was.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { watchFolder } from '../../../../studio/hosted/local/folderWatch.ts';

const root = mkdtempSync(join(tmpdir(), 'studio-folder-watch-'));
for (const dir of ['flows/tests', 'variants', 'studio']) mkdirSync(join(root, dir), { recursive: true });
writeFileSync(join(root, 'flows/intro.yaml'), 'a: 1\n');
writeFileSync(join(root, 'studio/approval-rules.yaml'), 'rules: []\n');

// The folder's "version": a counter bumped by the test for each content change it makes.
let version = 0;
let looks = 0;
const told: string[] = [];
let stop: () => void = () => undefined;
afterAll(() => {
  stop();
  rmSync(root, { recursive: true, force: true });
});

describe('watchFolder', () => {
  it('tells each new version of the content once, and nothing when the version stayed', async () => {
    const look = async () => {
      looks++;
      return `v${version}`;
    };
    stop = watchFolder({ checkout: root, version: look, onChange: (v) => told.push(v) });
    // Ready once it has read the first version: later changes are told against it.
    await vi.waitFor(() => expect(looks).toBe(1));
    version = 1;
    writeFileSync(join(root, 'flows/intro.yaml'), 'a: 2\n');
    await vi.waitFor(() => expect(told).toEqual(['v1']), { timeout: 10_000 });
    version = 2;
    writeFileSync(join(root, 'flows/tests/novo.yaml'), 'tests: {}\n');
    await vi.waitFor(() => expect(told).toEqual(['v1', 'v2']), { timeout: 10_000 });
    version = 3;
    writeFileSync(join(root, 'studio/approval-rules.yaml'), 'rules: [1]\n');
    await vi.waitFor(() => expect(told).toEqual(['v1', 'v2', 'v3']), { timeout: 10_000 });
    // A write that leaves the folder's version as it was (the same bytes saved again) tells nothing.
    const before = looks;
    writeFileSync(join(root, 'variants/rota99.yaml'), 'title: x\n');
    await vi.waitFor(() => expect(looks).toBeGreaterThan(before), { timeout: 10_000 });
    version = 4;
    writeFileSync(join(root, 'variants/rota99.yaml'), 'title: y\n');
    await vi.waitFor(() => expect(told.at(-1)).toBe('v4'), { timeout: 10_000 });
    expect(told).toEqual(['v1', 'v2', 'v3', 'v4']);
  });
});
