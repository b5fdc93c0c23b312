// The history of one text (issue 25 item 3), per key and not per file: two publishes by two
// editors on the same `say:` both listed, newest first, with their authors, approvers and the
// value before and after; a publish and a developer commit that changed other keys of the same
// file are not this text's history, and a developer's own change of it is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity, Repository } from '../../../../studio/hosted/git/index.ts';
import { EDITOR, type Fixture, gitFixtures, OTHER_EDITOR, PUBLISHER, REVIEWER } from './gitFixture.ts';

const fixtures = gitFixtures();
let fixture: Fixture;
let repo: Repository;
const FLOW = 'flows/intro.yaml';
const flow = (greet: string, ask = 'Qual categoria?') => `steps:\n  greet:\n    say: ${greet}\n  ask:\n    say: ${ask}\n`;

async function publishAs(author: Identity, content: string): Promise<string> {
  const { draftId, head } = await repo.createDraft();
  const saved = await repo.commitFiles({ draftId, expectedHead: head, files: [{ path: FLOW, content }], author, message: 'Muda a saudação' });
  const published = await repo.publish({
    draftId,
    expectedPublishedHead: await repo.publishedHead(),
    approvedHead: saved.head,
    publisher: PUBLISHER,
    approvers: [REVIEWER],
  });
  return published.commit;
}

let first: string;
let second: string;
let developer: string;

// One history for the whole file: three publishes, two developer commits (a few hundred ms of git).
beforeAll(async () => {
  fixture = await fixtures.make();
  repo = await fixture.open();
  first = await publishAs(EDITOR, flow('Oi! Vamos simular?'));
  await publishAs(OTHER_EDITOR, flow('Oi! Vamos simular?', 'Qual a categoria do bem?'));
  fixture.pushFromDeveloper({ [FLOW]: `# comentário\n${flow('Oi! Vamos simular?', 'Qual a categoria do bem?')}` }, 'Comment');
  await repo.fetch();
  second = await publishAs(OTHER_EDITOR, `# comentário\n${flow('Olá de novo!', 'Qual a categoria do bem?')}`);
  developer = fixture.pushFromDeveloper({ [FLOW]: `# comentário\n${flow('Olá, de novo!', 'Qual a categoria do bem?')}` }, 'Typo');
  await repo.fetch();
}, 120_000);
afterAll(() => fixture.cleanup());

describe('keyHistory', () => {
  it('lists each change of the text with its author, publish and before/after, newest first, and nothing else', async () => {
    const changes = await repo.keyHistory(FLOW, ['steps', 'greet', 'say']);
    expect(changes.map((c) => [c.commit, c.kind, c.author.name, c.before, c.after])).toEqual([
      [developer, 'desenvolvedor', 'Dev', 'Olá de novo!', 'Olá, de novo!'],
      [second, 'publicacao', OTHER_EDITOR.name, 'Oi! Vamos simular?', 'Olá de novo!'],
      [first, 'publicacao', EDITOR.name, 'Olá! Vamos simular seu consórcio?', 'Oi! Vamos simular?'],
      [expect.any(String), 'desenvolvedor', 'Dev', null, 'Olá! Vamos simular seu consórcio?'],
    ]);
    expect(changes[1]).toMatchObject({ approvedBy: [`${REVIEWER.name} <${REVIEWER.email}>`], publishedBy: `${PUBLISHER.name} <${PUBLISHER.email}>` });
    expect(changes[1].draftId).toMatch(/^[a-z2-7]{16}$/);
    expect(changes[3].parent).toBeNull();
  });

  it('keeps the other key of the same file apart, and honours the limit', async () => {
    const ask = await repo.keyHistory(FLOW, ['steps', 'ask', 'say']);
    expect(ask.map((c) => c.author.name)).toEqual([OTHER_EDITOR.name, 'Dev']);
    expect(await repo.keyHistory(FLOW, ['steps', 'greet', 'say'], { limit: 1 })).toHaveLength(1);
    expect(await repo.keyHistory(FLOW, ['steps', 'nowhere', 'say'])).toEqual([]);
  });
});
