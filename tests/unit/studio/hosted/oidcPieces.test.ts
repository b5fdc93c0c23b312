// The parts of the OIDC sign-in that need no provider: when the settings turn it on, and the page a
// browser lands on when the callback refuses it.
import { describe, expect, it, vi } from 'vitest';
import { OIDC_MESSAGES, oidcSettings } from '../../../../studio/hosted/auth/oidc.ts';
import { refusalPage } from '../../../../studio/hosted/server/oidcRoutes.ts';
import { Refusal } from '../../../../studio/hosted/store/refusal.ts';

describe('the refusal a browser lands on', () => {
  it('is a short page in Portuguese with the way back, its message escaped, under a strict CSP', () => {
    const page = refusalPage(new Refusal('forbidden', OIDC_MESSAGES.unknown('<b>x</b>@example.com')));
    expect(page.status).toBe(403);
    expect(page.text?.contentType).toBe('text/html; charset=utf-8');
    expect(page.text?.content).toContain('O e-mail &#60;b&#62;x&#60;/b&#62;@example.com ainda não tem acesso ao estúdio.');
    expect(page.text?.content).toContain('<a href="/">Voltar à página de entrada</a>');
    expect(page.headers?.['Content-Security-Policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
  });
});

describe('the settings', () => {
  it('stay off, with a warning, when one of the three is missing or the issuer is not an address', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const full = { STUDIO_OIDC_ISSUER: 'https://login.example.com', STUDIO_OIDC_CLIENT_ID: 'estudio', STUDIO_OIDC_CLIENT_SECRET: 's' };
    expect(oidcSettings({})).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
    expect(oidcSettings({ ...full, STUDIO_OIDC_CLIENT_SECRET: '' })).toBeUndefined();
    expect(oidcSettings({ ...full, STUDIO_OIDC_ISSUER: 'login sem esquema' })).toBeUndefined();
    expect(warn.mock.calls.map(([line]) => line)).toEqual([expect.stringMatching(/falta pelo menos um/), expect.stringMatching(/não é um endereço válido/)]);
    expect(oidcSettings(full)?.issuer.href).toBe('https://login.example.com/');
    warn.mockRestore();
  });
});
