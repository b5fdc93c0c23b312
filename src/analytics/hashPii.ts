// Personal data leaves the page only as SHA-256 hex of a normalised value, so the same e-mail typed
// as " Maria@Exemplo.com " or a phone typed with a mask gives the same hash (what tag managers
// expect for matching). A value that cannot be hashed is left out, never sent clear.
import type { EventPii } from './port.ts';
import { sha256Hex, type Digest } from './sha256Hex.ts';

export interface HashedPii {
  emailSha256?: string;
  telefoneSha256?: string;
  cpfCnpjSha256?: string;
}

const FIELDS: ReadonlyArray<[keyof EventPii, keyof HashedPii, (value: string) => string]> = [
  ['email', 'emailSha256', (v) => v.trim().toLowerCase()],
  ['telefone', 'telefoneSha256', (v) => v.replace(/\D/g, '')],
  // Letters kept: the 2026 CNPJ is alphanumeric.
  ['cpfCnpj', 'cpfCnpjSha256', (v) => v.replace(/[^0-9a-z]/gi, '').toUpperCase()],
];

export async function hashPii(pii: EventPii | undefined, subtle?: Digest): Promise<HashedPii> {
  const hashed: HashedPii = {};
  if (!pii) return hashed;
  for (const [field, key, normalise] of FIELDS) {
    const value = pii[field];
    if (typeof value !== 'string') continue;
    const normalised = normalise(value);
    if (!normalised) continue;
    const hash = await sha256Hex(normalised, subtle);
    if (hash) hashed[key] = hash;
  }
  return hashed;
}
