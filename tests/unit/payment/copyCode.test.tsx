// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialState } from '../../../src/engine/initialState.ts';
import type { ChatMessage } from '../../../src/engine/types.ts';
import { BoletoCopyCode, PixCopyCode } from '../../../src/ui/components/payment/CopyCode.tsx';
import { PixQrCode } from '../../../src/ui/components/payment/PixQrCode.tsx';
import { copyText } from '../../../src/ui/components/payment/copyText.ts';
import { createFakeConversation } from '../ui/fakeConversation.ts';

const PIX = '00020101021226580014br.gov.bcb.pix0136abc5204000053039865406125.505802BR6304ABCD';
const LINHA = '00190000090000000001100000000017811200000125500';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, 'execCommand');
});

function conversationWithPayment() {
  const conversation = createFakeConversation();
  const state = initialState();
  conversation.$state.value = {
    ...state,
    payment: {
      ...state.payment,
      pixCopiaECola: PIX,
      boletoCodigoBarras: LINHA,
      pixQrCodeUrl: 'http://api.test/api/pagamento/pix/abc.png',
      vencimento: '03/06/2025',
    },
  };
  return conversation;
}

function stubClipboard(writeText: (text: string) => Promise<void>) {
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
}

const message = (step: string, component: string): ChatMessage => ({ id: 1, sender: 'bot', step, component, time: 0 });

describe('copy steps', () => {
  it('copy the Pix code as soon as the step shows it, say so, and report copied', async () => {
    const written: string[] = [];
    stubClipboard(async (text) => void written.push(text));
    const conversation = conversationWithPayment();
    render(<PixCopyCode conversation={conversation} message={message('payment-pix-copy', 'pixCopyCode')} active />);
    expect(screen.getByTestId('pix-code').textContent).toBe(PIX);
    await waitFor(() => expect(conversation.calls.complete).toEqual([{ outcome: 'copied', echo: undefined }]));
    expect(written).toEqual([PIX]);
    expect(screen.getByRole('button', { name: 'CÓDIGO COPIADO' })).toBeTruthy();
  });

  it('show the boleto’s linha digitável grouped, copy the digits, and copy again by hand once the step is past', async () => {
    const written: string[] = [];
    stubClipboard(async (text) => void written.push(text));
    const conversation = conversationWithPayment();
    render(<BoletoCopyCode conversation={conversation} message={message('payment-boleto-barcode', 'boletoCopyCode')} active={false} />);
    expect(screen.getByTestId('boleto-code').textContent).toBe('00190.00009 00000.000011 00000.000017 8 11200000125500');
    expect(conversation.calls.complete).toEqual([]); // not the pending step: no automatic copy
    fireEvent.click(screen.getByRole('button', { name: 'COPIAR CÓDIGO' }));
    await waitFor(() => expect(written).toEqual([LINHA]));
    expect(conversation.calls.complete).toEqual([]);
  });

  it('report failed when neither the clipboard API nor the legacy copy works', async () => {
    stubClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    const conversation = conversationWithPayment();
    render(<PixCopyCode conversation={conversation} message={message('payment-pix-copy', 'pixCopyCode')} active />);
    await waitFor(() => expect(conversation.calls.complete).toEqual([{ outcome: 'failed', echo: undefined }]));
    expect(screen.getByRole('button', { name: 'COPIAR CÓDIGO' })).toBeTruthy();
  });
});

describe('copyText', () => {
  it('falls back to the legacy copy where navigator.clipboard does not exist (http on a LAN address)', async () => {
    vi.stubGlobal('navigator', { userAgent: 'test' });
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    expect(await copyText(PIX)).toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(document.querySelector('textarea')).toBeNull();
    expect(await copyText('')).toBe(false);
  });
});

describe('Pix QR code', () => {
  it('shows the charge’s QR image with its due date', () => {
    render(<PixQrCode conversation={conversationWithPayment()} message={message('payment-pix-qrcode', 'pixQrCode')} active={false} />);
    const image = screen.getByRole('img', { name: 'QR Code do PIX' }) as HTMLImageElement;
    expect(image.src).toBe('http://api.test/api/pagamento/pix/abc.png');
    expect(screen.getByText('Válido até 03/06/2025')).toBeTruthy();
  });
});
