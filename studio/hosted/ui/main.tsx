// The hosted studio's pages (issue 24 item 10): pt-BR, for people who are not developers. One
// router; every page but the sign-in ones needs a session. Served by `npm run studio` at /.
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ConfirmLink } from './screens/ConfirmLink.tsx';
import { DraftEditor } from './screens/DraftEditor.tsx';
import { NewPartner } from './screens/NewPartner.tsx';
import { Drafts } from './screens/Drafts.tsx';
import { Passkeys } from './screens/Passkeys.tsx';
import { Notifications } from './screens/Notifications.tsx';
import { People } from './screens/People.tsx';
import { Review } from './screens/Review.tsx';
import { Sessions } from './screens/Sessions.tsx';
import { SignIn } from './screens/SignIn.tsx';
import { RequireSession } from './session.tsx';

function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/entrar" element={<SignIn />} />
        <Route path="/entrar/link" element={<ConfirmLink kind="link" />} />
        <Route path="/entrar/convite" element={<ConfirmLink kind="convite" />} />
        <Route
          path="/"
          element={
            <RequireSession>
              <Drafts />
            </RequireSession>
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
            <RequireSession>
              <Sessions />
            </RequireSession>
          }
        />
        <Route
          path="/chaves"
          element={
            <RequireSession>
              <Passkeys />
            </RequireSession>
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
            <RequireSession>
              <People />
            </RequireSession>
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
  );
}

createRoot(document.getElementById('raiz')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
