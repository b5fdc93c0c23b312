// `npm run studio:local` (also started by `npm start`): the hosted studio's application in local
// mode, over this checkout. No sign-in: it listens on 127.0.0.1 only, and its one draft, "Esta
// pasta", is the working tree — saves are written to the files; committing stays the developer's
// job in git. STUDIO_LOCAL_PORT (default 5181), STUDIO_LOCAL_CHECKOUT (default: this checkout),
// STUDIO_LOCAL_DATA_DIR (default .studio/local/: the studio's own database and index, never the
// checkout's). See docs/studio-hosted-ui.md.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { keepConnectionsAlive } from '../server/keepAlive.ts';
import { loadRegistries } from '../../../scripts/compiler/index.ts';
import { MemoryOutbox } from '../auth/outbox.ts';
import { defaultRemote } from '../git/index.ts';
import { gateLimitsFromEnv } from '../gate/gateRunner.ts';
import { previewService } from '../preview/service.ts';
import { warmPreviewEdition } from '../preview/warmEdition.ts';
import { createStudioApp } from '../server/app.ts';
import { lockDataDir } from '../server/dataLock.ts';
import { closeGates, createGate } from '../server/gate.ts';
import { ensureUiBuilt, uiDirFromEnv } from '../server/uiBuild.ts';
import { closeStudioStore, openStudioStore } from '../store/db.ts';
import { followFolder } from './followFolder.ts';
import { openLocalRepository } from './localRepository.ts';
import { setUpLocalMode } from './localMode.ts';

async function main(): Promise<void> {
  // STUDIO_LOCAL_CHECKOUT: another checkout than the one this code is in (the browser tests' throwaway clone).
  const checkout = resolve(process.env.STUDIO_LOCAL_CHECKOUT || defaultRemote());
  const port = Number(process.env.STUDIO_LOCAL_PORT || 5181);
  const publicUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, STUDIO_PUBLIC_URL: publicUrl };
  const dataDir = resolve(env.STUDIO_LOCAL_DATA_DIR || join(checkout, '.studio/local'));
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const release = lockDataDir(dataDir);
  const store = openStudioStore({ dataDir, clearStaleLock: true });
  const repo = await openLocalRepository({ checkout, dataDir });
  const local = await setUpLocalMode(store, repo, port);
  const loaded = await loadRegistries(checkout);
  for (const d of loaded.diagnostics) console.warn(`[estúdio local] ${d.file}: ${d.message}`);
  const gate = createGate({ gitDir: repo.dir, workDir: dataDir, registries: loaded.registries, limits: gateLimitsFromEnv(env) });
  const uiDir = uiDirFromEnv(env);
  await ensureUiBuilt(uiDir);
  // Mentions in comments have nobody else to reach here: kept in memory, not printed.
  const services = { store, repo, outbox: new MemoryOutbox(null), gate, env, local };
  const app = createStudioApp({ ...services, publicUrl, uiDir });
  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => {
    console.log(`Estúdio local em ${publicUrl}/ — sem entrar; as mudanças vão direto para os arquivos de ${checkout}`);
  });
  keepConnectionsAlive(server);
  server.on('error', (error: Error) => {
    console.error(`O estúdio local não pôde iniciar em ${publicUrl}: ${error.message}. Escolha outra porta com STUDIO_LOCAL_PORT.`);
    release();
    process.exit(1);
  });
  void warmPreviewEdition(previewService(services, publicUrl));
  // Open pages follow the files: a change on disk is told over the draft's event stream.
  const unwatch = followFolder(store, repo, local);
  const stop = () => {
    unwatch();
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
  console.error(`O estúdio local não pôde iniciar: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
