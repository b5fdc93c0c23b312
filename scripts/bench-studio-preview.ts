// npm run bench, "studio: save → preview updated": the hosted studio in-process (its app, a bare
// clone of a throwaway remote holding this checkout's committed flows/ and variants/), an editor's
// draft, then per round a save of a new /rota99 greeting and, from the save's answer, what a
// preview frame does next: ask for the link of the new commit and load its conteudo.json until the
// new text is there. Also the preview edition's build, made once per version of the code.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInvite } from '../studio/hosted/auth/invites.ts';
import { MemoryOutbox } from '../studio/hosted/auth/outbox.ts';
import { openRepository } from '../studio/hosted/git/index.ts';
import { previewEdition } from '../studio/hosted/preview/editionBuild.ts';
import { createStudioApp } from '../studio/hosted/server/app.ts';
import { ensureDraftTable } from '../studio/hosted/server/draftStore.ts';
import { createGate } from '../studio/hosted/server/gate.ts';
import { closeStudioStore, openStudioStore } from '../studio/hosted/store/db.ts';

const PUBLIC_URL = 'http://127.0.0.1:5180';
const GREETING = 'copy-message-1: "Olá, motorista! 👋';

export interface PreviewBench {
  /** Save's answer → the new text in the preview's content, per round (ms). */
  saveToPreview: number[];
  /** The preview edition's build (ms), once per version of the code. */
  editionBuild: number;
}

function remote(root: string, checkout: string): string {
  const origin = join(root, 'origin.git');
  const work = join(root, 'work');
  const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, stdio: 'pipe' });
  git(root, 'init', '--quiet', '--bare', '--initial-branch=main', origin);
  mkdirSync(work);
  git(work, 'init', '--quiet', '--initial-branch=main');
  execFileSync('tar', ['-x', '-C', work], { input: execFileSync('git', ['archive', 'HEAD', 'flows', 'variants'], { cwd: checkout, maxBuffer: 64 << 20 }) });
  git(work, 'add', '--all');
  git(work, '-c', 'user.name=Bench', '-c', 'user.email=bench@example.com', 'commit', '--quiet', '-m', 'Content');
  git(work, 'push', '--quiet', origin, 'main');
  return origin;
}

export async function benchPreview(checkout: string, rounds = 5): Promise<PreviewBench> {
  const root = mkdtempSync(join(tmpdir(), 'bench-studio-preview-'));
  const dataDir = join(root, 'data');
  const store = openStudioStore({ dataDir });
  try {
    ensureDraftTable(store);
    const repo = await openRepository({ dir: join(dataDir, 'repo.git'), remote: remote(root, checkout), branch: 'main' });
    const gate = createGate({ gitDir: repo.dir, workDir: dataDir });
    const env = { STUDIO_PUBLIC_URL: PUBLIC_URL };
    const app = createStudioApp({ store, repo, outbox: new MemoryOutbox(null), gate, env, publicUrl: PUBLIC_URL });
    const call = async (method: string, path: string, cookie: string, body?: unknown) => {
      const headers: Record<string, string> = { origin: PUBLIC_URL, cookie };
      if (body !== undefined) headers['content-type'] = 'application/json';
      const answer = await app.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      return { answer, body: (await answer.json()) as any };
    };
    const invite = createInvite(store, { email: 'bench@example.com', role: 'editor', name: 'Bench', invitedBy: null }, env);
    const signIn = await call('POST', '/api/entrar/convite', '', { token: invite.token });
    const cookie = (signIn.answer.headers.get('set-cookie') ?? '').split(';')[0];
    const draft = (await call('POST', '/api/rascunhos', cookie)).body.draft.id as string;
    const saveToPreview: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const file = (await call('GET', `/api/rascunhos/${draft}/arquivo?path=variants/rota99.yaml`, cookie)).body;
      const text = `Saudação da medição ${round}`;
      const content = (file.content as string).replace(/copy-message-1: "[^"\n]*?👋/, `copy-message-1: "${text} 👋`);
      if (round === 0 && !file.content.includes(GREETING)) throw new Error('the /rota99 greeting moved: update the bench');
      const saved = await call('PUT', `/api/rascunhos/${draft}/arquivo`, cookie, { path: 'variants/rota99.yaml', content, baseHead: file.head });
      if (saved.answer.status !== 200) throw new Error(`save refused: ${JSON.stringify(saved.body)}`);
      const started = performance.now();
      const link = await call('POST', `/api/rascunhos/${draft}/previa`, cookie, { parceiro: 'rota99', etapa: 'copy-message-1' });
      const shown = await (await app.request(new URL('conteudo.json', link.body.url).pathname)).text();
      if (!shown.includes(text)) throw new Error('the preview content does not have the saved text');
      saveToPreview.push(performance.now() - started);
    }
    const building = performance.now();
    await previewEdition({ dataDir }).folder();
    return { saveToPreview, editionBuild: performance.now() - building };
  } finally {
    closeStudioStore(store);
    rmSync(root, { recursive: true, force: true });
  }
}
