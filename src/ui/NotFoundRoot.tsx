// The 404 page's React tree, one definition for both sides: the build renders it to HTML with the
// page itself (scripts/prerender/), and the browser hydrates that HTML with the page as a lazy
// chunk (src/main.tsx). Any difference between the two trees would make React render it again.
import { StrictMode, Suspense, type ComponentType } from 'react';
import type { ResolvedVariant } from '../contracts/content.ts';
import type { UiCopy } from '../engine/uiCopy.ts';
import { CopyProvider } from './copy/CopyContext.tsx';

export function NotFoundRoot({ Page, variant, copy }: { Page: ComponentType<{ variant: ResolvedVariant }>; variant: ResolvedVariant; copy: UiCopy }) {
  return (
    <StrictMode>
      <CopyProvider copy={copy}>
        <Suspense>
          <Page variant={variant} />
        </Suspense>
      </CopyProvider>
    </StrictMode>
  );
}
