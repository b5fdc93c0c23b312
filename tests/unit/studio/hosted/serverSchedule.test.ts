// Scheduled publishing (issue 25 item 7) on the in-process studio, with the scheduler's clock
// injected: an approved draft scheduled for an hour in Brasília time is published at that hour
// (after a restart that missed it), through the real full gate; one whose merged content fails a
// conversation test at that hour is not published, its author and scheduler are told and it is
// Aprovado again with the reason; a save after scheduling voids the schedule.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { brasiliaLabel, brasiliaToInstant, instantToBrasilia } from '../../../../studio/hosted/schedule/brasilia.ts';
import { createScheduler } from '../../../../studio/hosted/schedule/scheduler.ts';
import { ensureDraftTable, updateDraft } from '../../../../studio/hosted/server/draftStore.ts';
import { listAudit } from '../../../../studio/hosted/store/audit.ts';
import { closeStudioStore, openStudioStore } from '../../../../studio/hosted/store/db.ts';
import { git } from './gitFixture.ts';
import { type ServerFixture, serverFixtures } from './serverFixture.ts';

// A gate process loads the compiler and the conversation harness: seconds on a busy machine.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 60_000 });

// One studio for the file: each test works on its own draft (and partner file where it publishes).
const fixtures = serverFixtures();
let f: ServerFixture;
let people: People;

beforeAll(async () => {
  f = await fixtures.make({ warmGate: true });
  const admin = await f.admin();
  people = {
    editor: await f.person(admin, 'ana@example.com', 'editor'),
    revisor: await f.person(admin, 'carla@example.com', 'revisor'),
    publicador: await f.person(admin, 'davi@example.com', 'publicador'),
  };
}, 120_000);
afterAll(() => f.cleanup());

const ROTA = 'variants/rota99.yaml';
/** A partner whose greeting no conversation test reads at all. */
const AUTO = 'variants/auto-mais-app.yaml';
/** The part of both greetings no conversation test reads. */
const UNCHECKED = 'e ainda ganha';
/** 10:00 in Brasília, two days from now (the wall-clock form the date picker sends). */
const WHEN = `${instantToBrasilia(Date.now() + 2 * 86_400_000).slice(0, 10)}T10:00`;
const AT = brasiliaToInstant(WHEN)!;

interface People {
  editor: string;
  revisor: string;
  publicador: string;
}

/** A draft that rewrites the unchecked words of a partner file, approved by a reviewer (the submit's own gate is another file's test). */
async function approvedDraft(path: string): Promise<People & { id: string; head: string }> {
  const { editor, revisor } = people;
  const id = (await f.call('POST', '/api/rascunhos', { cookie: editor })).body.draft.id;
  const file = await f.call('GET', `/api/rascunhos/${id}/arquivo?path=${path}`, { cookie: editor });
  const content = file.body.content.replace(UNCHECKED, 'e também ganha');
  const saved = await f.call('PUT', `/api/rascunhos/${id}/arquivo`, { cookie: editor, body: { path, content, baseHead: file.body.head } });
  expect(saved.status, saved.text).toBe(200);
  // Straight to review: the scheduled run's gate is what these tests are about.
  updateDraft(f.store, id, ['rascunho'], { state: 'em_revisao' });
  const approved = await f.call('POST', `/api/rascunhos/${id}/aprovar`, { cookie: revisor, body: { head: saved.body.head } });
  expect(approved.status, approved.text).toBe(200);
  return { ...people, id, head: saved.body.head };
}

async function schedule(draft: { id: string; head: string }, cookie: string) {
  return f.call('POST', `/api/rascunhos/${draft.id}/agendamento`, { cookie, body: { quando: WHEN, head: draft.head } });
}

const view = async (id: string, cookie: string) => (await f.call('GET', `/api/rascunhos/${id}`, { cookie })).body.draft;

describe('scheduled publishing', () => {
  it('publishes at its hour, after a restart that missed it, through the full gate', async () => {
    const draft = await approvedDraft(AUTO);
    expect((await schedule(draft, draft.editor)).status).toBe(403);
    const scheduled = await schedule(draft, draft.publicador);
    expect(scheduled.status, scheduled.text).toBe(200);
    expect(scheduled.body.draft).toMatchObject({ state: 'agendado', stateLabel: 'Agendado', schedule: { local: WHEN, by: 'davi@example.com', failure: null } });
    const before = git(f.origin, 'rev-parse', 'main');
    let clock = AT - 60_000;
    expect(await createScheduler(f.services, { now: () => clock }).runDue()).toEqual(new Map());
    expect(git(f.origin, 'rev-parse', 'main')).toBe(before);

    // The server went down before the hour and starts after it: a new connection to the database
    // (the old one is left as a killed process leaves it) and a new scheduler find the schedule.
    const store = openStudioStore({ dataDir: join(f.root, 'data') });
    try {
      ensureDraftTable(store);
      clock = AT + 3_600_000;
      const scheduler = createScheduler({ ...f.services, store }, { now: () => clock });
      scheduler.start();
      const outcomes = await scheduler.runDue();
      scheduler.stop();
      expect(outcomes.get(draft.id)).toBe('publicado');
      expect(git(f.origin, 'show', `main:${AUTO}`)).toContain('e também ganha');
      const publish = listAudit(store).find((row) => row.action === 'publish');
      expect(publish).toMatchObject({ actor: 'davi@example.com', target: draft.id, details: { scheduledFor: new Date(AT).toISOString() } });
    } finally {
      closeStudioStore(store);
    }
    expect((await view(draft.id, draft.editor)).state).toBe('publicado');
  });

  it('refuses at its hour when the merged content fails a conversation test: main unchanged, author and scheduler told', async () => {
    const draft = await approvedDraft(ROTA);
    expect((await schedule(draft, draft.publicador)).status).toBe(200);
    // Before the hour a developer adds a conversation test that reads the words the draft rewrites.
    const work = join(f.root, 'dev');
    git(f.root, 'clone', '--quiet', f.origin, work);
    const tests = 'flows/tests/intro.yaml';
    const added = '  the partner promises the discount:\n    route: /rota99\n    steps:\n      - bot: e ainda ganha\n';
    writeFileSync(join(work, tests), `${git(work, 'show', `HEAD:${tests}`).trimEnd()}\n\n${added}`);
    git(work, 'commit', '--quiet', '-am', 'Developer test');
    git(work, 'push', '--quiet', 'origin', 'HEAD:main');
    const moved = git(f.origin, 'rev-parse', 'main');

    // One scheduler, a minute before the hour (nothing yet), then at the hour.
    let clock = AT - 60_000;
    const scheduler = createScheduler(f.services, { now: () => clock });
    expect((await scheduler.runDue()).size).toBe(0);
    clock = AT;
    const outcomes = await scheduler.runDue();
    expect(outcomes.get(draft.id)).toBe('falhou');
    expect(git(f.origin, 'rev-parse', 'main')).toBe(moved);
    const shown = await view(draft.id, draft.editor);
    expect(shown.state).toBe('aprovado');
    expect(shown.schedule.failure.reason).toContain('teste de conversa');
    for (const address of ['ana@example.com', 'davi@example.com']) {
      const mail = f.outbox.lastTo(address);
      expect(mail?.subject).toBe('Publicação agendada não foi feita');
      expect(mail?.text).toContain(shown.schedule.failure.reason);
    }
    expect(listAudit(f.store).some((row) => row.action === 'schedule_failed' && row.target === draft.id)).toBe(true);
  });

  it('a cancel brings the draft back to Aprovado; a save after scheduling voids the schedule with the approval', async () => {
    const draft = await approvedDraft(ROTA);
    expect((await schedule(draft, draft.publicador)).status).toBe(200);
    const cancelled = await f.call('DELETE', `/api/rascunhos/${draft.id}/agendamento`, { cookie: draft.publicador });
    expect(cancelled.body.draft).toMatchObject({ state: 'aprovado', schedule: null });
    expect((await schedule(draft, draft.publicador)).body.draft.state).toBe('agendado');

    const file = await f.call('GET', `/api/rascunhos/${draft.id}/arquivo?path=${ROTA}`, { cookie: draft.editor });
    const content = file.body.content.replace('e também ganha', 'e ainda leva');
    const saved = await f.call('PUT', `/api/rascunhos/${draft.id}/arquivo`, { cookie: draft.editor, body: { path: ROTA, content, baseHead: draft.head } });
    expect(saved.body.draft).toMatchObject({ state: 'rascunho', approval: null, schedule: null });
    const before = git(f.origin, 'rev-parse', 'main');
    expect((await createScheduler(f.services, { now: () => AT + 60_000 }).runDue()).size).toBe(0);
    expect(git(f.origin, 'rev-parse', 'main')).toBe(before);
  });

  it('a request for changes voids the schedule at once and mails the person who scheduled it', async () => {
    const draft = await approvedDraft(ROTA);
    expect((await schedule(draft, draft.publicador)).status).toBe(200);
    const asked = await f.call('POST', `/api/rascunhos/${draft.id}/pedir-alteracoes`, { cookie: draft.revisor, body: { comment: 'Falta o desconto.' } });
    expect(asked.status, asked.text).toBe(200);
    expect(asked.body.draft).toMatchObject({ state: 'alteracoes_pedidas', schedule: null });
    const mail = f.outbox.lastTo('davi@example.com');
    expect(mail?.subject).toBe('Publicação agendada cancelada');
    expect(mail?.text).toContain(`A publicação agendada para ${brasiliaLabel(AT)} foi cancelada: Carla pediu alterações no rascunho depois do agendamento.`);
    // Only the scheduler: the reviewer who asked knows.
    expect(f.outbox.lastTo('carla@example.com')?.subject).not.toBe('Publicação agendada cancelada');
    expect(mail?.text).toContain(`/rascunhos/${draft.id}/revisao`);
    const dismissed = listAudit(f.store).filter((row) => row.action === 'schedule_dismissed' && row.target === draft.id);
    expect(dismissed).toMatchObject([{ actor: 'carla@example.com', details: { reason: 'pediu alterações' } }]);
  });
});
