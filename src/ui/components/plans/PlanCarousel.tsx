// The plan carousel (spec section 2): one card per credit offer with its plan variants, a final
// card offering a new simulation, two cards in view, and one primary button whose label and effect
// come from carouselModel.ts. Choosing and simulating again go through selectPlan.ts.
// Its styles come with this chunk (Vite waits for them before the component renders), not in the
// first screen's inline stylesheet.
import '../../styles/carousel.css';
import '../../styles/plans.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper/types';
import type { ChatComponentProps } from '../types.ts';
import type { Offer, OfferPlan } from '../../../domain/planOffer.ts';
import { PLAN_DESCRIPTIONS, monthlyFeeLabel } from '../../../domain/planOffer.ts';
import { formatPercent } from '../../../domain/percent.ts';
import { formatBRL } from '../../../domain/money.ts';
import { HALF_PAY_SHARE } from '../../../domain/instalment.ts';
import { useCopy } from '../../copy/CopyContext.tsx';
import type { UiCopy } from '../../../engine/uiCopy.ts';
import { SLIDE_SPEED_MS, SLIDES_PER_VIEW, clampActive, primaryAction, type CarouselSelection, type PrimaryAction } from './carouselModel.ts';
import { continueWithPlan, simulateAgain } from './selectPlan.ts';

export default function PlanCarousel({ conversation, message, active }: ChatComponentProps<'ok' | 'simulateAgain'>) {
  const copy = useCopy();
  const carousel = usePlanCarousel(conversation, active);
  const { offers, selection, enabled } = carousel;
  const groupName = `plano-${message.id}`;
  return (
    <section ref={carousel.section} className={`carousel plan-carousel${enabled ? '' : ' plan-carousel--done'}`} aria-label={copy('plansLabel')}>
      <div className="plan-carousel__frame">
        <Swiper
          className="plan-carousel__swiper"
          modules={[A11y]}
          slidesPerView={SLIDES_PER_VIEW}
          spaceBetween={12}
          speed={SLIDE_SPEED_MS}
          watchSlidesProgress
          a11y={{
            prevSlideMessage: copy('plansPrevious'),
            nextSlideMessage: copy('plansNext'),
            // Swiper fills its own {{placeholders}}: hand it the template.
            slideLabelMessage: copy('carouselSlideLabel', { index: '{{index}}', total: '{{slidesLength}}' }),
          }}
          onSwiper={carousel.setSwiper}
          onSlideChange={(s) => carousel.setActiveIndex(s.activeIndex)}
        >
          {offers.map((offer, offerIndex) => (
            <SwiperSlide key={offer.bemValor} className="plan-carousel__slide">
              <OfferCard
                offer={offer}
                groupName={groupName}
                checked={selection?.offerIndex === offerIndex ? selection.planoID : null}
                disabled={!enabled}
                onCheck={(plan) => carousel.setSelection({ offerIndex, planoID: plan.planoID })}
                copy={copy}
              />
            </SwiperSlide>
          ))}
          <SwiperSlide className="plan-carousel__slide">
            <FinalCard copy={copy} onSimulateAgain={selection && enabled ? carousel.onSimulateAgain : undefined} />
          </SwiperSlide>
        </Swiper>
        <Arrows swiper={carousel.swiper} first={carousel.first} last={carousel.last} copy={copy} />
      </div>
      {enabled && <PrimaryButton primary={carousel.primary} groupName={groupName} onClick={carousel.onPrimary} copy={copy} />}
    </section>
  );
}

/** The carousel's state (offers, slide in view, checked plan, whether it was answered) and its two ways out. */
function usePlanCarousel(conversation: ChatComponentProps<'ok' | 'simulateAgain'>['conversation'], active: boolean) {
  // The offers as they were when this carousel appeared: a later search shows a new carousel and
  // must not rewrite this one, which stays in the log.
  const [offers] = useState(() => conversation.state.peek().catalogue.ofertas);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  const [selection, setSelection] = useState<CarouselSelection | null>(null);
  const [sent, setSent] = useState(false);
  const enabled = active && !sent;
  const section = useRef<HTMLElement>(null);

  // The carousel arrives after the chat scrolled to its message (it loads lazily and is tall):
  // bring all of it, button included, into view once (on first show), while it waits for a choice.
  useEffect(() => {
    if (active) section.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, []);

  const primary = primaryAction({ offerCount: offers.length, activeIndex, selection });
  const last = offers.length + 1 - SLIDES_PER_VIEW;
  const chosen = useMemo(() => {
    if (!selection) return null;
    const offer = offers[selection.offerIndex];
    const plan = offer?.planosTipos.find((p) => p.planoID === selection.planoID);
    return offer && plan ? { offer, plan } : null;
  }, [offers, selection]);

  const send = (go: () => Promise<void>) => {
    setSent(true);
    void go();
  };
  const onPrimary = () => {
    if (!enabled) return;
    if (primary.kind === 'showSelection') swiper?.slideTo(Math.min(primary.slide, Math.max(0, last)), SLIDE_SPEED_MS);
    else if (primary.kind === 'simulateAgain') send(() => simulateAgain(conversation));
    else if (primary.enabled && chosen) send(() => continueWithPlan(conversation, chosen.offer, chosen.plan));
  };
  const onSimulateAgain = () => {
    if (enabled) send(() => simulateAgain(conversation));
  };
  const first = clampActive(activeIndex, offers.length);
  return { offers, swiper, setSwiper, setActiveIndex, selection, setSelection, enabled, section, primary, first, last, onPrimary, onSimulateAgain };
}

/** The last slide: a new simulation, with a link to it once a plan is checked. */
function FinalCard({ copy, onSimulateAgain }: { copy: UiCopy; onSimulateAgain?: () => void }) {
  return (
    <div className="plan-card plan-card--final">
      <span className="plan-card__icon" aria-hidden="true">
        <RepeatIcon />
      </span>
      <h3 className="plan-card__final-title">{copy('planFinalTitle')}</h3>
      <p className="plan-card__final-text">{copy('planFinalText')}</p>
      {onSimulateAgain && (
        <button type="button" className="plan-card__link" onClick={onSimulateAgain}>
          {copy('planFinalLink')}
        </button>
      )}
    </div>
  );
}

function Arrows({ swiper, first, last, copy }: { swiper: SwiperInstance | null; first: number; last: number; copy: UiCopy }) {
  return (
    <>
      <button
        type="button"
        className="carousel__arrow plan-carousel__arrow plan-carousel__arrow--prev"
        aria-label={copy('plansPrevious')}
        disabled={first <= 0}
        onClick={() => swiper?.slidePrev(SLIDE_SPEED_MS)}
      >
        <ChevronIcon />
      </button>
      <button
        type="button"
        className="carousel__arrow plan-carousel__arrow plan-carousel__arrow--next"
        aria-label={copy('plansNext')}
        disabled={first >= last}
        onClick={() => swiper?.slideNext(SLIDE_SPEED_MS)}
      >
        <ChevronIcon />
      </button>
    </>
  );
}

/** The one button under the cards (carouselModel.ts), with the hint while CONTINUAR waits for a plan. */
function PrimaryButton({ primary, groupName, onClick, copy }: { primary: PrimaryAction; groupName: string; onClick: () => void; copy: UiCopy }) {
  const waitsForPlan = primary.kind === 'continue' && !primary.enabled;
  return (
    <>
      <button
        type="button"
        className="plan-carousel__primary"
        aria-disabled={waitsForPlan ? true : undefined}
        aria-describedby={waitsForPlan ? `${groupName}-hint` : undefined}
        onClick={onClick}
      >
        {copy(primary.label)}
      </button>
      {waitsForPlan && (
        <p className="plan-carousel__hint" id={`${groupName}-hint`}>
          {copy('planPickHint')}
        </p>
      )}
    </>
  );
}

interface OfferCardProps {
  offer: Offer;
  groupName: string;
  /** planoID of the checked variant on this card, if any. */
  checked: number | null;
  disabled: boolean;
  onCheck(plan: OfferPlan): void;
  copy: UiCopy;
}

function OfferCard({ offer, groupName, checked, disabled, onCheck, copy }: OfferCardProps) {
  const credit = formatBRL(offer.bemValor);
  return (
    <article className="plan-card" aria-label={copy('planCardLabel', { credit })}>
      <header className="plan-card__head">
        <span className="plan-card__eyebrow">{copy('planCardEyebrow')}</span>
        <strong className="plan-card__credit">{credit}</strong>
        <span className="plan-card__term">{copy('planCardTerm', { months: offer.planoMeses })}</span>
      </header>
      <fieldset className="plan-card__options" disabled={disabled}>
        <legend className="visually-hidden">{copy('planCardOptionsLabel', { credit })}</legend>
        {offer.planosTipos.map((plan) => (
          <label key={plan.planoID} className={`plan-option${checked === plan.planoID ? ' plan-option--checked' : ''}`}>
            <input
              type="radio"
              className="plan-option__radio"
              name={groupName}
              value={plan.planoID}
              checked={checked === plan.planoID}
              onChange={() => onCheck(plan)}
            />
            <span className="plan-option__body">
              <span className="plan-option__name">{plan.name}</span>
              <span className="plan-option__price">
                {formatBRL(plan.valorParcela)}
                <small>{copy('planPerMonth')}</small>
              </span>
              <span className="plan-option__fee">
                {copy('planFee', { totalFee: formatPercent(plan.planoTaxaAdmTotal), monthlyFee: monthlyFeeLabel(plan.planoTaxaAdmTotal, offer.planoMeses) })}
              </span>
              <span className="plan-option__desc">{planDescription(copy, plan.name)}</span>
            </span>
          </label>
        ))}
      </fieldset>
    </article>
  );
}

function planDescription(copy: UiCopy, name: OfferPlan['name']): string {
  const id = PLAN_DESCRIPTIONS[name];
  return id === 'planDescriptionPagaMetade' ? copy(id, { share: HALF_PAY_SHARE * 100 }) : copy(id);
}

function ChevronIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M9.3 5.3a1 1 0 0 1 1.4 0l6 6a1 1 0 0 1 0 1.4l-6 6a1 1 0 1 1-1.4-1.4l5.29-5.3-5.3-5.3a1 1 0 0 1 0-1.4Z" />
    </svg>
  );
}

function RepeatIcon() {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 4a8 8 0 0 1 7.75 6h-2.1A6 6 0 0 0 7.3 7.7L9.6 10H4V4.4l1.9 1.9A8 8 0 0 1 12 4Zm-7.75 10h2.1a6 6 0 0 0 10.35 2.3L14.4 14H20v5.6l-1.9-1.9A8 8 0 0 1 4.25 14Z"
      />
    </svg>
  );
}
