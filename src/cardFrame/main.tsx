// The card frame's entry (issue 28 item 8): a document of its own origin, under a policy of its
// own (docs/security-headers.md "The card frame"), where no tag manager or other third-party
// script runs. It says it is ready to the page that embeds it, takes the form's setup from that
// page only (origin and source checked), and renders the card form, which sends the one payment
// request from here: the card's number, expiry and CVV never reach the chat page.
import '../ui/styles/base.css';
import '../ui/styles/payment.css';
import './frame.css';
import { createRoot } from 'react-dom/client';
import { createApiClient } from '../api/client.ts';
import { ApiError } from '../api/errors.ts';
import { loadImask } from '../ui/loadImask.ts';
import { CardFrameApp } from './CardFrameApp.tsx';
import { parentOrigin } from './parentOrigin.ts';
import { listenForInit } from './listenForInit.ts';
import { CARD_FRAME_CHANNEL, type FrameToPage } from './protocol.ts';

const origin = parentOrigin();

if (origin !== null) {
  const post = (message: FrameToPage) => window.parent.postMessage(message, origin);
  listenForInit(window, origin, (init) => {
    for (const [name, value] of Object.entries(init.theme)) if (name.startsWith('--color-')) document.documentElement.style.setProperty(name, value);
    // The API the page uses: VITE_API_BASE, or the page's own origin when the API is served there.
    const api = createApiClient({ baseUrl: import.meta.env?.VITE_API_BASE || origin });
    // The fields mask from the first keystroke.
    void loadImask().finally(() => {
      createRoot(document.getElementById('card-frame')!).render(<CardFrameApp init={init} post={post} api={api} apiError={ApiError} />);
    });
  });
  post({ channel: CARD_FRAME_CHANNEL, type: 'ready' });
}
