// Shared rendering helpers for the UI tests.
import { cleanup, render } from '@testing-library/react';
import { afterEach } from 'vitest';
import { ChatScreen } from '../../../src/ui/ChatScreen.tsx';
import { createFakeConversation, type FakeOptions } from './fakeConversation.ts';
import { InputBar } from '../../../src/ui/InputBarSlot.tsx';
import { MessageComponent } from '../../../src/ui/MessageComponentSlot.tsx';

// As on the page, where they are fetched while the visitor reads the greeting (prefetchFirstClick.ts).
await Promise.all([InputBar.preload(), MessageComponent.preload()]);

// vitest runs without globals, so testing-library cannot register its own cleanup.
afterEach(() => cleanup());

export function renderChat(options: FakeOptions = {}) {
  const conversation = createFakeConversation(options);
  const result = render(<ChatScreen conversation={conversation} />);
  return { conversation, ...result };
}
