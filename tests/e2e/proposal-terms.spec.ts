// Item 3 of issue 14 in Chromium: the proposal terms say the visitor read the group's regulation,
// and "regulamento do grupo" opens it (the sandbox's sample PDF) in a new tab.
import { test, expect } from './fixtures.ts';
import { MARIA, answerUntil, chooseCar, chooseFirstPlan, holderRows, log, options, startSimulation, tellAboutMe } from './journey.ts';

test('item 3: the proposal terms link to the group regulation, opened in a new tab', async ({ page, context }) => {
  await startSimulation(page);
  await chooseCar(page);
  await tellAboutMe(page, MARIA);
  await chooseFirstPlan(page);
  await answerUntil(page, 'proposal-terms', holderRows(MARIA));
  await expect(options(page)).toHaveAttribute('data-step', 'proposal-terms');
  await expect(log(page)).toContainText('você declara que leu e concorda com o regulamento do grupo');

  const link = log(page).getByRole('link', { name: 'regulamento do grupo' });
  await expect(link).toHaveAttribute('target', '_blank');
  const opened = context.waitForEvent('page');
  // The new tab's navigation, watched as a request: a browser that shows PDFs stays on its address,
  // one without a viewer (Chromium's headless shell) downloads it and leaves the tab at about:blank.
  const requested = context.waitForEvent('request', (r) => r.isNavigationRequest() && /\/api\/documentos\/regulamento\.pdf$/.test(r.url()));
  await link.click();
  const tab = await opened;
  const request = await requested;
  expect(request.frame().page()).toBe(tab);
  const pdf = await page.request.get(request.url());
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  // The visitor is still on the terms, with the four choices.
  await expect(options(page).getByRole('button')).toHaveText(['CONFIRMAR', 'DETALHES DO PLANO', 'ALTERAR DADOS', /FALAR COM OS ESPECIALISTAS/]);
});
