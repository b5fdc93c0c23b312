// Issue 28 item 1: a card waiting for the issuer's validation (em_validacao) was never counted as a
// live charge. Its answer lost, the chat asked the status, read "aberto", said "Não encontrei
// nenhuma cobrança no seu cartão" and offered Pix, and the visitor paid twice; a second pending card
// was accepted too. Now a proposal has at most one live charge whatever the method and state, the
// status says the card is pending, and the chat never offers to pay again while it may still land.
import { afterEach, describe, expect, it } from 'vitest';
import { payWithCard } from '../../src/actions/payment/payWithCard.ts';
import { createApiClient, setApiClient, type ApiClient } from '../../src/api/index.ts';
import { TEST_CARDS } from '../../sandbox/payments/card.ts';
import { startJourney, type Journey } from './harness.ts';
import { cardForm, startAtPayment, type SeededPayment } from './paymentFixture.ts';

/** The sandbox behind a network that loses the card call's first answer (after the charge ran). */
function loseFirstCardAnswer(j: Journey): void {
  let cardCalls = 0;
  setApiClient(
    createApiClient({
      baseUrl: 'http://sandbox.test',
      appKey: j.sandbox.sandbox.config.appKey,
      fetch: async (input, init) => {
        const request = new Request(input, init);
        const response = await j.sandbox.fetch(request);
        if (new URL(request.url).pathname === '/api/pagamento/cartao' && ++cardCalls === 1) throw new TypeError('Failed to fetch');
        return response;
      },
    }),
  );
}

/** Another tab of the same visitor, talking to the same sandbox. */
function otherTab(j: Journey): ApiClient {
  return createApiClient({
    baseUrl: 'http://sandbox.test',
    appKey: j.sandbox.sandbox.config.appKey,
    fetch: (input, init) => Promise.resolve(j.sandbox.fetch(new Request(input, init))),
  });
}

const cardBody = (seeded: SeededPayment, numero: string) => ({
  cartaoBandeira: 'VISA',
  cartaoCodigoSeguranca: '731',
  cartaoCpfTitular: '11144477735',
  cartaoNomeTitular: 'JOANA C SOUZA',
  cartaoNumero: numero,
  cartaoValidadeMes: '12',
  cartaoValidadeAno: '2030',
  cartaoParcelas: 1,
  cartaoId: '',
  propostaToken: seeded.propostaToken,
});

/** Payments of the proposal that are paid or may still be paid. */
function liveCharges(j: Journey, seeded: SeededPayment): string[] {
  const rows = j.sandbox.sandbox.db.all(
    "SELECT p.metodo, p.status FROM payments p JOIN proposals r ON r.id = p.proposal_id WHERE r.token = ? AND p.status IN ('pendente', 'em_validacao', 'aprovado') ORDER BY p.id",
    [seeded.propostaToken],
  ) as Array<{ metodo: string; status: string }>;
  return rows.map((r) => `${r.metodo}:${r.status}`);
}

describe('issue 28 item 1: a card waiting for the bank is one live charge', () => {
  let j: Journey;
  afterEach(() => j?.stop());

  it('its lost answer ends on "waiting for the bank", never on "no charge" with an offer to pay by Pix', async () => {
    j = await startJourney();
    const seeded = await startAtPayment(j);
    loseFirstCardAnswer(j);
    await j.click('CARTÃO DE CRÉDITO');
    await j.at('payment-credit-card-select');
    expect(await payWithCard(cardForm(TEST_CARDS.pendingValidation), j.conversation.context)).toBe('unconfirmed');
    await j.conversation.complete('unconfirmed');
    await j.at('compra-finalizada');
    const texts = j.transcript().join('\n');
    expect(texts).toContain('Seu pagamento está aguardando a validação do banco emissor do cartão.');
    expect(texts).not.toContain('Não encontrei nenhuma cobrança no seu cartão');
    expect(texts).not.toContain('OUTRAS FORMAS DE PAGAMENTO');
    expect((await otherTab(j).getPaymentStatus(seeded.propostaToken)).status).toBe('pendente');
    expect(liveCharges(j, seeded)).toEqual(['cartao:em_validacao']);
  });

  it('refuses a second card, a Pix and a boleto while it waits, and the chat says a payment is under way', async () => {
    j = await startJourney();
    const seeded = await startAtPayment(j);
    const tab = otherTab(j);
    expect((await tab.payCard(cardBody(seeded, TEST_CARDS.pendingValidation), 'first-attempt')).status).toBe(202);
    for (const attempt of [
      () => tab.payCard(cardBody(seeded, TEST_CARDS.pending), 'second-attempt'),
      () => tab.payPix(seeded.propostaToken),
      () => tab.payBoleto(seeded.propostaToken),
    ]) {
      await expect(attempt()).rejects.toMatchObject({ status: 409 });
    }
    await j.click('PIX');
    await j.at('compra-finalizada');
    const texts = j.transcript().join('\n');
    expect(texts).toContain('Esta proposta já tem um pagamento em andamento ou confirmado');
    expect(texts).not.toContain('OPS! Tivemos um problema para gerar o PIX');
    expect(liveCharges(j, seeded)).toEqual(['cartao:em_validacao']);
  });

  it('a new Pix, boleto or pending card closes the charge issued before: never two live at once', async () => {
    j = await startJourney();
    const seeded = await startAtPayment(j);
    const tab = otherTab(j);
    await tab.payPix(seeded.propostaToken);
    expect(liveCharges(j, seeded)).toEqual(['pix:pendente']);
    await tab.payBoleto(seeded.propostaToken);
    expect(liveCharges(j, seeded)).toEqual(['boleto:pendente']);
    await tab.payCard(cardBody(seeded, TEST_CARDS.pending), 'card');
    expect(liveCharges(j, seeded)).toEqual(['cartao:pendente']);
  });
});
