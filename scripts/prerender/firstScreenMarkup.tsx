// The first screen of a route as HTML, rendered at build time by the same React components the
// browser mounts: header, banner, the first bubbles and their buttons. The browser paints it before
// any JavaScript runs; src/main.tsx then renders the same markup over it (no flash, no jump).
import { renderToString } from 'react-dom/server';
import { App } from '../../src/ui/App.tsx';
import { createConversation } from '../../src/engine/createConversation.ts';
import { InputBar } from '../../src/ui/InputBarSlot.tsx';
import { NotFound } from '../../src/ui/NotFound.tsx';
import { NotFoundRoot } from '../../src/ui/NotFoundRoot.tsx';
import { firstScreenBindings } from '../../src/plugins/firstScreen.ts';
import { uiCopy } from '../../src/engine/uiCopy.ts';
import { splitFirstScreen } from '../compiler/splitFirstScreen.ts';
import type { AnyBindingNames } from '../../src/engine/bindings.ts';
import type { CompiledFlow, ResolvedVariant } from '../../src/contracts/content.ts';

/** The markup inside #root once the first screen's steps have spoken, and the ids of those steps. */
export async function firstScreenMarkup(flow: CompiledFlow, variant: ResolvedVariant): Promise<{ html: string; steps: string[] }> {
  // Nothing runs: the first screen's steps only speak, and the option's action waits for a click.
  const noop = async () => ({ outcome: 'ok' });
  const { first } = splitFirstScreen(flow);
  const actions = Object.fromEntries(
    Object.values(first).flatMap((s) =>
      (s.options ?? [])
        .map((o) => o.action)
        .filter((a) => a !== undefined)
        .map((a) => [a, noop]),
    ),
  );
  const conversation = createConversation<AnyBindingNames>({
    flow: { ...flow, steps: first, load: undefined },
    variant: { ...variant, fakeLoad: 0 },
    actions,
    guards: {},
    validators: {},
    masks: {},
    components: {},
    // As the page's first load has them (src/plugins/firstScreen.ts): a first-screen text naming
    // a formatter fails the build here, before a visitor's page would.
    formatters: firstScreenBindings.formatters,
    now: () => 0,
  });
  await conversation.start();
  // The page hydrates this markup: it must be the input bar's, not its stand-in (renderToString
  // does not wait for a lazy chunk).
  await InputBar.preload();
  const steps = conversation.messages.peek().flatMap((m) => (m.sender === 'bot' && m.step ? [m.step] : []));
  // React hoists preloads for the images it renders; the page's head already has them.
  const html = renderToString(<App conversation={conversation} />).replace(/^(<link [^>]*\/>)+/, '');
  return { html, steps };
}

/** The 404 page's markup inside #root, as the browser's tree renders it (src/ui/NotFoundRoot.tsx). */
export function notFoundMarkup(flow: CompiledFlow, variant: ResolvedVariant): string {
  return renderToString(<NotFoundRoot Page={NotFound} variant={variant} copy={uiCopy(flow.ui ?? {}, variant.ui)} />).replace(/^(<link [^>]*\/>)+/, '');
}
