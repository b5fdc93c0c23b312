// The WebKit journey fails where a step breaks (issue 27: it must be able to fail): an answer the
// chat refuses stops it at that question, and a mask that shows something else stops it at the field.
import { expect, test } from 'vitest';
import { MARIA, answerUntil, chooseCar, startSimulation } from './journey.ts';
import { PHONE, useWebKit } from './session.ts';

const webkit = useWebKit(PHONE);

test('a credit the category refuses (R$ 20.000 for a car) stops the journey at the credit question', async () => {
  const page = webkit.page();
  await startSimulation(page);
  await chooseCar(page);
  const refused = { ...MARIA, 'lead.valorCredito': { type: '20000', shows: 'R$ 20.000' } };
  await expect(answerUntil(page, 'plans-list-select', refused)).rejects.toThrow(
    /^"lead-credit-value-add" was asked again on the way to "plans-list-select": "/,
  );
});

test('a mask expectation the field does not meet stops the journey at that field', async () => {
  const page = webkit.page();
  await startSimulation(page);
  await chooseCar(page);
  const wrong = { ...MARIA, 'lead.valorCredito': { type: '50000', shows: '50000' } };
  const usual = page.timeout;
  page.timeout = 4000;
  try {
    await expect(answerUntil(page, 'plans-list-select', wrong)).rejects.toThrow(
      /^lead\.valorCredito: typing "50000" shows "50000" \(it shows "R\$ 50\.000"\): not within 4 s/,
    );
  } finally {
    page.timeout = usual;
  }
});
