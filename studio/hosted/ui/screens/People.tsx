// "Pessoas" (admins): who has access, with which role, and invites — role and, for a partner
// manager, the partners they may change; the reviewer groups the approval rules name.
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { Form } from 'react-aria-components';
import { api, type Person } from '../api.ts';
import { Layout } from '../Layout.tsx';
import { AppButton, Field, SelectField } from '../parts/controls.tsx';
import { ErrorNotice, Notice } from '../parts/Notice.tsx';
import { PersonGroups, useReviewGroups } from '../parts/PersonGroups.tsx';

const ROLES = [
  { id: 'leitor', label: 'Leitor — vê e comenta' },
  { id: 'editor', label: 'Editor — muda textos em rascunhos' },
  { id: 'revisor', label: 'Revisor — aprova ou pede alterações' },
  { id: 'publicador', label: 'Publicador — revisa e publica' },
  { id: 'admin', label: 'Administrador — tudo, e as pessoas' },
];

export function People() {
  const [people, setPeople] = useState<Person[]>([]);
  const [error, setError] = useState<unknown>(null);
  const groups = useReviewGroups();
  const load = useCallback(() => {
    api<{ people: Person[] }>('GET', '/api/pessoas')
      .then((answer) => setPeople(answer.people))
      .catch(setError);
  }, []);
  useEffect(load, []);
  return (
    <Layout title="Pessoas">
      <h1>Pessoas</h1>
      <ErrorNotice error={error} />
      <InviteForm onInvited={load} />
      <section className="card" aria-labelledby="quem-tem-acesso">
        <h2 id="quem-tem-acesso">Quem tem acesso</h2>
        <ul className="list">
          {people.map((person) => (
            <li key={person.id}>
              <strong>{person.name || person.email}</strong>
              <span>{person.email}</span>
              <span className="badge rascunho">{person.roleLabel}</span>
              {person.scope && <span className="muted">só os parceiros: {person.scope.join(', ')}</span>}
              {person.disabled && <span className="badge alteracoes_pedidas">Sem acesso</span>}
              {groups && <PersonGroups person={person} all={groups} />}
            </li>
          ))}
        </ul>
      </section>
    </Layout>
  );
}

function InviteForm({ onInvited }: { onInvited: () => void }) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState('editor');
  const [partners, setPartners] = useState('');
  const [link, setLink] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setLink(null);
    const scope = partners.split(/[\s,]+/).filter(Boolean);
    try {
      const body = { email: email.trim(), role, ...(name.trim() ? { name: name.trim() } : {}), ...(scope.length > 0 ? { scope } : {}) };
      const answer = await api<{ url: string; email: string }>('POST', '/api/pessoas/convites', body);
      setLink(answer.url);
      setEmail('');
      setName('');
      setPartners('');
      onInvited();
    } catch (failure) {
      setError(failure);
    }
  };
  return (
    <section className="card" aria-labelledby="convidar">
      <h2 id="convidar">Convidar alguém</h2>
      <Form onSubmit={submit} className="stack">
        <div className="grid-2">
          <Field label="E-mail" type="email" value={email} onChange={setEmail} isRequired />
          <Field label="Nome (opcional)" value={name} onChange={setName} />
          <SelectField label="Papel" choices={ROLES} selected={role} onSelect={setRole} />
          <Field
            label="Parceiros (opcional)"
            value={partners}
            onChange={setPartners}
            hint="Para quem cuida de parceiros: só estes poderão ser mudados por essa pessoa. Ex.: rota99, 99. Vazio: todos."
          />
        </div>
        <AppButton type="submit">Enviar convite</AppButton>
      </Form>
      {link && (
        <Notice kind="ok">
          <p>Convite enviado por e-mail. Se preferir, mande este link só para essa pessoa (vale uma vez, por 7 dias):</p>
          <p>
            <output className="invite-link">{link}</output>
          </p>
        </Notice>
      )}
      <ErrorNotice error={error} />
    </section>
  );
}
