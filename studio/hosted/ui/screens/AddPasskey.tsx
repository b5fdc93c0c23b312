// Adding a passkey: an optional name the person will recognise later, then the browser's prompt.
// A closed prompt adds nothing and is not an error: a calm note says so.
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { AppButton, Field } from '../parts/controls.tsx';
import { ErrorNotice, Notice } from '../parts/Notice.tsx';
import { addPasskey, type PasskeyView } from '../passkey.ts';

export function AddPasskey({ onAdded }: { onAdded: (passkey: PasskeyView) => void }) {
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [unused, setUnused] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setUnused(false);
    try {
      const passkey = await addPasskey(name);
      if (passkey) {
        setName('');
        onAdded(passkey);
      } else setUnused(true);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="card" aria-labelledby="nova-chave">
      <h2 id="nova-chave">Adicionar uma chave</h2>
      <Form onSubmit={submit} className="stack">
        <Field label="Nome da chave (opcional)" hint="Para reconhecê-la depois, por exemplo: Celular, Notebook do trabalho." value={name} onChange={setName} />
        <AppButton type="submit" isDisabled={busy}>
          Adicionar chave de acesso
        </AppButton>
      </Form>
      {unused && <Notice kind="info">Nenhuma chave foi adicionada. Quando quiser, tente de novo.</Notice>}
      <ErrorNotice error={error} />
    </section>
  );
}
