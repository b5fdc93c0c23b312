// @vitest-environment jsdom
// Issue 28 item 5, what the tab keeps and what a reload does with it. A snapshot with the right
// keys but values of the wrong type broke the page on every reload of the tab, and a large one froze
// it: now such a snapshot gives a fresh conversation with the notice, on the real flows and the
// real screen. (The journey that shows no personal data is kept after the purchase is
// tests/conversations/issue28-item5-snapshot-personal-data.test.ts.)
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createConversation } from '../../../src/engine/createConversation.ts';
import type { ConversationSnapshot } from '../../../src/engine/types.ts';
import { conversationStore } from '../../../src/session/conversationStore.ts';
import { afterPurchase } from '../../../src/session/retention.ts';
import { startOrResume } from '../../../src/session/persistConversation.ts';
import { SNAPSHOT_KEY } from '../../../src/session/savedConversation.ts';
import { App } from '../../../src/ui/App.tsx';
import { InputBar } from '../../../src/ui/InputBarSlot.tsx';
import { MessageComponent } from '../../../src/ui/MessageComponentSlot.tsx';
import { realBindings } from '../realBindings.ts';
// The flow and variants as the page gets them (the flows plugin; the rest of the flow is loaded by tests/setup/flowRest.ts).
import flow from 'virtual:flow';
import variants from 'virtual:variants';

await Promise.all([InputBar.preload(), MessageComponent.preload()]);

const variant = { ...variants.main, fakeLoad: 0 };
const NOTICE = 'Não consegui retomar a sua conversa anterior, então vamos começar de novo. 😊';
const MB = 1024 * 1024;

function tabStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

/** What a tab saved while the visitor looked at the plan carousel (with the offers it shows). */
function savedAtPlans(): { format: number; variant: string; savedAt: number; snapshot: ConversationSnapshot } {
  const conversation = createConversation({ flow, variant, ...realBindings });
  const state = structuredClone(conversation.state.value);
  state.lead = { ...state.lead, nome: 'Maria da Conceição', leadId: '7', valorCredito: 5_000_000 };
  return {
    format: 1,
    variant: 'main',
    savedAt: Date.now(),
    snapshot: {
      step: 'plans-list-select',
      state,
      messages: [
        { id: 1, sender: 'bot', text: 'Olá!', step: 'copy-message-1', time: 1 },
        { id: 2, sender: 'bot', text: 'Encontrei estes planos para você! 🎉', step: 'plans-list-select', time: 2 },
        { id: 3, sender: 'bot', component: 'planCarousel', step: 'plans-list-select', time: 2 },
      ],
    },
  };
}

/** A page load on a tab holding `stored`: the chat on screen, resumed or started. */
async function reloadWith(stored: string) {
  const storage = tabStorage();
  storage.data.set(SNAPSHOT_KEY, stored);
  const conversation = createConversation({ flow, variant, ...realBindings });
  render(<App conversation={conversation} />);
  await startOrResume(conversation, conversationStore(storage, 'main'));
  return { storage, conversation, log: () => screen.getByRole('log').textContent ?? '' };
}

type Stored = ReturnType<typeof savedAtPlans>;
const HOSTILE: Record<string, (s: Stored) => unknown> = {
  'a number for the name': (s) => ((s.snapshot.state.lead as unknown as Record<string, unknown>).nome = 42),
  'a text for the offers the carousel shows': (s) => ((s.snapshot.state.catalogue as unknown as Record<string, unknown>).ofertas = 'nenhuma'),
  'an offer without its plans': (s) => ((s.snapshot.state.catalogue as unknown as Record<string, unknown>).ofertas = [{ bemValor: 5_000_000 }]),
  'a text for the income': (s) => ((s.snapshot.state.lead as unknown as Record<string, unknown>).rendaMensal = '10.000'),
  'no state': (s) => ((s.snapshot as unknown as Record<string, unknown>).state = null),
  'a message that is not one': (s) => ((s.snapshot.messages as unknown[])[0] = null),
  'a message text that is an object': (s) => ((s.snapshot.messages[1] as unknown as Record<string, unknown>).text = { html: '<b>oi</b>' }),
  'a message without an id': (s) => delete (s.snapshot.messages[1] as unknown as Record<string, unknown>).id,
  'messages that are a text': (s) => ((s.snapshot as unknown as Record<string, unknown>).messages = 'oi'),
  'a component no step shows': (s) => (s.snapshot.messages[2].component = 'constructor'),
  'a step that is a property of every object': (s) => (s.snapshot.step = '__proto__'),
};

describe('issue 28 item 5: a saved conversation that cannot be resumed', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('a sound one resumes on its question, the plan carousel, without the notice', async () => {
    const { conversation, log } = await reloadWith(JSON.stringify(savedAtPlans()));
    expect(conversation.currentStep.value).toBe('plans-list-select');
    expect(conversation.pending.value).toMatchObject({ kind: 'component', name: 'planCarousel' });
    expect(log()).toContain('Encontrei estes planos para você!');
    expect(log()).not.toContain(NOTICE);
  });

  it.each(Object.keys(HOSTILE))('with %s, gives a fresh conversation with the notice instead of a broken page', async (what) => {
    const stored = savedAtPlans();
    HOSTILE[what](stored);
    const { storage, conversation, log } = await reloadWith(JSON.stringify(stored));
    await waitFor(() => expect(screen.getByRole('button', { name: 'SIMULAR AGORA' })).toBeTruthy());
    expect(log()).toContain(NOTICE);
    expect(log()).toContain('Vamos fazer sua simulação?');
    expect(log()).not.toContain('Encontrei estes planos');
    expect(conversation.currentStep.value).toBe('copy-message-2');
    // The hostile snapshot is gone from the tab: the next reload does not meet it again.
    expect(storage.data.get(SNAPSHOT_KEY) ?? '').not.toContain('Encontrei estes planos');
  });

  it.each([
    ['5 MB in one message', (s: Stored) => (s.snapshot.messages[1].text = 'x'.repeat(5 * MB))],
    ['5 MB of messages', (s: Stored) => (s.snapshot.messages = Array.from({ length: 120_000 }, (_, i) => ({ id: i + 1, sender: 'bot', text: 'oi', time: 1 })))],
  ] as const)('with %s, starts fresh with the notice without reading it', async (_what, grow) => {
    const stored = savedAtPlans();
    grow(stored);
    const text = JSON.stringify(stored);
    expect(text.length).toBeGreaterThan(5 * MB);
    const parse = vi.spyOn(JSON, 'parse');
    const { conversation, log } = await reloadWith(text);
    expect(parse.mock.calls.some(([arg]) => arg === text)).toBe(false);
    await waitFor(() => expect(screen.getByRole('button', { name: 'SIMULAR AGORA' })).toBeTruthy());
    expect(log()).toContain(NOTICE);
    expect(conversation.messages.value.length).toBeLessThan(5);
  });

  it('one that is not JSON at all, the same', async () => {
    const { log } = await reloadWith('{"format":1,"variant":"main","snapshot":');
    await waitFor(() => expect(screen.getByRole('button', { name: 'SIMULAR AGORA' })).toBeTruthy());
    expect(log()).toContain(NOTICE);
  });
});

describe('issue 28 item 5: what the tab keeps after the purchase', () => {
  it('no name, e-mail, phone, income, CPF, birth date, address, tokens, nor the transcript before compra-finalizada', () => {
    const stored = savedAtPlans().snapshot;
    const state = structuredClone(stored.state);
    Object.assign(state.lead, { email: 'maria@exemplo.com.br', telefone: '11987654321', rendaMensal: 1_000_000, leadToken: 'lead-token-1' });
    Object.assign(state.contract, { nomeRazao: 'Maria da Conceição', cpfCnpj: '52998224725', nascimentoFundacao: '17/05/1990', cep: '01310100' });
    Object.assign(state.contract, { logradouro: 'Avenida Paulista', bairro: 'Bela Vista', cidade: 'São Paulo', estado: 'SP' });
    Object.assign(state.proposal, { propostaId: '991', contrato: '2026-000991', propostaToken: 'proposta-token-1', formasPagamento: [5, 0, 1] });
    Object.assign(state.payment, { metodo: 'boleto', boletoUrl: 'https://boleto/1', boletoCodigoBarras: '23790.00000', valor: 125_500 });
    const messages = [
      { id: 1, sender: 'user' as const, text: '529.982.247-25', step: 'proposal-add-cpf-cnpj', time: 1 },
      { id: 2, sender: 'bot' as const, text: 'O número do seu contrato é <b>2026-000991</b>.', step: 'compra-finalizada', time: 2 },
      { id: 3, sender: 'bot' as const, text: 'Quer aproveitar e comprar mais uma cota?', step: 'compra-finalizada', time: 2 },
    ];
    const kept = afterPurchase({ step: 'compra-finalizada', state, messages });
    const text = JSON.stringify(kept);
    for (const personal of [
      'Maria',
      'maria@',
      '11987654321',
      '1000000',
      '52998224725',
      '529.982',
      '17/05/1990',
      '01310100',
      'Paulista',
      'Bela Vista',
      'token',
      '23790',
    ]) {
      expect(text, personal).not.toContain(personal);
    }
    expect(kept.messages.map((m) => m.id)).toEqual([2, 3]);
    expect(kept.state.proposal).toEqual({ propostaId: '991', contrato: '2026-000991', propostaToken: '', formasPagamento: [] });
    expect(kept.state.lead.leadId).toBe('7');
    expect(kept.state.plan).toEqual(state.plan);
  });
});
