// The editor studio (development only, served at /studio/ by studio/server/vitePluginStudio.ts):
// one React app, client-side routes, one lazy chunk per view.
import './studio.css';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { StudioDataProvider } from './useStudioData.tsx';
import { Shell } from './Shell.tsx';
import { lazyComponent } from '../../src/ui/components/lazyComponent.ts';

// One chunk per view. The one the address names loads before the first render, alongside the
// data, so it renders without suspending (the first view's load is a budget in npm run bench).
const Overview = lazyComponent(() => import('./views/Overview.tsx'));
const FlowMap = lazyComponent(() => import('./views/FlowMap.tsx'));
const PhaseOverview = lazyComponent(() => import('./views/PhaseOverview.tsx'));
const StepInspector = lazyComponent(() => import('./views/StepInspector.tsx'));
const VariantView = lazyComponent(() => import('./views/VariantView.tsx'));
const Preview = lazyComponent(() => import('./views/Preview.tsx'));
const CopyDeck = lazyComponent(() => import('./views/CopyDeck.tsx'));
const NewPartner = lazyComponent(() => import('./views/NewPartner.tsx'));
const viewsBySegment: Record<string, { preload(): Promise<void> }> = {
  '': Overview,
  flow: FlowMap,
  step: StepInspector,
  variant: VariantView,
  preview: Preview,
  copy: CopyDeck,
  partner: NewPartner,
};
const firstSegment = location.pathname.replace(/^\/studio\/?/, '').split('/')[0];
await viewsBySegment[firstSegment]?.preload().catch(() => undefined); // a failed load suspends and retries at render

// A content save makes the flows plugin send a page-wide reload for the chat; the studio takes
// its data over its own event instead, so it stays where it is. Reloads with a path (dependency
// re-optimisation sends "*") still happen.
import.meta.hot?.on('vite:beforeFullReload', (payload: { path?: string }) => {
  if (payload.path === undefined) payload.path = '/__studio-keeps-its-page.html';
});

createRoot(document.getElementById('studio-root')!).render(
  <StrictMode>
    <StudioDataProvider>
      <BrowserRouter basename="/studio">
        <Shell>
          <Suspense fallback={<p className="studio-loading">Loading…</p>}>
            <Routes>
              <Route index element={<Overview />} />
              <Route path="flow" element={<PhaseOverview />} />
              <Route path="flow/all" element={<FlowMap />} />
              <Route path="flow/:file" element={<FlowMap />} />
              <Route path="step/:id" element={<StepInspector />} />
              <Route path="variant/:name" element={<VariantView />} />
              <Route path="preview/:variant/:step" element={<Preview />} />
              <Route path="copy" element={<CopyDeck />} />
              <Route path="partner/new" element={<NewPartner />} />
              <Route path="*" element={<p>No such studio page.</p>} />
            </Routes>
          </Suspense>
        </Shell>
      </BrowserRouter>
    </StudioDataProvider>
  </StrictMode>,
);
