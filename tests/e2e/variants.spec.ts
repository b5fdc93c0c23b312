// Variants in the browser: every route with its own greeting, colours, banner and ids (in the data
// layer and in the lead request), the referral and idc overrides, host gating, the 404 page, app
// mode, and events that carry hashes, never clear personal data.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { compileFlows } from '../../scripts/compiler/compileFlows.ts';
import { initialState } from '../../src/engine/initialState.ts';
import { formatters } from '../../src/engine/formatters.ts';
import { interpolate } from '../../src/engine/interpolate.ts';
import { textValues } from '../../src/engine/textValues.ts';
import { keepSentBodies } from './engines.ts';
import { test, expect } from './fixtures.ts';
import { answerUntil } from './journey.ts';

const { variants } = compileFlows({ root: process.cwd() });
const byRoute = Object.values(variants).sort((a, b) => a.route!.localeCompare(b.route!));
const NOT_FOUND_TEXT = 'Desculpe, mas a página que está procurando não existe ou está inativa.';

/** Visible text of the variant's greeting ({variant.…} filled in, HTML stripped). */
const greeting = (name: string) =>
  [variants[name].texts?.['copy-message-1'] ?? 'Eu sou o assistente virtual da Mycon']
    .flat()
    .map((text) => interpolate(text, textValues(initialState(), variants[name]), formatters))
    .join(' ')
    .replace(/<[^>]+>/g, '');

/** The data layer's page context: the first push, made before any event. */
async function pageContext(page: Page) {
  return page.evaluate(() => (window as unknown as { dataLayer: Array<Record<string, unknown>> }).dataLayer[0]);
}

/**
 * From the greeting to the lead request, answering like a visitor; returns the request body.
 * `sentTo` is keepSentBodies(page), set up before the page was opened.
 */
async function leadRequest(page: Page, sentTo: (path: string) => Promise<unknown[]>): Promise<Record<string, unknown>> {
  await page.getByRole('button', { name: 'SIMULAR AGORA' }).click();
  await page.getByRole('button', { name: /^Automóveis/ }).click();
  // Every lead question from the answer table, up to the plan search's answer (plans or "no plan").
  await answerUntil(page, ['plans-list-select', 'error-no-plans', 'error-renda-insuficiente']);
  await expect.poll(async () => (await sentTo('/api/lead')).length).toBeGreaterThan(0);
  return (await sentTo('/api/lead'))[0] as Record<string, unknown>;
}

/** One route per price table: completa, integral, paga_metade. */
const WALKED_TO_THE_LEAD = ['/', '/99', '/rota99'];

test.describe('every route', () => {
  // Data, not layout: one viewport is enough (the tests below run on phone and desktop).
  test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'phone', 'data, not layout'));

  // One page visits every route in turn: a browser context per route cost more than the route's own
  // checks on CI's two cores, and nothing is answered here, so no route carries state to the next.
  test('each route shows its own greeting, colours, banner and logo, and puts its ids in the data layer', async ({ page }) => {
    for (const variant of byRoute) await expectOwnLook(page, variant);
  });

  // Every route's lead request is walked headless (tests/unit/variants/leadRequest.test.ts); the
  // browser walks one route per price table to the request.
  for (const route of WALKED_TO_THE_LEAD) {
    // One partner route in the Firefox set CI runs (docs/browsers.md).
    const tag = route === '/rota99' ? ['@firefox'] : [];
    test(`${route} sends its ids in the lead request`, { tag }, async ({ page }) => {
      const variant = byRoute.find((v) => v.route === route)!;
      const sentTo = await keepSentBodies(page);
      await expectOwnLook(page, variant);
      const ids = { campanhaId: variant.campanhaId, compraId: variant.compraId, empresaId: variant.empresaId };
      expect(await leadRequest(page, sentTo)).toMatchObject({ ...ids, tipo: 1, referralCode: null });
    });
  }
});

type Variant = (typeof byRoute)[number];

/** Opens the route and checks what the visitor sees of the partner and the ids the page reports. */
async function expectOwnLook(page: Page, variant: Variant): Promise<void> {
  const route = variant.route!;
  await page.goto(route);
  await expect(page.getByRole('log'), route).toContainText(greeting(variant.name));
  await expect(page.getByRole('banner'), route).toHaveCSS('background-color', rgb(variant.theme!.background!));
  if (variant.bannerSrc) await expect(page.locator('.chat__banner'), route).toHaveAttribute('src', variant.bannerSrc);
  else await expect(page.locator('.chat__banner'), route).toHaveCount(0);
  // The logo is optional (docs/partners.md): without its PNG the header shows the Mycon logo.
  const logo = existsSync(join(process.cwd(), 'public', 'brands', `${variant.brand}.png`)) ? `/brands/${variant.brand}.png` : '/brands/mycon.svg';
  await expect(page.getByRole('banner').locator('.brand-logo'), route).toHaveAttribute('src', logo);
  const ids = { campanhaId: variant.campanhaId, compraId: variant.compraId, empresaId: variant.empresaId };
  expect(await pageContext(page), route).toMatchObject({ variant: variant.name, ...ids });
}

test('a referral code switches to the referral campaign and is remembered; idc replaces the campaign', { tag: '@journey' }, async ({ page }) => {
  const sentTo = await keepSentBodies(page);
  await page.goto('/premmia?referralcode=AMIGO10&idc=612');
  await expect(page.getByRole('log')).toContainText(greeting('premmia'));
  expect(await pageContext(page)).toMatchObject({ variant: 'premmia', campanhaId: 612, compraId: 130, empresaId: 58, referral: true });
  await expect(page.locator('.chat__banner')).toHaveAttribute('src', '/banners/indicacao.svg');
  await expect(page.getByRole('img', { name: 'Mycon' })).toBeVisible();

  // A later visit without the parameter keeps the referral (stored once the page is idle:
  // src/forLaterVisits.ts), without the one-off idc.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('referralcode'))).toContain('AMIGO10');
  await page.goto('/livelo');
  expect(await pageContext(page)).toMatchObject({ variant: 'livelo', campanhaId: 605, compraId: 130, empresaId: 58, referral: true });
  const body = await leadRequest(page, sentTo);
  expect(body).toMatchObject({ campanhaId: 605, referralCode: 'AMIGO10' });
});

test('any other path shows the 404 page with the spec’s text and its four help links', async ({ page }) => {
  const response = await page.goto('/parceiro-que-nao-existe');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND_TEXT);
  const links = page.getByRole('navigation', { name: 'Páginas de ajuda' }).getByRole('link');
  await expect(links).toHaveText(['O que é consórcio?', 'O que comprar?', 'Como comprar?', 'Precisa de ajuda?']);
  await expect(page.getByRole('log')).toHaveCount(0);
});

// Which host sees which page is data, not layout: the phone only, like the journeys.
test.describe('host gating', { tag: '@journey' }, () => {
  /** Serves the built app under another host name, so location.hostname is that host. */
  async function serveAs(page: Page, origin: string, baseURL: string) {
    await page.route(`${origin}/**`, async (route) => {
      const url = new URL(route.request().url());
      // Without the page's Host header (Firefox's driver reports it, Chromium's does not): the
      // preview server answers only its own host name.
      const { host: _, ...headers } = route.request().headers();
      try {
        await route.fulfill({ response: await route.fetch({ url: `${baseURL}${url.pathname}${url.search}`, headers }) });
      } catch {
        // The page moved on while this asset was in flight: nothing is waiting for it.
      }
    });
  }

  test('a variant shows on its site domain', async ({ page, baseURL }) => {
    await serveAs(page, 'https://www.mycon.com.br', baseURL!);
    await page.goto('https://www.mycon.com.br/premmia');
    await expect(page.getByRole('log')).toContainText(greeting('premmia'));
  });

  test('a variant shows on the preview host', async ({ page, baseURL }) => {
    await serveAs(page, 'https://pr-12.vercel.app', baseURL!);
    await page.goto('https://pr-12.vercel.app/livelo');
    await expect(page.getByRole('log')).toContainText(greeting('livelo'));
  });

  test('on any other host the 404 page shows instead', async ({ page, baseURL }) => {
    await serveAs(page, 'https://copia.example', baseURL!);
    await page.goto('https://copia.example/premmia');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND_TEXT);
    await expect(page.getByRole('log')).toHaveCount(0);
  });
});

test.describe('app mode', () => {
  test('the app routes and ?app=1 hide the site menu; others show it', async ({ page }) => {
    for (const path of ['/app', '/auto-mais-app', '/99?app=1']) {
      await page.goto(path);
      await expect(page.getByRole('log')).toContainText('Olá');
      await expect(page.getByRole('navigation', { name: 'Menu principal' }), path).toHaveCount(0);
    }
    await page.goto('/99');
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toHaveCount(1);
  });

  test('item 11: a link shared with ?utm_source=whatsapp stays in web mode: menu shown, nothing sent to a host app', async ({ page }) => {
    await page.addInitScript(() => {
      const sent: string[] = [];
      (window as unknown as { __sent: string[] }).__sent = sent;
      (window as unknown as { ReactNativeWebView: unknown }).ReactNativeWebView = { postMessage: (m: string) => sent.push(m) };
    });
    await page.goto('/?utm_source=whatsapp');
    await expect(page.getByRole('button', { name: 'SIMULAR AGORA' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toHaveCount(1);
    // Events go out once the page is idle (the adapter is a lazy chunk): wait until the data layer has them.
    await expect.poll(() => page.evaluate(() => JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []))).toContain('copy-message-2');
    expect(await page.evaluate(() => (window as unknown as { __sent: string[] }).__sent)).toEqual([]);
  });

  test('events are also forwarded to the host app’s bridge', async ({ page }) => {
    await page.addInitScript(() => {
      const sent: string[] = [];
      (window as unknown as { __sent: string[] }).__sent = sent;
      (window as unknown as { ReactNativeWebView: unknown }).ReactNativeWebView = { postMessage: (m: string) => sent.push(m) };
    });
    await page.goto('/auto-mais-app');
    await expect(page.getByRole('button', { name: 'SIMULAR AGORA' })).toBeVisible();
    // Sent once the page is idle (the adapter is a lazy chunk), in the order the steps were entered.
    const sent = () =>
      page.evaluate(() => (window as unknown as { __sent: string[] }).__sent.map((m) => JSON.parse(m) as { event: string; payload: { step?: string } }));
    await expect.poll(async () => (await sent()).map((m) => `${m.event}:${m.payload.step}`)).toEqual(['step:copy-message-1', 'step:copy-message-2']);
  });
});

test('events carry SHA-256 hashes of e-mail and phone, never the clear values', { tag: '@journey' }, async ({ page }) => {
  const sentTo = await keepSentBodies(page);
  await page.goto('/livelo');
  await leadRequest(page, sentTo);
  await expect.poll(() => page.evaluate(() => JSON.stringify((window as unknown as { dataLayer: unknown[] }).dataLayer))).toContain('Lead Save');
  const layer = await page.evaluate(() => JSON.stringify((window as unknown as { dataLayer: unknown[] }).dataLayer));
  for (const clear of ['joao.silva@gmail.com', '11987654321', '(11) 98765-4321', '98765-4321']) expect(layer).not.toContain(clear);
  expect(layer).toMatch(/"emailSha256":"[0-9a-f]{64}"/);
  expect(layer).toMatch(/"telefoneSha256":"[0-9a-f]{64}"/);
  expect(layer).toContain('"event":"step"');
});

function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
