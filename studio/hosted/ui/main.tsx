// The hosted studio's pages (issue 24 item 10): pt-BR, for people who are not developers. One
// router; every page but the sign-in ones needs a session. Served by `npm run studio` at /. In local
// mode (mode.tsx) the hosted-only pages lead to the folder's draft.
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ConfirmLink } from './screens/ConfirmLink.tsx';
import { DraftEditor } from './screens/DraftEditor.tsx';
import { FlowMapPage } from './map/FlowMapPage.tsx';
import { NewPartner } from './screens/NewPartner.tsx';
import { Drafts } from './screens/Drafts.tsx';
import { Passkeys } from './screens/Passkeys.tsx';
import { Notifications } from './screens/Notifications.tsx';
import { People } from './screens/People.tsx';
import { Review } from './screens/Review.tsx';
import { Sessions } from './screens/Sessions.tsx';
import { SignIn } from './screens/SignIn.tsx';
import { HostedOnly, ModeProvider } from './mode.tsx';
import { RequireSession } from './session.tsx';

function App() {
  return (
    <ModeProvider>
      <BrowserRouter>
        <Routes>
          <Route
            path="/entrar"
            element={
              <HostedOnly>
                <SignIn />
              </HostedOnly>
            }
          />
          <Route
            path="/entrar/link"
            element={
              <HostedOnly>
                <ConfirmLink kind="link" />
              </HostedOnly>
            }
          />
          <Route
            path="/entrar/convite"
            element={
              <HostedOnly>
                <ConfirmLink kind="convite" />
              </HostedOnly>
            }
          />
          <Route
            path="/"
            element={
              <HostedOnly>
                <RequireSession>
                  <Drafts />
                </RequireSession>
              </HostedOnly>
            }
          />
          <Route
            path="/rascunhos/:id"
            element={
              <RequireSession>
                <DraftEditor />
              </RequireSession>
            }
          />
          <Route
            path="/rascunhos/:id/novo-parceiro"
            element={
              <RequireSession>
                <NewPartner />
              </RequireSession>
            }
          />
          <Route
            path="/rascunhos/:id/mapa"
            element={
              <RequireSession>
                <FlowMapPage />
              </RequireSession>
            }
          />
          <Route
            path="/rascunhos/:id/revisao"
            element={
              <RequireSession>
                <Review />
              </RequireSession>
            }
          />
          <Route
            path="/sessoes"
            element={
              <HostedOnly>
                <RequireSession>
                  <Sessions />
                </RequireSession>
              </HostedOnly>
            }
          />
          <Route
            path="/chaves"
            element={
              <HostedOnly>
                <RequireSession>
                  <Passkeys />
                </RequireSession>
              </HostedOnly>
            }
          />
          <Route
            path="/avisos"
            element={
              <RequireSession>
                <Notifications />
              </RequireSession>
            }
          />
          <Route
            path="/pessoas"
            element={
              <HostedOnly>
                <RequireSession>
                  <People />
                </RequireSession>
              </HostedOnly>
            }
          />
          <Route
            path="*"
            element={
              <main>
                <h1>Página não encontrada</h1>
                <p>
                  <a href="/">Voltar aos rascunhos</a>
                </p>
              </main>
            }
          />
        </Routes>
      </BrowserRouter>
    </ModeProvider>
  );
}

createRoot(document.getElementById('raiz')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
