// What the chat page and the card frame say to each other over postMessage (issue 28 item 8,
// docs/security-headers.md "The card frame"). Nothing here is card data: the page sends what the
// form shows and what the payment names (amount, holder prefill, texts, the proposal token, the
// attempt's key); the frame answers that it is ready, that it is sending, the outcome and the
// authorisation code. The card's number, expiry and CVV never leave the frame but in its one
// payment request. Every message is checked by shape here and by origin and source by its reader.
import type { CardOutcome, CardPaymentAnswer } from '../actions/payment/sendCardPayment.ts';
import type { CardFormValues, CardMessageId } from '../domain/cardForm.ts';

/** Tags every message, so a tag manager's own postMessage traffic is never mistaken for ours. */
export const CARD_FRAME_CHANNEL = 'consorcio-card-frame';

/** The interface copy the card form shows (flows/ui.yaml ids), sent as the variant has it. */
export const CARD_COPY_IDS = [
  'cardModalTitle',
  'cardModalAmount',
  'cardModalInstalments',
  'cardSecureNote',
  'cardHolderName',
  'cardNumber',
  'cardExpiry',
  'cardExpiryPlaceholder',
  'cardCvv',
  'cardDocument',
  'cardInstalments',
  'cardInstalmentsPick',
  'cardInstalmentOption',
  'cardInstalmentOptionUneven',
  'cardSubmit',
  'cardBack',
  'cardSending',
  'cardApproved',
  'cardPreviewHolder',
  'cardPreviewName',
  'cardPreviewExpiry',
] as const;

/** The page's colours the form uses (src/ui/theme.ts), so the frame wears the partner's theme. */
export const THEME_VARIABLES = ['--color-background', '--color-primary', '--color-primary-fg'] as const;

/** What the page tells the frame once it is ready: the form's setup and what the payment names. */
export interface CardFrameInit {
  total: number;
  company: boolean;
  /** The holder's name and CPF/CNPJ as the proposal has them (not card data). */
  prefilled: Pick<CardFormValues, 'nome' | 'cpfCnpj'>;
  proposal: { propostaId: string; propostaToken: string };
  /** The attempt's Idempotency-Key (kept by the page until a definite answer). */
  idempotencyKey: string;
  ui: Record<string, string>;
  messages: Record<CardMessageId, string>;
  theme: Record<string, string>;
}

/** The frame's answer to its one payment request: the outcome and the authorisation code. */
export type CardAnswer = CardPaymentAnswer;

export type PageToFrame = { channel: typeof CARD_FRAME_CHANNEL; type: 'init'; init: CardFrameInit };

export type FrameToPage =
  | { channel: typeof CARD_FRAME_CHANNEL; type: 'ready' }
  | { channel: typeof CARD_FRAME_CHANNEL; type: 'sending' }
  | { channel: typeof CARD_FRAME_CHANNEL; type: 'answer'; answer: CardAnswer }
  | { channel: typeof CARD_FRAME_CHANNEL; type: 'done'; outcome: CardOutcome | 'back' };

const OUTCOMES: readonly string[] = ['approved', 'pending', 'pendingValidation', 'refused', 'unconfirmed'];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isStringRecord = (value: unknown): value is Record<string, string> => isRecord(value) && Object.values(value).every((text) => typeof text === 'string');

/** A message from the frame, or null for anything else (another sender's, a malformed one). */
export function readFrameMessage(data: unknown): FrameToPage | null {
  if (!isRecord(data) || data.channel !== CARD_FRAME_CHANNEL) return null;
  if (data.type === 'ready' || data.type === 'sending') return data as FrameToPage;
  if (data.type === 'done' && (data.outcome === 'back' || OUTCOMES.includes(data.outcome as string))) return data as FrameToPage;
  const answer = data.answer;
  if (data.type === 'answer' && isRecord(answer) && OUTCOMES.includes(answer.outcome as string) && typeof answer.autorizacao === 'string') {
    return data as FrameToPage;
  }
  return null;
}

/** The page's init message, or null for anything else. */
export function readPageMessage(data: unknown): PageToFrame | null {
  if (!isRecord(data) || data.channel !== CARD_FRAME_CHANNEL || data.type !== 'init' || !isRecord(data.init)) return null;
  const init = data.init;
  const proposal = init.proposal;
  const prefilled = init.prefilled;
  const valid =
    typeof init.total === 'number' &&
    typeof init.company === 'boolean' &&
    typeof init.idempotencyKey === 'string' &&
    isRecord(proposal) &&
    typeof proposal.propostaId === 'string' &&
    typeof proposal.propostaToken === 'string' &&
    isRecord(prefilled) &&
    typeof prefilled.nome === 'string' &&
    typeof prefilled.cpfCnpj === 'string' &&
    isStringRecord(init.ui) &&
    isStringRecord(init.messages) &&
    isStringRecord(init.theme);
  return valid ? (data as PageToFrame) : null;
}
