// The card frame inside a draft's preview (issue 24 item 2): the visitors' card form (src/cardFrame's
// CardFrameApp), in a document the studio serves beside the preview's (…/<token>/cartao/, under a
// policy of its own: ../document.ts). What differs from src/cardFrame/main.tsx is where it stands:
// the preview frame is sandboxed, so both documents are opaque origins and every message between
// them says "null" as its origin. Messages are checked by their window (the parent's, one only)
// and sent to "*": nothing in a preview is a real card or a real payment, and the frame's one
// request goes to the preview sandbox (the link's token as its key, read from this document).
import '../../../../src/ui/styles/base.css';
import '../../../../src/ui/styles/payment.css';
import '../../../../src/cardFrame/frame.css';
import { createRoot } from 'react-dom/client';
import { createApiClient } from '../../../../src/api/client.ts';
import { ApiError } from '../../../../src/api/errors.ts';
import { CardFrameApp } from '../../../../src/cardFrame/CardFrameApp.tsx';
import { CARD_FRAME_CHANNEL, type FrameToPage, readPageMessage } from '../../../../src/cardFrame/protocol.ts';
import { loadImask } from '../../../../src/ui/loadImask.ts';

const root = document.getElementById('card-frame');

if (root && window.parent !== window) {
  const post = (message: FrameToPage) => window.parent.postMessage(message, '*');
  let started = false;
  window.addEventListener('message', (event) => {
    if (started || event.source !== window.parent) return;
    const message = readPageMessage(event.data);
    if (!message) return;
    started = true;
    const { init } = message;
    for (const [name, value] of Object.entries(init.theme)) if (name.startsWith('--color-')) document.documentElement.style.setProperty(name, value);
    const api = createApiClient({ baseUrl: root.dataset.api, appKey: root.dataset.key });
    void loadImask().finally(() => {
      createRoot(root).render(<CardFrameApp init={init} post={post} api={api} apiError={ApiError} />);
    });
  });
  post({ channel: CARD_FRAME_CHANNEL, type: 'ready' });
}
