import { describe, expect, it } from 'vitest';
import { clampActive, isInView, primaryAction, SLIDE_SPEED_MS, SLIDES_PER_VIEW } from '../../../src/ui/components/plans/carouselModel.ts';

// Four credit offers (slides 0-3) and the final "new simulation" card (slide 4), two in view.
const OFFERS = 4;

describe('plan carousel primary button', () => {
  it('follows the spec: two slides at once, speed 500', () => {
    expect(SLIDES_PER_VIEW).toBe(2);
    expect(SLIDE_SPEED_MS).toBe(500);
  });

  it('reads CONTINUAR, disabled, until a plan is checked', () => {
    expect(primaryAction({ offerCount: OFFERS, activeIndex: 0, selection: null })).toEqual({ kind: 'continue', label: 'planContinue', enabled: false });
  });

  it('reads SIMULAR NOVAMENTE when the final card is in view and nothing is checked', () => {
    expect(primaryAction({ offerCount: OFFERS, activeIndex: 3, selection: null }).label).toBe('planSimulateAgain');
    // One offer only: the final card is in view from the start.
    expect(primaryAction({ offerCount: 1, activeIndex: 0, selection: null }).label).toBe('planSimulateAgain');
  });

  it('reads CONTINUAR once a plan on a card in view is checked', () => {
    const selection = { offerIndex: 1, planoID: 200_021 };
    expect(primaryAction({ offerCount: OFFERS, activeIndex: 0, selection })).toEqual({ kind: 'continue', label: 'planContinue', enabled: true });
    expect(primaryAction({ offerCount: OFFERS, activeIndex: 1, selection }).label).toBe('planContinue');
    // A checked plan beside the final card wins over SIMULAR NOVAMENTE.
    expect(primaryAction({ offerCount: OFFERS, activeIndex: 3, selection: { offerIndex: 3, planoID: 1 } }).label).toBe('planContinue');
  });

  it('reads VER MINHA SELEÇÃO while the checked plan is on a card out of view, and points at that card', () => {
    const selection = { offerIndex: 0, planoID: 200_001 };
    expect(primaryAction({ offerCount: OFFERS, activeIndex: 2, selection })).toEqual({ kind: 'showSelection', label: 'planShowSelection', slide: 0 });
    expect(primaryAction({ offerCount: OFFERS, activeIndex: 3, selection }).label).toBe('planShowSelection');
  });

  it('never counts empty space after the last slide as in view', () => {
    expect(clampActive(9, OFFERS)).toBe(3);
    expect(clampActive(-1, OFFERS)).toBe(0);
    expect(isInView({ offerCount: OFFERS, activeIndex: 9, selection: null }, 4)).toBe(true);
    expect(isInView({ offerCount: OFFERS, activeIndex: 0, selection: null }, 2)).toBe(false);
  });
});
