// The editor studio (development only, served at /studio/ by scripts/vite-plugin-studio.ts):
// one React app, client-side routes, one lazy chunk per view.
import './studio.css';
import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { StudioDataProvider } from './useStudioData.tsx';
import { Shell } from './Shell.tsx';

const Overview = lazy(() => import('./views/Overview.tsx'));
const FlowMap = lazy(() => import('./views/FlowMap.tsx'));
const StepInspector = lazy(() => import('./views/StepInspector.tsx'));
const VariantView = lazy(() => import('./views/VariantView.tsx'));
const Preview = lazy(() => import('./views/Preview.tsx'));
const CopyDeck = lazy(() => import('./views/CopyDeck.tsx'));
const NewPartner = lazy(() => import('./views/NewPartner.tsx'));

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
              <Route path="flow" element={<FlowMap />} />
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
