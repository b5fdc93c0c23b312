// The browser half of a passkey ceremony, on @simplewebauthn/browser (it turns the server's JSON
// options into WebAuthn calls and back, and names why the browser refused). Each ceremony is the
// server's options, the browser's prompt, then the answer sent back. A prompt the person closed
// is not a failure: it resolves to null and the page says so calmly, not as an error.
import { browserSupportsWebAuthn, startAuthentication, startRegistration, WebAuthnError } from '@simplewebauthn/browser';
import { api, type Person } from './api.ts';

export interface PasskeyView {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  backedUp: boolean;
  transports: string[];
}

export const passkeysSupported = () => browserSupportsWebAuthn();

/** The person closed the prompt, let it time out, or had no key for this site: no error to show. */
function cancelled(error: unknown): boolean {
  if (error instanceof WebAuthnError) return error.code === 'ERROR_CEREMONY_ABORTED' || (error.cause as Error | undefined)?.name === 'NotAllowedError';
  return error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'AbortError');
}

/** The browser's refusal in words an editor understands (the server's refusals are already so). */
function browserRefusal(error: unknown): Error {
  const code = error instanceof WebAuthnError ? error.code : '';
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')
    return new Error('Este aparelho já tem uma chave de acesso sua para o estúdio. Use a que já existe.');
  if (code === 'ERROR_INVALID_DOMAIN' || code === 'ERROR_INVALID_RP_ID')
    return new Error('O navegador não aceita chaves de acesso neste endereço do estúdio. Entre pelo link por e-mail e avise quem mantém o estúdio.');
  if (code === 'ERROR_AUTHENTICATOR_MISSING_DISCOVERABLE_CREDENTIAL_SUPPORT' || code === 'ERROR_AUTHENTICATOR_MISSING_USER_VERIFICATION_SUPPORT')
    return new Error('Este aparelho não consegue guardar uma chave de acesso. Tente o celular, outro navegador ou um gerenciador de senhas.');
  return new Error('O navegador não conseguiu usar a chave de acesso. Tente de novo ou entre pelo link por e-mail.');
}

async function prompt<T>(ceremony: () => Promise<T>): Promise<T | null> {
  try {
    return await ceremony();
  } catch (error) {
    if (cancelled(error)) return null;
    throw browserRefusal(error);
  }
}

/** Adds a passkey for the signed-in person; null when they closed the prompt. */
export async function addPasskey(name: string): Promise<PasskeyView | null> {
  const optionsJSON = await api<Parameters<typeof startRegistration>[0]['optionsJSON']>('POST', '/api/chaves/registro/opcoes');
  const response = await prompt(() => startRegistration({ optionsJSON }));
  if (!response) return null;
  const body = name.trim() ? { response, name: name.trim() } : { response };
  return (await api<{ passkey: PasskeyView }>('POST', '/api/chaves/registro', body)).passkey;
}

/** Signs in with any passkey of this site the browser offers; null when the person closed the prompt. */
export async function signInWithPasskey(): Promise<Person | null> {
  const optionsJSON = await api<Parameters<typeof startAuthentication>[0]['optionsJSON']>('POST', '/api/entrar/chave/opcoes');
  const response = await prompt(() => startAuthentication({ optionsJSON }));
  if (!response) return null;
  return (await api<{ person: Person }>('POST', '/api/entrar/chave', { response })).person;
}
