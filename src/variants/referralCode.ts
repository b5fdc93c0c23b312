// The referral code (spec sections 1 and 6): the `referralcode` query parameter, else the code a
// previous visit stored (rememberReferral) until it expires, referralExpiryDays (variants/defaults.yaml:
// 30) after the visit whose link carried it. Storage can throw in private modes: that means none.
// A code the lead contract would refuse (over 100 characters, odd characters) is ignored wherever
// it comes from: once stored, it would make every later lead save fail, even on visits without it.

export const REFERRAL_STORAGE_KEY = 'referralcode';

/** The lead contract's limit (schemas/api/lead.request.schema.json, referralCode.maxLength). */
export const REFERRAL_MAX_LENGTH = 100;

export type ReadableStorage = Pick<Storage, 'getItem'>;

/** What a visit with ?referralcode=… stores: the code, and when (epoch ms) it stops applying. */
export interface StoredReferral {
  code: string;
  until: number;
}

/** Letters, digits, dot, dash and underscore, 1 to 100 of them: what a partner's link carries. */
export function isValidReferralCode(code: string): boolean {
  return code.length <= REFERRAL_MAX_LENGTH && /^[A-Za-z0-9._-]+$/.test(code);
}

export function referralCode(query: URLSearchParams, storage?: ReadableStorage | null): string | undefined {
  const fromQuery = query.get('referralcode')?.trim();
  if (fromQuery && isValidReferralCode(fromQuery)) return fromQuery;
  try {
    // Anything but what rememberReferral writes (nothing, a bare code stored before codes expired, of
    // unknown age, or another shape) throws or fails here: no referral.
    const { code, until } = JSON.parse(storage?.getItem(REFERRAL_STORAGE_KEY) as string) as StoredReferral;
    return isValidReferralCode(code) && Date.now() < until ? code : undefined;
  } catch {
    return undefined;
  }
}

/** Drops the stored code (the API refused it, or it expired): later visits start without a referral. */
export function forgetReferral(storage: Pick<Storage, 'removeItem'> | null | undefined): void {
  try {
    storage?.removeItem(REFERRAL_STORAGE_KEY);
  } catch {
    // Nothing stored can be read either, then.
  }
}
