// The history of a text through the API (issue 25 items 3 and 8): two publishes by two people on
// one text, listed with the names the studio knows them by; "Restaurar este texto" opens a draft
// holding the old text; "Reverter publicação" (publishers only) opens a draft whose merge puts the
// published text back, and that draft cannot be published without an approval; the live-site
// poller marks a published draft live once the site's stamped commit contains its publish.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editYaml, readYaml } from '../../../../studio/edit/yamlEdit.ts';
import { readContentFiles } from '../../../../studio/hosted/gate/treeFiles.ts';
import type { Identity } from '../../../../studio/hosted/git/index.ts';
import { createRunner } from '../../../../studio/hosted/git/runGit.ts';
import { createLivePoller } from '../../../../studio/hosted/live/livePoller.ts';
import { insertDraft, updateDraft } from '../../../../studio/hosted/server/draftStore.ts';
import { findPersonByEmail } from '../../../../studio/hosted/store/people.ts';
import { type ServerFixture, serverFixtures } from './serverFixture.ts';

const fixtures = serverFixtures();
let f: ServerFixture;
const cookies: Record<string, string> = {};
const FLOW = 'flows/intro.yaml';
const KEY = ['steps', 'copy-message-1', 'say'];
const LIVE = 'https://consorcio.example/';
let original: string;
const published: string[] = [];
const drafts: string[] = [];

const textOn = async (rev: string) => readYaml((await f.repo.readFile(rev, FLOW))!.toString('utf8'), KEY);

/** A publish of the greeting by `author` (an old name on the commit: the studio's own name wins). */
async function publishAs(email: string, oldName: string, text: string): Promise<string> {
  const person = findPersonByEmail(f.store, email)!;
  const base = await f.repo.publishedHead();
  const { draftId, head } = await f.repo.createDraft({ from: base });
  insertDraft(f.store, draftId, person.id, base);
  const content = editYaml((await f.repo.readFile(base, FLOW))!.toString('utf8'), KEY, text);
  const author: Identity = { name: oldName, email };
  const saved = await f.repo.commitFiles({ draftId, expectedHead: head, files: [{ path: FLOW, content }], author, message: 'Saudação' });
  const reviewer: Identity = { name: 'Alice Admin', email: 'admin@example.com' };
  const result = await f.repo.publish({ draftId, expectedPublishedHead: base, approvedHead: saved.head, publisher: reviewer, approvers: [reviewer] });
  updateDraft(f.store, draftId, ['rascunho'], { state: 'publicado', publishedCommit: result.commit });
  drafts.push(draftId);
  return result.commit;
}

beforeAll(async () => {
  f = await fixtures.make({ env: { STUDIO_LIVE_URL: LIVE } });
  cookies.admin = await f.admin();
  cookies.ana = await f.person(cookies.admin, 'ana@example.com', 'editor');
  cookies.bruno = await f.person(cookies.admin, 'bruno@example.com', 'editor');
  cookies.davi = await f.person(cookies.admin, 'davi@example.com', 'publicador');
  original = String(await textOn(await f.repo.publishedHead()));
  published.push(await publishAs('ana@example.com', 'ana antiga', 'Oi! Sou o assistente da Mycon.'));
  published.push(await publishAs('bruno@example.com', 'bruno', 'Olá! Eu sou o assistente virtual da Mycon.'));
}, 120_000);
afterAll(() => f.cleanup());

const history = () => f.call('GET', `/api/historico?arquivo=${FLOW}&chave=${KEY.join('.')}`, { cookie: cookies.ana });

describe('history of a text', () => {
  it('lists both publishes, newest first, with the people’s names and the text before and after', async () => {
    const answer = await history();
    expect(answer.status).toBe(200);
    const [second, first] = answer.body.changes;
    expect(second).toMatchObject({ commit: published[1], kind: 'publicacao', author: { name: 'Bruno' }, publishedBy: 'Alice Admin' });
    expect(second).toMatchObject({ before: 'Oi! Sou o assistente da Mycon.', after: 'Olá! Eu sou o assistente virtual da Mycon.' });
    expect(first).toMatchObject({ commit: published[0], author: { name: 'Ana', email: 'ana@example.com' }, before: original });
  });

  it('restores the text as it was before a change into a new draft, leaving the published version alone', async () => {
    const answer = await f.call('POST', '/api/historico/restaurar', {
      cookie: cookies.ana,
      body: { arquivo: FLOW, chave: KEY.join('.'), versao: published[1] },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.draft).toMatchObject({ state: 'rascunho', author: { email: 'ana@example.com' }, changedPaths: [FLOW] });
    expect(await textOn(answer.body.draft.head)).toBe('Oi! Sou o assistente da Mycon.');
    expect(await textOn(await f.repo.publishedHead())).toBe('Olá! Eu sou o assistente virtual da Mycon.');
    const again = await f.call('POST', '/api/historico/restaurar', {
      cookie: cookies.ana,
      body: { arquivo: FLOW, chave: KEY.join('.'), versao: published[1], lado: 'depois' },
    });
    expect(again.body.code).toBe('ja_restaurado');
  });
});

describe('reverting a publish', () => {
  it('is for publishers; the draft is unpublishable without approval, and its merge puts back the text before that publish', async () => {
    const path = `/api/publicacoes/${published[1]}/reverter`;
    expect((await f.call('POST', path, { cookie: cookies.ana })).status).toBe(403);
    const answer = await f.call('POST', path, { cookie: cookies.davi });
    expect(answer.status).toBe(201);
    expect(answer.body.skipped).toEqual([]);
    const draft = answer.body.draft;
    const head = await f.repo.publishedHead();
    const refused = await f.call('POST', `/api/rascunhos/${draft.id}/publicar`, { cookie: cookies.davi, body: { expectedPublishedHead: head } });
    expect(refused.body.code).toBe('sem_aprovacao_valida');
    expect(await f.repo.publishedHead()).toBe(head);
    // What a reviewer's approval then lets through: the merge of that draft.
    const reviewer: Identity = { name: 'Alice Admin', email: 'admin@example.com' };
    const merged = await f.repo.publish({
      draftId: draft.id,
      expectedPublishedHead: head,
      approvedHead: draft.head,
      publisher: reviewer,
      approvers: [reviewer],
    });
    expect(await textOn(merged.commit)).toBe('Oi! Sou o assistente da Mycon.');
    const audit = await f.call('GET', '/api/auditoria', { cookie: cookies.admin });
    expect(JSON.stringify(audit.body)).toContain(`"publish":"${published[1]}"`);
  });
});

describe('está no ar', () => {
  it('marks a published draft live once the stamped commit contains its publish, with a link to the chat there', async () => {
    let stamped = await f.repo.firstParent(published[1]);
    const site = (async () => new Response(`<html><head><meta name="content-commit" content="${stamped}"></head></html>`)) as typeof fetch;
    let clock = Date.parse('2026-03-02T12:00:00Z');
    const poller = createLivePoller({
      store: f.store,
      repo: f.repo,
      gate: { read: (rev) => readContentFiles(createRunner({ gitDir: f.repo.dir }), rev) },
      liveUrl: LIVE,
      fetch: site,
      now: () => clock,
    });
    await poller.check();
    const live = () => f.call('GET', '/api/no-ar', { cookie: cookies.bruno }).then((a) => a.body);
    expect((await live()).drafts.map((d: { draftId: string }) => d.draftId)).toEqual([drafts[0]]);
    stamped = published[1];
    clock += 60_000;
    await poller.check();
    const body = await live();
    expect(body).toMatchObject({ configured: true, message: null, liveCommit: published[1], checkedAt: '2026-03-02T12:01:00.000Z' });
    const mine = body.drafts.find((d: { draftId: string }) => d.draftId === drafts[1]);
    // The link opens the studio's preview of the publish at the etapa it changed (the live chat always starts at its greeting).
    const link = `/api/rascunhos/${drafts[1]}/previa/abrir?parceiro=main&etapa=copy-message-1&versao=${published[1]}`;
    expect(mine).toMatchObject({ forMe: true, liveAt: '2026-03-02T12:01:00.000Z', link });
    const opened = await f.call('GET', link, { cookie: cookies.bruno });
    expect(opened.status, opened.text).toBe(303);
    expect(opened.headers.get('location')).toContain('etapa=copy-message-1');
    expect(body.drafts.find((d: { draftId: string }) => d.draftId === drafts[0]).forMe).toBe(false);
  });
});

describe('a restore the content rules refuse', () => {
  it('says each problem in the editor’s words, with the place as an editor names it, and opens no draft', async () => {
    // A text published past the gate (straight into git), then fixed: restoring it would break the content again.
    await publishAs('ana@example.com', 'ana', 'Olá, {lead.nomee}! Eu sou o assistente virtual da Mycon.');
    const fixed = await publishAs('bruno@example.com', 'bruno', 'Olá! Eu sou o assistente virtual da Mycon.');
    const before = (await f.call('GET', '/api/rascunhos', { cookie: cookies.ana })).body.drafts.length;
    const refused = await f.call('POST', '/api/historico/restaurar', { cookie: cookies.ana, body: { arquivo: FLOW, chave: KEY.join('.'), versao: fixed } });
    expect(refused.status, refused.text).toBe(422);
    expect(refused.body.code).toBe('conteudo_com_problemas');
    const [failure] = refused.body.failures;
    expect(failure.message).toMatch(/^Na etapa «Olá, \{lead\.nomee\}!.*» da conversa .+, o campo entre chaves \{lead\.nomee\} não existe/);
    // file:line stays for developers, behind the details — never in the sentence the editor reads.
    expect(failure.detail).toMatch(/^flows\/intro\.yaml:\d+:\d+ /);
    expect(refused.body.error).not.toMatch(/flows\/intro\.yaml:\d+/);
    expect((await f.call('GET', '/api/rascunhos', { cookie: cookies.ana })).body.drafts).toHaveLength(before);
  });
});
