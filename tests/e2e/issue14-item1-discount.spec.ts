// Issue 14 item 1 in the browser: the link the issue reported, /performance?idc=123, promises
// "sai por R$ 627,50" and the payment asks and the Pix charges R$ 627,50 (not R$ 1.255,00). The ids
// the lead is saved with are checked headless (tests/conversations/issue14-item1-…).
import { test, expect } from './fixtures.ts';
import { MARIA, chooseCar, chooseFirstPlan, choose, log, makeProposal, tellAboutMe } from './journey.ts';

const NBSP = '\u00a0';

test('issue 14 item 1: /performance?idc=123 charges the first instalment it promised', async ({ page }) => {
  await page.goto('/performance?idc=123');
  await page.getByRole('button', { name: 'SIMULAR AGORA' }).click();
  await chooseCar(page);
  await tellAboutMe(page, MARIA);
  await chooseFirstPlan(page);
  await expect(log(page)).toContainText(`Em vez de R$${NBSP}1.255,00, a sua primeira parcela sai por R$${NBSP}627,50.`);
  await makeProposal(page, MARIA);
  await expect(log(page)).toContainText(`O valor da primeira parcela é de R$${NBSP}627,50.`);

  const charged = page.waitForResponse((r) => r.url().endsWith('/api/pagamento/pix'));
  await choose(page, 'PIX');
  expect(((await (await charged).json()) as { data: { valor: number } }).data.valor).toBe(62_750);
  await expect(log(page)).toContainText(`Seu PIX de R$${NBSP}627,50 foi gerado`);
});
