// The visitor's journey in WebKit, as tests/e2e/journey.ts walks it in Chromium: start, category,
// every question the chat asks (answered by the step it waits on, from the answer table or the
// visitor's typing below), a plan, the holder's data and the terms. Each typed answer is checked as
// the mask shows it before it is sent, and a question the chat refuses stops the journey there.
import { Key, type WebElement } from 'selenium-webdriver';
import { answerFor, answerTable, noAnswer } from '../journeys/answers.ts';
import type { WebKitPage } from './page.ts';

/** What the visitor types into a field, and what the field then shows (its mask's work). */
export interface Typed {
  type: string;
  shows: string;
}

/** Maria, typing digits only: every mask has to format them (tests/e2e/journey.ts's MARIA). */
export const MARIA: Record<string, Typed> = {
  'lead.nome': { type: 'Maria da Conceição', shows: 'Maria da Conceição' },
  'lead.valorCredito': { type: '50000', shows: 'R$ 50.000' },
  'lead.rendaMensal': { type: '10000', shows: 'R$ 10.000' },
  'lead.email': { type: 'maria@exemplo.com.br', shows: 'maria@exemplo.com.br' },
  'lead.telefone': { type: '11987654321', shows: '(11) 98765-4321' },
  'contract.nomeRazao': { type: 'Maria da Conceição', shows: 'Maria da Conceição' },
  'contract.cpfCnpj': { type: '52998224725', shows: '529.982.247-25' },
  'contract.cep': { type: '01310100', shows: '01310-100' },
  'contract.nascimentoFundacao': { type: '17051990', shows: '17/05/1990' },
};

/** The lead's questions in the order the chat asks them on the main route. */
export const LEAD_FIELDS = ['lead.nome', 'lead.valorCredito', 'lead.rendaMensal', 'lead.email', 'lead.telefone'];
export const HOLDER_FIELDS = ['contract.nomeRazao', 'contract.cpfCnpj', 'contract.cep', 'contract.nascimentoFundacao'];

/** SIMULAR AGORA once the app has taken the prerendered button over. */
export async function startSimulation(page: WebKitPage, path = '/'): Promise<void> {
  await page.open(path);
  await page.choose('SIMULAR AGORA');
  await page.waitFor('lead-select-category');
}

/** The car card (the carousel's second: one card at a time on a phone). */
export async function chooseCar(page: WebKitPage): Promise<void> {
  const car = await page.button('Automóveis (novos ou seminovos)');
  // Where the card is: -1 left of the view, 0 in it, 1 right of it.
  const side = () => page.run<number>('const r = arguments[0].getBoundingClientRect(); return r.left < 0 ? -1 : r.right > innerWidth ? 1 : 0;', car);
  // An arrow clicked before the carousel is ready slides nothing (seen on a loaded machine): the
  // arrow towards the card is clicked again every few seconds until the card is in view.
  let clickedAt = 0;
  await page.until(async () => {
    const where = await side();
    if (where === 0) return true;
    if (Date.now() - clickedAt > 5_000) {
      const arrow = where > 0 ? 'Próximas categorias' : 'Categorias anteriores';
      await page.click(await page.button(arrow), arrow);
      clickedAt = Date.now();
    }
    return null;
  }, 'the car card slides into view');
  await page.click(car, 'the car card');
}

/** Types `typed.type` into the input bar with real key events, checks what the mask shows, sends it. */
export async function typeAnswer(page: WebKitPage, field: string, typed: Typed): Promise<void> {
  const input = await page.input();
  await input.click();
  await input.sendKeys(typed.type);
  const shows = () => page.value(input);
  await page.until(
    async () => (await shows()) === typed.shows,
    async () => `${field}: typing "${typed.type}" shows "${typed.shows}" (it shows "${await shows()}")`,
  );
  await input.sendKeys(Key.ENTER);
}

/**
 * Answers each question the chat waits on until it waits on `until`: a field from `typing`, an option
 * from the answer table (tests/journeys/answers.yaml). Returns the fields it typed, in order.
 */
export async function answerUntil(page: WebKitPage, until: string, typing: Record<string, Typed> = MARIA): Promise<string[]> {
  const table = answerTable();
  const typedFields: string[] = [];
  const asked = new Map<string, number>();
  for (;;) {
    const step = await page.until(() => page.waitingOn(), `a question on the way to "${until}"`);
    if (step === until) return typedFields;
    const field = await page.run<string | null>('return document.querySelector("main.chat").getAttribute("data-waiting-field")');
    const times = (asked.get(step) ?? 0) + 1;
    if (times > 1) {
      const refusal = await page.run<string | null>('return document.querySelector(".input-bar__hint--error")?.textContent ?? null');
      throw new Error(`"${step}" was asked again on the way to "${until}"${refusal ? `: "${refusal}"` : ''}`);
    }
    asked.set(step, times);
    if (field) {
      const typed = typing[field] ?? tableTyping(step, field, table);
      await typeAnswer(page, field, typed);
      typedFields.push(field);
    } else {
      const label = answerFor({ step }, table);
      if (label === undefined) throw new Error(noAnswer({ step }, until));
      await page.choose(label);
    }
    // On once the chat no longer waits on this step (or asks it again: the loop says so).
    const refused = 'return !!document.querySelector(".input-bar__hint--error")';
    await page.until(async () => (await page.waitingOn()) !== step || (await page.run<boolean>(refused)), `the chat moves on from "${step}"`);
  }
}

/** A field the visitor's rows do not cover: the answer table's text, shown as typed. */
function tableTyping(step: string, field: string, table: Record<string, string>): Typed {
  const text = answerFor({ step, field }, table);
  if (text === undefined) throw new Error(noAnswer({ step, field }, 'the end of the journey'));
  return { type: text, shows: text };
}

/** plans-list-select: the first plan of the first credit, CONTINUAR, SEGUIR COM ESSE PLANO. */
export async function chooseFirstPlan(page: WebKitPage, shot = 'plans'): Promise<void> {
  const option = await page.until(
    () => page.run<WebElement | null>('return [...document.querySelectorAll(".plan-carousel")].pop()?.querySelector(".plan-card .plan-option") ?? null'),
    'the plan carousel',
  );
  await page.shot(shot);
  await page.click(option, 'the first plan');
  const primary = await page.button('CONTINUAR', '.plan-carousel');
  await page.until(async () => (await primary.getAttribute('aria-disabled')) === null, 'CONTINUAR usable once a plan is checked');
  await page.click(primary, 'CONTINUAR');
  await page.choose('SEGUIR COM ESSE PLANO');
}

/** The holder's data and the terms, then CONFIRMAR: the proposal is made. Returns the typed fields. */
export async function makeProposal(page: WebKitPage): Promise<string[]> {
  const typed = await answerUntil(page, 'proposal-terms');
  await page.shot('terms');
  await page.choose('CONFIRMAR');
  await page.expectLog('Proposta gerada com sucesso! 🎉');
  return typed;
}
