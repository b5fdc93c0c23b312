// Issue 15 item 9 in Chromium: the preview server sends a strict CSP and its companion headers,
// and under them the app still works from the greeting to the card form and the Pix QR code,
// without a single CSP violation.
import { createHash } from 'node:crypto';
import { test, expect } from './fixtures.ts';
import { cardDialog, choose, log, toPayment } from './journey.ts';

test('the page carries the CSP and security headers, and the app works under them without violations', async ({ page }) => {
  const violations: string[] = [];
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { __cspViolations: string[] }).__cspViolations = []);
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) violations.push(m.text());
  });

  const response = await page.goto('/');
  const headers = response!.headers();
  const csp = headers['content-security-policy'];
  // The one inline script (the early tap of src/contracts/earlyChoice.ts) is allowed by its hash, nothing else inline.
  expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*' https:\/\/www\.googletagmanager\.com;/);
  // The page's one inline stylesheet is allowed by its hash, which the build also lists for a CDN.
  const style = (await response!.text()).match(/<style>([\s\S]*?)<\/style>/)![1];
  expect(csp).toContain(`style-src 'self' 'sha256-${createHash('sha256').update(style).digest('base64')}';`);
  const policies = await (await page.request.get('/page-policies.json')).json();
  // The card frame's origin (issue 28 item 8): a deploy setting the build names; here, where the
  // build has none, the preview names this server under its other loopback name.
  expect(csp).toContain(`frame-src ${new URL(page.url()).origin.replace('127.0.0.1', 'localhost')};`);
  expect(csp.replace(/ frame-src [^;]*;/, '')).toBe(policies['index.html']);
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  // Assets are covered too (nosniff matters most for them).
  const script = await page.request.get((await page.locator('script[type="module"]').first().getAttribute('src'))!);
  expect(script.headers()['x-content-type-options']).toBe('nosniff');

  // The whole journey: lazy chunks, carousels, images, masks, the card modal, the Pix QR image.
  await toPayment(page, undefined, { walkAll: true });
  await choose(page, 'CARTÃO DE CRÉDITO');
  const modal = cardDialog(page);
  await expect(modal).toBeVisible();
  await modal.getByLabel('Número do cartão').pressSequentially('4111111111111111');
  await expect(modal.getByTestId('card-preview-number')).toHaveText('4111 1111 1111 1111');
  await modal.getByRole('button', { name: 'VOLTAR' }).click();
  await choose(page, 'PIX');
  await expect(log(page)).toContainText('foi gerado');
  await choose(page, 'QR CODE');
  const qr = page.getByRole('img', { name: 'QR Code do PIX' });
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

  const seen = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
  expect([...seen, ...violations]).toEqual([]);
});

test('an inline script injected into the page does not run', async ({ page }) => {
  await page.goto('/');
  await expect(log(page)).toContainText('Vamos fazer sua simulação?');
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
});

test('an inline style injected into the page is not applied: only the page’s own stylesheet is', async ({ page }) => {
  await page.goto('/rota99');
  await expect(log(page)).toContainText('Vamos fazer sua simulação?');
  const before = await page.evaluate(() => getComputedStyle(document.querySelector('.chat__log')!).display);
  expect(before).not.toBe('none');
  const after = await page.evaluate(async () => {
    const style = document.createElement('style');
    style.textContent = '.chat__log { display: none }';
    document.head.append(style);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return getComputedStyle(document.querySelector('.chat__log')!).display;
  });
  expect(after).toBe(before);
});
