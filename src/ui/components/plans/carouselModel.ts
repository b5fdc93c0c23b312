// The plan carousel's rules, free of React and Swiper so tests drive them directly (spec section 2):
// two slides at once, one slide per credit offer plus a final "new simulation" card, and one
// primary button whose label and effect follow the selection and what is in view.

/** Slides visible at once and the slide animation (spec: 2 slides, speed 500). */
export const SLIDES_PER_VIEW = 2;
export const SLIDE_SPEED_MS = 500;

/** The button's labels, as copy ids (flows/ui.yaml): SIMULAR NOVAMENTE, CONTINUAR, VER MINHA SELEÇÃO. */
export const LABEL_SIMULATE_AGAIN = 'planSimulateAgain';
export const LABEL_CONTINUE = 'planContinue';
export const LABEL_SHOW_SELECTION = 'planShowSelection';

/** The checked plan variant: which offer (slide) holds it and its id. */
export interface CarouselSelection {
  offerIndex: number;
  planoID: number;
}

export interface CarouselView {
  /** Number of credit offers; the final card is the slide after them. */
  offerCount: number;
  /** Index of the first slide in view. */
  activeIndex: number;
  selection: CarouselSelection | null;
  slidesPerView?: number;
}

export type PrimaryAction =
  | { kind: 'simulateAgain'; label: typeof LABEL_SIMULATE_AGAIN }
  | { kind: 'continue'; label: typeof LABEL_CONTINUE; enabled: boolean }
  | { kind: 'showSelection'; label: typeof LABEL_SHOW_SELECTION; slide: number };

/**
 * SIMULAR NOVAMENTE while the final card is in view and nothing is checked; CONTINUAR while the
 * checked plan's card is in view (disabled until a plan is checked); VER MINHA SELEÇÃO while the
 * checked plan sits on a card out of view — pressing it slides back to that card.
 */
export function primaryAction(view: CarouselView): PrimaryAction {
  const { selection } = view;
  if (selection) {
    return isInView(view, selection.offerIndex)
      ? { kind: 'continue', label: LABEL_CONTINUE, enabled: true }
      : { kind: 'showSelection', label: LABEL_SHOW_SELECTION, slide: selection.offerIndex };
  }
  if (isInView(view, view.offerCount) /* the final card follows the offers */) return { kind: 'simulateAgain', label: LABEL_SIMULATE_AGAIN };
  return { kind: 'continue', label: LABEL_CONTINUE, enabled: false };
}

/** Whether a slide is among those in view. */
export function isInView(view: CarouselView, slide: number): boolean {
  const perView = view.slidesPerView ?? SLIDES_PER_VIEW;
  const first = clampActive(view.activeIndex, view.offerCount, perView);
  return slide >= first && slide < first + perView;
}

/** Swiper never shows empty space after the last slide: the first slide in view is at most slides − perView. */
export function clampActive(activeIndex: number, offerCount: number, perView: number = SLIDES_PER_VIEW): number {
  const last = Math.max(0, offerCount + 1 - perView);
  return Math.min(Math.max(0, activeIndex), last);
}
