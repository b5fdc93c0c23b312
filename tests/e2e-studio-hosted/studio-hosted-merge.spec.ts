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
// A partner no conversation test visits, so each submit and publish runs the strict check and no
// conversation test (CI time). Its own people (invited by a second admin), so it runs alone as well.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { acceptInvite, expectAccessible, inviteFromCommandLine, inviteFromPage, openText, remoteGit } from './helpers.ts';

test.describe.configure({ mode: 'serial' });

const RUN = Date.now().toString(36);
const KMV = /\(\/kmv\)/;
const ANA_GREETING = `Olá, cliente KM de Vantagens! 👋 Sou o assistente virtual da Mycon (${RUN}).`;
const BRUNO_NAME = `Boa escolha! Como você se chama? (${RUN})`;
const ANA_QUESTION = `Para começar, qual bem você quer? (${RUN})`;
const BRUNO_QUESTION = `Vamos lá: qual bem você quer conquistar? (${RUN})`;
/** Etapas by the first words of the conversation's own text (the list shows those). */
const GREETING = 'Que bom ter você aqui';
const NAME = 'Agora me conta';
const QUESTION = 'Para começar, qual tipo de bem';
/** Submit and publish run the full gate: here the strict check only, but on a loaded machine. */
const GATE_MS = 120_000;

let ana: Page;
let bruno: Page;
let vera: Page;
/** Bruno's draft, published in the first test: its history is where Ana restores from. */
let brunoDraft = '';

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
  const admin = await acceptInvite(browser, inviteFromCommandLine(String(baseURL), 'chefe@empresa.com.br', 'admin', 'Carla Chefe'));
  ana = await acceptInvite(browser, await inviteFromPage(admin, 'ana.lima@empresa.com.br', 'Editor', 'Ana Lima'));
  bruno = await acceptInvite(browser, await inviteFromPage(admin, 'bruno.costa@empresa.com.br', 'Editor', 'Bruno Costa'));
  // The partner's manager: the approval rules route a partner file to them.
  vera = await acceptInvite(browser, await inviteFromPage(admin, 'vera@empresa.com.br', 'Publicador', 'Vera Revisora', 'kmv'));

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
  await vera.getByRole('group', { name: 'Publicar em (horário de Brasília)' }).getByRole('spinbutton').first().click();
  await vera.keyboard.type(brasiliaDigits(Date.now() + 5 * 60_000));
  await vera.getByRole('button', { name: 'Agendar publicação' }).click();
  await expect(vera.getByText(/^Agendado para .*, por vera@empresa\.com\.br\./)).toBeVisible();
  await expectAccessible(vera);
  // The scheduler's clock moves past that hour: it publishes (the gate again), and the page says so.
  const clock = join(process.env.STUDIO_E2E_DIR ?? '', 'scheduler-clock');
  writeFileSync(clock, String(6 * 60_000));
  try {
    await expect(async () => {
      await vera.reload();
      await expect(vera.getByText(/Versão publicada:/)).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: GATE_MS });
  } finally {
    rmSync(clock, { force: true });
  }
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
});
