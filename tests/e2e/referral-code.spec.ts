// Issue 15 item 5 in Chromium: a referral code over 100 characters (in the link, or stored by an
// older version) is neither stored nor sent, so the lead is saved and the plans show.
import { keepSentBodies } from './engines.ts';
import { test, expect } from './fixtures.ts';
import { chooseCar, log, tellAboutMe, MARIA } from './journey.ts';

test('a referral code over 100 characters is dropped and the lead still saves', async ({ page }) => {
  const sentTo = await keepSentBodies(page);
  await page.goto('/');
  // What an older version left behind.
  await page.evaluate(() => localStorage.setItem('referralcode', 'A'.repeat(150)));
  await page.goto(`/?referralcode=${'B'.repeat(150)}`);
  await expect(log(page)).toContainText('Vamos fazer sua simulação?');
  // Remembering (or forgetting) a code waits until the page is idle (src/forLaterVisits.ts).
  await expect.poll(() => page.evaluate(() => localStorage.getItem('referralcode'))).toBeNull();

  const lead = page.waitForResponse((r) => r.url().endsWith('/api/lead'));
  await page.getByRole('button', { name: 'SIMULAR AGORA' }).click();
  await chooseCar(page);
  await tellAboutMe(page, MARIA);
  const response = await lead;
  expect(response.status()).toBe(200);
  expect(await sentTo('/api/lead')).toMatchObject([{ referralCode: null }]);
  await expect(log(page)).toContainText('Encontrei estes planos para você!');
});
