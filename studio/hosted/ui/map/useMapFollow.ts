// The map follows the files in local mode, as the old studio's map did: when the folder on disk
// becomes another version (the draft's event stream, ../draftEvents.ts, says `arquivos`, local/folderWatch.ts), the map
// is read again without a page reload. Nobody types on the map, so there is nothing to keep.
import { useEffect, useState } from 'react';
import { useDraftEvents } from '../draftEvents.ts';

export function useMapFollow(draftId: string, enabled: boolean, head: string | null, reload: () => unknown): void {
  const [announced, setAnnounced] = useState<string | null>(null);
  useDraftEvents(draftId, enabled, (kind, data) => {
    if (kind === 'arquivos') setAnnounced((data as { head: string }).head);
  });
  // Reacts to a new version on disk, not to a new reload function.
  useEffect(() => {
    if (announced !== null && head !== null && announced !== head) reload();
  }, [announced, head]);
}
