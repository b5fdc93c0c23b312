// Issue 26 item 13: in WebKit, selecting all of the credit field and typing a new value was seen to
// give "R$ 500.020.000" instead of "R$ 50.000" (driven through WebKit's inspector protocol). Here
// with real key events through WebKitWebDriver: Ctrl+A, then the digits, as a visitor types them.
import { Key } from 'selenium-webdriver';
import { expect, test } from 'vitest';
import { answerUntil, chooseCar, startSimulation } from './journey.ts';
import { PHONE, useWebKit } from './session.ts';

const webkit = useWebKit(PHONE);

test('issue26-item13-credit-select-all: Ctrl+A then 50000 over R$ 20.000 shows R$ 50.000, and the chat takes R$ 50.000', async () => {
  const page = webkit.page();
  await startSimulation(page);
  await chooseCar(page);
  await answerUntil(page, 'lead-credit-value-add');
  const input = await page.input();
  await input.click();
  await input.sendKeys('20000');
  await page.until(async () => (await page.value(input)) === 'R$ 20.000', 'typing 20000 shows R$ 20.000');

  await page.driver.actions().keyDown(Key.CONTROL).sendKeys('a').keyUp(Key.CONTROL).perform();
  const selected = await page.run<[number, number, number]>('const i = arguments[0]; return [i.selectionStart, i.selectionEnd, i.value.length];', input);
  expect(selected, 'Ctrl+A selects the whole field').toEqual([0, 'R$ 20.000'.length, 'R$ 20.000'.length]);
  await input.sendKeys('50000');
  await page.shot('issue26-item13-retyped');
  expect(await page.value(input)).toBe('R$ 50.000');

  // Selected with the mouse's select-all (the field's own select()), typed over once more.
  await page.run('arguments[0].select()', input);
  await input.sendKeys('70000');
  expect(await page.value(input)).toBe('R$ 70.000');

  await input.sendKeys(Key.ENTER);
  await page.expectLog('Perfeito! Tenho ótimas opções de crédito a partir de R$ 70.000,00 para você.');
});
