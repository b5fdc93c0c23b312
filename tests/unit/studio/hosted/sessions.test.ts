// Sessions (issue 24 item 1): idle and absolute timeouts on an injected clock, revoked at once,
// listed for the "suas sessões" page, behind a __Host- cookie.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeRole } from '../../../../studio/hosted/auth/admin.ts';
import { clearSessionCookie, readSessionToken, sessionCookie } from '../../../../studio/hosted/auth/cookies.ts';
import { authenticate, createSession, listSessions, revokeAll, revokeSession, signOut } from '../../../../studio/hosted/auth/sessions.ts';
import { listAudit } from '../../../../studio/hosted/store/audit.ts';
import { DAY, HOUR, MINUTE, tempStore, type TestStore } from './hostedStore.ts';

let t: TestStore;
beforeEach(() => {
  t = tempStore();
});
afterEach(() => t.cleanup());

describe('timeouts', () => {
  it('an editor stays signed in while active; 8 h unused ends the session', () => {
    const bia = t.person('bia@x.com', 'editor');
    const { token } = createSession(t.store, bia, 'email_link');
    t.advance(8 * HOUR - MINUTE);
    expect(authenticate(t.store, token)?.person.id).toBe(bia.id);
    t.advance(8 * HOUR - MINUTE);
    expect(authenticate(t.store, token), 'touched: the idle time started again').toBeDefined();
    t.advance(8 * HOUR);
    expect(authenticate(t.store, token)).toBeUndefined();
    expect(authenticate(t.store, token), 'gone for good').toBeUndefined();
  });

  it('publishers and admins: 30 minutes unused', () => {
    for (const role of ['publicador', 'admin'] as const) {
      const person = t.person(`${role}@x.com`, role);
      const { token } = createSession(t.store, person, 'email_link');
      t.advance(29 * MINUTE);
      expect(authenticate(t.store, token), role).toBeDefined();
      t.advance(30 * MINUTE);
      expect(authenticate(t.store, token), role).toBeUndefined();
    }
  });

  it('the idle time follows the current role: promoted to publicador, 30 minutes apply at once', () => {
    const admin = t.person('admin@x.com', 'admin');
    const bia = t.person('bia@x.com', 'editor');
    const { token } = createSession(t.store, bia, 'email_link');
    changeRole(t.store, admin, bia.id, 'publicador');
    t.advance(31 * MINUTE);
    expect(authenticate(t.store, token)).toBeUndefined();
  });

  it('a touch is written at most once a minute (the idle time counts from it)', () => {
    const bia = t.person('bia@x.com', 'editor');
    const { token, session } = createSession(t.store, bia, 'email_link');
    t.advance(30 * 1000);
    expect(authenticate(t.store, token)?.session.lastSeenAt).toBe(session.createdAt);
    t.advance(31 * 1000);
    expect(authenticate(t.store, token)?.session.lastSeenAt).toBe(new Date(Date.parse(session.createdAt) + 61 * 1000).toISOString());
  });

  it('7 days after opening, a session ends however busy', () => {
    const bia = t.person('bia@x.com', 'editor');
    const { token } = createSession(t.store, bia, 'email_link');
    // Used every 7 h (under the 8 h idle time) up to 7 days less an hour: still in.
    for (let hours = 7; hours < 7 * 24; hours += 7) {
      t.advance(7 * HOUR);
      expect(authenticate(t.store, token), `after ${hours} h`).toBeDefined();
    }
    t.advance(6 * HOUR);
    expect(authenticate(t.store, token), 'after 167 h').toBeDefined();
    t.advance(HOUR);
    expect(authenticate(t.store, token)).toBeUndefined();
  });

  it('survives a restart (server-side rows), not a wrong or malformed token', () => {
    const bia = t.person('bia@x.com', 'editor');
    const { token } = createSession(t.store, bia, 'email_link');
    t.reopen();
    expect(authenticate(t.store, token)?.person.email).toBe('bia@x.com');
    expect(authenticate(t.store, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBeUndefined();
    expect(authenticate(t.store, 'abc')).toBeUndefined();
    expect(authenticate(t.store, undefined)).toBeUndefined();
  });
});

describe('revocation', () => {
  it('revoke ends a session at once; a person revokes only their own, an admin anyone’s', () => {
    const admin = t.person('admin@x.com', 'admin');
    const bia = t.person('bia@x.com', 'editor');
    const caio = t.person('caio@x.com', 'editor');
    const first = createSession(t.store, bia, 'email_link');
    const second = createSession(t.store, bia, 'invite');
    expect(() => revokeSession(t.store, first.session.id, caio)).toThrow(/suas próprias sessões/);
    expect(revokeSession(t.store, first.session.id, bia)).toBe(true);
    expect(authenticate(t.store, first.token)).toBeUndefined();
    expect(authenticate(t.store, second.token)).toBeDefined();
    expect(revokeSession(t.store, second.session.id, admin)).toBe(true);
    expect(authenticate(t.store, second.token)).toBeUndefined();
    expect(revokeSession(t.store, second.session.id, admin)).toBe(false);
    expect(listAudit(t.store).filter((entry) => entry.action === 'session_revoked')).toHaveLength(2);
  });

  it('revokeAll ends every session but the one asking; sign-out ends the one presented', () => {
    const bia = t.person('bia@x.com', 'editor');
    const here = createSession(t.store, bia, 'email_link');
    const others = [createSession(t.store, bia, 'email_link'), createSession(t.store, bia, 'invite')];
    expect(revokeAll(t.store, bia.id, bia, here.session.id)).toBe(2);
    for (const other of others) expect(authenticate(t.store, other.token)).toBeUndefined();
    expect(authenticate(t.store, here.token)).toBeDefined();
    expect(signOut(t.store, here.token)).toBe(true);
    expect(authenticate(t.store, here.token)).toBeUndefined();
    expect(listAudit(t.store).map((entry) => entry.action)).toEqual(['session_revoked', 'sign_out']);
  });
});

describe('the sessions page', () => {
  it('lists created, last seen, user agent and IP, newest use first, never a token or hash', () => {
    const bia = t.person('bia@x.com', 'editor');
    const phone = createSession(t.store, bia, 'email_link', { ip: '198.51.100.7', userAgent: 'Mozilla/5.0 (iPhone)' });
    t.advance(10 * MINUTE);
    const laptop = createSession(t.store, bia, 'invite', { ip: '203.0.113.9', userAgent: 'Mozilla/5.0 (X11; Linux)' });
    t.advance(5 * MINUTE);
    authenticate(t.store, phone.token, { ip: '198.51.100.8' });
    const sessions = listSessions(t.store, bia.id);
    expect(sessions.map((s) => s.id)).toEqual([phone.session.id, laptop.session.id]);
    expect(sessions[0]).toMatchObject({
      method: 'email_link',
      ip: '198.51.100.8',
      userAgent: 'Mozilla/5.0 (iPhone)',
      createdAt: new Date(Date.UTC(2026, 0, 15, 12, 0)).toISOString(),
      lastSeenAt: new Date(Date.UTC(2026, 0, 15, 12, 15)).toISOString(),
      endsAt: new Date(Date.UTC(2026, 0, 15, 20, 15)).toISOString(),
    });
    const text = JSON.stringify(sessions);
    for (const secret of [phone.token, laptop.token]) expect(text).not.toContain(secret);
    expect(Object.keys(sessions[0]).sort()).toEqual(['createdAt', 'endsAt', 'id', 'ip', 'lastSeenAt', 'method', 'personId', 'userAgent']);
  });

  it('leaves out sessions that have ended', () => {
    const bia = t.person('bia@x.com', 'editor');
    createSession(t.store, bia, 'email_link');
    t.advance(9 * HOUR);
    const fresh = createSession(t.store, bia, 'email_link');
    expect(listSessions(t.store, bia.id).map((s) => s.id)).toEqual([fresh.session.id]);
    t.advance(8 * DAY);
    expect(listSessions(t.store, bia.id)).toEqual([]);
  });
});

describe('the cookie', () => {
  it('is __Host-, HttpOnly, Secure, SameSite=Lax, Path=/ and has no Domain', () => {
    const bia = t.person('bia@x.com', 'editor');
    const { token, cookie } = createSession(t.store, bia, 'email_link');
    expect(cookie).toBe(`__Host-studio_session=${token}; Path=/; HttpOnly; Secure; SameSite=Lax`);
    expect(cookie).toBe(sessionCookie(token));
    expect(cookie).not.toMatch(/Domain/i);
    expect(clearSessionCookie()).toBe('__Host-studio_session=; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=0');
  });

  it('is read back from a Cookie header, and nothing malformed is', () => {
    const bia = t.person('bia@x.com', 'editor');
    const { token } = createSession(t.store, bia, 'email_link');
    expect(readSessionToken(`tema=escuro; __Host-studio_session=${token}; outra=1`)).toBe(token);
    expect(readSessionToken(`studio_session=${token}`)).toBeUndefined();
    expect(readSessionToken('__Host-studio_session=abc; x=y')).toBeUndefined();
    expect(readSessionToken(undefined)).toBeUndefined();
    expect(() => sessionCookie('a;b')).toThrow();
  });
});
