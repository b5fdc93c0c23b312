// Issue 15, item 10: a small YAML file of nested aliases passed flows:check and then crashed
// `vite build` at 3.9 GB. The compiler now limits alias expansion and file size, with a clear error.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { compileFlows } from '../../scripts/compiler/index.ts';
import { yamlSource } from '../../scripts/compiler/yamlSource.ts';
import { FILE_RULE } from '../../scripts/compiler/yamlLimits.ts';
import { main } from '../../scripts/flows-check.ts';
import { fixture, line } from './helpers.ts';

/** 9 levels of 9 aliases: under 1 KB of text, 9^9 ≈ 387 million strings once expanded. */
function aliasBomb(): string {
  const lines = ['a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]'];
  for (let i = 1; i <= 9; i++)
    lines.push(
      `a${i}: &a${i} [${Array(9)
        .fill(`*a${i - 1}`)
        .join(', ')}]`,
    );
  return `${lines.join('\n')}\nsteps:\n  start:\n    say: *a9\n`;
}

describe('item 10: YAML alias bombs and oversized files', () => {
  it('refuses nested aliases with a clear error, in well under a second and without the memory', () => {
    const started = performance.now();
    const heapBefore = process.memoryUsage().heapUsed;
    const source = yamlSource('flows/bomb.yaml', aliasBomb());
    expect(performance.now() - started).toBeLessThan(1000);
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(100 * 1024 * 1024);
    expect(source.data).toBeUndefined();
    expect(source.diagnostics.map(line)).toEqual([
      'flows/bomb.yaml:1:1 error YAML aliases expand too much (more than 100 alias expansions): refusing it as a resource exhaustion attack',
    ]);
  });

  it('still expands ordinary anchors', () => {
    const source = yamlSource('flows/ok.yaml', 'base: &base { a: 1 }\none: *base\ntwo: [*base, *base]\n');
    expect(source.diagnostics).toEqual([]);
    expect(source.data).toEqual({ base: { a: 1 }, one: { a: 1 }, two: [{ a: 1 }, { a: 1 }] });
  });

  it('refuses a content file over 256 KB', () => {
    const big = `steps:\n  start:\n    say: "${'x'.repeat(300 * 1024)}"\n`;
    const source = yamlSource('flows/big.yaml', big);
    expect(source.data).toBeUndefined();
    expect(source.diagnostics.map(line)).toEqual([`flows/big.yaml:1:1 error file is 300 KB, more than the 256 KB allowed for a content file — ${FILE_RULE}`]);
  });

  it('fails compileFlows (and so flows:check and the build) on a bomb among valid flows', () => {
    const { root, registries } = fixture('clean');
    const result = compileFlows({ root, registries, files: { 'flows/bomb.yaml': aliasBomb() } });
    expect(result.diagnostics.filter((d) => d.severity === 'error').map(line)).toContain(
      'flows/bomb.yaml:1:1 error YAML aliases expand too much (more than 100 alias expansions): refusing it as a resource exhaustion attack',
    );
  });

  it('makes `npm run flows:check` exit 1 with the message, no stack trace', async () => {
    const { root } = fixture('clean');
    const copy = mkdtempSync(join(tmpdir(), 'flows-bomb-'));
    cpSync(root, copy, { recursive: true });
    writeFileSync(join(copy, 'flows', 'bomb.yaml'), aliasBomb());
    // The CLI's main() in this process (tests/flows/cli.test.ts runs the command itself once):
    // no process start, so the machine's speed does not decide the outcome.
    const printed: string[] = [];
    const keep = (...args: unknown[]) => void printed.push(args.map(String).join(' '));
    const log = vi.spyOn(console, 'log').mockImplementation(keep);
    const error = vi.spyOn(console, 'error').mockImplementation(keep);
    let code: number;
    try {
      code = await main(['--root', copy, '--registries', join(copy, 'registries.json')]);
    } finally {
      log.mockRestore();
      error.mockRestore();
      rmSync(copy, { recursive: true, force: true });
    }
    const output = printed.join('\n');
    expect(code).toBe(1);
    expect(output).toContain('YAML aliases expand too much');
    expect(output).not.toMatch(/\n\s+at /);
  });
});
