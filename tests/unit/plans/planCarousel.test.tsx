// @vitest-environment jsdom
// The plan carousel on its own, over a fake conversation: the cards it shows, the one primary
// button (disabled with its hint until a plan is checked) and what each way out completes with.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Offer, OfferPlan } from '../../../src/domain/planOffer.ts';
import PlanCarousel from '../../../src/ui/components/plans/PlanCarousel.tsx';
import { createFakeConversation } from '../ui/fakeConversation.ts';

const plan = (planoID: number, name: OfferPlan['name'], valorParcela: number): OfferPlan => ({
  planoID,
  bemId: Math.floor(planoID / 10),
  bemNome: 'Automóvel R$ 50.000,00',
  name,
  valorParcela,
  valorParcelaPrimeiroPagto: valorParcela,
  planoTaxaAdmTotal: 16,
  grupo: '1234',
  exibirTextoResolucao285: false,
  dataProximaAssembleia: '2025-07-01',
});

const offers: Offer[] = [
  { bemValor: 5_000_000, planoMeses: 80, planosTipos: [plan(101, 'Integral', 72_500), plan(102, 'Paga Metade', 36_250)] },
  { bemValor: 6_000_000, planoMeses: 80, planosTipos: [plan(111, 'Integral', 87_000)] },
];

beforeEach(() => {
  // jsdom has no media queries; swiper asks for them to pick its breakpoint.
  window.matchMedia ??= (query: string) => ({ matches: false, media: query, addListener() {}, removeListener() {} }) as unknown as MediaQueryList;
  Element.prototype.scrollIntoView ??= () => {};
});
afterEach(() => cleanup());

function showCarousel(active = true) {
  const conversation = createFakeConversation({ pending: { kind: 'component', step: 'lead-select-plan', name: 'planCarousel' } });
  conversation.context.update('catalogue', { ofertas: offers } as never);
  const message = conversation.say('bot', '', { component: 'planCarousel', step: 'lead-select-plan' });
  render(<PlanCarousel conversation={conversation} message={message} active={active} />);
  return conversation;
}

describe('the plan carousel', () => {
  it('shows one card per offer and CONTINUAR disabled, with its hint, until a plan is checked', () => {
    const conversation = showCarousel();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    const primary = screen.getByRole('button', { name: 'CONTINUAR' });
    expect(primary.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(primary.getAttribute('aria-describedby')!)?.textContent).toBeTruthy();
    fireEvent.click(primary);
    expect(conversation.calls.complete).toEqual([]);
  });

  it('CONTINUAR with a checked plan completes with its id, once, and the carousel goes inert', () => {
    const conversation = showCarousel();
    fireEvent.click(screen.getAllByRole('radio')[1]);
    const primary = screen.getByRole('button', { name: 'CONTINUAR' });
    expect(primary.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(primary);
    expect(conversation.calls.complete).toEqual([{ outcome: 'ok', echo: expect.stringContaining('Paga Metade'), input: 102 }]);
    expect(screen.queryByRole('button', { name: 'CONTINUAR' })).toBeNull();
    expect(screen.getAllByRole('radio').every((radio) => radio.matches(':disabled'))).toBe(true);
  });

  it('the final card offers a new simulation once a plan is checked', () => {
    const conversation = showCarousel();
    expect(document.querySelector('.plan-card__link')).toBeNull();
    fireEvent.click(screen.getAllByRole('radio')[0]);
    fireEvent.click(document.querySelector('.plan-card__link')!);
    expect(conversation.calls.complete).toEqual([{ outcome: 'simulateAgain', echo: 'SIMULAR NOVAMENTE' }]);
  });

  it('an inactive carousel (earlier in the log) has no button and accepts no choice', () => {
    showCarousel(false);
    expect(screen.queryByRole('button', { name: 'CONTINUAR' })).toBeNull();
    expect(screen.getAllByRole('radio').every((radio) => radio.matches(':disabled'))).toBe(true);
  });
});
