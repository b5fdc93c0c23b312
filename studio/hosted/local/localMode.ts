// Local mode's door: no sign-in. The server listens on loopback only, and every request that comes
// from its own pages is the person at this machine ("Você (nesta máquina)", Admin, no scope). What
// still guards it: the Origin of unsafe requests (the door's usual check: a page on another
// localhost port is refused), the Host a browser names (a foreign name resolving to 127.0.0.1 —
// DNS rebinding — is refused) and the browser's Sec-Fetch-Site (only the studio's own pages read
// the API). The routes local mode does not offer answer their refusal (refusals.ts).
import type { Context } from 'hono';
import type { Person } from '../auth/roles.ts';
import type { SessionInfo } from '../auth/sessions.ts';
import { type CodeIndex, codeIndex } from '../server/implementations.ts';
import { ensureDraftTable, getDraft, insertDraft } from '../server/draftStore.ts';
import { HttpError, type Route, type SignedIn } from '../server/routeTable.ts';
import type { StudioStore } from '../store/db.ts';
import { findPersonByEmail, insertPerson } from '../store/people.ts';
import { LOCAL_DRAFT_ID, type LastSave, type LocalRepository } from './localRepository.ts';
import { localRefusal, localRefusalFor } from './refusals.ts';

export const LOCAL_PERSON = { email: 'voce@nesta-maquina.invalid', name: 'Você (nesta máquina)', role: 'admin' } as const;
export const LOCAL_DRAFT_LABEL = 'Esta pasta';

export interface LocalMode {
  /** The one draft, "Esta pasta". */
  draftId: string;
  person: Person;
  /** host:port values the browser may name (127.0.0.1 and localhost at the server's port). */
  hosts: readonly string[];
  /** The checkout the studio writes. */
  folder: string;
  /** The last save written since the studio started (Desfazer undoes that one only). */
  lastSave(): LastSave | null;
  /** The checkout's code by name (an etapa's code links), cleared when its registry folders change. */
  code: CodeIndex;
}

/** The local person and the one draft's row, made on the first start and found after. */
export async function setUpLocalMode(store: StudioStore, repo: LocalRepository, port: number): Promise<LocalMode> {
  ensureDraftTable(store);
  const person = findPersonByEmail(store, LOCAL_PERSON.email) ?? insertPerson(store, { ...LOCAL_PERSON, scope: null });
  if (!getDraft(store, LOCAL_DRAFT_ID)) insertDraft(store, LOCAL_DRAFT_ID, person.id, await repo.publishedHead());
  return {
    draftId: LOCAL_DRAFT_ID,
    person,
    hosts: [`127.0.0.1:${port}`, `localhost:${port}`],
    folder: repo.checkout,
    lastSave: () => repo.lastSave(),
    code: codeIndex(repo.checkout),
  };
}

/** The request's checks beyond the Origin one: the Host it names, and where the browser says it comes from. */
export function checkLocalRequest(c: Context, local: LocalMode): void {
  const host = c.req.header('host');
  if (host !== undefined && !local.hosts.includes(host.toLowerCase())) {
    throw new HttpError(403, 'origem_recusada', 'Pedido recusado: o estúdio local só atende em 127.0.0.1 ou localhost.');
  }
  const site = c.req.header('sec-fetch-site');
  if (site !== undefined && site !== 'same-origin' && site !== 'none') {
    throw new HttpError(403, 'origem_recusada', 'Pedido recusado: ele não veio das páginas do estúdio.');
  }
}

/** The person at this machine, as a signed-in request (a session of this server's lifetime, never stored). */
export function localSignedIn(local: LocalMode, startedAt: string): SignedIn {
  const session: SessionInfo = {
    id: 'local',
    personId: local.person.id,
    method: 'invite',
    createdAt: startedAt,
    lastSeenAt: startedAt,
    endsAt: '9999-12-31T23:59:59.000Z',
    ip: '127.0.0.1',
    userAgent: null,
  };
  return { person: local.person, session, token: '' };
}

/** The route as local mode serves it: its own handler, or the refusal of what local mode does not offer. */
export function localRoute(route: Route): Route {
  const refusal = localRefusalFor(route);
  if (refusal === null) return route;
  return {
    ...route,
    handler: () => {
      throw localRefusal(refusal);
    },
  };
}

/** A stale save's message says what happened here: a file changed on disk, not another person's save. */
export function localWording(body: Record<string, unknown>): Record<string, unknown> {
  if (body.code !== 'versao_desatualizada' || typeof body.error !== 'string') return body;
  const error = body.error.replace(
    'Outra pessoa salvou este rascunho depois que você o abriu.',
    'Um arquivo desta pasta mudou no disco (no seu editor ou pelo git) depois que o estúdio o leu.',
  );
  return { ...body, error };
}
