// Drafts are branches, saves are commits (issue 24 item 3): the editor is the author, the studio
// the committer; a save from a head the draft has left is refused with what changed; drafts
// survive a restart because they are refs.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { InvalidPathError, openRepository, type Repository, StaleHeadError } from '../../../../studio/hosted/git/index.ts';
import { EDITOR, type Fixture, git, INITIAL_FILES, gitFixtures, OTHER_EDITOR, whoMade } from './gitFixture.ts';

const fixtures = gitFixtures();
let fixture: Fixture;
let repo: Repository;

// Hooks build a studio (a git clone, a store, a server) that takes seconds alone and far longer on a
// busy machine: a generous limit, so a slow runner is never a red build (vitest's default is 10 s).
beforeEach(async () => {
  fixture = await fixtures.make();
  repo = await fixture.open();
}, 120_000);
afterEach(() => fixture.cleanup());

const GREETING = 'greeting: Olá, motorista da 99! Bem-vindo.\n';

describe('the bare clone', () => {
  it('is cloned bare on first use, at the remote published head, with no working tree', async () => {
    const originHead = git(fixture.origin, 'rev-parse', 'main');
    const fresh = await openRepository({ dir: join(fixture.root, 'fresh.git'), remote: fixture.origin, branch: 'main' });
    expect(await fresh.publishedHead()).toBe(originHead);
    expect(git(fresh.dir, 'rev-parse', '--is-bare-repository')).toBe('true');
    expect(readdirSync(fresh.dir)).not.toContain('index');
    expect(await repo.publishedHead()).toBe(originHead);
    expect((await repo.readFile(repo.publishedRef, 'variants/rota99.yaml'))?.toString()).toBe(INITIAL_FILES['variants/rota99.yaml']);
    expect(await repo.readFile(repo.publishedRef, 'variants/nope.yaml')).toBeNull();
    const flows = await repo.listTree(repo.publishedRef, 'flows');
    expect(flows.map((entry) => entry.path)).toEqual(['flows/intro.yaml', 'flows/lead.yaml']);
    expect(flows[0].size).toBe(Buffer.byteLength(INITIAL_FILES['flows/intro.yaml']));
  });

  it('keeps drafts and their saves across a reopen (a restart)', async () => {
    const { draftId, head } = await repo.createDraft();
    const saved = await repo.commitFiles({
      draftId,
      expectedHead: head,
      files: [{ path: 'variants/rota99.yaml', content: GREETING }],
      author: EDITOR,
      message: 'Nova saudação',
    });
    const reopened = await fixture.open();
    expect(await reopened.listDrafts()).toEqual([{ draftId, head: saved.head }]);
    expect((await reopened.readFile(reopened.draftRef(draftId), 'variants/rota99.yaml'))?.toString()).toBe(GREETING);
  });

  it('fetch follows the remote when a developer pushes', async () => {
    const pushed = fixture.pushFromDeveloper({ 'flows/lead.yaml': 'steps: {}\n' });
    expect(await repo.fetch()).toEqual({ publishedHead: pushed, moved: true });
    expect(await repo.fetch()).toEqual({ publishedHead: pushed, moved: false });
  });
});

describe('a save', () => {
  it('is a commit authored by the editor, committed by the studio, naming the draft', async () => {
    const published = await repo.publishedHead();
    const { draftId, head } = await repo.createDraft({ from: published });
    expect(head).toBe(published);
    const saved = await repo.commitFiles({
      draftId,
      expectedHead: head,
      files: [{ path: 'variants/rota99.yaml', content: GREETING }],
      author: EDITOR,
      message: 'Saudação da rota 99',
      trailers: [['Studio-Field', 'greeting']],
    });
    expect(saved.changed).toBe(true);
    expect(await repo.draftHead(draftId)).toBe(saved.head);
    expect(whoMade(fixture.studioDir, saved.head)).toEqual({ author: 'Ana Editora <ana@example.com>', committer: 'Test Studio <studio@example.com>' });
    const message = git(fixture.studioDir, 'log', '-1', '--format=%B', saved.head);
    expect(message).toBe(`Saudação da rota 99\n\nStudio-Draft: ${draftId}\nStudio-Field: greeting`);
    expect(git(fixture.studioDir, 'rev-parse', `${saved.head}^`)).toBe(head);
    // The published branch did not move.
    expect(await repo.publishedHead()).toBe(published);
  });

  it('writes bytes exactly, adds new files in new folders and deletes files', async () => {
    const { draftId, head } = await repo.createDraft();
    const logo = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 1, 2, 255]);
    const crlf = 'greeting: Olá\r\n';
    const saved = await repo.commitFiles({
      draftId,
      expectedHead: head,
      files: [
        { path: 'public/brands/parceiro.png', content: logo },
        { path: 'flows/tests/greeting.yaml', content: crlf },
        { path: 'flows/lead.yaml', content: null },
      ],
      author: EDITOR,
      message: 'Parceiro novo',
    });
    const ref = repo.draftRef(draftId);
    expect(await repo.readFile(ref, 'public/brands/parceiro.png')).toEqual(logo);
    expect((await repo.readFile(ref, 'flows/tests/greeting.yaml'))?.toString()).toBe(crlf);
    expect(await repo.readFile(ref, 'flows/lead.yaml')).toBeNull();
    expect(await repo.changedPaths(head, saved.head)).toEqual(['flows/lead.yaml', 'flows/tests/greeting.yaml', 'public/brands/parceiro.png']);
  });

  it('that changes nothing makes no commit', async () => {
    const { draftId, head } = await repo.createDraft();
    const saved = await repo.commitFiles({
      draftId,
      expectedHead: head,
      files: [{ path: 'variants/rota99.yaml', content: INITIAL_FILES['variants/rota99.yaml'] }],
      author: EDITOR,
      message: 'Nada',
    });
    expect(saved).toMatchObject({ head, changed: false });
  });

  it('from a stale head is refused with the current head and the paths changed since', async () => {
    const { draftId, head } = await repo.createDraft();
    const first = await repo.commitFiles({
      draftId,
      expectedHead: head,
      files: [
        { path: 'variants/rota99.yaml', content: GREETING },
        { path: 'flows/intro.yaml', content: 'steps: {}\n' },
      ],
      author: OTHER_EDITOR,
      message: 'Bruno',
    });
    const stale = repo.commitFiles({
      draftId,
      expectedHead: head,
      files: [{ path: 'flows/lead.yaml', content: 'steps: {}\n' }],
      author: EDITOR,
      message: 'Ana',
    });
    await expect(stale).rejects.toBeInstanceOf(StaleHeadError);
    const error = (await stale.catch((e: unknown) => e)) as StaleHeadError;
    expect(error).toMatchObject({ draftId, expectedHead: head, currentHead: first.head, changedPaths: ['flows/intro.yaml', 'variants/rota99.yaml'] });
    expect(await repo.draftHead(draftId)).toBe(first.head);
  });

  it('racing another save from the same head: exactly one wins, the other is stale', async () => {
    const { draftId, head } = await repo.createDraft();
    const save = (content: string, author = EDITOR) =>
      repo.commitFiles({ draftId, expectedHead: head, files: [{ path: 'variants/rota99.yaml', content }], author, message: content });
    const results = await Promise.allSettled([save('greeting: A\n'), save('greeting: B\n', OTHER_EDITOR), save('greeting: C\n')]);
    const won = results.filter((result) => result.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const result of results) if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(StaleHeadError);
    expect(await repo.draftHead(draftId)).toBe((won[0] as PromiseFulfilledResult<{ head: string }>).value.head);
  });

  it('refuses a file where a folder is and a folder where a file is', async () => {
    const { draftId, head } = await repo.createDraft();
    const saved = await repo.commitFiles({
      draftId,
      expectedHead: head,
      files: [
        { path: 'public/banners/promo', content: 'a file' },
        { path: 'public/brands/sub/a.png', content: 'a file in a folder' },
      ],
      author: EDITOR,
      message: 'x',
    });
    const save = (path: string) => repo.commitFiles({ draftId, expectedHead: saved.head, files: [{ path, content: 'x' }], author: EDITOR, message: 'x' });
    await expect(save('public/banners/promo/a.png')).rejects.toThrow(InvalidPathError);
    await expect(save('public/brands/sub')).rejects.toThrow(InvalidPathError);
    // A folder named like a file is refused before git is asked.
    await expect(save('flows/intro.yaml/y.yaml')).rejects.toThrow(/a folder name has no dot/);
    expect(await repo.draftHead(draftId)).toBe(saved.head);
  });

  it('deleting a draft is a compare-and-swap too', async () => {
    const { draftId, head } = await repo.createDraft();
    const saved = await repo.commitFiles({
      draftId,
      expectedHead: head,
      files: [{ path: 'variants/rota99.yaml', content: GREETING }],
      author: EDITOR,
      message: 'x',
    });
    await expect(repo.deleteDraft({ draftId, expectedHead: head })).rejects.toBeInstanceOf(StaleHeadError);
    await repo.deleteDraft({ draftId, expectedHead: saved.head });
    expect(await repo.listDrafts()).toEqual([]);
  });
});

describe('history', () => {
  it('lists who changed a file on the published branch (each publish, or every save), newest first, with the publish trailers', async () => {
    const published = await repo.publishedHead();
    const { draftId, head } = await repo.createDraft();
    const saved = await repo.commitFiles({
      draftId,
      expectedHead: head,
      files: [{ path: 'variants/rota99.yaml', content: GREETING }],
      author: EDITOR,
      message: 'Saudação\n\nMais simpática.',
    });
    const result = await repo.publish({ draftId, expectedPublishedHead: published, approvedHead: saved.head, publisher: EDITOR, approvers: [OTHER_EDITOR] });
    const live = await repo.history('variants/rota99.yaml');
    expect(live.map((entry) => entry.commit)).toEqual([result.commit, published]);
    const entries = await repo.history('variants/rota99.yaml', { limit: 10, saves: true });
    expect(entries.map((entry) => entry.commit)).toEqual([result.commit, saved.head, published]);
    expect(entries[0]).toMatchObject({
      merge: true,
      author: EDITOR,
      trailers: { 'Studio-Draft': [draftId], 'Approved-by': ['Bruno Parceiros <bruno@example.com>'] },
    });
    expect(entries[1]).toMatchObject({ merge: false, author: EDITOR, subject: 'Saudação', message: `Saudação\n\nMais simpática.\n\nStudio-Draft: ${draftId}` });
    expect(entries[2]).toMatchObject({ author: { name: 'Dev', email: 'dev@example.com' }, subject: 'Initial content' });
    expect(entries[0].date).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await repo.history('variants/rota99.yaml', { limit: 1 })).toHaveLength(1);
    expect(await repo.history('flows/lead.yaml')).toHaveLength(1);
  });
});
