// Issue 15 item 5: a referral code over 100 characters (or with odd characters) must never be
// stored nor sent, and a stored one the lead contract would refuse is dropped.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveLead } from '../../../src/actions/lead/saveLead.ts';
import { noAnalytics } from '../../../src/analytics/port.ts';
import { createApiClient, setApiClient } from '../../../src/api/index.ts';
import { initialState } from '../../../src/engine/initialState.ts';
import type { ActionContext } from '../../../src/engine/types.ts';
import { variants } from './realVariants.ts';
import { REFERRAL_STORAGE_KEY, isValidReferralCode, referralCode } from '../../../src/variants/referralCode.ts';
import { rememberReferral } from '../../../src/variants/rememberReferral.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

const LONG = 'A'.repeat(101);

describe('issue 15 item 5: referral code validation', () => {
  it('accepts partner codes up to 100 letters, digits, dots, dashes and underscores', () => {
    expect(isValidReferralCode('AMIGO10')).toBe(true);
    expect(isValidReferralCode('a.b-c_9')).toBe(true);
    expect(isValidReferralCode('A'.repeat(100))).toBe(true);
    expect(isValidReferralCode(LONG)).toBe(false);
    expect(isValidReferralCode('<script>')).toBe(false);
    expect(isValidReferralCode('dois codigos')).toBe(false);
  });

  it('does not store a code over 100 characters and does not use it for this visit', () => {
    const storage = memoryStorage();
    const query = new URLSearchParams({ referralcode: LONG });
    rememberReferral(query, storage);
    expect(storage.data.has(REFERRAL_STORAGE_KEY)).toBe(false);
    expect(referralCode(query, storage)).toBeUndefined();
  });

  it('drops an invalid code an earlier version stored, so later lead saves work again', () => {
    const storage = memoryStorage({ [REFERRAL_STORAGE_KEY]: LONG });
    expect(referralCode(new URLSearchParams(), storage)).toBeUndefined();
    rememberReferral(new URLSearchParams(), storage);
    expect(storage.data.has(REFERRAL_STORAGE_KEY)).toBe(false);
  });

  it('keeps a valid stored code and a valid new one replaces it', () => {
    const storage = memoryStorage();
    rememberReferral(new URLSearchParams({ referralcode: 'AMIGO10' }), storage);
    rememberReferral(new URLSearchParams(), storage);
    expect(referralCode(new URLSearchParams(), storage)).toBe('AMIGO10');
    rememberReferral(new URLSearchParams({ referralcode: 'OUTRO_20' }), storage);
    expect(JSON.parse(storage.data.get(REFERRAL_STORAGE_KEY)!)).toMatchObject({ code: 'OUTRO_20' });
  });
});

describe('issue 15 item 5: a stored referral code the API refuses', () => {
  afterEach(() => {
    setApiClient(undefined);
    vi.unstubAllGlobals();
  });

  it('is forgotten and the lead is saved without it', async () => {
    const storage = memoryStorage({ [REFERRAL_STORAGE_KEY]: 'AMIGO10' });
    vi.stubGlobal('localStorage', storage);
    const bodies: Array<Record<string, unknown>> = [];
    const fetch = async (request: Request) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return body.referralCode
        ? Response.json({ message: 'Requisição inválida', errors: [{ campo: '/referralCode', mensagem: 'formato inválido' }] }, { status: 400 })
        : Response.json({ data: { id: 7, LeadToken: 'token' } });
    };
    setApiClient(createApiClient({ baseUrl: 'http://api.test', fetch: fetch as typeof globalThis.fetch }));
    const update = vi.fn();
    const ctx = {
      state: initialState(),
      variant: { ...variants.main, referralcode: 'AMIGO10' },
      update,
      analytics: noAnalytics,
    } as unknown as ActionContext;

    await expect(saveLead(ctx)).resolves.toEqual({ outcome: 'ok' });
    expect(bodies.map((b) => b.referralCode)).toEqual(['AMIGO10', null]);
    expect(storage.data.has(REFERRAL_STORAGE_KEY)).toBe(false);
    expect(update).toHaveBeenCalledWith('lead', expect.objectContaining({ leadId: '7', leadToken: 'token' }));
  });
});
