// @vitest-environment jsdom
// Issue 26 item 10: Brazilian cards print the expiry as MM/AA and the card drawing shows MM/AA,
// but the field wanted MM/AAAA and answered only "Data inválida" to 08/28. The field now takes the
// card's MM/AA (its placeholder says so, like the drawing's) and its mask turns the two-digit year
// into four, so the spec's MM/AAAA is what is split into cartaoValidadeMes / cartaoValidadeAno.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, setApiClient } from '../../../src/api/index.ts';
import { cardExpiry, fullExpiryYear, shortExpiry } from '../../../src/domain/cardExpiry.ts';
import { cardPaymentPayload } from '../../../src/domain/cardPaymentPayload.ts';
import { EMPTY_CARD_FORM } from '../../../src/domain/cardForm.ts';
import { initialState } from '../../../src/engine/initialState.ts';
import { InProcessCardModal } from './inProcessCardModal.tsx';
import { loadImask } from '../../../src/ui/loadImask.ts';
import { createFakeConversation } from '../ui/fakeConversation.ts';

afterEach(() => {
  cleanup();
  setApiClient(undefined);
});

describe('issue 26 item 10: the expiry mask turns MM/AA into MM/AAAA', () => {
  it('completes a two-digit year as soon as it can only be one, and 20 once the field is left', () => {
    expect(fullExpiryYear('08/28', true)).toBe('08/2028');
    expect(fullExpiryYear('12/30', true)).toBe('12/2030');
    // "08/20" may still become 08/2028 while typing: it waits, and is 2020 once the field is left.
    expect(fullExpiryYear('08/20', true)).toBe('08/20');
    expect(fullExpiryYear('08/20', false)).toBe('08/2020');
    for (const value of ['', '0', '08', '08/', '08/2', '08/202', '08/2028']) {
      expect(fullExpiryYear(value, true), value).toBe(value);
      expect(fullExpiryYear(value, false), value).toBe(value);
    }
  });

  it('sends the completed MM/AAAA split into month and year, and the drawing shows it as MM/AA', () => {
    const validade = fullExpiryYear('08/28', true);
    expect(cardExpiry(validade)).toEqual({ mes: '08', ano: '2028' });
    expect(shortExpiry(validade)).toBe('08/28');
    const payload = cardPaymentPayload(
      { ...EMPTY_CARD_FORM, nome: 'Maria', numero: '4111 1111 1111 1111', validade, cvv: '123', cpfCnpj: '529.982.247-25', parcelas: '1' },
      { propostaId: '1', propostaToken: 't' },
    );
    expect(payload).toMatchObject({ cartaoValidadeMes: '08', cartaoValidadeAno: '2028' });
  });
});

function renderModal() {
  const conversation = createFakeConversation();
  const state = initialState();
  conversation.$state.value = {
    ...state,
    proposal: { ...state.proposal, propostaId: '1', propostaToken: 'ab'.repeat(16), formasPagamento: [0] },
    payment: { ...state.payment, valor: 125_500 },
  };
  render(<InProcessCardModal conversation={conversation} />);
}

const expiryField = () => screen.getByLabelText(/Validade/) as HTMLInputElement;
const drawn = () => screen.getByTestId('card-preview-expiry').textContent;
function type(value: string) {
  fireEvent.focus(expiryField());
  fireEvent.input(expiryField(), { target: { value } });
}

describe('issue 26 item 10: the card form expiry field', () => {
  beforeAll(() => loadImask());

  it('asks MM/AA like the card drawing, and shows 08/28 typed as 08/2028 with no error', () => {
    renderModal();
    expect(expiryField().placeholder).toBe('MM/AA');
    expect(drawn()).toBe('MM/AA');
    type('0828');
    expect(expiryField().value).toBe('08/2028');
    expect(drawn()).toBe('08/28');
    fireEvent.blur(expiryField());
    expect(expiryField().value).toBe('08/2028');
    expect(screen.queryByText('Data inválida')).toBeNull();
  });

  it('still takes MM/AAAA typed in full, 20 included', () => {
    renderModal();
    type('0820');
    expect(expiryField().value).toBe('08/20');
    type('082031');
    expect(expiryField().value).toBe('08/2031');
    expect(drawn()).toBe('08/31');
    fireEvent.blur(expiryField());
    expect(screen.queryByText('Data inválida')).toBeNull();
  });

  it('makes a left 08/20 the year 2020, which has expired', () => {
    renderModal();
    type('0820');
    fireEvent.blur(expiryField());
    expect(expiryField().value).toBe('08/2020');
    expect(screen.getByText('Data inválida')).toBeTruthy();
  });

  it('does not put back the century the visitor is erasing', () => {
    renderModal();
    type('0828');
    expect(expiryField().value).toBe('08/2028');
    type('08/28');
    expect(expiryField().value).toBe('08/28');
  });

  it('sends the card typed with 08/28 as cartaoValidadeMes 08 and cartaoValidadeAno 2028', async () => {
    const sent: unknown[] = [];
    setApiClient(
      createApiClient({
        baseUrl: 'http://api.test',
        fetch: async (input, init) => {
          sent.push(await new Request(input, init).json());
          return new Promise<Response>(() => {});
        },
      }),
    );
    renderModal();
    fireEvent.change(screen.getByLabelText(/Nome do titular/), { target: { value: 'Maria da Conceição' } });
    fireEvent.input(screen.getByLabelText(/Número do cartão/), { target: { value: '4111111111111111' } });
    type('0828');
    fireEvent.input(screen.getByLabelText(/CVV/), { target: { value: '123' } });
    fireEvent.input(screen.getByLabelText(/CPF ou CNPJ/), { target: { value: '52998224725' } });
    fireEvent.change(screen.getByLabelText(/Parcelas/), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'FINALIZAR PAGAMENTO' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ cartaoValidadeMes: '08', cartaoValidadeAno: '2028' });
  });
});
