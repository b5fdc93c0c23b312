import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, type PropostaRequest } from '../../src/api/index.ts';
import type { Journey } from './harness.ts';
import { atHolder, COMPANY, fillHolder, INDIVIDUAL, lastSummary, patchApi, reachedPaymentInit, VISITOR } from './plansSetup.ts';

const NBSP = '\u00a0';

describe('proposal: holder data to created proposal', () => {
  let j: Journey;
  afterEach(() => j?.stop());

  it('an individual gives name, CPF, CEP and birth date, confirms and the proposal is created', async () => {
    j = await atHolder();
    expect(j.options()).toEqual(['PESSOA FÍSICA', 'PESSOA JURÍDICA']);
    await j.click('PESSOA FÍSICA');
    await j.at('proposal-add-name-razao');
    expect(j.lastBotTexts()).toEqual(['Qual é o nome completo do titular?']);
    await j.type('Maria da Conceição');
    await j.at('proposal-add-cpf-cnpj');
    expect(j.lastBotTexts()).toEqual(['Agora, qual é o CPF do titular?']);
    await j.type('529.982.247-25');
    await j.at('proposal-add-cep');
    await j.type('01310-100');
    await j.at('proposal-add-date');
    // First entry of the CEP: on to the thanks message, then the date.
    expect(j.lastBotTexts()).toEqual([
      'Obrigado, Maria! Anotei o endereço: Avenida Paulista, Bela Vista, São Paulo/SP. 🏠',
      'Estou registrando os seus dados. Só falta mais uma informação! 📝',
      'Qual é a data de nascimento?',
    ]);
    await j.type('17/05/1990');
    await j.at('proposal-terms');
    expect(lastSummary(j)).toBe(
      [
        'bot: Titular: Maria da Conceição (Pessoa Física)',
        'CPF: 529.982.247-25',
        'Data de nascimento: 17/05/1990',
        `E-mail: ${VISITOR.email}`,
        'Telefone: (11) 98765-4321',
        'Endereço: Avenida Paulista, Bela Vista, São Paulo/SP, CEP 01310-100',
      ].join('\n'),
    );
    // A car plan: no Resolution 285 notice.
    expect(j.transcript().join('\n')).not.toContain('Resolução');
    expect(j.transcript().join('\n')).toContain(`Primeira parcela: R$${NBSP}1.255,00`);
    expect(j.options()).toEqual(['CONFIRMAR', 'DETALHES DO PLANO', 'ALTERAR DADOS', 'FALAR COM OS ESPECIALISTAS']);

    await j.click('CONFIRMAR');
    await reachedPaymentInit(j);
    expect(j.transcript()).toContain('bot: Proposta gerada com sucesso! 🎉');
    expect(j.transcript()).toContain('bot: O número do seu contrato é 2025000001.');
    expect(j.conversation.state.value.proposal).toMatchObject({
      propostaId: expect.stringMatching(/^[0-9a-f]{32}$/),
      contrato: '2025000001',
      formasPagamento: [5, 0, 1],
    });
    expect(j.conversation.state.value.proposal.propostaToken).not.toBe('');
  });

  it('sends exactly the spec payload and reports Proposta Gerada with personal data as pii', async () => {
    const sent: PropostaRequest[] = [];
    j = await atHolder();
    patchApi((real) => ({ createProposal: (body) => (sent.push(body), real.createProposal(body)) }));
    await fillHolder(j, INDIVIDUAL);
    await j.click('CONFIRMAR');
    await reachedPaymentInit(j);
    const { lead, plan } = j.conversation.state.value;
    expect(sent).toEqual([
      {
        bairro: 'Bela Vista',
        bemID: plan.bemId,
        cep: '01310100',
        cidade: 'São Paulo',
        complemento: '',
        cpfCnpj: '52998224725',
        email: VISITOR.email,
        empresaId: 90,
        estado: 'SP',
        leadId: lead.leadId,
        logradouro: 'Avenida Paulista',
        nascimentoFundacao: '17/05/1990',
        nome: VISITOR.nome,
        nomeRazao: 'Maria da Conceição',
        numero: 0,
        planoID: plan.planoId,
        planoMeses: 80,
        rendaFaturamento: '1000000',
        rendaMensal: '1000000',
        telefone: VISITOR.telefone,
        telefoneCelular: VISITOR.telefone,
        termos: true,
        tipoPessoa: 0,
      },
    ]);
    expect(typeof sent[0].leadId).toBe('string');
    const generated = j.events.filter((e) => e.event === 'Proposta Gerada');
    expect(generated).toHaveLength(1);
    expect(generated[0].data).toMatchObject({ propostaId: expect.stringMatching(/^[0-9a-f]{32}$/), contrato: '2025000001' });
    expect(generated[0].pii).toEqual({ email: VISITOR.email, telefone: VISITOR.telefone, cpfCnpj: '52998224725' });
    expect(JSON.stringify(generated[0].data)).not.toMatch(/52998224725|maria@|11987654321/);
  });

  it('a company gives its company name, CNPJ and foundation date (no age rule)', async () => {
    const sent: PropostaRequest[] = [];
    j = await atHolder();
    patchApi((real) => ({ createProposal: (body) => (sent.push(body), real.createProposal(body)) }));
    await j.click('PESSOA JURÍDICA');
    await j.at('proposal-add-name-razao');
    expect(j.lastBotTexts()).toEqual(['Qual é a razão social da empresa?']);
    await j.type(COMPANY.name);
    await j.at('proposal-add-cpf-cnpj');
    expect(j.lastBotTexts()).toEqual(['Agora, qual é o CNPJ do titular?']);
    await j.type(COMPANY.document);
    await j.at('proposal-add-cep');
    await j.type(COMPANY.cep);
    await j.at('proposal-add-date');
    expect(j.lastBotTexts().at(-1)).toBe('Qual é a data de fundação?');
    // Founded five years ago: fine for a company.
    await j.type(COMPANY.date);
    await j.at('proposal-terms');
    expect(lastSummary(j)).toContain('Titular: Padaria Pão & Cia Ltda (Pessoa Jurídica)\nCNPJ: 11.222.333/0001-81\nData de fundação: 10/03/2020');
    await j.click('CONFIRMAR');
    await reachedPaymentInit(j);
    expect(sent[0]).toMatchObject({ tipoPessoa: 1, cpfCnpj: '11222333000181', nomeRazao: COMPANY.name, nascimentoFundacao: '10/03/2020' });
  });

  it('DETALHES DO PLANO shows the plan title and fees, then the terms again', async () => {
    j = await atHolder();
    await fillHolder(j);
    await j.click('DETALHES DO PLANO');
    await j.at('proposal-terms');
    const [title, fees] = j.lastBotTexts();
    expect(title).toBe('Automóveis Integral 80 meses');
    expect(fees).toContain('Taxa de administração total de 16,00% (0,2000% ao mês)');
  });

  it('shows the Resolution 285 notice when the plan says so (property)', async () => {
    j = await atHolder({ categoriaId: 1, valorCredito: 20_000_000 });
    expect(j.conversation.state.value.plan.exibirTextoResolucao285).toBe(true);
    await fillHolder(j);
    const transcript = j.transcript();
    const notice = transcript.indexOf(
      'bot: Importante: este plano segue a Resolução BCB nº 285 do Banco Central, que regulamenta a constituição e o funcionamento dos grupos de consórcio. As regras dela valem para todos os participantes do seu grupo.',
    );
    expect(notice).toBeGreaterThan(transcript.findIndex((line) => line.startsWith('bot: Titular:')));
    expect(notice).toBeLessThan(transcript.findIndex((line) => line.startsWith('bot: Resumo do plano')));
    await j.click('CONFIRMAR');
    await reachedPaymentInit(j);
    // Property plans are paid by Pix or boleto only.
    expect(j.conversation.state.value.proposal.formasPagamento).toEqual([5, 1]);
  });

  it('a proposal refusing the CEP goes to cep-not-found, and the corrected CEP returns to the data', async () => {
    j = await atHolder();
    // An address the lookup knows but the proposal does not: the two disagree only in production,
    // so the lookup is patched to know one more CEP.
    patchApi((real) => ({
      getAddress: (cep) =>
        cep.replace(/\D/g, '') === '04000000'
          ? Promise.resolve({ cep: '04000000', logradouro: 'Rua Nova', bairro: 'Centro', cidade: 'São Paulo', estado: 'SP', complemento: '', numero: '' })
          : real.getAddress(cep),
    }));
    await fillHolder(j, { ...INDIVIDUAL, cep: '04000-000' });
    await j.click('CONFIRMAR');
    await j.at('cep-try-again');
    expect(j.transcript()).toContain('bot: Ops! não encontrei esse CEP');
    await j.type('22021-001');
    await j.at('proposal-terms');
    expect(lastSummary(j)).toContain('Endereço: Avenida Atlântica, Copacabana, Rio de Janeiro/RJ, CEP 22021-001');
    await j.click('CONFIRMAR');
    await reachedPaymentInit(j);
  });

  it('proposal-buy-again confirms the same data and creates a second proposal', async () => {
    j = await atHolder();
    await fillHolder(j);
    await j.click('CONFIRMAR');
    await reachedPaymentInit(j);
    await j.goTo('proposal-buy-again');
    await j.at('proposal-terms');
    expect(j.lastBotTexts().slice(0, 2)).toEqual([
      'Que bom que você quer fazer mais uma compra! 😍 Vou usar os mesmos dados da sua última proposta.',
      'Pronto! Confira se está tudo certo com os seus dados:',
    ]);
    expect(j.conversation.state.value.flags.buyAgain).toBe(true);
    await j.click('CONFIRMAR');
    expect(j.conversation.state.value.proposal).toMatchObject({ propostaId: expect.stringMatching(/^[0-9a-f]{32}$/), contrato: '2025000002' });
  });

  it('any other proposal error goes to error-general and keeps every answer', async () => {
    j = await atHolder();
    await fillHolder(j);
    // The sandbox does not know this lead: 404 Lead não encontrado.
    const { leadId } = j.conversation.state.value.lead;
    j.seed('lead', { leadId: '999999' });
    await j.click('CONFIRMAR');
    await j.at('error-general');
    expect(j.lastBotTexts()).toContain('Desculpe, estamos passando por instabilidades. Tente novamente mais tarde.');
    const { contract, lead, plan, proposal } = j.conversation.state.value;
    expect(contract).toMatchObject({ nomeRazao: 'Maria da Conceição', cpfCnpj: '52998224725', cep: '01310100', nascimentoFundacao: '17/05/1990' });
    expect(lead).toMatchObject({ email: VISITOR.email, telefone: VISITOR.telefone });
    expect(plan.planoId).not.toBe(0);
    expect(proposal.propostaId).toBe('');
    expect(leadId).not.toBe('999999');
  });

  it('a network failure creating the proposal goes to error-general too', async () => {
    j = await atHolder();
    patchApi(() => ({ createProposal: () => Promise.reject(new ApiError('network', 'Network Error')) }));
    await fillHolder(j);
    await j.click('CONFIRMAR');
    await j.at('error-general');
    expect(j.conversation.state.value.contract.nomeRazao).toBe('Maria da Conceição');
    expect(j.events.some((e) => e.event === 'Proposta Gerada')).toBe(false);
  });
});
