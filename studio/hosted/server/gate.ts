// The gate, CI's gate: the content compiler (scripts/compiler, through its front door) run on a
// draft's tree straight from git objects — on every save the draft with the file applied, on
// submit the draft merged over the current published head, strict. Files are read with two git
// processes per compile (ls-tree, then cat-file --batch), through the git layer's hardened runner.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { compileFlows, countErrors, type Diagnostic, type RegistryNames, strictify } from '../../../scripts/compiler/index.ts';
import { createRunner, type GitRunner } from '../git/runGit.ts';

/** What the compiler reads: the conversation and the partner files. */
const GATE_FOLDERS = ['flows', 'variants'];
const OID = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;

export interface Gate {
  /** The content files of a commit or tree, path → text. */
  read(treeish: string): Promise<Record<string, string>>;
  /** Compiles the files; problems are the errors (every warning too when strict). */
  check(files: Record<string, string>, strict: boolean): { ok: boolean; problems: Diagnostic[]; warnings: Diagnostic[] };
}

export function createGate(options: { gitDir: string; workDir: string; registries?: RegistryNames }): Gate {
  const run = createRunner({ gitDir: options.gitDir });
  // An empty folder as the compiler's root: nothing of the server's own checkout is read.
  const root = join(options.workDir, 'gate-root');
  mkdirSync(root, { recursive: true });
  return {
    read: (treeish) => readContent(run, treeish),
    check(files, strict) {
      const result = compileFlows({ root, files, registries: options.registries });
      const diagnostics = strict ? strictify(result.diagnostics) : result.diagnostics;
      const problems = diagnostics.filter((d) => d.severity === 'error');
      return { ok: countErrors(diagnostics) === 0, problems, warnings: diagnostics.filter((d) => d.severity !== 'error') };
    },
  };
}

async function readContent(run: GitRunner, treeish: string): Promise<Record<string, string>> {
  if (!OID.test(treeish)) throw new Error(`not an object id: ${treeish}`);
  const listing = (await run(['ls-tree', '-r', '-z', '--full-tree', treeish, '--', ...GATE_FOLDERS])).stdout.toString('utf8');
  const blobs: { path: string; oid: string }[] = [];
  for (const entry of listing.split('\0')) {
    const match = /^100644 blob ([0-9a-f]+)\t(.+)$/.exec(entry);
    if (match && /\.ya?ml$/.test(match[2])) blobs.push({ oid: match[1], path: match[2] });
  }
  if (blobs.length === 0) return {};
  const out = (await run(['cat-file', '--batch'], { input: `${blobs.map((blob) => blob.oid).join('\n')}\n` })).stdout;
  const files: Record<string, string> = {};
  let offset = 0;
  for (const blob of blobs) {
    const end = out.indexOf(0x0a, offset);
    const header = out.subarray(offset, end).toString('utf8').split(' ');
    const size = Number(header[2]);
    files[blob.path] = out.subarray(end + 1, end + 1 + size).toString('utf8');
    offset = end + 1 + size + 1;
  }
  return files;
}

/** A diagnostic as the editor reads it: the place, then the message. */
export function describeDiagnostic(d: Diagnostic): string {
  return `${d.file}:${d.line}:${d.col} ${d.message}`;
}
