// The save gate runs the conversation tests a change can affect (studio/edit/conversationGate.ts):
// a plain copy edit saves; rewording words a test asserts is refused with the test named and its
// new words proposed, and saved with the test updated when asked; a label a test clicks is refused.
import { afterEach, describe, expect, it } from 'vitest';
import { runFlowTests } from '../../../scripts/conversation-tests/runFlowTests.ts';
import { applyEdits } from '../../../studio/edit/index.ts';
import { copyProjectContent, type Project } from './studioFixture.ts';

let project: Project | undefined;
afterEach(() => project?.remove());

const ERROR_TEXT = 'Desculpe, estamos passando por instabilidades. Tente novamente mais tarde.';
const REWORDED = 'Desculpe, nosso sistema está instável agora. Tente de novo daqui a pouco.';
const rewordError = { file: 'flows/errors.yaml', path: ['steps', 'error-general', 'say'], value: REWORDED };

describe('the conversation-test gate of a save', () => {
  it('saves a copy edit no test asserts word for word: the tests stay green', async () => {
    project = copyProjectContent();
    const outcome = await applyEdits(project.root, {
      edits: [{ file: 'flows/lead.yaml', path: ['steps', 'lead-add-email', 'say'], value: 'Qual e-mail você mais usa?' }],
    });
    expect(outcome).toMatchObject({ status: 200, written: true });
    expect(project.read('flows/lead.yaml')).toContain('say: "Qual e-mail você mais usa?"');
  });

  it('refuses rewording a sentence a test asserts, naming each test with the words it would now read', async () => {
    project = copyProjectContent();
    const before = project.snapshot();
    const outcome = await applyEdits(project.root, { edits: [rewordError] });
    expect(outcome.status).toBe(422);
    if (outcome.status !== 422) return;
    expect(outcome.error).toContain('a conversation test asserts word for word');
    expect(outcome.testUpdates?.map((u) => [u.file, u.expected, u.proposed])).toEqual(
      expect.arrayContaining([
        ['flows/tests/intro.yaml', ERROR_TEXT, REWORDED],
        ['flows/tests/lead.yaml', ERROR_TEXT, REWORDED],
      ]),
    );
    expect(outcome.diagnostics[0].message).toMatch(/conversation test ".+" asserts the words "Desculpe, estamos passando/);
    expect(project.snapshot()).toEqual(before);
  });

  it('with updateTests, writes the text and the tests’ new expectations in one change, green', async () => {
    project = copyProjectContent();
    const outcome = await applyEdits(project.root, { edits: [rewordError], updateTests: true });
    expect(outcome).toMatchObject({ status: 200, written: true });
    if (!outcome.ok) return;
    expect(outcome.files.map((f) => f.file)).toEqual(expect.arrayContaining(['flows/errors.yaml', 'flows/tests/intro.yaml', 'flows/tests/lead.yaml']));
    expect(project.read('flows/tests/intro.yaml')).toContain(`- bot: ${JSON.stringify(REWORDED)}`);
    const run = await runFlowTests({ root: project.root });
    expect(run.results.filter((r) => r.status === 'failed').map((r) => r.test.name)).toEqual([]);
  });

  it('refuses a label the tests click, naming where, with nothing to update', async () => {
    project = copyProjectContent();
    const outcome = await applyEdits(project.root, {
      edits: [{ file: 'flows/intro.yaml', path: ['steps', 'copy-message-2', 'options', 0, 'label'], value: 'SIMULAR JÁ' }],
      updateTests: true,
    });
    expect(outcome.status).toBe(422);
    if (outcome.status !== 422) return;
    expect(outcome.testUpdates).toBeUndefined();
    expect(outcome.diagnostics.some((d) => d.file.startsWith('flows/tests/') && d.message.includes('SIMULAR AGORA'))).toBe(true);
  });
});
