// The Pix QR code: the PNG the payment call points at (no QR library in the browser).
// The payment steps' styles come with the payment chunks (Vite waits for them before the
// component renders), not in the first screen's inline stylesheet.
import '../../styles/payment.css';
import { useState } from 'react';
import { LoadingDots } from '../../LoadingDots.tsx';
import type { ChatComponentProps } from '../types.ts';
import { useCopy } from '../../copy/CopyContext.tsx';

export function PixQrCode({ conversation }: ChatComponentProps<never>) {
  const copy = useCopy();
  // This message's charge: later state changes (buy again) must not change the image shown.
  const [{ url, vencimento }] = useState(() => {
    const { pixQrCodeUrl, vencimento } = conversation.state.peek().payment;
    return { url: pixQrCodeUrl, vencimento };
  });
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);

  return (
    <figure className="pay-qr">
      <div className="pay-qr__frame">
        {!loaded && !failed && <LoadingDots size="medium" label={copy('pixQrLoading')} className="pay-qr__loading" />}
        {failed ? (
          <p className="pay-qr__error">{copy('pixQrFailed')}</p>
        ) : (
          <img
            className={`pay-qr__image${loaded ? ' pay-qr__image--loaded' : ''}`}
            src={url}
            alt={copy('pixQrAlt')}
            width={220}
            height={220}
            onLoad={() => setLoaded(true)}
            onError={() => setFailed(true)}
          />
        )}
      </div>
      {vencimento && <figcaption className="pay-qr__caption">{copy('pixValidUntil', { date: vencimento })}</figcaption>}
    </figure>
  );
}
