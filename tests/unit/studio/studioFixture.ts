// A throwaway copy of tests/fixtures/studio for each test, so edits never touch the fixture.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const STUDIO_FIXTURE = join(import.meta.dirname, '..', '..', 'fixtures', 'studio');

export function copyFixture(source = STUDIO_FIXTURE): { root: string; read(file: string): string; snapshot(): Record<string, string>; remove(): void } {
  const root = mkdtempSync(join(tmpdir(), 'studio-'));
  cpSync(source, root, { recursive: true });
  return {
    root,
    read: (file) => readFileSync(join(root, file), 'utf8'),
    snapshot() {
      const files: Record<string, string> = {};
      for (const dir of ['flows', 'variants']) {
        for (const name of readdirSync(join(root, dir))) files[`${dir}/${name}`] = readFileSync(join(root, dir, name), 'utf8');
      }
      return files;
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
