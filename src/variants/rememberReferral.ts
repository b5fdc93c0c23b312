// A visitor who arrived with ?referralcode=… keeps the referral on later visits without it
// (spec: "query parameter referralcode, or stored local data").
import { REFERRAL_STORAGE_KEY } from './referralCode.ts';

export function rememberReferral(query: URLSearchParams, storage: Pick<Storage, 'setItem'> | null | undefined): void {
  const code = query.get('referralcode')?.trim();
  if (!code) return;
  try {
    storage?.setItem(REFERRAL_STORAGE_KEY, code);
  } catch {
    // Storage full or refused: the referral still applies to this visit through the URL.
  }
}
