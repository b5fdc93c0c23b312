// Sign-in by e-mail link (issue 24 item 1): single use, 15 minutes, the same answer for an unknown
// address, rate-limited per address and per IP; the outbox prints or sends through SMTP.
import nodemailer from 'nodemailer';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setDisabled } from '../../../../studio/hosted/auth/admin.ts';
import { MemoryOutbox, outboxFromEnv, SmtpOutbox } from '../../../../studio/hosted/auth/outbox.ts';
import { authenticate } from '../../../../studio/hosted/auth/sessions.ts';
import { consumeSignInLink, requestSignInLink, SIGN_IN_LINK_SENT } from '../../../../studio/hosted/auth/signInLinks.ts';
import { hashToken } from '../../../../studio/hosted/auth/tokens.ts';
import { listAudit } from '../../../../studio/hosted/store/audit.ts';
import { Refusal } from '../../../../studio/hosted/store/refusal.ts';
import { MINUTE, tempStore, type TestStore } from './hostedStore.ts';

const ENV = { STUDIO_PUBLIC_URL: 'https://estudio.exemplo.com.br' };
const IP = '203.0.113.9';

let t: TestStore;
let outbox: MemoryOutbox;
beforeEach(() => {
  t = tempStore();
  outbox = new MemoryOutbox(null);
  t.person('bia@x.com', 'editor');
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

/** Asks for a link and returns the token of the mail it sent. */
function linkFor(email: string, ip = IP): string {
  requestSignInLink(t.store, outbox, email, ip, ENV);
  const mail = outbox.lastTo(email);
  const token = /https:\/\/estudio\.exemplo\.com\.br\/entrar\/link#([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no link in ${JSON.stringify(mail)}`);
  return token;
}

describe('the link', () => {
  it('is mailed to a known address and signs in once', () => {
    expect(requestSignInLink(t.store, outbox, ' BIA@x.com ', IP, ENV)).toEqual({ message: SIGN_IN_LINK_SENT });
    expect(outbox.sent).toHaveLength(1);
    expect(outbox.sent[0]).toMatchObject({ to: 'bia@x.com', subject: 'Seu link de entrada no estúdio' });
    const token = linkFor('bia@x.com');
    const used = consumeSignInLink(t.store, token, { ip: IP, userAgent: 'Firefox' });
    expect(used.person.email).toBe('bia@x.com');
    expect(authenticate(t.store, used.token)?.session.method).toBe('email_link');
    const second = refusalOf(() => consumeSignInLink(t.store, token, { ip: IP }));
    expect(second).toMatchObject({ code: 'invalid_link', message: expect.stringMatching(/já foi usado ou passou de 15 minutos/) });
    expect(listAudit(t.store).map((entry) => entry.action)).toEqual(['sign_in_link', 'sign_in_link', 'sign_in', 'sign_in_failed']);
  });

  it('expires after 15 minutes', () => {
    const token = linkFor('bia@x.com');
    t.advance(15 * MINUTE);
    expect(refusalOf(() => consumeSignInLink(t.store, token)).code).toBe('invalid_link');
    expect(listAudit(t.store).at(-1)).toMatchObject({ action: 'sign_in_failed', target: 'bia@x.com', details: { reason: 'expired' } });
    expect(consumeSignInLink(t.store, linkFor('bia@x.com')).person.email).toBe('bia@x.com');
  });

  it('an unknown or disabled address gets the same answer and no mail; the attempt is recorded', () => {
    expect(requestSignInLink(t.store, outbox, 'ninguem@x.com', IP, ENV)).toEqual({ message: SIGN_IN_LINK_SENT });
    const admin = t.person('admin@x.com', 'admin');
    const caio = t.person('caio@x.com', 'editor');
    setDisabled(t.store, admin, caio.id, true);
    expect(requestSignInLink(t.store, outbox, 'caio@x.com', IP, ENV)).toEqual({ message: SIGN_IN_LINK_SENT });
    expect(outbox.sent).toEqual([]);
    const failed = listAudit(t.store).filter((entry) => entry.action === 'sign_in_failed');
    expect(failed.map((entry) => [entry.target, entry.details.reason])).toEqual([
      ['ninguem@x.com', 'unknown_address'],
      ['caio@x.com', 'disabled'],
    ]);
  });

  it('a link asked for before a person was disabled no longer signs in', () => {
    const admin = t.person('admin@x.com', 'admin');
    const token = linkFor('bia@x.com');
    setDisabled(t.store, admin, t.store.db.get("SELECT id FROM people WHERE email = 'bia@x.com'")!.id as string, true);
    expect(refusalOf(() => consumeSignInLink(t.store, token)).code).toBe('invalid_link');
  });

  it('is stored as its hash only', () => {
    const token = linkFor('bia@x.com');
    t.reopen();
    const bytes = t.bytesAtRest();
    expect(bytes.includes(token)).toBe(false);
    expect(bytes.includes(hashToken(token))).toBe(true);
  });
});

describe('rate limits', () => {
  it('5 links per address in 15 minutes, known or not, then a Portuguese refusal with a retry-after', () => {
    for (const email of ['bia@x.com', 'ninguem@x.com']) {
      for (let i = 0; i < 5; i++) requestSignInLink(t.store, outbox, email, `198.51.100.${i}`, ENV);
      const refusal = refusalOf(() => requestSignInLink(t.store, outbox, email, '198.51.100.99', ENV));
      expect(refusal).toMatchObject({ code: 'rate_limited', status: 429, retryAfterSeconds: 15 * 60 });
      expect(refusal.message).toBe('Muitos pedidos de link para este endereço. Confira sua caixa de entrada (e o spam) ou tente de novo em 15 minutos.');
    }
    expect(outbox.sent).toHaveLength(5);
    t.advance(10 * MINUTE);
    expect(refusalOf(() => requestSignInLink(t.store, outbox, 'bia@x.com', IP, ENV)).retryAfterSeconds).toBe(5 * 60);
    t.advance(5 * MINUTE);
    expect(requestSignInLink(t.store, outbox, 'bia@x.com', IP, ENV).message).toBe(SIGN_IN_LINK_SENT);
  });

  it('20 requests per IP in 15 minutes, whatever the addresses; other networks go on', () => {
    for (let i = 0; i < 20; i++) requestSignInLink(t.store, outbox, `pessoa${i}@x.com`, IP, ENV);
    t.advance(MINUTE);
    const refusal = refusalOf(() => requestSignInLink(t.store, outbox, 'bia@x.com', IP, ENV));
    expect(refusal).toMatchObject({ code: 'rate_limited', retryAfterSeconds: 14 * 60 });
    expect(refusal.message).toBe('Muitos pedidos de link a partir desta rede. Tente de novo em 14 minutos.');
    expect(requestSignInLink(t.store, outbox, 'bia@x.com', '198.51.100.1', ENV).message).toBe(SIGN_IN_LINK_SENT);
    expect(outbox.sent.map((mail) => mail.to)).toEqual(['bia@x.com']);
  });

  it('an IP that presented 20 bad links waits, even with a good one', () => {
    const token = linkFor('bia@x.com', '198.51.100.1');
    for (let i = 0; i < 20; i++) expect(refusalOf(() => consumeSignInLink(t.store, `${'a'.repeat(42)}${i % 10}`, { ip: IP })).code).toBe('invalid_link');
    const refusal = refusalOf(() => consumeSignInLink(t.store, token, { ip: IP }));
    expect(refusal).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(/^Muitas tentativas com links inválidos/) });
    expect(consumeSignInLink(t.store, token, { ip: '198.51.100.1' }).person.email).toBe('bia@x.com');
  });

  it('survive a restart', () => {
    for (let i = 0; i < 5; i++) requestSignInLink(t.store, outbox, 'bia@x.com', IP, ENV);
    t.reopen();
    expect(refusalOf(() => requestSignInLink(t.store, outbox, 'bia@x.com', IP, ENV)).code).toBe('rate_limited');
  });
});

describe('the outbox', () => {
  it('prints the mail to the log when SMTP_URL is not set', () => {
    const lines: string[] = [];
    const printing = new MemoryOutbox((line) => lines.push(line));
    requestSignInLink(t.store, printing, 'bia@x.com', IP, ENV);
    expect(lines[0]).toMatch(/^\[estúdio\] e-mail para bia@x\.com \(SMTP_URL não configurado, mostrado aqui\)/);
    expect(lines[0]).toMatch(/https:\/\/estudio\.exemplo\.com\.br\/entrar\/link#[A-Za-z0-9_-]{43}/);
    expect(outboxFromEnv({})).toBeInstanceOf(MemoryOutbox);
    expect(outboxFromEnv({ SMTP_URL: 'smtp://localhost:2525' })).toBeInstanceOf(SmtpOutbox);
  });

  it('sends through a nodemailer transport when configured', async () => {
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const sent: string[] = [];
    const send = transport.sendMail.bind(transport);
    transport.sendMail = (async (mail: Parameters<typeof send>[0]) => {
      const info = await send(mail);
      sent.push(String((info as { message: string }).message));
      return info;
    }) as typeof transport.sendMail;
    const smtp = new SmtpOutbox(transport, 'Estúdio <estudio@exemplo.com.br>');
    await smtp.send({ to: 'bia@x.com', subject: 'Seu link de entrada no estúdio', text: 'https://estudio.exemplo.com.br/entrar/link#abc' });
    const message = JSON.parse(sent[0]);
    expect(message).toMatchObject({ subject: 'Seu link de entrada no estúdio', text: 'https://estudio.exemplo.com.br/entrar/link#abc' });
    expect(message.to[0].address).toBe('bia@x.com');
    expect(message.from.address).toBe('estudio@exemplo.com.br');
  });
});
