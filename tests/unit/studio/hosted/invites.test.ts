// Invites (issue 24 items 1, 2): single use, expiring, stored as hashes; the first admin made by
// `npm run studio:invite`, whose printed link signs in.
import { execFile } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runInviteCli } from '../../../../studio/hosted/cli/invite.ts';
import { consumeInvite, createInvite, inviteMail } from '../../../../studio/hosted/auth/invites.ts';
import { authenticate, createSession } from '../../../../studio/hosted/auth/sessions.ts';
import { hashToken } from '../../../../studio/hosted/auth/tokens.ts';
import { listAudit } from '../../../../studio/hosted/store/audit.ts';
import { closeStudioStore, openStudioStore, STUDIO_DB_FILE } from '../../../../studio/hosted/store/db.ts';
import { findPersonByEmail } from '../../../../studio/hosted/store/people.ts';
import { Refusal } from '../../../../studio/hosted/store/refusal.ts';
import { DAY, MINUTE, tempStore, type TestStore } from './hostedStore.ts';

const PROJECT = join(import.meta.dirname, '..', '..', '..', '..');
const ENV = { STUDIO_PUBLIC_URL: 'https://estudio.exemplo.com.br/' };

let t: TestStore;
beforeEach(() => {
  t = tempStore();
});
afterEach(() => t.cleanup());

function refusalOf(fn: () => unknown): Refusal {
  try {
    fn();
  } catch (error) {
    if (error instanceof Refusal) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('invites', () => {
  it('a link with a 43-character token in its fragment; using it creates the person and signs them in', () => {
    const invite = createInvite(t.store, { email: 'Bia@X.com', role: 'editor', name: 'Bia Souza', scope: ['rota99'], invitedBy: null }, ENV);
    expect(invite.url).toBe(`https://estudio.exemplo.com.br/entrar/convite#${invite.token}`);
    expect(invite.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(invite.expiresAt).toBe(new Date(Date.UTC(2026, 0, 22, 12)).toISOString());
    const used = consumeInvite(t.store, invite.token, { ip: '203.0.113.9', userAgent: 'Firefox' });
    expect(used.person).toMatchObject({ email: 'bia@x.com', name: 'Bia Souza', role: 'editor', scope: ['rota99'], disabled: false });
    expect(used.cookie).toContain(used.token);
    expect(authenticate(t.store, used.token)?.person.id).toBe(used.person.id);
    const actions = listAudit(t.store).map((entry) => [entry.action, entry.actor, entry.target]);
    expect(actions).toEqual([
      ['invite', 'linha-de-comando', 'bia@x.com'],
      ['sign_in', 'bia@x.com', 'bia@x.com'],
    ]);
  });

  it('is single use: the second use is refused, in Portuguese, and recorded', () => {
    const invite = createInvite(t.store, { email: 'bia@x.com', role: 'editor', invitedBy: null });
    consumeInvite(t.store, invite.token);
    const refusal = refusalOf(() => consumeInvite(t.store, invite.token, { ip: '203.0.113.9' }));
    expect(refusal).toMatchObject({ code: 'invalid_link', status: 400 });
    expect(refusal.message).toMatch(/Este convite não vale mais/);
    expect(listAudit(t.store).at(-1)).toMatchObject({ action: 'sign_in_failed', target: 'bia@x.com', details: { method: 'invite', reason: 'used' } });
  });

  it('expires after 7 days', () => {
    const invite = createInvite(t.store, { email: 'bia@x.com', role: 'editor', invitedBy: null });
    t.advance(7 * DAY);
    expect(refusalOf(() => consumeInvite(t.store, invite.token)).code).toBe('invalid_link');
    expect(findPersonByEmail(t.store, 'bia@x.com')).toBeUndefined();
    expect(listAudit(t.store).at(-1)?.details).toMatchObject({ reason: 'expired' });
  });

  it('a newer invite to the same address replaces the unused one', () => {
    const older = createInvite(t.store, { email: 'bia@x.com', role: 'admin', invitedBy: null });
    const newer = createInvite(t.store, { email: 'bia@x.com', role: 'leitor', invitedBy: null });
    expect(refusalOf(() => consumeInvite(t.store, older.token)).code).toBe('invalid_link');
    expect(consumeInvite(t.store, newer.token).person.role).toBe('leitor');
  });

  it('inviting someone who exists gives the invited role (audited) and enables them again', () => {
    const admin = t.person('admin@x.com', 'admin');
    const bia = t.person('bia@x.com', 'leitor');
    const invite = createInvite(t.store, { email: 'bia@x.com', role: 'revisor', invitedBy: admin });
    const used = consumeInvite(t.store, invite.token);
    expect(used.person).toMatchObject({ id: bia.id, role: 'revisor', name: 'bia' });
    expect(listAudit(t.store).find((entry) => entry.action === 'role_change')).toMatchObject({ actor: 'admin@x.com', target: 'bia@x.com' });
  });

  it('only an admin invites (403); a bad address or role is refused before anything is stored', () => {
    const editor = t.person('bia@x.com', 'editor');
    expect(refusalOf(() => createInvite(t.store, { email: 'caio@x.com', role: 'editor', invitedBy: editor })).status).toBe(403);
    expect(refusalOf(() => createInvite(t.store, { email: 'caio', role: 'editor', invitedBy: null })).code).toBe('invalid_email');
    expect(refusalOf(() => createInvite(t.store, { email: 'caio@x.com', role: 'chefe', invitedBy: null })).message).toMatch(/Papel desconhecido: "chefe"/);
    expect(listAudit(t.store)).toEqual([]);
  });

  it("an admin's invite reads in Portuguese, with the role and the link", () => {
    const admin = { ...t.person('admin@x.com', 'admin'), name: 'Ana' };
    const invite = createInvite(t.store, { email: 'bia@x.com', role: 'revisor', invitedBy: admin }, ENV);
    const mail = inviteMail(invite, admin);
    expect(mail).toMatchObject({ to: 'bia@x.com', subject: 'Convite para o estúdio de conteúdo' });
    expect(mail.text).toContain('Ana convidou você para o estúdio de conteúdo como Revisor.');
    expect(mail.text).toContain('até 22/01/2026');
    expect(mail.text).toContain(invite.url);
  });

  it('a malformed or unknown token is refused the same way', () => {
    for (const token of ['', 'abc', 'x'.repeat(43), `${'a'.repeat(42)};`]) expect(refusalOf(() => consumeInvite(t.store, token)).code).toBe('invalid_link');
  });
});

describe('secrets at rest', () => {
  it('the database holds the hashes of invite links and session tokens, never the tokens', () => {
    const invite = createInvite(t.store, { email: 'bia@x.com', role: 'editor', invitedBy: null });
    const used = consumeInvite(t.store, invite.token);
    const other = createSession(t.store, used.person, 'email_link');
    t.advance(MINUTE);
    authenticate(t.store, other.token);
    t.reopen();
    const bytes = t.bytesAtRest();
    for (const token of [invite.token, used.token, other.token]) {
      expect(bytes.includes(token), 'token in the file').toBe(false);
      expect(bytes.includes(Buffer.from(token, 'base64url')), 'token bytes in the file').toBe(false);
    }
    expect(bytes.includes(hashToken(invite.token)), 'its hash is').toBe(true);
    expect(bytes.includes(hashToken(used.token))).toBe(true);
  });

  it("the data folder and the database are the studio user's only", () => {
    const dataDir = join(t.dir, 'novo', '.studio');
    closeStudioStore(openStudioStore({ dataDir }));
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dataDir, STUDIO_DB_FILE)).mode & 0o777).toBe(0o600);
  });
});

describe('npm run studio:invite', () => {
  it('prints a link whose token signs the first admin in', async () => {
    const tsx = join(PROJECT, 'node_modules', '.bin', 'tsx');
    const { stdout } = await promisify(execFile)(tsx, ['studio/hosted/cli/invite.ts', 'Admin@Empresa.com.br', '--role', 'admin', '--name', 'Ana Admin'], {
      cwd: PROJECT,
      env: { ...process.env, STUDIO_DATA_DIR: t.dir, STUDIO_PUBLIC_URL: '', STUDIO_PORT: '' },
    });
    expect(stdout).toMatch(/Convite criado para admin@empresa\.com\.br como Administrador/);
    const link = /^(http:\/\/localhost:5180\/entrar\/convite#)([A-Za-z0-9_-]{43})$/m.exec(stdout);
    expect(link, stdout).not.toBeNull();
    t.reopen();
    const used = consumeInvite(t.store, link![2]);
    expect(used.person).toMatchObject({ email: 'admin@empresa.com.br', name: 'Ana Admin', role: 'admin' });
  });

  it('says what is wrong in Portuguese, with the usage', () => {
    const lines: string[] = [];
    const io = { env: { STUDIO_DATA_DIR: t.dir }, out: (line: string) => lines.push(line), err: (line: string) => lines.push(line) };
    expect(runInviteCli(['bia@x.com'], io)).toBe(2);
    expect(lines.pop()).toMatch(/^Informe o papel com --role\.\nUso: npm run studio:invite -- <e-mail> --role <leitor\|editor\|revisor\|publicador\|admin>/);
    expect(runInviteCli(['bia@x.com', '--role', 'editor', '--cargo', 'x'], io)).toBe(2);
    expect(lines.pop()).toMatch(/^Opção desconhecida: --cargo\./);
    expect(runInviteCli(['bia@x.com', '--role', 'gerente'], io)).toBe(1);
    expect(lines.pop()).toMatch(/^Papel desconhecido: "gerente"/);
    expect(runInviteCli(['bia@x.com', '--role', 'editor', '--scope', 'rota99'], io)).toBe(0);
    expect(lines.at(-1)).toMatch(/^http:\/\/localhost:5180\/entrar\/convite#/);
  });

  it('points the link at localhost on STUDIO_PORT unless STUDIO_PUBLIC_URL says otherwise', () => {
    // localhost, not 127.0.0.1: browsers refuse passkeys on an IP address.
    const lines: string[] = [];
    const out = (line: string) => lines.push(line);
    expect(runInviteCli(['bia@x.com', '--role', 'editor'], { env: { STUDIO_DATA_DIR: t.dir, STUDIO_PORT: '5253' }, out, err: out })).toBe(0);
    expect(lines.at(-1)).toMatch(/^http:\/\/localhost:5253\/entrar\/convite#/);
    const env = { STUDIO_DATA_DIR: t.dir, STUDIO_PORT: '5253', STUDIO_PUBLIC_URL: 'https://estudio.empresa.com.br/' };
    expect(runInviteCli(['caio@x.com', '--role', 'editor'], { env, out, err: out })).toBe(0);
    expect(lines.at(-1)).toMatch(/^https:\/\/estudio\.empresa\.com\.br\/entrar\/convite#/);
  });
});
