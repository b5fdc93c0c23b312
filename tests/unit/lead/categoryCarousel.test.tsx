// @vitest-environment jsdom
// The category carousel against a real conversation, the lead actions and the in-process sandbox:
// what it shows, what choosing stores (through the flow's chooseCategory), where a failed call goes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp, type SandboxApp } from '../../../sandbox/app.ts';
import { createApiClient, setApiClient } from '../../../src/api/index.ts';
import { createConversation } from '../../../src/engine/createConversation.ts';
import { realBindings } from '../realBindings.ts';
import type { Conversation } from '../../../src/engine/types.ts';
import type { Problem } from '../../../src/engine/problems.ts';
import type { CompiledFlow, ResolvedVariant } from '../../../src/contracts/content.ts';
import CategoryCarousel from '../../../src/ui/components/lead/CategoryCarousel.tsx';
import { defaultFakeVariant } from '../ui/fakeConversation.ts';

const flow: CompiledFlow = {
  start: 'lead-load-categories',
  messages: {},
  steps: {
    'lead-load-categories': { action: 'loadCategories', on: { error: 'error-general' }, next: 'lead-select-category' },
    'lead-select-category': { component: 'categoryCarousel', action: 'chooseCategory', on: { error: 'error-general' }, next: 'lead-basic-name' },
    'lead-basic-name': { say: 'Qual é o seu nome?', end: true },
    'error-general': { say: 'Desculpe', end: true },
  },
};

let sandbox: SandboxApp;
let dataDir: string;
let failCategories = false;
const tracked: string[] = [];
const problems: Problem[] = [];

beforeEach(() => {
  // jsdom has no media queries; swiper asks for them to pick its breakpoint.
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  dataDir = mkdtempSync(join(tmpdir(), 'carousel-'));
  sandbox = createApp({ appKey: 'k', dataDir, today: '2025-06-02', variants: {} });
  failCategories = false;
  setApiClient(
    createApiClient({
      baseUrl: 'http://sandbox.test',
      appKey: 'k',
      fetch: async (input, init) => {
        const request = new Request(input, init);
        if (failCategories) return new Response('{"message":"Erro"}', { status: 500 });
        return sandbox.fetch(request);
      },
    }),
  );
});

afterEach(() => {
  cleanup();
  setApiClient(undefined);
  sandbox.close();
  rmSync(dataDir, { recursive: true, force: true });
  tracked.length = 0;
  problems.length = 0;
  vi.restoreAllMocks();
});

async function started(variant: Partial<ResolvedVariant> = {}): Promise<Conversation> {
  const conversation = createConversation({
    flow,
    variant: { ...defaultFakeVariant, fakeLoad: 0, ...variant },
    ...realBindings,
    analytics: { track: (event) => tracked.push(event) },
    onError: (problem) => problems.push(problem),
  });
  await conversation.start();
  return conversation;
}

function renderCarousel(conversation: Conversation, active = true) {
  const message = conversation.messages.value.find((m) => m.component === 'categoryCarousel')!;
  return render(<CategoryCarousel conversation={conversation} message={message} active={active} />);
}

describe('category carousel', () => {
  it('shows the cards the flow loaded, with the spec texts, each picture with dots until it loads', async () => {
    const conversation = await started();
    const { container } = renderCarousel(conversation);
    const cards = screen.getAllByRole('button', { name: /\(/ });
    expect(cards.map((c) => c.textContent)).toEqual([
      'Imóveis (novos ou usados)',
      'Automóveis (novos ou seminovos)',
      'Motocicletas (nacionais ou importadas)',
      'Serviços (festas, viagens e mais)',
      'Pesados (caminhões e equipamentos)',
    ]);
    const images = [...container.querySelectorAll<HTMLImageElement>('.category-card__image')];
    // The API's image of each category id.
    expect(images.map((img) => img.getAttribute('src'))).toEqual([1, 2, 3, 4, 6].map((id) => `http://sandbox.test/api/categoria/${id}.svg`));
    expect(container.querySelectorAll('.category-card__media [data-testid="loading-dots"]')).toHaveLength(5);
    fireEvent.load(images[1]);
    expect(cards[1].querySelector('[data-testid="loading-dots"]')).toBeNull();
    expect(cards[0].querySelector('[data-testid="loading-dots"]')).not.toBeNull();

    expect(screen.getByRole('button', { name: 'Categorias anteriores' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Próximas categorias' })).toBeTruthy();
  });

  it('item 10: category images, one per category id: the API imagemUrl, the bundled image when it fails or is missing, dots while loading', async () => {
    const conversation = await started({ tipoTabela: 'paga_metade' });
    const { container } = renderCarousel(conversation);
    const cards = await screen.findAllByRole('button', { name: /\(/ });
    const images = () => [...container.querySelectorAll<HTMLImageElement>('.category-card__image')];
    expect(images().map((img) => img.getAttribute('src'))).toEqual([20, 21, 22, 26].map((id) => `http://sandbox.test/api/categoria/${id}.svg`));

    // The CDN image of the car card fails: the bundled car picture takes its place, dots still on.
    fireEvent.error(images()[1]);
    expect(images()[1].getAttribute('src')).toBe('/categorias/carro.svg');
    expect(cards[1].querySelector('[data-testid="loading-dots"]')).not.toBeNull();
    fireEvent.load(images()[1]);
    expect(cards[1].querySelector('[data-testid="loading-dots"]')).toBeNull();
    // Even the bundled one failing ends the dots (no endless loading).
    fireEvent.error(images()[0]);
    fireEvent.error(images()[0]);
    expect(cards[0].querySelector('[data-testid="loading-dots"]')).toBeNull();
  });

  it('item 10: without an API image, each category id gets its bundled picture', async () => {
    // empresaId 0: the API answers no category, so the built-in list (no imagemUrl) shows.
    const conversation = await started({ empresaId: 0, tipoTabela: 'tabelaintegral' });
    expect(problems).toEqual([
      expect.objectContaining({
        kind: 'action-degraded',
        name: 'loadCategories',
        step: 'lead-load-categories',
        message: 'action "loadCategories" went on past a problem (outcome "ok")',
        cause: new Error('GET /api/categoria?empresaID=0 gave no category for table "tabelaintegral"; showing the built-in list'),
      }),
    ]);
    const { container } = renderCarousel(conversation);
    const cards = await screen.findAllByRole('button', { name: /\(/ });
    const byId = Object.fromEntries(
      cards.map((card, i) => [card.getAttribute('data-categoria'), container.querySelectorAll('.category-card__image')[i].getAttribute('src')]),
    );
    expect(byId).toMatchObject({
      '1': '/categorias/imovel.svg',
      '2': '/categorias/carro.svg',
      '3': '/categorias/moto.svg',
      '4': '/categorias/servico.svg',
      '6': '/categorias/pesados.svg',
      '21': '/categorias/carro.svg',
      '26': '/categorias/pesados.svg',
    });
  });

  it('shows only the half-payment cards for a paga_metade variant', async () => {
    const conversation = await started({ tipoTabela: 'paga_metade' });
    renderCarousel(conversation);
    const cards = await screen.findAllByRole('button', { name: /\(/ });
    expect(cards.map((c) => c.getAttribute('data-categoria'))).toEqual(['20', '21', '22', '26']);
  });

  it('choosing a card stores the choice and completes the step with its title', async () => {
    const conversation = await started();
    const view = renderCarousel(conversation);
    fireEvent.click(await screen.findByRole('button', { name: 'Automóveis (novos ou seminovos)' }));
    await waitFor(() => expect(conversation.currentStep.value).toBe('lead-basic-name'));
    expect(conversation.state.value.consorcio).toMatchObject({
      tipoBem: 'CARRO',
      categoriaId: 2,
      tipoPlano: 'CREDITO_INTEGRAL',
      produtoCategoria: 'automoveis',
    });
    // The main variant asks the plan type next: the product is reported with it then (issue 26 item 7).
    expect(tracked).toEqual([]);
    expect(conversation.messages.value.filter((m) => m.sender === 'user').map((m) => m.text)).toEqual(['Automóveis']);

    // Once the conversation moved on, the carousel stays visible with the choice marked, and inert.
    const message = conversation.messages.value.find((m) => m.component === 'categoryCarousel')!;
    view.rerender(<CategoryCarousel conversation={conversation} message={message} active={false} />);
    const car = screen.getByRole('button', { name: 'Automóveis (novos ou seminovos)' }) as HTMLButtonElement;
    expect(car.disabled).toBe(true);
    expect(car.getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByRole('button', { name: 'Imóveis (novos ou usados)' }) as HTMLButtonElement).getAttribute('aria-pressed')).toBeNull();
  });

  it('a failed category call goes to error-general without showing the carousel', async () => {
    failCategories = true;
    const conversation = await started();
    expect(problems).toEqual([expect.objectContaining({ kind: 'action-failed', name: 'loadCategories', step: 'lead-load-categories' })]);
    expect(conversation.currentStep.value).toBe('error-general');
    expect(conversation.messages.value.some((m) => m.component === 'categoryCarousel')).toBe(false);
  });
});
