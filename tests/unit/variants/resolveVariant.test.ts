import { afterAll, describe, expect, it } from 'vitest';
import type { ResolvedVariant } from '../../../src/contracts/content.ts';
import { resolveVariant, type VariantRequest } from '../../../src/variants/resolveVariant.ts';
import { repository, SPEC_ROUTES, variants, withDocsPartner } from './realVariants.ts';

const LOCAL = '127.0.0.1';

function resolve(path: string, request: Partial<VariantRequest> = {}) {
  return resolveVariant({ variants, path, host: LOCAL, query: '', storage: null, ...request });
}

function found(path: string, request: Partial<VariantRequest> = {}): ResolvedVariant {
  const result = resolve(path, request);
  if (result.status !== 'found') throw new Error(`${path} on ${request.host ?? LOCAL}: ${result.reason}`);
  return result.variant;
}

describe('routes (spec section 2)', () => {
  it.each(SPEC_ROUTES)('$route shows its own variant with the spec’s ids, discount and price table', ({ route, ids, desconto, tipoTabela }) => {
    const variant = found(route);
    expect(variant.route).toBe(route);
    if (ids) expect([variant.campanhaId, variant.compraId, variant.empresaId]).toEqual(ids);
    expect(variant.desconto ?? false).toBe(desconto);
    expect(variant.tipoTabela).toBe(tipoTabela);
  });

  it('has a variant file for every route of the spec', () => {
    const routes = Object.values(variants).map((v) => v.route);
    expect(routes).toEqual(expect.arrayContaining(SPEC_ROUTES.map((r) => r.route)));
  });

  it('forgives a trailing slash and capitals in hand-typed links', () => {
    expect(found('/Premmia/').name).toBe('premmia');
    expect(found('').name).toBe('main');
  });

  it('sends any other path to the 404 page', () => {
    expect(resolve('/nao-existe')).toEqual({ status: 'not-found', reason: 'unknown-route' });
    expect(resolve('/99/extra')).toEqual({ status: 'not-found', reason: 'unknown-route' });
    expect(resolve('/defaults')).toEqual({ status: 'not-found', reason: 'unknown-route' });
  });
});

// Routes come from variants/: a partner file added as docs/partners.md shows answers on its route
// with no table to update.
const docsProject = withDocsPartner();
afterAll(() => docsProject.cleanup());

describe.each([repository, docsProject])('every variant file answers on its own route ($label)', (project) => {
  it.each(Object.values(project.variants).map((v) => [v.route!, v] as const))('%s', (route, variant) => {
    const result = resolveVariant({ variants: project.variants, path: route, host: LOCAL, query: '', storage: null });
    expect(result).toMatchObject({ status: 'found', variant: { name: variant.name, campanhaId: variant.campanhaId } });
  });
});

describe('host gating and the variant for / (spec section 2)', () => {
  // A partner with its own site, beside the repository's variants.
  const own: ResolvedVariant = { ...variants.livelo, name: 'parceiro', route: '/parceiro', siteDomain: 'consorcio.parceiro.com.br' };
  const withOwnSite = { ...variants, parceiro: own };

  it('shows a variant on localhost, on a preview host and on its site domain or a subdomain of it', () => {
    for (const host of ['localhost', '127.0.0.1', 'chat.localhost', 'branch-42.vercel.app', 'mycon.com.br', 'www.mycon.com.br']) {
      expect(resolve('/premmia', { host }).status, host).toBe('found');
    }
  });

  it('shows the 404 page for a variant opened on any other host', () => {
    for (const host of ['evil.example', 'mycon.com.br.evil.example', 'notmycon.com.br']) {
      expect(resolve('/premmia', { host }), host).toEqual({ status: 'not-found', reason: 'host-not-allowed' });
    }
    expect(resolve('/parceiro', { variants: withOwnSite, host: 'www.mycon.com.br' })).toEqual({ status: 'not-found', reason: 'host-not-allowed' });
  });

  it('shows at / the variant whose site is the current host, else main', () => {
    expect(found('/', { variants: withOwnSite, host: 'consorcio.parceiro.com.br' }).name).toBe('parceiro');
    expect(found('/', { variants: withOwnSite, host: 'www.mycon.com.br' }).name).toBe('main');
    expect(found('/', { variants: withOwnSite, host: 'localhost' }).name).toBe('main');
    expect(resolve('/', { variants: withOwnSite, host: 'evil.example' }).status).toBe('not-found');
  });
});

describe('referral code and idc (spec sections 1 and 9)', () => {
  it('a referralcode in the URL switches to the referral campaign, keeping the partner’s colours and texts', () => {
    const variant = found('/livelo', { query: '?referralcode=ABC123' });
    expect(variant).toMatchObject({
      campanhaId: 605,
      compraId: 130,
      empresaId: 58,
      desconto: true,
      tipoTabela: 'completa',
      brand: 'mycon',
      bannerSrc: '/banners/indicacao.svg',
      tipoPlano: 'PARCELA_REDUZIDA',
      botType: 'indicacao',
      referralcode: 'ABC123',
    });
    expect(variant.theme).toEqual(variants.livelo.theme);
    expect(variant.texts).toEqual(variants.livelo.texts);
  });

  it('uses a referral code stored on an earlier visit when the URL has none', () => {
    const stored = JSON.stringify({ code: 'SALVO9', until: Date.now() + 86_400_000 });
    const storage = { getItem: (key: string) => (key === 'referralcode' ? stored : null) };
    expect(found('/', { storage })).toMatchObject({ campanhaId: 605, referralcode: 'SALVO9' });
    expect(found('/', { storage, query: 'referralcode=NOVO' }).referralcode).toBe('NOVO');
  });

  it('ignores storage the browser refuses and blank codes', () => {
    const storage = {
      getItem(): string | null {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(found('/99', { storage }).campanhaId).toBe(426);
    expect(found('/99', { query: 'referralcode=%20' }).campanhaId).toBe(426);
  });

  it('idc replaces the campaign id, with or without a referral; anything but a positive integer is ignored', () => {
    expect(found('/premmia', { query: 'idc=777' })).toMatchObject({ campanhaId: 777, compraId: 143, empresaId: 71 });
    expect(found('/premmia', { query: 'referralcode=X&idc=778' })).toMatchObject({ campanhaId: 778, compraId: 130, empresaId: 58 });
    for (const idc of ['abc', '-5', '0', '1.5', '']) expect(found('/premmia', { query: `idc=${idc}` }).campanhaId, idc).toBe(629);
  });

  it('without a referral code nothing of the referral applies', () => {
    const variant = found('/99');
    expect(variant.referralcode).toBeUndefined();
    expect(variant.brand).toBe('99');
    expect(variant.planIds).toBeUndefined();
  });
});

describe('app mode (spec section 2)', () => {
  it('is on for the app routes and the explicit app flag: the menu is hidden', () => {
    for (const [path, query] of [
      ['/app', ''],
      ['/auto-mais-app', ''],
      ['/99', '?app=1'],
      ['/premmia', '?app=true'],
      ['/99', '?origem=app'],
      ['/app', '?utm_source=whatsapp'],
    ]) {
      expect(found(path, { query }), path + query).toMatchObject({ isApp: true, navBar: false });
    }
  });

  it('item 11: app mode does not turn on for ?utm_source=whatsapp (nor any other URL merely containing "app")', () => {
    const web = [
      ['/', '?utm_source=whatsapp'],
      ['/99', '?utm_source=whatsapp&utm_medium=social'],
      ['/premmia', '?utm_campaign=happy-hour'],
      ['/99-pay', ''],
      ['/99', '?app=0'],
      ['/99', '?origem=whatsapp'],
      ['/clube-certo', ''],
    ];
    for (const [path, query] of web) expect(found(path, { query }), path + query).toMatchObject({ isApp: false, navBar: true });
  });
});
