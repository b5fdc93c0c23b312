// Browser entry: the first screen's CSS (each later step's, carousels, plans, payment, comes with
// the chunk that renders it), the compiled flow (virtual module from the flows Vite plugin), the
// variants this page carries in its HTML, the variant this address shows (or the 404 page), its conversation and analytics.
//
// Routing: every route is a full page load from a partner's link and nothing navigates inside the
// app, so the route table built from the variant files is matched by the pure resolveVariant
// before React renders. react-router is not shipped: as packaged (one module, top-level contexts)
// even its matchRoutes adds 11 K gzip to the first load, its <BrowserRouter>/<Routes> 13 K.
import './ui/styles/base.css';
import './ui/styles/header.css';
import './ui/styles/chat.css';
import './ui/styles/variants.css';
import './ui/styles/resume.css';
import { StrictMode, lazy, startTransition, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import flow from 'virtual:flow';
import type { ConversationOptions, LazyConversationOptions } from './engine/createConversation.ts';
import { createLazyConversation } from './engine/createLazyConversation.ts';
import type { Conversation } from './engine/types.ts';
import type { ResolvedVariant } from './contracts/content.ts';
import { firstScreenBindings } from './plugins/firstScreen.ts';
import { deferredAnalytics } from './analytics/deferredAnalytics.ts';
import { pushPageContext } from './analytics/pageContext.ts';
import { stepEvents } from './analytics/stepEvents.ts';
import { embeddedVariants } from './variants/embeddedVariants.ts';
import { resolveVariant } from './variants/resolveVariant.ts';
import { App } from './ui/App.tsx';
import { PRERENDERED_NOT_FOUND, prerenderedSteps } from './ui/prerendered.ts';
import { NotFoundRoot } from './ui/NotFoundRoot.tsx';
import { uiCopy } from './engine/uiCopy.ts';
import { hasSavedConversation } from './session/savedConversation.ts';
import { RESUMING_ATTRIBUTE } from './contracts/earlyChoice.ts';
import { createTakeover, whenIdle } from './afterTakeover.ts';

// Only a mistyped or retired link needs it, so it stays out of the first load; its words come
// with the rest of the flow.
const NotFound = lazy(() => Promise.all([import('./ui/NotFound.tsx'), flow.load?.()]).then(([m]) => ({ default: m.NotFound })));

/** How long a saved conversation may take to come back before the page shows whatever it has
 * (declared before the top-level code below runs: it is read when the chat starts). */
const RESUME_PATIENCE_MS = 5000;

const storage = storageOrNull('localStorage');
// Only this page's variants ship, in its HTML (scripts/vite-plugin-routes.ts), not all partners.
const variants = embeddedVariants(document);
const container = document.getElementById('root')!;
const { afterTakeover, tookOver } = createTakeover();
// Evaluating the bundle is one long task on a slow phone: the page's variant is resolved and the
// chat started in the next task, so that neither holds the main thread as long (issue 29).
setTimeout(startPage);

function startPage(): void {
  const resolution = resolveVariant({ variants, path: location.pathname, host: location.hostname, query: location.search, storage });
  // Stale service workers go, a link's referral code is remembered: only later loads see it, so it
  // waits until the app has taken the page over and the browser is idle.
  afterTakeover(() => void import('./forLaterVisits.ts').then((m) => m.forLaterVisits(resolution, storage)));
  if (resolution.status === 'found') return startChat(withTestTypingDelay(resolution.variant));
  const page = <NotFoundRoot Page={NotFound} variant={variants.main} copy={uiCopy(flow.ui ?? {}, variants.main.ui)} />;
  tookOver(); // no first tap to wait for
  // The 404 file already shows the page (rendered at build time): React takes it over once its
  // chunk is here. A route's page whose variant may not show on this host gets it rendered over.
  if (container.hasAttribute(PRERENDERED_NOT_FOUND)) hydrateRoot(container, page);
  else createRoot(container).render(page);
}

// Development only (Vite drops the block from a build): a content save is a hot update that keeps
// the chat where it was (src/preview/devChat.ts) instead of reloading to the greeting.
if (import.meta.hot) {
  // Variant saves reach the chat through src/preview/devChat.ts, which loads the variants module.
  import.meta.hot.accept('virtual:flow', (newFlow) => {
    void import('./preview/devChat.ts').then((dev) => dev.contentUpdated(newFlow?.default, undefined));
  });
}

function startChat(variant: ResolvedVariant): void {
  const host = window as Window & { dataLayer?: unknown[] };
  const dataLayer = pushPageContext(variant, host);
  // Events wait for the adapter, which never competes with the first screen (nor does the tag
  // manager, whose failure changes nothing).
  const analytics = deferredAnalytics();
  afterTakeover(
    () =>
      void import('./analytics/afterFirstScreen.ts').then(({ createDataLayerAnalytics, loadTagManager }) => {
        analytics.attach(createDataLayerAnalytics({ variant, host }));
        void loadTagManager(variant.gtmId, { document, dataLayer });
      }),
  );
  const loadBindings = () => import('./plugins/index.ts').then((m) => m.bindings);
  const options: LazyConversationOptions = {
    flow,
    variant,
    // The first screen's registries now; the rest with the rest of the flow, once the first bubble
    // shows (prefetchAfterFirstBubble, below).
    ...firstScreenBindings,
    loadBindings,
    loadRestOnStart: false,
    analytics,
    onStepEnter: stepEvents(analytics),
    // Called synchronously inside the click that chose the option, so popup blockers let it through.
    openUrl: (url) => window.open(url, '_blank', 'noopener,noreferrer'),
  };
  let shown = 0;
  let root: Root | undefined;
  const resume = { decided: false };
  // A new key per conversation: a development content update swaps it, and no view keeps old state.
  const app = (conversation: Conversation) => {
    const page = (
      <RevealOnCommit after={resume}>
        <App key={++shown} conversation={conversation} />
      </RevealOnCommit>
    );
    // Strict mode checks in development only: a build has no use for the wrapper's bytes.
    return import.meta.env.DEV ? <StrictMode>{page}</StrictMode> : page;
  };
  const render = (conversation: Conversation) => (root ??= createRoot(container)).render(app(conversation));
  if (import.meta.env.DEV) {
    // Opens at ?step=…&fixture=… and follows content saves; a production build has no trace of it.
    // Fixtures replay any action at once, so development starts with every registry.
    void Promise.all([import('./preview/devChat.ts'), loadBindings()]).then(([dev, all]) => {
      const full: ConversationOptions = { ...options, ...all };
      dev.startDevChat({ options: full, render, search: location.search, variantFrom: (updated) => sameVariant(updated, storage) });
    });
  } else {
    // The page's HTML already shows the first bubbles (prerendered): they speak without the typing
    // pause, and React takes over that markup (hydrates) once the conversation shows the same.
    const onPage = prerenderedSteps(container, variant, variants);
    const conversation = createLazyConversation({ ...options, shownOnPage: onPage });
    if (onPage.length === 0) render(conversation);
    const started = startOrResumeSaved(conversation, variant);
    // The first screen's steps only speak (no timer, no network when shown on the page): one task
    // later the conversation waits at the first question, showing what the page painted.
    // The page's neutral resuming state (issue 26 item 3) ends once the conversation is resumed (or
    // started afresh) and React has put it on screen: at the commit that takes the page over, or,
    // already rendered, two frames later. Should resuming never settle, it is not left blank.
    void started.then(() => {
      resume.decided = true;
      if (onPage.length > 0) setTimeout(() => mountOver(conversation, onPage));
      else requestAnimationFrame(() => requestAnimationFrame(revealPage));
    });
    setTimeout(revealPage, RESUME_PATIENCE_MS);
    // The first click's chain loads once the page is the app's and the first bubble shows; the code
    // that fetches it serves no first-screen need, so it comes then too.
    afterTakeover(() => void import('./prefetchFirstClick.ts').then((m) => m.prefetchAfterFirstBubble(conversation, whenIdle)));
  }
  /** Hydrates the prerendered markup when the conversation shows exactly it, else renders over it.
   * As a transition, React hydrates in slices of a few milliseconds instead of one long task, so
   * the page answers input meanwhile (a tap on SIMULAR AGORA is kept by the page's early script). */
  function mountOver(conversation: Conversation, onPage: readonly string[]): void {
    const steps = conversation.messages.peek().map((m) => m.step);
    if (steps.join(' ') !== onPage.join(' ') || conversation.pending.peek() === null) return render(conversation);
    startTransition(() => {
      root = hydrateRoot(container, app(conversation));
    });
  }
}

/**
 * A reload resumes where the visitor was (sessionStorage, this tab only, 30 minutes idle). The code
 * that resumes and saves comes first only when there is a conversation to resume; otherwise the
 * chat starts at once and saving begins when the page is idle (the first screen has nothing to
 * save yet: saving starts from the point the conversation is then at).
 */
function startOrResumeSaved(conversation: Conversation, variant: ResolvedVariant): Promise<unknown> {
  const session = storageOrNull('sessionStorage');
  const persistence = () => import('./session/persistConversation.ts').then((m) => m.persistInSession(session, variant.name));
  if (hasSavedConversation(session)) {
    // Resuming needs that chunk; if it cannot arrive, the visitor still gets a chat, from the start.
    return persistence().then(
      (p) => p.startOrResume(conversation),
      () => void conversation.start(),
    );
  }
  void conversation.start();
  afterTakeover(() => void persistence().then((p) => p.keepSaved(conversation)));
  return Promise.resolve();
}

/** The app has decided (resumed, or started afresh): the page's neutral resuming state ends (issue 26 item 3). */
function revealPage(): void {
  document.documentElement.removeAttribute(RESUMING_ATTRIBUTE);
}

/** Ends the resuming state at a commit made once resuming is decided, not before: a render is
 * asynchronous, and the prerendered start screen (or a conversation not yet resumed) would show. */
function RevealOnCommit({ after, children }: { after: { decided: boolean }; children: ReactNode }) {
  useLayoutEffect(() => {
    if (after.decided) revealPage();
  });
  useEffect(tookOver, []);
  return children;
}

/** This page's variant among updated variant files (development content updates). */
function sameVariant(updated: typeof variants, storage: Storage | null): ResolvedVariant | undefined {
  const found = resolveVariant({ variants: updated, path: location.pathname, host: location.hostname, query: location.search, storage });
  return found.status === 'found' ? withTestTypingDelay(found.variant) : undefined;
}

/** Browser tests shorten the typing delay by setting `window.__CHAT_FAKE_LOAD__` before the app loads. */
function withTestTypingDelay<T extends { fakeLoad: number }>(v: T): T {
  const override = (window as { __CHAT_FAKE_LOAD__?: unknown }).__CHAT_FAKE_LOAD__;
  return typeof override === 'number' ? { ...v, fakeLoad: override } : v;
}

/** Reading either storage throws where the browser refuses it (sandboxed frames, some private modes). */
function storageOrNull(name: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[name];
  } catch {
    return null;
  }
}
