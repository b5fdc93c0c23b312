// A draft's tree is inspected before anything compiles it: a symbolic link, a submodule, a folder
// named like a file, a blob over the cap or a name git reserves is refused, naming the path. And
// no hook ever runs in the studio's repository, whatever is planted in its hooks folder.
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Repository, UnsafeTreeError } from '../../../../studio/hosted/git/index.ts';
import { EDITOR, type Fixture, git, gitWith, gitFixtures, PUBLISHER } from './gitFixture.ts';

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

const MB = 1024 * 1024;

/**
 * A draft whose last commit adds raw index entries (mode, object, path) to the published tree:
 * what a tree pushed by someone else, or a bug, could hold. Built with the developer's plain git.
 */
async function draftHolding(entries: { mode: string; oid?: string; content?: string | Buffer; path: string }[]): Promise<string> {
  const { draftId, head } = await repo.createDraft();
  const dir = fixture.studioDir;
  const env = { GIT_INDEX_FILE: join(fixture.root, 'crafted-index') };
  gitWith(dir, { env }, 'read-tree', head);
  for (const entry of entries) {
    const oid = entry.oid ?? gitWith(dir, { input: entry.content ?? '' }, 'hash-object', '-w', '--stdin');
    gitWith(dir, { env }, 'update-index', '--add', '--cacheinfo', `${entry.mode},${oid},${entry.path}`);
  }
  const tree = gitWith(dir, { env }, 'write-tree');
  const commit = gitWith(dir, { input: 'crafted' }, 'commit-tree', tree, '-p', head);
  gitWith(dir, {}, '-c', 'core.hooksPath=/dev/null', 'update-ref', `refs/heads/studio/${draftId}`, commit, head);
  return draftId;
}

async function problemsOf(draftId: string) {
  const error = await repo.inspectTree(repo.draftRef(draftId)).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(UnsafeTreeError);
  return (error as UnsafeTreeError).problems.map(({ kind, path }) => ({ kind, path }));
}

describe('inspectTree', () => {
  it('passes a clean draft and counts its files', async () => {
    const { draftId, head } = await repo.createDraft();
    await repo.commitFiles({
      draftId,
      expectedHead: head,
      files: [{ path: 'public/brands/novo.png', content: Buffer.alloc(MB) }],
      author: EDITOR,
      message: 'logo',
    });
    expect(await repo.inspectTree(repo.draftRef(draftId))).toMatchObject({ files: 6 });
  });

  it('refuses a symbolic link, naming it, and will not read it as a file', async () => {
    const draftId = await draftHolding([{ mode: '120000', content: '../../../etc/passwd', path: 'flows/passwd.yaml' }]);
    expect(await problemsOf(draftId)).toEqual([{ kind: 'symlink', path: 'flows/passwd.yaml' }]);
    await expect(repo.readFile(repo.draftRef(draftId), 'flows/passwd.yaml')).rejects.toThrow(/not a file/);
  });

  it('refuses a submodule', async () => {
    const draftId = await draftHolding([{ mode: '160000', oid: await repo.publishedHead(), path: 'variants/vendor' }]);
    expect(await problemsOf(draftId)).toEqual([{ kind: 'submodule', path: 'variants/vendor' }]);
  });

  it('refuses a folder named like a file', async () => {
    const draftId = await draftHolding([{ mode: '100644', content: 'x: 1\n', path: 'flows/x.yaml/inner.yaml' }]);
    expect(await problemsOf(draftId)).toEqual([{ kind: 'directory-as-file', path: 'flows/x.yaml' }]);
  });

  it('refuses a blob over the cap, and a save of one', async () => {
    const draftId = await draftHolding([{ mode: '100644', content: Buffer.alloc(2 * MB + 1, 0x61), path: 'public/banners/huge.png' }]);
    expect(await problemsOf(draftId)).toEqual([{ kind: 'blob-too-large', path: 'public/banners/huge.png' }]);
    await expect(repo.readFile(repo.draftRef(draftId), 'public/banners/huge.png')).rejects.toThrow(UnsafeTreeError);
    const { draftId: other, head } = await repo.createDraft();
    const save = repo.commitFiles({
      draftId: other,
      expectedHead: head,
      files: [{ path: 'public/banners/b.png', content: Buffer.alloc(2 * MB + 1) }],
      author: EDITOR,
      message: 'x',
    });
    await expect(save).rejects.toThrow(UnsafeTreeError);
    expect(await repo.draftHead(other)).toBe(head);
  });

  it('names every problem at once, and can be limited to some folders', async () => {
    const draftId = await draftHolding([
      { mode: '120000', content: '/etc', path: 'flows/link.yaml' },
      { mode: '160000', oid: await repo.publishedHead(), path: 'docs/sub' },
      { mode: '100644', content: '', path: 'variants/v.yaml/x' },
    ]);
    expect(await problemsOf(draftId)).toEqual([
      { kind: 'submodule', path: 'docs/sub' },
      { kind: 'symlink', path: 'flows/link.yaml' },
      { kind: 'directory-as-file', path: 'variants/v.yaml' },
    ]);
    await expect(repo.inspectTree(repo.draftRef(draftId), { prefixes: ['schemas'] })).resolves.toMatchObject({ files: 1 });
  });
});

const HOOKS = [
  'reference-transaction',
  'pre-push',
  'post-update',
  'pre-commit',
  'post-commit',
  'pre-auto-gc',
  'post-checkout',
  'post-merge',
  'post-rewrite',
  'push-to-checkout',
];

describe('hooks', () => {
  it('never run in the studio repository: not on save, merge, publish, push or fetch', async () => {
    const marker = join(fixture.root, 'hook-ran');
    const hooks = join(fixture.studioDir, 'hooks');
    mkdirSync(hooks, { recursive: true });
    for (const hook of HOOKS) {
      writeFileSync(join(hooks, hook), `#!/bin/sh\necho ${hook} >> '${marker}'\n`);
      chmodSync(join(hooks, hook), 0o755);
    }
    const start = await repo.publishedHead();
    const { draftId, head } = await repo.createDraft();
    const saved = await repo.commitFiles({
      draftId,
      expectedHead: head,
      files: [{ path: 'variants/rota99.yaml', content: 'greeting: Oi\n' }],
      author: EDITOR,
      message: 'x',
    });
    await repo.mergeDraft({ draftId });
    await repo.publish({ draftId, expectedPublishedHead: start, approvedHead: saved.head, publisher: PUBLISHER });
    fixture.pushFromDeveloper({ 'flows/lead.yaml': 'steps: {}\n' });
    await repo.fetch();
    await repo.deleteDraft({ draftId, expectedHead: saved.head });
    expect(existsSync(marker)).toBe(false);
    // The planted hooks are live: the same ref update through plain git runs one.
    git(fixture.studioDir, 'update-ref', 'refs/heads/probe', start);
    expect(readFileSync(marker, 'utf8')).toContain('reference-transaction');
  });
});
