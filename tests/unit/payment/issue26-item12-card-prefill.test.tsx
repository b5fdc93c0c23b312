// @vitest-environment jsdom
// Issue 26 item 12 (small things a visitor notices): the card form asked again for the holder's
// name and CPF just given. It now opens with the proposal holder's name and CPF/CNPJ filled in,
// both still editable for a card in someone else's name.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { prefilledCardForm } from '../../../src/domain/cardForm.ts';
import { initialState } from '../../../src/engine/initialState.ts';
import { InProcessCardModal } from './inProcessCardModal.tsx';
import { loadImask } from '../../../src/ui/loadImask.ts';
import { createFakeConversation } from '../ui/fakeConversation.ts';

afterEach(cleanup);

function renderModal(contract: { tipoPessoa: number; nomeRazao: string; cpfCnpj: string }) {
  const conversation = createFakeConversation();
  const state = initialState();
  conversation.$state.value = {
    ...state,
    contract: { ...state.contract, ...contract },
    proposal: { ...state.proposal, propostaId: '1', propostaToken: 'ab'.repeat(16), formasPagamento: [0] },
    payment: { ...state.payment, valor: 125_500 },
  };
  render(<InProcessCardModal conversation={conversation} />);
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('issue 26 item 12: the card form opens with the holder just given', () => {
  beforeAll(() => loadImask());

  it("fills the holder's name and CPF (as shown), and the card drawing shows the name", async () => {
    renderModal({ tipoPessoa: 0, nomeRazao: 'Maria da Conceição', cpfCnpj: '52998224725' });
    expect(field(/Nome do titular/).value).toBe('Maria da Conceição');
    await waitFor(() => expect(field(/CPF ou CNPJ/).value).toBe('529.982.247-25'));
    expect(screen.getByTestId('card-preview-name').textContent).toBe('MARIA DA CONCEIÇÃO');
    fireEvent.blur(field(/Nome do titular/));
    fireEvent.blur(field(/CPF ou CNPJ/));
    expect(screen.queryByText('Campo obrigatório')).toBeNull();
    expect(screen.queryByText('CPF inválido')).toBeNull();
  });

  it('a company holder opens with its razão social and CNPJ', async () => {
    renderModal({ tipoPessoa: 1, nomeRazao: 'Padaria Pão & Cia Ltda', cpfCnpj: '11222333000181' });
    expect(field(/Nome do titular/).value).toBe('Padaria Pão & Cia Ltda');
    await waitFor(() => expect(field(/CPF ou CNPJ/).value).toBe('11.222.333/0001-81'));
  });

  it('both stay editable for another card holder', async () => {
    renderModal({ tipoPessoa: 0, nomeRazao: 'Maria da Conceição', cpfCnpj: '52998224725' });
    fireEvent.change(field(/Nome do titular/), { target: { value: 'João Souza' } });
    expect(field(/Nome do titular/).value).toBe('João Souza');
    await waitFor(() => expect(field(/CPF ou CNPJ/).value).toBe('529.982.247-25'));
    fireEvent.input(field(/CPF ou CNPJ/), { target: { value: '11144477735' } });
    expect(field(/CPF ou CNPJ/).value).toBe('111.444.777-35');
    expect(screen.getByTestId('card-preview-name').textContent).toBe('JOÃO SOUZA');
  });

  it('opens empty where there is no holder yet', () => {
    expect(prefilledCardForm({ nomeRazao: '', cpfCnpj: '' })).toMatchObject({ nome: '', cpfCnpj: '' });
  });
});
