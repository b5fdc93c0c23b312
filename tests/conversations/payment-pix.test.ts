import { afterEach, describe, expect, it } from 'vitest';
import { paymentActions } from '../../src/actions/payment/index.ts';
import { apiClient } from '../../src/api/index.ts';
import { formatBRL } from '../../src/domain/money.ts';
import type { Action } from '../../src/engine/types.ts';
import { copyPaymentCode } from '../../src/ui/components/payment/copyPaymentCode.ts';
import { startJourney, type Journey } from './harness.ts';
import { OUTAGE_CPF, seedUpToProposal, startAtPayment } from './paymentFixture.ts';

/** A clipboard that keeps what was copied. */
function fakeClipboard(works = true) {
  const copied: string[] = [];
  return { copied, copy: async (text: string) => (copied.push(text), works) };
}

describe('payment by Pix', () => {
  let j: Journey;
  afterEach(() => j?.stop());

  it('shows the first payment, offers the proposal’s methods, and finishes a Pix purchase', async () => {
    j = await startJourney();
    const seeded = await startAtPayment(j);
    expect(j.lastBotTexts()).toContain(`O valor da primeira parcela é de ${formatBRL(seeded.valor)}.`);
    expect(j.options()).toEqual(['PIX', 'CARTÃO DE CRÉDITO', 'BOLETO', 'FALAR COM OS ESPECIALISTAS']);

    await j.click('PIX');
    await j.at('payment-pix-options');
    expect(j.lastBotTexts()).toContain(`Seu PIX de ${formatBRL(seeded.valor)} foi gerado e pode ser pago até 03/06/2025.`);
    expect(j.options()).toEqual(['PIX COPIA E COLA', 'QR CODE', 'ALTERAR FORMA DE PAGAMENTO']);

    // Copy-paste: the step copies the sandbox's BR Code and says so.
    await j.click('PIX COPIA E COLA');
    await j.at('payment-pix-copy');
    const clipboard = fakeClipboard();
    expect(await copyPaymentCode(j.conversation, 'pix', clipboard.copy)).toBe('copied');
    await j.at('payment-pix-confirm');
    const charge = await apiClient().payPix(j.conversation.state.value.proposal.propostaToken);
    expect(clipboard.copied).toEqual([charge.qrCode]);
    expect(charge.qrCode).toMatch(/^000201.*br\.gov\.bcb\.pix.*6304[0-9A-F]{4}$/);
    expect(j.transcript().join('\n')).toContain('Copiei o código para você!');

    // QR code: the image of the same charge, then the same question.
    await j.click('QR CODE');
    await j.at('payment-pix-confirm');
    expect(j.transcript()).toContain('bot: [pixQrCode]');
    expect(j.conversation.state.value.payment.pixQrCodeUrl).toBe(charge.url);

    await j.click('JÁ PAGUEI');
    await j.at('compra-finalizada');
    const texts = j.lastBotTexts().join('\n');
    expect(texts).toContain('Ainda não recebemos a confirmação do seu pagamento');
    expect(texts).toContain('a sua cota será confirmada por e-mail em maria.silva@exemplo.com.br');
    expect(texts).toContain(`O número do seu contrato é ${seeded.contrato}.`);
    expect(j.options()).toEqual(['QUERO COMPRAR NOVAMENTE', 'NÃO, OBRIGADO']);
    // Not paid yet: no conversion is reported (issue 26 item 7; the paid Pix is in issue26-item7-9-…).
    expect(j.events.some((e) => e.event === 'purchase')).toBe(false);
  });

  it('says so when the code could not be copied, and still asks about the payment', async () => {
    j = await startJourney();
    await startAtPayment(j);
    await j.click('PIX');
    await j.click('PIX COPIA E COLA');
    await j.at('payment-pix-copy');
    expect(await copyPaymentCode(j.conversation, 'pix', fakeClipboard(false).copy)).toBe('failed');
    await j.at('payment-pix-confirm');
    expect(j.transcript().join('\n')).toContain('Não consegui copiar automaticamente');
  });

  it("shows 'OPS! Tivemos um problema para gerar o PIX.' with retry, other methods and specialists", async () => {
    j = await startJourney();
    await startAtPayment(j, { cpf: OUTAGE_CPF });
    await j.click('PIX');
    await j.at('pagamento-pix-tentar-novamente');
    expect(j.lastBotTexts()).toContain('OPS! Tivemos um problema para gerar o PIX.');
    expect(j.options()).toEqual(['TENTAR NOVAMENTE', 'OUTRAS FORMAS DE PAGAMENTO', 'FALAR COM OS ESPECIALISTAS']);

    await j.click('FALAR COM OS ESPECIALISTAS');
    expect(j.opened).toEqual([j.conversation.variant.linkWhatsApp]);

    // The retry calls the API again (still down for this holder).
    await j.click('TENTAR NOVAMENTE');
    await j.at('pagamento-pix-tentar-novamente');
    expect(j.lastBotTexts()).toContain('OPS! Tivemos um problema para gerar o PIX.');

    await j.click('OUTRAS FORMAS DE PAGAMENTO');
    await j.at('alterar-pagamento');
    expect(j.options()).toEqual(['PIX', 'CARTÃO DE CRÉDITO', 'BOLETO', 'FALAR COM OS ESPECIALISTAS']);
  });

  it('generates the Pix when the retry succeeds', async () => {
    let calls = 0;
    // The first call fails as a network error would; the retry reaches the sandbox.
    const flaky: Action = (ctx) => (++calls === 1 ? { outcome: 'error' } : paymentActions.generatePix(ctx));
    j = await startJourney({ actions: { generatePix: flaky } });
    await startAtPayment(j);
    await j.click('PIX');
    await j.at('pagamento-pix-tentar-novamente');
    await j.click('TENTAR NOVAMENTE');
    await j.at('payment-pix-options');
    expect(j.conversation.state.value.payment.pixCopiaECola).toMatch(/^000201/);
  });

  it('offers only the methods the proposal lists, ignoring unknown codes', async () => {
    j = await startJourney();
    await startAtPayment(j, { categorias: '1' });
    // Property plans offer Pix and boleto only.
    expect(j.conversation.state.value.proposal.formasPagamento).toEqual([5, 1]);
    expect(j.options()).toEqual(['PIX', 'BOLETO', 'FALAR COM OS ESPECIALISTAS']);
    j.stop();

    j = await startJourney();
    await startAtPayment(j, { formasPagamento: [0, 7, 42] });
    expect(j.options()).toEqual(['CARTÃO DE CRÉDITO', 'FALAR COM OS ESPECIALISTAS']);
  });
});

describe('from the proposal to the payment', () => {
  let j: Journey;
  afterEach(() => j?.stop());

  it('the created proposal leads to payment-init, which offers the methods it lists', async () => {
    j = await startJourney();
    await seedUpToProposal(j, { categorias: '1' });
    await j.goTo('proposal-confirm-plan');
    await j.at('payment-options');
    const { proposal, payment, plan } = j.conversation.state.value;
    expect(proposal.formasPagamento).toEqual([5, 1]);
    expect(payment.valor).toBe(plan.planoValorPagamento);
    expect(j.lastBotTexts()).toContain(`O valor da primeira parcela é de ${formatBRL(plan.planoValorPagamento)}.`);
    expect(j.options()).toEqual(['PIX', 'BOLETO', 'FALAR COM OS ESPECIALISTAS']);
  });
});
