// Changing people: role, scope, disabled. Only an admin, always audited, and never leaving the
// studio without an enabled admin (then only the command line could invite again).
import { appendAudit } from '../store/audit.ts';
import { sqlRun, type StudioStore, transaction } from '../store/db.ts';
import { countEnabledAdmins, getPerson, updatePerson } from '../store/people.ts';
import { Refusal } from '../store/refusal.ts';
import { can, type Person, type Role } from './roles.ts';
import { revokeAll } from './sessions.ts';

/** The audit log's actor for what `npm run studio:invite` does. */
export const CLI_ACTOR = 'linha-de-comando';

export function requireAdmin(by: Person): void {
  if (!can(by, 'people.manage')) throw new Refusal('forbidden', 'Só administradores podem convidar pessoas e mudar papéis.');
}

export interface PersonChange {
  role?: Role;
  scope?: readonly string[] | null;
  name?: string;
  disabled?: boolean;
}

const sameScope = (a: readonly string[] | null, b: readonly string[] | null) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Applies a checked change and writes what changed to the audit log, in one transaction. A person
 * disabled loses at once every session, sign-in link and pending invite.
 */
export function applyPersonChange(store: StudioStore, actor: string, person: Person, changes: PersonChange): Person {
  return transaction(store.db, () => {
    const next = updatePerson(store, person.id, changes);
    const wasAdmin = person.role === 'admin' && !person.disabled;
    if (wasAdmin && !(next.role === 'admin' && !next.disabled) && countEnabledAdmins(store) === 0) {
      throw new Refusal('last_admin', `${person.email} é o último administrador ativo: convide ou promova outro antes.`);
    }
    if (next.role !== person.role || !sameScope(next.scope, person.scope)) {
      const details = { from: { role: person.role, scope: person.scope }, to: { role: next.role, scope: next.scope } };
      appendAudit(store, { actor, action: 'role_change', target: person.email, details });
    }
    if (next.disabled !== person.disabled) {
      appendAudit(store, { actor, action: next.disabled ? 'person_disabled' : 'person_enabled', target: person.email });
    }
    if (next.disabled && !person.disabled) {
      revokeAll(store, person.id, null);
      sqlRun(store.db, 'DELETE FROM sign_in_tokens WHERE person_id = ? AND used_at IS NULL', [person.id]);
      sqlRun(store.db, 'DELETE FROM invites WHERE email = ? AND used_at IS NULL', [person.email]);
    }
    return next;
  });
}

function personToChange(store: StudioStore, personId: string): Person {
  const person = getPerson(store, personId);
  if (!person) throw new Refusal('not_found', 'Pessoa não encontrada.');
  return person;
}

/** An admin gives a person another role (and scope: omitted keeps it; null lifts it). */
export function changeRole(store: StudioStore, by: Person, personId: string, role: Role, scope?: readonly string[] | null): Person {
  requireAdmin(by);
  return applyPersonChange(store, by.email, personToChange(store, personId), { role, scope });
}

/** An admin disables a person (signed out everywhere at once) or enables them again. */
export function setDisabled(store: StudioStore, by: Person, personId: string, disabled: boolean): Person {
  requireAdmin(by);
  return applyPersonChange(store, by.email, personToChange(store, personId), { disabled });
}
