// Every rule of the holder's fields (spec section 5) and every CEP branch (spec section 4).
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/index.ts';
import type { Journey } from './harness.ts';
import { atHolder, COMPANY, expectRefused, fillHolder, INDIVIDUAL, lastSummary, patchApi } from './plansSetup.ts';

const REQUIRED = 'Preencha para continuar! 😊';
const INVALID_DATE = 'Data inválida 🤔';

const STEP = { name: 'proposal-add-name-razao', document: 'proposal-add-cpf-cnpj', cep: 'proposal-add-cep', date: 'proposal-add-date' } as const;

/** A holder of this type, every question before `step` answered (tests/journeys/answers.yaml). */
async function atStep(type: 'PESSOA FÍSICA' | 'PESSOA JURÍDICA', step: keyof typeof STEP): Promise<Journey> {
  const j = await atHolder();
  await fillHolder(j, type === 'PESSOA JURÍDICA' ? COMPANY : INDIVIDUAL, STEP[step]);
  return j;
}

describe('proposal fields', () => {
  let j: Journey;
  afterEach(() => j?.stop());

  it('refuses bad holder names with the spec messages, including the word check', async () => {
    j = await atStep('PESSOA FÍSICA', 'name');
    await expectRefused(j, '', REQUIRED);
    await expectRefused(j, 'Maria 123', 'Nome inválido');
    await expectRefused(j, 'Maria Aparecida dos Santos Oliveira', 'Nome inválido'); // 35 characters: max 30
    await expectRefused(j, 'Seu Caralho', 'Por favor, insira um nome válido.');
    await j.type('Maria da Conceição');
    await j.at('proposal-add-cpf-cnpj');
  });

  it('refuses bad company names with the company messages', async () => {
    j = await atStep('PESSOA JURÍDICA', 'name');
    await expectRefused(j, '!!!', 'Razão Social inválida');
    await expectRefused(j, 'Transportadora Irmãos Silva e Filhos Ltda', 'Razão Social inválida');
    await expectRefused(j, 'fdp', 'Por favor, insira uma razaão social válida.');
    await j.type('J.R. Transportes 2000 Ltda.');
    await j.at('proposal-add-cpf-cnpj');
  });

  it('refuses CPFs: wrong length, all digits equal, 123.456.789-09, bad checksum', async () => {
    j = await atStep('PESSOA FÍSICA', 'document');
    await expectRefused(j, '', REQUIRED);
    await expectRefused(j, '529.982.247', 'CPF inválido');
    await expectRefused(j, '111.111.111-11', 'CPF inválido');
    await expectRefused(j, '123.456.789-09', 'CPF inválido');
    await expectRefused(j, '529.982.247-24', 'CPF inválido');
    // A valid CNPJ is not a CPF.
    await expectRefused(j, '11.222.333/0001-81', 'CPF inválido');
    await j.type('529.982.247-25');
    await j.at('proposal-add-cep');
    expect(j.conversation.state.value.contract.cpfCnpj).toBe('52998224725');
  });

  it('refuses CNPJs: wrong length, all digits equal, bad checksum', async () => {
    j = await atStep('PESSOA JURÍDICA', 'document');
    await expectRefused(j, '11.222.333/0001', 'CNPJ inválido');
    await expectRefused(j, '11.111.111/1111-11', 'CNPJ inválido');
    await expectRefused(j, '11.222.333/0001-82', 'CNPJ inválido');
    await expectRefused(j, '529.982.247-25', 'CNPJ inválido');
    await j.type('11.222.333/0001-81');
    await j.at('proposal-add-cep');
  });

  it('applies every birth-date rule to individuals', async () => {
    j = await atStep('PESSOA FÍSICA', 'date');
    await expectRefused(j, '', REQUIRED);
    await expectRefused(j, '32/05/1990', INVALID_DATE); // day 1-31
    await expectRefused(j, '00/05/1990', INVALID_DATE);
    await expectRefused(j, '17/13/1990', INVALID_DATE); // month 1-12
    await expectRefused(j, '31/04/1990', INVALID_DATE); // no such day
    await expectRefused(j, '17/05/1899', INVALID_DATE); // earliest year 1900
    await expectRefused(j, '01/01/2999', INVALID_DATE); // after today
    await expectRefused(j, '01/01/2015', 'Menor de 18 anos não pode comprar :(');
    await expectRefused(j, '01/01/1930', INVALID_DATE); // 90 or over
    await j.type('17/05/1990');
    await j.at('proposal-terms');
  });

  it('issue 14 item 4: a birth or foundation date with fewer than 8 digits asks to fill it in', async () => {
    j = await atStep('PESSOA FÍSICA', 'date');
    await expectRefused(j, '17/05/199', REQUIRED); // 7 digits
    await expectRefused(j, '1', REQUIRED);
    await j.type('17/05/1990');
    await j.at('proposal-terms');
    j.stop();
    j = await atStep('PESSOA JURÍDICA', 'date');
    await expectRefused(j, '10/03/20', REQUIRED); // 6 digits
    await j.type('10/03/2020');
    await j.at('proposal-terms');
  });

  it('has no age rule for a company, but the calendar rules stand', async () => {
    j = await atStep('PESSOA JURÍDICA', 'date');
    await expectRefused(j, '', REQUIRED);
    await expectRefused(j, '31/02/2020', INVALID_DATE);
    await expectRefused(j, '01/01/1899', INVALID_DATE);
    await j.type('01/01/1920'); // over 90 years: fine for a company
    await j.at('proposal-terms');
  });
});

describe('CEP branches', () => {
  let j: Journey;
  afterEach(() => j?.stop());

  it('refuses a malformed CEP', async () => {
    j = await atStep('PESSOA FÍSICA', 'cep');
    await expectRefused(j, '', REQUIRED);
    await expectRefused(j, '0131', 'CEP inválido');
  });

  it('found with street and neighbourhood: on to the thanks message', async () => {
    j = await atStep('PESSOA FÍSICA', 'cep');
    await j.type('22021-001');
    await j.at('proposal-add-date');
    expect(j.lastBotTexts()[0]).toBe('Obrigado, Maria! Anotei o endereço: Avenida Atlântica, Copacabana, Rio de Janeiro/RJ. 🏠');
  });

  it('street and neighbourhood missing: asks both, then the thanks message', async () => {
    j = await atStep('PESSOA FÍSICA', 'cep');
    await j.type('53990-000');
    await j.at('cep-add-street');
    expect(j.lastBotTexts()).toEqual(['Esse CEP não traz o nome da rua. Qual é a rua do endereço?']);
    await expectRefused(j, '  ', REQUIRED);
    await j.type('Rua do Sol');
    await j.at('cep-add-neighborhood');
    expect(j.lastBotTexts()).toEqual(['E qual é o bairro?']);
    await expectRefused(j, '', REQUIRED);
    await j.type('Vila dos Remédios');
    await j.at('proposal-add-date');
    expect(j.lastBotTexts()[0]).toBe('Obrigado, Maria! Anotei o endereço: Rua do Sol, Vila dos Remédios, Fernando de Noronha/PE. 🏠');
  });

  it('street missing only: asks the street, keeps the neighbourhood', async () => {
    j = await atStep('PESSOA FÍSICA', 'cep');
    await j.type('45818-000');
    await j.at('cep-add-street');
    await j.type('Rua São Brás');
    await j.at('proposal-add-date');
    expect(j.conversation.state.value.contract).toMatchObject({ logradouro: 'Rua São Brás', bairro: 'Trancoso', cidade: 'Porto Seguro', estado: 'BA' });
  });

  it('neighbourhood missing only: asks the neighbourhood', async () => {
    j = await atStep('PESSOA FÍSICA', 'cep');
    // No sandbox CEP has a street without a neighbourhood; the lookup is patched to return one.
    patchApi((real) => ({
      getAddress: (cep) =>
        cep === '70000000'
          ? Promise.resolve({ cep, logradouro: 'Eixo Monumental', bairro: '', cidade: 'Brasília', estado: 'DF', complemento: '', numero: '' })
          : real.getAddress(cep),
    }));
    await j.type('70000-000');
    await j.at('cep-add-neighborhood');
    await j.type('Zona Cívico-Administrativa');
    await j.at('proposal-add-date');
    expect(j.conversation.state.value.contract).toMatchObject({ logradouro: 'Eixo Monumental', bairro: 'Zona Cívico-Administrativa' });
  });

  it('not found: "Ops! não encontrei esse CEP", then asks again after 500 ms', async () => {
    j = await atStep('PESSOA FÍSICA', 'cep');
    await j.type('99999-999');
    await j.at('cep-try-again');
    const messages = j.conversation.messages.value;
    const notFound = messages.find((m) => m.text === 'Ops! não encontrei esse CEP')!;
    const again = messages.find((m) => m.step === 'cep-try-again')!;
    expect(notFound).toBeDefined();
    expect(again.text).toBe('Confira o número e digite o CEP de novo, por favor.');
    expect(again.time - notFound.time).toBeGreaterThanOrEqual(450);
    // Still the first entry: the corrected CEP goes on to the thanks message.
    await j.type('01310-100');
    await j.at('proposal-add-date');
    expect(j.lastBotTexts()[0]).toContain('Avenida Paulista');
  });

  it('a failed lookup asks for the CEP again instead of losing the answers', async () => {
    j = await atStep('PESSOA FÍSICA', 'cep');
    patchApi(() => ({ getAddress: () => Promise.reject(new ApiError('network', 'Network Error')) }));
    await j.type('01310-100');
    await j.at('cep-try-again');
    expect(j.transcript()).toContain('bot: Não consegui consultar esse CEP agora. 😕');
    expect(j.conversation.state.value.contract.nomeRazao).toBe('Maria da Conceição');
  });

  it('an update entry (ALTERAR DADOS → CEP) returns to confirm-data, through street and neighbourhood', async () => {
    j = await atHolder();
    await fillHolder(j);
    await j.click('ALTERAR DADOS');
    await j.at('proposal-change-infos');
    await j.click('CEP');
    await j.at('proposal-change-cep');
    await j.type('53990-000');
    await j.at('cep-add-street');
    await j.type('Rua do Sol');
    await j.at('cep-add-neighborhood');
    await j.type('Vila dos Remédios');
    await j.at('proposal-terms');
    // Not the thanks message again: straight back to the data.
    expect(j.lastBotTexts()[0]).toBe('Pronto! Confira se está tudo certo com os seus dados:');
    expect(j.transcript().filter((line) => line.startsWith('bot: Obrigado'))).toHaveLength(1);
    expect(lastSummary(j)).toContain('Endereço: Rua do Sol, Vila dos Remédios, Fernando de Noronha/PE, CEP 53990-000');
  });

  it('an update entry that is not found retries, then returns to confirm-data', async () => {
    j = await atHolder();
    await fillHolder(j);
    await j.click('ALTERAR DADOS');
    await j.at('proposal-change-infos');
    await j.click('CEP');
    await j.at('proposal-change-cep');
    await j.type('99999-999');
    await j.at('cep-try-again');
    await j.type('01001-000');
    await j.at('proposal-terms');
    expect(lastSummary(j)).toContain('Endereço: Praça da Sé, Sé, São Paulo/SP, CEP 01001-000');
  });
});
