// Git as input (HOSTED-STUDIO.md, "Threats to test"): nothing a browser sends becomes a git
// option, a revision expression or a path outside the content folders. Each hostile name is refused
// with a typed error before git runs, and the draft does not move.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assertBranchName,
  assertContentPath,
  assertDraftId,
  globMatch,
  InvalidCommitInputError,
  InvalidPathError,
  InvalidRefError,
  newDraftId,
  openRepository,
  type Repository,
} from '../../../../studio/hosted/git/index.ts';
import { EDITOR, type Fixture, gitFixtures, PUBLISHER } from './gitFixture.ts';

const fixtures = gitFixtures();
let fixture: Fixture;
let repo: Repository;

// Nothing here may change the repository but new drafts: one fixture for the file.
// Hooks build a studio (a git clone, a store, a server) that takes seconds alone and far longer on a
// busy machine: a generous limit, so a slow runner is never a red build (vitest's default is 10 s).
beforeAll(async () => {
  fixture = await fixtures.make();
  repo = await fixture.open();
}, 120_000);
afterAll(() => fixture.cleanup());

const PWNED = '/tmp/studio-git-pwned';

const HOSTILE_IDS: unknown[] = [
  `--upload-pack=touch ${PWNED}`,
  '-abcdefghijklmno',
  '..',
  '../../heads/main',
  'abcdefgh..ijklmn',
  'abcdefghijklmnop/../../main',
  'abcdefghijklmnop/x',
  'abcdefghijklmnop.lock',
  'abcdefghijklmno@{0}',
  '@{-1}',
  'HEAD',
  'main',
  'main~1',
  ':/greeting',
  'ABCDEFGHIJKLMNOP',
  'abcdefghijklmno',
  'abcdefghijklmnopq',
  'abcdefghijklmn01',
  'abcdefghijklmnóp',
  'abcdefghijklmno\u0000',
  'abcdefghijklmnop\n',
  ' abcdefghijklmnop',
  '',
  null,
  undefined,
  1234567890123456,
  { toString: () => 'abcdefghijklmnop' },
];

const HOSTILE_REVISIONS = [
  `--upload-pack=touch ${PWNED}`,
  '--output=/tmp/x',
  'main',
  'HEAD',
  'HEAD~1',
  'refs/heads/main~1',
  'refs/heads/main^{tree}',
  'refs/heads/main@{1}',
  'refs/heads/../config',
  'refs/heads/studio/',
  'refs/heads/studio/zzz',
  'refs/heads/studio/abcdefghijklmnop/x',
  'refs/tags/v1',
  'refs/heads/ma in',
  'refs/heads/maín',
  ':/Olá',
  'A'.repeat(40),
  'a'.repeat(39),
];

const HOSTILE_PATHS = [
  '../flows/intro.yaml',
  'flows/../../etc/passwd',
  '/etc/passwd',
  'flows/./intro.yaml',
  'flows//intro.yaml',
  'flows/',
  '.git/config',
  '.git/hooks/pre-commit',
  'flows/.git/config',
  'flows/.GIT/x.yaml',
  'flows/GIT~1/x.yaml',
  'flows/.hidden.yaml',
  'flows/-x.yaml',
  '--upload-pack=x',
  'flows/ação.yaml',
  'flows/intro.yaml\u0000',
  'flows\\intro.yaml',
  'flows/intro.yaml ',
  ' flows/intro.yaml',
  'FLOWS/intro.yaml',
  'flows/intro.yml',
  'flows/intro.yaml/x.yaml',
  'variants/sub/x.yaml',
  'schemas/flow.schema.json',
  'src/main.ts',
  'package.json',
  '.gitattributes',
  'public/favicon.svg',
  'public/brands',
  `flows/${'a'.repeat(300)}.yaml`,
  '',
];

describe('draft ids', () => {
  it('are generated in the strict pattern', () => {
    const ids = new Set(Array.from({ length: 200 }, () => newDraftId()));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(() => assertDraftId(id)).not.toThrow();
  });

  it.each(HOSTILE_IDS.map((id) => [JSON.stringify(String(id)), id]))('%s is refused everywhere a draft is named', async (_, id) => {
    expect(() => assertDraftId(id)).toThrow(InvalidRefError);
    const draftId = id as string;
    const file = [{ path: 'variants/rota99.yaml', content: 'x' }];
    const head = await repo.publishedHead();
    await expect(repo.commitFiles({ draftId, expectedHead: head, files: file, author: EDITOR, message: 'x' })).rejects.toThrow(InvalidRefError);
    await expect(repo.draftHead(draftId)).rejects.toThrow(InvalidRefError);
    await expect(repo.deleteDraft({ draftId, expectedHead: head })).rejects.toThrow(InvalidRefError);
    await expect(repo.mergeDraft({ draftId })).rejects.toThrow(InvalidRefError);
    await expect(repo.publish({ draftId, expectedPublishedHead: head, approvedHead: head, publisher: PUBLISHER })).rejects.toThrow(InvalidRefError);
    expect(existsSync(PWNED)).toBe(false);
  });
});

describe('revisions, branches and remotes', () => {
  it.each(HOSTILE_REVISIONS)('read of %j is refused', async (rev) => {
    await expect(repo.headOf(rev)).rejects.toThrow(InvalidRefError);
    await expect(repo.readFile(rev, 'flows/intro.yaml')).rejects.toThrow(InvalidRefError);
    await expect(repo.listTree(rev)).rejects.toThrow(InvalidRefError);
    await expect(repo.inspectTree(rev)).rejects.toThrow(InvalidRefError);
    await expect(repo.history('flows/intro.yaml', { rev })).rejects.toThrow(InvalidRefError);
  });

  it('a commit id that is not a commit here reads as nothing, and expected heads must be commit ids', async () => {
    expect(await repo.headOf('0123456789abcdef0123456789abcdef01234567')).toBeNull();
    const { draftId } = await repo.createDraft();
    await expect(
      repo.commitFiles({ draftId, expectedHead: 'refs/heads/main', files: [{ path: 'variants/x.yaml', content: '' }], author: EDITOR, message: 'x' }),
    ).rejects.toThrow(InvalidRefError);
    await expect(repo.createDraft({ from: 'main' })).rejects.toThrow(InvalidRefError);
  });

  it.each(['--upload-pack=x', '-main', 'studio/x', 'studio', 'a..b', 'main.lock', 'main.', 'ma in', 'maín', 'main@{1}', 'HEAD', '', 'x'.repeat(101)])(
    'branch %j is refused',
    async (branch) => {
      expect(() => assertBranchName(branch)).toThrow(InvalidRefError);
      await expect(openRepository({ dir: join(fixture.root, 'other.git'), remote: fixture.origin, branch })).rejects.toThrow(InvalidRefError);
    },
  );

  it.each([
    `--upload-pack=touch ${PWNED}`,
    '-oProxyCommand=touch /tmp/x',
    `ext::sh -c touch% ${PWNED}`,
    'fd::0',
    'http://example.com/repo.git',
    'git://example.com/repo.git',
    'ssh://-oProxyCommand=x/repo.git',
    'relative/path',
    '/tmp/x y',
    '',
  ])('remote %j is refused', async (remote) => {
    await expect(openRepository({ dir: join(fixture.root, 'other.git'), remote, branch: 'main' })).rejects.toThrow(InvalidRefError);
    expect(existsSync(join(fixture.root, 'other.git'))).toBe(false);
    expect(existsSync(PWNED)).toBe(false);
  });
});

describe('paths', () => {
  it('the default allow-list: flows, partner variants, partner images', () => {
    for (const path of [
      'flows/intro.yaml',
      'flows/tests/greeting.yaml',
      'flows/fixtures/a/b.yaml',
      'variants/rota99.yaml',
      'public/brands/99.png',
      'public/banners/x/y.webp',
    ]) {
      expect(() => assertContentPath(path)).not.toThrow();
    }
    expect(globMatch('public/brands/**', 'public/brands')).toBe(false);
    expect(() => assertContentPath('schemas/x.json', ['schemas/*.json'])).not.toThrow();
  });

  it.each(HOSTILE_PATHS)('%j is refused, and the draft does not move', async (path) => {
    expect(() => assertContentPath(path)).toThrow(InvalidPathError);
    const { draftId, head } = await repo.createDraft();
    await expect(repo.commitFiles({ draftId, expectedHead: head, files: [{ path, content: 'x: 1\n' }], author: EDITOR, message: 'x' })).rejects.toThrow(
      InvalidPathError,
    );
    expect(await repo.draftHead(draftId)).toBe(head);
  });

  it('a read names a safe path or is refused', async () => {
    for (const path of ['../x', '.git/config', '/etc/passwd', 'flows/./intro.yaml', '--output=x']) {
      await expect(repo.readFile(repo.publishedRef, path)).rejects.toThrow(InvalidPathError);
      await expect(repo.history(path)).rejects.toThrow(InvalidPathError);
    }
    await expect(repo.listTree(repo.publishedRef, '../')).rejects.toThrow(InvalidPathError);
    // Reads are not limited to the content folders (the compiler reads schemas/ too).
    expect((await repo.readFile(repo.publishedRef, 'schemas/flow.schema.json'))?.toString()).toContain('object');
  });

  it('a save with a path named twice, no files, or too many is refused whole', async () => {
    const { draftId, head } = await repo.createDraft();
    const save = (files: { path: string; content: string | null }[]) => repo.commitFiles({ draftId, expectedHead: head, files, author: EDITOR, message: 'x' });
    await expect(
      save([
        { path: 'variants/a.yaml', content: '1' },
        { path: 'variants/a.yaml', content: null },
      ]),
    ).rejects.toThrow(InvalidPathError);
    await expect(save([])).rejects.toThrow(/1 to 500 files/);
    await expect(save(Array.from({ length: 501 }, (_, i) => ({ path: `variants/v${i}.yaml`, content: 'x' })))).rejects.toThrow(/1 to 500 files/);
  });
});

describe('commit input', () => {
  it.each([
    { name: 'Ana\nEditora', email: 'ana@example.com' },
    { name: 'Ana <x@y.z>', email: 'ana@example.com' },
    { name: '', email: 'ana@example.com' },
    { name: 'Ana', email: 'not-an-email' },
    { name: 'Ana', email: 'ana@example.com>\nevil' },
    { name: 'Ana' },
  ])('author %j is refused', async (author) => {
    const { draftId, head } = await repo.createDraft();
    await expect(
      repo.commitFiles({ draftId, expectedHead: head, files: [{ path: 'variants/a.yaml', content: '1' }], author: author as typeof EDITOR, message: 'x' }),
    ).rejects.toThrow(InvalidCommitInputError);
  });

  it('a trailer is one line with a word for a key, and a message is not empty', async () => {
    const { draftId, head } = await repo.createDraft();
    const save = (message: string, trailers: [string, string][]) =>
      repo.commitFiles({ draftId, expectedHead: head, files: [{ path: 'variants/a.yaml', content: '1' }], author: EDITOR, message, trailers });
    await expect(save('x', [['Approved-by', 'x\nStudio-Draft: other']])).rejects.toThrow(InvalidCommitInputError);
    await expect(save('x', [['Bad Key', 'x']])).rejects.toThrow(InvalidCommitInputError);
    await expect(save('  ', [])).rejects.toThrow(InvalidCommitInputError);
    expect(await repo.draftHead(draftId)).toBe(head);
  });
});
