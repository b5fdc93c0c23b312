// The card's own fields: holder name, number, expiry, CVV and the holder's CPF/CNPJ. The name is
// a controlled input; the others are masked (CardMaskedField). Name and CPF/CNPJ open filled with
// the proposal holder's; the expiry takes MM/AA as printed on the card and shows it as MM/AAAA.
import { NAME_MAX_LENGTH } from '../../../domain/cardForm.ts';
import { CardFormField } from './CardFormField.tsx';
import { CardMaskedField } from './CardMaskedField.tsx';
import type { CardPaymentForm } from './useCardPaymentForm.ts';
import { useCopy } from '../../copy/CopyContext.tsx';

export function CardDetailsFields({ form }: { form: CardPaymentForm }) {
  const copy = useCopy();
  const { values, refs, change, touch, fieldProps, setCvvFocused, completeExpiry } = form;
  return (
    <>
      <CardFormField form={form} field="nome" label={copy('cardHolderName')}>
        <input
          {...fieldProps('nome')}
          ref={refs.nome}
          className="card-form__input"
          type="text"
          autoComplete="cc-name"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={NAME_MAX_LENGTH}
          value={values.nome}
          onChange={(event) => change('nome')(event.target.value)}
        />
      </CardFormField>
      <CardMaskedField form={form} field="numero" label={copy('cardNumber')} autoComplete="cc-number" placeholder="0000 0000 0000 0000" />
      <div className="card-form__row">
        <CardMaskedField
          form={form}
          field="validade"
          label={copy('cardExpiry')}
          autoComplete="cc-exp"
          placeholder={copy('cardExpiryPlaceholder')}
          onBlur={() => {
            completeExpiry();
            touch('validade')();
          }}
        />
        {/* The preview shows the card's back while the CVV has focus. */}
        <CardMaskedField
          form={form}
          field="cvv"
          label={copy('cardCvv')}
          autoComplete="cc-csc"
          placeholder="000"
          onFocus={() => setCvvFocused(true)}
          onBlur={() => {
            setCvvFocused(false);
            touch('cvv')();
          }}
        />
      </div>
      <CardMaskedField form={form} field="cpfCnpj" label={copy('cardDocument')} autoComplete="off" placeholder="000.000.000-00" />
    </>
  );
}
