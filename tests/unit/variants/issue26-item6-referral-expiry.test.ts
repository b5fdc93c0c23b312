// Issue 26 item 6: a referral never ended. Once a referral link was opened, every later visit to
// any partner's route showed the referral banner and brand. The spec's override stays (a code in the
// link, or stored from an earlier visit), but a stored code now expires referralExpiryDays after the
// visit whose link carried it: 30, set once in variants/defaults.yaml and validated by the variant
// schema. What a visitor notices: the partner's own banner, brand and ids come back.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { compileFlows } from '../../../scripts/compiler/compileFlows.ts';
import { REFERRAL_STORAGE_KEY } from '../../../src/variants/referralCode.ts';
import { rememberReferral } from '../../../src/variants/rememberReferral.ts';
import { resolveVariant } from '../../../src/variants/resolveVariant.ts';
import { variants } from './realVariants.ts';

const DAY = 86_400_000;
const OPENED = Date.UTC(2026, 0, 10, 12);

function browserStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}
type BrowserStorage = ReturnType<typeof browserStorage>;

/** A page load as src/main.tsx does it: resolve the variant, then remember (or forget) the referral. */
function visit(storage: BrowserStorage, path: string, query = '') {
  const resolution = resolveVariant({ variants, path, host: '127.0.0.1', query, storage });
  if (resolution.status !== 'found') throw new Error(`${path}: ${resolution.reason}`);
  rememberReferral(new URLSearchParams(query), storage, resolution.variant.referralExpiryDays);
  const { bannerSrc, brand, campanhaId, compraId, empresaId, referralcode } = resolution.variant;
  return { bannerSrc, brand, ids: [campanhaId, compraId, empresaId], referralcode };
}

const at = (days: number) => vi.setSystemTime(OPENED + days * DAY);

const LIVELO_OWN = { bannerSrc: variants.livelo.bannerSrc, brand: variants.livelo.brand, ids: [702, 154, 82], referralcode: undefined };
const REFERRAL = { bannerSrc: '/banners/indicacao.svg', brand: 'mycon', ids: [605, 130, 58], referralcode: 'AMIGO10' };

describe('issue 26 item 6: a remembered referral code expires', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it('the expiry is a setting of variants/defaults.yaml, 30 days, that every route carries', () => {
    for (const variant of Object.values(variants)) expect(variant.referralExpiryDays, variant.name).toBe(30);
    expect(LIVELO_OWN.bannerSrc).not.toBe(REFERRAL.bannerSrc);
    expect(LIVELO_OWN.brand).not.toBe(REFERRAL.brand);
  });

  it('a referral opened 29 days ago still overrides the partner; one opened 31 days ago no longer does, and is forgotten', () => {
    const storage = browserStorage();
    at(0);
    expect(visit(storage, '/premmia', '?referralcode=AMIGO10')).toEqual(REFERRAL);
    at(29);
    expect(visit(storage, '/livelo')).toEqual(REFERRAL);
    at(31);
    expect(visit(storage, '/livelo')).toEqual(LIVELO_OWN);
    expect(storage.data.has(REFERRAL_STORAGE_KEY)).toBe(false);
    // And it stays gone on the visits after.
    at(32);
    expect(visit(storage, '/livelo')).toEqual(LIVELO_OWN);
  });

  it('visits without the code do not extend it; opening a referral link again starts the 30 days again', () => {
    const storage = browserStorage();
    at(0);
    visit(storage, '/premmia', '?referralcode=AMIGO10');
    for (const day of [10, 20, 29]) {
      at(day);
      expect(visit(storage, '/livelo').referralcode, `day ${day}`).toBe('AMIGO10');
    }
    at(30);
    expect(visit(storage, '/livelo')).toEqual(LIVELO_OWN);

    at(40);
    visit(storage, '/', '?referralcode=AMIGO10');
    at(69);
    expect(visit(storage, '/livelo')).toEqual(REFERRAL);
    at(71);
    expect(visit(storage, '/livelo')).toEqual(LIVELO_OWN);
  });

  it('a code in the link always applies, whatever is stored', () => {
    const storage = browserStorage();
    at(0);
    visit(storage, '/premmia', '?referralcode=VELHO1');
    at(45);
    expect(visit(storage, '/livelo', '?referralcode=AMIGO10')).toEqual(REFERRAL);
  });

  it('a code an older version stored without a date (so of unknown age) no longer overrides, and is dropped', () => {
    const storage = browserStorage({ [REFERRAL_STORAGE_KEY]: 'AMIGO10' });
    at(0);
    expect(visit(storage, '/livelo')).toEqual(LIVELO_OWN);
    expect(storage.data.has(REFERRAL_STORAGE_KEY)).toBe(false);
  });

  it('a stored value that is not what this version writes (hand-edited, another shape) means no referral', () => {
    at(0);
    const future = OPENED + 10 * DAY;
    for (const stored of [
      'null',
      '[]',
      '{}',
      '"AMIGO10"',
      JSON.stringify({ code: 7, until: future }),
      JSON.stringify({ code: 'A'.repeat(101), until: future }),
    ]) {
      const storage = browserStorage({ [REFERRAL_STORAGE_KEY]: stored });
      expect(visit(storage, '/livelo'), stored).toEqual(LIVELO_OWN);
      expect(storage.data.has(REFERRAL_STORAGE_KEY), stored).toBe(false);
    }
  });
});

describe('issue 26 item 6: the variant schema validates the setting', () => {
  const base =
    'tipo: 1\ntipoTabela: integral\nfakeLoad: 0\nnavBar: true\nlinkWhatsApp: https://wa.me/5511999999999\ncampanhaId: 1\ncompraId: 2\nempresaId: 3\n';
  const problems = (setting: string) =>
    compileFlows({
      root: '/in-memory',
      strict: true,
      files: { 'variants/defaults.yaml': base + setting, 'flows/a.yaml': 'start: a\nsteps:\n  a:\n    say: Oi\n    end: true\n' },
    })
      .diagnostics.filter((d) => d.severity === 'error')
      .map((d) => `${d.file}:${d.line} ${d.message}`);

  it('accepts a whole number of days from 1 to 365', () => {
    expect(problems('referralExpiryDays: 30\n')).toEqual([]);
    expect(problems('referralExpiryDays: 1\n')).toEqual([]);
    expect(problems('referralExpiryDays: 365\n')).toEqual([]);
  });

  it.each(['0', '-5', '400', '"30"', '7.5', 'never'])('refuses referralExpiryDays: %s, at its line', (value) => {
    const found = problems(`referralExpiryDays: ${value}\n`);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^variants\/defaults\.yaml:9 .*referralExpiryDays/);
  });
});
