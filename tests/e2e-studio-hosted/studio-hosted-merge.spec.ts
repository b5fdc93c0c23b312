// Two editors, two drafts, one partner file (issue 25 items 1–3 and 7), in the hosted studio of the
// two-person journey (same config, same studio process). Ana and Bruno each open a draft from the
// same published version of the KM de Vantagens partner (variants/kmv.yaml): Ana rewrites its
// greeting and gives it its own opening question; Bruno gives it its own name question and its own
// opening question — lines next to each other, a conflict for git's line merge, different keys but
// one for the key merge. Ana's draft is published; Bruno's, merged with it in the background, is
// listed "Em conflito"; his editor shows "Ana Lima mudou este texto na versão publicada para X; seu
// rascunho diz Y"; he keeps his. His draft is reviewed and scheduled a few minutes ahead with the
// date picker, and published when the scheduler's clock (moved by the test,
// STUDIO_SCHEDULER_CLOCK_FILE) passes that hour: the page shows the published version, main's, and
// main holds Ana's greeting, Bruno's name question and Bruno's opening question. Then Ana restores
// her opening question from its history: the new draft and its preview read the old words again.
// Carla (an admin) reverts Ana's publish from the greeting's history: the question, changed again
// since, stays; the revert reaches main only once Vera approves and publishes it. Last, Ana's
// restored question is approved and scheduled, a developer pushes to main a conversation test that
// reads Bruno's question, and at the hour the scheduler's gate refuses: the page says why, main
// stays where the developer left it.
// A partner no conversation test visits, so each submit and publish runs the strict check and no
// conversation test (CI time); only the refused run has one to run, the developer's. Its own people (invited by a second admin), so it runs alone as well.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { acceptInvite, expectAccessible, inviteFromCommandLine, inviteFromPage, openText, pushToRemoteMain, remoteGit } from './helpers.ts';

test.describe.configure({ mode: 'serial' });

const RUN = Date.now().toString(36);
const KMV = /\(\/kmv\)/;
const ANA_GREETING = `Olá, cliente KM de Vantagens! 👋 Sou o assistente virtual da Mycon (${RUN}).`;
const BRUNO_NAME = `Boa escolha! Como você se chama? (${RUN})`;
const ANA_QUESTION = `Para começar, qual bem você quer? (${RUN})`;
const BRUNO_QUESTION = `Vamos lá: qual bem você quer conquistar? (${RUN})`;
/** The partner's greeting as the repository has it, before Ana's publish. */
const KMV_GREETING = 'Olá, cliente KM de Vantagens! 👋 Eu sou o assistente virtual da Mycon';
/** Etapas by the first words of the conversation's own text (the list shows those). */
const GREETING = 'Que bom ter você aqui';
const NAME = 'Agora me conta';
const QUESTION = 'Para começar, qual tipo de bem';
/** Submit and publish run the full gate: here the strict check only, but on a loaded machine. */
const GATE_MS = 120_000;

let carla: Page;
let ana: Page;
let bruno: Page;
let vera: Page;
/** Bruno's draft, published in the first test: its history is where Ana restores from. */
let brunoDraft = '';
/** The draft Ana's restore opened (second test): the one whose schedule is refused (last test). */
let anaRestore = '';

/** A new draft with the partner's own texts: [etapa's first words, new text]. */
async function draftWith(page: Page, edits: [string, string][]): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Novo rascunho' }).click();
  await expect(page.getByRole('heading', { name: 'Rascunho', exact: true })).toBeVisible();
  for (const [words, text] of edits) {
    // Each text from a freshly loaded page: the etapa list as the last save left it.
    await page.reload();
    await openText(page, KMV, words);
    const own = page.getByRole('checkbox', { name: 'Só para este parceiro' });
    if (!(await own.isChecked())) await page.getByText('Só para este parceiro', { exact: true }).click();
    await expect(own).toBeChecked();
    await page.getByRole('textbox', { name: 'Mensagem', exact: true }).fill(text);
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(page.getByText('Salvo no rascunho.')).toBeVisible();
  }
}

async function submit(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Enviar para revisão' }).click();
  await expect(page.getByRole('heading', { name: 'Revisão do rascunho' })).toBeVisible({ timeout: GATE_MS });
  return page.url();
}

async function approve(review: string): Promise<void> {
  await vera.goto(review);
  await vera.getByRole('button', { name: 'Aprovar', exact: true }).click();
  await expect(vera.getByText('Rascunho aprovado.')).toBeVisible();
}

async function approveAndPublish(review: string): Promise<void> {
  await approve(review);
  await vera.getByRole('button', { name: 'Publicar', exact: true }).click();
  await expect(vera.getByText(/Versão publicada:/)).toBeVisible({ timeout: GATE_MS });
}

/** Vera schedules the approved draft on her page a few minutes ahead (Brasília time). */
async function scheduleAhead(): Promise<void> {
  await vera.getByRole('group', { name: 'Publicar em (horário de Brasília)' }).getByRole('spinbutton').first().click();
  await vera.keyboard.type(brasiliaDigits(Date.now() + 5 * 60_000));
  await vera.getByRole('button', { name: 'Agendar publicação' }).click();
  await expect(vera.getByText(/^Agendado para .*, por vera@empresa\.com\.br\./)).toBeVisible();
}

/** The scheduler's clock (STUDIO_SCHEDULER_CLOCK_FILE) moves past that hour until Vera's page shows what the run did. */
async function passTheHour(outcome: Locator): Promise<void> {
  const clock = join(process.env.STUDIO_E2E_DIR ?? '', 'scheduler-clock');
  writeFileSync(clock, String(6 * 60_000));
  try {
    await expect(async () => {
      await vera.reload();
      // The review loaded first (seconds on a loaded machine), then only a short look for the outcome.
      await expect(vera.getByRole('heading', { name: 'Decisão' })).toBeVisible();
      await expect(outcome).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: GATE_MS });
  } finally {
    rmSync(clock, { force: true });
  }
}

/** Wall-clock parts of an instant in Brasília, as the date picker's segments take them (dd mm aaaa hh mm). */
function brasiliaDigits(ms: number): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(ms));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}${part('month')}${part('year')}${part('hour')}${part('minute')}`;
}

test('two editors change adjacent keys of one partner file and the same question; both publish, the second decides the conflict in words', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(600_000);
  carla = await acceptInvite(browser, inviteFromCommandLine(String(baseURL), 'chefe@empresa.com.br', 'admin', 'Carla Chefe'));
  ana = await acceptInvite(browser, await inviteFromPage(carla, 'ana.lima@empresa.com.br', 'Editor', 'Ana Lima'));
  bruno = await acceptInvite(browser, await inviteFromPage(carla, 'bruno.costa@empresa.com.br', 'Editor', 'Bruno Costa'));
  // The partner's manager: the approval rules route a partner file to them.
  vera = await acceptInvite(browser, await inviteFromPage(carla, 'vera@empresa.com.br', 'Publicador', 'Vera Revisora', 'kmv'));

  await draftWith(ana, [
    [GREETING, ANA_GREETING],
    [QUESTION, ANA_QUESTION],
  ]);
  await draftWith(bruno, [
    [NAME, BRUNO_NAME],
    [QUESTION, BRUNO_QUESTION],
  ]);
  brunoDraft = bruno.url();
  await approveAndPublish(await submit(ana));

  // Bruno's draft was merged with the new published version in the background: it now conflicts.
  await bruno.goto('/');
  const mine = bruno.getByRole('listitem').filter({ hasText: 'Rascunho de Bruno Costa' });
  await expect(async () => {
    await bruno.reload();
    await expect(mine.locator('.badge', { hasText: 'Em conflito' })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expectAccessible(bruno);
  await bruno.goto(brunoDraft);
  const conflicts = bruno.getByRole('region', { name: 'Conflito com a versão publicada' });
  await expect(conflicts.getByRole('article')).toHaveCount(1);
  await expect(conflicts).toContainText(`Ana Lima mudou este texto na versão publicada para “${ANA_QUESTION}”; seu rascunho diz “${BRUNO_QUESTION}”.`);
  await expectAccessible(bruno);
  await conflicts.getByRole('button', { name: 'Manter o meu' }).click();
  await expect(conflicts.getByText('Conflito resolvido')).toBeVisible();
  await expect(conflicts.getByRole('article')).toHaveCount(0);

  // Bruno's draft is reviewed, then scheduled a few minutes ahead (Brasília time) instead of published now.
  await approve(await submit(bruno));
  await scheduleAhead();
  await expectAccessible(vera);
  // The scheduler's clock moves past that hour: it publishes (the gate again), and the page says so.
  await passTheHour(vera.getByText(/Versão publicada:/));
  await expect(vera.getByText(/Versão publicada:/)).toContainText(remoteGit('rev-parse', 'main').trim().slice(0, 7));
  const kmv = remoteGit('show', 'main:variants/kmv.yaml');
  expect(kmv).toContain(ANA_GREETING);
  expect(kmv).toContain(BRUNO_NAME);
  expect(kmv).toContain(BRUNO_QUESTION);
  expect(kmv).not.toContain(ANA_QUESTION);
});

test('a text restored from its history reads the old words again, in the draft and in its preview', async () => {
  // On Bruno's published draft, Ana opens the question's history and restores what she had published.
  await ana.goto(brunoDraft);
  await openText(ana, KMV, QUESTION);
  await ana.getByRole('button', { name: 'Histórico deste texto' }).click();
  const change = ana.getByRole('list', { name: 'Mudanças deste texto' }).getByRole('listitem').first();
  await expect(change).toContainText('Bruno Costa');
  await expect(change).toContainText(`Antes: “${ANA_QUESTION}”`);
  await change.getByRole('button', { name: 'Restaurar este texto' }).click();
  await expect(ana).not.toHaveURL(brunoDraft);
  await openText(ana, KMV, QUESTION);
  await expect(ana.getByRole('textbox', { name: 'Mensagem', exact: true })).toHaveValue(ANA_QUESTION);
  const preview = ana.frameLocator('iframe[title="Prévia da conversa deste rascunho"]');
  await expect(preview.getByRole('log')).toContainText(ANA_QUESTION, { timeout: 60_000 });
  expect(remoteGit('show', 'main:variants/kmv.yaml')).toContain(BRUNO_QUESTION);
  anaRestore = ana.url();
});

test('a publish reverted from its history reaches main only after another person approves and publishes the revert', async () => {
  test.setTimeout(360_000);
  // From the greeting's history on a published draft, Carla reverts Ana's publish.
  await carla.goto(brunoDraft);
  await openText(carla, KMV, GREETING);
  await carla.getByRole('button', { name: 'Histórico deste texto' }).click();
  const change = carla.getByRole('list', { name: 'Mudanças deste texto' }).getByRole('listitem').first();
  await expect(change).toContainText('Ana Lima');
  await expect(change).toContainText(`Depois: “${ANA_GREETING}”`);
  await change.getByRole('button', { name: 'Reverter publicação' }).click();
  await carla.getByRole('button', { name: 'Abrir rascunho que reverte' }).click();
  // The opening question, changed again by Bruno's publish since, is left as it is now: said first.
  await expect(carla.getByText('Estas partes mudaram de novo depois dela e ficaram como estão agora:')).toBeVisible();
  await carla.getByRole('link', { name: 'Abrir o rascunho que reverte' }).click();
  await expect(carla).not.toHaveURL(brunoDraft);
  const review = await submit(carla);
  // Submitted is not published: main still greets with Ana's words until the revert is approved.
  expect(remoteGit('show', 'main:variants/kmv.yaml')).toContain(ANA_GREETING);
  await approveAndPublish(review);
  const kmv = remoteGit('show', 'main:variants/kmv.yaml');
  expect(kmv).not.toContain(ANA_GREETING);
  expect(kmv).toContain(KMV_GREETING);
  expect(kmv).toContain(BRUNO_NAME);
  expect(kmv).toContain(BRUNO_QUESTION);
});

test('a scheduled publish is refused at its hour when main has moved so that the merged draft fails the gate', async () => {
  test.setTimeout(360_000);
  // Ana's restored question (Ana's words again) is reviewed and scheduled.
  await ana.goto(anaRestore);
  await approve(await submit(ana));
  await scheduleAhead();
  // Before the hour, a developer pushes straight into main a conversation test that reads Bruno's question.
  const moved = pushToRemoteMain(
    'flows/tests/intro.yaml',
    (text) =>
      `${text.trimEnd()}\n\n  the KM de Vantagens partner asks its own question:\n    route: /kmv\n    steps:\n      - click: SIMULAR AGORA\n      - bot: "Vamos lá: qual bem você quer conquistar?"\n`,
    'Developer test',
  );
  // At the hour the scheduler merges the draft with that main again: the conversation test fails, nothing is published.
  const refused = vera.getByText(/^A publicação agendada para .* não foi feita: nada mudou para os visitantes\. Motivo: /);
  await passTheHour(refused);
  await expect(refused).toContainText('Um teste de conversa falha com este rascunho sobre a versão publicada.');
  await expect(vera.getByRole('button', { name: 'Agendar publicação' })).toBeVisible();
  await expectAccessible(vera);
  expect(remoteGit('rev-parse', 'main').trim()).toBe(moved);
  expect(remoteGit('show', 'main:variants/kmv.yaml')).toContain(BRUNO_QUESTION);
});
