// FINALIZAR PAGAMENTO and VOLTAR. The submit button stays focusable when the form is not ready
// (aria-disabled, styled disabled) so a press still shows the errors; while sending it spins.
import type { CardPaymentPhase } from './useCardPaymentForm.ts';
import { useCopy } from '../../copy/CopyContext.tsx';

interface CardFormActionsProps {
  valid: boolean;
  phase: CardPaymentPhase;
  onBack: () => void;
}

export function CardFormActions({ valid, phase, onBack }: CardFormActionsProps) {
  const copy = useCopy();
  return (
    <div className="card-form__actions">
      <button
        type="submit"
        className={`card-form__submit${valid ? '' : ' card-form__submit--disabled'}`}
        aria-disabled={!valid || phase !== 'form'}
        aria-busy={phase === 'sending' || undefined}
      >
        {phase === 'sending' ? (
          <>
            <span className="card-form__spinner" aria-hidden="true" />
            <span className="visually-hidden">{copy('cardSubmit')}</span>
          </>
        ) : (
          copy('cardSubmit')
        )}
      </button>
      <button type="button" className="card-form__back" onClick={onBack} disabled={phase !== 'form'}>
        {copy('cardBack')}
      </button>
    </div>
  );
}
