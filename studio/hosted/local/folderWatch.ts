// Views that follow the files (local mode): the content folders are watched, and when what is on
// disk becomes another snapshot (an editor's save, `git checkout`, the studio's own save) every
// page open on "Esta pasta" is told the new version over the draft's event stream (the presence
// stream's `arquivos` event). The page reloads what it shows, or, when someone is typing, says the
// file changed and offers "Carregar a versão atual". Only content roots are watched (never
// node_modules), and changes in quick succession make one snapshot. The registries' code folders
// are watched too when asked (`onCodeChange`): code is no snapshot content, but an etapa's code
// links read it (server/implementations.ts).
import { existsSync, type FSWatcher, watch } from 'node:fs';
import { dirname, join } from 'node:path';
import { REGISTRY_FOLDERS } from '../server/implementations.ts';
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
  /** Called (once per burst) when a file under a registry's folder changes. */
  onCodeChange?: () => void;
}

/** A watcher per registry folder that exists; a burst of changes calls `onChange` once. The returned function stops them. */
function watchCode(checkout: string, onChange: () => void, onError?: (error: unknown) => void): () => void {
  let timer: NodeJS.Timeout | null = null;
  const soon = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(onChange, SETTLE_MS);
  };
  const watchers = REGISTRY_FOLDERS.filter((folder) => existsSync(join(checkout, folder))).map((folder) => {
    const watcher = watch(join(checkout, folder), { recursive: true }, soon);
    watcher.on('error', (error) => onError?.(error));
    return watcher;
  });
  return () => {
    if (timer) clearTimeout(timer);
    for (const watcher of watchers) watcher.close();
  };
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
  const stopCode = options.onCodeChange ? watchCode(options.checkout, options.onCodeChange, options.onError) : () => undefined;
  // The version the pages read first: later changes are told against it.
  void look();
  return () => {
    if (timer) clearTimeout(timer);
    for (const watcher of watchers) watcher.close();
    stopCode();
  };
}
