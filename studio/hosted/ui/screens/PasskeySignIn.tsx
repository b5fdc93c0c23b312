// "Entrar com chave de acesso": the browser offers the passkeys it holds for the studio; the
// chosen one signs the person in without an address typed. Shown only where the browser has
// WebAuthn. A closed prompt (or no passkey on this device) is not an error: a calm note says so.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AppButton } from '../parts/controls.tsx';
import { ErrorNotice, Notice } from '../parts/Notice.tsx';
import { passkeysSupported, signInWithPasskey } from '../passkey.ts';

export function PasskeySignIn() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [unused, setUnused] = useState(false);
  if (!passkeysSupported()) return null;
  const start = async () => {
    setBusy(true);
    setError(null);
    setUnused(false);
    try {
      if (await signInWithPasskey()) navigate('/');
      else setUnused(true);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="stack">
      <AppButton variant="secondary" onPress={start} isDisabled={busy}>
        Entrar com chave de acesso
      </AppButton>
      {unused && <Notice kind="info">Nenhuma chave de acesso foi usada. Tente de novo, ou receba o link por e-mail.</Notice>}
      <ErrorNotice error={error} />
    </div>
  );
}
