// The studio's mode, read once from /api/modo before any page shows: hosted (accounts, many drafts,
// review) or local (`npm run studio:local`: no sign-in, the one draft is this folder). Local mode
// sends the pages it does not offer (sign-in, the draft list, sessions, keys, people) to its draft.
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { api } from './api.ts';

export interface Mode {
  mode: 'hospedado' | 'local';
  /** Local mode: the one draft ("Esta pasta"), its name on screen and the badge every page shows. */
  draftId?: string;
  draftLabel?: string;
  badge?: string;
}

const HOSTED: Mode = { mode: 'hospedado' };
const ModeContext = createContext<Mode>(HOSTED);

export const useMode = (): Mode => useContext(ModeContext);
export const isLocal = (mode: Mode): boolean => mode.mode === 'local';

export function ModeProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<Mode | null>(null);
  useEffect(() => {
    // An older server has no /api/modo: it is the hosted studio.
    api<Mode>('GET', '/api/modo')
      .then(setMode)
      .catch(() => setMode(HOSTED));
  }, []);
  if (!mode)
    return (
      <main aria-busy="true">
        <p>Carregando…</p>
      </main>
    );
  return <ModeContext.Provider value={mode}>{children}</ModeContext.Provider>;
}

/** A page of the hosted mode only: in local mode, the folder's draft instead. */
export function HostedOnly({ children }: { children: ReactNode }) {
  const mode = useMode();
  if (isLocal(mode) && mode.draftId) return <Navigate to={`/rascunhos/${mode.draftId}`} replace />;
  return children;
}
