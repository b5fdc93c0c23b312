// A route's page paints its header, banner and first bubbles from the HTML, before any JavaScript
// (scripts/prerender/); the app then takes over the same markup: one copy of each bubble, nothing moves.
import { compileFlows } from '../../scripts/compiler/compileFlows.ts';
import { withoutScripts } from './engines.ts';
import { test, expect } from './fixtures.ts';

const { flow, variants } = compileFlows({ root: process.cwd() });
// The text up to its first placeholder (the page shows it filled in).
const greeting = [variants.rota99.texts?.['copy-message-1'] ?? flow.steps['copy-message-1'].say!]
  .flat()[0]
  .replace(/<[^>]+>/g, '')
  .split('{')[0];

test.describe('without JavaScript', () => {
  test.beforeEach(({ page }) => withoutScripts(page));

  test('the route’s page shows its greeting, the next bubble and its button', async ({ page }) => {
    await page.goto('/rota99');
    await expect(page.locator('.msg[data-sender="bot"][data-step="copy-message-1"]')).toContainText(greeting);
    await expect(page.locator('.msg[data-sender="bot"][data-step="copy-message-2"]')).toBeVisible();
    // Shown, and marked as not usable until the app has taken it over.
    await expect(page.getByRole('button', { name: 'SIMULAR AGORA' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'SIMULAR AGORA' })).toBeDisabled();
    await expect(page.locator('.chat__banner')).toHaveAttribute('src', variants.rota99.bannerSrc!);
  });

  test('the 404 page shows its text and help links from the HTML', async ({ page }) => {
    await page.goto('/pagina-que-nao-existe');
    await expect(page.getByRole('heading', { name: 'Desculpe, mas a página que está procurando não existe ou está inativa.' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Páginas de ajuda' }).getByRole('link')).toHaveCount(4);
  });

  test('the route’s page paints in the partner’s colours, not the default ones', async ({ page }) => {
    await page.goto('/rota99');
    const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim());
    expect(primary.toLowerCase()).toBe(variants.rota99.theme!.primaryBackground!.toLowerCase());
  });
});

test('the app takes the 404 page over without rendering it again: same nodes, no error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/pagina-que-nao-existe');
  const heading = page.getByRole('heading', { level: 1 });
  await heading.evaluate((h) => ((h as HTMLElement & { __painted?: boolean }).__painted = true));
  // Taken over: React's handle on the root, with the page's own title set by the app.
  await expect.poll(() => page.evaluate(() => Object.keys(document.getElementById('root')!).some((k) => k.startsWith('__reactContainer')))).toBe(true);
  await expect(page.locator('.not-found__link').first()).toHaveAttribute('href', /\/o-que-e-consorcio$/);
  await page.waitForFunction(() => Object.keys(document.querySelector('h1')!).some((k) => k.startsWith('__reactFiber')));
  expect(await heading.evaluate((h) => (h as HTMLElement & { __painted?: boolean }).__painted)).toBe(true);
  // The page's own 404 response is the one error Chromium logs.
  expect(errors.filter((e) => !/404 \(Not Found\)|googletagmanager|ERR_/.test(e))).toEqual([]);
});

test('once the app runs, each first bubble is there once, where it was painted, and the button works', { tag: '@firefox' }, async ({ page, browser }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  // Where the bubbles sit before the app's script runs (the same viewport, its scripts held back).
  const staticPage = await browser.newPage({ viewport: page.viewportSize()! });
  await staticPage.route('**/assets/*.js', (route) => route.abort());
  await staticPage.goto('/rota99');
  await staticPage.locator('.chat__banner').evaluate((img: HTMLImageElement) => img.decode());
  await staticPage.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
  const painted = await staticPage.locator('.msg[data-sender="bot"][data-step="copy-message-2"]').boundingBox();
  await staticPage.close();

  // The greeting's and the header's elements as the HTML parser made them, before any script ran.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const painted = document.querySelector('.msg[data-step="copy-message-1"]');
      if (!painted) return;
      Object.assign(window, { __painted: painted, __paintedHeader: document.querySelector('.header') });
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/rota99');
  // React has taken the root over.
  await page.waitForFunction(() => Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer')));
  await page.locator('.chat__banner').evaluate((img: HTMLImageElement) => img.decode());
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
  const mounted = await page.locator('.msg[data-sender="bot"][data-step="copy-message-2"]').boundingBox();
  expect(mounted?.y).toBeCloseTo(painted!.y, 0);
  // It hydrated that markup: the painted element is still the one on screen, not a copy.
  expect(await page.evaluate(() => document.contains((window as unknown as { __painted: Element }).__painted))).toBe(true);
  await page.getByRole('button', { name: 'SIMULAR AGORA' }).click();
  await expect(page.locator('.msg[data-sender="user"]')).toHaveText('SIMULAR AGORA');
  for (const step of ['copy-message-1', 'copy-message-2']) await expect(page.locator(`.msg[data-sender="bot"][data-step="${step}"]`)).toHaveCount(1);
  await expect(page.locator('.msg[data-sender="bot"][data-step="copy-message-1"]')).toContainText(greeting);
  // The header is taken over after the chat (issue 29), still as painted: the same element, and its menu opens.
  expect(await page.evaluate(() => document.contains((window as unknown as { __paintedHeader: Element }).__paintedHeader))).toBe(true);
  const menu = page.getByRole('button', { name: 'Abrir menu' });
  if (await menu.isVisible()) {
    await menu.click();
    await expect(page.getByRole('button', { name: 'Fechar menu' })).toHaveAttribute('aria-expanded', 'true');
  }
  expect(errors.filter((e) => !/googletagmanager|ERR_/.test(e))).toEqual([]);
});

test('a tap on SIMULAR AGORA before the app has loaded is answered at once, as the app answers it, and the app goes on from there', {
  tag: '@firefox',
}, async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  // The app's scripts are held back until the tap has happened.
  let release!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/rota99', { waitUntil: 'commit' });
  const button = page.getByRole('button', { name: 'SIMULAR AGORA' });
  await expect(button).toBeVisible();
  // A visitor's tap does not wait for the app (Playwright would: the button is aria-disabled).
  await button.click({ force: true });
  // Before any of the app's code has arrived: the choice's echo and the bot typing, the buttons gone.
  const earlyEcho = page.locator('.early-reaction .msg--user:visible');
  await expect(earlyEcho).toHaveText('SIMULAR AGORA');
  await expect(page.locator('.early-reaction .msg--typing')).toBeVisible();
  await expect(button).toBeHidden();
  // Where it settles once its entrance has played.
  await earlyEcho.evaluate((e) => Promise.all(e.getAnimations().map((a) => a.finished)));
  const earlyTop = await earlyEcho.evaluate(topInColumn);
  // How the app's echo starts out, noted as it enters the page.
  await page.evaluate(() => {
    new MutationObserver((_, observer) => {
      const echo = document.querySelector('#root .msg[data-sender="user"]');
      if (!echo) return;
      observer.disconnect();
      Object.assign(window, { __echoEntrance: echo.getAnimations().map((a) => a.playState) });
    }).observe(document.getElementById('root')!, { childList: true, subtree: true });
  });
  release();
  // The app's own echo stands where the early one stood, once, and the conversation goes on.
  const echo = page.locator('.msg[data-sender="user"]');
  await expect(echo).toHaveText('SIMULAR AGORA');
  // Already shown, it does not play its entrance again (where motion is on: Firefox's run).
  const entrance = await page.evaluate(() => (window as unknown as { __echoEntrance: string[] }).__echoEntrance);
  expect(entrance.filter((state) => state !== 'finished')).toEqual([]);
  expect(await echo.evaluate(topInColumn)).toBeCloseTo(earlyTop, 0);
  await expect(page.locator('.early-reaction')).toHaveCount(0);
  await expect(page.getByText('qual tipo de bem você quer conquistar?')).toBeVisible();
  await expect(echo).toHaveCount(1);
  // The page's one inline script runs under the strict Content-Security-Policy (its hash is allowed).
  expect(errors.filter((e) => /Content Security Policy|inline script/i.test(e))).toEqual([]);
});

/** An element's top within the chat's column, whatever the column's scroll. */
function topInColumn(element: Element): number {
  return element.getBoundingClientRect().top - element.closest('.chat__column')!.getBoundingClientRect().top;
}
