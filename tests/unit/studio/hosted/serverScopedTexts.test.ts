// A partner manager (an editor scoped to his partners) changes the texts his partner's visitors
// read from the draft editor, and only those: the scope is checked on each file a save writes.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readYaml } from '../../../../studio/edit/yamlEdit.ts';
import { compileOnlyGate } from './compileOnlyGate.ts';
import { type ServerFixture, serverFixtures } from './serverFixture.ts';

const fixtures = serverFixtures();
let f: ServerFixture;
let manager: string;

beforeAll(async () => {
  f = await fixtures.make({ gate: compileOnlyGate });
  manager = await f.person(await f.admin(), 'gil@example.com', 'editor', ['rota99']);
}, 120_000);
afterAll(() => f.cleanup());

it("saves his partner's own text of an etapa, and is refused the default every partner reads (403)", async () => {
  const draft = (await f.call('POST', '/api/rascunhos', { cookie: manager })).body.draft;
  const text = (partner?: string) => ({
    step: 'lead-basic-name',
    texts: ['Como você se chama, motorista?'],
    ...(partner ? { partner } : {}),
    baseHead: draft.head,
  });
  const own = await f.call('PUT', `/api/rascunhos/${draft.id}/texto`, { cookie: manager, body: text('rota99') });
  expect(own.status, own.text).toBe(200);
  const saved = await f.repo.readFile(own.body.head, 'variants/rota99.yaml');
  expect(readYaml(String(saved), ['texts', 'lead-basic-name'])).toBe('Como você se chama, motorista?');
  const forAll = await f.call('PUT', `/api/rascunhos/${draft.id}/texto`, { cookie: manager, body: { ...text(), baseHead: own.body.head } });
  expect([forAll.status, forAll.body.code]).toEqual([403, 'fora_do_escopo']);
});
