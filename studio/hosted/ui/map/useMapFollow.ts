// The map follows the files in local mode, as the old studio's map did: when the folder on disk
// becomes another version (the draft's event stream says `arquivos`, local/folderWatch.ts), the map
// is read again without a page reload. Nobody types on the map, so there is nothing to keep.
import { useEffect, useState } from 'react';

export function useMapFollow(draftId: string, enabled: boolean, head: string | null, reload: () => unknown): void {
  const [announced, setAnnounced] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const tab = `mapa-${Math.random().toString(36).slice(2, 12)}`;
    const events = new EventSource(`/api/rascunhos/${draftId}/presenca/eventos?aba=${tab}`);
    events.addEventListener('arquivos', (event) => setAnnounced((JSON.parse(event.data) as { head: string }).head));
    return () => events.close();
  }, [draftId, enabled]);
  // Reacts to a new version on disk, not to a new reload function.
  useEffect(() => {
    if (announced !== null && head !== null && announced !== head) reload();
  }, [announced, head]);
}
