// The approved image shown for a moment after HTTP 200, before the conversation moves on.
import { useCopy } from '../../copy/CopyContext.tsx';

export function CardApproved() {
  const copy = useCopy();
  return (
    <div className="card-approved" role="status" data-testid="card-approved">
      <svg className="card-approved__image" viewBox="0 0 96 96" width="96" height="96" aria-hidden="true" focusable="false">
        <circle className="card-approved__circle" cx="48" cy="48" r="44" />
        <path className="card-approved__check" d="M28 50 L42 64 L69 35" />
      </svg>
      <p className="card-approved__text">{copy('cardApproved')}</p>
    </div>
  );
}
