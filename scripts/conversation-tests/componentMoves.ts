// What a `choose` move does for each component: the same functions the React component calls
// (category and plan choice, card payment, copy), so a YAML test exercises the real behaviour.
// A component not listed here reports its value as the outcome, so a new display component
// works in tests without code.
import { payWithCard } from '../../src/actions/payment/payWithCard.ts';
import type { Conversation } from '../../src/engine/types.ts';
import { copyPaymentCode } from '../../src/ui/components/payment/copyPaymentCode.ts';
import { LABEL_SIMULATE_AGAIN } from '../../src/ui/components/plans/carouselModel.ts';
import { continueWithPlan, simulateAgain } from '../../src/ui/components/plans/selectPlan.ts';
import { TEST_CARDS } from '../../sandbox/payments/card.ts';

/** A move the test cannot make (wrong value for the component); the message says what would do. */
export class MoveError extends Error {}

/** The sandbox test card a test's `choose` pays with, by the outcome it asks for. An approval pays
 * with the Mastercard: flows/tests/payment.yaml checks the request still says VISA. */
const CARD_FOR: Record<string, string> = {
  approved: TEST_CARDS.approvedMastercard,
  pending: TEST_CARDS.pending,
  pendingValidation: TEST_CARDS.pendingValidation,
  refused: TEST_CARDS.refused,
};

type ComponentMove = (conversation: Conversation, value: string | number) => Promise<void>;

const MOVES: Record<string, ComponentMove> = {
  async categoryCarousel(conversation, value) {
    // As the carousel does: the flow's loadCategories action has filled the catalogue; the chosen
    // card completes the step with its id, and the step's chooseCategory action stores it.
    const cards = conversation.state.peek().catalogue.categorias;
    const wanted = String(value).toLowerCase();
    const card = cards.find((c) => [c.produtoCategoria, c.tipoBem, String(c.categoriaID), c.nome].some((key) => String(key).toLowerCase() === wanted));
    if (!card) {
      const shown = cards.map((c) => `${c.produtoCategoria} (${c.categoriaID})`).join(', ');
      throw new MoveError(`the category carousel shows no "${value}"; it shows: ${shown}`);
    }
    await conversation.complete('ok', { echo: card.nome, input: card.categoriaID });
  },

  async planCarousel(conversation, value) {
    // The final card's button, as the visitor reads it (flows/ui.yaml, or the variant's override).
    const simulateAgainLabel = conversation.context.copy(LABEL_SIMULATE_AGAIN);
    if (String(value).toUpperCase() === simulateAgainLabel.toUpperCase()) return simulateAgain(conversation);
    // "2" is the second card with its first plan type; "2 Paga Metade" names the type, as the card shows it.
    const offers = conversation.state.peek().catalogue.ofertas;
    const [, position, typeName] = /^(\d+)(?:\s+(.+))?$/.exec(String(value).trim()) ?? [];
    const offer = position ? offers[Number(position) - 1] : undefined;
    if (!offer)
      throw new MoveError(
        `the plan carousel has ${offers.length} offer(s): choose 1 to ${offers.length} (then a plan type, e.g. "1 Paga Metade") or ${simulateAgainLabel}, not "${value}"`,
      );
    const plan = typeName === undefined ? offer.planosTipos[0] : offer.planosTipos.find((p) => p.name.toLowerCase() === typeName.trim().toLowerCase());
    if (!plan) throw new MoveError(`offer ${position} has the plan types ${offer.planosTipos.map((p) => p.name).join(', ')}, not "${typeName}"`);
    await continueWithPlan(conversation, offer, plan);
  },

  async cardPaymentModal(conversation, value) {
    if (value === 'back') return conversation.complete('back');
    // The card request got no answer (it never reached the sandbox): the flow asks for the status.
    if (value === 'unconfirmed') return conversation.complete('unconfirmed');
    const numero = CARD_FOR[String(value)];
    if (!numero) throw new MoveError(`the card modal takes approved, pending, pendingValidation, refused, unconfirmed or back, not "${value}"`);
    const form = { nome: 'JOANA C SOUZA', numero, validade: '12/2030', cvv: '731', cpfCnpj: '111.444.777-35', parcelas: '3' };
    const outcome = await payWithCard(form, conversation.context);
    await conversation.complete(outcome);
  },

  pixCopyCode: (conversation, value) => copyMove(conversation, 'pix', value),
  boletoCopyCode: (conversation, value) => copyMove(conversation, 'boleto', value),
};

async function copyMove(conversation: Conversation, kind: 'pix' | 'boleto', value: string | number): Promise<void> {
  if (value !== 'copied' && value !== 'failed') throw new MoveError(`a copy button takes copied or failed, not "${value}"`);
  await copyPaymentCode(conversation, kind, () => Promise.resolve(value === 'copied'));
}

export async function chooseIn(conversation: Conversation, component: string, value: string | number): Promise<void> {
  const move = MOVES[component];
  if (move) return move(conversation, value);
  await conversation.complete(String(value));
}
