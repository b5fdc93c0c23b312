// Who is signed in, for every page behind the sign-in: /api/eu once, then shared. No session
// (401) sends the person to the sign-in page.
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api, ApiError, type Person } from './api.ts';

const MeContext = createContext<Person | null>(null);

export function useMe(): Person {
  const me = useContext(MeContext);
  if (!me) throw new Error('useMe outside RequireSession');
  return me;
}

export function RequireSession({ children }: { children: ReactNode }) {
  const [me, setMe] = useState<Person | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const navigate = useNavigate();
  useEffect(() => {
    api<{ person: Person }>('GET', '/api/eu')
      .then((answer) => setMe(answer.person))
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 401) navigate('/entrar', { replace: true });
        else setFailed(error instanceof Error ? error.message : String(error));
      });
  }, [navigate]);
  if (failed)
    return (
      <main>
        <p role="alert">{failed}</p>
      </main>
    );
  if (!me)
    return (
      <main aria-busy="true">
        <p>Carregando…</p>
      </main>
    );
  return <MeContext.Provider value={me}>{children}</MeContext.Provider>;
}
