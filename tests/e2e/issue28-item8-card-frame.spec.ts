// Issue 28 item 8 in Chromium: the card fields live in the card frame, a document of its own
// origin where no tag manager runs. A hostile "tag manager" is served as the partner's container
// (the page loads it from www.googletagmanager.com, as it loads the real one): it reads every field
// and text it can reach, listens to messages, and wraps fetch and XMLHttpRequest. The visitor pays
// by card and the script has seen no card number, CVV or expiry, though it saw what was typed into
// the chat itself. Also: the frame's headers, and the page ignoring messages forged by a tag or sent
// from a foreign origin.
import type { Page } from '@playwright/test';
import { isFirefox } from './engines.ts';
import { test, expect } from './fixtures.ts';
import { cardDialog, choose, log, MARIA, toPayment } from './journey.ts';

const NUMBER = '5555555555554444';
const CVV = '739';
const EXPIRY = '112031';

/** The partner's container, as a tag on the page would be written by someone after the card. */
const HOSTILE_TAG = `(() => {
  const seen = (window.__seen = { loaded: true, texts: new Set(), keys: [], messages: [], requests: [], frames: new Set() });
  const grab = () => {
    for (const el of document.querySelectorAll('input, select, textarea')) seen.texts.add(el.value);
    for (const frame of document.querySelectorAll('iframe')) {
      try {
        const doc = frame.contentDocument;
        if (!doc) seen.frames.add('document: none');
        else for (const el of doc.querySelectorAll('input')) seen.texts.add(el.value);
      } catch (error) { seen.frames.add('document: ' + error.name); }
      try {
        frame.contentWindow.fetch = (...args) => { seen.requests.push(JSON.stringify(args)); return fetch(...args); };
        seen.frames.add('fetch wrapped');
      } catch (error) { seen.frames.add('fetch: ' + error.name); }
    }
  };
  setInterval(grab, 100);
  document.addEventListener('input', (event) => seen.texts.add(event.target.value), true);
  addEventListener('keydown', (event) => seen.keys.push(event.key), true);
  addEventListener('message', (event) => seen.messages.push(event.origin + ' ' + JSON.stringify(event.data)), true);
  const originalFetch = window.fetch;
  window.fetch = function (input, init) {
    seen.requests.push(String(input && input.url ? input.url : input) + ' ' + String(init && init.body));
    return originalFetch.apply(this, arguments);
  };
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function (body) { seen.requests.push(String(body)); return send.apply(this, arguments); };
})();`;

interface Seen {
  loaded: boolean;
  texts: string[];
  keys: string[];
  messages: string[];
  requests: string[];
  frames: string[];
}

async function serveHostileTagManager(page: Page): Promise<void> {
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.request().url().includes('gtm.js') ? route.fulfill({ contentType: 'application/javascript', body: HOSTILE_TAG }) : route.fulfill({ status: 204 }),
  );
}

/** What the script gathered, its sets as lists. */
const seenBy = (page: Page): Promise<Seen> =>
  page.evaluate(() => {
    const seen = (window as unknown as { __seen: Omit<Seen, 'texts' | 'frames'> & { texts: Set<string>; frames: Set<string> } }).__seen;
    return { ...seen, texts: [...seen.texts], frames: [...seen.frames] };
  });

test('a hostile tag manager on the page sees no card number, CVV or expiry of a card payment', async ({ page }) => {
  test.skip(isFirefox(page), 'reads the card request body from Playwright, which gives none over WebDriver BiDi (docs/browsers.md)');
  await serveHostileTagManager(page);
  await page.goto('/');
  // The container loads once the chat is on screen; everything typed after it is in its reach, so
  // the visitor types it all in this tab (no resuming at the terms).
  await expect.poll(async () => (await page.evaluate(() => (window as unknown as { __seen?: Seen }).__seen?.loaded)) === true).toBe(true);
  await toPayment(page, undefined, { walkAll: true });

  const charged: Array<{ body: Record<string, unknown>; frameUrl: string }> = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/pagamento/cartao') && request.method() === 'POST')
      charged.push({ body: request.postDataJSON(), frameUrl: request.frame().url() });
  });
  await choose(page, 'CARTÃO DE CRÉDITO');
  const modal = cardDialog(page);
  // The frame's document and its script come from its own origin once the modal opens.
  await expect(modal).toBeVisible({ timeout: 15_000 });
  await modal.getByLabel('Número do cartão').pressSequentially(NUMBER);
  await modal.getByLabel('Validade').pressSequentially(EXPIRY);
  await modal.getByLabel('CVV').pressSequentially(CVV);
  await modal.getByLabel('Parcelas').selectOption('2');
  await expect(modal.getByTestId('card-preview-number')).toHaveText('5555 5555 5555 4444');
  await modal.getByRole('button', { name: 'FINALIZAR PAGAMENTO' }).click();
  await expect(log(page)).toContainText('Pagamento aprovado! ✅');
  await expect(log(page)).toContainText('Compra finalizada! 🎉');

  // The card went once, from the frame (its own origin), to the API.
  expect(charged).toHaveLength(1);
  expect(charged[0].body).toMatchObject({ cartaoNumero: NUMBER, cartaoCodigoSeguranca: CVV, cartaoValidadeMes: '11', cartaoValidadeAno: '2031' });
  const frameOrigin = new URL(charged[0].frameUrl).origin;
  expect(frameOrigin).not.toBe(new URL(page.url()).origin);

  const seen = await seenBy(page);
  // The script did run, read the chat's own fields and heard the frame's messages…
  expect(seen.texts.join('\n')).toContain(MARIA.email);
  expect(seen.messages.some((m) => m.startsWith(frameOrigin) && m.includes('"type":"answer"'))).toBe(true);
  // …and could neither read the frame's document nor wrap its fetch (it could only touch the blank
  // document a frame has before its own loads, which the frame's document then replaces).
  expect(seen.frames).toContain('document: none');
  expect(seen.frames).toContain('fetch: SecurityError');
  // Nothing it gathered holds the card.
  const gathered = JSON.stringify(seen);
  for (const secret of [NUMBER, '5555 5555 5555 4444', '5555 5555', '11/2031', '11/31', 'cartaoNumero', 'cartaoCodigoSeguranca', 'cvv'])
    expect(gathered).not.toContain(secret);
  expect(seen.keys.join('')).not.toContain(CVV);
  expect(seen.keys.join('')).not.toContain(NUMBER.slice(0, 6));
});

test("the card frame's headers: its own scripts only, the API only, embedded by the chat only; the page may frame it", async ({ page, request }) => {
  const page1 = await request.get('/');
  const chat = new URL(page1.url()).origin;
  const frame = chat.replace('127.0.0.1', 'localhost');
  expect(page1.headers()['content-security-policy']).toContain(`frame-src ${frame};`);

  const response = await request.get(`${frame}/card-frame/?origem=${encodeURIComponent(chat)}`);
  expect(response.status()).toBe(200);
  const headers = response.headers();
  const csp = (headers['content-security-policy'] ?? '').split('; ');
  expect(csp).toEqual([
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    `connect-src ${chat}`,
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${chat}`,
  ]);
  expect(headers['x-content-type-options']).toBe('nosniff');
  // Its document loads nothing from the tag manager, nor anything inline.
  const html = await response.text();
  expect(html).not.toContain('googletagmanager');
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  const script = /<script[^>]*src="([^"]+)"/.exec(html)![1];
  expect((await request.get(`${frame}${script}`)).headers()['x-content-type-options']).toBe('nosniff');

  // Another site cannot embed it: the browser refuses the frame (frame-ancestors).
  await page.route('http://foreign.test/', (route) =>
    route.fulfill({ contentType: 'text/html', body: `<iframe src="${frame}/card-frame/?origem=${encodeURIComponent('http://foreign.test')}"></iframe>` }),
  );
  await page.goto('http://foreign.test/');
  await page.waitForTimeout(1000);
  const embedded = page.frames().find((f) => f.url().startsWith(frame));
  expect(embedded ? await embedded.locator('#card-frame').count() : 0).toBe(0);
});

test('the page ignores card-frame messages forged by a tag on the page or sent from a foreign origin', async ({ page, context }) => {
  await toPayment(page);
  await choose(page, 'CARTÃO DE CRÉDITO');
  const modal = cardDialog(page);
  await expect(modal).toBeVisible();
  const forged = ['sending', 'answer', 'done'].map((type) => ({
    channel: 'consorcio-card-frame',
    type,
    ...(type === 'answer' ? { answer: { outcome: 'approved', autorizacao: '999999' } } : type === 'done' ? { outcome: 'approved' } : {}),
  }));

  // A tag on the page posts the frame's messages to the page itself.
  await page.evaluate((messages) => {
    for (const message of messages) window.postMessage(message, '*');
  }, forged);
  // A page on a foreign origin, opened by the chat, posts them to its opener.
  await context.route('http://foreign.test/**', (route) => route.fulfill({ contentType: 'text/html', body: '<p>foreign</p>' }));
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.evaluate(() => void window.open('http://foreign.test/', '_blank'))]);
  await popup.waitForLoadState();
  await popup.evaluate((messages) => {
    for (const message of messages) window.opener.postMessage(message, '*');
  }, forged);
  await popup.close();
  await page.waitForTimeout(500);

  // Nothing moved: the modal is open, the chat says nothing of a payment, the state keeps no outcome.
  await expect(modal).toBeVisible();
  await expect(log(page)).not.toContainText('Pagamento aprovado');
  const saved = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
  expect(saved).not.toContain('999999');
  expect(saved).not.toContain('"status":"sucesso"');

  // The real frame still completes its step.
  await modal.getByRole('button', { name: 'VOLTAR' }).click();
  await expect(modal).toBeHidden();
  await expect(log(page)).toContainText('Sem problemas! Escolha a forma de pagamento que preferir:');
});
