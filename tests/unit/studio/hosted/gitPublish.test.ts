// Publishing (issue 24 item 8): a merge commit authored by the draft's editor, moved onto the
// published branch by compare-and-swap and pushed with a lease; refused when the draft moved after
// its approval, when the publisher's view of the published branch is stale, or when the merge
// conflicts; a failed push leaves nothing the next publish cannot recover from.
import { renameSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PublishRefusedError, PushFailedError, type Repository } from '../../../../studio/hosted/git/index.ts';
import { EDITOR, type Fixture, git, gitFixtures, OTHER_EDITOR, PUBLISHER, REVIEWER, whoMade } from './gitFixture.ts';

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

/** A draft with one save by `author`; returns its id and head. */
async function draftWith(files: Record<string, string>, author = EDITOR): Promise<{ draftId: string; head: string }> {
  const { draftId, head } = await repo.createDraft();
  const saved = await repo.commitFiles({
    draftId,
    expectedHead: head,
    files: Object.entries(files).map(([path, content]) => ({ path, content })),
    author,
    message: `Edit ${Object.keys(files).join(', ')}`,
  });
  return { draftId, head: saved.head };
}

async function refusal(promise: Promise<unknown>): Promise<PublishRefusedError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PublishRefusedError);
  return error as PublishRefusedError;
}

describe('publish', () => {
  it('puts on the remote a merge commit authored by the editor, committed by the studio, naming approver and publisher', async () => {
    const before = await repo.publishedHead();
    const draft = await draftWith({ 'variants/rota99.yaml': 'greeting: Oi, motorista!\n' });
    const result = await repo.publish({
      draftId: draft.draftId,
      expectedPublishedHead: before,
      approvedHead: draft.head,
      publisher: PUBLISHER,
      approvers: [REVIEWER],
    });
    expect(result).toMatchObject({ previousHead: before, draftHead: draft.head });
    expect(git(fixture.origin, 'rev-parse', 'main')).toBe(result.commit);
    expect(git(fixture.origin, 'show', 'main:variants/rota99.yaml')).toBe('greeting: Oi, motorista!');
    expect(whoMade(fixture.origin, result.commit)).toEqual({ author: 'Ana Editora <ana@example.com>', committer: 'Test Studio <studio@example.com>' });
    expect(whoMade(fixture.origin, draft.head).author).toBe('Ana Editora <ana@example.com>');
    expect(git(fixture.origin, 'log', '-1', '--format=%P', result.commit)).toBe(`${before} ${draft.head}`);
    expect(git(fixture.origin, 'log', '-1', '--format=%(trailers:only,unfold)', result.commit)).toBe(
      `Studio-Draft: ${draft.draftId}\nApproved-by: Carla Revisora <carla@example.com>\nPublished-by: Davi Publicador <davi@example.com>`,
    );
    expect(await repo.publishedHead()).toBe(result.commit);
    expect(git(fixture.studioDir, 'rev-parse', 'refs/remotes/origin/main')).toBe(result.commit);
  });

  it('publishes two drafts that change different files, one after the other', async () => {
    const start = await repo.publishedHead();
    const greeting = await draftWith({ 'variants/rota99.yaml': 'greeting: Oi!\n' });
    const lead = await draftWith({ 'flows/lead.yaml': 'steps:\n  name:\n    say: Seu nome?\n' }, OTHER_EDITOR);
    const first = await repo.publish({ draftId: greeting.draftId, expectedPublishedHead: start, approvedHead: greeting.head, publisher: PUBLISHER });
    const merge = await repo.mergeDraft({ draftId: lead.draftId });
    expect(merge).toMatchObject({ clean: true, publishedHead: first.commit, draftHead: lead.head });
    const second = await repo.publish({ draftId: lead.draftId, expectedPublishedHead: first.commit, approvedHead: lead.head, publisher: PUBLISHER });
    expect(second.tree).toBe(merge.clean ? merge.tree : '');
    expect(git(fixture.origin, 'show', 'main:variants/rota99.yaml')).toBe('greeting: Oi!');
    expect(git(fixture.origin, 'show', 'main:flows/lead.yaml')).toContain('Seu nome?');
    expect(whoMade(fixture.origin, second.commit).author).toBe('Bruno Parceiros <bruno@example.com>');
  });

  it('reports the conflicting paths when two drafts change the same text, and moves nothing', async () => {
    const start = await repo.publishedHead();
    const ana = await draftWith({ 'variants/rota99.yaml': 'greeting: Oi, Ana!\n', 'flows/lead.yaml': 'steps: {}\n' });
    const bruno = await draftWith({ 'variants/rota99.yaml': 'greeting: Oi, Bruno!\n' }, OTHER_EDITOR);
    const published = await repo.publish({ draftId: ana.draftId, expectedPublishedHead: start, approvedHead: ana.head, publisher: PUBLISHER });
    expect(await repo.mergeDraft({ draftId: bruno.draftId })).toEqual({
      clean: false,
      conflicts: ['variants/rota99.yaml'],
      // The same key changed two ways: the merge by key names it, with the base and both versions.
      details: [{ path: 'variants/rota99.yaml', keys: [{ key: ['greeting'], base: 'Olá, motorista 99!', ours: 'Oi, Ana!', theirs: 'Oi, Bruno!' }] }],
      base: start,
      publishedHead: published.commit,
      draftHead: bruno.head,
    });
    const error = await refusal(
      repo.publish({ draftId: bruno.draftId, expectedPublishedHead: published.commit, approvedHead: bruno.head, publisher: PUBLISHER }),
    );
    expect(error.reason).toBe('conflict');
    expect(error.details.conflicts).toEqual(['variants/rota99.yaml']);
    expect(await repo.publishedHead()).toBe(published.commit);
    expect(git(fixture.origin, 'rev-parse', 'main')).toBe(published.commit);
    expect(await repo.draftHead(bruno.draftId)).toBe(bruno.head);
  });

  it('is refused when the draft was saved after its approval', async () => {
    const start = await repo.publishedHead();
    const draft = await draftWith({ 'variants/rota99.yaml': 'greeting: Aprovado\n' });
    const later = await repo.commitFiles({
      draftId: draft.draftId,
      expectedHead: draft.head,
      files: [{ path: 'variants/rota99.yaml', content: 'greeting: Depois\n' }],
      author: EDITOR,
      message: 'x',
    });
    const error = await refusal(repo.publish({ draftId: draft.draftId, expectedPublishedHead: start, approvedHead: draft.head, publisher: PUBLISHER }));
    expect(error).toMatchObject({ reason: 'head-not-approved', details: { draftHead: later.head } });
    expect(git(fixture.origin, 'rev-parse', 'main')).toBe(start);
  });

  it('is refused when the publisher saw an older published head, naming what changed since', async () => {
    const start = await repo.publishedHead();
    const first = await draftWith({ 'flows/lead.yaml': 'steps: {}\n' });
    const second = await draftWith({ 'variants/rota99.yaml': 'greeting: Oi\n' });
    const published = await repo.publish({ draftId: first.draftId, expectedPublishedHead: start, approvedHead: first.head, publisher: PUBLISHER });
    const error = await refusal(repo.publish({ draftId: second.draftId, expectedPublishedHead: start, approvedHead: second.head, publisher: PUBLISHER }));
    expect(error).toMatchObject({ reason: 'published-moved', details: { publishedHead: published.commit, changedPaths: ['flows/lead.yaml'] } });
  });

  it('is refused when there is nothing to publish', async () => {
    const start = await repo.publishedHead();
    const { draftId, head } = await repo.createDraft();
    const error = await refusal(repo.publish({ draftId, expectedPublishedHead: start, approvedHead: head, publisher: PUBLISHER }));
    expect(error.reason).toBe('nothing-to-publish');
  });

  it('runs one at a time: two publishers from the same view, one wins, the other is refused', async () => {
    const start = await repo.publishedHead();
    const a = await draftWith({ 'flows/lead.yaml': 'steps: {}\n' });
    const b = await draftWith({ 'variants/rota99.yaml': 'greeting: Oi\n' });
    const results = await Promise.allSettled(
      [a, b].map((draft) => repo.publish({ draftId: draft.draftId, expectedPublishedHead: start, approvedHead: draft.head, publisher: PUBLISHER })),
    );
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const rejected = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect(rejected.reason).toMatchObject({ reason: 'published-moved' });
  });
});

describe('a failed push', () => {
  it('when the remote moved behind the studio: refused by the lease, put back, and published after a fetch', async () => {
    const start = await repo.publishedHead();
    const draft = await draftWith({ 'variants/rota99.yaml': 'greeting: Oi\n' });
    const developer = fixture.pushFromDeveloper({ 'flows/lead.yaml': 'steps: {}\n' });
    const error = await repo
      .publish({ draftId: draft.draftId, expectedPublishedHead: start, approvedHead: draft.head, publisher: PUBLISHER })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PushFailedError);
    expect(error).toMatchObject({ remoteMoved: true, rolledBack: true });
    expect(await repo.publishedHead()).toBe(start);
    expect(git(fixture.origin, 'rev-parse', 'main')).toBe(developer);
    const { publishedHead } = await repo.fetch();
    expect(publishedHead).toBe(developer);
    const result = await repo.publish({ draftId: draft.draftId, expectedPublishedHead: developer, approvedHead: draft.head, publisher: PUBLISHER });
    expect(git(fixture.origin, 'log', '-1', '--format=%P', 'main')).toBe(`${developer} ${draft.head}`);
    expect(result.commit).toBe(git(fixture.origin, 'rev-parse', 'main'));
  });

  it('when the remote is unreachable: a typed error, the published ref put back, and the retry works', async () => {
    const start = await repo.publishedHead();
    const draft = await draftWith({ 'variants/rota99.yaml': 'greeting: Oi\n' });
    const away = `${fixture.origin}.away`;
    renameSync(fixture.origin, away);
    const error = await repo
      .publish({ draftId: draft.draftId, expectedPublishedHead: start, approvedHead: draft.head, publisher: PUBLISHER })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PushFailedError);
    expect(error).toMatchObject({ remoteMoved: false, rolledBack: true });
    expect(await repo.publishedHead()).toBe(start);
    renameSync(away, fixture.origin);
    const result = await repo.publish({ draftId: draft.draftId, expectedPublishedHead: start, approvedHead: draft.head, publisher: PUBLISHER });
    expect(git(fixture.origin, 'rev-parse', 'main')).toBe(result.commit);
  });

  it('a crash between the local move and the push is repaired by fetch', async () => {
    const start = await repo.publishedHead();
    const draft = await draftWith({ 'variants/rota99.yaml': 'greeting: Oi\n' });
    // What a crash leaves: the local published ref moved to a commit the remote never got.
    git(fixture.studioDir, 'update-ref', 'refs/heads/main', draft.head, start);
    expect(await repo.fetch()).toEqual({ publishedHead: start, moved: true });
    const result = await repo.publish({ draftId: draft.draftId, expectedPublishedHead: start, approvedHead: draft.head, publisher: PUBLISHER });
    expect(git(fixture.origin, 'rev-parse', 'main')).toBe(result.commit);
  });
});
