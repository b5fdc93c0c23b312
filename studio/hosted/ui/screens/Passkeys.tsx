// "Suas chaves de acesso": the passkeys this person signs in with (a phone, a laptop's fingerprint
// reader, a password manager, a security key), when each was added and last used; add one, remove
// one after a confirmation.
import '../passkeys.css';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../api.ts';
import { Layout } from '../Layout.tsx';
import { ConfirmDialog } from '../parts/ConfirmDialog.tsx';
import { AppButton } from '../parts/controls.tsx';
import { ErrorNotice, Notice } from '../parts/Notice.tsx';
import { type PasskeyView, passkeysSupported } from '../passkey.ts';
import { when } from '../words.ts';
import { AddPasskey } from './AddPasskey.tsx';

function PasskeyRow({ passkey, onRemove }: { passkey: PasskeyView; onRemove: () => void }) {
  return (
    <li>
      <strong>{passkey.name}</strong>
      <span className="muted">
        adicionada em {when(passkey.createdAt)}; {passkey.lastUsedAt ? `último uso ${when(passkey.lastUsedAt)}` : 'ainda não usada para entrar'}
        {passkey.backedUp ? '; sincronizada entre seus aparelhos' : ''}
      </span>
      <AppButton variant="danger" className="push-right" onPress={onRemove} aria-label={`Remover a chave ${passkey.name}`}>
        Remover
      </AppButton>
    </li>
  );
}

export function Passkeys() {
  const [passkeys, setPasskeys] = useState<PasskeyView[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState<string | null>(null);
  const [removing, setRemoving] = useState<PasskeyView | null>(null);
  const load = useCallback(() => {
    api<{ passkeys: PasskeyView[] }>('GET', '/api/chaves').then((answer) => setPasskeys(answer.passkeys), setError);
  }, []);
  useEffect(load, []);
  const remove = async (passkey: PasskeyView) => {
    setRemoving(null);
    setError(null);
    try {
      await api('DELETE', `/api/chaves/${encodeURIComponent(passkey.id)}`);
      setDone(`A chave “${passkey.name}” foi removida. Ela não abre mais o estúdio.`);
      load();
    } catch (failure) {
      setError(failure);
    }
  };
  const added = (passkey: PasskeyView) => {
    setDone(`A chave “${passkey.name}” foi adicionada. Da próxima vez, entre com ela.`);
    load();
  };
  return (
    <Layout title="Suas chaves de acesso">
      <h1>Suas chaves de acesso</h1>
      <p className="muted">
        Uma chave de acesso fica no seu celular, no leitor de digital do computador ou no seu gerenciador de senhas, e abre o estúdio sem e-mail e sem senha.
      </p>
      {done && <Notice kind="ok">{done}</Notice>}
      <ErrorNotice error={error} />
      <div className="card">
        {passkeys?.length === 0 && <p>Você ainda não tem chave de acesso.</p>}
        <ul className="list" aria-label="Suas chaves">
          {(passkeys ?? []).map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} onRemove={() => setRemoving(passkey)} />
          ))}
        </ul>
      </div>
      {passkeysSupported() ? (
        <AddPasskey onAdded={added} />
      ) : (
        <Notice kind="info">Este navegador não oferece chaves de acesso. Tente outro navegador ou o celular.</Notice>
      )}
      <ConfirmDialog
        title={removing && `Remover a chave “${removing.name}”?`}
        confirmLabel="Remover chave"
        onConfirm={() => removing && remove(removing)}
        onCancel={() => setRemoving(null)}
      >
        <p>Você não poderá mais entrar no estúdio com ela. Se for a única, continue entrando pelo link por e-mail.</p>
      </ConfirmDialog>
    </Layout>
  );
}
