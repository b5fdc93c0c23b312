// A visitor who arrived with ?referralcode=… keeps the referral on later visits without it
// (spec: "query parameter referralcode, or stored local data") for the variant's
// referralExpiryDays (30, variants/defaults.yaml) from the visit that opened the link: opening one
// again starts the count again, a visit without it does not. Only a valid code is stored; a stored
// one that no longer applies (expired, not valid, or undated from an older version) is dropped.
import { forgetReferral, REFERRAL_STORAGE_KEY, referralCode, type StoredReferral } from './referralCode.ts';

type ReferralStorage = Pick<Storage, 'setItem' | 'getItem' | 'removeItem'>;

/** `expiryDays`: the page's variant's (defaults.yaml sets it for every variant; 30 for one built without it, in tests). */
export function rememberReferral(query: URLSearchParams, storage: ReferralStorage | null | undefined, expiryDays = 30): void {
  const code = referralCode(query, storage);
  try {
    if (!code) forgetReferral(storage);
    else if (code === query.get('referralcode')?.trim())
      storage?.setItem(REFERRAL_STORAGE_KEY, JSON.stringify({ code, until: Date.now() + expiryDays * 86_400_000 } satisfies StoredReferral));
  } catch {
    // Storage full or refused: the referral still applies to this visit through the URL.
  }
}
