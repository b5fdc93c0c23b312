// "Está no ar" (issue 25 item 8): every build stamps the content commit it was built from into its
// pages (<meta name="content-commit">, scripts/vite-plugin-content-commit.ts). The studio reads
// the live site's page (STUDIO_LIVE_URL) now and then, and each published draft whose publish that
// commit contains is marked live, with a link to the published chat at the partner and etapa it changed; the
// draft's page and "Meus rascunhos" then tell its author and approver. The clock, the timers and
// fetch are injected, so a test moves time and answers for the site.
import type { Repository } from '../git/index.ts';
import type { Gate } from '../server/gate.ts';
import { changedTexts } from '../server/contentTexts.ts';
import { type DraftRecord, listDraftRecords } from '../server/draftStore.ts';
import type { StudioStore } from '../store/db.ts';
import { type LiveCheck, liveDrafts, markLive, recordCheck } from './liveStore.ts';

export interface LivePollerOptions {
  store: StudioStore;
  repo: Repository;
  gate: Pick<Gate, 'read'>;
  /** STUDIO_LIVE_URL: a page of the live site. */
  liveUrl: string;
  fetch?: typeof fetch;
  now?: () => number;
  /** Between two checks (default a minute). */
  intervalMs?: number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface LivePoller {
  /** One check now: the site read, the drafts it holds marked live. */
  check(): Promise<LiveCheck>;
  start(): void;
  stop(): void;
}

const STAMP = /<meta\s+name="content-commit"\s+content="([0-9a-f]{40}|[0-9a-f]{64})"/;
const MAX_PAGE = 2 * 1024 * 1024;

/** The content commit a page says it was built from, or null. */
export function stampedCommit(html: string): string | null {
  return STAMP.exec(html)?.[1] ?? null;
}

export function createLivePoller(options: LivePollerOptions): LivePoller {
  const get = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms).unref());
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as NodeJS.Timeout));
  let timer: unknown = null;
  let running = false;

  const read = async (): Promise<{ commit: string | null; problem: string | null }> => {
    try {
      const answer = await get(options.liveUrl, { redirect: 'follow', signal: AbortSignal.timeout(15_000) });
      if (!answer.ok) return { commit: null, problem: `O site ao vivo respondeu ${answer.status}.` };
      const html = (await answer.text()).slice(0, MAX_PAGE);
      const commit = stampedCommit(html);
      return commit ? { commit, problem: null } : { commit: null, problem: 'A página do site ao vivo não diz de qual versão do conteúdo foi construída.' };
    } catch (error) {
      return { commit: null, problem: `O site ao vivo não respondeu (${error instanceof Error ? error.message : String(error)}).` };
    }
  };

  const check = async (): Promise<LiveCheck> => {
    const { commit, problem } = await read();
    let result: LiveCheck = { checkedAt: now(), liveCommit: commit, problem };
    if (commit) {
      // A build of a commit the studio has not fetched yet (a developer's, after a publish).
      if ((await options.repo.headOf(commit)) === null) await options.repo.fetch().catch(() => undefined);
      if ((await options.repo.headOf(commit)) === null)
        result = { ...result, problem: 'O site ao vivo foi construído de uma versão que o estúdio não conhece.' };
      else await markDrafts(options, commit, result.checkedAt);
    }
    recordCheck(options.store, result);
    return result;
  };

  const loop = async () => {
    if (!running) return;
    await check().catch((error: unknown) => console.error('[estúdio] verificação do site ao vivo falhou:', error));
    if (running) timer = setTimer(() => void loop(), options.intervalMs ?? 60_000);
  };

  return {
    check,
    start() {
      if (running) return;
      running = true;
      void loop();
    },
    stop() {
      running = false;
      if (timer !== null) clearTimer(timer);
      timer = null;
    },
  };
}

async function markDrafts(options: LivePollerOptions, liveCommit: string, at: number): Promise<void> {
  const known = new Set(liveDrafts(options.store).map((row) => row.draftId));
  const waiting = listDraftRecords(options.store).filter((record) => record.state === 'publicado' && record.publishedCommit && !known.has(record.id));
  for (const record of waiting) {
    const publish = record.publishedCommit as string;
    if (publish !== liveCommit && !(await options.repo.isAncestor(publish, liveCommit).catch(() => false))) continue;
    const link = await linkFor(options, record).catch(() => null);
    markLive(options.store, { draftId: record.id, publishCommit: publish, liveCommit, liveAt: at, link });
  }
}

/**
 * The published chat at the first text the draft changed: the studio's preview of the publish
 * commit (the very content the live site stamped) at that partner and etapa, for the signed-in
 * people the link is shown to. Not the live site's own page: the visitors' chat always starts at
 * its greeting and takes no step from its address (a visitor must never land mid-conversation,
 * past the lead form, with no state), so a `?step=` there opened the greeting.
 */
async function linkFor(options: LivePollerOptions, record: DraftRecord): Promise<string | null> {
  const publish = record.publishedCommit as string;
  const parent = await options.repo.firstParent(publish);
  if (parent === null) return null;
  const [before, after, paths] = await Promise.all([options.gate.read(parent), options.gate.read(publish), options.repo.changedPaths(parent, publish)]);
  const first = changedTexts(before, after, paths)[0];
  if (!first) return null;
  const query = new URLSearchParams({ parceiro: first.partner ?? 'main', etapa: first.step, versao: publish });
  return `/api/rascunhos/${encodeURIComponent(record.id)}/previa/abrir?${query}`;
}
