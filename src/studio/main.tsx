// The editor studio (development only, served at /studio/ by scripts/vite-plugin-studio.ts):
// one React app, client-side routes, one lazy chunk per view.
import './studio.css';
import { StrictMode, Suspense, lazy, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { StudioDataProvider } from './useStudioData.tsx';
import { Shell } from './Shell.tsx';

// Each view's chunk. The one the address names is loaded before the first render, alongside the
// data, and used directly: behind lazy() it would show the Suspense fallback first, and React
// holds a revealed boundary back ~300 ms (the first view's load is a budget in npm run bench).
const views = {
  overview: () => import('./views/Overview.tsx'),
  flow: () => import('./views/FlowMap.tsx'),
  step: () => import('./views/StepInspector.tsx'),
  variant: () => import('./views/VariantView.tsx'),
  preview: () => import('./views/Preview.tsx'),
  copy: () => import('./views/CopyDeck.tsx'),
  partner: () => import('./views/NewPartner.tsx'),
};
type ViewName = keyof typeof views;
const segment = location.pathname.replace(/^\/studio\/?/, '').split('/')[0] || 'overview';
const firstView: ViewName = segment in views ? (segment as ViewName) : 'overview';
const firstModule = await views[firstView]();
const view = (name: ViewName): ComponentType => (name === firstView ? firstModule.default : lazy(views[name]));

const Overview = view('overview');
const FlowMap = view('flow');
const StepInspector = view('step');
const VariantView = view('variant');
const Preview = view('preview');
const CopyDeck = view('copy');
const NewPartner = view('partner');

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
