// "Record a test": watches the chat in the preview frame (same origin) and writes what happened as
// a conversation test (flows/tests/*.yaml, schemas/conversation-test.schema.json): each step the
// bot spoke at as `said:` (whatever its words become, so a copy edit keeps the test green), the
// amounts of money it named as `bot:` (a price is what must not change), the options shown as
// `at:` the step, each click as `click:`, each sent input as `type:`, and each completed component
// (carousels, card modal, copy buttons) as `choose:`, in the values componentMoves.ts replays.
import { Document as YamlDocument, isMap, isScalar, visit } from 'yaml';
import { COMPONENT_COMPLETED, type ComponentCompletedDetail } from '../../../../src/ui/components/announceCompletion.ts';
import { asTyped } from '../../../../scripts/conversation-tests/visitorText.ts';

export type ChooseMove = { component: string; value: string | number };
export type RecordedItem = { said: string } | { bot: string } | { at: string } | { click: string } | { type: string } | { choose: ChooseMove };

/** A component's completion as the `choose:` move that replays it. */
export function chooseMove(done: ComponentCompletedDetail): ChooseMove {
  const { component, outcome, payload, state } = done;
  if (component === 'categoryCarousel') {
    const card = state.catalogue?.categorias?.find((c) => c.categoriaID === payload.input);
    return { component, value: card?.produtoCategoria ?? String(payload.input ?? outcome) };
  }
  if (component === 'planCarousel') {
    // SIMULAR NOVAMENTE replays by its label; CONTINUAR by the offer's position (1 = first card),
    // followed by the plan type's name when it is not the card's first ("2 Paga Metade").
    if (outcome !== 'ok') return { component, value: payload.echo ?? outcome };
    const offers = state.catalogue?.ofertas ?? [];
    const position = offers.findIndex((offer) => offer.planosTipos.some((plan) => plan.planoID === payload.input)) + 1;
    if (position === 0) return { component, value: String(payload.input) };
    const types = offers[position - 1].planosTipos;
    const chosen = types.findIndex((plan) => plan.planoID === payload.input);
    return { component, value: chosen > 0 ? `${position} ${types[chosen].name}` : position };
  }
  // The card modal's result (approved, refused, back …) and the copy buttons' copied / failed.
  return { component, value: outcome };
}

/** Starts watching `doc`; calls `onItem` in the order things happen. Returns a stop function. */
export function recordChat(doc: Document, onItem: (item: RecordedItem) => void): () => void {
  const seen = new WeakSet<Element>();
  // A step that speaks in several bubbles is one `said:` until the visitor's next move.
  let spokeSinceMove = new Set<string>();
  const scan = () => {
    for (const bubble of doc.querySelectorAll('.bubble--bot:not(.bubble--typing)')) {
      if (seen.has(bubble)) continue;
      const text = (bubble as HTMLElement).innerText.trim();
      if (!text) continue;
      seen.add(bubble);
      for (const item of botItems(bubble.closest('[data-step]')?.getAttribute('data-step') ?? undefined, text, spokeSinceMove)) onItem(item);
    }
  };
  const moved = (item: RecordedItem) => {
    spokeSinceMove = new Set();
    onItem(item);
  };
  const observer = new MutationObserver(scan);
  observer.observe(doc.body, { childList: true, subtree: true, characterData: true });
  scan();
  const onClick = (event: Event) => {
    const option = (event.target as Element | null)?.closest?.('.option');
    if (!option) return;
    const step = option.closest('[data-step]')?.getAttribute('data-step');
    if (step) onItem({ at: step });
    moved({ click: option.querySelector('.option__label')?.textContent?.trim() ?? option.textContent?.trim() ?? '' });
  };
  // An answer is sent with the send button (a form submit) or with ENTER, which the chat handles on
  // the field itself (no submit event): both are recorded, the card modal's form excepted (choose).
  const sent = (field: HTMLInputElement | HTMLTextAreaElement | null) => {
    if (field?.value && field.closest('.input-bar')) moved({ type: field.value });
  };
  const onSubmit = (event: Event) => sent((event.target as Element).querySelector?.('input, textarea') ?? null);
  const onKeyDown = (event: Event) => {
    const key = event as KeyboardEvent;
    if (key.key !== 'Enter' || key.isComposing) return;
    const target = key.target as Element | null;
    if (target?.matches?.('input, textarea')) sent(target as HTMLInputElement);
  };
  const onCompleted = (event: Event) => {
    const done = (event as CustomEvent<ComponentCompletedDetail>).detail;
    onItem({ at: done.step });
    moved({ choose: chooseMove(done) });
  };
  doc.addEventListener(COMPONENT_COMPLETED, onCompleted);
  // Capture phase: the chat handles (and may clear) the input before a bubbling listener runs.
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('submit', onSubmit, true);
  doc.addEventListener('keydown', onKeyDown, true);
  return () => {
    doc.removeEventListener('keydown', onKeyDown, true);
    observer.disconnect();
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('submit', onSubmit, true);
    doc.removeEventListener(COMPONENT_COMPLETED, onCompleted);
  };
}

/** What a bot bubble adds to the test: `said:` its step (once per move), then each amount of money
 * it names as an exact `bot:` check; a bubble with no step (a notice) is kept word for word. */
export function botItems(step: string | undefined, text: string, spoke: Set<string>): RecordedItem[] {
  if (step === undefined) return [{ bot: asTestText(text.split('\n')[0]) }];
  const items: RecordedItem[] = [];
  if (!spoke.has(step)) {
    spoke.add(step);
    items.push({ said: step });
  }
  for (const amount of asTestText(text).match(MONEY) ?? []) items.push({ bot: amount });
  return items;
}

/** "R$ 1.255,00", as asTestText leaves it (plain spaces). */
const MONEY = /R\$ ?\d{1,3}(?:\.\d{3})*,\d{2}/g;

/** A bubble's line as the test runner reads bot texts: money's no-break spaces ("R$\u00a050.000,00", kept by innerText) as the plain ones editors type. */
export const asTestText = (line: string): string => asTyped(line).trim();

/** The recorded items as a test file; `route` is left out for the main variant (the default). */
export function conversationTestYaml(name: string, route: string, items: readonly RecordedItem[]): string {
  const test = route === '/' ? { steps: items } : { route, steps: items };
  // `choose:` moves in flow style, as hand-written tests have them: - choose: { component: …, value: … }
  const doc = new YamlDocument({ tests: { [name]: test } });
  visit(doc, {
    Pair(_, pair) {
      if (isScalar(pair.key) && pair.key.value === 'choose' && isMap(pair.value)) pair.value.flow = true;
    },
  });
  return `# yaml-language-server: $schema=../../schemas/conversation-test.schema.json\n${doc.toString({ lineWidth: 0 })}`;
}
