// The referral code (spec sections 1 and 6): the `referralcode` query parameter, else the code a
// previous visit stored (rememberReferral). Storage can throw in private modes: that means none.
// A code the lead contract would refuse (over 100 characters, odd characters) is ignored wherever
// it comes from: once stored, it would make every later lead save fail, even on visits without it.

export const REFERRAL_STORAGE_KEY = 'referralcode';

/** The lead contract's limit (schemas/api/lead.request.schema.json, referralCode.maxLength). */
export const REFERRAL_MAX_LENGTH = 100;

export type ReadableStorage = Pick<Storage, 'getItem'>;

/** Letters, digits, dot, dash and underscore, 1 to 100 of them: what a partner's link carries. */
export function isValidReferralCode(code: string): boolean {
  return code.length <= REFERRAL_MAX_LENGTH && /^[A-Za-z0-9._-]+$/.test(code);
}

export function referralCode(query: URLSearchParams, storage?: ReadableStorage | null): string | undefined {
  const fromQuery = query.get('referralcode')?.trim();
  if (fromQuery && isValidReferralCode(fromQuery)) return fromQuery;
  try {
    const stored = storage?.getItem(REFERRAL_STORAGE_KEY)?.trim();
    return stored && isValidReferralCode(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}
