// Invites: how a person first gets in (the first admin through `npm run studio:invite`, everyone
// else from an admin). A single-use link, stored as a hash, that expires; using it creates the
// person (or gives an existing one the invited role) and signs them in.
import { appendAudit } from '../store/audit.ts';
import { first, sqlRun, type StudioStore, transaction } from '../store/db.ts';
import { checkName, checkRole, checkScope, findPersonByEmail, insertPerson, normalizeEmail } from '../store/people.ts';
import { applyPersonChange, CLI_ACTOR, requireAdmin } from './admin.ts';
import { INVITE_TTL_MS, inviteUrl } from './config.ts';
import { guardLinkFailures, refuseLink } from './linkFailures.ts';
import type { Mail } from './outbox.ts';
import { ROLE_LABELS, type Person, type Role } from './roles.ts';
import { type Client, createSession, type NewSession } from './sessions.ts';
import { hashToken, isTokenShaped, newToken } from './tokens.ts';

export interface InviteInput {
  email: string;
  role: Role | string;
  name?: string;
  scope?: readonly string[] | null;
  /** An admin, or null for the command line (how the first admin is made). */
  invitedBy: Person | null;
}

export interface Invite {
  /** For the link only; not stored. */
  token: string;
  url: string;
  email: string;
  role: Role;
  expiresAt: string;
}

/** Creates an invite. A newer invite to the same address replaces any still unused. */
export function createInvite(store: StudioStore, input: InviteInput, env: NodeJS.ProcessEnv = process.env): Invite {
  if (input.invitedBy) requireAdmin(input.invitedBy);
  const email = normalizeEmail(input.email);
  const role = checkRole(input.role);
  const scope = checkScope(input.scope, role);
  const name = checkName(input.name);
  const actor = input.invitedBy?.email ?? CLI_ACTOR;
  const token = newToken();
  const now = store.now();
  const expiresAt = now + INVITE_TTL_MS;
  transaction(store.db, () => {
    sqlRun(store.db, 'DELETE FROM invites WHERE email = ? AND used_at IS NULL', [email]);
    sqlRun(store.db, 'INSERT INTO invites (token_hash, email, name, role, scope, invited_by, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)', [
      hashToken(token),
      email,
      name || null,
      role,
      scope && JSON.stringify(scope),
      actor,
      now,
      expiresAt,
    ]);
    appendAudit(store, { actor, action: 'invite', target: email, details: { role, scope, name: name || null, expiresAt: new Date(expiresAt).toISOString() } });
  });
  return { token, url: inviteUrl(token, env), email, role, expiresAt: new Date(expiresAt).toISOString() };
}

/** The e-mail an admin's invite sends (the command line prints the link instead). */
export function inviteMail(invite: Invite, invitedBy: Person): Mail {
  const who = invitedBy.name || invitedBy.email;
  return {
    to: invite.email,
    subject: 'Convite para o estúdio de conteúdo',
    text: [
      `${who} convidou você para o estúdio de conteúdo como ${ROLE_LABELS[invite.role]}.`,
      '',
      `Para entrar, abra este link (vale uma vez, até ${new Date(invite.expiresAt).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' })}):`,
      invite.url,
      '',
      'Se você não esperava este convite, ignore este e-mail.',
    ].join('\n'),
  };
}

const INVALID_INVITE =
  'Este convite não vale mais: ele já foi usado, foi substituído por um mais novo ou passou do prazo de 7 dias. Peça um novo convite a um administrador.';

/** Uses an invite: the person as invited, signed in. Refused (Refusal) when the link does not work. */
export function consumeInvite(store: StudioStore, token: string, client: Client = {}): NewSession & { person: Person } {
  guardLinkFailures(store, client.ip);
  const hash = isTokenShaped(token) ? hashToken(token) : undefined;
  const row = hash === undefined ? undefined : first(store.db, 'SELECT * FROM invites WHERE token_hash = ?', [hash]);
  const now = store.now();
  const reason = !row ? 'unknown' : row.used_at !== null ? 'used' : now >= Number(row.expires_at) ? 'expired' : undefined;
  const used =
    reason === undefined &&
    transaction(store.db, () => {
      // The compare-and-set makes it single-use even when two requests race.
      const { changes } = sqlRun(store.db, 'UPDATE invites SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?', [now, hash!, now]);
      if (changes !== 1) return undefined;
      const person = personFromInvite(store, row!);
      const session = createSession(store, person, 'invite', client);
      appendAudit(store, { actor: person.email, action: 'sign_in', target: person.email, details: { method: 'invite', ip: client.ip ?? null } });
      return { ...session, person };
    });
  if (used) return used;
  return refuseLink(store, {
    method: 'invite',
    reason: reason ?? 'used',
    target: row ? String(row.email) : null,
    ip: client.ip,
    message: INVALID_INVITE,
  });
}

function personFromInvite(store: StudioStore, row: Record<string, unknown>): Person {
  const email = String(row.email);
  const role = row.role as Role;
  const scope = row.scope === null ? null : (JSON.parse(String(row.scope)) as string[]);
  const name = row.name === null ? undefined : String(row.name);
  const existing = findPersonByEmail(store, email);
  if (!existing) return insertPerson(store, { email, role, scope, name });
  return applyPersonChange(store, String(row.invited_by), existing, { role, scope, name, disabled: false });
}
