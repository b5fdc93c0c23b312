// The map of a draft's conversation, "Mapa da conversa" (issue 24: the old studio's flow map,
// phase overview, coverage and overview, ported from tests/e2e-studio/studio.spec.ts and
// studio-coverage.spec.ts), in Chromium against `npm run studio` on its own port. A developer's
// commit in the remote adds a step no path reaches; a draft opened from it is mapped: one box per
// step, the parts first at a readable size, a part at a zoom where its text reads, search by words
// and by code, a partner's texts in the boxes, a box's text opening the editor at that etapa, the
// problems list opening its etapa, the coverage computed on demand marking only what no test
// reaches; then a draft from a commit with a broken file shows its errors beside what it can map.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { compileFlows } from '../../scripts/compiler/compileFlows.ts';
import { expectAccessible, pushToRemoteMain } from './helpers.ts';
import { type StudioProcess, startStudio } from './studioProcess.ts';

test.describe.configure({ mode: 'serial' });

// The config's own server takes E2E_PORT; this spec's studio +4.
const PORT = Number(process.env.E2E_PORT ?? 5200) + 4;
const UNTESTED_PINK = 'rgb(252, 228, 236)';
const ORPHAN = '  etapa-sem-teste:\n    say: "Etapa que nenhum caminho visita."\n    next: payment-init\n';

let studio: StudioProcess | undefined;
let page: Page;
let mapUrl = '';

/** A developer's commit pushed into this spec's studio's remote main: one file rewritten by `edit`. */
const pushToMain = (path: string, edit: (text: string) => string): string => pushToRemoteMain(path, edit, `Changes ${path}`, studio?.remote ?? '');

/** The number of steps the compiler finds in the remote's main (what a new draft holds). */
function remoteStepCount(): number {
  const root = mkdtempSync(join(tmpdir(), 'studio-map-content-'));
  try {
    execFileSync('tar', ['-x', '-C', root], { input: execFileSync('git', ['--git-dir', studio?.remote ?? '', 'archive', 'main', 'flows', 'variants']) });
    return Object.keys(compileFlows({ root }).flow.steps).length;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

async function newDraftMap(): Promise<string> {
  await page.goto(`${studio?.url}/`);
  await page.getByRole('button', { name: 'Novo rascunho' }).click();
  await expect(page.getByRole('heading', { name: 'Rascunho', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Mapa da conversa' }).click();
  await expect(page.getByRole('heading', { name: 'Mapa da conversa' })).toBeVisible();
  return page.url();
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  studio = await startStudio(PORT);
  pushToMain('flows/payment.yaml', (text) => text.replace(/^steps:\n/m, `steps:\n${ORPHAN}`));
  page = await (await browser.newContext()).newPage();
  await page.goto(studio.inviteLink);
  await page.getByRole('button', { name: 'Aceitar convite e entrar' }).click();
  await expect(page.getByRole('heading', { name: 'Meus rascunhos' })).toBeVisible();
  mapUrl = await newDraftMap();
});

test.afterAll(async () => {
  await page?.context().close();
  await studio?.stop();
});

test('the map of every part shows one box per step of the draft, each arrow saying why it is taken', async () => {
  const stepCount = remoteStepCount();
  expect(stepCount).toBeGreaterThan(100);
  await page.goto(`${mapUrl}?parte=todas`);
  await expect(page.locator('.react-flow__node')).toHaveCount(stepCount);
  await expect(page.locator('.react-flow__edge-text', { hasText: 'botão “CARTÃO DE CRÉDITO”' }).first()).toBeAttached();
  await expect(page.locator('.react-flow__edge-text', { hasText: 'se der erro' }).first()).toBeAttached();
  await expect(page.getByRole('button', { name: /Parte da conversa/ })).toContainText(`Todas as partes (${stepCount} etapas)`);
  // No error in this draft: no banner (a broken one has it, last test).
  await expect(page.getByTestId('error-banner')).toHaveCount(0);
});

test('the map opens on the parts, readable, and a part opens at a zoom where its steps’ text reads', async () => {
  await page.goto(mapUrl);
  const payment = page.locator('.phase-card[data-part="payment"]');
  await expect(payment).toContainText(/\d+ etapas/);
  await expect(payment).toContainText(/Leva a: .*Pesquisa de satisfação/);
  // The fallbacks to the error step are one line per part, not lines across the map.
  await expect(page.locator('.phase-card[data-part="lead"]')).toContainText(/Em caso de erro vai para: .*Desculpe, estamos passando.* \(de \d+ etapas\)/);
  const cardText = await payment
    .locator('p')
    .first()
    .evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
  expect(cardText).toBeGreaterThanOrEqual(12);
  await expectAccessible(page);

  await payment.getByRole('link', { name: 'Pagamento', exact: true }).click();
  const first = page.locator('.step-node[data-step="payment-init"]');
  await expect(first).toBeVisible();
  // The text as drawn on screen: its CSS size times the map's zoom.
  const shown = await first.evaluate((node) => {
    const viewport = node.closest('.react-flow__viewport') as HTMLElement;
    const zoom = new DOMMatrixReadOnly(getComputedStyle(viewport).transform).a;
    return Number.parseFloat(getComputedStyle(node.querySelector('.step-node__text') ?? node).fontSize) * zoom;
  });
  expect(shown).toBeGreaterThanOrEqual(10);
  await expectAccessible(page);
});

test('search from the first view opens the part on the step', async () => {
  await page.goto(mapUrl);
  await page.getByRole('searchbox', { name: 'Procurar etapa' }).fill('prefere pagar');
  // More than one step asks it: each result names its part.
  const results = page.getByRole('list', { name: 'Resultados da busca' });
  await results.getByRole('listitem').filter({ hasText: 'Pagamento' }).getByRole('link', { name: 'Como você prefere pagar?' }).click();
  await expect(page).toHaveURL(/parte=payment&etapa=payment-options/);
  await expect(page.locator('.step-node[data-step="payment-options"]')).toBeInViewport();
});

test('search on the map finds a step by a word of its text and by its code', async () => {
  await page.goto(`${mapUrl}?parte=todas`);
  await expect(page.locator('.react-flow__node').first()).toBeAttached();
  const search = page.getByRole('searchbox', { name: 'Procurar etapa' });
  await search.fill('prefere pagar');
  const payment = page.getByRole('list', { name: 'Resultados da busca' }).getByRole('listitem').filter({ hasText: 'Pagamento' });
  await expect(payment.getByRole('button', { name: 'Como você prefere pagar?' })).toBeVisible();
  await expect(page.locator('.step-node--match[data-step="payment-options"]')).toBeAttached();
  await expect(page.locator('.step-node--match[data-step="copy-message-1"]')).toHaveCount(0);
  await search.fill('PAYMENT-OPTIONS');
  await expect(page.locator('.step-node--match[data-step="payment-options"]')).toBeAttached();
  await expect(page.locator('.step-node--match')).toHaveCount(1);
});

test('the boxes show a chosen partner’s texts, and a box’s text opens the etapa in the draft editor', async () => {
  await page.goto(`${mapUrl}?parte=intro&etapa=copy-message-1`);
  const greeting = page.locator('.step-node[data-step="copy-message-1"]');
  await expect(greeting).not.toContainText('motorista');
  await page.getByRole('button', { name: /Textos de qual parceiro/ }).click();
  await page.getByRole('option', { name: /\(rota99\)/ }).click();
  await expect(greeting).toContainText('Olá, motorista!');
  await greeting.getByRole('link').click();
  await expect(page).toHaveURL(/\/rascunhos\/[^/?]+\?etapa=copy-message-1&parceiro=rota99/);
  await expect(page.getByRole('combobox', { name: 'Etapa da conversa' })).toHaveValue(/^Boas-vindas · etapa 1/);
  await expect(page.getByRole('textbox').filter({ hasText: 'Olá, motorista!' }).first()).toBeVisible();
});

test('the overview lists the parts with their step counts and every problem, each opening its etapa', async () => {
  await page.goto(mapUrl);
  await expect(page.getByTestId('flow-files').getByRole('row', { name: /Pagamento/ })).toContainText(/\d+/);
  const problems = page.getByTestId('problems');
  const orphan = problems.getByRole('listitem').filter({ hasText: 'nenhum caminho da conversa chega a esta etapa' }).first();
  await expect(orphan).toContainText('Etapa que nenhum caminho visita');
  await orphan.getByRole('link', { name: 'Abrir a etapa' }).click();
  await expect(page).toHaveURL(/\?etapa=etapa-sem-teste/);
  await expect(page.getByRole('combobox', { name: 'Etapa da conversa' })).toHaveValue(/Etapa que nenhum caminho visita/);
  // On the map, the same step is marked in words.
  await page.goto(`${mapUrl}?parte=payment&etapa=etapa-sem-teste`);
  await expect(page.locator('.step-node[data-step="etapa-sem-teste"]')).toContainText('inalcançável');
});

test('the coverage, computed on demand, marks the steps and links no test reaches, and only those', async () => {
  test.setTimeout(240_000);
  await page.goto(`${mapUrl}?parte=payment`);
  const untested = page.locator('.step-node[data-step="etapa-sem-teste"]');
  const tested = page.locator('.step-node[data-step="payment-init"]');
  await expect(untested).not.toHaveClass(/step-node--untested/);
  await page.getByRole('button', { name: 'Calcular cobertura' }).click();
  await expect(page.getByTestId('coverage-summary')).toContainText(/testes de conversa passam por \d+ de \d+ etapas/, { timeout: 180_000 });
  await expect(untested).toHaveClass(/step-node--untested/);
  await expect(untested).toHaveCSS('background-color', UNTESTED_PINK);
  await expect(untested).toContainText('sem teste');
  await expect(tested).not.toHaveClass(/step-node--untested/);
  await expect(tested).not.toHaveCSS('background-color', UNTESTED_PINK);
  await expect(page.getByText('sem teste: nenhum teste de conversa passa por aqui')).toBeVisible();

  const testedLink = page.locator('.react-flow__edge[data-id^="payment-init→payment-first-parcel#"]');
  const untestedLink = page.locator('.react-flow__edge[data-id^="etapa-sem-teste→payment-init#"]');
  await expect(untestedLink).toHaveClass(/edge--untested/);
  await expect(untestedLink.locator('path').first()).toHaveCSS('stroke-dasharray', '4px, 3px');
  await expect(testedLink).toHaveCount(1);
  await expect(testedLink).not.toHaveClass(/edge--untested/);

  // The box turns the marks off; the coverage stays known for this version (no new run).
  const box = page.getByRole('checkbox', { name: 'Marcar no mapa o que nenhum teste percorre' });
  await box.click({ force: true });
  await expect(box).not.toBeChecked();
  await expect(page).toHaveURL(/cobertura=nao/);
  await expect(untested).not.toHaveClass(/step-node--untested/);
  await page.reload();
  await expect(page.getByTestId('coverage-summary')).toBeVisible();
});

test('a draft with a broken file shows its errors beside what it can map, instead of a blank page', async () => {
  pushToMain('flows/survey.yaml', (text) => `${text}\n  broken: [unclosed\n`);
  const broken = await newDraftMap();
  await expect(page.getByTestId('error-banner')).toContainText('Este rascunho tem um erro');
  await expect(page.getByTestId('flow-files')).toBeVisible();
  await expect(page.getByTestId('problems').getByRole('listitem').filter({ hasText: 'Pesquisa de satisfação' }).first()).toContainText('Erro');
  await page.goto(`${broken}?parte=payment`);
  await expect(page.locator('.step-node[data-step="payment-init"]')).toBeVisible();
});
