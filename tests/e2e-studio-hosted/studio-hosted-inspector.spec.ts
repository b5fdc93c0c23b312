// The draft editor's etapa in depth (issue 24 items 4 and 5), ported from the old local studio's
// inspector tests (tests/e2e-studio/studio.spec.ts, studio-edit, studio-truth, studio-saved-means-
// green), in Chromium against `npm run studio` on its own port: who reads the default text and who
// has their own (a partner's own text beside the default), where the etapa is written and the code
// behind its button behind "detalhes", the etapas around it as links; Desfazer after a save; a
// sentence a conversation test asserts names the test and is saved with it on request; "Mudar
// para todos" refused with the partners' rules, and saved in one change with Desfazer; the
// payment etapa's preview situation in words. One studio, one sign-in, one draft, tests in order.
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, openText } from './helpers.ts';
import { type StudioProcess, startStudio } from './studioProcess.ts';

test.describe.configure({ mode: 'serial' });

const PORT = Number(process.env.E2E_PORT ?? 5200) + 6;
const ERROR_TEST = 'the API is down, the visitor talks to the specialists, then tries again';

let studio: StudioProcess | undefined;
let page: Page;
let draftId = '';

/** A file of the draft as the studio holds it now. */
async function draftFile(path: string): Promise<string> {
  const answer = await page.request.get(`${studio?.url}/api/rascunhos/${draftId}/arquivo?path=${encodeURIComponent(path)}`);
  return (await answer.json()).content;
}

/** Opens an etapa of the partner already chosen by its first words. */
async function openEtapa(words: string, name = new RegExp(words)): Promise<void> {
  const etapa = page.getByRole('combobox', { name: 'Etapa da conversa' });
  await etapa.fill(words);
  await page.getByRole('option', { name }).first().click();
  await expect(etapa).toHaveValue(name);
}

const inDepth = () => page.getByRole('region', { name: 'Esta etapa por dentro' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  studio = await startStudio(PORT);
  page = await (await browser.newContext()).newPage();
  await page.goto(studio.inviteLink);
  await page.getByRole('button', { name: 'Aceitar convite e entrar' }).click();
  await page.getByRole('button', { name: 'Novo rascunho' }).click();
  await expect(page.getByRole('heading', { name: 'Rascunho', exact: true })).toBeVisible();
  draftId = new URL(page.url()).pathname.split('/')[2];
});

test.afterAll(async () => {
  await page?.context().close();
  await studio?.stop();
});

test('the greeting shows who reads the default and each partner’s own text beside it; where it is written and its code behind "detalhes"; the next etapa opens from its link', async () => {
  await openText(page, /\(\/rota99\)/, 'Que bom ter você aqui');
  const who = inDepth().getByRole('group', { name: 'Quem lê este texto' });
  await expect(who).toContainText('leem o texto padrão');
  await expect(who).toContainText('têm um texto próprio');
  await expect(who.getByRole('listitem').filter({ hasText: /^rota99:/ })).toContainText('Olá, motorista! 👋 Na parceria Rota 99');
  const code = inDepth().locator('.details-panel code');
  await expect(code).toBeHidden();
  await inDepth()
    .getByRole('button', { name: /detalhes/ })
    .click();
  await expect(code).toContainText('etapa copy-message-1 em flows/intro.yaml:6');
  await expectAccessible(page);

  await inDepth()
    .getByRole('button', { name: /Boas-vindas · etapa 2/ })
    .click();
  await expect(page.getByRole('combobox', { name: 'Etapa da conversa' })).toHaveValue(/etapa 2/);
  await expect(inDepth().getByRole('textbox', { name: 'Botão 1' })).toHaveValue('SIMULAR AGORA');
  await inDepth()
    .getByRole('button', { name: /detalhes/ })
    .click();
  await expect(inDepth().locator('.details-panel code')).toContainText(/opção 1 «SIMULAR AGORA».*\n\s*ação: healthCheck → src\/actions\//);
});

test('Desfazer puts the saved text back, in the page and in the draft', async () => {
  await openEtapa('Qual é o seu melhor e-mail');
  const message = page.getByRole('textbox', { name: 'Mensagem', exact: true });
  await expect(message).toHaveValue('Qual é o seu melhor e-mail?');
  await message.fill('E o seu e-mail, qual é?');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Salvo no rascunho.')).toBeVisible();
  expect(await draftFile('flows/lead.yaml')).toContain('E o seu e-mail, qual é?');
  await page.getByRole('button', { name: 'Desfazer o texto salvo' }).click();
  await expect(page.getByText('Desfeito: o rascunho voltou a ser como era antes dessa gravação.')).toBeVisible();
  await expect(message).toHaveValue('Qual é o seu melhor e-mail?');
  expect(await draftFile('flows/lead.yaml')).not.toContain('E o seu e-mail, qual é?');
});

test('rewording a sentence a conversation test asserts names the test, and updates it in the same save on request', async () => {
  await openEtapa('Desculpe, estamos passando');
  const message = page.getByRole('textbox', { name: 'Mensagem', exact: true });
  await message.fill('Estamos com instabilidade agora. Tente de novo daqui a pouco.');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  const asserting = page.getByRole('status').filter({ hasText: 'estas palavras ao pé da letra' });
  await expect(asserting).toContainText(`«${ERROR_TEST}» espera «Desculpe, estamos passando por instabilidades.`);
  expect(await draftFile('flows/errors.yaml')).toContain('Desculpe, estamos passando por instabilidades.');
  await expectAccessible(page);
  await asserting.getByRole('button', { name: 'Atualizar o teste e salvar' }).click();
  await expect(page.getByText('Salvo no rascunho.')).toBeVisible();
  expect(await draftFile('flows/errors.yaml')).toContain('Estamos com instabilidade agora.');
  expect(await draftFile('flows/tests/intro.yaml')).toContain('- bot: Estamos com instabilidade agora. Tente de novo daqui a pouco.');
});

test('"Mudar para todos" on the greeting is refused with the partners’ rules it would break', async () => {
  await openEtapa('Que bom ter você aqui');
  await inDepth()
    .getByRole('button', { name: /^Mudar para todos os \d+ textos…$/ })
    .click();
  await inDepth().getByRole('textbox', { name: 'Mensagem para todos os parceiros' }).fill('Oi! Eu sou o assistente da Mycon.');
  await inDepth().getByRole('button', { name: 'Salvar para todos' }).click();
  const refusal = inDepth().getByRole('alert');
  await expect(refusal).toContainText('a saudação de um parceiro da tabela Paga Metade precisa dizer');
  await expect(refusal).toContainText('parceiro rota99');
  expect(await draftFile('variants/rota99.yaml')).toContain('copy-message-1:');
});

test('"Mudar para todos" writes the default and removes each partner’s own text in one save, and Desfazer brings them back', async () => {
  await openEtapa('Qual é o seu melhor e-mail');
  await page.getByRole('textbox', { name: 'Mensagem', exact: true }).fill('Qual é o seu e-mail, motorista?');
  await page.locator('label.checkbox', { hasText: 'Só para este parceiro' }).click();
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Salvo no rascunho.')).toBeVisible();
  const who = inDepth().getByRole('group', { name: 'Quem lê este texto' });
  await expect(who).toContainText('1 têm um texto próprio');
  await expect(who.getByRole('listitem')).toHaveText('rota99: «Qual é o seu e-mail, motorista?»');

  await who.getByRole('button', { name: 'Mudar para todos os 2 textos…' }).click();
  await who.getByRole('textbox', { name: 'Mensagem para todos os parceiros' }).fill('Qual é o seu e-mail?');
  await who.getByRole('button', { name: 'Salvar para todos' }).click();
  await expect(who.getByText('Salvo: todos os parceiros leem este texto agora.')).toBeVisible();
  await expect(who).not.toContainText('têm um texto próprio');
  expect(await draftFile('variants/rota99.yaml')).not.toContain('lead-add-email');
  expect(await draftFile('flows/lead.yaml')).toMatch(/say: "?Qual é o seu e-mail\?/);

  await who.getByRole('button', { name: 'Desfazer o texto para todos' }).click();
  await expect(who.getByText('Desfeito: o rascunho voltou a ser como era antes dessa gravação.')).toBeVisible();
  await expect(who).toContainText('1 têm um texto próprio');
  expect(await draftFile('variants/rota99.yaml')).toMatch(/lead-add-email: "?Qual é o seu e-mail, motorista\?/);
});

test('the payment etapa says its preview opens with the proposal created', async () => {
  // The first words of the payment's own question (the lead asks the same one earlier).
  await openEtapa('Como você prefere pagar', /^Pagamento · etapa \d+: “Como você prefere pagar\?”/);
  await expect(inDepth().getByTestId('situacao-da-previa')).toContainText('na situação de exemplo: Maria é a titular');
  await expect(inDepth().getByTestId('situacao-da-previa')).toContainText('a proposta já existe; o plano aceita Pix, cartão e boleto');
});
