// The referral code (spec sections 1 and 6): the `referralcode` query parameter, else the code a
// previous visit stored (rememberReferral). Storage can throw in private modes: that means none.

export const REFERRAL_STORAGE_KEY = 'referralcode';

export type ReadableStorage = Pick<Storage, 'getItem'>;

export function referralCode(query: URLSearchParams, storage?: ReadableStorage | null): string | undefined {
  const fromQuery = query.get('referralcode')?.trim();
  if (fromQuery) return fromQuery;
  try {
    return storage?.getItem(REFERRAL_STORAGE_KEY)?.trim() || undefined;
  } catch {
    return undefined;
  }
}
