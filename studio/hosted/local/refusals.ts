// What local mode does not offer, said once: the draft workflow (the developer commits in git) and
// the accounts (the person at this machine is the only one).
import { HttpError, type Route } from '../server/routeTable.ts';

export const LOCAL_WORKFLOW_REFUSAL = 'No modo local você edita a pasta diretamente; faça o commit no git como de costume.';
export const LOCAL_ACCOUNT_REFUSAL = 'No modo local não há contas nem sessões: quem usa o estúdio é você, nesta máquina.';

export function localRefusal(message = LOCAL_WORKFLOW_REFUSAL): HttpError {
  return new HttpError(403, 'modo_local', message);
}

/** Routes of the draft workflow: new drafts, review, approval, schedules, publishing. */
const WORKFLOW: ReadonlyArray<readonly [Route['method'], RegExp]> = [
  ['post', /^\/api\/rascunhos$/],
  ['post', /^\/api\/rascunhos\/:id\/(?:enviar|aprovar|pedir-alteracoes|publicar|agendamento)$/],
  ['delete', /^\/api\/rascunhos\/:id\/agendamento$/],
  ['post', /^\/api\/historico\/restaurar$/],
  ['post', /^\/api\/publicacoes\/:commit\/reverter$/],
  ['post', /^\/api\/planilha$/],
];

/** Routes of the accounts: sign-in, sign-out, sessions, passkeys, people and invites. */
const ACCOUNTS = /^\/api\/(?:entrar(?:\/|$)|sair$|sessoes(?:\/|$)|chaves(?:\/|$)|pessoas(?:\/|$))/;

/** The refusal local mode answers for this route instead of its handler, or null when it runs. */
export function localRefusalFor(route: Pick<Route, 'method' | 'path'>): string | null {
  if (ACCOUNTS.test(route.path)) return LOCAL_ACCOUNT_REFUSAL;
  return WORKFLOW.some(([method, path]) => method === route.method && path.test(route.path)) ? LOCAL_WORKFLOW_REFUSAL : null;
}
