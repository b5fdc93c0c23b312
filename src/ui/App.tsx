// The page: header and chat for one conversation. Routing and the 404 page wrap this later.
import { useLayoutEffect } from 'react';
import type { Conversation } from '../engine/types.ts';
import { ChatScreen } from './ChatScreen.tsx';
import { Header } from './Header.tsx';
import { applyTheme } from './theme.ts';

export function App({ conversation }: { conversation: Conversation }) {
  const { variant } = conversation;
  useLayoutEffect(() => {
    applyTheme(document.documentElement, variant.theme);
    if (variant.title) document.title = variant.title;
  }, [variant]);

  return (
    <div className="app">
      <a className="skip-link" href="#conteudo">
        Pular para a conversa
      </a>
      <Header variant={variant} />
      <ChatScreen conversation={conversation} />
    </div>
  );
}
