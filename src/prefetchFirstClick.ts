// What the first click needs, fetched while the visitor reads the greeting: after SIMULAR AGORA the
// bot calls the API (client chunk), runs the lead phase's loadCategories (its chunk) and shows the
// category carousel (the component renderer's chunk, the carousel's and Swiper's). Loaded one
// after another on the click, they took about a second on a slow phone connection; fetched here,
// the click waits only for the API. The input bar's chunk comes too: the next question is typed.
import type { Conversation } from './engine/types.ts';
import { effect } from '@preact/signals-core';
import { InputBar } from './ui/InputBarSlot.tsx';
import { MessageComponent } from './ui/MessageComponentSlot.tsx';

const FIRST_CLICK_CHUNKS = [
  () => import('./actions/loadApi.ts').then((m) => m.loadApi()),
  () => import('./actions/lead/phase.ts'),
  () => MessageComponent.preload(),
  () => import('./ui/components/lead/index.ts').then((m) => m.leadComponents.categoryCarousel.preload()),
  () => InputBar.preload(),
];

/** Once the first bubble shows and the browser is idle: the rest of the flow and plug-ins, then the chunks above. */
export function prefetchAfterFirstBubble(conversation: Conversation, idle: (run: () => void) => void): void {
  const stop = effect(() => {
    if (conversation.messages.value.length === 0) return;
    queueMicrotask(() => stop());
    idle(() => {
      void conversation.preload();
      // A failed prefetch costs nothing: the click loads the chunk again.
      for (const load of FIRST_CLICK_CHUNKS) load().catch(() => {});
    });
  });
}
