// The page an e-mail link or an invite opens: the token is in the address's fragment (never sent
// to a server in a request line); the page posts it once and, signed in, goes to the drafts.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../api.ts';
import { AppButton } from '../parts/controls.tsx';
import { ErrorNotice } from '../parts/Notice.tsx';

export function ConfirmLink({ kind }: { kind: 'link' | 'convite' }) {
  const navigate = useNavigate();
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const token = useRef(window.location.hash.slice(1));
  const title = kind === 'convite' ? 'Aceitar o convite' : 'Entrar com o link';
  useEffect(() => {
    document.title = `${title} · Estúdio de conteúdo`;
    // The secret leaves the address bar (and the history) at once.
    if (window.location.hash) window.history.replaceState(null, '', window.location.pathname);
  }, [title]);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await api('POST', kind === 'convite' ? '/api/entrar/convite' : '/api/entrar/link/confirmar', { token: token.current });
      navigate('/', { replace: true });
    } catch (failure) {
      setError(failure);
      setBusy(false);
    }
  };
  return (
    <main className="narrow">
      <h1>{title}</h1>
      <div className="card stack">
        {/* A button, not an automatic post: mail scanners that open links do not spend them. */}
        <p>{kind === 'convite' ? 'Você foi convidado para o estúdio de conteúdo. Aceite para entrar.' : 'Confirme para entrar no estúdio neste navegador.'}</p>
        <AppButton onPress={confirm} isDisabled={busy || !token.current}>
          {kind === 'convite' ? 'Aceitar convite e entrar' : 'Entrar'}
        </AppButton>
        {!token.current && <p>Este endereço não tem o código do link. Abra o link do e-mail de novo.</p>}
        <ErrorNotice error={error} />
        <p>
          <a href="/entrar">Pedir um novo link</a>
        </p>
      </div>
    </main>
  );
}
