// "Record a test": watches the chat in the preview frame (same origin) and writes what happened as
// a conversation test (flows/tests/*.yaml, schemas/conversation-test.schema.json): the bot's texts
// as `bot:` checks, the options shown as `at:` the step, each click as `click:`, each sent input as `type:`.
import { stringify } from 'yaml';

export type RecordedItem = { bot: string } | { at: string } | { click: string } | { type: string };

/** Starts watching `doc`; calls `onItem` in the order things happen. Returns a stop function. */
export function recordChat(doc: Document, onItem: (item: RecordedItem) => void): () => void {
  const seen = new WeakSet<Element>();
  const scan = () => {
    for (const bubble of doc.querySelectorAll('.bubble--bot:not(.bubble--typing)')) {
      if (seen.has(bubble)) continue;
      const text = (bubble as HTMLElement).innerText.trim();
      if (!text) continue;
      seen.add(bubble);
      onItem({ bot: text.split('\n')[0].trim() });
    }
  };
  const observer = new MutationObserver(scan);
  observer.observe(doc.body, { childList: true, subtree: true, characterData: true });
  scan();
  const onClick = (event: Event) => {
    const option = (event.target as Element | null)?.closest?.('.option');
    if (!option) return;
    const step = option.closest('[data-step]')?.getAttribute('data-step');
    if (step) onItem({ at: step });
    onItem({ click: option.querySelector('.option__label')?.textContent?.trim() ?? option.textContent?.trim() ?? '' });
  };
  const onSubmit = (event: Event) => {
    const input = (event.target as Element).querySelector('input, textarea') as HTMLInputElement | null;
    if (input?.value) onItem({ type: input.value });
  };
  // Capture phase: the chat handles (and may clear) the input before a bubbling listener runs.
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('submit', onSubmit, true);
  return () => {
    observer.disconnect();
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('submit', onSubmit, true);
  };
}

/** The recorded items as a test file; `route` is left out for the main variant (the default). */
export function conversationTestYaml(name: string, route: string, items: readonly RecordedItem[]): string {
  const test = route === '/' ? { steps: items } : { route, steps: items };
  return `# yaml-language-server: $schema=../../schemas/conversation-test.schema.json\n${stringify({ tests: { [name]: test } }, { lineWidth: 0 })}`;
}
