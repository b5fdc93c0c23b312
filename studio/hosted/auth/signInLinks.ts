// Signing in by e-mail: a person types their address and receives a single-use link that lives 15
// minutes. The answer is the same whether the address is known or not, and requests are limited
// per address and per IP.
import { appendAudit } from '../store/audit.ts';
import { first, sqlRun, type StudioStore, transaction } from '../store/db.ts';
import { findPersonByEmail, getPerson, normalizeEmail } from '../store/people.ts';
import { takeHit } from '../store/rateLimit.ts';
import { Refusal } from '../store/refusal.ts';
import { LINK_REQUESTS, SIGN_IN_LINK_TTL_MS, signInUrl } from './config.ts';
import { guardLinkFailures, refuseLink, waitText } from './linkFailures.ts';
import { type Outbox, sendInBackground } from './outbox.ts';
import type { Person } from './roles.ts';
import { type Client, createSession, type NewSession } from './sessions.ts';
import { hashToken, isTokenShaped, newToken } from './tokens.ts';

/** What everyone who asks for a link reads, known address or not. */
export const SIGN_IN_LINK_SENT =
  'Se este endereço tiver acesso ao estúdio, enviamos para ele um link de entrada. O link vale por 15 minutos e só pode ser usado uma vez.';

const INVALID_LINK = 'Este link de entrada não vale mais: ele já foi usado ou passou de 15 minutos. Peça um novo na página de entrada.';

function limitRules(email: string, ip: string) {
  const { perAddress, perIp, windowMs } = LINK_REQUESTS;
  return {
    // IP first: one network trying many addresses is stopped before it counts against each of them.
    ip: { bucket: `link:ip:${ip}`, limit: perIp, windowMs },
    // Hashed: the table of hits never holds the addresses people typed.
    address: { bucket: `link:email:${hashToken(email)}`, limit: perAddress, windowMs },
  };
}

/**
 * Asks for a sign-in link. Known and enabled: a link is sent (without waiting for the delivery).
 * Unknown or disabled: nothing is sent, the attempt is audited. The answer is SIGN_IN_LINK_SENT
 * either way; a malformed address or a full rate limit is refused (Refusal) for every address alike.
 */
export function requestSignInLink(store: StudioStore, outbox: Outbox, email: string, ip: string, env: NodeJS.ProcessEnv = process.env): { message: string } {
  const address = normalizeEmail(email);
  const rules = limitRules(address, ip);
  const room = takeHit(store, [rules.ip, rules.address]);
  if (!room.ok) {
    const wait = waitText(room.retryAfterSeconds);
    const message =
      room.rule === rules.ip
        ? `Muitos pedidos de link a partir desta rede. Tente de novo em ${wait}.`
        : `Muitos pedidos de link para este endereço. Confira sua caixa de entrada (e o spam) ou tente de novo em ${wait}.`;
    throw new Refusal('rate_limited', message, room.retryAfterSeconds);
  }
  const person = findPersonByEmail(store, address);
  if (!person || person.disabled) {
    const reason = person ? 'disabled' : 'unknown_address';
    appendAudit(store, { actor: null, action: 'sign_in_failed', target: address, details: { method: 'email_link', reason, ip } });
    return { message: SIGN_IN_LINK_SENT };
  }
  const token = newToken();
  const now = store.now();
  transaction(store.db, () => {
    sqlRun(store.db, 'DELETE FROM sign_in_tokens WHERE expires_at <= ?', [now]);
    sqlRun(store.db, 'INSERT INTO sign_in_tokens (token_hash, person_id, created_at, expires_at) VALUES (?, ?, ?, ?)', [
      hashToken(token),
      person.id,
      now,
      now + SIGN_IN_LINK_TTL_MS,
    ]);
    appendAudit(store, { actor: null, action: 'sign_in_link', target: address, details: { ip } });
  });
  sendInBackground(outbox, signInMail(person, signInUrl(token, env)));
  return { message: SIGN_IN_LINK_SENT };
}

function signInMail(person: Person, url: string) {
  return {
    to: person.email,
    subject: 'Seu link de entrada no estúdio',
    text: [
      `Olá${person.name ? `, ${person.name}` : ''}!`,
      '',
      'Para entrar no estúdio de conteúdo, abra este link. Ele vale por 15 minutos e só pode ser usado uma vez:',
      url,
      '',
      'Se não foi você quem pediu, ignore este e-mail: ninguém entra sem abrir o link.',
    ].join('\n'),
  };
}

/** Uses a sign-in link: a new session for its person. Refused (Refusal) when the link does not work. */
export function consumeSignInLink(store: StudioStore, token: string, client: Client = {}): NewSession & { person: Person } {
  guardLinkFailures(store, client.ip);
  const hash = isTokenShaped(token) ? hashToken(token) : undefined;
  const row = hash === undefined ? undefined : first(store.db, 'SELECT * FROM sign_in_tokens WHERE token_hash = ?', [hash]);
  const person = row ? getPerson(store, String(row.person_id)) : undefined;
  const now = store.now();
  const reason = !row
    ? 'unknown'
    : row.used_at !== null
      ? 'used'
      : now >= Number(row.expires_at)
        ? 'expired'
        : !person || person.disabled
          ? 'disabled'
          : undefined;
  const used =
    reason === undefined &&
    transaction(store.db, () => {
      const { changes } = sqlRun(store.db, 'UPDATE sign_in_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?', [
        now,
        hash!,
        now,
      ]);
      if (changes !== 1) return undefined;
      const session = createSession(store, person!, 'email_link', client);
      appendAudit(store, { actor: person!.email, action: 'sign_in', target: person!.email, details: { method: 'email_link', ip: client.ip ?? null } });
      return { ...session, person: person! };
    });
  if (used) return used;
  return refuseLink(store, { method: 'email_link', reason: reason ?? 'used', target: person?.email ?? null, ip: client.ip, message: INVALID_LINK });
}
