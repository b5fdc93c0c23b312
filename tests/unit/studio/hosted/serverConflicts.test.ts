// A draft's conflicts with the published version through the API (issue 25 items 2 and 3), on one
// server fixture with the repository's real content: the same partner greeting changed on the
// published version (a developer's push) and in a draft is listed in words — who changed it, what
// each version says — and marked for the list; "manter o meu" is a save checked against the head
// the page showed; afterwards the review compares with what is live. The background follow merges
// a draft that changed another text, authored by the studio, measured from the new head.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRegistries } from '../../../../scripts/compiler/index.ts';
import { followDrafts } from '../../../../studio/hosted/server/followDrafts.ts';
import { createGate } from '../../../../studio/hosted/server/gate.ts';
import type { Services } from '../../../../studio/hosted/server/services.ts';
import { getDraft } from '../../../../studio/hosted/server/draftStore.ts';
import { git, whoMade } from './gitFixture.ts';
import { type ServerFixture, serverFixtures } from './serverFixture.ts';

const ROTA = 'variants/rota99.yaml';
const LEAD = 'flows/lead.yaml';
const SAY = 'Para começar, qual tipo de bem você quer conquistar?';

const fixtures = serverFixtures();
let f: ServerFixture;
let services: Services;
let bruno: string;
let ana: string;

beforeAll(async () => {
  f = await fixtures.make();
  const admin = await f.admin();
  bruno = await f.person(admin, 'bruno@example.com', 'editor');
  ana = await f.person(admin, 'ana@example.com', 'editor');
  const { registries } = await loadRegistries(join(import.meta.dirname, '../../../..'));
  const gate = createGate({ gitDir: f.repo.dir, workDir: join(f.root, 'data'), registries });
  services = { store: f.store, repo: f.repo, outbox: f.outbox, gate, env: {} };
}, 120_000);
afterAll(() => f.cleanup());

/** A new draft with one file changed by the person; its id and head. */
async function draftWith(cookie: string, path: string, change: (text: string) => string) {
  const id = (await f.call('POST', '/api/rascunhos', { cookie })).body.draft.id as string;
  const file = await f.call('GET', `/api/rascunhos/${id}/arquivo?path=${path}`, { cookie });
  const saved = await f.call('PUT', `/api/rascunhos/${id}/arquivo`, { cookie, body: { path, content: change(file.body.content), baseHead: file.body.head } });
  expect(saved.status, saved.text).toBe(200);
  return { id, head: saved.body.head as string };
}

/** A developer changes the published version behind the studio's back; the studio fetches it. */
async function publishFromDeveloper(path: string, change: (text: string) => string) {
  const work = join(f.root, `dev-${Date.now()}`);
  git(f.root, 'clone', '--quiet', f.origin, work);
  writeFileSync(join(work, path), change(git(work, 'show', `HEAD:${path}`) + '\n'));
  git(work, 'commit', '--quiet', '-am', 'Developer change');
  git(work, 'push', '--quiet', 'origin', 'HEAD:main');
  await f.repo.fetch();
}

describe('conflicts with the published version', () => {
  it('lists the same greeting changed two ways in words, marks the draft, and "manter o meu" saves it as a merge', async () => {
    const draft = await draftWith(bruno, ROTA, (text) => text.replace('e ainda ganha <b>', 'e também ganha <b>'));
    const following = await draftWith(ana, LEAD, (text) => text.replace(SAY, 'Para começar, qual bem você quer?'));
    await publishFromDeveloper(ROTA, (text) => text.replace('e ainda ganha <b>', 'e sempre ganha <b>'));

    expect(await followDrafts(services)).toEqual({ [draft.id]: 'conflito', [following.id]: 'seguiu' });
    expect((await f.call('GET', '/api/conflitos', { cookie: ana })).body.drafts).toEqual([
      { id: draft.id, files: [ROTA], publishedHead: await f.repo.publishedHead() },
    ]);
    const listed = await f.call('GET', `/api/rascunhos/${draft.id}/conflitos`, { cookie: bruno });
    expect(listed.status, listed.text).toBe(200);
    const [conflict] = listed.body.conflicts;
    expect(conflict).toMatchObject({ file: ROTA, fileLabel: 'o parceiro rota99', key: ['texts', 'copy-message-1'], decidable: true, structure: null });
    expect(conflict.keyLabel).toContain('texto próprio do parceiro');
    expect(conflict.published.by).toEqual({ name: 'Dev', email: 'dev@example.com' });
    expect(conflict.published.texts[0]).toContain('e sempre ganha <b>');
    expect(conflict.draft.texts[0]).toContain('e também ganha <b>');

    const keep = { resolutions: [{ file: ROTA, key: conflict.key, value: conflict.draft.value }] };
    expect((await f.call('POST', `/api/rascunhos/${draft.id}/conflitos`, { cookie: bruno, body: keep })).status).toBe(428);
    const stale = await f.call('POST', `/api/rascunhos/${draft.id}/conflitos`, { cookie: bruno, body: { ...keep, baseHead: following.head } });
    expect(stale.status).toBe(409);
    const kept = await f.call('POST', `/api/rascunhos/${draft.id}/conflitos`, { cookie: bruno, body: { ...keep, baseHead: listed.body.head } });
    expect(kept.status, kept.text).toBe(200);
    expect(kept.body).toMatchObject({ changed: true, draft: { state: 'rascunho' } });
    expect(whoMade(f.repo.dir, kept.body.head).author).toBe('Bruno <bruno@example.com>');
    expect((await f.call('GET', `/api/rascunhos/${draft.id}/conflitos`, { cookie: bruno })).body.conflicts).toEqual([]);
    expect((await f.call('GET', '/api/conflitos', { cookie: ana })).body.drafts).toEqual([]);

    // The review compares with what is live: before is the developer's greeting, after Bruno's.
    const review = await f.call('GET', `/api/rascunhos/${draft.id}/mudancas`, { cookie: bruno });
    expect(review.body.baseHead).toBe(await f.repo.publishedHead());
    expect(review.body.changes).toHaveLength(1);
    expect(review.body.changes[0].before.join(' ')).toContain('e sempre ganha');
    expect(review.body.changes[0].after.join(' ')).toContain('e também ganha');
  });

  it('followed Ana’s draft in the background: the studio’s merge commit, the live greeting in, her text kept, measured from the new head', async () => {
    const [record] = (await f.call('GET', '/api/rascunhos', { cookie: ana })).body.drafts.filter(
      (d: { author: { email: string } }) => d.author.email === 'ana@example.com',
    );
    const head = record.head as string;
    expect(whoMade(f.repo.dir, head).author).toContain('Consórcio Studio');
    expect(git(f.repo.dir, 'show', `${head}:${ROTA}`)).toContain('e sempre ganha <b>');
    expect(git(f.repo.dir, 'show', `${head}:${LEAD}`)).toContain('Para começar, qual bem você quer?');
    expect(getDraft(f.store, record.id)?.baseHead).toBe(await f.repo.publishedHead());
    expect((await f.call('GET', `/api/rascunhos/${record.id}`, { cookie: ana })).body.draft.changedPaths).toEqual([LEAD]);
  });
});
