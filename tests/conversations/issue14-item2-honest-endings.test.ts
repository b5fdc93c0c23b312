// Issue 14 item 2: honest endings. "Compra finalizada! … agora você faz parte do consórcio" is said
// only when the payment is confirmed (an approved card). After Pix JÁ PAGUEI (not confirmed), a
// boleto and a pending card, the chat says the proposal is registered and the quota is confirmed
// by e-mail when the payment clears — and still ends at compra-finalizada with the contract number.
import { afterEach, describe, expect, it } from 'vitest';
import { payWithCard } from '../../src/actions/payment/payWithCard.ts';
import { copyPaymentCode } from '../../src/ui/components/payment/copyPaymentCode.ts';
import { startJourney, type Journey } from './harness.ts';
import { cardForm, startAtPayment } from './paymentFixture.ts';

const FINISHED = /Compra finalizada|faz parte do consórcio/;
const EMAIL = 'maria.silva@exemplo.com.br';

/** Everything the bot said since the payment options, one line per bubble. */
function saidAfterOptions(j: Journey): string {
  const lines = j.transcript();
  return lines.slice(lines.lastIndexOf('bot: Como você prefere pagar?')).join('\n');
}

async function byCard(j: Journey, numero: string) {
  await j.click('CARTÃO DE CRÉDITO');
  await j.at('payment-credit-card-select');
  await j.conversation.complete(await payWithCard(cardForm(numero), j.conversation.context));
}

describe('issue 14 item 2: honest endings', () => {
  let j: Journey;
  afterEach(() => j?.stop());

  it('an approved card: the purchase is finished and the visitor is part of the consórcio', async () => {
    j = await startJourney();
    const seeded = await startAtPayment(j);
    await byCard(j, '4111 1111 1111 1111');
    await j.at('compra-finalizada');
    const said = saidAfterOptions(j);
    expect(said).toContain('bot: Compra finalizada! 🎉 Parabéns, Maria: agora você faz parte do consórcio.');
    expect(said).toContain(`bot: O número do seu contrato é ${seeded.contrato}.`);
    expect(said).not.toContain('registrada');
  });

  it('a pending card: the proposal is registered, the quota confirmed by e-mail once approved', async () => {
    j = await startJourney();
    const seeded = await startAtPayment(j);
    await byCard(j, '4000 0000 0000 0077');
    await j.at('compra-finalizada');
    const said = saidAfterOptions(j);
    expect(said).not.toMatch(FINISHED);
    expect(said).toContain(`Sua proposta está registrada 📝 e, assim que o pagamento for aprovado, a sua cota será confirmada por e-mail em ${EMAIL}. 📧`);
    expect(said).toContain(`O número do seu contrato é ${seeded.contrato}.`);
  });

  it('Pix after JÁ PAGUEI, not yet confirmed: the proposal is registered, the quota confirmed by e-mail', async () => {
    j = await startJourney();
    await startAtPayment(j);
    await j.click('PIX');
    await j.at('payment-pix-options');
    await j.click('PIX COPIA E COLA');
    await j.at('payment-pix-copy');
    await copyPaymentCode(j.conversation, 'pix', async () => true);
    await j.at('payment-pix-confirm');
    await j.click('JÁ PAGUEI');
    await j.at('compra-finalizada');
    const said = saidAfterOptions(j);
    expect(said).not.toMatch(FINISHED);
    expect(said).toContain('Ainda não recebemos a confirmação do seu pagamento');
    expect(said).toContain(
      `Sua proposta está registrada! 📝 Assim que o PIX for confirmado, a sua cota será confirmada por e-mail em ${EMAIL}, com todos os detalhes. 📧`,
    );
    expect(j.options()).toEqual(['QUERO COMPRAR NOVAMENTE', 'NÃO, OBRIGADO']);
  });

  it('an unpaid boleto: the proposal is registered, the quota confirmed by e-mail once it clears', async () => {
    j = await startJourney();
    await startAtPayment(j);
    await j.click('BOLETO');
    await j.at('payment-boleto-options');
    await j.click('ABRIR BOLETO');
    await j.at('payment-boleto-done');
    await j.click('CONCLUIR');
    await j.at('compra-finalizada');
    const said = saidAfterOptions(j);
    expect(said).not.toMatch(FINISHED);
    expect(said).toContain(`Sua proposta está registrada 📝 e, assim que o pagamento for confirmado, a sua cota será confirmada por e-mail em ${EMAIL}. 📧`);
  });
});
