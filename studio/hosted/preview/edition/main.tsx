// The preview edition's entry: the real chat, with one difference from src/main.tsx — the content
// is not compiled into the bundle but fetched at start from the studio, for one draft at one commit
// (conteudo.json beside this document). It opens at ?parceiro=…&etapa=…&situacao=… through the
// same development chat the local studio previews with (src/preview/devChat.ts). Analytics and the
// tag manager are never wired: a preview must not count as a visit (HOSTED-STUDIO.md, "Previews are
// not the studio"). The studio builds this once per version of the code (../editionBuild.ts); the
// visitors' build never imports it.
import '../../../../src/ui/styles/base.css';
import '../../../../src/ui/styles/header.css';
import '../../../../src/ui/styles/chat.css';
import '../../../../src/ui/styles/carousel.css';
import '../../../../src/ui/styles/lead.css';
import '../../../../src/ui/styles/plans.css';
import '../../../../src/ui/styles/variants.css';
import '../../../../src/ui/styles/payment.css';
import '../../../../src/ui/styles/resume.css';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import flow from 'virtual:flow';
import fixtures from 'virtual:flow-fixtures';
import { noAnalytics } from '../../../../src/analytics/port.ts';
import type { ConversationOptions } from '../../../../src/engine/createConversation.ts';
import type { Conversation } from '../../../../src/engine/types.ts';
import { firstScreenBindings } from '../../../../src/plugins/firstScreen.ts';
import { App } from '../../../../src/ui/App.tsx';
import { PREVIEW_MARKER, type PreviewContent } from '../contentShape.ts';
import { announcingComponents, listenForRecording } from './recordBridge.ts';

const container = document.getElementById('root')!;
// Before the chat starts, so the page's request to record arrives before the first bubble.
listenForRecording();
/** The draft's public/ folder, read from its commit beside conteudo.json (studio/hosted/preview/previewApp.ts). */
const DRAFT_PUBLIC = new URL('publico/', location.href).href;
(globalThis as { __previaImagens?: string }).__previaImagens = DRAFT_PUBLIC;

/** A root path of the site's images (/banners/x.svg) as the draft's own; any other address as it is. */
function draftImage(src: string): string {
  return src.startsWith('/') && !src.startsWith('//') ? `${DRAFT_PUBLIC}${src.slice(1)}` : src;
}

async function start(): Promise<void> {
  const answer = await fetch('conteudo.json', { credentials: 'omit' });
  if (!answer.ok) throw new Error(`conteudo.json: ${answer.status}`);
  const content = (await answer.json()) as PreviewContent;
  // The modules that import virtual:flow (the copy context's default) hold this very object.
  Object.assign(flow.ui ?? {}, content.flow.ui);
  Object.assign(flow, { ...content.flow, ui: flow.ui, load: () => Promise.resolve({}) });
  Object.assign(fixtures, content.fixtures);
  const api = await import('../../../../src/api/index.ts');
  api.setApiClient(api.createApiClient({ baseUrl: content.api.base, appKey: content.api.appKey }));
  const query = new URLSearchParams(location.search);
  const chosen = content.variants[query.get('parceiro') ?? 'main'] ?? content.variants.main;
  const variant = { ...chosen, bannerSrc: chosen.bannerSrc && draftImage(chosen.bannerSrc) };
  const [bindings, dev] = await Promise.all([import('../../../../src/plugins/index.ts').then((m) => m.bindings), import('../../../../src/preview/devChat.ts')]);
  const options: ConversationOptions = {
    flow,
    variant,
    ...firstScreenBindings,
    ...bindings,
    analytics: noAnalytics,
    // A sandboxed frame may not open windows; the link is shown in the console for the editor.
    openUrl: (url) => console.info(`[prévia] o chat abriria: ${url}`),
  };
  let root: Root | undefined;
  let shown = 0;
  const render = (conversation: Conversation) =>
    (root ??= createRoot(container)).render(
      <StrictMode>
        <App key={++shown} conversation={announcingComponents(conversation)} />
      </StrictMode>,
    );
  const search = new URLSearchParams();
  const step = query.get('etapa');
  const fixture = query.get('situacao');
  if (step) search.set('step', step);
  if (fixture) search.set('fixture', fixture);
  await dev.startDevChat({ options, render, search: `?${search}`, variantFrom: () => variant });
  document.documentElement.dataset.previa = PREVIEW_MARKER;
}

start().catch((error: unknown) => {
  container.textContent = `A prévia não pôde abrir: ${error instanceof Error ? error.message : String(error)}`;
});
