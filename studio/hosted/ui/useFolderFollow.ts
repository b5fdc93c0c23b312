// Views that follow the files (local mode): the server tells the draft's event stream (the page's
// one, draftEvents.ts) when the folder on disk became another version (local/folderWatch.ts,
// event `arquivos`). Nobody typing:
// the page reloads what it shows at once (the open text box starts again only if its text changed
// on disk). Someone typing: nothing moves under their hands — the page keeps the version it read
// (a save from it is refused with what changed) and says the file changed, with "Carregar a
// versão atual".
import { useEffect, useRef, useState } from 'react';
import type { Step } from './api.ts';
import { useDraftEvents } from './draftEvents.ts';

/** What the open text editor holds, read when the folder changes. */
export interface Typing {
  /** What the boxes show now. */
  values: string[];
  /** The boxes differ from what was loaded or last saved. */
  dirty: boolean;
  /** A save is on its way: its own answer reloads the page. */
  saving: boolean;
}

interface Options {
  draftId: string;
  /** Local mode only: a hosted draft changes by saves, which reload the page themselves. */
  enabled: boolean;
  /** The version the page shows. */
  head: string | null;
  /** The etapa open in the text editor. */
  step: string | null;
  /** Reloads what the page shows; the texts it read first. */
  reload: () => Promise<readonly [{ steps: Step[] } | null | undefined, ...unknown[]]>;
  /** Starts the text boxes again from what the page read (a new generation). */
  restart: (next: (generation: number) => number) => void;
}

const sameTexts = (a: string[], b: string[]) => a.length === b.length && a.every((text, i) => text === b[i]);

export function useFolderFollow({ draftId, enabled, head, step, reload, restart }: Options) {
  const typing = useRef<Typing | null>(null);
  const [announced, setAnnounced] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  useDraftEvents(draftId, enabled, (kind, data) => {
    if (kind === 'arquivos') setAnnounced((data as { head: string }).head);
  });
  const follow = async () => {
    const [answer] = await reload();
    const now = answer?.steps.find((one) => one.id === step);
    if (now && typing.current && !sameTexts(now.override ?? now.texts, typing.current.values)) restart((g) => g + 1);
  };
  // Reacts to a new version on disk or on the page, not to a new follow function.
  useEffect(() => {
    if (announced === null || head === null || announced === head) {
      setChanged(false);
      return;
    }
    if (typing.current?.saving) return;
    if (typing.current?.dirty) setChanged(true);
    else void follow();
  }, [announced, head]);
  const loadNow = () =>
    reload().then(() => {
      setChanged(false);
      restart((g) => g + 1);
    });
  return { changed, loadNow, typing };
}
