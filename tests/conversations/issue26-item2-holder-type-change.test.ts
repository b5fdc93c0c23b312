// Issue 26 item 2: a company turned into a person kept the company's name. PESSOA JURÍDICA,
// "Padaria Pão & Cia Ltda", its CNPJ, then ALTERAR DADOS → CPF OU CNPJ → CPF asked the birth date
// again but not the name, and the proposal went out as "Titular: Padaria Pão & Cia Ltda (Pessoa
// Física)". Changing the holder type now asks again every answer whose rule depends on it — the
// name, the document and the date — whatever they were; keeping the type asks only the number.
import { afterEach, describe, expect, it } from 'vitest';
import type { PropostaRequest } from '../../src/api/index.ts';
import type { Journey } from './harness.ts';
import { atHolder, COMPANY, fillHolder, INDIVIDUAL, lastSummary, patchApi, reachedPaymentInit } from './plansSetup.ts';

/** ALTERAR DADOS → CPF OU CNPJ → the document's type. */
async function changeDocumentTo(j: Journey, type: 'CPF' | 'CNPJ'): Promise<void> {
  await j.click('ALTERAR DADOS');
  await j.at('proposal-change-infos');
  await j.click('CPF OU CNPJ');
  await j.at('proposal-change-cpf-cnpj');
  await j.click(type);
}

function recordProposals(): PropostaRequest[] {
  const sent: PropostaRequest[] = [];
  patchApi((real) => ({ createProposal: (body) => (sent.push(body), real.createProposal(body)) }));
  return sent;
}

describe('issue 26 item 2: changing the holder type asks again every answer that depends on it', () => {
  let j: Journey;
  afterEach(() => j?.stop());

  it("a company turned into a person is asked the person's name, CPF and birth date; the proposal goes out with them", async () => {
    j = await atHolder();
    const sent = recordProposals();
    await fillHolder(j, COMPANY);
    await changeDocumentTo(j, 'CPF');

    await j.at('proposal-change-name');
    expect(j.conversation.state.value.contract).toMatchObject({ tipoPessoa: 0, tipoCliente: 'Pessoa Física', nomeRazao: '', nascimentoFundacao: '' });
    expect(j.lastBotTexts()).toEqual([
      'Certo! Com a troca para Pessoa Física, vou pedir de novo os dados do titular. 📝',
      'Qual é o nome completo do titular?',
    ]);
    // The company's name is no person's name.
    await j.type(COMPANY.name);
    expect(j.fieldError()).toBe('Nome inválido');
    await j.type(INDIVIDUAL.name);
    await j.at('proposal-change-cpf-cnpj-value');
    expect(j.lastBotTexts()).toEqual(['Digite o novo CPF, por favor.']);
    await j.type(INDIVIDUAL.document);
    await j.at('proposal-change-date');
    expect(j.lastBotTexts()).toEqual(['Qual é a data de nascimento?']);
    await j.type(INDIVIDUAL.date);

    await j.at('proposal-terms');
    const summary = lastSummary(j);
    expect(summary).toContain('Titular: Maria da Conceição (Pessoa Física)\nCPF: 529.982.247-25\nData de nascimento: 17/05/1990');
    expect(summary).not.toContain('Padaria');
    await j.click('CONFIRMAR');
    await reachedPaymentInit(j);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ tipoPessoa: 0, nomeRazao: 'Maria da Conceição', cpfCnpj: '52998224725', nascimentoFundacao: '17/05/1990' });
  });

  it('a person turned into a company is asked the razão social, CNPJ and foundation date, even where the old answers would pass', async () => {
    j = await atHolder();
    await fillHolder(j);
    await changeDocumentTo(j, 'CNPJ');
    await j.at('proposal-change-name');
    expect(j.lastBotTexts().at(-1)).toBe('Qual é a razão social da empresa?');
    await j.type(COMPANY.name);
    await j.at('proposal-change-cpf-cnpj-value');
    await j.type(COMPANY.document);
    // 17/05/1990 would do as a foundation date too: it is asked again all the same.
    await j.at('proposal-change-date');
    expect(j.lastBotTexts()).toEqual(['Qual é a data de fundação?']);
    await j.type('01/02/2001');
    await j.at('proposal-terms');
    expect(lastSummary(j)).toContain('Titular: Padaria Pão & Cia Ltda (Pessoa Jurídica)\nCNPJ: 11.222.333/0001-81\nData de fundação: 01/02/2001');
  });

  it('the same holder type asks only the new number and keeps the name and date', async () => {
    j = await atHolder();
    await fillHolder(j);
    await changeDocumentTo(j, 'CPF');
    await j.at('proposal-change-cpf-cnpj-value');
    await j.type('111.444.777-35');
    await j.at('proposal-terms');
    expect(lastSummary(j)).toContain('Titular: Maria da Conceição (Pessoa Física)\nCPF: 111.444.777-35\nData de nascimento: 17/05/1990');
    expect(j.transcript().join('\n')).not.toContain('Com a troca');
  });

  it('a reload in the middle of the change resumes on the question, not on the old answers', async () => {
    j = await atHolder();
    await fillHolder(j, COMPANY);
    await changeDocumentTo(j, 'CPF');
    await j.at('proposal-change-name');
    const snapshot = JSON.parse(JSON.stringify(j.conversation.snapshot()));
    expect(snapshot).toMatchObject({ step: 'proposal-change-name', state: { contract: { nomeRazao: '', cpfCnpj: '', tipoPessoa: 0 } } });
  });
});
