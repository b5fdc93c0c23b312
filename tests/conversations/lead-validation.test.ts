// Every validation message of the lead phase (spec section 5), triggered by a bad answer and then
// corrected, on the real flows with the sandbox's word check. Each question is reached with
// answerUntil, which answers any question in between from tests/journeys/answers.yaml.
import { afterEach, describe, expect, it } from 'vitest';
import { answerUntil } from './answerQuestions.ts';
import { startJourney, type Journey } from './harness.ts';
import { entered, pickCategory, record, refuses } from './leadJourney.ts';

const R$ = 'R$\u00a0';
const REQUIRED = 'Preencha para continuar! 😊';

describe('lead phase: validation messages', () => {
  let j: Journey;
  afterEach(() => j?.stop());

  it('refuses each bad answer with its message, keeps the visitor on the step, and accepts the correction', async () => {
    j = await startJourney();
    const rec = record(j);
    await j.at('copy-message-2');
    await j.click('SIMULAR AGORA');
    await pickCategory(j, 'CARRO');

    // Name: required, format, word check (profanity and gibberish), then accepted and capitalised.
    await answerUntil(j, 'lead-basic-name');
    await refuses(j, '   ', REQUIRED);
    await refuses(j, 'Maria 123', 'Está correto? 🤔');
    await refuses(j, '😀😀', 'Está correto? 🤔');
    await refuses(j, 'Seu Caralho', 'Por favor, insira um nome válido.');
    await refuses(j, 'Kkkkkk', 'Por favor, insira um nome válido.');
    expect(j.transcript().filter((line) => line.startsWith('you:'))).toEqual(['you: SIMULAR AGORA', 'you: Automóveis']);
    await j.type('joão pedro schwarz');
    expect(j.fieldError()).toBeNull();
    await answerUntil(j, 'lead-select-plan');
    expect(j.conversation.state.value.lead.nome).toBe('João Pedro Schwarz');
    expect(j.options()).toEqual(['PAGA METADE', 'CRÉDITO INTEGRAL']);
    await j.click('CRÉDITO INTEGRAL');

    // Credit: required, minimum and maximum of a car, in BRL.
    await answerUntil(j, 'lead-credit-value-add');
    await refuses(j, '', REQUIRED);
    await refuses(j, 'R$ ', REQUIRED);
    await refuses(j, 'R$ 20.000,00', `O crédito mínimo é de ${R$}30.000,00`);
    await refuses(j, '400.000,01', `O crédito máximo é de ${R$}400.000,00`);
    await j.type('R$ 30.000,00');
    await answerUntil(j, 'basico-valor-renda');
    expect(j.conversation.state.value.lead.valorCredito).toBe(3_000_000);

    // Monthly income: required, at least R$ 100,00.
    await refuses(j, '', REQUIRED);
    await refuses(j, 'R$ 99,99', 'Valor inválido');
    await j.type('R$ 2.520,00');
    await answerUntil(j, 'lead-add-email');
    expect(j.conversation.state.value.lead.rendaMensal).toBe(252_000);

    // E-mail: required, shape, at most 60 characters, word check.
    await refuses(j, '', REQUIRED);
    await refuses(j, 'maria@', 'E-mail inválido 🤔');
    await refuses(j, 'maria.exemplo.com.br', 'E-mail inválido 🤔');
    await refuses(j, `${'a'.repeat(49)}@exemplo.com` /* 61 characters */, 'Numero máximo de caracteres excedido');
    await refuses(j, 'merda@exemplo.com', 'Por favor, insira um e-mail válido.');
    await j.type('joao.silva@gmail.com');
    await answerUntil(j, 'lead-add-phone');

    // Phone: required, 11 digits with a real area code.
    await refuses(j, '', REQUIRED);
    await refuses(j, '(11) 9876-543', 'Telefone inválido 🤔');
    await refuses(j, '(00) 98765-4321', 'Telefone inválido 🤔');
    await j.type('(11) 98765-4321');
    await entered(rec, 'plans-list-select');
    expect(j.conversation.state.value.lead.telefone).toBe('11987654321');
    // Only accepted answers were echoed, in order; refusals never reached the log.
    const echoed = j.transcript().filter((line) => line.startsWith('you:'));
    const accepted = ['joão pedro schwarz', 'CRÉDITO INTEGRAL', 'R$ 30.000,00', 'R$ 2.520,00', 'joao.silva@gmail.com', '(11) 98765-4321'];
    expect(echoed.filter((line) => accepted.includes(line.slice(5)))).toEqual(accepted.map((a) => `you: ${a}`));
    for (const refused of ['Maria 123', 'Seu Caralho', 'R$ 20.000,00', 'R$ 99,99', 'maria@', 'merda@exemplo.com', '(11) 9876-543']) {
      expect(echoed, refused).not.toContain(`you: ${refused}`);
    }
    // Refused words were checked by the server, accepted ones too; the lead was saved once.
    expect(rec.callsTo('/api/lead/validar-palavras').map((c) => c.body)).toEqual([
      'Seu Caralho',
      'Kkkkkk',
      'joão pedro schwarz',
      'merda@exemplo.com',
      'joao.silva@gmail.com',
    ]);
    expect(rec.callsTo('/api/lead')).toHaveLength(1);
  });

  it('uses the range of the asset and plan type: services from R$ 12.000,00 to R$ 20.000,00', async () => {
    j = await startJourney();
    await j.at('copy-message-2');
    await j.click('SIMULAR AGORA');
    await pickCategory(j, 'SERVICO');
    await answerUntil(j, 'lead-basic-name');
    await j.type('Maria da Conceição');
    await answerUntil(j, 'lead-credit-value-add');
    expect(j.transcript().join('\n')).toContain(`ele vai de ${R$}12.000,00 a ${R$}20.000,00`);
    await refuses(j, '11999', `O crédito mínimo é de ${R$}12.000,00`);
    await refuses(j, '20001', `O crédito máximo é de ${R$}20.000,00`);
    await j.type('20000');
    await answerUntil(j, 'basico-valor-renda');
  });

  it('property half-payment: R$ 100.000,00 to R$ 700.000,00', async () => {
    j = await startJourney();
    await j.at('copy-message-2');
    await j.click('SIMULAR AGORA');
    await pickCategory(j, 'IMOVEL');
    await answerUntil(j, 'lead-basic-name');
    await j.type('Maria da Conceição');
    await answerUntil(j, 'lead-select-plan');
    await j.click('PAGA METADE');
    await answerUntil(j, 'lead-credit-value-add');
    expect(j.conversation.state.value.consorcio).toMatchObject({ tipoPlano: 'CREDITO_PAGAMETADE', categoriaId: 20 });
    await refuses(j, '99.999,99', `O crédito mínimo é de ${R$}100.000,00`);
    await refuses(j, '700.001', `O crédito máximo é de ${R$}700.000,00`);
    await j.type('700.000');
    await answerUntil(j, 'basico-valor-renda');
  });
});
