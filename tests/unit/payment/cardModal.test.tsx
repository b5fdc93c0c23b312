// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient, setApiClient } from '../../../src/api/index.ts';
import { formatBRL } from '../../../src/domain/money.ts';
import { initialState } from '../../../src/engine/initialState.ts';
import type { ChatMessage } from '../../../src/engine/types.ts';
import { CardPaymentModal } from '../../../src/ui/components/payment/CardPaymentModal.tsx';
import { InProcessCardModal } from './inProcessCardModal.tsx';
import { loadImask } from '../../../src/ui/loadImask.ts';
import { createFakeConversation, type FakeConversation } from '../ui/fakeConversation.ts';

afterEach(() => {
  cleanup();
  setApiClient(undefined);
});

const MESSAGE: ChatMessage = { id: 1, sender: 'bot', component: 'cardPaymentModal', step: 'payment-credit-card-select', time: 0 };

interface FakeApi {
  sent: unknown[];
  /** Resolves the pending card call. */
  answer(status: number, body: unknown): void;
}

/** A card endpoint that waits until the test answers, recording what the modal sent. */
function fakeCardApi(): FakeApi {
  const sent: unknown[] = [];
  let reply: (response: Response) => void = () => {};
  setApiClient(
    createApiClient({
      baseUrl: 'http://api.test',
      fetch: async (input, init) => {
        const request = new Request(input, init);
        sent.push(await request.json());
        return new Promise<Response>((resolve) => (reply = resolve));
      },
    }),
  );
  return {
    sent,
    answer: (status, body) => reply(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })),
  };
}

function renderModal(tipoPessoa = 0): FakeConversation {
  const conversation = createFakeConversation();
  const state = initialState();
  conversation.$state.value = {
    ...state,
    contract: { ...state.contract, tipoPessoa },
    proposal: { ...state.proposal, propostaId: 'c0ffee'.padEnd(32, '0'), propostaToken: 'ab'.repeat(16), formasPagamento: [5, 0, 1] },
    payment: { ...state.payment, valor: 125_500 },
  };
  render(<InProcessCardModal conversation={conversation} />);
  return conversation;
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
function type(label: RegExp, value: string) {
  const input = field(label);
  fireEvent.focus(input);
  fireEvent.input(input, { target: { value } });
}
function leave(label: RegExp) {
  fireEvent.blur(field(label));
}
function fillValid(numero = '4000000000000077') {
  fireEvent.change(field(/Nome do titular/), { target: { value: 'Joana C Souza' } });
  type(/Número do cartão/, numero);
  type(/Validade/, '122030');
  type(/CVV/, '731');
  type(/CPF ou CNPJ/, '11144477735');
  fireEvent.change(screen.getByLabelText(/Parcelas/), { target: { value: '3' } });
}
const submit = () => screen.getByRole('button', { name: 'FINALIZAR PAGAMENTO' });

describe('card payment modal', () => {
  let api: FakeApi;
  // The registry loads imask with the modal's chunk; rendering the modal directly does it here.
  beforeAll(() => loadImask());
  beforeEach(() => {
    api = fakeCardApi();
  });

  it('opens as a dialog with the card placeholders, and FINALIZAR PAGAMENTO styled disabled', () => {
    renderModal();
    expect(screen.getByRole('dialog', { name: 'Pagamento com cartão de crédito' })).toBeTruthy();
    expect(screen.getByTestId('card-preview-number').textContent).toBe('XXXX XXXX XXXX XXXX');
    expect(screen.getByTestId('card-preview-name').textContent).toBe('NOME DO TITULAR');
    expect(screen.getByTestId('card-preview-expiry').textContent).toBe('MM/AA');
    expect(submit().getAttribute('aria-disabled')).toBe('true');
    expect(submit().className).toContain('card-form__submit--disabled');
    const options = [...screen.getByLabelText(/Parcelas/).querySelectorAll('option')].map((o) => o.textContent);
    expect(options).toEqual([
      'Selecione',
      `1x de ${formatBRL(125_500)} sem juros`,
      `2x de ${formatBRL(62_750)} sem juros`,
      // The first instalment carries the remainder, and the label says so (issue 26 item 5).
      `1x de ${formatBRL(41_834)} + 2x de ${formatBRL(41_833)}`,
    ]);
  });

  it('masks what is typed and mirrors it on the card; the card turns over while the CVV has focus', () => {
    renderModal();
    type(/Número do cartão/, '4111111111111111');
    expect(field(/Número do cartão/).value).toBe('4111 1111 1111 1111');
    expect(screen.getByTestId('card-preview-number').textContent).toBe('4111 1111 1111 1111');
    expect(screen.getByTestId('card-front').querySelector('[data-brand]')?.getAttribute('data-brand')).toBe('visa');
    fireEvent.change(field(/Nome do titular/), { target: { value: 'maria silva' } });
    expect(screen.getByTestId('card-preview-name').textContent).toBe('MARIA SILVA');
    type(/Validade/, '072031');
    expect(field(/Validade/).value).toBe('07/2031');
    expect(screen.getByTestId('card-preview-expiry').textContent).toBe('07/31');
    type(/CPF ou CNPJ/, '11222333000181');
    expect(field(/CPF ou CNPJ/).value).toBe('11.222.333/0001-81');

    const preview = screen.getByTestId('card-preview');
    expect(preview.className).not.toContain('card-preview--flipped');
    type(/CVV/, '1234');
    expect(field(/CVV/).value).toBe('123');
    expect(preview.className).toContain('card-preview--flipped');
    expect(screen.getByTestId('card-preview-cvv').textContent).toBe('123');
    leave(/CVV/);
    expect(preview.className).not.toContain('card-preview--flipped');
  });

  it("shows the spec's messages as fields are left or go wrong, and all of them on a refused send", async () => {
    const conversation = renderModal();
    fireEvent.focus(field(/Nome do titular/));
    leave(/Nome do titular/);
    expect(screen.getByText('Campo obrigatório')).toBeTruthy();
    expect(field(/Nome do titular/).getAttribute('aria-invalid')).toBe('true');

    type(/Validade/, '13');
    type(/Validade/, '132');
    expect(screen.getByText('Data inválida')).toBeTruthy();

    type(/Número do cartão/, '4111111111111112');
    expect(screen.getByText('Cartão inválido')).toBeTruthy();

    type(/CPF ou CNPJ/, '12345678909');
    leave(/CPF ou CNPJ/);
    expect(screen.getByText('CPF inválido')).toBeTruthy();
    type(/CPF ou CNPJ/, '11222333000182');
    expect(screen.getByText('CNPJ inválido')).toBeTruthy();

    fireEvent.click(submit());
    expect(screen.getByText('Selecione parcelas')).toBeTruthy();
    expect(api.sent).toEqual([]);
    expect(conversation.calls.complete).toEqual([]);
  });

  it('says Razão Social inválida for a company holder', () => {
    renderModal(1);
    fireEvent.change(field(/Nome do titular/), { target: { value: '12345' } });
    leave(/Nome do titular/);
    expect(screen.getByText('Razão Social inválida')).toBeTruthy();
  });

  it('sends the spec payload once with a spinner, then reports pending (HTTP 202) and forgets the card', async () => {
    const conversation = renderModal();
    fillValid();
    expect(submit().getAttribute('aria-disabled')).toBe('false');
    fireEvent.click(submit());
    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(submit().getAttribute('aria-busy')).toBe('true');
    expect(document.querySelector('.card-form__spinner')).toBeTruthy();
    fireEvent.click(submit()); // a second click while sending sends nothing
    expect(api.sent).toEqual([
      {
        cartaoBandeira: 'VISA',
        cartaoCodigoSeguranca: '731',
        cartaoCpfTitular: '11144477735',
        cartaoNomeTitular: 'Joana C Souza',
        cartaoNumero: '4000000000000077',
        cartaoValidadeMes: '12',
        cartaoValidadeAno: '2030',
        cartaoParcelas: 3,
        cartaoId: '',
        propostaToken: 'ab'.repeat(16),
        propostaId: 'c0ffee'.padEnd(32, '0'),
      },
    ]);
    await act(async () =>
      api.answer(202, {
        data: { status: 'pendente', cartaoAutorizacao: null, bandeira: 'VISA', final: '0077', parcelas: 3, valor: 125_500, valorParcela: 41_834 },
      }),
    );
    await waitFor(() => expect(conversation.calls.complete).toEqual([{ outcome: 'pending', echo: undefined }]));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(conversation.$state.value!.payment).toMatchObject({ metodo: 'cartao', status: 'pendente', autorizacao: '' });
    expect(JSON.stringify(conversation.$state.value)).not.toContain('4000000000000077');
  });

  it('reports refused for a failed call (HTTP 402)', async () => {
    const conversation = renderModal();
    fillValid('4000000000000002');
    fireEvent.click(submit());
    await waitFor(() => expect(api.sent).toHaveLength(1));
    await act(async () => api.answer(402, { message: 'Pagamento recusado', code: 'CARTAO_RECUSADO' }));
    await waitFor(() => expect(conversation.calls.complete).toEqual([{ outcome: 'refused', echo: undefined }]));
    expect(conversation.$state.value!.payment.status).toBe('recusado');
  });

  it('shows the approved image on HTTP 200, stores the authorisation, then reports approved', async () => {
    const conversation = renderModal();
    fillValid('4111111111111111');
    fireEvent.click(submit());
    await waitFor(() => expect(api.sent).toHaveLength(1));
    await act(async () =>
      api.answer(200, {
        data: { status: 'aprovado', cartaoAutorizacao: '654321', bandeira: 'VISA', final: '1111', parcelas: 3, valor: 125_500, valorParcela: 41_834 },
      }),
    );
    expect(await screen.findByTestId('card-approved')).toBeTruthy();
    expect(screen.getByText('Pagamento aprovado!')).toBeTruthy();
    expect(conversation.$state.value!.payment).toMatchObject({ autorizacao: '654321', status: 'sucesso' });
    await waitFor(() => expect(conversation.calls.complete).toEqual([{ outcome: 'approved', echo: undefined }]), { timeout: 3000 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('VOLTAR and Escape close the modal and report back (the flow goes to alterar-pagamento)', () => {
    let conversation = renderModal();
    fireEvent.click(screen.getByRole('button', { name: 'VOLTAR' }));
    expect(conversation.calls.complete).toEqual([{ outcome: 'back', echo: undefined }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.sent).toEqual([]);
    cleanup();

    conversation = renderModal();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(conversation.calls.complete).toEqual([{ outcome: 'back', echo: undefined }]);
  });

  it('stays closed once the conversation has moved past its step', () => {
    const conversation = createFakeConversation();
    render(<CardPaymentModal conversation={conversation} message={MESSAGE} active={false} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
