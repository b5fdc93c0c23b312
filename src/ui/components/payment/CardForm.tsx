// The card form: the card's details, the instalments, the buttons, and a status line that tells
// screen readers the payment is being processed.
import { CardDetailsFields } from './CardDetailsFields.tsx';
import { CardFormActions } from './CardFormActions.tsx';
import { CardInstalmentsSelect } from './CardInstalmentsSelect.tsx';
import type { CardPaymentForm } from './useCardPaymentForm.ts';
import { useCopy } from '../../copy/CopyContext.tsx';

export function CardForm({ form }: { form: CardPaymentForm }) {
  const copy = useCopy();
  return (
    <form className="card-form" onSubmit={(event) => void form.submit(event)} noValidate>
      <CardDetailsFields form={form} />
      <CardInstalmentsSelect form={form} />

      <CardFormActions valid={form.view.valid} phase={form.phase} onBack={form.back} />
      <span className="visually-hidden" role="status">
        {form.phase === 'sending' ? copy('cardSending') : ''}
      </span>
    </form>
  );
}
