// The visitor's whole journey in WebKit at a phone's 390×844: greeting, category, every lead question
// with its mask, the plan carousel, the holder's data, the terms, Pix, then the card modal.
import { expect, test } from 'vitest';
import { HOLDER_FIELDS, LEAD_FIELDS, answerUntil, chooseCar, chooseFirstPlan, makeProposal, startSimulation } from './journey.ts';
import { firstInstalment, payByCard, payByPixThenChange } from './payment.ts';
import { PHONE, useWebKit } from './session.ts';

const webkit = useWebKit(PHONE);

test('a visitor goes from the greeting to a card payment in WebKit at 390×844', async () => {
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
