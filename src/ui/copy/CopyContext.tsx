// Hands the interface copy to every component without threading it through props. The page wraps
// itself in a provider with its variant's copy (the conversation's, or the 404 page's); the
// default is the flow's own copy, which is what a component rendered on its own in a test shows.
import { createContext, useContext, type ReactNode } from 'react';
import flow from 'virtual:flow';
import { uiCopy, type UiCopy } from '../../engine/uiCopy.ts';

const CopyContext = createContext<UiCopy>(uiCopy(flow.ui ?? {}));

// Development: a content save updates virtual:flow in place (src/main.tsx re-enters the chat with
// the provider's new copy); this default only serves components rendered without a provider, so
// the update stops here instead of reloading the page through this module's importers.
if (import.meta.hot) import.meta.hot.accept('virtual:flow', () => {});

export function CopyProvider({ copy, children }: { copy: UiCopy; children: ReactNode }) {
  return <CopyContext.Provider value={copy}>{children}</CopyContext.Provider>;
}

export function useCopy(): UiCopy {
  return useContext(CopyContext);
}
