// Renders the registry component a message names. Registry entries may be React.lazy, hence
// Suspense. A lazy chunk itself, with the registry (MessageComponentSlot.tsx).
import { Suspense, memo, useMemo } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { ChatMessage, Conversation } from '../engine/types.ts';
import { components } from './components/registry.ts';
import type { AnyChatComponent } from './components/types.ts';
import { announcingCompletions } from './components/announceCompletion.ts';
import { isNewestOfItsComponent } from './isNewestOfItsComponent.ts';
import { ComponentFrame, ComponentLoading, type MessageComponentProps } from './MessageComponentSlot.tsx';

// Any outcome here: each component's own props (and declareComponent) narrow what it completes with.
const registry: Record<string, AnyChatComponent | undefined> = components;

export function MessageComponent({ name, message, conversation }: MessageComponentProps) {
  useSignals();
  const pending = conversation.pending.value;
  // Development only (the studio records completions as test moves); the same object in production.
  const seen = useMemo(
    () => (import.meta.env.DEV && typeof document !== 'undefined' ? announcingCompletions(conversation, name, document) : conversation),
    [conversation, name],
  );
  const Component = registry[name];
  // The flow checker rejects unknown names at build time; nothing sensible to show otherwise.
  if (!Component) return null;
  // Only the newest message of the waiting step's component is live: a step entered again (a
  // retry) leaves its earlier copies in the log as history.
  const active =
    pending?.kind === 'component' && pending.name === name && (!message.step || pending.step === message.step) && isNewestOfItsComponent(conversation, message);
  return (
    <ComponentFrame name={name}>
      <Suspense fallback={<ComponentLoading />}>
        <Live Component={Component} conversation={seen} message={message} active={active} />
      </Suspense>
    </ComponentFrame>
  );
}

/**
 * The component itself re-renders only when its props change (it becomes active or stops being):
 * this wrapper re-renders for every new message and pending step, and a carousel of many slides
 * re-rendered with it on every bubble of the conversation.
 */
const Live = memo(function Live({ Component, ...props }: { Component: AnyChatComponent; conversation: Conversation; message: ChatMessage; active: boolean }) {
  return <Component {...props} />;
});
