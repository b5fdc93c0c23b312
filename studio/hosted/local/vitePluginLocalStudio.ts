// `npm start` also starts the studio's local mode (studio/hosted/local/main.ts) beside the dev
// server, as its own process on its own port (STUDIO_LOCAL_PORT, default 5181): it prints its
// address, and stops with the dev server. Only for `npm start` (npm's lifecycle event): `npx vite`
// in the browser tests and `npm run dev` start nothing more. STUDIO_LOCAL=0 turns it off. The old
// studio's header (studio/ui/Shell.tsx) links to it through VITE_STUDIO_LOCAL_URL.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const ROOT = join(import.meta.dirname, '../../..');

export function localStudioUrl(env: NodeJS.ProcessEnv): string {
  return `http://127.0.0.1:${Number(env.STUDIO_LOCAL_PORT || 5181)}/`;
}

export function localStudioPlugin(env: NodeJS.ProcessEnv = process.env): Plugin {
  let child: ChildProcess | null = null;
  const stop = () => {
    if (child && child.exitCode === null) child.kill('SIGTERM');
    child = null;
  };
  return {
    name: 'consorcio-studio-local',
    apply: 'serve',
    config: () => ({ define: { 'import.meta.env.VITE_STUDIO_LOCAL_URL': JSON.stringify(localStudioUrl(env)) } }),
    configureServer(server) {
      if (env.npm_lifecycle_event !== 'start' || env.STUDIO_LOCAL === '0' || child) return;
      child = spawn(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'studio/hosted/local/main.ts')], { cwd: ROOT, env, stdio: 'inherit' });
      child.on('exit', () => {
        child = null;
      });
      server.httpServer?.on('close', stop);
      process.once('exit', stop);
    },
  };
}
