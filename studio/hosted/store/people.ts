// People: who may sign in, with which role and scope. Rows only; the rules about who may change
// whom live in auth/admin.ts, and every change there is written to the audit log.
import { randomBytes } from 'node:crypto';
import { PARTNER_NAME, type Person, ROLE_LABELS, ROLES, type Role } from '../auth/roles.ts';
import { first, sqlRun, sqlAll, type Row, type StudioStore } from './db.ts';
import { Refusal } from './refusal.ts';

const EMAIL = /^[^\s@"<>(),;:\\[\]]+@[^\s@"<>(),;:\\[\]]+\.[^\s@"<>(),;:\\[\]]+$/;

/** The address as stored: trimmed, lower-cased, checked. */
export function normalizeEmail(email: string): string {
  const value = String(email ?? '')
    .trim()
    .toLowerCase();
  if (value.length > 254 || !EMAIL.test(value)) throw new Refusal('invalid_email', `"${String(email ?? '').slice(0, 80)}" não é um endereço de e-mail válido.`);
  return value;
}

export function checkRole(role: string): Role {
  if ((ROLES as readonly string[]).includes(role)) return role as Role;
  const names = ROLES.map((r) => `${r} (${ROLE_LABELS[r]})`).join(', ');
  throw new Refusal('invalid_role', `Papel desconhecido: "${role}". Use um destes: ${names}.`);
}

export function checkName(name: string | undefined): string {
  const value = (name ?? '').trim();
  if (value.length > 120 || /[\u0000-\u001f\u007f]/.test(value))
    throw new Refusal('invalid_name', 'O nome deve ter no máximo 120 caracteres, sem quebras de linha.');
  return value;
}

/**
 * A scope as stored: partner names, sorted, without repeats; null = every file. An empty list is
 * kept as empty (may change nothing), never widened to null. An admin has no scope: whoever can
 * change roles could lift their own.
 */
export function checkScope(scope: readonly string[] | null | undefined, role: Role): string[] | null {
  if (scope === null || scope === undefined) return null;
  if (role === 'admin') throw new Refusal('invalid_scope', 'Um administrador não tem escopo: ele pode mudar os papéis de todos, inclusive o próprio.');
  const bad = scope.find((name) => !PARTNER_NAME.test(name) || name === 'defaults');
  if (bad !== undefined) throw new Refusal('invalid_scope', `"${bad}" não é o nome de um parceiro (como em variants/<parceiro>.yaml).`);
  return [...new Set(scope)].sort();
}

export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url')}`;
}

export function toPerson(row: Row): Person {
  return {
    id: String(row.id),
    email: String(row.email),
    name: String(row.name),
    role: row.role as Role,
    scope: row.scope === null ? null : (JSON.parse(String(row.scope)) as string[]),
    disabled: Number(row.disabled) === 1,
    createdAt: new Date(Number(row.created_at)).toISOString(),
  };
}

export function getPerson(store: StudioStore, id: string): Person | undefined {
  const row = first(store.db, 'SELECT * FROM people WHERE id = ?', [id]);
  return row && toPerson(row);
}

export function findPersonByEmail(store: StudioStore, email: string): Person | undefined {
  const row = first(store.db, 'SELECT * FROM people WHERE email = ?', [String(email).trim().toLowerCase()]);
  return row && toPerson(row);
}

export function listPeople(store: StudioStore): Person[] {
  return sqlAll(store.db, 'SELECT * FROM people ORDER BY email', []).map((row) => toPerson(row as Row));
}

export interface PersonFields {
  email: string;
  name?: string;
  role: Role;
  scope?: readonly string[] | null;
}

/** Inserts a person (checked) with their e-mail identity. */
export function insertPerson(store: StudioStore, fields: PersonFields): Person {
  const email = normalizeEmail(fields.email);
  const role = checkRole(fields.role);
  const scope = checkScope(fields.scope, role);
  if (findPersonByEmail(store, email)) throw new Refusal('already_exists', `Já existe uma pessoa com o e-mail ${email}.`);
  const id = newId('p');
  const now = store.now();
  sqlRun(store.db, 'INSERT INTO people (id, email, name, role, scope, disabled, created_at) VALUES (?, ?, ?, ?, ?, 0, ?)', [
    id,
    email,
    checkName(fields.name),
    role,
    scope && JSON.stringify(scope),
    now,
  ]);
  sqlRun(store.db, "INSERT INTO identities (person_id, kind, subject, data, created_at) VALUES (?, 'email', ?, '{}', ?)", [id, email, now]);
  return getPerson(store, id)!;
}

/** Changes role, scope, name or the disabled flag of a person (checked). */
export function updatePerson(
  store: StudioStore,
  id: string,
  changes: { role?: Role; scope?: readonly string[] | null; name?: string; disabled?: boolean },
): Person {
  const person = getPerson(store, id);
  if (!person) throw new Refusal('not_found', 'Pessoa não encontrada.');
  const role = checkRole(changes.role ?? person.role);
  // Made admin without a word about the scope: an admin has none.
  const keptScope = role === 'admin' ? null : person.scope;
  const scope = checkScope(changes.scope === undefined ? keptScope : changes.scope, role);
  const name = changes.name === undefined ? person.name : checkName(changes.name);
  const disabled = changes.disabled ?? person.disabled;
  sqlRun(store.db, 'UPDATE people SET role = ?, scope = ?, name = ?, disabled = ? WHERE id = ?', [
    role,
    scope && JSON.stringify(scope),
    name,
    disabled ? 1 : 0,
    id,
  ]);
  return getPerson(store, id)!;
}

/** Enabled admins: the last one cannot be demoted or disabled (nobody could invite again but the command line). */
export function countEnabledAdmins(store: StudioStore): number {
  return Number(first(store.db, "SELECT count(*) AS n FROM people WHERE role = 'admin' AND disabled = 0")?.n ?? 0);
}
