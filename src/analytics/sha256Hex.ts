// SHA-256 as lower-case hex through Web Crypto. crypto.subtle exists only in secure contexts
// (https, localhost): elsewhere, or if digest fails, there is no hash, and the caller drops the
// value instead of ever sending it clear.

export type Digest = Pick<SubtleCrypto, 'digest'>;

export async function sha256Hex(text: string, subtle: Digest | undefined = globalThis.crypto?.subtle): Promise<string | undefined> {
  if (!subtle || typeof subtle.digest !== 'function') return undefined;
  try {
    const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
    return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  } catch {
    return undefined;
  }
}
