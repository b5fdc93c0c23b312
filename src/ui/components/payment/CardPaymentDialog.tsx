// What the card modal shows: the amount, the card preview and the form, then the approved image.
// It owns the form state (useCardPaymentForm), so the card data goes when this dialog unmounts.
// It is rendered in the card frame (src/cardFrame/), never on the chat page (issue 28 item 8).
import { useId } from 'react';
import { formatBRL } from '../../../domain/money.ts';
import { CardApproved } from './CardApproved.tsx';
import { CardForm } from './CardForm.tsx';
import { CardModalShell } from './CardModalShell.tsx';
import { CardModalSide } from './CardModalSide.tsx';
import { useCardPaymentForm, type CardFormHost, type CardFormSetup } from './useCardPaymentForm.ts';
import { useCopy } from '../../copy/CopyContext.tsx';
import { MAX_CARD_INSTALMENTS } from '../../../domain/cardInstalments.ts';

export function CardPaymentDialog({ setup, host }: { setup: CardFormSetup; host: CardFormHost }) {
  const copy = useCopy();
  const form = useCardPaymentForm(setup, host);
  const titleId = useId();
  const approved = form.phase === 'approved';

  return (
    <CardModalShell titleId={titleId} done={approved} onEscape={form.back}>
      <header className="card-modal__header">
        <h2 className="card-modal__title" id={titleId}>
          {copy('cardModalTitle')}
        </h2>
        <p className="card-modal__amount">
          {copy('cardModalAmount')} <b>{formatBRL(form.total)}</b> {copy('cardModalInstalments', { maxInstalments: MAX_CARD_INSTALMENTS })}
        </p>
      </header>
      {!approved && <CardModalSide values={form.values} flipped={form.cvvFocused} />}
      {approved ? <CardApproved /> : <CardForm form={form} />}
    </CardModalShell>
  );
}
