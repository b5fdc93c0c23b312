// "Avisos": the mentions of the signed-in person, newest first, each with its words and a link to
// the conversation (opening it marks it read); mark them all read.
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { api } from '../api.ts';
import { Layout } from '../Layout.tsx';
import { AppButton } from '../parts/controls.tsx';
import { ErrorNotice } from '../parts/Notice.tsx';
import { when } from '../words.ts';

interface Notice {
  id: string;
  by: string;
  excerpt: string;
  createdAt: string;
  read: boolean;
  link: string;
}

export function Notifications() {
  const [list, setList] = useState<{ unread: number; notifications: Notice[] } | null>(null);
  const [error, setError] = useState<unknown>(null);
  const navigate = useNavigate();
  const load = useCallback(() => {
    api<{ unread: number; notifications: Notice[] }>('GET', '/api/notificacoes').then(setList).catch(setError);
  }, []);
  useEffect(load, [load]);
  const read = (ids?: string[]) => api<{ unread: number; notifications: Notice[] }>('POST', '/api/notificacoes/lidas', ids ? { ids } : {}).then(setList);
  return (
    <Layout title="Avisos">
      <h1>Avisos</h1>
      <ErrorNotice error={error} />
      {list && list.notifications.length === 0 && <p>Nenhum aviso por enquanto. Quando alguém mencionar você num comentário, ele aparece aqui.</p>}
      {list && list.unread > 0 && (
        <AppButton variant="secondary" onPress={() => read().catch(setError)}>
          Marcar todos como lidos
        </AppButton>
      )}
      <ul className="list notices">
        {list?.notifications.map((notice) => (
          <li key={notice.id} className={notice.read ? 'read' : 'unread'}>
            <p>
              <strong>{notice.by}</strong> mencionou você {notice.read ? '' : '(novo) '}
              <span className="muted">{when(notice.createdAt)}</span>
            </p>
            <blockquote>{notice.excerpt}</blockquote>
            <Link
              to={notice.link}
              onClick={(event) => {
                // Marked read before leaving, so the bell on the next page counts it out.
                event.preventDefault();
                void read([notice.id])
                  .catch(() => undefined)
                  .finally(() => navigate(notice.link));
              }}
            >
              Abrir a conversa
            </Link>
          </li>
        ))}
      </ul>
    </Layout>
  );
}
