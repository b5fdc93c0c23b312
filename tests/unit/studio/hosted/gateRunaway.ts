// The runaway draft of the gate-limit tests: a conversation test on /rota99 that reloads the page
// tens of thousands of times (a gate that would run for minutes), saved into a new draft; and the
// other person's requests made while its submit runs.
import { expect } from 'vitest';
import type { FixtureOptions, ServerFixture } from './serverFixture.ts';

// 60 × 1 000 reloads through a YAML alias: a file of about 20 KB, well inside the content rules'
// 256 KB, so the strict check passes at once on a fast machine and only the conversation tests can
// run away (written out, the file was 1.2 MB: refused by the size rule within the time limit on a
// quiet machine, a 422 where the test waits for the time limit's 503).
const RELOADS_PER_ALIAS = 1_000;
const ALIASES = 60;
const RUNAWAY = `paths:\n  thousand: &thousand\n${'    - reload: true\n'.repeat(RELOADS_PER_ALIAS)}tests:\n  reloads forever:\n    route: /rota99\n    steps:\n${'      - *thousand\n'.repeat(ALIASES)}`;

export interface RunawayDraft {
  fixture: ServerFixture;
  editor: string;
  other: string;
  id: string;
}

/** Signs in an editor and another person, and saves `flows/tests/runaway.yaml` in a new draft of the editor's. */
export async function runawayDraft(fixtures: { make(options?: FixtureOptions): Promise<ServerFixture> }, options: FixtureOptions): Promise<RunawayDraft> {
  const fixture = await fixtures.make(options);
  const admin = await fixture.admin();
  const editor = await fixture.person(admin, 'ana@example.com', 'editor');
  const other = await fixture.person(admin, 'bia@example.com', 'editor');
  const id = (await fixture.call('POST', '/api/rascunhos', { cookie: editor })).body.draft.id;
  const head = (await fixture.call('GET', `/api/rascunhos/${id}`, { cookie: editor })).body.draft.head;
  const saved = await fixture.call('PUT', `/api/rascunhos/${id}/arquivo`, {
    cookie: editor,
    body: { path: 'flows/tests/runaway.yaml', content: RUNAWAY, baseHead: head },
  });
  expect(saved.status, saved.text).toBe(200);
  return { fixture, editor, other, id };
}

/** Submits the draft; meanwhile the other person lists drafts every 250 ms: each answer's status, until the submit settles. */
export async function whileSubmitting({ fixture, editor, other, id }: RunawayDraft) {
  let settled = false;
  const submit = fixture.call('POST', `/api/rascunhos/${id}/enviar`, { cookie: editor }).finally(() => {
    settled = true;
  });
  const answered: number[] = [];
  while (!settled) {
    answered.push((await fixture.call('GET', '/api/rascunhos', { cookie: other })).status);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { refused: await submit, answered };
}
