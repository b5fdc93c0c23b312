// Browser entry: global CSS, the compiled flow and variants (virtual modules from the flows
// Vite plugin), one conversation for the main variant, and the React root.
import './ui/styles/base.css';
import './ui/styles/header.css';
import './ui/styles/chat.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import flow from 'virtual:flow';
import variants from 'virtual:variants';
import { createConversation } from './engine/createConversation.ts';
import { actions } from './actions/index.ts';
import { guards } from './guards/index.ts';
import { validators } from './validators/index.ts';
import { App } from './ui/App.tsx';

// Routing (route/host/referral → variant) comes later; until then every path is the main variant.
const variant = withTestTypingDelay(variants.main);
const conversation = createConversation({
  flow,
  variant,
  actions,
  guards,
  validators,
  // Called synchronously inside the click that chose the option, so popup blockers let it through.
  openUrl: (url) => window.open(url, '_blank', 'noopener,noreferrer'),
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App conversation={conversation} />
  </StrictMode>,
);

void conversation.start();

/** Browser tests shorten the typing delay by setting `window.__CHAT_FAKE_LOAD__` before the app loads. */
function withTestTypingDelay<T extends { fakeLoad: number }>(v: T): T {
  const override = (window as { __CHAT_FAKE_LOAD__?: unknown }).__CHAT_FAKE_LOAD__;
  return typeof override === 'number' ? { ...v, fakeLoad: override } : v;
}
