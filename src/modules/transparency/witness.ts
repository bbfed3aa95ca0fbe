// A witness of the transparency log (docs/tamper-evidence.md, "Witnesses"; C2SP tlog-witness
// and tlog-cosignature): it keeps the size and root of the last checkpoint it cosigned, and
// cosigns a newer checkpoint of the ledger only when the ledger's note signature holds and a
// consistency proof shows the new tree extends the one it cosigned. A second history signed
// with the same key (a split view) cannot give that proof, so the witness never cosigns it.
// The state is written (atomically) before the cosignature leaves the witness.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { KeyObject } from 'node:crypto';
import { consistencyHolds } from '../../domain/merkle.js';
import {
  cosign,
  NOTE_ED25519,
  noteSignatureHolds,
  parseCheckpointText,
  splitNote,
  type CheckpointBody,
  type NoteVerifier,
} from '../../domain/note.js';

/** What the witness keeps between runs: the last checkpoint it cosigned. */
export interface WitnessState {
  origin: string;
  treeSize: number;
  /** Hex SHA-256. */
  rootHash: string;
  /** POSIX seconds of its cosignature. */
  cosignedAt: number;
}

export function readWitnessState(file: string): WitnessState | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return null;
    throw error;
  }
  const state = JSON.parse(text) as WitnessState | null;
  if (typeof state?.origin !== 'string' || !Number.isSafeInteger(state.treeSize) || !/^[0-9a-f]{64}$/.test(state.rootHash))
    throw new Error(`${file}: not a witness state`);
  return state;
}

/** Written beside and renamed over the file, so a crash leaves the old state or the new one, never half of either. */
export function writeWitnessState(file: string, state: WitnessState): void {
  writeFileSync(`${file}.tmp`, `${JSON.stringify(state)}\n`, { mode: 0o600 });
  renameSync(`${file}.tmp`, file);
}

/** What the witness asks of the ledger (its GraphQL API, or anything answering the same). */
export interface WitnessedLedger {
  /** The latest checkpoint as a signed note; null when the log has none. */
  latestNote(): Promise<string | null>;
  /** The RFC 9162 consistency proof between the ledger's checkpoints of the two sizes (hex hashes); null when it has none. */
  consistencyProof(fromSize: number, toSize: number): Promise<string[] | null>;
  /** Delivers the cosignature line of the checkpoint of `treeSize`. */
  addCosignature(treeSize: number, line: string): Promise<void>;
}

export interface WitnessIdentity {
  name: string;
  privateKey: KeyObject;
}

export type WitnessOutcome =
  | { kind: 'cosigned'; checkpoint: CheckpointBody; line: string; previous: WitnessState | null }
  | { kind: 'unchanged'; checkpoint: CheckpointBody }
  | { kind: 'empty' }
  | { kind: 'refused'; reason: string; checkpoint: CheckpointBody | null };

/**
 * One round: fetch the ledger's latest checkpoint, check it, and cosign it when it extends the
 * state (a first checkpoint extends the empty tree). A refusal leaves the state as it was.
 */
export async function witnessRound(
  ledger: WitnessedLedger,
  log: NoteVerifier,
  witness: WitnessIdentity,
  stateFile: string,
  now: () => number = () => Math.floor(Date.now() / 1000),
): Promise<WitnessOutcome> {
  if (log.type !== NOTE_ED25519) throw new Error('the log key is a note key (signature type 0x01)');
  const note = await ledger.latestNote();
  if (note === null) return { kind: 'empty' };
  const split = splitNote(note);
  if (!split) return { kind: 'refused', reason: 'the ledger answered a malformed note', checkpoint: null };
  const checkpoint = parseCheckpointText(split.text);
  if (!checkpoint) return { kind: 'refused', reason: 'the note is not a checkpoint (origin, tree size, root hash)', checkpoint: null };
  if (checkpoint.origin !== log.name)
    return { kind: 'refused', reason: `the checkpoint is of log ${checkpoint.origin}, not ${log.name}`, checkpoint };
  if (!split.signatures.some((signature) => noteSignatureHolds(split.text, signature, log)))
    return { kind: 'refused', reason: "the checkpoint carries no valid signature of the log's key", checkpoint };

  const state = readWitnessState(stateFile);
  if (state && state.origin !== checkpoint.origin)
    return { kind: 'refused', reason: `the state file witnesses log ${state.origin}`, checkpoint };
  if (state && checkpoint.treeSize < state.treeSize)
    return {
      kind: 'refused',
      reason: `the ledger's checkpoint (size ${checkpoint.treeSize}) is older than the one this witness cosigned (size ${state.treeSize}): a rollback`,
      checkpoint,
    };
  if (state && checkpoint.treeSize === state.treeSize) {
    if (checkpoint.rootHash !== state.rootHash)
      return {
        kind: 'refused',
        reason: `the ledger shows another root at size ${state.treeSize} than the one this witness cosigned: a split view`,
        checkpoint,
      };
    return { kind: 'unchanged', checkpoint };
  }
  if (state && state.treeSize > 0) {
    const proof = await ledger.consistencyProof(state.treeSize, checkpoint.treeSize);
    if (!proof)
      return {
        kind: 'refused',
        reason: `the ledger has no consistency proof from size ${state.treeSize} (cosigned) to ${checkpoint.treeSize}: a history this witness did not see`,
        checkpoint,
      };
    const hex = (text: string) => Buffer.from(text, 'hex');
    if (
      !proof.every((hash) => /^[0-9a-f]{64}$/.test(hash)) ||
      !consistencyHolds(state.treeSize, checkpoint.treeSize, hex(state.rootHash), hex(checkpoint.rootHash), proof.map(hex))
    )
      return {
        kind: 'refused',
        reason: `the checkpoint of size ${checkpoint.treeSize} does not extend the one of size ${state.treeSize} this witness cosigned: a split view or a rewritten history`,
        checkpoint,
      };
  }
  const timestamp = Math.max(now(), state?.cosignedAt ?? 0);
  const line = cosign(split.text, witness.name, witness.privateKey, timestamp);
  writeWitnessState(stateFile, {
    origin: checkpoint.origin,
    treeSize: checkpoint.treeSize,
    rootHash: checkpoint.rootHash,
    cosignedAt: timestamp,
  });
  await ledger.addCosignature(checkpoint.treeSize, line);
  return { kind: 'cosigned', checkpoint, line, previous: state };
}

/** The ledger's GraphQL API as a witness reads it, through `fetch` with a bearer token. */
export function graphqlLedger(url: string, token: string, fetchImpl: typeof fetch = fetch): WitnessedLedger {
  /** The answer's data, typed by the caller's selection (the three documents below). */
  const ask = async <Data>(query: string, variables: Record<string, unknown>): Promise<Data> => {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data: Data; errors?: { message: string }[] };
    if (body.errors?.length) throw new Error(`the ledger answered: ${body.errors.map((error) => error.message).join('; ')}`);
    return body.data;
  };
  return {
    async latestNote() {
      return (
        (await ask<{ checkpoint: { note: string | null } | null }>('query WitnessCheckpoint { checkpoint { treeSize note } }', {}))
          .checkpoint?.note ?? null
      );
    },
    async consistencyProof(fromSize, toSize) {
      return (
        (
          await ask<{ consistencyProof: { proof: string[] } | null }>(
            'query WitnessConsistency($from: Int!, $to: Int!) { consistencyProof(fromSize: $from, toSize: $to) { proof } }',
            { from: fromSize, to: toSize },
          )
        ).consistencyProof?.proof ?? null
      );
    },
    async addCosignature(treeSize, line) {
      const data = await ask<{ addCosignature: { __typename: string; message?: string } }>(
        `mutation WitnessCosign($treeSize: Int!, $cosignature: String!) {
           addCosignature(treeSize: $treeSize, cosignature: $cosignature) { __typename ... on Cosignature { line } ... on Error { message } }
         }`,
        { treeSize, cosignature: line },
      );
      if (data.addCosignature.__typename !== 'Cosignature')
        throw new Error(`the ledger refused the cosignature: ${data.addCosignature.message}`);
    },
  };
}
