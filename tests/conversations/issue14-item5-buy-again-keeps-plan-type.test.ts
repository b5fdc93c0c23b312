// Issue 14 item 5: buying again with a different credit keeps the plan type (spec section 4). A
// Paga Metade buyer who taps OUTRO VALOR and then a category card is still searched, shown and
// sold Paga Metade plans: the card does not turn them into an Integral buyer, and the plan-type
// question is not asked again.
import { afterEach, describe, expect, it } from 'vitest';
import { payWithCard } from '../../src/actions/payment/payWithCard.ts';
import { startJourney, type Journey } from './harness.ts';
import { answerUntil } from './answerQuestions.ts';
import { entered, leadRows, pickCategory, record, type Recorder } from './leadJourney.ts';
import { offers } from './plansSetup.ts';
import { cardForm, startAtPayment } from './paymentFixture.ts';

/** A main-site card purchase up to compra-finalizada, by a visitor who chose this plan type. */
async function boughtAs(j: Journey, tipoPlano: 'CREDITO_PAGAMETADE' | 'CREDITO_INTEGRAL', categoriaId: number) {
  await startAtPayment(j);
  j.seed('consorcio', { tipoBem: 'CARRO', tipoPlano, categoriaId });
  await j.click('CARTÃO DE CRÉDITO');
  await j.at('payment-credit-card-select');
  await j.conversation.complete(await payWithCard(cardForm('4111 1111 1111 1111'), j.conversation.context));
  await j.at('compra-finalizada');
}

/** QUERO COMPRAR NOVAMENTE → OUTRO VALOR → the car card → the lead questions → the plan carousel. */
async function buyAgainWithAnotherCredit(j: Journey, rec: Recorder) {
  await j.click('QUERO COMPRAR NOVAMENTE');
  await j.at('payment-buy-again-value');
  await j.click('OUTRO VALOR');
  await pickCategory(j, 'CARRO');
  await answerUntil(j, 'plans-list-select', leadRows({ nome: 'Maria da Silva', credito: '60.000', renda: '10.000', email: 'maria.silva@exemplo.com.br' }));
  await entered(rec, 'plans-list-select');
}

describe('issue 14 item 5: buy again with a different credit keeps the plan type', () => {
  let j: Journey;
  afterEach(() => j?.stop());

  it('a Paga Metade buyer stays Paga Metade after choosing a category card again', async () => {
    j = await startJourney();
    await boughtAs(j, 'CREDITO_PAGAMETADE', 21);
    const rec = record(j);
    await buyAgainWithAnotherCredit(j, rec);

    expect(rec.steps).not.toContain('lead-select-plan');
    expect(j.conversation.state.value.consorcio).toMatchObject({ tipoBem: 'CARRO', tipoPlano: 'CREDITO_PAGAMETADE', categoriaId: 21 });
    const [lead] = rec.callsTo('/api/lead');
    expect(lead.body).toMatchObject({ categoriaId: 21 });
    const [search] = rec.callsTo('/api/v1/catalogo');
    expect(search.query.get('pagaMetade')).toBe('true');
    expect(search.query.get('pagaIntegral')).toBe('false');
    await j.at('plans-list-select');
    expect(offers(j).length).toBeGreaterThan(0);
    for (const offer of offers(j)) expect(offer.planosTipos.map((p) => p.name)).toContain('Paga Metade');
  });

  it('an Integral buyer stays Integral', async () => {
    j = await startJourney();
    await boughtAs(j, 'CREDITO_INTEGRAL', 2);
    const rec = record(j);
    await buyAgainWithAnotherCredit(j, rec);
    expect(j.conversation.state.value.consorcio).toMatchObject({ tipoPlano: 'CREDITO_INTEGRAL', categoriaId: 2 });
    expect(rec.callsTo('/api/v1/catalogo')[0].query.get('pagaIntegral')).toBe('true');
  });
});
