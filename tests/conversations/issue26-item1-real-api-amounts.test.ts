// Issue 26 item 1: against the real API every amount on the payment screens broke. The spec's
// answers of POST /api/proposta and the payment calls carry no amount (section 7); the chat read
// the sandbox's additions and showed "R$ 0,00" and "R$ NaN" without them. Now every payment screen
// shows the first payment promised at the plan, the sandbox's strict-spec mode answers only the
// spec's fields, and a server amount that differs from the promise is an error, never shown.
import { afterEach, describe, expect, it } from 'vitest';
import { formatBRL } from '../../src/domain/money.ts';
import type { Journey } from './harness.ts';
import { atPlans, choosePlan, fillHolder } from './plansSetup.ts';

/** A journey on /performance (campaign discount) through the proposal, at payment-options. */
async function atPayment(strictSpec: boolean, tamper?: (j: Journey) => void): Promise<Journey> {
  const j = await atPlans({ variant: 'performance', strictSpec });
  await choosePlan(j, 0, 'Integral');
  await j.at('proposal-confirm-infos');
  tamper?.(j);
  await j.click('SEGUIR COM ESSE PLANO');
  await j.at('proposal-plan-holder');
  await fillHolder(j);
  await j.click('CONFIRMAR');
  return j;
}

const botTexts = (j: Journey) => j.transcript().filter((line) => line.startsWith('bot:'));

describe('issue 26 item 1: the payment screens against the spec-only answers', () => {
  let j: Journey;
  afterEach(() => j?.stop());

  it('shows the promised first payment (campaign discount included) at the proposal and on the Pix', async () => {
    j = await atPayment(true);
    await j.at('payment-options');
    const { plan, payment } = j.conversation.state.value;
    expect(plan.descontoPercentual).toBe(50);
    const promised = formatBRL(plan.planoValorPagamentoDesconto);
    expect(payment.valor).toBe(plan.planoValorPagamentoDesconto);
    expect(j.transcript()).toContain(`bot: O valor da primeira parcela é de ${promised}.`);
    await j.click('PIX');
    await j.at('payment-pix-options');
    expect(botTexts(j).some((line) => line.startsWith(`bot: Seu PIX de ${promised} foi gerado e pode ser pago até `))).toBe(true);
    expect(botTexts(j).join('\n')).not.toMatch(/R\$ 0,00|NaN/);
  });

  it('shows the promised amount on the boleto too', async () => {
    j = await atPayment(true);
    await j.at('payment-options');
    const promised = formatBRL(j.conversation.state.value.plan.planoValorPagamentoDesconto);
    await j.click('BOLETO');
    await j.at('payment-boleto-options');
    expect(botTexts(j).some((line) => line.startsWith(`bot: Seu boleto de ${promised} foi gerado e vence em `))).toBe(true);
  });

  it('refuses a proposal whose server amount differs from the promise: error-general, no payment screen', async () => {
    // The full sandbox charges the real discounted amount; the promise is made one centavo off.
    j = await atPayment(false, (journey) => {
      const { plan } = journey.conversation.state.value;
      journey.seed('plan', { planoValorPagamentoDesconto: plan.planoValorPagamentoDesconto + 1 });
    });
    await j.at('error-general');
    expect(j.transcript().join('\n')).not.toContain('O valor da primeira parcela');
    expect(j.conversation.state.value.payment.valor).toBe(0);
  });
});
