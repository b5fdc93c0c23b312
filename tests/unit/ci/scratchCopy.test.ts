// The scratch copy the development server's browser tests run in: it has what a developer's
// checkout has (new files included, ignored ones not), and what the tests write there never
// reaches the checkout.
import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { makeScratchCopy } from '../../../scripts/ci/scratchCopy.ts';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function checkout(): string {
  const dir = mkdtempSync(join(tmpdir(), 'scratch-source-'));
  made.push(dir);
  const write = (file: string, text: string) => {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), text);
  };
  write('.gitignore', '.data/\nnode_modules/\n');
  write('flows/lead.yaml', 'committed: sim\n');
  write('node_modules/react/index.js', 'module.exports = 1;\n');
  write('node_modules/.vite/deps/_metadata.json', '{}');
  execFileSync('git', ['init', '-q'], { cwd: dir });
  execFileSync('git', ['add', '.'], { cwd: dir });
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'start'], { cwd: dir });
  write('flows/new.yaml', 'not committed yet: sim\n');
  write('flows/lead.yaml', 'changed, not committed: sim\n');
  write('.data/sandbox.db', 'local data');
  return dir;
}

it('copies committed and new files as they are in the tree, and leaves ignored ones out', () => {
  const source = checkout();
  const copy = makeScratchCopy(source);
  made.push(copy);
  expect(readFileSync(join(copy, 'flows/lead.yaml'), 'utf8')).toBe('changed, not committed: sim\n');
  expect(readFileSync(join(copy, 'flows/new.yaml'), 'utf8')).toBe('not committed yet: sim\n');
  expect(existsSync(join(copy, '.data'))).toBe(false);
});

it('a file written in the copy leaves the checkout as it was', () => {
  const source = checkout();
  const copy = makeScratchCopy(source);
  made.push(copy);
  writeFileSync(join(copy, 'flows/lead.yaml'), 'edited by a test\n');
  expect(readFileSync(join(source, 'flows/lead.yaml'), 'utf8')).toBe('changed, not committed: sim\n');
});

it('resolves packages from the checkout but keeps its own Vite dependency cache', () => {
  const source = checkout();
  const copy = makeScratchCopy(source);
  made.push(copy);
  expect(readFileSync(join(copy, 'node_modules/react/index.js'), 'utf8')).toBe('module.exports = 1;\n');
  expect(lstatSync(join(copy, 'node_modules')).isSymbolicLink()).toBe(false);
  expect(existsSync(join(copy, 'node_modules/.vite'))).toBe(false);
});
