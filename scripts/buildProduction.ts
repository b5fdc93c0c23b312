// Builds the product as `npm run build` does (`vite build`), in a process of its own. A build run
// inside the bench's process would prerender the first screens with whatever React that process
// loaded before (the conversation tests load its development build beside react-dom's production
// one): the input bar's Suspense boundary then came out unfinished, and the page logged React
// error 419 on hydration.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

export function buildProduction(root: string, outDir = join(root, 'dist'), extraArgs: string[] = []): void {
  execFileSync(
    process.execPath,
    [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'silent', '--outDir', outDir, '--emptyOutDir', ...extraArgs],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
}
