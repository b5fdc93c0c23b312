// A recorded conversation (studio/hosted/preview/record/recordTest.ts) is a conversation test the runner
// accepts and passes against the real flows: the file the studio offers can be saved as it is.
import { describe, expect, it } from 'vitest';
import { readAllContent } from '../../../../studio/edit/contentFiles.ts';
import { runFlowTests } from '../../../../scripts/conversation-tests/runFlowTests.ts';
import { botItems, chooseMove, conversationTestYaml, asTestText, type RecordedItem } from '../../../../studio/hosted/preview/record/recordTest.ts';
import type { ComponentCompletedDetail } from '../../../../src/ui/components/announceCompletion.ts';
import type { ConversationState } from '../../../../src/contracts/content.ts';

const root = process.cwd();

async function run(text: string) {
  const files = { ...readAllContent(root), 'flows/tests/recorded.yaml': text };
  return runFlowTests({ root, files, filter: 'recorded.yaml' });
}

describe('conversationTestYaml', () => {
  it('writes a recording of /rota99 that the conversation-test runner passes', async () => {
    const text = conversationTestYaml('greets the driver and starts', '/rota99', [
      { bot: 'Olá, motorista! 👋 Na parceria Rota 99 e Mycon' },
      { at: 'copy-message-2' },
      { click: 'SIMULAR AGORA' },
      { bot: 'Para começar, qual tipo de bem você quer conquistar?' },
    ]);
    const outcome = await run(text);
    expect(outcome.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(outcome.results.map((r) => r.status)).toEqual(['passed']);
  });

  it('leaves the route out for the main variant, and a wrong recording fails', async () => {
    const text = conversationTestYaml('main greets', '/', [{ bot: 'Texto que o bot não diz' }]);
    expect(text).not.toContain('route:');
    const outcome = await run(text);
    expect(outcome.results.map((r) => r.status)).toEqual(['failed']);
  });
});

describe('botItems: what a bot bubble becomes in a recording', () => {
  it('names the step once per move and keeps the amounts of money word for word', () => {
    const spoke = new Set<string>();
    expect(botItems('payment-first-parcel', 'O valor da primeira parcela é de R$\u00a01.255,00.', spoke)).toEqual([
      { said: 'payment-first-parcel' },
      { bot: 'R$ 1.255,00' },
    ]);
    expect(botItems('payment-first-parcel', 'Um segundo balão do mesmo passo.', spoke)).toEqual([]);
    expect(botItems(undefined, 'Aviso sem passo', spoke)).toEqual([{ bot: 'Aviso sem passo' }]);
  });

  it('a recording of said steps stays green after the greeting is reworded', async () => {
    const text = conversationTestYaml('greets and asks the category', '/', [
      { said: 'copy-message-1' },
      { said: 'copy-message-2' },
      { at: 'copy-message-2' },
      { click: 'SIMULAR AGORA' },
      { said: 'lead-select-category' },
    ]);
    const files: Record<string, string> = { ...readAllContent(root), 'flows/tests/recorded.yaml': text };
    files['flows/intro.yaml'] = files['flows/intro.yaml'].replace('Que bom ter você aqui.', 'Seja bem-vindo ao simulador.');
    expect(files['flows/intro.yaml']).toContain('Seja bem-vindo');
    const outcome = await runFlowTests({ root, files, filter: 'recorded.yaml' });
    expect(outcome.results.map((r) => [r.status, r.failure?.message])).toEqual([['passed', undefined]]);
  });

  it('said: fails, naming where the bot spoke, when the step did not speak', async () => {
    const outcome = await run(conversationTestYaml('wrong step', '/', [{ said: 'lead-basic-name' }]));
    expect(outcome.results[0].status).toBe('failed');
    expect(outcome.results[0].failure?.message).toContain('expected the bot to speak at "lead-basic-name"');
    expect(outcome.results[0].failure?.message).toContain('copy-message-1');
  });
});

describe('asTestText', () => {
  it('writes the no-break spaces of amounts as the plain spaces the runner compares with', async () => {
    const line = asTestText('Para essa categoria, ele vai de R$\u00a030.000,00 a R$\u00a0400.000,00.');
    expect(line).toBe('Para essa categoria, ele vai de R$ 30.000,00 a R$ 400.000,00.');
    const outcome = await run(
      conversationTestYaml('credit range', '/', [
        { click: 'SIMULAR AGORA' },
        { choose: { component: 'categoryCarousel', value: 'automoveis' } },
        { type: 'Maria' },
        { click: 'CRÉDITO INTEGRAL' },
        { bot: line },
      ]),
    );
    expect(outcome.results.map((r) => [r.status, r.failure?.message])).toEqual([['passed', undefined]]);
  });
});

describe('chooseMove', () => {
  // The state as the carousels saw it: two categories, two offers.
  const state = {
    catalogue: {
      categorias: [
        { categoriaID: 7, produtoCategoria: 'motos' },
        { categoriaID: 3, produtoCategoria: 'automoveis' },
      ],
      ofertas: [
        {
          planosTipos: [
            { planoID: 11, name: 'Integral' },
            { planoID: 12, name: 'Paga Metade' },
          ],
        },
        { planosTipos: [{ planoID: 21, name: 'Integral' }] },
      ],
    },
  } as unknown as ConversationState;
  const done = (component: string, outcome: string, payload: ComponentCompletedDetail['payload'] = {}): ComponentCompletedDetail => ({
    component,
    step: 's',
    outcome,
    payload,
    state,
  });

  it('names a category by its code and a plan by its card position, as the test moves replay them', () => {
    expect(chooseMove(done('categoryCarousel', 'ok', { echo: 'Automóveis', input: 3 }))).toEqual({ component: 'categoryCarousel', value: 'automoveis' });
    expect(chooseMove(done('planCarousel', 'ok', { input: 21 }))).toEqual({ component: 'planCarousel', value: 2 });
    expect(chooseMove(done('planCarousel', 'simulateAgain', { echo: 'SIMULAR NOVAMENTE' }))).toEqual({ component: 'planCarousel', value: 'SIMULAR NOVAMENTE' });
  });

  it("names a plan type other than the card's first after the position", () => {
    expect(chooseMove(done('planCarousel', 'ok', { input: 12 }))).toEqual({ component: 'planCarousel', value: '1 Paga Metade' });
    expect(chooseMove(done('planCarousel', 'ok', { input: 11 }))).toEqual({ component: 'planCarousel', value: 1 });
  });

  it('takes the card modal and copy buttons by their outcome', () => {
    expect(chooseMove(done('cardPaymentModal', 'refused'))).toEqual({ component: 'cardPaymentModal', value: 'refused' });
    expect(chooseMove(done('cardPaymentModal', 'unconfirmed'))).toEqual({ component: 'cardPaymentModal', value: 'unconfirmed' });
    expect(chooseMove(done('pixCopyCode', 'copied'))).toEqual({ component: 'pixCopyCode', value: 'copied' });
  });

  it('a recording through both carousels, written as choose moves, replays green', async () => {
    const items: RecordedItem[] = [
      { at: 'copy-message-2' },
      { click: 'SIMULAR AGORA' },
      { choose: { component: 'categoryCarousel', value: 'automoveis' } },
      { type: 'Maria da Conceição' },
      { click: 'CRÉDITO INTEGRAL' },
      { type: '50.000' },
      { type: '10.000' },
      { type: 'maria@exemplo.com.br' },
      { type: '(11) 98765-4321' },
      { at: 'plans-list-select' },
      { choose: { component: 'planCarousel', value: 1 } },
      { bot: 'Você selecionou o plano Integral: crédito de R$ 50.000,00 em 80 meses' },
    ];
    const text = conversationTestYaml('through the carousels', '/', items);
    expect(text).toContain('- choose: { component: categoryCarousel, value: automoveis }');
    const outcome = await run(text);
    expect(outcome.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(outcome.results.map((r) => [r.status, r.failure?.message])).toEqual([['passed', undefined]]);
  });
});
