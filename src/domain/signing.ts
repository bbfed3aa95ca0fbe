// Signed statements of the transparency log (docs/tamper-evidence.md): DSSE envelopes
// (https://github.com/secure-systems-lab/dsse) signed with Ed25519. The signature
// covers PAE(payloadType, payload), so a payload cannot be replayed as another type.
// Pure apart from the crypto primitives of node:crypto.
import { createHash, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import { canonicalJson } from './canonical.js';

export interface DsseEnvelope {
  payloadType: string;
  /** base64 of the payload bytes */
  payload: string;
  signatures: { keyid: string; sig: string }[];
}

export const CHECKPOINT_TYPE = 'application/vnd.crl.checkpoint+json';
export const RECEIPT_TYPE = 'application/vnd.crl.receipt+json';
export const ATTESTATION_TYPE = 'application/vnd.crl.report-attestation+json';
/** An evidence bundle: a report with the rows it follows from, each proven in one checkpoint (docs/specification.md §14). */
export const EVIDENCE_BUNDLE_TYPE = 'application/vnd.crl.evidence-bundle+json';
/** Names the log in every checkpoint, so a checkpoint of another log is never taken for ours. */
export const LOG_ORIGIN = 'crl-ledger/transparency/v1';

/** DSSE pre-authentication encoding. */
export function pae(payloadType: string, payload: Buffer): Buffer {
  const type = Buffer.from(payloadType, 'utf8');
  return Buffer.concat([Buffer.from(`DSSEv1 ${type.length} `), type, Buffer.from(` ${payload.length} `), payload]);
}

/** Key id: hex SHA-256 of the public key's SubjectPublicKeyInfo (DER). */
export function keyIdOf(key: KeyObject): string {
  const publicKey = key.type === 'private' ? createPublicKey(key) : key;
  return createHash('sha256')
    .update(publicKey.export({ type: 'spki', format: 'der' }))
    .digest('hex');
}

export function signEnvelope(privateKey: KeyObject, payloadType: string, statement: unknown): DsseEnvelope {
  const payload = Buffer.from(canonicalJson(statement), 'utf8');
  const sig = sign(null, pae(payloadType, payload), privateKey);
  return { payloadType, payload: payload.toString('base64'), signatures: [{ keyid: keyIdOf(privateKey), sig: sig.toString('base64') }] };
}

/**
 * The statement of an envelope when one of its signatures is a valid signature of
 * one of `keys` (by key id) and its type is `payloadType`; otherwise why not.
 */
export function openEnvelope(
  envelope: DsseEnvelope,
  payloadType: string,
  keys: readonly KeyObject[],
): { ok: true; statement: Record<string, unknown>; keyId: string } | { ok: false; reason: string } {
  if (envelope?.payloadType !== payloadType) return { ok: false, reason: `payload type is not ${payloadType}` };
  if (typeof envelope.payload !== 'string' || !Array.isArray(envelope.signatures)) return { ok: false, reason: 'malformed envelope' };
  const payload = Buffer.from(envelope.payload, 'base64');
  const byId = new Map(keys.map((key) => [keyIdOf(key), key.type === 'private' ? createPublicKey(key) : key]));
  for (const signature of envelope.signatures) {
    const key = byId.get(signature?.keyid);
    if (!key || typeof signature.sig !== 'string') continue;
    if (!verify(null, pae(payloadType, payload), key, Buffer.from(signature.sig, 'base64'))) continue;
    try {
      const statement = JSON.parse(payload.toString('utf8'));
      if (typeof statement !== 'object' || statement === null) return { ok: false, reason: 'payload is not an object' };
      return { ok: true, statement: statement as Record<string, unknown>, keyId: signature.keyid };
    } catch {
      return { ok: false, reason: 'payload is not JSON' };
    }
  }
  return { ok: false, reason: 'no valid signature by a trusted key' };
}

/** What a checkpoint signs. */
export interface CheckpointStatement {
  origin: string;
  treeSize: number;
  rootHash: string;
  issuedAt: string;
}

/** What a receipt signs: a row as the ledger stored it, before it has a log index. */
export interface ReceiptStatement {
  origin: string;
  table: string;
  key: string;
  leafHash: string;
  contentDigest: string;
}

/**
 * What a report attestation signs: what a decision uses of one reliability report, and
 * the latest checkpoint of the log when it was signed (null when there was none).
 */
export interface AttestationStatement {
  origin: string;
  cohortId: string;
  window: { lastDays: number } | { lastAttempts: number };
  asOf: string;
  settledThrough: string;
  final: boolean;
  state: string;
  minSamples: number;
  sampleSize: number;
  evidenceDigest: string;
  evidenceRowCount: number;
  checkpoint: { treeSize: number; rootHash: string; issuedAt: string; keyId: string } | null;
  issuedAt: string;
}
