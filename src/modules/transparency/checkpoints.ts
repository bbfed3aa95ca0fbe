// Checkpoints outside the database (docs/tamper-evidence.md, "What `--checkpoints`
// accepts"): whether one is signed as it says, whether two are the same, and reading the
// files a verifier keeps them in. No database: the snapshot verifier and the evidence
// bundle verifier (bundle-verify.ts) both check checkpoints through here.
import type { KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { canonicalJson } from '../../domain/canonical.js';
import { CHECKPOINT_TYPE, LOG_ORIGIN, openEnvelope, type DsseEnvelope } from '../../domain/signing.js';
import { checkpointNoteText, cosignatureHolds, parseSignatureLine, type NoteVerifier } from '../../domain/note.js';
import type { CheckpointRecord } from './store.js';

export const sameCheckpoint = (a: CheckpointRecord, b: CheckpointRecord) =>
  a.treeSize === b.treeSize && a.rootHash === b.rootHash && a.keyId === b.keyId && canonicalJson(a.envelope) === canonicalJson(b.envelope);

/** A checkpoint's signed statement, when its signature is valid and its columns say what it signs. */
export function checkCheckpoint(checkpoint: CheckpointRecord, keys: readonly KeyObject[]): string | null {
  const opened = openEnvelope(checkpoint.envelope, CHECKPOINT_TYPE, keys);
  if (!opened.ok) return opened.reason;
  const statement = opened.statement;
  if (statement.origin !== LOG_ORIGIN) return 'the checkpoint is of another log';
  if (statement.treeSize !== checkpoint.treeSize || statement.rootHash !== checkpoint.rootHash || opened.keyId !== checkpoint.keyId)
    return 'the stored size, root or key id differ from what is signed';
  if (typeof statement.issuedAt !== 'string' || new Date(statement.issuedAt).getTime() !== new Date(checkpoint.issuedAt).getTime())
    return 'the stored time differs from what is signed';
  return null;
}

/**
 * A checkpoint kept outside the database, with the witnesses' signature lines saved with it
 * (its `cosignatures`, and every line of its `note`; none in a CHECKPOINT_FILE line). They
 * are only candidates: a witness policy counts the ones that verify over this checkpoint.
 */
export interface KeptCheckpoint extends CheckpointRecord {
  cosignatures: string[];
}

/**
 * Checkpoints from a file (`--checkpoints`): one JSON document per line, each a line of
 * the server's CHECKPOINT_FILE ({treeSize, rootHash, issuedAt, keyId, envelope}, the
 * envelope an object), the `checkpoint` query's Checkpoint as the API answers it (the
 * same fields, the envelope a JSON string, and `cosignatures` or `note` when asked for),
 * that query's whole GraphQL response ({"data": {"checkpoint": …}}), or an export's
 * {"checkpoint": …} line. Blank lines are skipped; any other line is refused with its
 * number, never read as a checkpoint.
 */
export function readCheckpointFile(file: string): KeptCheckpoint[] {
  const checkpoints: KeptCheckpoint[] = [];
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      if (!line.trim()) return;
      const refuse = (why: string): never => {
        throw new Error(`${file}, line ${index + 1}: ${why}`);
      };
      let item: unknown;
      try {
        item = JSON.parse(line);
      } catch {
        refuse('not JSON');
      }
      const fields =
        typeof item === 'object' && item !== null ? (item as { data?: { checkpoint?: unknown } | null; checkpoint?: unknown }) : undefined;
      const candidate = fields?.data !== undefined ? fields.data?.checkpoint : fields?.checkpoint !== undefined ? fields.checkpoint : item;
      checkpoints.push(
        checkpointRecordOf(candidate) ??
          refuse(
            'not a checkpoint: {treeSize, rootHash, issuedAt, keyId, envelope, cosignatures?, note?}, {"checkpoint": …} or {"data": {"checkpoint": …}}',
          ),
      );
    });
  return checkpoints;
}

/** A checkpoint as a file holds it (the envelope an object or its JSON text), or null when it is not one. */
function checkpointRecordOf(value: unknown): KeptCheckpoint | null {
  if (typeof value !== 'object' || value === null) return null;
  const { treeSize, rootHash, issuedAt, keyId } = value as Record<string, unknown>;
  if (
    typeof treeSize !== 'number' ||
    !Number.isSafeInteger(treeSize) ||
    treeSize < 0 ||
    typeof rootHash !== 'string' ||
    typeof issuedAt !== 'string' ||
    typeof keyId !== 'string'
  )
    return null;
  let envelope = (value as { envelope?: unknown }).envelope;
  if (typeof envelope === 'string') {
    try {
      envelope = JSON.parse(envelope);
    } catch {
      return null;
    }
  }
  if (typeof envelope !== 'object' || envelope === null || Array.isArray(envelope)) return null;
  // Absent or null (a server without the key answers note: null) means none saved.
  const { cosignatures = null, note = null } = value as { cosignatures?: unknown; note?: unknown };
  if (cosignatures !== null && !(Array.isArray(cosignatures) && cosignatures.every((line) => typeof line === 'string'))) return null;
  if (note !== null && typeof note !== 'string') return null;
  const lines = [...((cosignatures as string[] | null) ?? []), ...(note === null ? [] : note.split('\n'))];
  return { treeSize, rootHash, issuedAt, keyId, envelope: envelope as DsseEnvelope, cosignatures: lines };
}

/** A witness policy: at least `required` of these witnesses (cosigner vkeys) must have cosigned a checkpoint. */
export interface WitnessPolicy {
  keys: readonly NoteVerifier[];
  required: number;
}

/**
 * The trusted witnesses with a valid cosignature/v1 of the checkpoint among `lines` (signature
 * lines), each once as `name+keyid`, sorted. A line that is not a signature line, or of a key
 * not trusted, or over another checkpoint (another root, size or log key), counts for nothing.
 */
export function witnessesOfCheckpoint(
  checkpoint: { treeSize: number; rootHash: string; keyId: string },
  lines: readonly string[],
  keys: readonly NoteVerifier[],
): string[] {
  const text = checkpointNoteText(checkpoint);
  const found = new Set<string>();
  for (const line of lines) {
    const signature = parseSignatureLine(line);
    if (!signature) continue;
    for (const key of keys)
      if (cosignatureHolds(text, signature, key) !== null) found.add(`${key.name}+${key.keyId.toString(16).padStart(8, '0')}`);
  }
  return [...found].sort();
}

/**
 * The witness policy over a checkpoint kept outside the database: null when `policy.required`
 * of its witnesses cosigned it (the lines saved with it), otherwise why not, in the words of
 * the bundle verifier's policy.
 */
export function keptCheckpointShortfall(
  kept: CheckpointRecord & { cosignatures?: readonly string[] },
  policy: WitnessPolicy,
): string | null {
  const witnesses = witnessesOfCheckpoint(kept, kept.cosignatures ?? [], policy.keys);
  if (witnesses.length >= policy.required) return null;
  return (
    `the kept checkpoint of size ${kept.treeSize} is cosigned by ${witnesses.length} of the trusted witnesses${witnesses.length ? ` (${witnesses.join(', ')})` : ''}, ` +
    `the policy needs ${policy.required}: a history no witness saw (a split view?) or one not yet witnessed`
  );
}
