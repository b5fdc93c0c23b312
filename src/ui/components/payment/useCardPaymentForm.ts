// The card form's state and its single send. It runs in the card frame (src/cardFrame/, issue 28
// item 8): the values stay in this hook's state until the host's pay sends them once; the page
// only hears the outcome.
import { useRef, useState, type FormEvent } from 'react';
import type { CardOutcome } from '../../../actions/payment/sendCardPayment.ts';
import type { CardField, CardFormValues, CardMessageId } from '../../../domain/cardForm.ts';
import { cardFormView } from './cardFormModel.ts';
import { useExpiryInput } from './useExpiryInput.ts';
import { useMaskedInput } from './useMaskedInput.ts';
import { cpfOrCnpj } from '../../../masks/proposal/cpfCnpj.ts';

/** How long the approved image shows before the conversation moves on. */
export const APPROVED_MS = 1400;

export type CardPaymentPhase = 'form' | 'sending' | 'approved';

/** What the form's parts read and call: values, visible errors, phase, handlers. */
export type CardPaymentForm = ReturnType<typeof useCardPaymentForm>;

/** What the card modal completes its step with. */
export type CardModalOutcome = CardOutcome | 'back';

/** What the form opens with: the amount, whether the holder is a company, the prefill, the error texts. */
export interface CardFormSetup {
  total: number;
  company: boolean;
  prefilled: CardFormValues;
  message: (id: CardMessageId) => string;
}

/** Where the form's values go (the one payment request) and where its outcome is reported. */
export interface CardFormHost {
  pay(values: CardFormValues): Promise<CardOutcome>;
  finish(outcome: CardModalOutcome): void | Promise<void>;
}

export function useCardPaymentForm({ total, company, prefilled, message }: CardFormSetup, host: CardFormHost) {
  const [values, setValues] = useState<CardFormValues>(prefilled);
  const [touched, setTouched] = useState<ReadonlySet<CardField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [cvvFocused, setCvvFocused] = useState(false);
  const [phase, setPhase] = useState<CardPaymentPhase>('form');
  const view = cardFormView(values, touched, submitted, { company, message });

  const change = (field: CardField) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const touch = (field: CardField) => () => setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  const expiry = useExpiryInput(change('validade'));
  const refs = {
    nome: useRef<HTMLInputElement>(null),
    numero: useMaskedInput({ mask: '0000 0000 0000 0000' }, change('numero')),
    validade: expiry.ref,
    cvv: useMaskedInput({ mask: '000' }, change('cvv')),
    cpfCnpj: useMaskedInput(cpfOrCnpj, change('cpfCnpj')),
    parcelas: useRef<HTMLSelectElement>(null),
  } satisfies Record<CardField, unknown>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (phase !== 'form') return;
    if (!view.valid) {
      setSubmitted(true);
      if (view.firstInvalid) refs[view.firstInvalid].current?.focus();
      return;
    }
    setPhase('sending');
    const outcome = await host.pay(values);
    if (outcome === 'approved') {
      setPhase('approved');
      await new Promise((resolve) => setTimeout(resolve, APPROVED_MS));
    }
    await host.finish(outcome);
  };

  const back = () => {
    if (phase === 'form') void host.finish('back');
  };

  // The props every field's control shares: its id, the error wiring, and no edits while sending.
  const fieldProps = (field: CardField) => ({
    id: `card-${field}`,
    'aria-invalid': view.visible[field] ? true : undefined,
    'aria-describedby': view.visible[field] ? `card-${field}-error` : undefined,
    onBlur: touch(field),
    disabled: phase !== 'form',
  });

  // total is for the amount and instalments; cvvFocused flips the preview to the card's back;
  // prefilled holds what the masked fields start with; completeExpiry gives a left expiry its full year.
  return { values, prefilled, view, phase, total, cvvFocused, setCvvFocused, refs, change, touch, fieldProps, submit, back, completeExpiry: expiry.complete };
}
