import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataLayerAnalytics, type DataLayerHost } from '../../../src/analytics/createDataLayerAnalytics.ts';
import { deferredAnalytics } from '../../../src/analytics/deferredAnalytics.ts';
import { pushPageContext } from '../../../src/analytics/pageContext.ts';
import { hashPii } from '../../../src/analytics/hashPii.ts';
import { sha256Hex } from '../../../src/analytics/sha256Hex.ts';
import type { ResolvedVariant } from '../../../src/contracts/content.ts';
import type { EventFields } from '../../../src/analytics/eventFields.ts';

const variant = {
  name: 'premmia',
  campanhaId: 629,
  compraId: 143,
  empresaId: 71,
  tipo: 1,
  fakeLoad: 0,
  tipoTabela: 'integral',
  navBar: true,
  linkWhatsApp: 'https://wa.me/5511999999999',
} satisfies ResolvedVariant;

const EMAIL = 'Maria.Silva@Exemplo.com.br';
const PHONE = '(11) 98765-4321';
const CPF = '529.982.247-25';

afterEach(() => vi.restoreAllMocks());

describe('sha256Hex', () => {
  it('gives the standard SHA-256 hex digest', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('gives nothing where Web Crypto is missing (insecure context) or fails', async () => {
    expect(await sha256Hex('abc', {} as never)).toBeUndefined();
    expect(await sha256Hex('abc', { digest: () => Promise.reject(new Error('no')) })).toBeUndefined();
  });
});

describe('hashPii', () => {
  it('hashes e-mail, phone and CPF/CNPJ after normalising how they were typed', async () => {
    const hashed = await hashPii({ email: `  ${EMAIL} `, telefone: PHONE, cpfCnpj: CPF });
    expect(hashed).toEqual({
      emailSha256: await sha256Hex('maria.silva@exemplo.com.br'),
      telefoneSha256: await sha256Hex('11987654321'),
      cpfCnpjSha256: await sha256Hex('52998224725'),
    });
  });

  it('leaves a value out rather than sending it clear when it cannot be hashed', async () => {
    expect(await hashPii({ email: EMAIL, telefone: PHONE }, {} as never)).toEqual({});
    expect(await hashPii({ email: '  ' })).toEqual({});
  });
});

describe('the data-layer adapter', () => {
  it('starts the data layer with the visit’s channel and campaign ids', () => {
    const host: DataLayerHost = {};
    pushPageContext(variant, host);
    expect(host.dataLayer).toEqual([{ variant: 'premmia', campanhaId: 629, compraId: 143, empresaId: 71, isApp: false, referral: false }]);
  });

  it('sends what was tracked before it arrived, in order, once attached (a lazy chunk), then straight on', async () => {
    const host: DataLayerHost = {};
    pushPageContext(variant, host);
    const early = deferredAnalytics();
    early.track('step', { step: 'copy-message-1' });
    early.track('Lead Save', { leadId: 7 }, { email: EMAIL });
    expect(host.dataLayer).toHaveLength(1);
    const adapter = createDataLayerAnalytics({ variant, host });
    early.attach(adapter);
    early.track('step', { step: 'ask-name' });
    await adapter.flush();
    expect(host.dataLayer!.slice(1)).toEqual([
      { event: 'step', variant: 'premmia', step: 'copy-message-1' },
      { event: 'Lead Save', variant: 'premmia', leadId: 7, emailSha256: await sha256Hex('maria.silva@exemplo.com.br') },
      { event: 'step', variant: 'premmia', step: 'ask-name' },
    ]);
  });

  it('pushes events in the order tracked, with the variant, the data and the hashes', async () => {
    const host: DataLayerHost = { dataLayer: [] };
    const analytics = createDataLayerAnalytics({ variant, host });
    analytics.track('Lead Save', { leadId: '12', valorCredito: 5_000_000 }, { email: EMAIL, telefone: PHONE });
    analytics.track('step', { step: 'lead-get' });
    await analytics.flush();
    expect(host.dataLayer).toEqual([
      {
        event: 'Lead Save',
        variant: 'premmia',
        leadId: '12',
        valorCredito: 5_000_000,
        emailSha256: await sha256Hex('maria.silva@exemplo.com.br'),
        telefoneSha256: await sha256Hex('11987654321'),
      },
      { event: 'step', variant: 'premmia', step: 'lead-get' },
    ]);
  });

  it('never lets clear e-mail, phone or CPF out, even when an action puts them in data', async () => {
    const onError = vi.fn();
    const host: DataLayerHost & { ReactNativeWebView: { postMessage: (m: string) => void } } = {
      dataLayer: [],
      ReactNativeWebView: { postMessage: vi.fn() },
    };
    const analytics = createDataLayerAnalytics({ variant: { ...variant, isApp: true }, host, onError });
    analytics.track(
      'Proposta Gerada',
      // Fields no action may send (tsc refuses them): the cast plays a buggy action.
      {
        contrato: '2025000001',
        email: EMAIL,
        contato: EMAIL,
        fone: PHONE,
        documento: CPF,
        cnpjDigits: '11222333000181',
        telefone: '11987654321',
      } as EventFields<'Proposta Gerada'>,
      { email: EMAIL, telefone: PHONE, cpfCnpj: CPF },
    );
    await analytics.flush();
    const sent = JSON.stringify([host.dataLayer, vi.mocked(host.ReactNativeWebView.postMessage).mock.calls]);
    for (const clear of [EMAIL, EMAIL.toLowerCase(), PHONE, '11987654321', '98765', CPF, '52998224725', '11222333000181']) {
      expect(sent, clear).not.toContain(clear);
    }
    expect(host.dataLayer!.at(-1)).toMatchObject({ event: 'Proposta Gerada', contrato: '2025000001', cpfCnpjSha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    // Each stray field is reported by name, and the report carries no value.
    expect(onError.mock.calls.map(([problem]) => problem.kind)).toEqual(Array(6).fill('analytics-field-dropped'));
    for (const clear of [EMAIL, '98765', CPF]) expect(JSON.stringify(onError.mock.calls)).not.toContain(clear);
  });

  it('reports an event it could not send to onError, and the next ones still go out', async () => {
    const onError = vi.fn();
    const dataLayer: unknown[] = [];
    const push = dataLayer.push.bind(dataLayer);
    const broken = new Error('tag manager broke the data layer');
    let calls = 0;
    dataLayer.push = (...items: unknown[]) => {
      if (++calls === 1) throw broken;
      return push(...items);
    };
    const analytics = createDataLayerAnalytics({ variant, host: { dataLayer }, onError });
    analytics.track('step', { step: 'lead-get' });
    analytics.track('step', { step: 'lead-add-email' });
    await analytics.flush();
    expect(onError).toHaveBeenCalledExactlyOnceWith({ kind: 'analytics-not-sent', name: 'step', message: 'event "step" not sent', cause: broken });
    expect([...dataLayer]).toEqual([{ event: 'step', variant: 'premmia', step: 'lead-add-email' }]);
  });

  it('in app mode also forwards each event to the host app: native bridges and the parent frame', async () => {
    const parent = { postMessage: vi.fn() };
    const host = {
      dataLayer: [] as unknown[],
      parent,
      ReactNativeWebView: { postMessage: vi.fn() },
      webkit: { messageHandlers: { chatbot: { postMessage: vi.fn() } } },
    };
    const analytics = createDataLayerAnalytics({ variant: { ...variant, isApp: true }, host });
    analytics.track('Ver Planos', { ofertas: 3 });
    await analytics.flush();
    const message = { source: 'consorcio-chatbot', event: 'Ver Planos', payload: { variant: 'premmia', ofertas: 3 } };
    expect(JSON.parse(host.ReactNativeWebView.postMessage.mock.calls[0][0])).toEqual(message);
    expect(host.webkit.messageHandlers.chatbot.postMessage).toHaveBeenCalledWith(message);
    expect(parent.postMessage).toHaveBeenCalledWith(message, '*');
  });

  it('does not forward outside app mode, nor post to itself when not framed', async () => {
    const bridge = vi.fn();
    const selfPost = vi.fn();
    // A top-level window is its own parent.
    const self = { dataLayer: [] as unknown[], ReactNativeWebView: { postMessage: bridge }, postMessage: selfPost } as DataLayerHost & {
      postMessage: typeof selfPost;
    };
    self.parent = self;
    const web = createDataLayerAnalytics({ variant, host: self });
    web.track('step', { step: 'copy-message-1' });
    await web.flush();
    expect(bridge).not.toHaveBeenCalled();

    const app = createDataLayerAnalytics({ variant: { ...variant, isApp: true }, host: self });
    app.track('step', { step: 'copy-message-1' });
    await app.flush();
    expect(bridge).toHaveBeenCalledTimes(1);
    expect(selfPost).not.toHaveBeenCalled();
  });

  it('keeps going when a bridge throws', async () => {
    const host = {
      dataLayer: [] as unknown[],
      ReactNativeWebView: {
        postMessage: () => {
          throw new Error('bridge gone');
        },
      },
    };
    const analytics = createDataLayerAnalytics({ variant: { ...variant, isApp: true }, host });
    expect(() => analytics.track('step', { step: 'a' })).not.toThrow();
    analytics.track('step', { step: 'b' });
    await analytics.flush();
    expect(host.dataLayer.map((e) => (e as { step: string }).step)).toEqual(['a', 'b']);
  });
});
