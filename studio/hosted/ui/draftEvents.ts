// One event stream per draft and page (GET …/presenca/eventos): presence (usePresence.ts) and the
// files on disk (useFolderFollow.ts, map/useMapFollow.ts) read the same one. A browser keeps six
// connections per origin over HTTP/1.1 and a stream holds one for good: one stream each would stall
// a third tab's API calls. The stream lives while anyone on the page follows the draft; its tab id
// (`aba`) is the one the page's presence posts name, so the server's take-over notice reaches it.
import { useEffect, useRef, useState } from 'react';

export type DraftEventKind = 'presenca' | 'assumido' | 'arquivos';
type Listener = (kind: DraftEventKind, data: unknown) => void;

interface Stream {
  aba: string;
  source: EventSource;
  listeners: Set<Listener>;
  /** The last state the server said (who is where, the folder's version), for a listener that comes later. */
  last: Map<DraftEventKind, unknown>;
}

const KINDS: readonly DraftEventKind[] = ['presenca', 'assumido', 'arquivos'];
/** Told again to a late listener: states, not one-off events like a take-over. */
const STATES: readonly DraftEventKind[] = ['presenca', 'arquivos'];
const streams = new Map<string, Stream>();

const newTab = () => (crypto.randomUUID?.() ?? `${Date.now()}-${Math.random()}`).replace(/[^A-Za-z0-9_-]/g, '').slice(0, 64);

function open(draftId: string): Stream {
  const aba = newTab();
  const stream: Stream = { aba, source: new EventSource(`/api/rascunhos/${draftId}/presenca/eventos?aba=${aba}`), listeners: new Set(), last: new Map() };
  for (const kind of KINDS) {
    stream.source.addEventListener(kind, (event) => {
      const data: unknown = JSON.parse((event as MessageEvent<string>).data);
      if (STATES.includes(kind)) stream.last.set(kind, data);
      for (const listener of stream.listeners) listener(kind, data);
    });
  }
  return stream;
}

/** Follows a draft's events; the stream opens with the first follower and closes with the last. */
export function followDraft(draftId: string, listener: Listener): { aba: string; stop: () => void } {
  const stream = streams.get(draftId) ?? open(draftId);
  streams.set(draftId, stream);
  // Its own entry: the same function may follow twice (two components), and each stops alone.
  const own: Listener = (kind, data) => listener(kind, data);
  stream.listeners.add(own);
  for (const [kind, data] of stream.last) own(kind, data);
  const stop = () => {
    stream.listeners.delete(own);
    if (stream.listeners.size > 0) return;
    stream.source.close();
    if (streams.get(draftId) === stream) streams.delete(draftId);
  };
  return { aba: stream.aba, stop };
}

/**
 * A component's share of the draft's stream while `enabled`: `on` is called for each event (the
 * latest `on`, so it may close over fresh state). Returns the stream's tab id, null while off.
 */
export function useDraftEvents(draftId: string, enabled: boolean, on: Listener): string | null {
  const latest = useRef(on);
  latest.current = on;
  const [aba, setAba] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const share = followDraft(draftId, (kind, data) => latest.current(kind, data));
    setAba(share.aba);
    return () => {
      share.stop();
      setAba(null);
    };
  }, [draftId, enabled]);
  return aba;
}
