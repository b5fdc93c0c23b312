// proposal-change-infos: each of the seven choices, and the summary showing the new value.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PropostaRequest } from '../../src/api/index.ts';
import type { Journey } from './harness.ts';
import { atHolder, COMPANY, fillHolder, lastSummary, patchApi, reachedPaymentInit } from './plansSetup.ts';

describe('proposal-change-infos', () => {
  let j: Journey;
  beforeEach(async () => {
    j = await atHolder();
    await fillHolder(j);
    await j.click('ALTERAR DADOS');
    await j.at('proposal-change-infos');
  });
  afterEach(() => j?.stop());

  /** Back at the terms after a change: the data confirmation was shown again. */
  async function backAtSummary(): Promise<string> {
    await j.at('proposal-terms');
    expect(j.lastBotTexts()[0]).toBe('Pronto! Confira se está tudo certo com os seus dados:');
    return lastSummary(j);
  }

  it('offers seven choices, named for an individual', () => {
    expect(j.options()).toEqual(['NOME', 'E-MAIL', 'CPF OU CNPJ', 'TELEFONE', 'DATA DE NASCIMENTO', 'CEP', 'NENHUMA']);
  });

  it('NOME', async () => {
    await j.click('NOME');
    await j.at('proposal-change-name');
    expect(j.lastBotTexts()).toEqual(['Qual é o nome completo do titular?']);
    await j.type('Ana Paula Souza');
    expect(await backAtSummary()).toContain('Titular: Ana Paula Souza (Pessoa Física)');
  });

  it('E-MAIL', async () => {
    await j.click('E-MAIL');
    await j.at('proposal-change-email');
    await j.type('ana');
    expect(j.fieldError()).toBe('E-mail inválido 🤔');
    await j.type('ana.souza@exemplo.com.br');
    expect(await backAtSummary()).toContain('E-mail: ana.souza@exemplo.com.br');
  });

  it('CPF OU CNPJ: another CPF, chosen on a custom button layout', async () => {
    await j.click('CPF OU CNPJ');
    await j.at('proposal-change-cpf-cnpj');
    expect(j.conversation.pending.value).toMatchObject({ kind: 'options', layout: 'custom' });
    expect(j.options()).toEqual(['CPF', 'CNPJ']);
    await j.click('CPF');
    await j.at('proposal-change-cpf-cnpj-value');
    await j.type('123.456.789-09');
    expect(j.fieldError()).toBe('CPF inválido');
    await j.type('111.444.777-35');
    expect(await backAtSummary()).toContain('CPF: 111.444.777-35');
  });

  it('CPF OU CNPJ: switching to a CNPJ makes the holder a company, asked its name, CNPJ and foundation date', async () => {
    const sent: PropostaRequest[] = [];
    patchApi((real) => ({ createProposal: (body) => (sent.push(body), real.createProposal(body)) }));
    await j.click('CPF OU CNPJ');
    await j.at('proposal-change-cpf-cnpj');
    await j.click('CNPJ');
    await j.at('proposal-change-name');
    await j.type(COMPANY.name);
    await j.at('proposal-change-cpf-cnpj-value');
    await j.type(COMPANY.document);
    await j.at('proposal-change-date');
    await j.type(COMPANY.date);
    const summary = await backAtSummary();
    expect(summary).toContain('Titular: Padaria Pão & Cia Ltda (Pessoa Jurídica)\nCNPJ: 11.222.333/0001-81\nData de fundação: 10/03/2020');
    await j.click('CONFIRMAR');
    await reachedPaymentInit(j);
    expect(sent[0]).toMatchObject({ tipoPessoa: 1, nomeRazao: COMPANY.name, cpfCnpj: '11222333000181' });
  });

  it('TELEFONE: keep or change, on a custom button layout', async () => {
    await j.click('TELEFONE');
    await j.at('proposal-change-phone');
    expect(j.lastBotTexts()).toEqual(['O seu telefone hoje é (11) 98765-4321. Quer trocar por outro número?']);
    expect(j.conversation.pending.value).toMatchObject({ kind: 'options', layout: 'custom' });
    expect(j.options()).toEqual(['TROCAR', 'MANTER']);
    await j.click('TROCAR');
    await j.at('proposal-change-phone-value');
    await j.type('(21) 3456-789');
    expect(j.fieldError()).toBe('Telefone inválido 🤔');
    await j.type('(21) 99876-5432');
    expect(await backAtSummary()).toContain('Telefone: (21) 99876-5432');
    expect(j.conversation.state.value.lead.telefone).toBe('21998765432');
  });

  it('TELEFONE: MANTER keeps the number', async () => {
    await j.click('TELEFONE');
    await j.at('proposal-change-phone');
    await j.click('MANTER');
    expect(await backAtSummary()).toContain('Telefone: (11) 98765-4321');
  });

  it('DATA DE NASCIMENTO', async () => {
    await j.click('DATA DE NASCIMENTO');
    await j.at('proposal-change-date');
    expect(j.lastBotTexts()).toEqual(['Qual é a data de nascimento?']);
    await j.type('01/01/2015');
    expect(j.fieldError()).toBe('Menor de 18 anos não pode comprar :(');
    await j.type('01/02/1985');
    expect(await backAtSummary()).toContain('Data de nascimento: 01/02/1985');
  });

  it('CEP', async () => {
    await j.click('CEP');
    await j.at('proposal-change-cep');
    await j.type('22021-001');
    expect(await backAtSummary()).toContain('Endereço: Avenida Atlântica, Copacabana, Rio de Janeiro/RJ, CEP 22021-001');
  });

  it('NENHUMA goes back to the terms unchanged', async () => {
    const before = lastSummary(j);
    await j.click('NENHUMA');
    await j.at('proposal-terms');
    expect(j.lastBotTexts()).toEqual([
      'Ao confirmar, você declara que leu e concorda com o regulamento do grupo e com os termos da proposta. Posso gerar a sua proposta?',
    ]);
    expect(lastSummary(j)).toBe(before);
  });

  it('the proposal carries the changed values', async () => {
    const sent: PropostaRequest[] = [];
    patchApi((real) => ({ createProposal: (body) => (sent.push(body), real.createProposal(body)) }));
    await j.click('NOME');
    await j.at('proposal-change-name');
    await j.type('Ana Paula Souza');
    await j.at('proposal-terms');
    await j.click('ALTERAR DADOS');
    await j.at('proposal-change-infos');
    await j.click('E-MAIL');
    await j.at('proposal-change-email');
    await j.type('ana.souza@exemplo.com.br');
    await j.at('proposal-terms');
    await j.click('CONFIRMAR');
    await reachedPaymentInit(j);
    expect(sent[0]).toMatchObject({ nomeRazao: 'Ana Paula Souza', email: 'ana.souza@exemplo.com.br' });
  });
});

describe('proposal-change-infos for a company', () => {
  let j: Journey;
  afterEach(() => j?.stop());

  it('names the choices for a company, and a company turned individual is asked a name and a birth date', async () => {
    j = await atHolder();
    await fillHolder(j, COMPANY);
    await j.click('ALTERAR DADOS');
    await j.at('proposal-change-infos');
    expect(j.options()).toEqual(['RAZÃO SOCIAL', 'E-MAIL', 'CPF OU CNPJ', 'TELEFONE', 'DATA DE FUNDAÇÃO', 'CEP', 'NENHUMA']);
    await j.click('CPF OU CNPJ');
    await j.at('proposal-change-cpf-cnpj');
    await j.click('CPF');
    await j.at('proposal-change-name');
    expect(j.lastBotTexts().at(-1)).toBe('Qual é o nome completo do titular?');
    await j.type('Maria da Conceição');
    await j.at('proposal-change-cpf-cnpj-value');
    await j.type('529.982.247-25');
    await j.at('proposal-change-date');
    expect(j.lastBotTexts()).toEqual(['Qual é a data de nascimento?']);
    await j.type('17/05/1990');
    await j.at('proposal-terms');
    expect(lastSummary(j)).toContain('Titular: Maria da Conceição (Pessoa Física)\nCPF: 529.982.247-25\nData de nascimento: 17/05/1990');
  });
});
