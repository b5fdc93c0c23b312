// The card payment modal (spec "Card payment modal" and "Card form"), opened by the
// payment-credit-card-select step. The card data lives only in the dialog's own state: it is sent
// once (payWithCard) and dropped when the dialog closes; the step only hears the outcome.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { payWithCard, type CardOutcome } from '../../../actions/payment/payWithCard.ts';
import { cardBrand } from '../../../domain/cardBrand.ts';
import { EMPTY_CARD_FORM, NAME_MAX_LENGTH, type CardField, type CardFormValues } from '../../../domain/cardForm.ts';
import { cardInstalments } from '../../../domain/cardInstalments.ts';
import { formatBRL } from '../../../domain/money.ts';
import type { Conversation } from '../../../engine/types.ts';
import type { ChatComponentProps } from '../types.ts';
import { CardPreview } from './CardPreview.tsx';
import { cardFormView } from './cardFormModel.ts';
import { useMaskedInput } from './useMaskedInput.ts';

/** How long the approved image shows before the conversation moves on. */
export const APPROVED_MS = 1400;

export function CardPaymentModal({ conversation, active }: ChatComponentProps) {
  useSignals();
  // The step opens the modal; leaving the step (any way) closes it.
  useEffect(() => {
    if (!active) return;
    conversation.setPaymentModal(true);
    return () => conversation.setPaymentModal(false);
  }, [active, conversation]);
  if (!active || !conversation.showPaymentModal.value) return null;
  return createPortal(<CardPaymentDialog conversation={conversation} />, document.body);
}

type Phase = 'form' | 'sending' | 'approved';

function CardPaymentDialog({ conversation }: { conversation: Conversation }) {
  const [{ company, total }] = useState(() => {
    const state = conversation.state.peek();
    return { company: state.contract.tipoPessoa !== 0, total: state.payment.valor };
  });
  const [values, setValues] = useState<CardFormValues>(EMPTY_CARD_FORM);
  const [touched, setTouched] = useState<ReadonlySet<CardField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [cvvFocused, setCvvFocused] = useState(false);
  const [phase, setPhase] = useState<Phase>('form');
  const view = cardFormView(values, touched, submitted, { company });
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);

  const change = (field: CardField) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const touch = (field: CardField) => () => setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  const refs = {
    nome: useRef<HTMLInputElement>(null),
    numero: useMaskedInput({ mask: '0000 0000 0000 0000' }, change('numero')),
    validade: useMaskedInput({ mask: '00/0000' }, change('validade')),
    cvv: useMaskedInput({ mask: '000' }, change('cvv')),
    cpfCnpj: useMaskedInput({ mask: [{ mask: '000.000.000-00' }, { mask: '00.000.000/0000-00' }] }, change('cpfCnpj')),
    parcelas: useRef<HTMLSelectElement>(null),
  } satisfies Record<CardField, unknown>;

  // The rest of the page is inert while the dialog is open; focus starts on the dialog itself so a
  // phone's keyboard does not cover the card before the visitor picks a field.
  useEffect(() => {
    const root = document.getElementById('root');
    root?.setAttribute('inert', '');
    dialog.current?.focus();
    return () => root?.removeAttribute('inert');
  }, []);

  const finish = async (outcome: CardOutcome | 'back') => {
    conversation.setPaymentModal(false);
    await conversation.complete(outcome);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (phase !== 'form') return;
    if (!view.valid) {
      setSubmitted(true);
      if (view.firstInvalid) refs[view.firstInvalid].current?.focus();
      return;
    }
    setPhase('sending');
    const outcome = await payWithCard(values, conversation.context);
    if (outcome === 'approved') {
      setPhase('approved');
      await new Promise((resolve) => setTimeout(resolve, APPROVED_MS));
    }
    await finish(outcome);
  };

  const back = () => {
    if (phase === 'form') void finish('back');
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      back();
    } else if (event.key === 'Tab') {
      trapFocus(event, dialog.current);
    }
  };

  const fieldProps = (field: CardField) => ({
    id: `card-${field}`,
    'aria-invalid': view.visible[field] ? true : undefined,
    'aria-describedby': view.visible[field] ? `card-${field}-error` : undefined,
    onBlur: touch(field),
    disabled: phase !== 'form',
  });

  return (
    <div className="card-modal" role="presentation">
      <div
        className={`card-modal__dialog${phase === 'approved' ? ' card-modal__dialog--done' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        ref={dialog}
        onKeyDown={onKeyDown}
        data-testid="card-modal"
      >
        <header className="card-modal__header">
          <h2 className="card-modal__title" id={titleId}>
            Pagamento com cartão de crédito
          </h2>
          <p className="card-modal__amount">
            Valor: <b>{formatBRL(total)}</b> · até 3x sem juros
          </p>
        </header>
        {phase !== 'approved' && (
          <div className="card-modal__side">
            <CardPreview
              numero={values.numero}
              nome={values.nome}
              validade={values.validade}
              cvv={values.cvv}
              brand={cardBrand(values.numero)}
              flipped={cvvFocused}
            />
            <p className="card-modal__secure">
              <LockIcon /> Pagamento seguro: os dados do cartão não ficam guardados.
            </p>
          </div>
        )}

        {phase === 'approved' ? (
          <Approved />
        ) : (
          <form className="card-form" onSubmit={(event) => void submit(event)} noValidate>
              <Field field="nome" label="Nome do titular (como no cartão)" error={view.visible.nome}>
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
              </Field>
              <Field field="numero" label="Número do cartão" error={view.visible.numero}>
                <input
                  {...fieldProps('numero')}
                  ref={refs.numero}
                  className="card-form__input"
                  type="text"
                  inputMode="numeric"
                  autoComplete="cc-number"
                  placeholder="0000 0000 0000 0000"
                />
              </Field>
              <div className="card-form__row">
                <Field field="validade" label="Validade" error={view.visible.validade}>
                  <input
                    {...fieldProps('validade')}
                    ref={refs.validade}
                    className="card-form__input"
                    type="text"
                    inputMode="numeric"
                    autoComplete="cc-exp"
                    placeholder="MM/AAAA"
                  />
                </Field>
                <Field field="cvv" label="CVV" error={view.visible.cvv}>
                  <input
                    {...fieldProps('cvv')}
                    ref={refs.cvv}
                    className="card-form__input"
                    type="text"
                    inputMode="numeric"
                    autoComplete="cc-csc"
                    placeholder="000"
                    onFocus={() => setCvvFocused(true)}
                    onBlur={() => {
                      setCvvFocused(false);
                      touch('cvv')();
                    }}
                  />
                </Field>
              </div>
              <Field field="cpfCnpj" label="CPF ou CNPJ do titular" error={view.visible.cpfCnpj}>
                <input
                  {...fieldProps('cpfCnpj')}
                  ref={refs.cpfCnpj}
                  className="card-form__input"
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder="000.000.000-00"
                />
              </Field>
              <Field field="parcelas" label="Parcelas" error={view.visible.parcelas}>
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
                  <option value="">Selecione</option>
                  {cardInstalments(total).map(({ parcelas, valorParcela }) => (
                    <option key={parcelas} value={String(parcelas)}>
                      {parcelas}x de {formatBRL(valorParcela)} sem juros
                    </option>
                  ))}
                </select>
              </Field>

              <div className="card-form__actions">
                <button
                  type="submit"
                  className={`card-form__submit${view.valid ? '' : ' card-form__submit--disabled'}`}
                  aria-disabled={!view.valid || phase !== 'form'}
                  aria-busy={phase === 'sending' || undefined}
                >
                  {phase === 'sending' ? (
                    <>
                      <span className="card-form__spinner" aria-hidden="true" />
                      <span className="visually-hidden">FINALIZAR PAGAMENTO</span>
                    </>
                  ) : (
                    'FINALIZAR PAGAMENTO'
                  )}
                </button>
                <button type="button" className="card-form__back" onClick={back} disabled={phase !== 'form'}>
                  VOLTAR
                </button>
              </div>
              <span className="visually-hidden" role="status">
                {phase === 'sending' ? 'Processando pagamento…' : ''}
              </span>
          </form>
        )}
      </div>
    </div>
  );
}

function Field({ field, label, error, children }: { field: CardField; label: string; error?: string; children: ReactNode }) {
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

/** The approved image shown for a moment after HTTP 200. */
function Approved() {
  return (
    <div className="card-approved" role="status" data-testid="card-approved">
      <svg className="card-approved__image" viewBox="0 0 96 96" width="96" height="96" aria-hidden="true" focusable="false">
        <circle className="card-approved__circle" cx="48" cy="48" r="44" />
        <path className="card-approved__check" d="M28 50 L42 64 L69 35" />
      </svg>
      <p className="card-approved__text">Pagamento aprovado!</p>
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

/** Keeps Tab inside the dialog. */
function trapFocus(event: KeyboardEvent, container: HTMLElement | null): void {
  if (!container) return;
  const focusable = [...container.querySelectorAll<HTMLElement>('input, select, button')].filter((el) => !el.hasAttribute('disabled'));
  if (focusable.length === 0) return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  const current = document.activeElement;
  if (event.shiftKey && (current === first || current === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && current === last) {
    event.preventDefault();
    first.focus();
  }
}
