// What the tab keeps of the conversation: only what resuming needs (issue 28 item 5). Until the
// purchase is finished everything is in use (the holder's data goes into the proposal, the
// proposal token into the payment calls), so the snapshot is kept whole. From compra-finalizada on
// the rest of the conversation (buying again, the survey) needs the ids and the plan, never the
// visitor's name, e-mail, phone, income, CPF, birth date or address, nor the proposal token, and
// the transcript before that step is where those were typed and shown: the saved snapshot keeps
// the ids, the plan, the survey and the transcript from compra-finalizada on. A new field of the
// state is dropped unless it is listed here. Card data never reaches the snapshot at all.
//
// Decision: a reload after the purchase shows the contract number and the question the visitor was
// on, not the whole conversation. Buying again with the same data (MESMO VALOR) right after such a
// reload finds the holder's data gone; proposal-buy-again should then ask it again instead of
// confirming blanks, a route for flows/proposal.yaml (docs/architecture.md, session resume).
import type { ConversationState } from '../contracts/content.ts';
import { initialState } from '../engine/initialState.ts';
import type { ChatMessage, ConversationSnapshot } from '../engine/types.ts';
import type { StepId } from '../generated/names.ts';

/** Where every payment method ends (flows/payment.yaml): the payment no longer needs the token. */
export const PURCHASE_FINISHED: StepId = 'compra-finalizada';

/** Slices kept whole (true) or the fields kept of them. */
type Kept = { [S in keyof ConversationState]?: true | ReadonlyArray<keyof ConversationState[S]> };

/** What resuming after the purchase reads: ids the survey and a new proposal send, the plan the buy-again question names, the answers so far. */
export const KEPT_AFTER_PURCHASE: Kept = {
  lead: ['leadId', 'campanhaId', 'compraId', 'empresaId'],
  consorcio: true,
  plan: true,
  proposal: ['propostaId', 'contrato'],
  payment: ['metodo', 'status', 'valor'],
  survey: true,
  flags: true,
};

/**
 * The snapshots to save, one conversation's: whole until its purchase is finished, then without
 * personal data for as long as the visitor stays on that purchase (buying again starts a new
 * proposal, which needs the data again; the live conversation still has it).
 */
export function retention(): (snapshot: ConversationSnapshot) => ConversationSnapshot {
  let purchased: string | null = null;
  return (snapshot) => {
    const { propostaId } = snapshot.state.proposal;
    if (snapshot.step === PURCHASE_FINISHED) purchased = propostaId;
    return propostaId === purchased ? afterPurchase(snapshot) : snapshot;
  };
}

/** The snapshot with only what resuming after the purchase needs; everything else as it starts. */
export function afterPurchase(snapshot: ConversationSnapshot): ConversationSnapshot {
  const state = initialState() as unknown as Record<string, Record<string, unknown>>;
  const saved = snapshot.state as unknown as Record<string, Record<string, unknown>>;
  for (const [slice, kept] of Object.entries(KEPT_AFTER_PURCHASE)) {
    if (kept === true) state[slice] = saved[slice];
    else for (const field of kept as readonly string[]) state[slice][field] = saved[slice][field];
  }
  return { step: snapshot.step, state: state as unknown as ConversationState, messages: fromPurchaseOn(snapshot.messages) };
}

/** The transcript from the last compra-finalizada on (its contract number, then what followed). */
function fromPurchaseOn(messages: ChatMessage[]): ChatMessage[] {
  let start = messages.length;
  for (let i = messages.length - 1; i >= 0; i--) {
    if (messages[i].step === PURCHASE_FINISHED) start = i;
    else if (start !== messages.length) break;
  }
  return messages.slice(start);
}
