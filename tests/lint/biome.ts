// Runs Biome, the project's linter, with the project's biome.json on a source planted at a path
// of the tree. The file is written into a throwaway folder with a copy of the configuration (never
// into the working tree), so a test sees exactly what `npm run lint` would say of it there.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const biomeBin = createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome');

export interface LintAnswer {
  refused: boolean;
  output: string;
}

export function lintPlanted(path: string, source: string): LintAnswer {
  const dir = mkdtempSync(join(tmpdir(), 'biome-plant-'));
  try {
    const config = JSON.parse(readFileSync('biome.json', 'utf8'));
    delete config.$schema;
    config.vcs = { enabled: false };
    writeFileSync(join(dir, 'biome.json'), JSON.stringify(config));
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), source);
    const run = spawnSync(process.execPath, [biomeBin, 'lint', '--colors=off', path], { cwd: dir, encoding: 'utf8', timeout: 60_000 });
    return { refused: run.status !== 0, output: `${run.stdout}${run.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
