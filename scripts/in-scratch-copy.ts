// Runs a command in a scratch copy of this checkout (scripts/ci/scratchCopy.ts). The development
// server's browser tests write the content files they test (an edited flow or variant, to see the
// chat follow it) and put them back; in a copy they can run beside the other checks — which read
// the same files — and never leave a developer's tree changed, whatever stops them.
//   tsx scripts/in-scratch-copy.ts playwright test -c playwright.dev.config.ts
// What the command leaves in the copy's test-results/ is copied back to test-results/.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { makeScratchCopy } from './ci/scratchCopy.ts';

const root = resolve(import.meta.dirname, '..');
const command = process.argv.slice(2);
if (command.length === 0) throw new Error('usage: tsx scripts/in-scratch-copy.ts <command> [args…]');

const copy = makeScratchCopy(root);
const child = spawn(command[0], command.slice(1), { cwd: copy, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('close', (code, signal) => {
  const results = join(copy, 'test-results');
  if (existsSync(results)) cpSync(results, join(root, 'test-results'), { recursive: true });
  rmSync(copy, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
