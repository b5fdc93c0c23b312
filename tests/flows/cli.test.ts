// npm run flows:check's command line: exit codes and what it prints. The cases call the CLI's own
// main() in-process, so none of them depends on how fast the machine starts a process; one case
// runs the real command, alone and with a generous limit, to show the exit code reaches the shell.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { loadRegistries, main } from '../../scripts/flows-check.ts';
import { FIXTURES, PROJECT_ROOT } from './helpers.ts';

const TSX = join(PROJECT_ROOT, 'node_modules', '.bin', 'tsx');
const CLI = join(PROJECT_ROOT, 'scripts', 'flows-check.ts');
/** A cold tsx start on a busy 2-core machine has taken seconds; a minute and a half is never the limit that fails. */
const PROCESS_LIMIT_MS = 90_000;

const argsFor = (fixtureName: string, extra: string[]) => {
  const root = join(FIXTURES, fixtureName);
  return ['--root', root, '--registries', join(root, 'registries.json'), ...extra];
};

/** `flows-check --root <fixture> --registries <fixture>/registries.json [extra]`, in this process. */
async function check(fixtureName: string, ...extra: string[]): Promise<{ code: number; output: string }> {
  const printed: string[] = [];
  const keep = (...args: unknown[]) => void printed.push(args.map(String).join(' '));
  const log = vi.spyOn(console, 'log').mockImplementation(keep);
  const error = vi.spyOn(console, 'error').mockImplementation(keep);
  try {
    const code = await main(argsFor(fixtureName, extra));
    return { code, output: printed.join('\n') };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

describe('npm run flows:check', () => {
  it('exits 1 on errors, printing file:line:col lines and the summary with the elapsed time', async () => {
    const broken = await check('broken');
    expect(broken.code).toBe(1);
    expect(broken.output).toContain('flows/main.yaml:14:5       error  step "ask-name": unknown key "nxet" (did you mean "next"?)');
    expect(broken.output).toContain('flows/other.yaml:3:3       error  duplicate step id "save": also defined at flows/main.yaml:16:3');
    expect(broken.output).toMatch(/^8 errors, 1 warning \(\d+ ms\)$/m);
    expect(broken.output).not.toMatch(/\n\s+at /); // content errors never print stack traces
  });

  it('exits 0 on clean content, also with --strict', async () => {
    const clean = await check('clean', '--strict');
    expect(clean).toMatchObject({ code: 0 });
    expect(clean.output).toMatch(/^0 errors, 0 warnings \(\d+ ms\)$/m);
  });

  it('exits 0 with warnings, and 1 when --strict makes them errors', async () => {
    const warnings = await check('warnings');
    expect(warnings.code).toBe(0);
    expect(warnings.output).toContain('warning  step "forgotten" is unreachable from start "hello"');
    const strict = await check('warnings', '--strict');
    expect(strict.code).toBe(1);
    expect(strict.output).toContain('error  step "forgotten" is unreachable from start "hello"');
  });

  it('exits 2 on an argument it does not know, with the usage', async () => {
    const wrong = await check('clean', '--strickt');
    expect(wrong.code).toBe(2);
    expect(wrong.output).toContain('unknown argument "--strickt"\nusage: flows-check');
  });

  it(
    'as a command, hands the exit code and the report to the shell',
    async () => {
      const { code, output } = await new Promise<{ code: number; output: string }>((resolve) => {
        execFile(TSX, [CLI, ...argsFor('broken', [])], { cwd: PROJECT_ROOT, timeout: PROCESS_LIMIT_MS }, (error, stdout, stderr) => {
          resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr });
        });
      });
      expect(code).toBe(1);
      expect(output).toMatch(/^8 errors, 1 warning \(\d+ ms\)$/m);
      expect(output).not.toMatch(/\n\s+at /);
    },
    PROCESS_LIMIT_MS + 10_000,
  );
});

describe('loadRegistries', () => {
  it('reports registries it cannot find instead of silently skipping their names', async () => {
    const { registries, diagnostics } = await loadRegistries(join(FIXTURES, 'clean'));
    expect(registries).toEqual({});
    expect(diagnostics.map((d) => `${d.file} ${d.severity} ${d.message}`)).toContain(
      'src/actions/index.ts warning registry not found: actions names are not checked',
    );
  });
});
