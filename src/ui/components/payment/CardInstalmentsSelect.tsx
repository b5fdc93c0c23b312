// The instalments select: the interest-free instalments the amount allows (cardInstalments).
import { cardInstalments } from '../../../domain/cardInstalments.ts';
import { formatBRL } from '../../../domain/money.ts';
import { CardFormField } from './CardFormField.tsx';
import type { CardPaymentForm } from './useCardPaymentForm.ts';
import { useCopy } from '../../copy/CopyContext.tsx';

export function CardInstalmentsSelect({ form }: { form: CardPaymentForm }) {
  const copy = useCopy();
  const { values, refs, change, touch, fieldProps, total } = form;
  return (
    <CardFormField form={form} field="parcelas" label={copy('cardInstalments')}>
      <select
        {...fieldProps('parcelas')}
        ref={refs.parcelas}
        className="card-form__input card-form__select"
        value={values.parcelas}
        onChange={(event) => {
          change('parcelas')(event.target.value);
          touch('parcelas')();
        }}
      >
        <option value="">{copy('cardInstalmentsPick')}</option>
        {cardInstalments(total).map(({ parcelas, valorParcela, valorDemais }) => (
          <option key={parcelas} value={String(parcelas)}>
            {valorParcela === valorDemais
              ? copy('cardInstalmentOption', { count: parcelas, amount: formatBRL(valorParcela) })
              : copy('cardInstalmentOptionUneven', {
                  first: formatBRL(valorParcela),
                  others: parcelas - 1,
                  amount: formatBRL(valorDemais),
                })}
          </option>
        ))}
      </select>
    </CardFormField>
  );
}
