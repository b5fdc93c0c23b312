// A card field whose text imask formats (number, expiry, CVV, CPF/CNPJ): an uncontrolled input on
// the numeric keyboard, whose value reaches the form through the mask (the form's ref for it). It
// starts with what the form was prefilled with (the holder's CPF/CNPJ), which imask formats as it attaches.
import type { CardField } from '../../../domain/cardForm.ts';
import { CardFormField } from './CardFormField.tsx';
import type { CardPaymentForm } from './useCardPaymentForm.ts';

interface CardMaskedFieldProps {
  form: CardPaymentForm;
  field: Exclude<CardField, 'nome' | 'parcelas'>;
  label: string;
  autoComplete: string;
  placeholder: string;
  onFocus?: () => void;
  /** Replaces the form's own blur handler (which marks the field as touched). */
  onBlur?: () => void;
}

export function CardMaskedField({ form, field, label, autoComplete, placeholder, onFocus, onBlur }: CardMaskedFieldProps) {
  const shared = form.fieldProps(field);
  return (
    <CardFormField form={form} field={field} label={label}>
      <input
        {...shared}
        ref={form.refs[field]}
        className="card-form__input"
        type="text"
        inputMode="numeric"
        autoComplete={autoComplete}
        placeholder={placeholder}
        defaultValue={form.prefilled[field]}
        onFocus={onFocus}
        onBlur={onBlur ?? shared.onBlur}
      />
    </CardFormField>
  );
}
