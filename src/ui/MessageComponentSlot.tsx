// Where a message shows the flow component it names (category and plan carousels, card modal, Pix
// and boleto helpers). The renderer and the component registry are a lazy chunk: no step of the
// first screen names a component, so it loads after the first paint (prefetchFirstClick.ts), and
// the loading dots stand in until it is here.
import { Suspense, type ReactNode } from 'react';
import type { ChatMessage, Conversation } from '../engine/types.ts';
import { LoadingDots } from './LoadingDots.tsx';
import { useCopy } from './copy/CopyContext.tsx';
import { lazyComponent } from './components/lazyComponent.ts';

export interface MessageComponentProps {
  name: string;
  message: ChatMessage;
  conversation: Conversation;
}

export const MessageComponent = lazyComponent<MessageComponentProps>(() => import('./MessageComponent.tsx').then((m) => ({ default: m.MessageComponent })));

export function MessageComponentSlot(props: MessageComponentProps) {
  return (
    <Suspense fallback={<ComponentFrame name={props.name} />}>
      <MessageComponent {...props} />
    </Suspense>
  );
}

/** The component's place in the log; while its code loads, the dots. */
export function ComponentFrame({ name, children }: { name: string; children?: ReactNode }) {
  return (
    <div className="msg__component" data-component={name}>
      {children ?? <ComponentLoading />}
    </div>
  );
}

export function ComponentLoading() {
  const copy = useCopy();
  return <LoadingDots size="medium" label={copy('loading')} className="msg__component-loading" />;
}
