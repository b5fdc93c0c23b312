// "Save as a test" writes flows/tests/<name>.yaml only when flows:test accepts and passes it, and
// never replaces an existing file without the hash it was read at.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contentHash } from '../../../studio/edit/contentFiles.ts';
import { writeConversationTest } from '../../../studio/edit/conversationTestFile.ts';
import { runFlowTests } from '../../../scripts/conversation-tests/runFlowTests.ts';
import { conversationTestYaml } from '../../../studio/ui/preview/recordTest.ts';
import { copyProjectContent, type Project } from './studioFixture.ts';

let project: Project | undefined;
afterEach(() => project?.remove());

const recorded = conversationTestYaml('greets the driver and starts', '/rota99', [
  { bot: 'Olá, motorista! 👋 Na parceria Rota 99 e Mycon' },
  { at: 'copy-message-2' },
  { click: 'SIMULAR AGORA' },
  { bot: 'Para começar, qual tipo de bem você quer conquistar?' },
]);

describe('writeConversationTest', () => {
  it('writes a passing recording that `flows:test` then runs from the disk and passes', async () => {
    project = copyProjectContent();
    const outcome = await writeConversationTest(project.root, { name: 'recorded-driver', text: recorded });
    expect(outcome.status).toBe(200);
    expect(project.read('flows/tests/recorded-driver.yaml')).toBe(recorded);
    const run = await runFlowTests({ root: project.root, filter: 'recorded-driver.yaml' });
    expect(run.results.map((r) => [r.test.name, r.status])).toEqual([['greets the driver and starts', 'passed']]);
  });

  it('refuses to replace an existing file without its hash (409), and replaces it with it', async () => {
    project = copyProjectContent();
    await writeConversationTest(project.root, { name: 'recorded-driver', text: recorded });
    const again = recorded.replace('greets the driver and starts', 'greets the driver');
    const refused = await writeConversationTest(project.root, { name: 'recorded-driver', text: again });
    expect(refused.status).toBe(409);
    expect(project.read('flows/tests/recorded-driver.yaml')).toBe(recorded);
    const replaced = await writeConversationTest(project.root, { name: 'recorded-driver', text: again, hash: contentHash(recorded) });
    expect(replaced.status).toBe(200);
    expect(project.read('flows/tests/recorded-driver.yaml')).toBe(again);
  });

  it('refuses a file the runner rejects or that fails, with the problem at its line, writing nothing', async () => {
    project = copyProjectContent();
    const misspelt = await writeConversationTest(project.root, { name: 'bad-step', text: recorded.replace('at: copy-message-2', 'at: copy-mesage-2') });
    expect(misspelt.status).toBe(422);
    expect(misspelt.ok ? '' : (misspelt as { report: string }).report).toMatch(/flows\/tests\/bad-step\.yaml:\d+:\d+ +error .*did you mean "copy-message-2"/);
    const failing = await writeConversationTest(project.root, { name: 'bad-text', text: recorded.replace('Para começar', 'Para terminar') });
    expect(failing.status).toBe(422);
    expect(failing.ok ? '' : (failing as { report: string }).report).toMatch(/bad-text\.yaml:\d+:\d+ +error +test "greets the driver and starts" fails/);
    const schema = await writeConversationTest(project.root, { name: 'bad-schema', text: 'tests:\n  x:\n    steps:\n      - dance: yes\n' });
    expect(schema.status).toBe(422);
    for (const name of ['bad-step', 'bad-text', 'bad-schema']) expect(existsSync(join(project.root, 'flows', 'tests', `${name}.yaml`))).toBe(false);
  });

  it('takes only a plain file name inside flows/tests', async () => {
    project = copyProjectContent();
    for (const name of ['../variants/x', 'Sub/Dir', '', 'a.yaml']) {
      expect((await writeConversationTest(project.root, { name, text: recorded })).status).toBe(400);
    }
  });
});
