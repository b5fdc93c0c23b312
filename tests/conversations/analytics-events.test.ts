// Item 7 of issue 14: every event a real journey reports reaches the data layer with all of its
// properties (the scrubber once took the 10-digit contract number for a phone and dropped it).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { payWithCard } from '../../src/actions/payment/payWithCard.ts';
import { createDataLayerAnalytics, type DataLayerHost } from '../../src/analytics/createDataLayerAnalytics.ts';
import type { Journey } from './harness.ts';
import { cardForm } from './paymentFixture.ts';
import { atHolder, fillHolder, reachedPaymentInit } from './plansSetup.ts';

describe("item 7: the 'Proposta Gerada' event keeps contrato", () => {
  let j: Journey;
  afterEach(() => j?.stop());

  it('from plan choice to purchase, every event reaches the data layer with every property it was tracked with', async () => {
    j = await atHolder();
    await fillHolder(j);
    await j.click('CONFIRMAR');
    await reachedPaymentInit(j);
    await j.at('payment-options');
    await j.click('CARTÃO DE CRÉDITO');
    await j.at('payment-credit-card-select');
    await j.conversation.complete(await payWithCard(cardForm('4111 1111 1111 1111'), j.conversation.context));
    await j.at('compra-finalizada');

    const names = new Set(j.events.map((e) => e.event));
    for (const name of ['Plano Selecionado', 'Proposta Gerada', 'Pagamento Processado', 'purchase'] as const) expect(names).toContain(name);

    const host: DataLayerHost = { dataLayer: [] };
    const onError = vi.fn();
    const analytics = createDataLayerAnalytics({ variant: j.conversation.variant, host, subtle: {} as never, onError });
    for (const { event, data } of j.events) analytics.track(event, data);
    await analytics.flush();
    expect(host.dataLayer).toEqual(j.events.map(({ event, data }) => ({ event, variant: j.conversation.variant.name, ...data })));
    expect(host.dataLayer).toContainEqual(expect.objectContaining({ event: 'Proposta Gerada', contrato: j.conversation.state.value.proposal.contrato }));
    expect(j.conversation.state.value.proposal.contrato).toMatch(/^\d{10}$/);
    // No field dropped on the way.
    expect(onError).not.toHaveBeenCalled();
  });
});
