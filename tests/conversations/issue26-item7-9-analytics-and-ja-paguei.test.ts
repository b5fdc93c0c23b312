// Issue 26 item 7: `purchase` fired for an unpaid Pix, an unpaid boleto and a pending card (a
// conversion counted before any money), and `Produto Categoria` fired at the category card, before
// the plan-type question, so a visitor who then chose PAGA METADE was reported as plano_integral.
// Issue 26 item 9: JÁ PAGUEI always said the payment had not arrived, even after it cleared.
import { afterEach, describe, expect, it } from 'vitest';
import { payWithCard } from '../../src/actions/payment/payWithCard.ts';
import { TEST_CARDS } from '../../sandbox/payments/card.ts';
import { startJourney, type Journey } from './harness.ts';
import { cardForm, startAtPayment } from './paymentFixture.ts';

const purchases = (j: Journey) => j.events.filter((e) => e.event === 'purchase').map((e) => e.data);

/** The bank reports the proposal's open Pix paid (the sandbox's settlement hook). */
async function bankSettlesPix(j: Journey, propostaToken: string): Promise<void> {
  const request = new Request('http://sandbox.test/api/sandbox/liquidar/pix', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-App-Key': j.sandbox.sandbox.config.appKey },
    body: JSON.stringify(propostaToken),
  });
  expect((await j.sandbox.fetch(request)).status).toBe(200);
}

async function payByCard(j: Journey, numero: string): Promise<void> {
  await j.click('CARTÃO DE CRÉDITO');
  await j.at('payment-credit-card-select');
  const outcome = await payWithCard(cardForm(numero), j.conversation.context);
  await j.conversation.complete(outcome);
  await j.at('compra-finalizada');
}

describe('issue 26 item 7: purchase is reported when money was received, and only then', () => {
  let j: Journey;
  afterEach(() => j?.stop());

  it('an unpaid Pix (JÁ PAGUEI before it cleared) ends the purchase without a purchase event', async () => {
    j = await startJourney();
    await startAtPayment(j);
    await j.click('PIX');
    await j.click('QR CODE');
    await j.click('JÁ PAGUEI');
    await j.at('compra-finalizada');
    expect(j.transcript()).toContain('bot: Ainda não recebemos a confirmação do seu pagamento: o PIX pode levar alguns minutos para ser processado. 🕐');
    expect(purchases(j)).toEqual([]);
  });

  it('an unpaid boleto ends without a purchase event', async () => {
    j = await startJourney();
    await startAtPayment(j);
    await j.click('BOLETO');
    await j.click('ABRIR BOLETO');
    await j.click('CONCLUIR');
    await j.at('compra-finalizada');
    expect(purchases(j)).toEqual([]);
  });

  it('a pending card ends without a purchase event; an approved card reports it with the amount paid', async () => {
    j = await startJourney();
    await startAtPayment(j);
    await payByCard(j, TEST_CARDS.pending);
    expect(purchases(j)).toEqual([]);
    j.stop();

    j = await startJourney();
    const seeded = await startAtPayment(j);
    await payByCard(j, TEST_CARDS.approved);
    expect(purchases(j)).toEqual([
      expect.objectContaining({ transaction_id: seeded.propostaId, value: seeded.valor / 100, payment_type: 'cartao_de_credito' }),
    ]);
  });
});

describe('issue 26 item 9: JÁ PAGUEI tells the truth where the API can say it', () => {
  let j: Journey;
  afterEach(() => j?.stop());

  it('after the Pix cleared, JÁ PAGUEI says it was received and the purchase counts', async () => {
    j = await startJourney();
    const seeded = await startAtPayment(j);
    await j.click('PIX');
    await j.click('QR CODE');
    await j.at('payment-pix-confirm');
    await bankSettlesPix(j, seeded.propostaToken);
    await j.click('JÁ PAGUEI');
    await j.at('compra-finalizada');
    const texts = j.transcript().join('\n');
    expect(texts).toContain('Pagamento confirmado! ✅ Recebemos o seu PIX.');
    expect(texts).not.toContain('Ainda não recebemos a confirmação');
    expect(purchases(j)).toEqual([
      expect.objectContaining({ transaction_id: seeded.propostaId, value: seeded.valor / 100, currency: 'BRL', payment_type: 'pix' }),
    ]);
    expect(j.events.find((e) => e.event === 'purchase')?.pii).toEqual({ email: 'maria.silva@exemplo.com.br', telefone: '11987654321', cpfCnpj: '52998224725' });
  });
});
