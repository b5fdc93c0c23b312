// The whole journey up to the payment, as a visitor goes through it in the browser: start,
// category, the lead questions, a plan, the proposal. The questions are answered from the answer
// table (tests/journeys/answers.yaml) by the step the chat says it waits on, so a question added
// to the flows needs one more row there, not a change here.
import type { Locator, Page } from '@playwright/test';
import { SNAPSHOT_KEY } from '../../src/session/savedConversation.ts';
import { answerFor, answerTable, noAnswer, type Answers } from '../journeys/answers.ts';
import { expect } from './fixtures.ts';

export interface Visitor {
  nome: string;
  /** Credit in reais, as typed. */
  credito: string;
  /** Monthly income in reais, as typed. */
  renda: string;
  email: string;
  telefone: string;
  /** Holder CPF, digits (111.444.777-35 makes the sandbox refuse Pix and boleto). */
  cpf: string;
  cep: string;
  nascimento: string;
}

export const MARIA: Visitor = {
  nome: 'Maria da Conceição',
  credito: '50000',
  renda: '10000',
  email: 'maria@exemplo.com.br',
  telefone: '11987654321',
  cpf: '52998224725',
  cep: '01310100',
  nascimento: '17051990',
};

export function log(page: Page): Locator {
  return page.getByRole('log');
}

/** Waits for the bot's question and the input it asks for, types the answer and sends it. */
export async function answer(page: Page, question: string, text: string): Promise<void> {
  await expect(log(page)).toContainText(question);
  await expect(page.locator('.input-bar__hint')).toHaveText('Aperte ENTER para enviar:');
  const input = page.locator('.input-bar__input');
  await input.click();
  await input.pressSequentially(text);
  await page.getByRole('button', { name: 'Enviar' }).click();
}

/** Clicks one of the option buttons the bot is waiting on. */
export async function choose(page: Page, label: string): Promise<void> {
  await options(page).getByRole('button', { name: label, exact: true }).click();
}

export function options(page: Page): Locator {
  return page.getByRole('group', { name: 'Opções de resposta' });
}

/** copy-message-2 → SIMULAR AGORA. */
export async function startSimulation(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'SIMULAR AGORA' }).click();
}

/** lead-select-category: the car card (the second one; one card at a time on a phone). */
export async function chooseCar(page: Page): Promise<void> {
  const car = page.getByRole('button', { name: 'Automóveis (novos ou seminovos)' });
  const next = page.getByRole('button', { name: 'Próximas categorias' });
  await expect(next).toBeVisible();
  if (!(await car.isVisible()) || ((await car.boundingBox())?.x ?? -1) > (page.viewportSize()?.width ?? 0)) await next.click();
  await expect.poll(async () => (await car.boundingBox())?.x ?? -1).toBeGreaterThan(0);
  await page.waitForTimeout(450); // the slide transition
  await car.click();
}

/** The visitor's lead answers as answer-table rows (by field). */
export function leadRows(visitor: Visitor): Answers {
  return {
    'lead.nome': visitor.nome,
    'lead.valorCredito': visitor.credito,
    'lead.rendaMensal': visitor.renda,
    'lead.email': visitor.email,
    'lead.telefone': visitor.telefone,
  };
}

/** The visitor as the plan's individual holder, as answer-table rows. */
export function holderRows(visitor: Visitor): Answers {
  return {
    'proposal-plan-holder': 'PESSOA FÍSICA',
    'contract.nomeRazao': visitor.nome,
    'contract.cpfCnpj': visitor.cpf,
    'contract.cep': visitor.cep,
    'contract.nascimentoFundacao': visitor.nascimento,
  };
}

/**
 * Answers each question the chat waits on (its data-waiting-on step and data-waiting-field) from
 * these rows, then the answer table, until it waits on `until` (a step, or any of several).
 */
export async function answerUntil(page: Page, until: string | string[], rows: Answers = {}): Promise<void> {
  const targets = [until].flat();
  const table = answerTable();
  const chat = page.locator('main.chat');
  const asked = new Map<string, number>();
  for (;;) {
    await expect(chat, `the chat waits on a question on the way to ${targets.join(' or ')}`).toHaveAttribute('data-waiting-on', /./);
    const step = (await chat.getAttribute('data-waiting-on'))!;
    if (targets.includes(step)) return;
    const field = (await chat.getAttribute('data-waiting-field')) ?? undefined;
    const text = answerFor({ step, field }, rows, table);
    if (text === undefined) throw new Error(noAnswer({ step, field }, targets.join('" or "')));
    const refusal = page.locator('.input-bar__hint--error');
    if (asked.has(step) && (await refusal.isVisible())) throw new Error(`"${step}" refused "${text}": ${await refusal.textContent()}`);
    const times = (asked.get(step) ?? 0) + 1;
    if (times > 3) throw new Error(`"${step}" was asked 3 times on the way to ${targets.join(' or ')}`);
    asked.set(step, times);
    if (field) await typeAnswer(page, text);
    else await choose(page, text);
    // Moved on (or asked the same step again: the loop counts it), once the bot is waiting again.
    await expect(chat)
      .not.toHaveAttribute('data-waiting-on', step, { timeout: 1000 })
      .catch(() => undefined);
  }
}

/** Types into the input bar as a visitor does (the mask formats it) and sends it. */
async function typeAnswer(page: Page, text: string): Promise<void> {
  const input = page.locator('.input-bar__input');
  await input.click();
  await input.pressSequentially(text);
  await page.getByRole('button', { name: 'Enviar' }).click();
}

/** Every lead question (name, plan type when asked, credit, income, e-mail, phone, any added one), up to the plan carousel. */
export async function tellAboutMe(page: Page, visitor: Visitor): Promise<void> {
  await answerUntil(page, 'plans-list-select', leadRows(visitor));
}

/** plans-list-select: checks the first plan of the first credit and continues with it. */
export async function chooseFirstPlan(page: Page): Promise<void> {
  const carousel = page.locator('.plan-carousel').last();
  await expect(carousel).toBeVisible();
  await carousel.locator('.plan-card').first().locator('.plan-option').first().click();
  const primary = carousel.locator('.plan-carousel__primary');
  await expect(primary).toHaveText('CONTINUAR');
  await expect(primary).not.toHaveAttribute('aria-disabled');
  await primary.click();
  await choose(page, 'SEGUIR COM ESSE PLANO');
}

/** The holder data, the terms, and CONFIRMAR: the proposal is created and the payment starts. */
export async function makeProposal(page: Page, visitor: Visitor): Promise<void> {
  await answerUntil(page, 'proposal-terms', holderRows(visitor));
  await choose(page, 'CONFIRMAR');
  await expect(log(page)).toContainText('Proposta gerada com sucesso! 🎉');
}

/**
 * The tab's saved conversation (src/session/conversationStore.ts) once a visitor of this worker
 * reached the terms, by visitor: the lead, the plan and the holder data are lead.spec's and
 * plans.spec's to test, so the payment specs walk them once per worker and then resume a new tab
 * at the terms, where CONFIRMAR creates each test's own proposal.
 */
const savedAtTerms = new Map<string, string>();

/**
 * The whole journey up to payment-options (the methods the proposal offers); from the terms on,
 * unless `walkAll`, when this worker already walked there with this visitor.
 */
export async function toPayment(page: Page, visitor: Visitor = MARIA, { walkAll = false } = {}): Promise<void> {
  const key = JSON.stringify(visitor);
  const saved = walkAll ? undefined : savedAtTerms.get(key);
  if (saved) await resumeAtTerms(page, saved);
  else {
    await startSimulation(page);
    await chooseCar(page);
    await tellAboutMe(page, visitor);
    await chooseFirstPlan(page);
    await answerUntil(page, 'proposal-terms', holderRows(visitor));
    savedAtTerms.set(key, await savedConversationAt(page, 'proposal-terms'));
  }
  await choose(page, 'CONFIRMAR');
  await expect(log(page)).toContainText('Proposta gerada com sucesso! 🎉');
  await expect(log(page)).toContainText('Como você prefere pagar?');
  await expect(options(page)).toHaveAttribute('data-step', 'payment-options');
}

/** What the tab saved, once it is the conversation waiting on `step`. */
async function savedConversationAt(page: Page, step: string): Promise<string> {
  const read = () => page.evaluate((key) => sessionStorage.getItem(key) ?? '', SNAPSHOT_KEY);
  await expect.poll(async () => (JSON.parse((await read()) || '{}') as { snapshot?: { step?: string } }).snapshot?.step).toBe(step);
  return read();
}

/** Opens the chat in this tab with that saved conversation (saved just now, as a reload would find it). */
async function resumeAtTerms(page: Page, saved: string): Promise<void> {
  const fresh = JSON.stringify({ ...JSON.parse(saved), savedAt: Date.now() });
  // Once per tab: a later reload in the test must find what the conversation saved since.
  await page.addInitScript(
    ([key, value]) => {
      // The chat's page only: init scripts run in every frame, the card frame's too.
      if (window !== window.top || sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      sessionStorage.setItem(key, value);
    },
    [SNAPSHOT_KEY, fresh] as const,
  );
  await page.goto('/');
  await expect(options(page)).toHaveAttribute('data-step', 'proposal-terms');
}

/**
 * The card modal: its dialog lives in the card frame, a document of another origin (issue 28
 * item 8), so the page's own locators cannot see into it.
 */
export function cardDialog(page: Page): Locator {
  return page.frameLocator('iframe[data-testid="card-frame"]').getByRole('dialog', { name: 'Pagamento com cartão de crédito' });
}
