// The other ways into the studio, under the e-mail link: passkeys ("Entrar com chave de acesso",
// /api/entrar/chave/*) and the company's sign-in (OIDC, /api/entrar/oidc/*) are being added by
// another engineer; their buttons go here, one component each. Nothing yet.
export function SignInAlternatives() {
  return null;
}
