// One card of the category carousel: picture (loading dots until it arrives; the API's image for
// the category id, the bundled one if that fails), title and the description in parentheses,
// exactly as the spec writes them ("Automóveis (novos ou seminovos)").
import { useCallback, useState } from 'react';
import type { CategoryCard as Card } from '../../../actions/lead/categoryCards.ts';
import { LoadingDots } from '../../LoadingDots.tsx';
import { categoryImageSources } from './categoryImage.ts';

export interface CategoryCardProps {
  card: Card;
  disabled: boolean;
  chosen: boolean;
  onChoose(card: Card): void;
}

export function CategoryCard({ card, disabled, chosen, onChoose }: CategoryCardProps) {
  const sources = categoryImageSources(card);
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState(false);
  // A failed image falls back to the next source (dots stay); after the last one, the dots go.
  const failed = () => (attempt + 1 < sources.length ? setAttempt(attempt + 1) : setLoaded(true));
  // An image already in the cache may finish before React attaches onLoad.
  const imageRef = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth > 0) setLoaded(true);
  }, []);

  return (
    <button
      type="button"
      className={`category-card${chosen ? ' category-card--chosen' : ''}`}
      disabled={disabled}
      aria-pressed={chosen || undefined}
      data-categoria={card.categoriaID}
      onClick={() => onChoose(card)}
    >
      <span className="category-card__media">
        {!loaded && <LoadingDots size="small" className="category-card__dots" />}
        <img
          ref={imageRef}
          className={`category-card__image${loaded ? ' category-card__image--loaded' : ''}`}
          src={sources[Math.min(attempt, sources.length - 1)]}
          alt=""
          width={160}
          height={120}
          decoding="async"
          onLoad={() => setLoaded(true)}
          onError={failed}
        />
      </span>
      <span className="category-card__text">
        <span className="category-card__title">{card.nome}</span> <span className="category-card__description">({card.descricao})</span>
      </span>
      {chosen && (
        <span className="category-card__check" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="16" height="16" focusable="false">
            <path fill="currentColor" d="M9.55 17.6 4.4 12.45l1.4-1.4 3.75 3.75 8.65-8.65 1.4 1.4z" />
          </svg>
        </span>
      )}
    </button>
  );
}
