// `npm start` also starts the studio's local mode (studio/hosted/local/main.ts) beside the dev
// server, as its own process on its own port (STUDIO_LOCAL_PORT, default 5181): it prints its
// address, and stops with the dev server. Only for `npm start` (npm's lifecycle event): `npx vite`
// in the browser tests and `npm run dev` start nothing more. STUDIO_LOCAL=0 turns it off. Its
// address is among the lines `npm start` prints (scripts/vite-plugin-served-urls.ts).
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const ROOT = join(import.meta.dirname, '../../..');

export function localStudioUrl(env: NodeJS.ProcessEnv): string {
  return `http://127.0.0.1:${Number(env.STUDIO_LOCAL_PORT || 5181)}/`;
}

/** Whether this dev server starts the local studio: `npm start`, unless STUDIO_LOCAL=0. */
const startsLocalStudio = (env: NodeJS.ProcessEnv) => env.npm_lifecycle_event === 'start' && env.STUDIO_LOCAL !== '0';

export function localStudioPlugin(env: NodeJS.ProcessEnv = process.env): Plugin {
  let child: ChildProcess | null = null;
  const stop = () => {
    if (child && child.exitCode === null) child.kill('SIGTERM');
    child = null;
  };
  return {
    name: 'consorcio-studio-local',
    apply: 'serve',
    // Its own origin: the served lines print this absolute address as it is.
    api: { served: () => (startsLocalStudio(env) ? [{ label: 'Estúdio', path: localStudioUrl(env), devOnly: true }] : []) },
    configureServer(server) {
      if (!startsLocalStudio(env) || child) return;
      child = spawn(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'studio/hosted/local/main.ts')], { cwd: ROOT, env, stdio: 'inherit' });
      child.on('exit', () => {
        child = null;
      });
      server.httpServer?.on('close', stop);
      process.once('exit', stop);
    },
  };
}
