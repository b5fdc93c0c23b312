// Views that follow the files (local mode): the server tells the draft's event stream when the
// folder on disk became another version (local/folderWatch.ts, event `arquivos`). Nobody typing:
// the page reloads what it shows at once. Someone typing: nothing moves under their hands — the
// page keeps the version it read (a save from it is refused with what changed) and says the file
// changed, with "Carregar a versão atual".
import { useEffect, useState } from 'react';

/** What the open text editor holds, read when the folder changes. */
export interface Typing {
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
  typing: { current: Typing | null };
  /** Reloads what the page shows from the folder as it is now. */
  follow: () => Promise<unknown>;
}

/** True while the folder changed under a text being typed (the page then offers to load the version now). */
export function useFolderFollow({ draftId, enabled, head, typing, follow }: Options): { changed: boolean; dismiss: () => void } {
  const [announced, setAnnounced] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const tab = `arquivos-${Math.random().toString(36).slice(2, 12)}`;
    const events = new EventSource(`/api/rascunhos/${draftId}/presenca/eventos?aba=${tab}`);
    events.addEventListener('arquivos', (event) => setAnnounced((JSON.parse(event.data) as { head: string }).head));
    return () => events.close();
  }, [draftId, enabled]);
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
  return { changed, dismiss: () => setChanged(false) };
}
