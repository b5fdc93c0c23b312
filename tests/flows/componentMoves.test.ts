// The `choose:` moves of conversation tests on the plan carousel and the card modal: what each
// value completes the step with, and the message a value the component cannot take gets.
import { describe, expect, it, vi } from 'vitest';
import { chooseIn, MoveError } from '../../scripts/conversation-tests/componentMoves.ts';
import type { Conversation } from '../../src/engine/types.ts';
import { LABEL_SIMULATE_AGAIN } from '../../src/ui/components/plans/carouselModel.ts';

function conversationWithOffers() {
  const complete = vi.fn(async () => undefined);
  const offers = [
    {
      bemValor: 5000000,
      planoMeses: 80,
      planosTipos: [
        { planoID: 11, name: 'Integral' },
        { planoID: 12, name: 'Paga Metade' },
      ],
    },
    { bemValor: 5500000, planoMeses: 80, planosTipos: [{ planoID: 21, name: 'Integral' }] },
  ];
  const conversation = {
    state: { peek: () => ({ catalogue: { ofertas: offers } }) },
    context: { copy: (id: string) => (id === LABEL_SIMULATE_AGAIN ? 'SIMULAR NOVAMENTE' : id) },
    complete,
  } as unknown as Conversation;
  return { conversation, complete };
}

describe('choose on the plan carousel', () => {
  it("takes the card's first plan type by position, and another one by its name after the position", async () => {
    const { conversation, complete } = conversationWithOffers();
    await chooseIn(conversation, 'planCarousel', 2);
    expect(complete).toHaveBeenLastCalledWith('ok', expect.objectContaining({ input: 21 }));
    await chooseIn(conversation, 'planCarousel', '1 paga metade');
    expect(complete).toHaveBeenLastCalledWith('ok', expect.objectContaining({ input: 12 }));
  });

  it('says which plan types the card has when the name is not one of them', async () => {
    const { conversation, complete } = conversationWithOffers();
    await expect(chooseIn(conversation, 'planCarousel', '2 Paga Metade')).rejects.toThrow(
      new MoveError('offer 2 has the plan types Integral, not "Paga Metade"'),
    );
    await expect(chooseIn(conversation, 'planCarousel', 3)).rejects.toThrow(/choose 1 to 2 \(then a plan type, e\.g\. "1 Paga Metade"\)/);
    expect(complete).not.toHaveBeenCalled();
  });
});

describe('choose on the card modal', () => {
  it('unconfirmed completes it as a request that got no answer, without sending one', async () => {
    const { conversation, complete } = conversationWithOffers();
    await chooseIn(conversation, 'cardPaymentModal', 'unconfirmed');
    expect(complete).toHaveBeenCalledWith('unconfirmed');
    await expect(chooseIn(conversation, 'cardPaymentModal', 'lost')).rejects.toThrow(/approved, pending, pendingValidation, refused, unconfirmed or back/);
  });
});
