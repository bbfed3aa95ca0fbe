// C2SP signed notes, checkpoints and cosignatures (docs/specification.md §14, "Witnessed
// checkpoints"): https://c2sp.org/signed-note, https://c2sp.org/tlog-checkpoint and
// https://c2sp.org/tlog-cosignature (cosignature/v1, Ed25519). No maintained Node library
// implements them, and the formats are small: this module is the one implementation, checked
// against the published test vectors (test/unit/signed-note.test.ts). Pure apart from the
// Ed25519 and SHA-256 primitives of node:crypto.
import { createHash, createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import { LOG_ORIGIN } from './signing.js';

/** Signature type bytes of signed-note: Ed25519 note signatures, and timestamped Ed25519 cosignatures. */
export const NOTE_ED25519 = 0x01;
export const COSIGNATURE_ED25519 = 0x04;
/** Verifiers must accept at least 16 signatures; more than this many is a malformed note. */
export const MAX_NOTE_SIGNATURES = 100;

const EM_DASH = '\u2014';
/** A key name: non-empty, no Unicode space, no plus sign. */
const KEY_NAME = /^[^\s+]+$/u;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
// SubjectPublicKeyInfo DER of an Ed25519 key: this fixed prefix, then the 32 key bytes.
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');
// PKCS#8 DER of an Ed25519 private key: this fixed prefix, then the 32-byte seed.
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

export function isKeyName(name: string): boolean {
  return KEY_NAME.test(name);
}

/** The 32 raw bytes of an Ed25519 public key (RFC 8032 encoding). */
export function rawEd25519(key: KeyObject): Buffer {
  const publicKey = key.type === 'private' ? createPublicKey(key) : key;
  if (publicKey.asymmetricKeyType !== 'ed25519') throw new Error('not an Ed25519 key');
  return publicKey.export({ type: 'spki', format: 'der' }).subarray(ED25519_SPKI_PREFIX.length);
}

export function ed25519PublicKeyOf(raw: Uint8Array): KeyObject {
  if (raw.length !== 32) throw new Error('an Ed25519 public key is 32 bytes');
  return createPublicKey({ key: Buffer.concat([ED25519_SPKI_PREFIX, raw]), format: 'der', type: 'spki' });
}

export function ed25519PrivateKeyOfSeed(seed: Uint8Array): KeyObject {
  if (seed.length !== 32) throw new Error('an Ed25519 seed is 32 bytes');
  return createPrivateKey({ key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]), format: 'der', type: 'pkcs8' });
}

/** key ID = SHA-256(key name || 0x0A || signature type || public key)[:4], big-endian. */
export function noteKeyId(name: string, type: number, rawPublicKey: Uint8Array): number {
  return createHash('sha256')
    .update(Buffer.concat([Buffer.from(`${name}\n`, 'utf8'), Buffer.from([type]), rawPublicKey]))
    .digest()
    .readUInt32BE(0);
}

/** A verifier key of signed-note: name, key ID, signature type and Ed25519 public key. */
export interface NoteVerifier {
  name: string;
  keyId: number;
  type: number;
  publicKey: KeyObject;
}

/** `<name>+<hex key ID>+<base64(type || public key)>`. */
export function formatVkey(name: string, type: number, key: KeyObject): string {
  if (!isKeyName(name)) throw new Error(`not a key name: ${JSON.stringify(name)}`);
  const raw = rawEd25519(key);
  return `${name}+${noteKeyId(name, type, raw).toString(16).padStart(8, '0')}+${Buffer.concat([Buffer.from([type]), raw]).toString('base64')}`;
}

/** A vkey of an Ed25519 note key (type 0x01) or Ed25519 cosigner (0x04); its key ID must be the one its name and key give. */
export function parseVkey(vkey: string): NoteVerifier {
  const parts = vkey.split('+');
  // The base64 part may itself hold plus signs: the name and the key ID are the first two parts.
  const [name, hash, ...rest] = parts;
  const encoded = rest.join('+');
  if (!name || !isKeyName(name) || !hash || !/^[0-9a-f]{8}$/.test(hash) || !encoded || !BASE64.test(encoded))
    throw new Error(`not a verifier key: ${vkey}`);
  const bytes = Buffer.from(encoded, 'base64');
  if (bytes.toString('base64') !== encoded) throw new Error(`not a verifier key (its base64 is not canonical): ${vkey}`);
  const type = bytes[0];
  if (type !== NOTE_ED25519 && type !== COSIGNATURE_ED25519)
    throw new Error(`verifier key of an unsupported signature type ${type}: ${vkey}`);
  const raw = bytes.subarray(1);
  if (raw.length !== 32) throw new Error(`not an Ed25519 verifier key (a key of ${raw.length} bytes): ${vkey}`);
  const keyId = Number.parseInt(hash, 16);
  if (noteKeyId(name, type, raw) !== keyId) throw new Error(`the key ID of ${vkey} is not the one its name and key give`);
  return { name, keyId, type, publicKey: ed25519PublicKeyOf(raw) };
}

/** A signature line: the key name, and base64(key ID || signature). */
export interface NoteSignature {
  name: string;
  keyId: number;
  /** The bytes after the key ID: an Ed25519 signature, or a timestamped one for a cosignature. */
  signature: Buffer;
  /** The line as written, without its newline. */
  line: string;
}

/** The line of a signature: em dash, space, key name, space, base64(key ID || signature). */
export function signatureLine(name: string, keyId: number, signature: Uint8Array): string {
  const id = Buffer.alloc(4);
  id.writeUInt32BE(keyId >>> 0);
  return `${EM_DASH} ${name} ${Buffer.concat([id, signature]).toString('base64')}`;
}

export function parseSignatureLine(line: string): NoteSignature | null {
  if (!line.startsWith(`${EM_DASH} `)) return null;
  const fields = line.slice(2).split(' ');
  if (fields.length !== 2) return null;
  const [name, encoded] = fields as [string, string];
  if (!isKeyName(name) || !BASE64.test(encoded)) return null;
  const bytes = Buffer.from(encoded, 'base64');
  if (bytes.length < 5 || bytes.toString('base64') !== encoded) return null;
  return { name, keyId: bytes.readUInt32BE(0), signature: bytes.subarray(4), line };
}

/** A note split into its text (ending in a newline) and signature lines; null when malformed. */
export function splitNote(note: string): { text: string; signatures: NoteSignature[] } | null {
  // Valid UTF-8 is the caller's (a JS string); no control characters but newline.
  if (/[\u0000-\u0009\u000b-\u001f]/.test(note) || !note.endsWith('\n')) return null;
  const at = note.lastIndexOf('\n\n');
  if (at < 0) return null;
  const text = note.slice(0, at + 1);
  const lines = note.slice(at + 2, -1).split('\n');
  if (lines.length > MAX_NOTE_SIGNATURES) return null;
  const signatures: NoteSignature[] = [];
  for (const line of lines) {
    const signature = parseSignatureLine(line);
    if (!signature) return null;
    signatures.push(signature);
  }
  return { text, signatures };
}

/** Signs `text` (ending in a newline) as a note with an Ed25519 key of `name`: the note with its one signature line. */
export function signNote(text: string, name: string, privateKey: KeyObject): string {
  if (!text.endsWith('\n')) throw new Error('a note text ends in a newline');
  const raw = rawEd25519(privateKey);
  const signature = sign(null, Buffer.from(text, 'utf8'), privateKey);
  return `${text}\n${signatureLine(name, noteKeyId(name, NOTE_ED25519, raw), signature)}\n`;
}

/** Whether `signature` is a valid Ed25519 note signature of `text` by `verifier` (name, key ID and bytes). */
export function noteSignatureHolds(text: string, signature: NoteSignature, verifier: NoteVerifier): boolean {
  return (
    verifier.type === NOTE_ED25519 &&
    signature.name === verifier.name &&
    signature.keyId === verifier.keyId &&
    signature.signature.length === 64 &&
    verify(null, Buffer.from(text, 'utf8'), verifier.publicKey, signature.signature)
  );
}

// ---------------------------------------------------------------------------
// Checkpoints (tlog-checkpoint): origin, tree size, base64 root hash; no extension lines.
// ---------------------------------------------------------------------------

export interface CheckpointBody {
  origin: string;
  treeSize: number;
  /** Hex SHA-256, as the ledger stores it. */
  rootHash: string;
}

/** The checkpoint's note text: three lines, each ending in a newline. */
export function checkpointText(body: CheckpointBody): string {
  if (!body.origin || /[\s+]/u.test(body.origin)) throw new Error(`not a checkpoint origin: ${JSON.stringify(body.origin)}`);
  return `${body.origin}\n${body.treeSize}\n${Buffer.from(body.rootHash, 'hex').toString('base64')}\n`;
}

/** A checkpoint note text read back; null unless exactly origin, size and a 32-byte root. */
export function parseCheckpointText(text: string): CheckpointBody | null {
  const lines = text.split('\n');
  if (lines.length !== 4 || lines[3] !== '') return null;
  const [origin, size, root] = lines as [string, string, string];
  if (!origin || !/^(0|[1-9][0-9]*)$/.test(size) || !BASE64.test(root)) return null;
  const treeSize = Number(size);
  const hash = Buffer.from(root, 'base64');
  if (!Number.isSafeInteger(treeSize) || hash.length !== 32 || hash.toString('base64') !== root) return null;
  return { origin, treeSize, rootHash: hash.toString('hex') };
}

// ---------------------------------------------------------------------------
// Cosignatures (tlog-cosignature, cosignature/v1): Ed25519 over
// "cosignature/v1\ntime <timestamp>\n" || the checkpoint's note text; the signature line's
// bytes are key ID || u64 timestamp (big-endian) || signature.
// ---------------------------------------------------------------------------

export function cosignedMessage(checkpoint: string, timestamp: number): Buffer {
  return Buffer.from(`cosignature/v1\ntime ${timestamp}\n${checkpoint}`, 'utf8');
}

/** The cosignature line of `name`'s key over the checkpoint note text, at `timestamp` (POSIX seconds). */
export function cosign(checkpoint: string, name: string, privateKey: KeyObject, timestamp: number): string {
  if (!Number.isSafeInteger(timestamp) || timestamp < 0)
    throw new Error('a cosignature timestamp is a whole number of seconds since the epoch');
  const raw = rawEd25519(privateKey);
  const stamp = Buffer.alloc(8);
  stamp.writeBigUInt64BE(BigInt(timestamp));
  const signature = sign(null, cosignedMessage(checkpoint, timestamp), privateKey);
  return signatureLine(name, noteKeyId(name, COSIGNATURE_ED25519, raw), Buffer.concat([stamp, signature]));
}

/** The timestamp of a valid cosignature of the checkpoint text by `witness`; null when it is not one. */
export function cosignatureHolds(checkpoint: string, signature: NoteSignature, witness: NoteVerifier): number | null {
  if (
    witness.type !== COSIGNATURE_ED25519 ||
    signature.name !== witness.name ||
    signature.keyId !== witness.keyId ||
    signature.signature.length !== 72
  )
    return null;
  const stamp = signature.signature.readBigUInt64BE(0);
  if (stamp > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  const timestamp = Number(stamp);
  return verify(null, cosignedMessage(checkpoint, timestamp), witness.publicKey, signature.signature.subarray(8)) ? timestamp : null;
}

/** The checkpoint origin (and the log's note key name) of a ledger: LOG_ORIGIN, a slash, the signing key's id. */
export function noteOriginOf(keyId: string): string {
  return `${LOG_ORIGIN}/${keyId}`;
}

/** The note text of a ledger checkpoint: origin, tree size, base64 root. */
export function checkpointNoteText(checkpoint: { treeSize: number; rootHash: string; keyId: string }): string {
  return checkpointText({ origin: noteOriginOf(checkpoint.keyId), treeSize: checkpoint.treeSize, rootHash: checkpoint.rootHash });
}
