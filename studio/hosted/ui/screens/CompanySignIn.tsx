// "Entrar com a conta da empresa" (OIDC): a plain link, since the server sends the browser on to
// the company's login page and back. Shown only when /api/entrar/metodos says it is configured.
import { useEffect, useState } from 'react';
import { api } from '../api.ts';

interface Methods {
  emailLink: boolean;
  passkey: boolean;
  oidc: boolean;
}

export function CompanySignIn() {
  const [on, setOn] = useState(false);
  useEffect(() => {
    // No answer means no button: the e-mail link still works.
    api<Methods>('GET', '/api/entrar/metodos').then(
      (methods) => setOn(methods.oidc),
      () => setOn(false),
    );
  }, []);
  if (!on) return null;
  return (
    <a className="button secondary link-button" href="/api/entrar/oidc">
      Entrar com a conta da empresa
    </a>
  );
}
