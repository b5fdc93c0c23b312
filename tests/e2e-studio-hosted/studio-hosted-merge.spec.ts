// Two editors, two drafts, one step (issue 25 items 1–3), in the hosted studio of the two-person
// journey (same config, same studio process): Ana and Bruno each open a draft from the same
// published version. In the "no plan found" step Ana rewrites the first bubble and Bruno the second
// — adjacent lines, a conflict for git's line merge — and both rewrite the opening question. Ana's
// draft is published; Bruno's draft, merged with it in the background, is listed "Em conflito"; his
// editor shows "Ana Lima mudou este texto na versão publicada para X; seu rascunho diz Y"; he keeps
// his; his draft is published too, and the published file holds Ana's bubble, Bruno's bubble and
// Bruno's question. Its own people (invited by a second admin), so it runs alone as well.
import { expect, type Page, test } from '@playwright/test';
import { acceptInvite, expectAccessible, inviteFromCommandLine, inviteFromPage, openText, remoteGit } from './helpers.ts';

test.describe.configure({ mode: 'serial' });

const RUN = Date.now().toString(36);
const ANA_BUBBLE = `Poxa, não encontrei nenhum plano para esse valor de crédito (${RUN}).`;
const BRUNO_BUBBLE = `Quer simular de novo com outro valor? (${RUN})`;
const ANA_QUESTION = `Para começar, qual bem você quer? (${RUN})`;
const BRUNO_QUESTION = `Vamos lá: qual bem você quer conquistar? (${RUN})`;
/** Submit and publish run the full gate (strict check and conversation tests). */
const GATE_MS = 120_000;

let ana: Page;
let bruno: Page;
let vera: Page;

/** A new draft with the person's texts: [etapa's first words, field, new text]. */
async function draftWith(page: Page, edits: [string, string, string][]): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Novo rascunho' }).click();
  await expect(page.getByRole('heading', { name: 'Rascunho', exact: true })).toBeVisible();
  for (const [words, field, text] of edits) {
    // Each text from a freshly loaded page: the etapa list as the last save left it.
    await page.reload();
    await openText(page, /\(\/rota99\)/, words);
    await expect(page.getByRole('checkbox', { name: 'Só para este parceiro' })).not.toBeChecked();
    await page.getByRole('textbox', { name: field, exact: true }).fill(text);
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(page.getByText('Salvo no rascunho.')).toBeVisible();
  }
}

async function submit(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Enviar para revisão' }).click();
  await expect(page.getByRole('heading', { name: 'Revisão do rascunho' })).toBeVisible({ timeout: GATE_MS });
  return page.url();
}

async function approveAndPublish(review: string): Promise<void> {
  await vera.goto(review);
  await vera.getByRole('button', { name: 'Aprovar', exact: true }).click();
  await expect(vera.getByText('Rascunho aprovado.')).toBeVisible();
  await vera.getByRole('button', { name: 'Publicar', exact: true }).click();
  await expect(vera.getByText(/Versão publicada:/)).toBeVisible({ timeout: GATE_MS });
}

test('two editors change adjacent bubbles of one step and the same question; both publish, the second decides the conflict in words', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(900_000);
  const admin = await acceptInvite(browser, inviteFromCommandLine(String(baseURL), 'chefe@empresa.com.br', 'admin', 'Carla Chefe'));
  ana = await acceptInvite(browser, await inviteFromPage(admin, 'ana.lima@empresa.com.br', 'Editor', 'Ana Lima'));
  bruno = await acceptInvite(browser, await inviteFromPage(admin, 'bruno.costa@empresa.com.br', 'Editor', 'Bruno Costa'));
  vera = await acceptInvite(browser, await inviteFromPage(admin, 'vera@empresa.com.br', 'Publicador', 'Vera Revisora'));

  await draftWith(ana, [
    ['Poxa, não encontrei', 'Mensagem 1 de 2', ANA_BUBBLE],
    ['Para começar, qual tipo de bem', 'Mensagem', ANA_QUESTION],
  ]);
  await draftWith(bruno, [
    ['Poxa, não encontrei', 'Mensagem 2 de 2', BRUNO_BUBBLE],
    ['Para começar, qual tipo de bem', 'Mensagem', BRUNO_QUESTION],
  ]);
  const brunoDraft = bruno.url();
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

  await approveAndPublish(await submit(bruno));
  const lead = remoteGit('show', 'main:flows/lead.yaml');
  expect(lead).toContain(`- "${ANA_BUBBLE}"\n      - "${BRUNO_BUBBLE}"`);
  expect(lead).toContain(`say: "${BRUNO_QUESTION}"`);
  expect(lead).not.toContain(ANA_QUESTION);
});
