// "Suas sessões": every browser where this person is signed in; any of them ends at once.
import { useCallback, useEffect, useState } from 'react';
import { api } from '../api.ts';
import { Layout } from '../Layout.tsx';
import { AppButton } from '../parts/controls.tsx';
import { ErrorNotice, Notice } from '../parts/Notice.tsx';
import { when } from '../words.ts';

interface Session {
  id: string;
  method: string;
  createdAt: string;
  lastSeenAt: string;
  endsAt: string;
  ip: string | null;
  userAgent: string | null;
  current: boolean;
}

const METHODS: Record<string, string> = { link: 'link por e-mail', invite: 'convite', passkey: 'chave de acesso', oidc: 'login da empresa' };

/** "Chrome no Linux" from a user agent: enough to recognise one's own browser. */
function browserOf(agent: string | null): string {
  if (!agent) return 'Navegador desconhecido';
  const browser = /Edg\//.test(agent)
    ? 'Edge'
    : /Firefox\//.test(agent)
      ? 'Firefox'
      : /Chrome\//.test(agent)
        ? 'Chrome'
        : /Safari\//.test(agent)
          ? 'Safari'
          : 'Navegador';
  const system = /Android/.test(agent)
    ? 'Android'
    : /iPhone|iPad/.test(agent)
      ? 'iPhone/iPad'
      : /Windows/.test(agent)
        ? 'Windows'
        : /Mac OS/.test(agent)
          ? 'Mac'
          : /Linux/.test(agent)
            ? 'Linux'
            : '';
  return system ? `${browser} no ${system}` : browser;
}

export function Sessions() {
  const [sessions, setSessions] = useState<Session[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState<string | null>(null);
  const load = useCallback(() => {
    api<{ sessions: Session[] }>('GET', '/api/sessoes')
      .then((answer) => setSessions(answer.sessions))
      .catch(setError);
  }, []);
  useEffect(load, []);
  const revoke = async (session: Session) => {
    try {
      await api('DELETE', `/api/sessoes/${session.id}`);
      setDone(`A sessão em ${browserOf(session.userAgent)} foi encerrada.`);
      if (session.current) window.location.assign('/entrar');
      else load();
    } catch (failure) {
      setError(failure);
    }
  };
  return (
    <Layout title="Suas sessões">
      <h1>Suas sessões</h1>
      <p className="muted">Os navegadores onde você entrou no estúdio. Não reconhece um deles? Encerre-o: ele sai na hora.</p>
      {done && <Notice kind="ok">{done}</Notice>}
      <ErrorNotice error={error} />
      <div className="card">
        <ul className="list">
          {(sessions ?? []).map((session) => (
            <li key={session.id}>
              <strong>{browserOf(session.userAgent)}</strong>
              {session.current && <span className="badge aprovado">Esta sessão</span>}
              <span className="muted">
                entrou por {METHODS[session.method] ?? session.method} em {when(session.createdAt)}; último uso {when(session.lastSeenAt)}
              </span>
              <AppButton
                variant="danger"
                className="push-right"
                onPress={() => revoke(session)}
                aria-label={`Encerrar a sessão em ${browserOf(session.userAgent)} de ${when(session.createdAt)}`}
              >
                Encerrar
              </AppButton>
            </li>
          ))}
        </ul>
      </div>
    </Layout>
  );
}
