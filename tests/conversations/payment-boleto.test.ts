import { afterEach, describe, expect, it } from 'vitest';
import { apiClient } from '../../src/api/index.ts';
import { formatBRL } from '../../src/domain/money.ts';
import { copyPaymentCode } from '../../src/ui/components/payment/copyPaymentCode.ts';
import { startJourney, type Journey } from './harness.ts';
import { OUTAGE_CPF, startAtPayment } from './paymentFixture.ts';

describe('payment by boleto', () => {
  let j: Journey;
  afterEach(() => j?.stop());

  it('generates the boleto, copies its linha digitável, opens the PDF and finishes the purchase', async () => {
    j = await startJourney();
    const seeded = await startAtPayment(j);
    await j.click('BOLETO');
    await j.at('payment-boleto-options');
    expect(j.lastBotTexts()).toContain(`Seu boleto de ${formatBRL(seeded.valor)} foi gerado e vence em 05/06/2025.`);
    expect(j.options()).toEqual(['COPIAR CÓDIGO DE BARRAS', 'ABRIR BOLETO', 'ALTERAR FORMA DE PAGAMENTO']);
    const boleto = await apiClient().payBoleto(j.conversation.state.value.proposal.propostaToken);

    await j.click('COPIAR CÓDIGO DE BARRAS');
    await j.at('payment-boleto-barcode');
    const copied: string[] = [];
    await copyPaymentCode(j.conversation, 'boleto', async (text) => (copied.push(text), true));
    await j.at('payment-boleto-done');
    expect(copied).toEqual([boleto.boletoCodigoBarras]);
    expect(copied[0]).toMatch(/^\d{47}$/);
    expect(j.transcript().join('\n')).toContain('Copiei o código de barras para você!');

    await j.click('ABRIR BOLETO');
    await j.at('payment-boleto-done');
    expect(j.opened).toEqual([boleto.boletoURL]);
    expect(boleto.boletoURL).toMatch(/\.pdf$/);
    expect(j.lastBotTexts()[0]).toContain('Abri o seu boleto em uma nova aba');

    await j.click('CONCLUIR');
    await j.at('compra-finalizada');
    // A boleto is paid days later: no conversion is reported now (issue 26 item 7).
    expect(j.events.some((e) => e.event === 'purchase')).toBe(false);
  });

  it("shows 'OPS! Tivemos um problema para gerar o boleto.' and lets the visitor switch to the card", async () => {
    j = await startJourney();
    await startAtPayment(j, { cpf: OUTAGE_CPF });
    await j.click('BOLETO');
    await j.at('pagamento-boleto-tentar-novamente');
    expect(j.lastBotTexts()).toContain('OPS! Tivemos um problema para gerar o boleto.');
    expect(j.options()).toEqual(['TENTAR NOVAMENTE', 'OUTRAS FORMAS DE PAGAMENTO', 'FALAR COM OS ESPECIALISTAS']);

    await j.click('TENTAR NOVAMENTE');
    await j.at('pagamento-boleto-tentar-novamente');

    await j.click('OUTRAS FORMAS DE PAGAMENTO');
    await j.at('alterar-pagamento');
    await j.click('CARTÃO DE CRÉDITO');
    await j.at('payment-credit-card-select');
    expect(j.conversation.state.value.payment.metodo).toBe('cartao');
  });

  it('switches from a generated Pix to the boleto', async () => {
    j = await startJourney();
    await startAtPayment(j);
    await j.click('PIX');
    await j.at('payment-pix-options');
    await j.click('ALTERAR FORMA DE PAGAMENTO');
    await j.at('alterar-pagamento');
    expect(j.lastBotTexts()).toEqual(['Sem problemas! Escolha a forma de pagamento que preferir:']);
    await j.click('BOLETO');
    await j.at('payment-boleto-options');
    expect(j.conversation.state.value.payment).toMatchObject({ metodo: 'boleto', boletoCodigoBarras: expect.stringMatching(/^\d{47}$/) });
  });
});
