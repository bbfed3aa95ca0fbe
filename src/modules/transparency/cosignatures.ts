// Witnessed checkpoints, the ledger's side (docs/tamper-evidence.md, "Witnesses"): every
// checkpoint also as a C2SP signed note (tlog-checkpoint) signed with the log's Ed25519 key,
// the witnesses an operator registered (their cosigner vkeys), and the cosignatures they send
// back (tlog-cosignature, cosignature/v1), each checked against the witness's key and the
// checkpoint it signs before it is stored, append-only, and served with the checkpoint.
import type pg from 'pg';
import {
  checkpointNoteText,
  COSIGNATURE_ED25519,
  cosignatureHolds,
  parseSignatureLine,
  noteOriginOf,
  parseVkey,
  signNote,
  type NoteVerifier,
} from '../../domain/note.js';
import { ValidationError } from '../../errors.js';
import type { Signer } from './keys.js';
import { checkpointOfSize, type CheckpointRecord } from './store.js';

/**
 * The checkpoint as a signed note: its text, the log's signature (Ed25519 is deterministic,
 * so the same bytes every time), then the witnesses' cosignature lines in name order.
 */
export function checkpointNote(checkpoint: CheckpointRecord, signer: Signer, cosignatures: readonly string[] = []): string {
  if (checkpoint.keyId !== signer.keyId)
    throw new Error(`the checkpoint of size ${checkpoint.treeSize} is signed by key ${checkpoint.keyId}, not this server's`);
  const note = signNote(checkpointNoteText(checkpoint), noteOriginOf(signer.keyId), signer.privateKey);
  return cosignatures.length === 0 ? note : `${note}${cosignatures.join('\n')}\n`;
}

export interface RegisteredWitness {
  name: string;
  vkey: string;
  registeredAt: string;
}

/** A transparency_witness row as pg reads it. */
interface WitnessRow {
  name: string;
  vkey: string;
  registered_at: Date;
}

/** Registers a witness by its cosigner vkey; the same vkey again is a replay, another key under the name is refused. */
export async function registerWitness(pool: pg.Pool, vkey: string): Promise<RegisteredWitness> {
  let verifier: NoteVerifier;
  try {
    verifier = parseVkey(vkey.trim());
  } catch (error) {
    throw ValidationError.of([{ path: 'vkey', message: (error as Error).message }]);
  }
  if (verifier.type !== COSIGNATURE_ED25519)
    throw ValidationError.of([{ path: 'vkey', message: 'a witness key is a cosigner key: signature type 0x04 (tlog-cosignature)' }]);
  const { rows } = await pool.query<WitnessRow>(
    `WITH added AS (INSERT INTO transparency_witness (name, vkey) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING RETURNING *)
     SELECT * FROM added UNION ALL SELECT * FROM transparency_witness WHERE name = $1`,
    [verifier.name, vkey.trim()],
  );
  const row = rows[0]!;
  if (row.vkey !== vkey.trim())
    throw ValidationError.of([{ path: 'vkey', message: `a witness named ${verifier.name} is registered with another key` }]);
  return { name: row.name, vkey: row.vkey, registeredAt: new Date(row.registered_at).toISOString() };
}

export async function listWitnesses(pool: pg.Pool): Promise<RegisteredWitness[]> {
  const { rows } = await pool.query<WitnessRow>('SELECT name, vkey, registered_at FROM transparency_witness ORDER BY name');
  return rows.map((row) => ({ name: row.name, vkey: row.vkey, registeredAt: new Date(row.registered_at).toISOString() }));
}

/** The stored cosignature lines of the checkpoint of `treeSize`, in witness-name order. */
export async function cosignaturesOf(pool: pg.Pool | pg.ClientBase, treeSize: number): Promise<string[]> {
  const { rows } = await pool.query<{ signature_line: string }>(
    'SELECT signature_line FROM transparency_cosignature WHERE tree_size = $1 ORDER BY witness_name',
    [treeSize],
  );
  return rows.map((row) => row.signature_line);
}

/**
 * Stores a registered witness's cosignature of the checkpoint of `treeSize`, after checking
 * it: a cosignature/v1 line by the registered key, over this ledger's note of that checkpoint.
 * A witness cosigns a checkpoint once: the stored line is kept, and answered again.
 */
export async function addCosignature(
  pool: pg.Pool,
  treeSize: number,
  line: string,
): Promise<{ treeSize: number; witness: string; timestamp: number; line: string }> {
  const refuse = (message: string): never => {
    throw ValidationError.of([{ path: 'cosignature', message }]);
  };
  const signature =
    parseSignatureLine(line.trim()) ?? refuse('not a note signature line: "— <witness name> <base64(key ID || timestamp || signature)>"');
  const { rows } = await pool.query<{ vkey: string }>('SELECT vkey FROM transparency_witness WHERE name = $1', [signature.name]);
  if (!rows[0]) refuse(`no witness named ${signature.name} is registered with this ledger`);
  const witness = parseVkey(rows[0]!.vkey);
  const checkpoint = (await checkpointOfSize(pool, treeSize)) ?? refuse(`the log has no checkpoint of size ${treeSize}`);
  const timestamp = cosignatureHolds(checkpointNoteText(checkpoint), signature, witness);
  if (timestamp === null)
    refuse(`not a valid cosignature of the checkpoint of size ${treeSize} by the registered key of ${signature.name}`);
  const { rows: stored } = await pool.query<{ signature_line: string; cosigned_at: string }>(
    `WITH added AS (
       INSERT INTO transparency_cosignature (tree_size, witness_name, cosigned_at, signature_line) VALUES ($1, $2, $3, $4)
       ON CONFLICT (tree_size, witness_name) DO NOTHING RETURNING signature_line, cosigned_at)
     SELECT * FROM added UNION ALL SELECT signature_line, cosigned_at FROM transparency_cosignature WHERE tree_size = $1 AND witness_name = $2`,
    [treeSize, signature.name, timestamp, signature.line],
  );
  return { treeSize, witness: signature.name, timestamp: Number(stored[0]!.cosigned_at), line: stored[0]!.signature_line };
}
