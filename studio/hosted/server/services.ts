// What the route handlers share: the store, the bare repository, the outbox, the gate, and how a
// person and a draft are shown in answers.
import type { Outbox } from '../auth/outbox.ts';
import { type Person, ROLE_LABELS } from '../auth/roles.ts';
import type { SessionInfo } from '../auth/sessions.ts';
import type { Identity, Repository } from '../git/index.ts';
import type { StudioStore } from '../store/db.ts';
import type { Gate } from './gate.ts';
import type { LocalMode } from '../local/localMode.ts';

export interface Services {
  store: StudioStore;
  repo: Repository;
  outbox: Outbox;
  gate: Gate;
  /** STUDIO_PUBLIC_URL and the mail settings are read from here. */
  env: NodeJS.ProcessEnv;
  /** Local mode (npm run studio:local): no sign-in, one draft that is the developer's folder. */
  local?: LocalMode;
}

export function personView(person: Person) {
  const { id, email, name, role, scope, disabled, createdAt } = person;
  return { id, email, name, role, roleLabel: ROLE_LABELS[role], scope: scope ? [...scope] : null, disabled, createdAt };
}

export function sessionView(session: SessionInfo, currentId: string) {
  const { id, method, createdAt, lastSeenAt, endsAt, ip, userAgent } = session;
  return { id, method, createdAt, lastSeenAt, endsAt, ip, userAgent, current: id === currentId };
}

/** The person as a commit's author: their name (or the part of the address before @) and e-mail. */
export function identityOf(person: Person): Identity {
  const name = person.name.trim() || person.email.split('@')[0];
  return { name: name.replace(/[<>]/g, ''), email: person.email };
}
