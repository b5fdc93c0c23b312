// Sign in: ask for a link by e-mail. The answer is the same for any address (the server never
// tells who has access). Other ways in go in SignInAlternatives.
import { type FormEvent, useEffect, useState } from 'react';
import { Form } from 'react-aria-components';
import { api } from '../api.ts';
import { AppButton, Field } from '../parts/controls.tsx';
import { ErrorNotice, Notice } from '../parts/Notice.tsx';
import { SignInAlternatives } from './SignInAlternatives.tsx';

export function SignIn() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    document.title = 'Entrar · Estúdio de conteúdo';
  }, []);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await api<{ message: string }>('POST', '/api/entrar/link', { email: email.trim() });
      setSent(answer.message);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <main className="narrow">
      <h1>Entrar no estúdio</h1>
      <div className="card stack">
        <p>Digite seu e-mail de trabalho. Enviamos um link que abre o estúdio, sem senha.</p>
        <Form onSubmit={submit} className="stack">
          <Field label="Seu e-mail" type="email" name="email" autoComplete="email" value={email} onChange={setEmail} isRequired />
          <AppButton type="submit" isDisabled={busy}>
            Receber link por e-mail
          </AppButton>
        </Form>
        {sent && <Notice kind="ok">{sent}</Notice>}
        <ErrorNotice error={error} />
        <SignInAlternatives />
      </div>
    </main>
  );
}
