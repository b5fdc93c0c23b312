// Conversations and approval rules on one studio (issue 25 items 4 and 5): a comment anchored to a
// step's text, replied to, resolved and reopened, with an @mention that notifies the other person
// (the bell's list and a mail in the outbox); the rules file on the published branch routing a
// payment change to the legal group (a marketing approval is not enough) and a partner file to its
// manager; rules changed inside a draft do not count. The full gate is replaced by a passing one:
// what is tested here is who must approve, not the gate (serverGate*.test.ts test that).
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../../studio/hosted/auth/roles.ts';
import { git } from './gitFixture.ts';
import { type ServerFixture, serverFixtures } from './serverFixture.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const RULES = 'studio/approval-rules.yaml';
const RULES_TEXT = readFileSync(join(import.meta.dirname, '../../../..', RULES), 'utf8');
const PAYMENT = 'flows/payment.yaml';
const GAZETA = 'variants/gazeta.yaml';

const fixtures = serverFixtures();
let f: ServerFixture;
const cookies: Record<string, string> = {};
const ids: Record<string, string> = {};

/** A developer pushes to the published branch (the studio reads the rules from there). */
function developerPushes(files: Record<string, string>): void {
  const work = mkdtempSync(join(f.root, 'dev-'));
  git(f.root, 'clone', '--quiet', f.origin, work);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(work, path)), { recursive: true });
    writeFileSync(join(work, path), content);
    git(work, 'add', path);
  }
  git(work, 'commit', '--quiet', '-m', 'Developer change');
  git(work, 'push', '--quiet', 'origin', 'HEAD:main');
}

beforeAll(async () => {
  f = await fixtures.make({ gate: (gate) => ({ ...gate, full: async () => ({ ok: true, failures: [], changed: [], ran: [] }) }) });
  developerPushes({ [RULES]: RULES_TEXT });
  await f.repo.fetch();
  cookies.admin = await f.admin();
  const people: Array<[string, Role, string[] | null]> = [
    ['ana', 'editor', null],
    ['mara', 'revisor', null],
    ['lia', 'revisor', null],
    ['gil', 'revisor', ['gazeta']],
    ['rui', 'revisor', ['rota99']],
    ['davi', 'publicador', null],
    ['leo', 'leitor', null],
  ];
  for (const [name, role, scope] of people) cookies[name] = await f.person(cookies.admin, `${name}@example.com`, role, scope);
  const listed = await f.call('GET', '/api/pessoas', { cookie: cookies.admin });
  for (const person of listed.body.people) ids[person.email.split('@')[0]] = person.id;
  for (const [name, groups] of [
    ['mara', ['marketing']],
    ['lia', ['juridico']],
  ] as const) {
    const set = await f.call('PUT', `/api/pessoas/${ids[name]}/grupos`, { cookie: cookies.admin, body: { groups } });
    expect(set.status, set.text).toBe(200);
  }
});
afterAll(() => f.cleanup());

/** A draft by Ana with one file edited, submitted for review. */
async function submittedDraft(path: string, edit: (text: string) => string): Promise<{ id: string; head: string }> {
  const id = (await f.call('POST', '/api/rascunhos', { cookie: cookies.ana })).body.draft.id;
  const file = await f.call('GET', `/api/rascunhos/${id}/arquivo?path=${path}`, { cookie: cookies.ana });
  const content = edit(file.body.content);
  expect(content).not.toBe(file.body.content);
  const saved = await f.call('PUT', `/api/rascunhos/${id}/arquivo`, { cookie: cookies.ana, body: { path, content, baseHead: file.body.head } });
  expect(saved.status, saved.text).toBe(200);
  const submitted = await f.call('POST', `/api/rascunhos/${id}/enviar`, { cookie: cookies.ana });
  expect(submitted.status, submitted.text).toBe(200);
  return { id, head: saved.body.head };
}

const approve = (who: string, draft: { id: string; head: string }) =>
  f.call('POST', `/api/rascunhos/${draft.id}/aprovar`, { cookie: cookies[who], body: { head: draft.head } });
const publish = (draft: { id: string }) =>
  f.call('POST', `/api/rascunhos/${draft.id}/publicar`, { cookie: cookies.davi, body: { expectedPublishedHead: git(f.origin, 'rev-parse', 'main') } });
const approvals = async (draft: { id: string }) => (await f.call('GET', `/api/rascunhos/${draft.id}/aprovacoes`, { cookie: cookies.ana })).body;

describe('comments where the change is', () => {
  it('a Leitor comments on a step’s text with an @mention; the other person is notified in the studio and by mail; replies, resolve, reopen', async () => {
    const id = (await f.call('POST', '/api/rascunhos', { cookie: cookies.ana })).body.draft.id;
    const anchor = { file: PAYMENT, path: ['steps', 'payment-options', 'say'] };
    const started = await f.call('POST', `/api/rascunhos/${id}/conversas`, {
      cookie: cookies.leo,
      body: { anchor, body: '@Lia este texto precisa de revisão jurídica?' },
    });
    expect(started.status, started.text).toBe(201);
    expect(started.body.thread).toMatchObject({ anchor, resolved: false, comments: [{ author: { email: 'leo@example.com' }, mentions: ['Lia'] }] });
    const thread = started.body.thread.id;

    const bell = await f.call('GET', '/api/notificacoes', { cookie: cookies.lia });
    expect(bell.body.unread).toBe(1);
    expect(bell.body.notifications[0]).toMatchObject({
      by: 'Leo',
      draftId: id,
      threadId: thread,
      read: false,
      link: `/rascunhos/${id}/revisao#conversa-${thread}`,
    });
    expect((await f.call('GET', '/api/notificacoes', { cookie: cookies.mara })).body.unread).toBe(0);
    await new Promise((resolve) => setImmediate(resolve));
    const mail = f.outbox.lastTo('lia@example.com');
    expect(mail?.subject).toBe('Leo mencionou você num comentário do estúdio');
    expect(mail?.text).toContain(`/rascunhos/${id}/revisao#conversa-${thread}`);

    const replied = await f.call('POST', `/api/rascunhos/${id}/conversas/${thread}/respostas`, { cookie: cookies.lia, body: { body: 'Sim, @Leo: eu olho.' } });
    expect(replied.body.thread.comments.map((c: { body: string }) => c.body)).toEqual(['@Lia este texto precisa de revisão jurídica?', 'Sim, @Leo: eu olho.']);
    const resolved = await f.call('POST', `/api/rascunhos/${id}/conversas/${thread}/resolver`, { cookie: cookies.lia });
    expect(resolved.body.thread).toMatchObject({ resolved: true, resolvedBy: 'Lia' });
    const reopened = await f.call('POST', `/api/rascunhos/${id}/conversas/${thread}/reabrir`, { cookie: cookies.ana });
    expect(reopened.body.thread).toMatchObject({ resolved: false, resolvedBy: null });
    const listed = await f.call('GET', `/api/rascunhos/${id}/conversas`, { cookie: cookies.davi });
    expect(listed.body.threads).toHaveLength(1);

    const read = await f.call('POST', '/api/notificacoes/lidas', { cookie: cookies.lia, body: {} });
    expect(read.body.unread).toBe(0);
    const audit = (await f.call('GET', '/api/auditoria', { cookie: cookies.admin })).body.entries.filter((e: { target: string }) => e.target === id);
    expect(audit.map((e: { action: string }) => e.action)).toEqual(['comment', 'comment', 'comment_resolved', 'comment_reopened']);
    expect(audit[0].details.mentions).toEqual(['lia@example.com']);
  });

  it('a comment on a key the draft does not have is refused (422)', async () => {
    const id = (await f.call('POST', '/api/rascunhos', { cookie: cookies.ana })).body.draft.id;
    const answer = await f.call('POST', `/api/rascunhos/${id}/conversas`, {
      cookie: cookies.ana,
      body: { anchor: { file: PAYMENT, path: ['steps', 'nao-existe', 'say'] }, body: 'Oi' },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.code).toBe('ancora_invalida');
  });
});

describe('approval rules read from the published branch', () => {
  it('a payment text needs the legal group: a marketing approval alone cannot publish; after legal approves it publishes', async () => {
    const draft = await submittedDraft(PAYMENT, (text) => text.replace('Como você prefere pagar?', 'Como você quer pagar?'));
    const before = await approvals(draft);
    expect(before.requirements.map((r: { id: string }) => r.id)).toEqual(['revisao', 'grupo:juridico']);
    expect(before.missing).toContain(`Grupo Jurídico — Textos de pagamento e de proposta (${PAYMENT}) (pode aprovar: Lia)`);

    const marketing = await approve('mara', draft);
    expect(marketing.status, marketing.text).toBe(200);
    expect(marketing.body.draft.state).toBe('em_revisao');
    const refused = await publish(draft);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('sem_aprovacao_valida');
    expect(refused.body.error).toContain('Falta uma aprovação: Grupo Jurídico');

    const legal = await approve('lia', draft);
    expect(legal.body.draft.state).toBe('aprovado');
    expect((await approvals(draft)).missing).toBeNull();
    const published = await publish(draft);
    expect(published.status, published.text).toBe(200);
    expect(git(f.origin, 'show', `main:${PAYMENT}`)).toContain('Como você quer pagar?');
  });

  it("a partner's file needs that partner's manager; another partner's manager cannot give it", async () => {
    const draft = await submittedDraft(GAZETA, (text) => text.replace('para leitores da Gazeta', 'para quem lê a Gazeta'));
    expect((await approvals(draft)).requirements.map((r: { id: string }) => r.id)).toEqual(['revisao', 'parceiro:gazeta']);
    expect((await approve('rui', draft)).status).toBe(403);
    expect((await approve('mara', draft)).body.draft.state).toBe('em_revisao');
    expect((await approvals(draft)).missing).toContain('Responsável pelo parceiro gazeta');
    expect((await approve('gil', draft)).body.draft.state).toBe('aprovado');
  });

  it('rules a draft carries do not count: the published ones do; changing them needs an administrator', async () => {
    const relaxed = RULES_TEXT.replace(/ {2}- name: Textos de pagamento[\s\S]*?approvers: \{ group: juridico \}\n/, '');
    expect(relaxed).not.toBe(RULES_TEXT);
    const draft = await submittedDraft(PAYMENT, (text) => text.replace('Sem problemas! Escolha', 'Tudo bem! Escolha'));
    // The author relaxes the rules in the same draft: the published rules still apply, and an admin must approve.
    const file = await f.call('GET', `/api/rascunhos/${draft.id}/arquivo?path=${RULES}`, { cookie: cookies.ana });
    const saved = await f.call('PUT', `/api/rascunhos/${draft.id}/arquivo`, {
      cookie: cookies.ana,
      body: { path: RULES, content: relaxed, baseHead: file.body.head },
    });
    expect(saved.status, saved.text).toBe(200);
    const ids = (await approvals(draft)).requirements.map((r: { id: string }) => r.id);
    expect(ids).toEqual(['revisao', 'grupo:juridico', 'admin']);
    // Once the published branch relaxes them, the same draft no longer needs the legal group.
    developerPushes({ [RULES]: relaxed });
    await f.repo.fetch();
    expect((await approvals(draft)).requirements.map((r: { id: string }) => r.id)).toEqual(['revisao', 'admin']);
  });

  it('a rules file that breaks its schema is refused at save, in words (422)', async () => {
    const id = (await f.call('POST', '/api/rascunhos', { cookie: cookies.ana })).body.draft.id;
    const file = await f.call('GET', `/api/rascunhos/${id}/arquivo?path=${RULES}`, { cookie: cookies.ana });
    const broken = `${file.body.content}  - name: Sem aprovador\n    files: [flows/lead.yaml]\n`;
    const saved = await f.call('PUT', `/api/rascunhos/${id}/arquivo`, {
      cookie: cookies.ana,
      body: { path: RULES, content: broken, baseHead: file.body.head },
    });
    expect(saved.status).toBe(422);
    expect(saved.body.error).toContain('regras de aprovação');
  });
});
