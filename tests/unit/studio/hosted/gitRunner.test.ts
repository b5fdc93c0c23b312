// Every git process runs hardened: execFile with an argument list (no shell), --git-dir, the
// hardening -c settings, an environment built from nothing (no system or global config, no
// prompts, nothing of the server's own variables), a timeout and an output cap. Checked with a fake
// git that reports what it was given.
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GitCommandError } from '../../../../studio/hosted/git/index.ts';
import { createRunner } from '../../../../studio/hosted/git/runGit.ts';
import { currentRelay } from '../../../../studio/hosted/git/spawnRelay.ts';

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'studio-git-runner-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A stand-in for the git binary running `script` (sh). */
function fakeGit(name: string, script: string): string {
  const path = join(dir, name);
  writeFileSync(path, `#!/bin/sh\n${script}\n`);
  chmodSync(path, 0o755);
  return path;
}

describe('the runner', () => {
  it('passes the hardening settings and an environment built from nothing', async () => {
    const report = join(dir, 'report');
    const git = fakeGit('git-report', `for a in "$@"; do printf '%s\\n' "$a"; done > '${report}.args'; env > '${report}.env'; cat > '${report}.stdin'`);
    vi.stubEnv('STUDIO_SECRET_TOKEN', 'do-not-leak');
    vi.stubEnv('GIT_DIR', '/somewhere/else');
    vi.stubEnv('GIT_CONFIG_PARAMETERS', "'core.hooksPath'='/tmp/evil'");
    try {
      const run = createRunner({ gitDir: dir, git });
      await run(['cat-file', 'blob', '--', '$(touch /tmp/x); x'], { input: 'stdin bytes', env: { GIT_INDEX_FILE: '/tmp/index' } });
    } finally {
      vi.unstubAllEnvs();
    }
    const args = readFileSync(`${report}.args`, 'utf8').trimEnd().split('\n');
    expect(args[0]).toBe(`--git-dir=${dir}`);
    const settings = args.filter((_, i) => args[i - 1] === '-c');
    expect(settings).toEqual(
      expect.arrayContaining([
        'core.hooksPath=/dev/null',
        'core.attributesFile=/dev/null',
        'transfer.fsckObjects=true',
        'protocol.allow=never',
        'protocol.file.allow=always',
        'protocol.https.allow=always',
        'protocol.ssh.allow=always',
      ]),
    );
    expect(settings).not.toContain('protocol.ext.allow=always');
    // The argument arrives as one word: no shell ever saw it.
    expect(args.slice(-4)).toEqual(['cat-file', 'blob', '--', '$(touch /tmp/x); x']);
    const env = Object.fromEntries(
      readFileSync(`${report}.env`, 'utf8')
        .trimEnd()
        .split('\n')
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    expect(env).toMatchObject({
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_CONFIG_GLOBAL: '/dev/null',
      GIT_TERMINAL_PROMPT: '0',
      GIT_NO_REPLACE_OBJECTS: '1',
      GIT_LITERAL_PATHSPECS: '1',
      GIT_INDEX_FILE: '/tmp/index',
    });
    expect(env.STUDIO_SECRET_TOKEN).toBeUndefined();
    expect(env.GIT_DIR).toBeUndefined();
    expect(env.GIT_CONFIG_PARAMETERS).toBeUndefined();
    expect(readFileSync(`${report}.stdin`, 'utf8')).toBe('stdin bytes');
  });

  it('kills a process at the timeout', async () => {
    const run = createRunner({ gitDir: dir, git: fakeGit('git-slow', 'exec sleep 10'), timeoutMs: 200 });
    const error = await run(['fetch']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GitCommandError);
    expect(error).toMatchObject({ failure: 'timeout', command: 'fetch' });
  });

  it('refuses more output than the cap instead of buffering it', async () => {
    const run = createRunner({ gitDir: dir, git: fakeGit('git-loud', 'head -c 200000 /dev/zero'), maxOutputBytes: 1000 });
    await expect(run(['cat-file', 'blob', 'x'])).rejects.toMatchObject({ failure: 'output-too-large' });
  });

  it('reports an exit code and the end of stderr; treats listed codes as answers', async () => {
    const run = createRunner({ gitDir: dir, git: fakeGit('git-fails', 'echo "fatal: nope" >&2; exit 3') });
    await expect(run(['merge-tree'])).rejects.toMatchObject({ failure: 'exit', exitCode: 3, stderr: 'fatal: nope\n' });
    await expect(run(['merge-tree'], { okExitCodes: [0, 3] })).resolves.toMatchObject({ exitCode: 3 });
  });

  it('starts processes through a small relay; a git running when the relay dies fails, and the next git gets a new relay', async () => {
    const run = createRunner({ gitDir: dir, git: fakeGit('git-slow-echo', 'sleep 2; echo done') });
    const running = run(['status']);
    const relay = currentRelay();
    expect(relay?.pid).toBeGreaterThan(0);
    relay?.kill('SIGKILL');
    await expect(running).rejects.toMatchObject({ failure: 'spawn' });
    const quick = createRunner({ gitDir: dir, git: fakeGit('git-echo', 'echo ok') });
    expect((await quick(['status'])).stdout.toString()).toBe('ok\n');
    expect(currentRelay()?.pid).not.toBe(relay?.pid);
  });

  it('reports a missing git binary', async () => {
    const run = createRunner({ gitDir: dir, git: join(dir, 'no-such-git') });
    await expect(run(['status'])).rejects.toMatchObject({ failure: 'spawn' });
  });

  it('refuses to allow the ext transport or a malformed protocol', () => {
    expect(() => createRunner({ gitDir: dir, protocols: ['ext'] })).toThrow(/refused git protocol/);
    expect(() => createRunner({ gitDir: dir, protocols: ['file.allow=always -c x'] })).toThrow(/refused git protocol/);
  });
});
