// "Entrar com chave de acesso": the browser offers the passkeys it holds for the studio; the
// chosen one signs the person in without an address typed. Shown only where the browser has
// WebAuthn. A closed prompt leaves the page as it was.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AppButton } from '../parts/controls.tsx';
import { ErrorNotice } from '../parts/Notice.tsx';
import { passkeysSupported, signInWithPasskey } from '../passkey.ts';

export function PasskeySignIn() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  if (!passkeysSupported()) return null;
  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      if (await signInWithPasskey()) navigate('/');
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
      <ErrorNotice error={error} />
    </div>
  );
}
