// This browser's player: a key pair made once (private key non-extractable) and kept in IndexedDB,
// and the player id it speaks for. A transfer link replaces the pair with one made here that the
// player's object accepted for the same id (web/pages/players/TransferPage.tsx). A widget's storage
// is partitioned per embedding site, so a widget there is a different player: intended (docs/embed.md).
import { signal } from '@preact/signals';
import { keyId, signedText, type PlayerProof } from '../../party/protocol/identity.ts';
import { base64url } from '../../party/protocol/seat-token.ts';
import { readStored, writeStored } from './storage.ts';

/** What is stored: the player this device speaks for, and the keys it signs with. */
export interface IdentityRecord {
  player: string;
  keys: CryptoKeyPair;
  /** The public key, raw uncompressed P-256 point, base64url (what a proof carries as `key`). */
  key: string;
}

const DB_NAME = 'kingdoms';
const STORE = 'identity';
const ME = 'me';

/** The id this page speaks for, once known (null until the stored identity is read or made). */
export const playerId = signal<string | null>(null);

/** A fresh pair: ECDSA P-256, the private half never leaves the browser. */
export async function newKeys(): Promise<{ keys: CryptoKeyPair; key: string; raw: Uint8Array }> {
  const keys = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify']);
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', keys.publicKey));
  return { keys, key: base64url(raw), raw };
}

/** A new player: its id is the id of its first key. */
export async function newIdentity(): Promise<IdentityRecord> {
  const { keys, key, raw } = await newKeys();
  return { player: await keyId(raw), keys, key };
}

/** Whether a stored value has the record's shape (a store written by an older page may not). */
export function isIdentityRecord(value: unknown): value is IdentityRecord {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Partial<IdentityRecord>;
  return typeof r.player === 'string' && typeof r.key === 'string'
    && typeof r.keys === 'object' && r.keys !== null && r.keys.privateKey !== undefined && r.keys.publicKey !== undefined;
}

/** Signs `signedText(purpose, challenge)` for the record's player. */
export async function proofBy(record: IdentityRecord, purpose: string, challenge: string): Promise<PlayerProof> {
  const text = new TextEncoder().encode(signedText(purpose, challenge));
  const sig = new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, record.keys.privateKey, text));
  return { player: record.player, key: record.key, challenge, sig: base64url(sig) };
}

// ---- IndexedDB -------------------------------------------------------------------------------

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new DOMException('IndexedDB refused', 'UnknownError'));
  });
}

function run<T>(db: IDBDatabase, mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = act(db.transaction(STORE, mode).objectStore(STORE));
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new DOMException('IndexedDB refused', 'UnknownError'));
  });
}

async function readStoredIdentity(db: IDBDatabase): Promise<IdentityRecord | null> {
  const value: unknown = await run(db, 'readonly', (s) => s.get(ME));
  return isIdentityRecord(value) ? value : null;
}

// Two tabs opened at once may both make a pair: `add` lets only the first be kept, and the other
// reads it back, so every page of this site speaks for one player.
async function loadOrMake(): Promise<IdentityRecord> {
  let db: IDBDatabase;
  try {
    db = await openDb();
  } catch {
    // No IndexedDB (some private modes): a player for this page only.
    return newIdentity();
  }
  const held = await readStoredIdentity(db);
  if (held) return held;
  const made = await newIdentity();
  await run(db, 'readwrite', (s) => s.add(made, ME)).catch(() => undefined);
  return (await readStoredIdentity(db)) ?? made;
}

let current: Promise<IdentityRecord> | null = null;

/** This browser's identity, made on first use. */
export function myIdentity(): Promise<IdentityRecord> {
  current ??= loadOrMake().then((record) => {
    playerId.value = record.player;
    return record;
  });
  return current;
}

/** Speaks for this browser's player: a proof for `purpose` answering `challenge`. */
export async function prove(purpose: string, challenge: string): Promise<PlayerProof> {
  const record = await myIdentity();
  writeStored(SPOKEN, record.player);
  return proofBy(record, purpose, challenge);
}

// The player this browser has spoken for to the server at least once: before that the server
// knows nothing of them, so there is nothing of theirs to ask for (a visitor's first look at the
// lobby asks for no profile, and no request of theirs ends in "unknown player").
const SPOKEN = 'kingdoms.player.spoken';

/** Whether this browser ever proved `player` to the server (or adopted it by a transfer). */
export function hasSpokenFor(player: string): boolean {
  return readStored(SPOKEN) === player;
}

/** After a transfer: this device now speaks for `record.player` with keys made here. */
export async function adoptIdentity(record: IdentityRecord): Promise<void> {
  try {
    const db = await openDb();
    await run(db, 'readwrite', (s) => s.put(record, ME));
  } catch { /* kept for this page only */ }
  current = Promise.resolve(record);
  playerId.value = record.player;
  writeStored(SPOKEN, record.player);
}

/** After "forget me": the next use makes a new player. */
export async function dropIdentity(): Promise<void> {
  try {
    const db = await openDb();
    await run(db, 'readwrite', (s) => s.delete(ME));
  } catch { /* nothing was kept */ }
  current = null;
  playerId.value = null;
}
