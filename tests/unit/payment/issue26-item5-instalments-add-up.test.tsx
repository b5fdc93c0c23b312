// @vitest-environment jsdom
// Issue 26 item 5: "2x de R$ 219,38" on R$ 438,75 promised one centavo over, and 3 × R$ 669,34
// two centavos over R$ 2.008,00, all "sem juros". Each option of the card modal's instalment select
// must add up to the total exactly: when it does not divide evenly, the label says which instalment
// carries the remainder. What the sandbox charges is the same split.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cardInstalments as chargedInstalments } from '../../../sandbox/payments/card.ts';
import { initialState } from '../../../src/engine/initialState.ts';
import { InProcessCardModal } from './inProcessCardModal.tsx';
import { createFakeConversation } from '../ui/fakeConversation.ts';

afterEach(cleanup);

/** The instalment options' labels the visitor reads for a first payment of `total` centavos. */
function optionLabels(total: number): string[] {
  const conversation = createFakeConversation();
  const state = initialState();
  conversation.$state.value = { ...state, proposal: { ...state.proposal, formasPagamento: [5, 0, 1] }, payment: { ...state.payment, valor: total } };
  render(<InProcessCardModal conversation={conversation} />);
  const select = screen.getByLabelText(/Parcelas/) as HTMLSelectElement;
  // Intl writes "R$" and the amount with a no-break space.
  const labels = [...select.options].filter((o) => o.value !== '').map((o) => o.text.replace(/\u00a0/g, ' '));
  cleanup();
  return labels;
}

/** "R$ 1.234,56" → 123456 */
const cents = (brl: string) => Number(brl.replace(/[^\d]/g, ''));

/** What a label promises in total: "3x de A" → 3·A; "1x de A + 2x de B" → A + 2·B. */
function promisedTotal(label: string): number {
  const parts = [...label.matchAll(/(\d+)x de (R\$\s?[\d.]+,\d{2})/g)];
  return parts.reduce((sum, [, count, amount]) => sum + Number(count) * cents(amount), 0);
}

describe('issue 26 item 5: card instalments add up to the total', () => {
  it('says which instalment carries the remainder on R$ 438,75 and R$ 2.008,00', () => {
    expect(optionLabels(43_875)).toEqual(['1x de R$ 438,75 sem juros', '1x de R$ 219,38 + 1x de R$ 219,37', '3x de R$ 146,25 sem juros']);
    expect(optionLabels(200_800)[2]).toBe('1x de R$ 669,34 + 2x de R$ 669,33');
  });

  it.each([43_875, 200_800, 125_501, 62_750, 1, 99_999])('every option promises exactly %i centavos, and the sandbox charges that split', (total) => {
    const labels = optionLabels(total);
    expect(labels).toHaveLength(3);
    for (const [i, label] of labels.entries()) {
      expect(promisedTotal(label)).toBe(total);
      expect(chargedInstalments(total, i + 1).reduce((a, b) => a + b, 0)).toBe(total);
    }
  });
});
