// The hosted studio's figures for npm run bench (issue 24): submit time (the full gate — strict
// check and the conversation tests the draft can affect, in a gate process — over the published
// version), publish time (the gate again, merge, compare-and-swap, push), and the studio process's
// resident memory with 20 open drafts (each created and saved once), beside its gate processes'.
// Against the real `npm run studio` process on temporary folders (studioHostedServer.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { type BenchStudio, startBenchStudio } from './studioHostedServer.ts';

const DRAFTS = 20;
const ROTA = 'variants/rota99.yaml';
/** Words of the /rota99 greeting no conversation test reads: every draft rewrites them its own way. */
const WORDS = 'e ainda ganha';

export interface StudioHostedBench {
  firstSubmitMs: number;
  submitMs: number[];
  publishMs: number[];
  /** Before the drafts (signed in, gate process loaded or loading). */
  rssStartMb: number;
  rssMb: number;
  gateRssMb: number;
}

/** A new draft whose /rota99 greeting says `words` instead of `was`: its id and head. */
async function savedDraft(studio: BenchStudio, words: string, was = WORDS): Promise<{ id: string; head: string }> {
  const id = (await studio.call('editor', 'POST', '/api/rascunhos')).body.draft.id;
  const file = (await studio.call('editor', 'GET', `/api/rascunhos/${id}/arquivo?path=${ROTA}`)).body;
  const saved = await studio.call('editor', 'PUT', `/api/rascunhos/${id}/arquivo`, {
    path: ROTA,
    content: file.content.replace(was, words),
    baseHead: file.head,
  });
  if (saved.status !== 200) throw new Error(`save refused: ${JSON.stringify(saved.body)}`);
  return { id, head: saved.body.head };
}

async function timed(run: () => Promise<{ status: number; body: unknown }>): Promise<number> {
  const started = performance.now();
  const answer = await run();
  if (answer.status !== 200) throw new Error(`refused: ${JSON.stringify(answer.body)}`);
  return performance.now() - started;
}

/** Resident memory of a process (MB), from /proc. */
function rssOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Number(line[1]) / 1024 : 0;
}

/** The resident memory of the process's children (the gate processes). */
function childrenRss(pid: number): number {
  let total = 0;
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) total += rssOf(Number(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

export async function benchStudioHosted(root: string): Promise<StudioHostedBench> {
  const studio = await startBenchStudio(root);
  try {
    const rssStartMb = rssOf(studio.pid);
    const drafts = [];
    for (let i = 1; i <= DRAFTS; i++) drafts.push(await savedDraft(studio, `e ganha também (${i})`));
    const rssMb = rssOf(studio.pid);
    const submit = (id: string) => timed(() => studio.call('editor', 'POST', `/api/rascunhos/${id}/enviar`));
    const firstSubmitMs = await submit(drafts[0].id);
    const submitMs = [];
    for (const draft of drafts.slice(1, 6)) submitMs.push(await submit(draft.id));
    const publishMs = [];
    for (let i = 1; i <= 3; i++) {
      // Each from the latest published version (which says what the one before wrote): no conflict.
      const draft = await savedDraft(studio, `e ganha de novo (${i})`, i === 1 ? WORDS : `e ganha de novo (${i - 1})`);
      await submit(draft.id);
      await studio.call('revisor', 'POST', `/api/rascunhos/${draft.id}/aprovar`, { head: draft.head });
      const publishedHead = (await studio.call('publicador', 'GET', `/api/rascunhos/${draft.id}`)).body.draft.publishedHead;
      publishMs.push(await timed(() => studio.call('publicador', 'POST', `/api/rascunhos/${draft.id}/publicar`, { expectedPublishedHead: publishedHead })));
    }
    return { firstSubmitMs, submitMs, publishMs, rssStartMb, rssMb, gateRssMb: childrenRss(studio.pid) };
  } finally {
    await studio.stop();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function printStudioHostedBench(b: StudioHostedBench): void {
  console.log(`hosted studio submit (gate), first after start   ${seconds(b.firstSubmitMs)}   (loads a gate process)`);
  console.log(`hosted studio submit (gate), median of ${b.submitMs.length}         ${seconds(median(b.submitMs))}`);
  console.log(`hosted studio publish, median of ${b.publishMs.length}               ${seconds(median(b.publishMs))}   (gate again, merge, push)`);
  console.log(
    `hosted studio RSS, ${DRAFTS} open drafts saved once    ${b.rssMb.toFixed(0)} MB   (+ ${b.gateRssMb.toFixed(0)} MB in gate processes after the runs)`,
  );
}
