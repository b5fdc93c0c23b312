import { test, expect } from './fixtures.ts';

test('greets the visitor and moves on after SIMULAR AGORA', async ({ page }) => {
  await page.goto('/');
  const log = page.getByRole('log');
  await expect(log).toContainText('sem juros');
  await expect(log).toContainText('sem entrada');
  await page.getByRole('button', { name: 'SIMULAR AGORA' }).click();
  // The chosen option is echoed as the visitor's message, then the lead phase starts.
  await expect(log.getByText('SIMULAR AGORA')).toBeVisible();
  await expect(log).toContainText('qual tipo de bem');
});

test('shows error-general when the health check fails, and recovers with TENTAR NOVAMENTE', async ({ page }) => {
  let healthy = false;
  await page.route('**/hc', (route) => (healthy ? route.continue() : route.fulfill({ status: 503, body: '' })));
  await page.goto('/');
  await page.getByRole('button', { name: 'SIMULAR AGORA' }).click();
  const log = page.getByRole('log');
  await expect(log).toContainText('Desculpe, estamos passando por instabilidades. Tente novamente mais tarde.');
  await expect(page.getByRole('button', { name: 'FALAR COM OS ESPECIALISTAS' })).toBeVisible();

  healthy = true;
  await page.getByRole('button', { name: 'TENTAR NOVAMENTE' }).click();
  // Restarts from copy-message-2: the simulate button comes back and now works.
  await page.getByRole('button', { name: 'SIMULAR AGORA' }).click();
  await expect(log).toContainText('qual tipo de bem');
});

test('FALAR COM OS ESPECIALISTAS opens the messaging link in a new tab', async ({ page, context }) => {
  await page.route('**/hc', (route) => route.fulfill({ status: 500, body: '' }));
  await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, body: 'ok' }));
  await page.goto('/');
  await page.getByRole('button', { name: 'SIMULAR AGORA' }).click();
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'FALAR COM OS ESPECIALISTAS' }).click();
  // Firefox reports the new tab at about:blank first, then navigates it: wait for the address.
  await expect(await popup).toHaveURL(/^https:\/\/wa\.me\//);
});
