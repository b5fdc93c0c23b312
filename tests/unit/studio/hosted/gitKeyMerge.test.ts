// Publishing and following by YAML key (issue 25 items 1 and 3), on one bare-repository fixture:
// two drafts that change a step's `say:` and the `component:` under it — a conflict for git's line
// merge — both publish, the file byte-exact elsewhere; the same text changed by a publish and by a
// draft is a conflict naming the key with both versions; a draft follows the published version with
// a merge commit (the studio's in the background, the editor's when they decided a key).
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PublishRefusedError, type Repository } from '../../../../studio/hosted/git/index.ts';
import { EDITOR, type Fixture, git, gitFixtures, OTHER_EDITOR, PUBLISHER, STUDIO, whoMade } from './gitFixture.ts';

const LEAD = [
  '# The lead phase.',
  'steps:',
  '  lead-select-category:',
  '    say: "Para começar, qual tipo de bem você quer conquistar?"',
  '    component: categoryCarousel',
  '    next: lead-basic-name',
  '',
  '  lead-basic-name:',
  '    say: "Qual é o seu nome?"  # asked once',
  '    next: lead-end',
  '',
].join('\n');
const SAY = 'say: "Para começar, qual tipo de bem você quer conquistar?"';

const fixtures = gitFixtures();
let fixture: Fixture;
let repo: Repository;

beforeAll(async () => {
  fixture = await fixtures.make();
  fixture.pushFromDeveloper({ 'flows/lead.yaml': LEAD }, 'Lead with a component');
  repo = await fixture.open();
  await repo.fetch();
}, 120_000);
afterAll(() => fixture.cleanup());

async function draftWith(content: string, author = EDITOR): Promise<{ draftId: string; head: string }> {
  const { draftId, head } = await repo.createDraft();
  const saved = await repo.commitFiles({ draftId, expectedHead: head, files: [{ path: 'flows/lead.yaml', content }], author, message: 'Edit lead' });
  return { draftId, head: saved.head };
}

async function publish(draft: { draftId: string; head: string }) {
  return repo.publish({ draftId: draft.draftId, expectedPublishedHead: await repo.publishedHead(), approvedHead: draft.head, publisher: PUBLISHER });
}

const published = () => git(fixture.origin, 'show', 'main:flows/lead.yaml');

describe('merge by key in the git layer', () => {
  it('publishes a say and the component under it changed in two drafts (git alone calls it a conflict), every other byte kept', async () => {
    const says = await draftWith(LEAD.replace(SAY, 'say: "Qual bem você quer?"'));
    const component = await draftWith(LEAD.replace('component: categoryCarousel', 'component: categoryCards'), OTHER_EDITOR);
    await publish(says);
    const lineMerge = spawnSync('git', ['merge-tree', '--write-tree', '--name-only', 'refs/heads/main', component.head], {
      cwd: fixture.studioDir,
      encoding: 'utf8',
    });
    expect(lineMerge.status).toBe(1);
    expect(lineMerge.stdout.split('\n').slice(1)).toContain('flows/lead.yaml');
    const result = await publish(component);
    expect(published()).toBe(LEAD.replace(SAY, 'say: "Qual bem você quer?"').replace('component: categoryCarousel', 'component: categoryCards').trimEnd());
    expect(whoMade(fixture.origin, result.commit).author).toBe('Bruno Parceiros <bruno@example.com>');
  });

  it('refuses to publish the same text changed two ways, naming the key with the published and the draft versions', async () => {
    const now = published();
    const first = await draftWith(now.replace('say: "Qual bem você quer?"', 'say: "Escolha o bem:"'));
    const second = await draftWith(now.replace('say: "Qual bem você quer?"', 'say: "Que bem você quer?"'), OTHER_EDITOR);
    await publish(first);
    const merge = await repo.mergeDraft({ draftId: second.draftId });
    expect(merge.clean).toBe(false);
    if (merge.clean) return;
    expect(merge.details).toEqual([
      {
        path: 'flows/lead.yaml',
        keys: [{ key: ['steps', 'lead-select-category', 'say'], base: 'Qual bem você quer?', ours: 'Escolha o bem:', theirs: 'Que bem você quer?' }],
      },
    ]);
    const refused = await publish(second).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PublishRefusedError);
    expect((refused as PublishRefusedError).details.conflicts).toEqual(['flows/lead.yaml']);

    // The editor keeps their text: a merge commit of theirs on the draft, after which it publishes.
    const decided = await repo.followPublished({
      draftId: second.draftId,
      expectedHead: second.head,
      author: OTHER_EDITOR,
      resolutions: { 'flows/lead.yaml': [{ key: ['steps', 'lead-select-category', 'say'], value: 'Que bem você quer?' }] },
    });
    expect(decided.status).toBe('followed');
    const head = await repo.draftHead(second.draftId);
    expect(git(fixture.studioDir, 'log', '-1', '--format=%P', head)).toBe(`${second.head} ${await repo.publishedHead()}`);
    expect(whoMade(fixture.studioDir, head).author).toBe('Bruno Parceiros <bruno@example.com>');
    await publish({ draftId: second.draftId, head });
    expect(published()).toContain('say: "Que bem você quer?"');
  });

  it('brings a draft up to the published version in the background, authored by the studio; a conflicting one stays where it is', async () => {
    const clean = await draftWith(published().replace('next: lead-end', 'next: lead-fim'));
    const clash = await draftWith(published().replace('say: "Que bem você quer?"', 'say: "Um bem?"'), OTHER_EDITOR);
    await publish(await draftWith(published().replace('say: "Que bem você quer?"', 'say: "Bem?"').replace('component: categoryCards', 'component: cards')));
    const followed = await repo.followPublished({ draftId: clean.draftId, expectedHead: clean.head, author: STUDIO });
    expect(followed).toMatchObject({ status: 'followed', publishedHead: await repo.publishedHead() });
    const file = git(fixture.studioDir, 'show', `${await repo.draftHead(clean.draftId)}:flows/lead.yaml`);
    expect(file).toContain('component: cards');
    expect(file).toContain('next: lead-fim');
    expect(whoMade(fixture.studioDir, await repo.draftHead(clean.draftId)).author).toBe('Test Studio <studio@example.com>');
    expect(await repo.followPublished({ draftId: clean.draftId, expectedHead: await repo.draftHead(clean.draftId), author: STUDIO })).toMatchObject({
      status: 'current',
    });

    const conflict = await repo.followPublished({ draftId: clash.draftId, expectedHead: clash.head, author: STUDIO });
    expect(conflict).toMatchObject({ status: 'conflict', conflicts: ['flows/lead.yaml'] });
    expect(await repo.draftHead(clash.draftId)).toBe(clash.head);
  });
});
