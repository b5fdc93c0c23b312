// The visitor's whole journey in WebKit at a desktop's 1280×800, and one partner's route (/rota99:
// its own look, plan type and first-instalment discount) up to the holder's data.
import { expect, test } from 'vitest';
import { compileFlows } from '../../scripts/compiler/compileFlows.ts';
import { HOLDER_FIELDS, LEAD_FIELDS, answerUntil, chooseCar, chooseFirstPlan, makeProposal, startSimulation } from './journey.ts';
import { firstInstalment, payByCard, payByPixThenChange } from './payment.ts';
import { DESKTOP, useWebKit } from './session.ts';

const webkit = useWebKit(DESKTOP);

test('a visitor goes from the greeting to a card payment in WebKit at 1280×800', async () => {
  const page = webkit.page();
  await page.open('/');
  await page.expectLog('Eu sou o assistente virtual da Mycon');
  await page.shot('greeting');
  await startSimulation(page);
  await page.shot('categories');
  await chooseCar(page);
  expect(await answerUntil(page, 'plans-list-select')).toEqual(LEAD_FIELDS);
  await chooseFirstPlan(page);
  expect(await makeProposal(page)).toEqual(HOLDER_FIELDS);
  const amount = await firstInstalment(page);
  await payByPixThenChange(page, amount);
  await payByCard(page, amount);
  await page.shot('finished');
});

test('the /rota99 partner route shows its own page and sells its Paga Metade plan with the discount', async () => {
  const page = webkit.page();
  const rota99 = compileFlows({ root: process.cwd() }).variants.rota99;
  await page.open('/rota99');
  // The greeting's words up to its first markup or placeholder.
  const greeting = [rota99.texts?.['copy-message-1'] ?? ''].flat()[0].split(/[<{]/)[0];
  expect(greeting.length).toBeGreaterThan(10);
  await page.expectLog(greeting);
  expect(await page.driver.getTitle()).toBe(rota99.title);
  const look = await page.run<{ header: string; banner: string | null; logo: string | null }>(
    'return { header: getComputedStyle(document.querySelector("header")).backgroundColor, banner: document.querySelector(".chat__banner")?.getAttribute("src") ?? null, logo: document.querySelector("header .brand-logo")?.getAttribute("src") ?? null };',
  );
  expect(look).toEqual({ header: rgb(rota99.theme!.background!), banner: rota99.bannerSrc, logo: `/brands/${rota99.brand}.png` });
  await page.shot('rota99-greeting');

  await startSimulation(page, '/rota99');
  await chooseCar(page);
  // The partner sells one plan type: the chat does not ask which.
  expect(await answerUntil(page, 'plans-list-select')).toEqual(LEAD_FIELDS);
  await chooseFirstPlan(page, 'rota99-plans');
  await page.expectLog('vale até a contemplação');
  await page.expectLog('de desconto na primeira parcela');
  await page.waitFor('proposal-plan-holder');
  await page.shot('rota99-discount');
});

function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
