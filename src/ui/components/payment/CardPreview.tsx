// The animated card above the form: the front (brand, number, holder, expiry) and, while the CVV
// field has focus, the back (CVV). Decorative for screen readers: the form fields say it all.
import type { CardBrandName } from '../../../domain/cardBrand.ts';
import { previewCvv, previewExpiry, previewName, previewNumber } from './cardPreviewText.ts';
import { useCopy } from '../../copy/CopyContext.tsx';

export interface CardPreviewProps {
  numero: string;
  nome: string;
  validade: string;
  cvv: string;
  brand: CardBrandName | null;
  flipped: boolean;
}

export function CardPreview({ numero, nome, validade, cvv, brand, flipped }: CardPreviewProps) {
  const copy = useCopy();
  const brandClass = brand ? ` card-preview--${brand}` : '';
  return (
    <div className={`card-preview${brandClass}${flipped ? ' card-preview--flipped' : ''}`} aria-hidden="true" data-testid="card-preview">
      <div className="card-preview__inner">
        <div className="card-preview__face card-preview__front" data-testid="card-front">
          <div className="card-preview__top">
            <span className="card-preview__chip" />
            <BrandMark brand={brand} />
          </div>
          <div className="card-preview__number" data-testid="card-preview-number">
            {previewNumber(numero)}
          </div>
          <div className="card-preview__bottom">
            <div className="card-preview__holder">
              <span className="card-preview__caption">{copy('cardPreviewHolder')}</span>
              <span className="card-preview__name" data-testid="card-preview-name">
                {previewName(nome, copy('cardPreviewName'))}
              </span>
            </div>
            <div className="card-preview__expiry">
              <span className="card-preview__caption">{copy('cardExpiry')}</span>
              <span data-testid="card-preview-expiry">{previewExpiry(validade, copy('cardPreviewExpiry'))}</span>
            </div>
          </div>
        </div>
        <div className="card-preview__face card-preview__back" data-testid="card-back">
          <span className="card-preview__stripe" />
          <div className="card-preview__signature">
            <span className="card-preview__caption">{copy('cardCvv')}</span>
            <span className="card-preview__cvv" data-testid="card-preview-cvv">
              {previewCvv(cvv)}
            </span>
          </div>
          <div className="card-preview__back-brand">
            <BrandMark brand={brand} />
          </div>
        </div>
      </div>
    </div>
  );
}

const WORDMARKS: Partial<Record<CardBrandName, string>> = {
  visa: 'VISA',
  amex: 'AMEX',
  elo: 'elo',
  hipercard: 'Hipercard',
  diners: 'Diners',
  discover: 'DISCOVER',
};

function BrandMark({ brand }: { brand: CardBrandName | null }) {
  if (brand === 'mastercard') {
    return (
      <span className="card-brand card-brand--mastercard" data-brand="mastercard">
        <span className="card-brand__circle card-brand__circle--left" />
        <span className="card-brand__circle card-brand__circle--right" />
      </span>
    );
  }
  const word = brand ? WORDMARKS[brand] : undefined;
  if (!word) return <span className="card-brand card-brand--none" />;
  return (
    <span className={`card-brand card-brand--${brand}`} data-brand={brand}>
      {word}
    </span>
  );
}
