// Views that follow the files (local mode): the content folders are watched, and when what is on
// disk becomes another snapshot (an editor's save, `git checkout`, the studio's own save) every
// page open on "Esta pasta" is told the new version over the draft's event stream (the presence
// stream's `arquivos` event). The page reloads what it shows, or, when someone is typing, says the
// file changed and offers "Carregar a versão atual". Only content roots are watched (never
// node_modules), and changes in quick succession make one snapshot.
import { existsSync, type FSWatcher, watch } from 'node:fs';
import { dirname, join } from 'node:path';
import { CONTENT_ROOTS } from './snapshot.ts';

/** Edits arrive in bursts (a temporary file renamed, a checkout of many files): one look after them. */
const SETTLE_MS = 150;

export interface FolderWatchOptions {
  checkout: string;
  /** The working tree's version now (the snapshot commit). */
  version: () => Promise<string>;
  /** Called with each new version, once per version. */
  onChange: (version: string) => void;
  onError?: (error: unknown) => void;
}

/** One watcher per content root that exists (a file root through its folder); the returned function stops them. */
export function watchFolder(options: FolderWatchOptions): () => void {
  let last: string | null = null;
  let timer: NodeJS.Timeout | null = null;
  let looking = false;
  let again = false;
  const look = async () => {
    if (looking) {
      again = true;
      return;
    }
    looking = true;
    try {
      const version = await options.version();
      if (last !== null && version !== last) options.onChange(version);
      last = version;
    } catch (error) {
      options.onError?.(error);
    } finally {
      looking = false;
      if (again) {
        again = false;
        void look();
      }
    }
  };
  const soon = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void look(), SETTLE_MS);
  };
  const watchers: FSWatcher[] = [];
  for (const root of CONTENT_ROOTS) {
    const path = join(options.checkout, root);
    const isFile = root.endsWith('.yaml');
    const target = isFile ? dirname(path) : path;
    if (!existsSync(target)) continue;
    const name = isFile ? root.split('/').pop() : undefined;
    const watcher = watch(target, { recursive: !isFile }, (_event, changed) => {
      if (name === undefined || changed === name) soon();
    });
    watcher.on('error', (error) => options.onError?.(error));
    watchers.push(watcher);
  }
  // The version the pages read first: later changes are told against it.
  void look();
  return () => {
    if (timer) clearTimeout(timer);
    for (const watcher of watchers) watcher.close();
  };
}
