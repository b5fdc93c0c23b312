// A campaign with a discount on the first instalment, end to end: the amount the chat promises at
// parcela-desconto-valor is the amount asked at payment-first-parcel and the amount the Pix charges
// (the sandbox discounts the proposal by the ids the lead was saved with).
import { afterEach, describe, expect, it } from 'vitest';
import { formatBRL } from '../../src/domain/money.ts';
import { parseTlv } from '../sandbox/emv.ts';
import { plain, type Journey } from './harness.ts';
import { atHolder, fillHolder } from './plansSetup.ts';

/** The visitor-readable texts the bot posted at a step. */
function textsAt(j: Journey, step: string): string[] {
  return j.conversation.messages.value.filter((m) => m.sender === 'bot' && m.step === step && m.text).map((m) => plain(m.text!));
}

/** From the plan carousel of a variant to payment-options, through the proposal. */
async function toPayment(variant: string): Promise<Journey> {
  const j = await atHolder({ variant });
  await fillHolder(j);
  await j.click('CONFIRMAR');
  await j.at('payment-options');
  return j;
}

describe('payment on a campaign with a first-instalment discount', () => {
  let j: Journey;
  afterEach(() => j?.stop());

  it.each(['performance', 'rota99'])('%s: asks and charges the discounted first instalment the chat promised', async (variant) => {
    j = await toPayment(variant);
    const { plan, payment } = j.conversation.state.value;
    expect(plan.descontoPercentual).toBe(50);
    const promised = plan.planoValorPagamentoDesconto;
    expect(promised).toBe(Math.round(plan.planoValorPagamento / 2));

    expect(textsAt(j, 'parcela-desconto-valor')).toEqual([
      `Em vez de ${formatBRL(plan.planoValorPagamento)}, a sua primeira parcela sai por ${formatBRL(promised)}.`,
    ]);
    expect(textsAt(j, 'payment-first-parcel')).toEqual([`O valor da primeira parcela é de ${formatBRL(promised)}.`]);
    expect(payment.valor).toBe(promised);

    await j.click('PIX');
    await j.at('payment-pix-options');
    expect(j.lastBotTexts()).toContain(`Seu PIX de ${formatBRL(promised)} foi gerado e pode ser pago até 03/06/2025.`);
    expect(parseTlv(j.conversation.state.value.payment.pixCopiaECola).get('54')).toBe((promised / 100).toFixed(2));
  });

  it('main (no discount): asks and charges the plan’s full first payment', async () => {
    j = await toPayment('main');
    const { plan, payment } = j.conversation.state.value;
    expect(textsAt(j, 'parcela-desconto-valor')).toEqual([]);
    expect(textsAt(j, 'payment-first-parcel')).toEqual([`O valor da primeira parcela é de ${formatBRL(plan.planoValorPagamento)}.`]);
    expect(payment.valor).toBe(plan.planoValorPagamento);
  });
});
