// Issue 24 item 6 in a browser: a draft's preview opens in a sandboxed frame of a studio page at
// /rota99's greeting; a greeting saved through the API shows once the frame loads the new commit's
// link; and the frame, an opaque origin under its own CSP, can neither read the studio's cookies
// nor call the studio's API with them. The card step opens the card form in its own frame inside
// the preview's, and pays against the preview sandbox.
import { type APIRequestContext, type BrowserContext, expect, type Frame, type Page, request as http, test } from '@playwright/test';
import { e2ePort } from '../../scripts/playwright-shared.ts';
import { type StudioProcess, startStudio } from './studioProcess.ts';

const GREETING = 'copy-message-1: "Olá, motorista! 👋';
const NEW_TEXT = 'Oi, motorista da prévia no navegador!';

let studio: StudioProcess;
/** The admin's signed-in cookies (the invite is single-use: one sign-in for the file). */
let signedIn: Awaited<ReturnType<APIRequestContext['storageState']>>;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  studio = await startStudio(e2ePort(5221));
  const api = await http.newContext();
  const accepted = await api.post(`${studio.url}/api/entrar/convite`, { headers: { origin: studio.url }, data: { token: studio.inviteToken } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  signedIn = await api.storageState();
  await api.dispose();
});
test.afterAll(async () => studio?.stop());

/** A page whose browser context holds the admin's session, and a new draft. */
async function signedInPage(context: BrowserContext): Promise<{ page: Page; draft: string }> {
  await context.addCookies(signedIn.cookies);
  const page = await context.newPage();
  const created = await page.request.post(`${studio.url}/api/rascunhos`, { headers: { origin: studio.url } });
  expect(created.status()).toBe(201);
  return { page, draft: (await created.json()).draft.id };
}

async function previewLink(request: APIRequestContext, draft: string, etapa = 'copy-message-1'): Promise<string> {
  const answer = await request.post(`${studio.url}/api/rascunhos/${draft}/previa`, {
    headers: { origin: studio.url },
    data: { parceiro: 'rota99', etapa },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()).url;
}

/** A studio page (same origin as the API) holding the preview in a frame as the studio's UI does. */
async function frameOn(page: Page, url: string, lands: string | RegExp = url): Promise<Frame> {
  await page.goto(`${studio.url}/api/openapi.json`);
  await page.evaluate((src) => {
    document.body.replaceChildren();
    const frame = document.createElement('iframe');
    frame.setAttribute('sandbox', 'allow-scripts allow-forms');
    frame.id = 'previa';
    frame.width = '390';
    frame.height = '760';
    frame.src = src;
    document.body.append(frame);
  }, url);
  return reloadedFrame(page, lands);
}

async function reloadedFrame(page: Page, url: string | RegExp): Promise<Frame> {
  const found = () => page.frames().find((f) => (typeof url === 'string' ? f.url() === url : url.test(f.url())));
  await expect.poll(found).toBeTruthy();
  return found()!;
}

test('the preview frame shows the draft’s /rota99 greeting, and a saved change after the frame reloads', async ({ context }) => {
  const { page, draft } = await signedInPage(context);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  const first = await frameOn(page, await previewLink(page.request, draft));
  await expect(first.getByText('Olá, motorista!').first()).toBeVisible();

  const file = await (await page.request.get(`${studio.url}/api/rascunhos/${draft}/arquivo?path=variants/rota99.yaml`)).json();
  const content = file.content.replace(GREETING, `copy-message-1: "${NEW_TEXT} 👋`);
  const saved = await page.request.put(`${studio.url}/api/rascunhos/${draft}/arquivo`, {
    headers: { origin: studio.url },
    data: { path: 'variants/rota99.yaml', content, baseHead: file.head },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  const url = await previewLink(page.request, draft);
  await page.locator('#previa').evaluate((frame: HTMLIFrameElement, src) => {
    frame.src = src;
  }, url);
  const second = await reloadedFrame(page, url);
  await expect(second.getByText(NEW_TEXT).first()).toBeVisible();
  await expect(second.getByText('Olá, motorista!')).toHaveCount(0);
  // Nothing the page asked for was refused by the frame's policy.
  expect(problems.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
});

test('the frame cannot read the studio’s cookies nor call its API with them', async ({ context }) => {
  const { page, draft } = await signedInPage(context);
  // The session works from the studio's own origin…
  expect((await page.request.get(`${studio.url}/api/eu`)).status()).toBe(200);
  const frame = await frameOn(page, await previewLink(page.request, draft));
  await expect(frame.getByText('Olá, motorista!').first()).toBeVisible();
  // …but the frame is an opaque origin: no cookie jar at all…
  const cookie = await frame.evaluate(() => {
    try {
      return `read: ${document.cookie}`;
    } catch (error) {
      return `refused: ${(error as Error).name}`;
    }
  });
  expect(cookie).toBe('refused: SecurityError');
  expect(await frame.evaluate(() => origin)).toBe('null');
  // …and its policy lets it reach no studio endpoint, with credentials or without.
  const called = await frame.evaluate(async (api) => {
    try {
      const answer = await fetch(api, { credentials: 'include' });
      return `answered ${answer.status}`;
    } catch {
      return 'refused';
    }
  }, `${studio.url}/api/eu`);
  expect(called).toBe('refused');
});

test('a step after the proposal opens in its example situation, replayed against the preview sandbox; the card step pays there', async ({ context }) => {
  const { page, draft } = await signedInPage(context);
  const url = await previewLink(page.request, draft, 'payment-options');
  // The studio picked the situation that reaches the step, as the local studio does.
  expect(new URL(url).searchParams.get('situacao')).toBe('proposal-created');
  const frame = await frameOn(page, url);
  // The step speaks once the replay (a lead and a proposal, through the sandbox) has run; had a
  // call been refused, the chat would have said so before it, in a notice.
  await expect(frame.getByText('Como você prefere pagar?')).toBeVisible();
  await expect(frame.getByRole('button', { name: 'PIX' })).toBeVisible();
  await expect(frame.getByText(/Não consegui preparar/)).toHaveCount(0);

  // The card step: the card form in its own frame inside the preview's (both opaque, each under its
  // own policy), paying against the preview sandbox with one of its test cards.
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await frame.getByRole('button', { name: 'CARTÃO DE CRÉDITO' }).click();
  const card = page.frameLocator('#previa').frameLocator('iframe[data-testid="card-frame"]').getByRole('dialog', { name: 'Pagamento com cartão de crédito' });
  await expect(card).toBeVisible();
  await card.getByLabel('Nome do titular (como no cartão)').fill('Maria da Conceicao');
  await card.getByLabel('Número do cartão').pressSequentially('4111111111111111');
  await card.getByLabel('Validade').pressSequentially('122030');
  await card.getByLabel('CVV').pressSequentially('123');
  await card.getByLabel('CPF ou CNPJ do titular').fill('');
  await card.getByLabel('CPF ou CNPJ do titular').pressSequentially('52998224725');
  await card.getByLabel('Parcelas').selectOption('3');
  await card.getByRole('button', { name: 'FINALIZAR PAGAMENTO' }).click();
  await expect(card).toBeHidden();
  await expect(frame.getByText('Pagamento aprovado! ✅')).toBeVisible();
  expect(problems.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
});

test('a studio page can also frame GET …/previa/abrir, which redirects to a fresh link', async ({ context }) => {
  const { page, draft } = await signedInPage(context);
  const opening = `${studio.url}/api/rascunhos/${draft}/previa/abrir?parceiro=rota99&etapa=copy-message-1`;
  const frame = await frameOn(page, opening, /\/previa\/[a-z2-7]{16}\/[0-9a-f]{40}\/[A-Za-z0-9_-]{43}\/\?parceiro=rota99/);
  await expect(frame.getByText('Olá, motorista!').first()).toBeVisible();
});
