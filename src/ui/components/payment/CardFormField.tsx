// One card-form field: its label, the control, and the error the form shows for it, under it
// (the control points to it with aria-describedby).
import type { ReactNode } from 'react';
import type { CardField } from '../../../domain/cardForm.ts';
import type { CardPaymentForm } from './useCardPaymentForm.ts';

interface CardFormFieldProps {
  form: CardPaymentForm;
  field: CardField;
  label: string;
  children: ReactNode;
}

export function CardFormField({ form, field, label, children }: CardFormFieldProps) {
  const error = form.view.visible[field];
  return (
    <div className={`card-form__field card-form__field--${field}${error ? ' card-form__field--invalid' : ''}`}>
      <label className="card-form__label" htmlFor={`card-${field}`}>
        {label}
      </label>
      {children}
      {error && (
        <span className="card-form__error" id={`card-${field}-error`}>
          {error}
        </span>
      )}
    </div>
  );
}
