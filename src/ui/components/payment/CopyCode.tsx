// The Pix copy-paste code or the boleto's linha digitável, copied as soon as its step shows it
// (the tap that chose the step allows the copy), with a button to copy it again by hand.
// The payment steps' styles come with the payment chunks (Vite waits for them before the
// component renders), not in the first screen's inline stylesheet.
import '../../styles/payment.css';
import { formatBoleto } from '@brazilian-utils/brazilian-utils';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import type { ChatComponentProps } from '../types.ts';
import { copyPaymentCode, paymentCode, type CopyOutcome, type PaymentCodeKind } from './copyPaymentCode.ts';
import { copyText } from './copyText.ts';
import { useCopy } from '../../copy/CopyContext.tsx';

export function PixCopyCode(props: ChatComponentProps<CopyOutcome>) {
  return <CopyCode {...props} kind="pix" />;
}

export function BoletoCopyCode(props: ChatComponentProps<CopyOutcome>) {
  return <CopyCode {...props} kind="boleto" />;
}

function CopyCode({ conversation, active, kind }: ChatComponentProps<CopyOutcome> & { kind: PaymentCodeKind }) {
  useSignals();
  const copy = useCopy();
  // The code of this message: a later payment (buy again) must not change what it shows.
  const [code] = useState(() => paymentCode(conversation.state.peek(), kind));
  const [copied, setCopied] = useState<boolean | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (!active || started.current) return;
    started.current = true;
    void copyPaymentCode(conversation, kind).then((outcome) => setCopied(outcome === 'copied'));
  }, [active, conversation, kind]);

  const copyAgain = async () => setCopied(await copyText(code));
  const label = copy(kind === 'pix' ? 'pixCodeLabel' : 'boletoCodeLabel');

  return (
    <div className={`pay-code pay-code--${kind}`}>
      <span className="pay-code__label">{label}</span>
      <code className="pay-code__value" data-testid={`${kind}-code`}>
        {kind === 'boleto' ? formatBoleto(code) : code}
      </code>
      <button type="button" className={`pay-code__copy${copied ? ' pay-code__copy--done' : ''}`} onClick={() => void copyAgain()}>
        <CopyIcon done={copied === true} />
        {copy(copied ? 'codeCopied' : 'copyCode')}
      </button>
      <span className="visually-hidden" role="status">
        {copied === true ? copy('codeCopiedStatus') : ''}
      </span>
    </div>
  );
}

function CopyIcon({ done }: { done: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      {done ? (
        <path fill="currentColor" d="M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41L9 16.17Z" />
      ) : (
        <path
          fill="currentColor"
          d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1Zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2Zm0 16H8V7h11v14Z"
        />
      )}
    </svg>
  );
}
