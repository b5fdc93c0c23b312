// The category carousel (step lead-select-category): the cards the loadCategories action stored
// (catalogue.categorias), two at a time (one under 599 px), not looping, previous/next arrows in
// the theme's colours. Choosing a card completes the step with its id, which the flow's
// chooseCategory action stores and reports, and its title as the visitor's answer.
// Loaded on demand (React.lazy in ./index.ts): swiper stays out of the first-load bundle.
// Its styles come with this chunk (Vite waits for them before the component renders), not in the
// first screen's inline stylesheet.
import '../../styles/carousel.css';
import '../../styles/lead.css';
import { useRef, useState } from 'react';
import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Keyboard, Navigation } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import type { CategoryCard as Card } from '../../../actions/lead/categoryCards.ts';
import type { ChatComponentProps } from '../types.ts';
import { CategoryCard } from './CategoryCard.tsx';
import { useCopy } from '../../copy/CopyContext.tsx';

/** Under this width one card shows at a time (spec section 2). */
const TWO_CARDS_FROM_PX = 599;

export default function CategoryCarousel({ conversation, active }: ChatComponentProps<'ok'>) {
  useSignals();
  const copy = useCopy();
  // The cards as they were when this carousel appeared (a new choice later shows a new carousel).
  const [cards] = useState(() => conversation.state.peek().catalogue.categorias);
  const [locked, setLocked] = useState(false);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  // Only the chosen asset, not the whole state: every answer of the conversation changes the state,
  // and the slider need not re-render for each one.
  const chosenAsset = useComputed(() => conversation.state.value.consorcio.tipoBem).value;

  const choose = (card: Card) => {
    if (!active || locked) return;
    setLocked(true);
    void conversation.complete('ok', { echo: card.nome, input: card.categoriaID });
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
      <button
        ref={prevRef}
        type="button"
        className="carousel__arrow category-carousel__arrow category-carousel__arrow--prev"
        aria-label={copy('categoriesPrevious')}
      >
        <Chevron direction="left" />
      </button>
      <button
        ref={nextRef}
        type="button"
        className="carousel__arrow category-carousel__arrow category-carousel__arrow--next"
        aria-label={copy('categoriesNext')}
      >
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

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={direction === 'left' ? 'M15.4 7.4 14 6l-6 6 6 6 1.4-1.4-4.6-4.6z' : 'M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z'} />
    </svg>
  );
}
