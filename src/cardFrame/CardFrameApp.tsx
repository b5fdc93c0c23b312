// The card form inside the card frame (issue 28 item 8): the same dialog the chat showed, with the
// page's texts, colours and holder prefill, and its one payment request sent from here. The page
// hears that the request is going, its outcome, and when the dialog is done.
import { useMemo } from 'react';
import { sendCardPayment } from '../actions/payment/sendCardPayment.ts';
import type { ApiClient } from '../api/client.ts';
import type { ApiError } from '../api/errors.ts';
import { EMPTY_CARD_FORM, type CardFormValues } from '../domain/cardForm.ts';
import { uiCopy } from '../engine/uiCopy.ts';
import { CopyProvider } from '../ui/copy/CopyContext.tsx';
import { CardPaymentDialog } from '../ui/components/payment/CardPaymentDialog.tsx';
import type { CardFormHost, CardFormSetup } from '../ui/components/payment/useCardPaymentForm.ts';
import { CARD_FRAME_CHANNEL, type CardFrameInit, type FrameToPage } from './protocol.ts';

/** What the frame says to the page, already bound to its origin. */
export type FramePost = (message: FrameToPage) => void;

/** Leaves out the channel tag, which post adds. */
type Said = FrameToPage extends infer M ? (M extends FrameToPage ? Omit<M, 'channel'> : never) : never;

interface CardFrameAppProps {
  init: CardFrameInit;
  post: FramePost;
  api: Pick<ApiClient, 'payCard'>;
  apiError: typeof ApiError;
}

export function CardFrameApp({ init, post, api, apiError }: CardFrameAppProps) {
  const say = (message: Said) => post({ channel: CARD_FRAME_CHANNEL, ...message } as FrameToPage);
  const copy = useMemo(() => uiCopy(init.ui), [init]);
  const setup: CardFormSetup = useMemo(
    () => ({
      total: init.total,
      company: init.company,
      prefilled: { ...EMPTY_CARD_FORM, ...init.prefilled },
      message: (id) => init.messages[id] ?? id,
    }),
    [init],
  );
  const host: CardFormHost = {
    async pay(values: CardFormValues) {
      say({ type: 'sending' });
      const answer = await sendCardPayment(values, init.proposal, init.idempotencyKey, api, apiError);
      say({ type: 'answer', answer });
      return answer.outcome;
    },
    finish(outcome) {
      say({ type: 'done', outcome });
    },
  };
  return (
    <CopyProvider copy={copy}>
      <CardPaymentDialog setup={setup} host={host} />
    </CopyProvider>
  );
}
