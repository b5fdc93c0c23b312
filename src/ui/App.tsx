// The page: header and chat for one conversation, with the variant's colours, title and meta tags.
// src/main.tsx picks the variant (or the 404 page) before this renders.
import { Suspense, memo, useLayoutEffect } from 'react';
import type { ResolvedVariant } from '../contracts/content.ts';
import type { Conversation } from '../engine/types.ts';
import { ChatScreen } from './ChatScreen.tsx';
import { Header } from './Header.tsx';
import { setMeta } from './setMeta.ts';
import { applyTheme } from './theme.ts';
import { CopyProvider, useCopy } from './copy/CopyContext.tsx';

export function App({ conversation }: { conversation: Conversation }) {
  const { variant } = conversation;
  useLayoutEffect(() => {
    applyTheme(document.documentElement, variant.theme);
    if (variant.title) document.title = variant.title;
    if (variant.description) setMeta(document, 'description', variant.description);
    if (variant.robots) setMeta(document, 'robots', variant.robots);
  }, [variant]);

  return (
    <CopyProvider copy={conversation.context.copy}>
      <div className="app">
        <PageTop variant={variant} />
        <ChatScreen conversation={conversation} />
      </div>
    </CopyProvider>
  );
}

/** The skip link and the header answer no first tap: in a Suspense boundary of their own, React
 * takes them over after the chat (at idle priority), so SIMULAR AGORA answers sooner (issue 29).
 * Memo: an update reaching the boundary before then would make React drop their HTML and render
 * them again. */
const PageTop = memo(function PageTop({ variant }: { variant: ResolvedVariant }) {
  return (
    <Suspense fallback={null}>
      <SkipLink />
      <Header variant={variant} />
    </Suspense>
  );
});

function SkipLink() {
  const copy = useCopy();
  return (
    <a className="skip-link" href="#conteudo">
      {copy('skipToChat')}
    </a>
  );
}
