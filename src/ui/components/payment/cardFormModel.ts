// Which card-form errors the visitor sees. Every field is validated on each change; a field's
// error shows once the visitor has left it (or tried to pay), or at once when what is typed can no
// longer become valid, so nobody is scolded for a number they are still typing.
import {
  CARD_FIELDS,
  canStillBeValid,
  validateCardForm,
  type CardField,
  type CardFormErrors,
  type CardFormOptions,
  type CardFormValues,
} from '../../../domain/cardForm.ts';

export interface CardFormView {
  /** Errors to show, by field. */
  visible: CardFormErrors;
  /** The form can be sent (FINALIZAR PAGAMENTO is styled disabled otherwise). */
  valid: boolean;
  /** The first field with an error, to focus when a send is refused. */
  firstInvalid: CardField | null;
}

export function cardFormView(values: CardFormValues, touched: ReadonlySet<CardField>, submitted: boolean, options: CardFormOptions): CardFormView {
  const errors = validateCardForm(values, options);
  const visible: CardFormErrors = {};
  for (const field of CARD_FIELDS) {
    const error = errors[field];
    if (error && (submitted || touched.has(field) || !canStillBeValid(field, values[field]))) visible[field] = error;
  }
  return { visible, valid: Object.keys(errors).length === 0, firstInvalid: CARD_FIELDS.find((f) => errors[f]) ?? null };
}
