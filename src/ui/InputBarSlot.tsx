// Where the chat puts its input bar. The working bar (InputBar.tsx: masks, submit) is a lazy chunk:
// the first screen only waits for a button, so it loads after the first paint (prefetchFirstClick)
// and, until it is here, the same markup stands in, disabled, so nothing typed could be lost when
// it swaps in. On a prerendered page React leaves the bar's HTML as it is until then.
import { Suspense, memo } from 'react';
import type { Conversation } from '../engine/types.ts';
import { InputBarView } from './InputBarView.tsx';
import { lazyComponent } from './components/lazyComponent.ts';

export const InputBar = lazyComponent<{ conversation: Conversation }>(() => import('./InputBar.tsx').then((m) => ({ default: m.InputBar })));

// Memo: the chat re-renders on every message, and an update reaching the bar's Suspense boundary
// before it has hydrated would make React drop the prerendered HTML and render it again.
export const InputBarSlot = memo(function InputBarSlot({ conversation }: { conversation: Conversation }) {
  return (
    <Suspense fallback={<InputBarView input={null} disabled />}>
      <InputBar conversation={conversation} />
    </Suspense>
  );
});
