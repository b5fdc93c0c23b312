// The card preview beside the form, with the note that the card data is not kept.
import { cardBrand } from '../../../domain/cardBrand.ts';
import type { CardFormValues } from '../../../domain/cardForm.ts';
import { CardPreview } from './CardPreview.tsx';
import { useCopy } from '../../copy/CopyContext.tsx';

export function CardModalSide({ values, flipped }: { values: CardFormValues; flipped: boolean }) {
  const copy = useCopy();
  return (
    <div className="card-modal__side">
      <CardPreview numero={values.numero} nome={values.nome} validade={values.validade} cvv={values.cvv} brand={cardBrand(values.numero)} flipped={flipped} />
      <p className="card-modal__secure">
        <LockIcon /> {copy('cardSecureNote')}
      </p>
    </div>
  );
}

function LockIcon() {
  return (
    <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 1a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V11a2 2 0 0 0-2-2h-1V6a5 5 0 0 0-5-5Zm-3 8V6a3 3 0 1 1 6 0v3H9Zm3 4a2 2 0 0 1 1 3.73V19h-2v-2.27A2 2 0 0 1 12 13Z"
      />
    </svg>
  );
}
