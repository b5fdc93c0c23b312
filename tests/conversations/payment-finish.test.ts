import { afterEach, describe, expect, it } from 'vitest';
import { payWithCard } from '../../src/actions/payment/payWithCard.ts';
import { formatBRL } from '../../src/domain/money.ts';
import { initialState } from '../../src/engine/initialState.ts';
import { startJourney, type Journey } from './harness.ts';
import { cardForm, startAtPayment } from './paymentFixture.ts';

/** A card purchase up to compra-finalizada. */
async function buyByCard(j: Journey) {
  const seeded = await startAtPayment(j);
  await j.click('CARTÃO DE CRÉDITO');
  await j.at('payment-credit-card-select');
  await j.conversation.complete(await payWithCard(cardForm('4111 1111 1111 1111'), j.conversation.context));
  await j.at('compra-finalizada');
  return seeded;
}

describe('finish and buy again', () => {
  let j: Journey;
  afterEach(() => j?.stop());

  it('buying again with the same credit keeps lead, plan and holder and goes straight to confirm the data', async () => {
    j = await startJourney();
    await buyByCard(j);
    const before = j.conversation.state.value;
    await j.click('QUERO COMPRAR NOVAMENTE');
    await j.at('payment-buy-again-value');
    expect(j.lastBotTexts()).toEqual([`Legal! A nova cota vai ter o mesmo valor de crédito, de ${formatBRL(before.plan.bemCredito)}?`]);
    await j.click('MESMO VALOR');
    // proposal-buy-again says the data is reused and goes straight to proposal-confirm-data,
    // which shows the same holder data and asks to confirm a new proposal.
    await j.at('proposal-terms');
    const shown = j.lastBotTexts().join('\n');
    expect(shown).toContain('Vou usar os mesmos dados da sua última proposta.');
    expect(shown).toContain('Pronto! Confira se está tudo certo com os seus dados:');
    expect(shown).toContain('Titular: Maria da Silva (Pessoa Física)');
    const after = j.conversation.state.value;
    expect(after.lead).toEqual(before.lead);
    expect(after.plan).toEqual(before.plan);
    expect(after.contract).toEqual(before.contract);
    expect(after.proposal).toEqual(initialState().proposal);
    expect(after.payment).toEqual(initialState().payment);
    expect(after.flags.buyAgain).toBe(true);
  });

  it('buying again with another credit resets plan and lead (plan type kept) and goes to the category choice', async () => {
    j = await startJourney();
    await buyByCard(j);
    await j.click('QUERO COMPRAR NOVAMENTE');
    await j.at('payment-buy-again-value');
    await j.click('OUTRO VALOR');
    await j.at('lead-select-category');
    const state = j.conversation.state.value;
    const blank = initialState();
    expect(state.lead).toEqual(blank.lead);
    expect(state.plan).toEqual(blank.plan);
    expect(state.proposal).toEqual(blank.proposal);
    expect(state.payment).toEqual(blank.payment);
    expect(state.consorcio).toEqual({ ...blank.consorcio, tipoPlano: 'CREDITO_INTEGRAL' });
    expect(state.flags.buyAgain).toBe(true);
  });

  it('NÃO, OBRIGADO after the purchase starts the survey', async () => {
    j = await startJourney();
    await buyByCard(j);
    await j.click('NÃO, OBRIGADO');
    await j.at('pesquisa-inicio');
    expect(j.options()).toEqual(['VAMOS LÁ', 'AGORA NÃO']);
  });
});
