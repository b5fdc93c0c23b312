// The category carousel (step lead-select-category): GET /api/categoria through
// loadCategoryCards, two cards at a time (one under 599 px), not looping, previous/next arrows in
// the theme's colours. Choosing a card stores the choice (chooseCategory) and completes the step
// with the card's title as the visitor's answer; a failed call completes it with `error`.
// Loaded on demand (React.lazy in ./index.ts): swiper stays out of the first-load bundle.
import { useEffect, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Keyboard, Navigation } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import { loadCategoryCards, loadedCategoryCards, type CategoryCard as Card } from '../../../actions/lead/categoryCards.ts';
import { chooseCategory } from '../../../actions/lead/chooseCategory.ts';
import { LoadingDots } from '../../LoadingDots.tsx';
import { useCopy } from '../../copy/CopyContext.tsx';
import type { ChatComponentProps } from '../types.ts';
import { CategoryCard } from './CategoryCard.tsx';

/** Under this width one card shows at a time (spec section 2). */
const TWO_CARDS_FROM_PX = 599;

export default function CategoryCarousel({ conversation, active }: ChatComponentProps) {
  useSignals();
  const copy = useCopy();
  const ctx = conversation.context;
  const [cards, setCards] = useState<Card[] | null>(() => nonEmpty(loadedCategoryCards(ctx)));
  const [failed, setFailed] = useState(false);
  const [locked, setLocked] = useState(false);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const chosenAsset = conversation.state.value.consorcio.tipoBem;

  useEffect(() => {
    if (cards || failed || !active) return;
    let cancelled = false;
    loadCategoryCards(ctx).then(
      (list) => {
        if (!cancelled) setCards(list);
      },
      (error: unknown) => {
        if (cancelled) return;
        console.error('[lead] GET /api/categoria failed', error);
        setFailed(true);
        void conversation.complete('error');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [active, cards, failed, ctx, conversation]);

  if (failed) return null;
  if (!cards) return active ? <LoadingDots size="medium" label={copy('categoriesLoading')} className="category-carousel__loading" /> : null;

  const choose = (card: Card) => {
    if (!active || locked) return;
    setLocked(true);
    const title = chooseCategory(ctx, card);
    void conversation.complete('ok', title);
  };

  // The buttons come before the slider in the DOM so their refs exist when swiper initialises.
  // The original params get them too: a breakpoint change re-applies those (one card under 599 px).
  const attachArrows = (swiper: SwiperInstance) => {
    for (const navigation of [swiper.params.navigation, swiper.originalParams.navigation]) {
      if (navigation && typeof navigation === 'object') {
        navigation.prevEl = prevRef.current;
        navigation.nextEl = nextRef.current;
      }
    }
  };

  return (
    <div className="carousel category-carousel" role="group" aria-label={copy('categoriesLabel')}>
      <button ref={prevRef} type="button" className="carousel__arrow category-carousel__arrow category-carousel__arrow--prev" aria-label={copy('categoriesPrevious')}>
        <Chevron direction="left" />
      </button>
      <button ref={nextRef} type="button" className="carousel__arrow category-carousel__arrow category-carousel__arrow--next" aria-label={copy('categoriesNext')}>
        <Chevron direction="right" />
      </button>
      <Swiper
        className="category-carousel__slider"
        modules={[Navigation, A11y, Keyboard]}
        navigation={{ prevEl: null, nextEl: null }}
        onBeforeInit={attachArrows}
        slidesPerView={1}
        spaceBetween={12}
        breakpoints={{ [TWO_CARDS_FROM_PX]: { slidesPerView: 2, spaceBetween: 14 } }}
        loop={false}
        watchOverflow
        speed={400}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{
          prevSlideMessage: copy('categoriesPrevious'),
          nextSlideMessage: copy('categoriesNext'),
          firstSlideMessage: copy('categoriesFirst'),
          lastSlideMessage: copy('categoriesLast'),
          // Swiper fills its own {{placeholders}}: hand it the template.
          slideLabelMessage: copy('carouselSlideLabel', { index: '{{index}}', total: '{{slidesLength}}' }),
          containerMessage: copy('categoriesContainer'),
        }}
      >
        {cards.map((card) => (
          <SwiperSlide key={card.categoriaID} className="category-carousel__slide">
            <CategoryCard card={card} disabled={!active || locked} chosen={!active && card.tipoBem === chosenAsset} onChoose={choose} />
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}

function nonEmpty(list: Card[]): Card[] | null {
  return list.length > 0 ? list : null;
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={direction === 'left' ? 'M15.4 7.4 14 6l-6 6 6 6 1.4-1.4-4.6-4.6z' : 'M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z'} />
    </svg>
  );
}
