// A newcomer's first two commands: `npm install` prints no install-script warning of ours, and
// `npm start` serves the chat without trying to open anything.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string>; allowScripts?: Record<string, boolean> };
const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, { hasInstallScript?: boolean }> };

it('names every dependency with an install script in allowScripts, allowed or denied (npm 11 warns otherwise)', () => {
  const withScripts = Object.entries(lock.packages)
    .filter(([, entry]) => entry.hasInstallScript)
    .map(([path]) => path.replace(/^.*node_modules\//, ''));
  expect(withScripts.length).toBeGreaterThan(0);
  expect(withScripts.filter((name) => pkg.allowScripts?.[name] === undefined)).toEqual([]);
});

it('npm start runs the dev server with no --open flag (vite --open false opened a file named "false")', () => {
  expect(pkg.scripts.start).toBe('vite');
});
