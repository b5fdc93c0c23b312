// A visitor who arrived with ?referralcode=… keeps the referral on later visits without it
// (spec: "query parameter referralcode, or stored local data"). Only a valid code is stored, and a
// stored one that is not valid (an older version stored anything) is dropped.
import { isValidReferralCode, REFERRAL_STORAGE_KEY } from './referralCode.ts';

type ReferralStorage = Pick<Storage, 'setItem' | 'getItem' | 'removeItem'>;

export function rememberReferral(query: URLSearchParams, storage: ReferralStorage | null | undefined): void {
  const code = query.get('referralcode')?.trim();
  try {
    if (code && isValidReferralCode(code)) storage?.setItem(REFERRAL_STORAGE_KEY, code);
    else {
      const stored = storage?.getItem(REFERRAL_STORAGE_KEY)?.trim();
      if (stored !== undefined && stored !== null && !isValidReferralCode(stored)) forgetReferral(storage);
    }
  } catch {
    // Storage full or refused: the referral still applies to this visit through the URL.
  }
}

/** Drops the stored code (the API refused it): later visits start without a referral. */
export function forgetReferral(storage: Pick<Storage, 'removeItem'> | null | undefined): void {
  try {
    storage?.removeItem(REFERRAL_STORAGE_KEY);
  } catch {
    // Nothing stored can be read either, then.
  }
}
