// A person's passkeys, as rows of the identities table (kind 'passkey', subject = the credential
// id in base64url): the public key, the signature counter and the transports the authenticator
// reported, plus the name the person gave it. Never the private key: the authenticator keeps it.
import { first, sqlAll, sqlRun, type Row, type StudioStore } from '../store/db.ts';

export interface Passkey {
  /** The credential id, base64url. */
  id: string;
  personId: string;
  name: string;
  /** The COSE public key, base64url. */
  publicKey: string;
  counter: number;
  transports: string[];
  /** Synced between devices (a password manager, iCloud Keychain) or bound to one. */
  backedUp: boolean;
  createdAt: string;
  lastUsedAt: string | null;
}

interface PasskeyData {
  name: string;
  publicKey: string;
  counter: number;
  transports: string[];
  backedUp: boolean;
  lastUsedAt: number | null;
}

function toPasskey(row: Row): Passkey {
  const data = JSON.parse(String(row.data)) as PasskeyData;
  return {
    id: String(row.subject),
    personId: String(row.person_id),
    name: data.name,
    publicKey: data.publicKey,
    counter: data.counter,
    transports: data.transports,
    backedUp: data.backedUp,
    createdAt: new Date(Number(row.created_at)).toISOString(),
    lastUsedAt: data.lastUsedAt === null ? null : new Date(data.lastUsedAt).toISOString(),
  };
}

export function listPasskeys(store: StudioStore, personId: string): Passkey[] {
  return sqlAll(store.db, "SELECT * FROM identities WHERE kind = 'passkey' AND person_id = ? ORDER BY created_at", [personId]).map((row) =>
    toPasskey(row as Row),
  );
}

export function findPasskey(store: StudioStore, credentialId: string): Passkey | undefined {
  const row = first(store.db, "SELECT * FROM identities WHERE kind = 'passkey' AND subject = ?", [credentialId]);
  return row && toPasskey(row);
}

export type NewPasskey = Omit<Passkey, 'createdAt' | 'lastUsedAt'>;

export function insertPasskey(store: StudioStore, passkey: NewPasskey): Passkey {
  const { id, personId, name, publicKey, counter, transports, backedUp } = passkey;
  const data: PasskeyData = { name, publicKey, counter, transports, backedUp, lastUsedAt: null };
  sqlRun(store.db, "INSERT INTO identities (person_id, kind, subject, data, created_at) VALUES (?, 'passkey', ?, ?, ?)", [
    personId,
    id,
    JSON.stringify(data),
    store.now(),
  ]);
  return findPasskey(store, id)!;
}

/** After a sign-in: the authenticator's new counter, whether it is synced now, when it was used. */
export function touchPasskey(store: StudioStore, passkey: Passkey, counter: number, backedUp: boolean): void {
  const { name, publicKey, transports } = passkey;
  const data: PasskeyData = { name, publicKey, counter, transports, backedUp, lastUsedAt: store.now() };
  sqlRun(store.db, "UPDATE identities SET data = ? WHERE kind = 'passkey' AND subject = ?", [JSON.stringify(data), passkey.id]);
}

/** Removes one of the person's own passkeys; false when they have none by that id. */
export function deletePasskey(store: StudioStore, personId: string, credentialId: string): boolean {
  return sqlRun(store.db, "DELETE FROM identities WHERE kind = 'passkey' AND person_id = ? AND subject = ?", [personId, credentialId]).changes === 1;
}
