// Local mode's watch over the served checkout (started by main.ts): each new version of the
// folder is told to the open pages over the draft's event stream (`arquivos`), and a change in a
// registry's code folder clears the checkout's code index, so an etapa's code links name the
// files on disk now (an action file added, moved or renamed while the studio runs).
import { presenceHub } from '../presence/hub.ts';
import type { StudioStore } from '../store/db.ts';
import { watchFolder } from './folderWatch.ts';
import type { LocalMode } from './localMode.ts';
import { LOCAL_DRAFT_ID, type LocalRepository } from './localRepository.ts';

/** Starts watching; the returned function stops it. */
export function followFolder(store: StudioStore, repo: LocalRepository, local: LocalMode): () => void {
  return watchFolder({
    checkout: repo.checkout,
    version: async () => (await repo.snapshot()).commit,
    onChange: (head) => presenceHub(store).tell(LOCAL_DRAFT_ID, 'arquivos', { head }),
    onCodeChange: () => local.code.clear(),
    onError: (error) => console.warn(`[estúdio local] não foi possível acompanhar os arquivos: ${error instanceof Error ? error.message : String(error)}`),
  });
}
