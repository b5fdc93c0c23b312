// @vitest-environment jsdom
// Issue 28 item 8: the chat page and the card frame talk over postMessage, each checking where a
// message comes from. The frame takes its one init from the page that embeds it, from the origin it
// was named with; the page hears its own frame only; and the page's bookkeeping follows the order
// of a real payment, so a forged "approved" that no request preceded changes nothing.
// The same checks in a browser, with a hostile tag: tests/e2e/issue28-item8-card-frame.spec.ts.
import { act, cleanup, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenForInit } from '../../../src/cardFrame/listenForInit.ts';
import { parentOrigin } from '../../../src/cardFrame/parentOrigin.ts';
import { CARD_FRAME_CHANNEL, type CardFrameInit } from '../../../src/cardFrame/protocol.ts';
import { loopbackTwin } from '../../../src/contracts/cardFrame.ts';
import { initialState } from '../../../src/engine/initialState.ts';
import { FRAME_READY_MS } from '../../../src/ui/components/payment/CardFrameHost.tsx';
import { CardPaymentModal } from '../../../src/ui/components/payment/CardPaymentModal.tsx';
import { cardFrameOrigin } from '../../../src/ui/components/payment/cardFrameOrigin.ts';
import { cardFrameSession } from '../../../src/ui/components/payment/cardFrameSession.ts';
import { listenToFrame } from '../../../src/ui/components/payment/listenToFrame.ts';
import { createFakeConversation } from '../ui/fakeConversation.ts';
import { copyFromFlows } from '../messagesFromFlows.ts';

const PAGE = 'http://127.0.0.1:4620';
const FRAME = 'http://localhost:4620';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

/** A real window object (an iframe's) to stand as a message's source. */
function aWindow(): Window {
  const iframe = document.createElement('iframe');
  document.body.append(iframe);
  return iframe.contentWindow!;
}

/** A frame's window as listenForInit sees it: its parent, and where messages arrive. */
function frameWith(parent: Window): Window & EventTarget {
  const target = new EventTarget() as Window & EventTarget;
  Object.defineProperty(target, 'parent', { value: parent });
  return target;
}

const INIT: CardFrameInit = {
  total: 125_500,
  company: false,
  prefilled: { nome: 'Maria', cpfCnpj: '529.982.247-25' },
  proposal: { propostaId: '1', propostaToken: 'ab'.repeat(16) },
  idempotencyKey: 'k-1',
  ui: { cardSubmit: 'FINALIZAR PAGAMENTO' },
  messages: { cardRequired: 'Campo obrigatório' } as CardFrameInit['messages'],
  theme: {},
};
const initMessage = (init: unknown = INIT) => ({ channel: CARD_FRAME_CHANNEL, type: 'init', init });
const post = (target: EventTarget, data: unknown, origin: string, source: Window) =>
  target.dispatchEvent(new MessageEvent('message', { data, origin, source }));

describe('the card frame takes its init from the embedding page only', () => {
  it('takes the first init from its parent on the named origin', () => {
    const parent = aWindow();
    const frame = frameWith(parent);
    const onInit = vi.fn();
    listenForInit(frame, PAGE, onInit);
    post(frame, initMessage(), PAGE, parent);
    expect(onInit).toHaveBeenCalledWith(INIT);
    post(frame, initMessage({ ...INIT, idempotencyKey: 'k-2' }), PAGE, parent);
    expect(onInit).toHaveBeenCalledTimes(1);
  });

  it('ignores an init from a foreign origin, from another window, or of the wrong shape', () => {
    const parent = aWindow();
    const frame = frameWith(parent);
    const onInit = vi.fn();
    listenForInit(frame, PAGE, onInit);
    post(frame, initMessage(), 'http://evil.test', parent);
    post(frame, initMessage(), PAGE, aWindow());
    post(frame, initMessage({ ...INIT, proposal: { propostaId: '1' } }), PAGE, parent);
    post(frame, { ...initMessage(), channel: 'gtm' }, PAGE, parent);
    expect(onInit).not.toHaveBeenCalled();
  });

  it('names its parent from its address, unless the browser says another page embeds it', () => {
    const parent = aWindow();
    const at = (search: string, ancestors?: string[]) => ({ search, ancestorOrigins: ancestors }) as unknown as Location;
    expect(parentOrigin(at(`?origem=${encodeURIComponent(PAGE)}`), parent)).toBe(PAGE);
    expect(parentOrigin(at(`?origem=${encodeURIComponent(PAGE)}`, [PAGE]), parent)).toBe(PAGE);
    expect(parentOrigin(at(`?origem=${encodeURIComponent(PAGE)}`, ['http://evil.test']), parent)).toBeNull();
    expect(parentOrigin(at(''), parent)).toBeNull();
    // Opened on its own (no parent), it listens to nobody.
    expect(parentOrigin(at(`?origem=${encodeURIComponent(PAGE)}`), window)).toBeNull();
  });
});

describe('the chat page hears its card frame only', () => {
  it('takes a message from the frame’s window on the frame’s origin', () => {
    const frame = aWindow();
    const heard = vi.fn();
    const stop = listenToFrame(window, () => frame, FRAME, heard);
    post(window, { channel: CARD_FRAME_CHANNEL, type: 'ready' }, FRAME, frame);
    expect(heard).toHaveBeenCalledWith({ channel: CARD_FRAME_CHANNEL, type: 'ready' }, frame);
    stop();
  });

  it('ignores the same message posted by the page itself (a tag), from a foreign origin, or malformed', () => {
    const frame = aWindow();
    const heard = vi.fn();
    const stop = listenToFrame(window, () => frame, FRAME, heard);
    const done = { channel: CARD_FRAME_CHANNEL, type: 'done', outcome: 'approved' };
    post(window, done, PAGE, window);
    post(window, done, 'http://evil.test', frame);
    post(window, { ...done, outcome: 'paid' }, FRAME, frame);
    post(window, { ...done, channel: 'other' }, FRAME, frame);
    expect(heard).not.toHaveBeenCalled();
    stop();
  });
});

describe("the page's side of the payment", () => {
  function session() {
    const conversation = createFakeConversation();
    const state = initialState();
    conversation.$state.value = {
      ...state,
      proposal: { ...state.proposal, propostaId: '7', propostaToken: 'cd'.repeat(16) },
      payment: { ...state.payment, valor: 10_000 },
    };
    const onClose = vi.fn();
    return { conversation, onClose, session: cardFrameSession(conversation, copyFromFlows(), {}, onClose) };
  }
  const msg = <T extends object>(body: T) => ({ channel: CARD_FRAME_CHANNEL, ...body }) as never;

  it('tells the frame the amount, the holder, the token and the texts, and no card field', () => {
    const { session: s } = session();
    expect(s.init).toMatchObject({ total: 10_000, proposal: { propostaId: '7', propostaToken: 'cd'.repeat(16) } });
    expect(s.init.ui.cardSubmit).toBe('FINALIZAR PAGAMENTO');
    expect(s.init.messages.cardNumberInvalid).toBe('Cartão inválido');
    expect(Object.keys(s.init.prefilled).sort()).toEqual(['cpfCnpj', 'nome']);
  });

  it('records an answer only after the frame said it was sending, and completes with that outcome only', () => {
    const { conversation, onClose, session: s } = session();
    s.receive(msg({ type: 'answer', answer: { outcome: 'approved', autorizacao: '999999' } }));
    s.receive(msg({ type: 'done', outcome: 'approved' }));
    expect(conversation.calls.complete).toEqual([]);
    expect(conversation.$state.value!.payment.status).not.toBe('sucesso');

    s.receive(msg({ type: 'sending' }));
    expect(conversation.$state.value!.payment).toMatchObject({ metodo: 'cartao', chaveIdempotencia: s.init.idempotencyKey });
    s.receive(msg({ type: 'answer', answer: { outcome: 'refused', autorizacao: '' } }));
    s.receive(msg({ type: 'done', outcome: 'approved' }));
    s.receive(msg({ type: 'done', outcome: 'back' }));
    expect(conversation.calls.complete).toEqual([]);
    s.receive(msg({ type: 'done', outcome: 'refused' }));
    expect(conversation.calls.complete).toEqual([{ outcome: 'refused', echo: undefined }]);
    expect(conversation.$state.value!.payment.status).toBe('recusado');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('where the frame is', () => {
  it('is the deploy’s origin, or the page’s server under its other loopback name', () => {
    expect(cardFrameOrigin('https://cartao.example.com.br/x', PAGE)).toBe('https://cartao.example.com.br');
    expect(cardFrameOrigin('', PAGE)).toBe(FRAME);
    expect(cardFrameOrigin('', FRAME)).toBe(PAGE);
    expect(loopbackTwin('https://chat.example.com.br')).toBeNull();
  });
});

describe('a card frame that never loads', () => {
  const MESSAGE = { id: 1, sender: 'bot', component: 'cardPaymentModal', step: 'payment-credit-card-select', time: 0 } as const;
  function open() {
    const conversation = createFakeConversation();
    conversation.$state.value = initialState();
    render(createElement(CardPaymentModal, { conversation, message: MESSAGE, active: true }));
    return { conversation, frame: screen.getByTestId('card-frame') as HTMLIFrameElement };
  }

  it('does not leave the visitor under an empty cover: the modal closes as VOLTAR does', () => {
    vi.useFakeTimers();
    const { conversation } = open();
    act(() => vi.advanceTimersByTime(FRAME_READY_MS));
    expect(conversation.calls.complete).toEqual([{ outcome: 'back', echo: undefined }]);
    expect(screen.queryByTestId('card-frame')).toBeNull();
  });

  it('stays open once the frame has said it is ready', () => {
    vi.useFakeTimers();
    const { conversation, frame } = open();
    frame.contentWindow!.postMessage = () => {};
    act(() => {
      post(window, { channel: CARD_FRAME_CHANNEL, type: 'ready' }, new URL(frame.src).origin, frame.contentWindow!);
      vi.advanceTimersByTime(FRAME_READY_MS * 2);
    });
    expect(conversation.calls.complete).toEqual([]);
    expect(screen.getByTestId('card-frame')).toBeTruthy();
  });
});
