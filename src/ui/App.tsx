// The page: header and chat for one conversation, with the variant's colours, title and meta tags.
// src/main.tsx picks the variant (or the 404 page) before this renders.
import { Suspense, useLayoutEffect } from 'react';
import type { Conversation } from '../engine/types.ts';
import { ChatScreen } from './ChatScreen.tsx';
import { Header } from './Header.tsx';
import { setMeta } from './setMeta.ts';
import { applyTheme } from './theme.ts';
import { CopyProvider } from './copy/CopyContext.tsx';

export function App({ conversation }: { conversation: Conversation }) {
  const { variant } = conversation;
  const { copy } = conversation.context;
  useLayoutEffect(() => {
    applyTheme(document.documentElement, variant.theme);
    if (variant.title) document.title = variant.title;
    if (variant.description) setMeta(document, 'description', variant.description);
    if (variant.robots) setMeta(document, 'robots', variant.robots);
  }, [variant]);

  return (
    <CopyProvider copy={copy}>
      <div className="app">
        {/* The skip link and the header answer no first tap: in a Suspense boundary of their own,
            React takes them over after the chat (at idle priority), so SIMULAR AGORA answers sooner
            (issue 29). Nothing updates them before then: App renders once per conversation. */}
        <Suspense>
          <a className="skip-link" href="#conteudo">
            {copy('skipToChat')}
          </a>
          <Header variant={variant} />
        </Suspense>
        <ChatScreen conversation={conversation} />
      </div>
    </CopyProvider>
  );
}
