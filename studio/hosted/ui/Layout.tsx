// The frame of every signed-in page: the studio's name, the places a person goes (Pessoas only
// for admins), the bell with the unread notices, who is signed in, and Sair. In local mode: the
// badge saying saves go straight to the files, the folder's draft as the one place, no accounts.
import { type ReactNode, useEffect } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';
import { api, atLeast } from './api.ts';
import { AppButton } from './parts/controls.tsx';
import { NotificationBell } from './parts/NotificationBell.tsx';
import { isLocal, type Mode, useMode } from './mode.tsx';
import { useMe } from './session.tsx';

export function Layout({ title, children }: { title: string; children: ReactNode }) {
  const me = useMe();
  const mode = useMode();
  const navigate = useNavigate();
  useEffect(() => {
    document.title = `${title} · Estúdio de conteúdo`;
  }, [title]);
  const signOut = async () => {
    await api('POST', '/api/sair').catch(() => undefined);
    navigate('/entrar');
  };
  return (
    <>
      <a className="skip" href="#conteudo">
        Ir para o conteúdo
      </a>
      <header className="topbar">
        <NavLink className="brand" to={isLocal(mode) ? `/rascunhos/${mode.draftId}` : '/'}>
          Estúdio de conteúdo
        </NavLink>
        {isLocal(mode) ? (
          <LocalPlaces mode={mode} />
        ) : (
          <nav aria-label="Principal">
            <NavLink to="/" end>
              Meus rascunhos
            </NavLink>
            <NavLink to="/sessoes">Suas sessões</NavLink>
            <NavLink to="/chaves">Suas chaves de acesso</NavLink>
            {atLeast(me, 'admin') && <NavLink to="/pessoas">Pessoas</NavLink>}
          </nav>
        )}
        <NotificationBell />
        <span className="who">{isLocal(mode) ? me.name : `${me.name || me.email} · ${me.roleLabel}`}</span>
        {!isLocal(mode) && (
          <AppButton variant="secondary" onPress={signOut}>
            Sair
          </AppButton>
        )}
      </header>
      <main id="conteudo">{children}</main>
    </>
  );
}

/** Local mode's one place, and the badge that says where saves go. */
function LocalPlaces({ mode }: { mode: Mode }) {
  return (
    <>
      <span className="badge modo-local">{mode.badge}</span>
      <nav aria-label="Principal">
        <NavLink to={`/rascunhos/${mode.draftId}`}>{mode.draftLabel}</NavLink>
      </nav>
    </>
  );
}
