// The other ways into the studio, under the e-mail link: a passkey (when the browser has WebAuthn)
// and the company's sign-in (when the server has OIDC configured), one component each.
import '../passkeys.css';
import { CompanySignIn } from './CompanySignIn.tsx';
import { PasskeySignIn } from './PasskeySignIn.tsx';

export function SignInAlternatives() {
  return (
    <div className="alternatives stack">
      <PasskeySignIn />
      <CompanySignIn />
    </div>
  );
}
