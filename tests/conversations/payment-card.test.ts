import { afterEach, describe, expect, it } from 'vitest';
import { payWithCard } from '../../src/actions/payment/payWithCard.ts';
import { formatBRL } from '../../src/domain/money.ts';
import { startJourney, type Journey } from './harness.ts';
import { cardForm, recordRequests, startAtPayment } from './paymentFixture.ts';

/** Walks to the card step the way a visitor does. */
async function toCardStep(j: Journey) {
  await j.click('CARTÃO DE CRÉDITO');
  await j.at('payment-credit-card-select');
}

/** What the modal does on FINALIZAR PAGAMENTO: send the form, then report the outcome to its step. */
async function submitCard(j: Journey, numero: string, patch = {}) {
  const outcome = await payWithCard(cardForm(numero, patch), j.conversation.context);
  await j.conversation.complete(outcome);
  return outcome;
}

describe('payment by card', () => {
  let j: Journey;
  afterEach(() => j?.stop());

  it('says it is secure, up to 3x, the value; an approved card (HTTP 200) stores the authorisation and finishes', async () => {
    j = await startJourney();
    const bodies = recordRequests(j);
    const seeded = await startAtPayment(j);
    await toCardStep(j);
    const intro = j.lastBotTexts().join('\n');
    expect(intro).toContain('100% seguro');
    expect(intro).toContain('Você pode parcelar em até 3x sem juros no cartão de crédito.');
    expect(intro).toContain(`O valor a pagar é de ${formatBRL(seeded.valor)}.`);
    expect(j.conversation.pending.value).toMatchObject({ kind: 'component', name: 'cardPaymentModal' });

    expect(await submitCard(j, '5555 5555 5555 4444', { validade: '07/2031', parcelas: '2' })).toBe('approved');
    await j.at('compra-finalizada');
    const { autorizacao, status } = j.conversation.state.value.payment;
    expect(autorizacao).toMatch(/^\d{6}$/);
    expect(status).toBe('sucesso');
    expect(j.transcript().join('\n')).toContain(`Pagamento aprovado! ✅\nbot: Código de autorização: ${autorizacao}.`);

    // The payload of the spec: brand always VISA, expiry split from MM/AAAA, digits only, the proposal's token (and the spec's id).
    expect(bodies.get('/api/pagamento/cartao')).toEqual([
      {
        cartaoBandeira: 'VISA',
        cartaoCodigoSeguranca: '731',
        cartaoCpfTitular: '11144477735',
        cartaoNomeTitular: 'JOANA C SOUZA',
        cartaoNumero: '5555555555554444',
        cartaoValidadeMes: '07',
        cartaoValidadeAno: '2031',
        cartaoParcelas: 2,
        cartaoId: '',
        propostaToken: seeded.propostaToken,
        propostaId: seeded.propostaId,
      },
    ]);
    expect(j.events.filter((e) => e.event === 'Pagamento Processado').map((e) => e.data)).toEqual([{ metodo: 'cartao_de_credito', status: 'sucesso' }]);
    expect(j.events.find((e) => e.event === 'purchase')?.data).toMatchObject({ payment_type: 'cartao_de_credito' });

    // The card never reaches the conversation state, the messages or analytics.
    const kept = JSON.stringify([j.conversation.state.value, j.conversation.messages.value, j.events]);
    for (const secret of ['5555555555554444', '5555 5555 5555 4444', 'JOANA', '11144477735', '111.444.777-35', '07/2031']) {
      expect(kept).not.toContain(secret);
    }
  });

  it('goes to payment-pending for another success status (HTTP 202): the proposal is registered, no purchase reported yet', async () => {
    j = await startJourney();
    await startAtPayment(j);
    await toCardStep(j);
    expect(await submitCard(j, '4000 0000 0000 0077')).toBe('pending');
    await j.at('compra-finalizada');
    const texts = j.transcript().join('\n');
    expect(texts).toContain('Seu pagamento está em processamento. ⏳');
    expect(texts).toContain('a sua cota será confirmada por e-mail em maria.silva@exemplo.com.br');
    expect(j.conversation.state.value.payment).toMatchObject({ status: 'pendente', autorizacao: '' });
    expect(j.events.find((e) => e.event === 'Pagamento Processado')?.data).toEqual({ metodo: 'cartao_de_credito', status: 'pendente' });
    // No money yet: no conversion (issue 26 item 7).
    expect(j.events.some((e) => e.event === 'purchase')).toBe(false);
  });

  it('item 6: card modal fourth outcome "pending validation": the test card 4000 0000 0000 0101 waits for the issuer, says so, and registers the proposal', async () => {
    j = await startJourney();
    await startAtPayment(j);
    await toCardStep(j);
    expect(await submitCard(j, '4000 0000 0000 0101')).toBe('pendingValidation');
    await j.at('compra-finalizada');
    const steps = j.conversation.messages.value.map((m) => m.step);
    expect(steps).toContain('payment-credit-card-pending');
    expect(steps).not.toContain('payment-credit-card-processing');
    const texts = j.transcript().join('\n');
    expect(texts).toContain('Seu pagamento está aguardando a validação do banco emissor do cartão. 🔎 Se o banco pedir, confirme a compra no app dele.');
    expect(texts).not.toContain('Seu pagamento está em processamento.');
    expect(texts).toContain('a sua cota será confirmada por e-mail em maria.silva@exemplo.com.br');
    expect(texts).not.toContain('Compra finalizada');
    expect(j.conversation.state.value.payment).toMatchObject({ status: 'pendente', autorizacao: '' });
    expect(j.events.find((e) => e.event === 'Pagamento Processado')?.data).toEqual({ metodo: 'cartao_de_credito', status: 'pendente' });
    // No money yet: no conversion (issue 26 item 7).
    expect(j.events.some((e) => e.event === 'purchase')).toBe(false);
  });

  it("item 6: the card flow's success, processing and pending steps are content: a variant changes their texts", async () => {
    const texts = {
      'payment-credit-card-success': 'Deu certo! Cartão aprovado.',
      'payment-credit-card-processing': 'Recebemos o pagamento e ele está sendo processado.',
      'payment-credit-card-pending': 'O banco do cartão vai validar a compra.',
    };
    for (const [card, step] of [
      ['4111 1111 1111 1111', 'payment-credit-card-success'],
      ['4000 0000 0000 0077', 'payment-credit-card-processing'],
      ['4000 0000 0000 0101', 'payment-credit-card-pending'],
    ] as const) {
      j = await startJourney({ variantPatch: { texts } });
      await startAtPayment(j);
      await toCardStep(j);
      await submitCard(j, card);
      await j.at('compra-finalizada');
      expect(j.transcript(), card).toContain(`bot: ${texts[step]}`);
      j.stop();
    }
  });

  it("shows 'Pagamento recusado' (HTTP 402) with retry, other methods and specialists; a retry with another card is approved", async () => {
    j = await startJourney();
    await startAtPayment(j);
    await toCardStep(j);
    expect(await submitCard(j, '4000 0000 0000 0002')).toBe('refused');
    await j.at('payment-refused');
    expect(j.transcript().slice(-2)).toEqual([
      'bot: Pagamento recusado',
      'bot: Confira os dados do cartão e tente novamente, ou escolha outra forma de pagamento.',
    ]);
    expect(j.options()).toEqual(['TENTAR NOVAMENTE', 'OUTRAS FORMAS DE PAGAMENTO', 'FALAR COM OS ESPECIALISTAS']);
    expect(j.events.find((e) => e.event === 'Pagamento Processado')?.data).toEqual({ metodo: 'cartao_de_credito', status: 'recusado' });
    expect(j.events.some((e) => e.event === 'purchase')).toBe(false);

    await j.click('FALAR COM OS ESPECIALISTAS');
    expect(j.opened).toEqual([j.conversation.variant.linkWhatsApp]);

    await j.click('TENTAR NOVAMENTE');
    await j.at('payment-credit-card-select');
    expect(await submitCard(j, '4111 1111 1111 1111')).toBe('approved');
    await j.at('compra-finalizada');
    expect(j.events.filter((e) => e.event === 'Pagamento Processado').map((e) => e.data?.status)).toEqual(['recusado', 'sucesso']);
  });

  it('treats an invalid card the sandbox rejects (422, expired on its date) as refused, then offers other methods', async () => {
    j = await startJourney();
    await startAtPayment(j);
    await toCardStep(j);
    expect(await submitCard(j, '4111 1111 1111 1111', { validade: '01/2025' })).toBe('refused');
    await j.at('payment-refused');
    await j.click('OUTRAS FORMAS DE PAGAMENTO');
    await j.at('alterar-pagamento');
    await j.click('PIX');
    await j.at('payment-pix-options');
  });

  it('VOLTAR (outcome back) closes the card step and goes to alterar-pagamento', async () => {
    j = await startJourney();
    await startAtPayment(j);
    await toCardStep(j);
    await j.conversation.complete('back');
    await j.at('alterar-pagamento');
    expect(j.options()).toEqual(['PIX', 'CARTÃO DE CRÉDITO', 'BOLETO', 'FALAR COM OS ESPECIALISTAS']);
    expect(j.events.some((e) => e.event === 'Pagamento Processado')).toBe(false);
  });
});
