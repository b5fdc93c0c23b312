import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRegistries } from '../../scripts/flows-check.ts';
import { FIXTURES, PROJECT_ROOT } from './helpers.ts';

const TSX = join(PROJECT_ROOT, 'node_modules', '.bin', 'tsx');
const CLI = join(PROJECT_ROOT, 'scripts', 'flows-check.ts');

/** Runs `flows-check --root <fixture> --registries <fixture>/registries.json [extra]`. */
function run(fixtureName: string, ...extra: string[]): Promise<{ code: number; output: string }> {
  const root = join(FIXTURES, fixtureName);
  const args = [CLI, '--root', root, '--registries', join(root, 'registries.json'), ...extra];
  return new Promise((resolve) => {
    execFile(TSX, args, { cwd: PROJECT_ROOT }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr });
    });
  });
}

describe('npm run flows:check', () => {
  // Spawned together: each start of tsx costs most of the time.
  const runs = Promise.all([run('broken'), run('clean', '--strict'), run('warnings'), run('warnings', '--strict')]);

  it('exits 1 on errors, printing file:line:col lines and the summary with the elapsed time', async () => {
    const [broken] = await runs;
    expect(broken.code).toBe(1);
    expect(broken.output).toContain('flows/main.yaml:14:5       error  step "ask-name": unknown key "nxet" (did you mean "next"?)');
    expect(broken.output).toContain('flows/other.yaml:3:3       error  duplicate step id "save": also defined at flows/main.yaml:16:3');
    expect(broken.output).toMatch(/^8 errors, 1 warning \(\d+ ms\)$/m);
    expect(broken.output).not.toMatch(/\n\s+at /); // content errors never print stack traces
  });

  it('exits 0 on clean content, also with --strict', async () => {
    const [, clean] = await runs;
    expect(clean).toMatchObject({ code: 0 });
    expect(clean.output).toMatch(/^0 errors, 0 warnings \(\d+ ms\)$/m);
  });

  it('exits 0 with warnings, and 1 when --strict makes them errors', async () => {
    const [, , warnings, strict] = await runs;
    expect(warnings.code).toBe(0);
    expect(warnings.output).toContain('warning  step "forgotten" is unreachable from start "hello"');
    expect(strict.code).toBe(1);
    expect(strict.output).toContain('error  step "forgotten" is unreachable from start "hello"');
  });
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
