// The hosted studio as its people use it (issue 24): an admin made on the command line invites an
// editor and a reviewer-publisher from the Pessoas page; the editor signs in with an e-mail link
// from the outbox, the reviewer through the company's identity provider (oidc-provider in this
// test's process, on the issuer the studio was started with: oidcEnv.ts); the editor changes the
// /rota99 greeting in a draft, saves and submits; the reviewer sees before and after, approves and
// publishes; the remote's main then holds the new greeting in a commit authored by the editor.
// Refusals as the pages show them: a stale save from a second tab, and an author approving their
// own draft. The editor comments on the greeting with an @mention of the reviewer, who sees it in
// the bell, answers and resolves it (issue 25 item 4); the approval rules route the greeting (a
// partner file with "parcela" and "desconto") to the legal group and to rota99's manager, both the
// reviewer here (item 5). A second tab on the same etapa reads until it takes the editing over, and
// the first tab is told at once (item 6). The published greeting's history, and a restore that
// opens a draft with the text before it (issue 25 item 3). axe on every screen.
import { expect, type Page, test } from '@playwright/test';
import { startProvider, type TestProvider } from '../unit/studio/hosted/oidcProvider.ts';
import { acceptInvite, expectAccessible, inviteFromCommandLine, inviteFromPage, linkFromOutbox, openText, remoteGit } from './helpers.ts';
import { OIDC_CLIENT, OIDC_ISSUER } from './oidcEnv.ts';

test.describe.configure({ mode: 'serial' });

const EDITOR = 'editora@empresa.com.br';
const REVIEWER = 'revisor@empresa.com.br';
// A new greeting each run: the assertion on the remote cannot pass on an earlier run's text. It keeps
// the words the conversation test of the /rota99 greeting expects (flows/tests/intro.yaml).
const RUN = Date.now().toString(36);
const GREETING = `Olá, motorista! 👋 Na parceria Rota 99 e Mycon (${RUN}), você paga só metade da parcela até ser contemplado e ganha {variant.descontoPercentual}% de desconto na primeira parcela.`;

let admin: Page;
let editor: Page;
let reviewer: Page;
let draftUrl = '';
let provider: TestProvider | undefined;
test.afterAll(() => provider?.close());
/** Submit and publish run the strict gate (and the conversation tests): slower than a click. */
const GATE_MS = 90_000;

test('an admin invites an editor and a reviewer-publisher; the editor signs in with an e-mail link, the reviewer through the company’s provider', async ({
  browser,
  baseURL,
}) => {
  admin = await acceptInvite(browser, inviteFromCommandLine(String(baseURL), 'admin@empresa.com.br', 'admin', 'Ana Admin'));
  await expectAccessible(admin);
  const editorInvite = await inviteFromPage(admin, EDITOR, 'Editor', 'Edna Editora');
  await expectAccessible(admin);
  // The reviewer manages the partner rota99 (scope) and is in the legal group (ticked below).
  const reviewerInvite = await inviteFromPage(admin, REVIEWER, 'Publicador', 'Rui Revisor', 'rota99');
  await admin.getByRole('link', { name: 'Suas sessões' }).click();
  await expect(admin.getByText('Esta sessão')).toBeVisible();
  await expectAccessible(admin);

  // The editor accepts the invite, leaves, and comes back with a link by e-mail.
  editor = await acceptInvite(browser, editorInvite);
  await editor.getByRole('button', { name: 'Sair' }).click();
  await expect(editor.getByRole('heading', { name: 'Entrar no estúdio' })).toBeVisible();
  await expectAccessible(editor);
  await editor.getByRole('textbox', { name: 'Seu e-mail' }).fill(EDITOR);
  await editor.getByRole('button', { name: 'Receber link por e-mail' }).click();
  await expect(editor.getByRole('status')).toBeVisible();
  await editor.goto(linkFromOutbox(EDITOR));
  await expectAccessible(editor);
  await editor.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(editor.getByRole('heading', { name: 'Meus rascunhos' })).toBeVisible();

  // The reviewer is in the company's directory: after the invite, they come back through its identity provider (OIDC).
  reviewer = await acceptInvite(browser, reviewerInvite);
  const client = { client_id: OIDC_CLIENT.id, client_secret: OIDC_CLIENT.secret };
  provider = await startProvider(`${baseURL}/api/entrar/oidc/retorno`, { port: Number(new URL(OIDC_ISSUER).port), client });
  provider.signInAs({ sub: 'rui.revisor', email: REVIEWER, email_verified: true });
  await reviewer.getByRole('button', { name: 'Sair' }).click();
  await reviewer.getByRole('link', { name: 'Entrar com a conta da empresa' }).click();
  await expect(reviewer.getByRole('heading', { name: 'Meus rascunhos' })).toBeVisible();
  await reviewer.getByRole('link', { name: 'Suas sessões' }).click();
  await expect(reviewer.getByRole('listitem').filter({ hasText: 'Esta sessão' })).toContainText('entrou por login da empresa');
  await reviewer.goto('/');

  await admin.goto('/pessoas');
  const groups = admin.getByRole('group', { name: 'Grupos de revisão de Rui Revisor' });
  const legal = groups.getByRole('checkbox', { name: 'Jurídico' });
  await groups.getByText('Jurídico').click();
  await expect(legal).toBeChecked();
  await admin.reload();
  await expect(admin.getByRole('group', { name: 'Grupos de revisão de Rui Revisor' }).getByRole('checkbox', { name: 'Jurídico' })).toBeChecked();
  await expectAccessible(admin);
});

test('the editor changes the /rota99 greeting in a draft; a second tab with the old version is refused', async () => {
  await editor.getByRole('button', { name: 'Novo rascunho' }).click();
  await expect(editor.getByRole('heading', { name: 'Rascunho', exact: true })).toBeVisible();
  draftUrl = editor.url();
  await openText(editor, /\(\/rota99\)/, 'Que bom ter você aqui');
  const message = editor.getByRole('textbox', { name: 'Mensagem', exact: true });
  await expect(message).toHaveValue(/Olá, motorista! 👋 Na parceria Rota 99/);
  await expect(editor.getByRole('checkbox', { name: 'Só para este parceiro' })).toBeChecked();
  await expectAccessible(editor);

  // A second tab opens the same text before the first one saves.
  const secondTab = await editor.context().newPage();
  await secondTab.goto(draftUrl);
  await openText(secondTab, /\(\/rota99\)/, 'Que bom ter você aqui');
  await expect(secondTab.getByRole('textbox', { name: 'Mensagem', exact: true })).toHaveValue(/Olá, motorista!/);
  // Presence (issue 25 item 6): the step is being edited in her first tab, so the second one reads, and says it is hers.
  await expect(secondTab.getByText('Você está editando esta etapa em outra aba. O que quer fazer nesta?')).toBeVisible();
  await expect(secondTab.getByRole('textbox', { name: 'Mensagem', exact: true })).not.toBeEditable();

  // The save gate: a greeting that drops the partner's promises is refused, said in words under the field.
  await message.fill('Olá, motorista! Um texto sem as promessas do parceiro.');
  await editor.getByRole('button', { name: 'Salvar', exact: true }).click();
  const problem = editor.getByRole('alert');
  // In the editor's words: the place (the partner's text for the greeting's etapa) and the rule, in Portuguese.
  await expect(problem).toContainText('No texto do parceiro rota99 para a etapa «');
  await expect(problem).toContainText('a saudação de um parceiro da tabela Paga Metade precisa dizer «paga só metade da parcela até ser contemplado»');
  await expect(problem.getByRole('listitem').first()).not.toContainText('greeting');
  // The file and line are for developers: behind "detalhes", shown on demand.
  const details = problem.locator('code');
  await expect(details).toBeHidden();
  await problem.getByRole('button', { name: /detalhes/ }).click();
  await expect(details).toBeVisible();
  await expect(details).toContainText('variants/rota99.yaml:21');
  await expectAccessible(editor);

  await message.fill(GREETING);
  await editor.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(editor.getByText('Salvo no rascunho.')).toBeVisible();
  // The live preview: the real chat of the draft at this commit, in its sandboxed frame.
  const preview = editor.frameLocator('iframe[title="Prévia da conversa deste rascunho"]');
  await expect(preview.getByRole('log')).toContainText(`Na parceria Rota 99 e Mycon (${RUN})`, { timeout: 60_000 });

  // The second tab takes the editing over: the first is told at once and turns read-only.
  await secondTab.getByRole('button', { name: 'Assumir', exact: true }).click();
  await expect(editor.getByText('Você assumiu a edição desta etapa em outra aba')).toBeVisible();
  await expect(message).not.toBeEditable();
  await secondTab.getByRole('textbox', { name: 'Mensagem', exact: true }).fill('Olá! Uma versão que chegou tarde.');
  await secondTab.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(secondTab.getByText('foi salvo em outro lugar depois que você abriu esta página')).toBeVisible();
  await expect(secondTab.getByText('os textos e cores do parceiro rota99')).toBeVisible();
  await expectAccessible(secondTab);
  await secondTab.getByRole('button', { name: 'Carregar a versão atual' }).click();
  await expect(secondTab.getByRole('textbox', { name: 'Mensagem', exact: true })).toHaveValue(GREETING);
  await secondTab.close();

  // A comment on this text for the reviewer: "@Ru" offers them, the choice writes their name.
  const talk = editor.getByRole('region', { name: /^Conversas sobre/ });
  await talk.getByRole('textbox', { name: 'Novo comentário' }).fill('@Ru');
  await talk.getByRole('button', { name: 'Mencionar Rui Revisor (Publicador)' }).click();
  await expect(talk.getByRole('textbox', { name: 'Novo comentário' })).toHaveValue('@Rui Revisor ');
  await talk.getByRole('textbox', { name: 'Novo comentário' }).pressSequentially('o desconto continua certo?');
  await talk.getByRole('button', { name: 'Comentar' }).click();
  await expect(talk.getByRole('article')).toContainText('@Rui Revisor o desconto continua certo?');
  await expectAccessible(editor);

  await editor.getByRole('button', { name: 'Enviar para revisão' }).click();
  // Submitting runs the whole gate on the draft merged over the published version.
  await expect(editor.getByRole('heading', { name: 'Revisão do rascunho' })).toBeVisible({ timeout: GATE_MS });
  await expect(editor.locator('.badge', { hasText: 'Em revisão' })).toBeVisible();
  await expectAccessible(editor);
});

test('the reviewer sees the mention in the bell and by mail, answers and resolves it there', async () => {
  await reviewer.reload();
  await expect(reviewer.getByRole('link', { name: 'Avisos: 1 novo' })).toBeVisible();
  expect(linkFromOutbox(REVIEWER)).toMatch(/\/rascunhos\/[a-z2-7]{16}\/revisao#conversa-/);
  await reviewer.getByRole('link', { name: 'Avisos: 1 novo' }).click();
  await expect(reviewer.getByRole('heading', { name: 'Avisos' })).toBeVisible();
  await expect(reviewer.getByRole('listitem').filter({ hasText: 'Edna Editora mencionou você' })).toContainText('@Rui Revisor o desconto continua certo?');
  await expectAccessible(reviewer);
  await reviewer.getByRole('link', { name: 'Abrir a conversa' }).click();
  await expect(reviewer.getByRole('heading', { name: 'Revisão do rascunho' })).toBeVisible();
  const talk = reviewer.getByRole('region', { name: /^Conversas sobre/ });
  await expect(talk.getByRole('article')).toContainText('@Rui Revisor o desconto continua certo?');
  await talk.getByRole('textbox', { name: 'Responder' }).fill('Continua: é o desconto do parceiro.');
  await talk.getByRole('button', { name: 'Responder' }).click();
  await expect(talk.getByRole('article')).toContainText('Continua: é o desconto do parceiro.');
  await talk.getByRole('button', { name: 'Marcar como resolvida' }).click();
  await expect(talk.getByText('Resolvida por Rui Revisor')).toBeVisible();
  await expect(reviewer.getByRole('link', { name: 'Avisos: nenhum novo' })).toBeVisible();
  await expectAccessible(reviewer);
});

test('the reviewer sees before and after, approves and publishes; the remote main has it, authored by the editor', async () => {
  await reviewer.goto('/');
  await reviewer.getByRole('link', { name: 'Ver revisão' }).first().click();
  // The approval rules route the greeting (rota99's file, "parcela", "desconto") to the legal group and the partner's manager.
  const needed = reviewer.getByRole('region', { name: 'Aprovações necessárias' });
  await expect(needed).toContainText('Grupo Jurídico: falta');
  await expect(needed).toContainText('Responsável pelo parceiro rota99: falta');
  await expect(needed).toContainText('pode aprovar: Rui Revisor');
  const change = reviewer.getByRole('region', { name: /Boas-vindas/ });
  await expect(change.locator('figure', { hasText: 'Antes' })).toContainText('Olá, motorista! 👋 Na parceria Rota 99');
  const after = change.locator('figure', { hasText: 'Depois' });
  await expect(after).toContainText(GREETING.slice(0, GREETING.indexOf('{')));
  await expect(after.locator('ins').first()).toBeVisible();
  // What a visitor would read: the discount placeholder shows the partner's number, marked as an example.
  await expect(after).not.toContainText('{variant.');
  await expect(after.locator('mark[title="exemplo"]')).toHaveText(/^\d+$/);
  await expectAccessible(reviewer);
  // The chat itself at this etapa, for this partner, at the version under review.
  await change.getByRole('button', { name: 'Abrir a conversa nesta etapa' }).click();
  const chat = change.frameLocator('iframe[title^="Conversa em"]');
  await expect(chat.getByRole('log')).toContainText(`Na parceria Rota 99 e Mycon (${RUN})`, { timeout: 60_000 });
  await expectAccessible(reviewer);

  // By the keyboard: the chat opened above keeps growing as it talks, moving the button under a pointer.
  await expect(reviewer.getByRole('article')).toContainText('Resolvida por Rui Revisor');
  await reviewer.getByRole('button', { name: 'Aprovar' }).press('Enter');
  await expect(reviewer.getByText('Rascunho aprovado.')).toBeVisible();
  await expect(needed).toContainText('Grupo Jurídico: aprovado por Rui Revisor');
  await reviewer.getByRole('button', { name: 'Publicar', exact: true }).click();
  const published = reviewer.getByText(/Versão publicada:/);
  await expect(published).toBeVisible({ timeout: GATE_MS });
  await expectAccessible(reviewer);

  const main = remoteGit('rev-parse', 'main').trim();
  await expect(published).toContainText(main.slice(0, 7));
  expect(remoteGit('show', 'main:variants/rota99.yaml')).toContain(GREETING);
  // The commit that brought the greeting in is the editor's.
  const authors = remoteGit('log', 'main', '--format=%ae', '-S', GREETING, '--', 'variants/rota99.yaml').trim().split('\n');
  expect(authors.at(-1)).toBe(EDITOR);
});

test('the greeting’s history shows the publish and the change before it; restoring it opens a draft with the old text', async () => {
  await editor.goto(draftUrl);
  // No STUDIO_LIVE_URL here: the published draft says the studio cannot tell when it is live.
  await expect(editor.getByText('Site ao vivo não configurado')).toBeVisible();
  await openText(editor, /\(\/rota99\)/, 'Que bom ter você aqui');
  // The text's conversations load above the history: wait for them, so the button stays where it is clicked.
  await expect(editor.getByRole('region', { name: /^Conversas sobre/ }).getByRole('article')).toContainText('Resolvida por Rui Revisor');
  await editor.getByRole('button', { name: 'Histórico deste texto' }).click();
  const changes = editor.getByRole('list', { name: 'Mudanças deste texto' }).getByRole('listitem');
  await expect(changes.first()).toContainText('Edna Editora, aprovado por Rui Revisor, publicado por Rui Revisor');
  await expect(changes.first()).toContainText(`Depois: “${GREETING}”`);
  await expect(changes.first()).toContainText('(horário de Brasília)');
  // The text as the repository had it before: a developer's change, the step before in its history.
  await expect(changes.nth(1)).toContainText('numa mudança feita por um desenvolvedor');
  await expect(changes.nth(1)).toContainText('Depois: “Olá, motorista! 👋 Na parceria Rota 99 e Mycon, você');
  await expectAccessible(editor);

  await changes.first().getByRole('button', { name: 'Restaurar este texto' }).click();
  await expect(editor).not.toHaveURL(draftUrl);
  await expect(editor.getByText('Rascunho', { exact: true }).first()).toBeVisible();
  await openText(editor, /\(\/rota99\)/, 'Que bom ter você aqui');
  await expect(editor.getByRole('textbox', { name: 'Mensagem', exact: true })).toHaveValue(/^Olá, motorista! 👋 Na parceria Rota 99 e Mycon, você/);
  await expect(editor.locator('.badge', { hasText: 'Rascunho' })).toBeVisible();
  expect(remoteGit('show', 'main:variants/rota99.yaml')).toContain(GREETING);
});

test('an author cannot approve their own draft: the page says why', async () => {
  await reviewer.goto('/');
  await reviewer.getByRole('button', { name: 'Novo rascunho' }).click();
  await openText(reviewer, /\(\/rota99\)/, 'Que bom ter você aqui');
  await reviewer.getByRole('textbox', { name: 'Mensagem', exact: true }).fill(`${GREETING} Revisado pelo próprio revisor.`);
  await reviewer.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(reviewer.getByText('Salvo no rascunho.')).toBeVisible();
  await reviewer.getByRole('button', { name: 'Enviar para revisão' }).click();
  await expect(reviewer.getByText('Você abriu este rascunho: a aprovação precisa ser de outra pessoa.')).toBeVisible({ timeout: GATE_MS });
  await reviewer.getByRole('button', { name: 'Aprovar' }).click();
  await expect(reviewer.getByRole('alert')).toContainText('outra pessoa precisa aprová-lo');
  await expect(reviewer.locator('.badge', { hasText: 'Em revisão' })).toBeVisible();
  await expectAccessible(reviewer);
});
