// A throwaway copy of tests/fixtures/studio for each test, so edits never touch the fixture.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const PROJECT_ROOT = join(import.meta.dirname, '..', '..', '..');
export const STUDIO_FIXTURE = join(PROJECT_ROOT, 'tests', 'fixtures', 'studio');

export type Project = { root: string; read(file: string): string; snapshot(): Record<string, string>; remove(): void };

/** The real flows/ and variants/ in a throwaway folder. */
export function copyProjectContent(): Project {
  const root = mkdtempSync(join(tmpdir(), 'studio-'));
  for (const dir of ['flows', 'variants']) cpSync(join(PROJECT_ROOT, dir), join(root, dir), { recursive: true });
  return project(root);
}

export function copyFixture(source = STUDIO_FIXTURE): Project {
  const root = mkdtempSync(join(tmpdir(), 'studio-'));
  cpSync(source, root, { recursive: true });
  return project(root);
}

function project(root: string): Project {
  return {
    root,
    read: (file) => readFileSync(join(root, file), 'utf8'),
    snapshot() {
      const files: Record<string, string> = {};
      for (const dir of ['flows', 'variants']) {
        for (const name of readdirSync(join(root, dir)).filter((n) => n.endsWith('.yaml')))
          files[`${dir}/${name}`] = readFileSync(join(root, dir, name), 'utf8');
      }
      return files;
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
