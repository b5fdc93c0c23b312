// `npm run studio`: the hosted studio's API in one Node process. STUDIO_PORT (default 5180),
// STUDIO_HOST (default 127.0.0.1), STUDIO_DATA_DIR (default .studio/: the database and the bare
// clone, repo.git), STUDIO_REPO (a git URL or path; default this checkout), STUDIO_BRANCH (default
// main), STUDIO_PUBLIC_URL (default http://localhost:<STUDIO_PORT>). See docs/studio-deploy.md.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { keepConnectionsAlive } from './keepAlive.ts';
import { studioPublicUrl } from '../auth/config.ts';
import { outboxFromEnv } from '../auth/outbox.ts';
import { loadRegistries } from '../../../scripts/compiler/index.ts';
import { defaultRemote, openRepository } from '../git/index.ts';
import { countEnabledAdmins } from '../store/people.ts';
import { closeStudioStore, openStudioStore, studioDataDir } from '../store/db.ts';
import { createStudioApp } from './app.ts';
import { createScheduler } from '../schedule/scheduler.ts';
import { schedulerClockFromEnv } from '../schedule/testClock.ts';
import { lockDataDir } from './dataLock.ts';
import { ensureDraftTable } from './draftStore.ts';
import { closeGates, createGate } from './gate.ts';
import { gateLimitsFromEnv } from '../gate/gateRunner.ts';
import { ensureUiBuilt, uiDirFromEnv } from './uiBuild.ts';
import { FileOutbox } from '../auth/fileOutbox.ts';
import { previewService } from '../preview/service.ts';
import { warmPreviewEdition } from '../preview/warmEdition.ts';
import { createLivePoller } from '../live/livePoller.ts';

async function main(): Promise<void> {
  const env = process.env;
  const dataDir = studioDataDir(env);
  const port = Number(env.STUDIO_PORT || 5180);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const release = lockDataDir(dataDir);
  // This process owns the folder now: a database lock left by a killed server may go.
  const store = openStudioStore({ dataDir, clearStaleLock: true });
  ensureDraftTable(store);
  const repo = await openRepository({ dir: join(dataDir, 'repo.git'), remote: env.STUDIO_REPO || undefined, branch: env.STUDIO_BRANCH || 'main' });
  // The names the code registers (actions, guards, components…), from the checkout this server runs:
  // the gate then checks what CI's flows:check checks.
  const loaded = await loadRegistries(defaultRemote());
  for (const d of loaded.diagnostics) console.warn(`[estúdio] ${d.file}: ${d.message}`);
  const gate = createGate({ gitDir: repo.dir, workDir: dataDir, registries: loaded.registries, limits: gateLimitsFromEnv(env) });
  gate.warm();
  const publicUrl = studioPublicUrl(env);
  const uiDir = uiDirFromEnv(env);
  await ensureUiBuilt(uiDir);
  // STUDIO_OUTBOX_FILE (tests, trials): mails also appended to a file, links read from there.
  const outbox = env.STUDIO_OUTBOX_FILE && !env.SMTP_URL ? new FileOutbox(env.STUDIO_OUTBOX_FILE) : outboxFromEnv(env);
  const app = createStudioApp({ store, repo, outbox, gate, env, publicUrl, uiDir });
  // Scheduled publishes: one loop; a time missed while the server was down runs now. Browser tests
  // move its clock (STUDIO_SCHEDULER_CLOCK_FILE, testClock.ts).
  const scheduler = createScheduler({ store, repo, outbox, gate, env }, schedulerClockFromEnv(env));
  scheduler.start();
  const server = serve({ fetch: app.fetch, port, hostname: env.STUDIO_HOST || '127.0.0.1' }, (info) => {
    console.log(`Estúdio (API) em http://${info.address}:${info.port}/api/ — endereço público ${publicUrl}, publicando em ${repo.branch}`);
    console.log(`Documentação da API: ${publicUrl}/api/openapi.json`);
    if (countEnabledAdmins(store) === 0) {
      console.log('Ainda não há administrador. Crie o primeiro com: npm run studio:invite -- voce@empresa.com.br --role admin');
    }
  });
  keepConnectionsAlive(server);
  // The preview edition is built now rather than on the first preview (a failure is retried then).
  void warmPreviewEdition(previewService({ store, repo, outbox, gate, env }, publicUrl));
  // STUDIO_LIVE_URL: the live site is read every STUDIO_LIVE_INTERVAL_S (default 60) to say what is live.
  const live = env.STUDIO_LIVE_URL
    ? createLivePoller({ store, repo, gate, liveUrl: env.STUDIO_LIVE_URL, intervalMs: Number(env.STUDIO_LIVE_INTERVAL_S || 60) * 1000 })
    : null;
  live?.start();
  const stop = () => {
    scheduler.stop();
    live?.stop();
    server.close();
    closeGates();
    closeStudioStore(store);
    release();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`O estúdio não pôde iniciar: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
