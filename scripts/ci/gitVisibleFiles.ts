// The files git would show for a checkout: committed and new ones, ignored ones left out — what a
// scratch copy of the project needs, without node_modules, build output or local data.
import { execFileSync } from 'node:child_process';

export function gitVisibleFiles(root: string): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root, maxBuffer: 64 << 20 });
  return listed.toString('utf8').split('\0').filter(Boolean);
}
