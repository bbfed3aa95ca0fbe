// The offline verifier (docs/tamper-evidence.md, "Verifying"): given the public
// key(s), the checkpoints and the ledger's rows (from the database or an export), it
// recomputes every leaf and the tree, checks every checkpoint's signature and root,
// and names the first log index at which history differs. It trusts nothing the
// database says about itself except the rows it hashes: the leaf table is compared,
// never believed, and the checkpoints count only with a valid signature.
import { readFileSync, writeFileSync } from 'node:fs';
import type { KeyObject } from 'node:crypto';
import pg from 'pg';
import { setLocalStatements } from '../../db/transaction.js';
import { leavesOfSubtree, MerkleFrontier, subtreeKey } from '../../domain/merkle.js';
import { ATTESTATION_TYPE, LOG_ORIGIN, openEnvelope, RECEIPT_TYPE, type DsseEnvelope } from '../../domain/signing.js';
import {
  compareRows,
  contentDigestOf,
  formatAt,
  leafHashOf,
  readLeafFormats,
  readRows,
  stampText,
  type LeafFormat,
  type LedgerRow,
  type RowPosition,
} from './leaves.js';
import { allCheckpoints, LOG_SESSION, type CheckpointRecord } from './store.js';
import {
  checkCheckpoint,
  keptCheckpointShortfall,
  readCheckpointFile,
  sameCheckpoint,
  witnessesOfCheckpoint,
  type KeptCheckpoint,
  type WitnessPolicy,
} from './checkpoints.js';

export { checkCheckpoint, readCheckpointFile };

export interface LoggedLeaf extends RowPosition {
  logIndex: number;
  leafHash: string;
}

/** A kept hash of a complete subtree: leaves [index * 2^level, (index + 1) * 2^level). */
export interface KeptSubtree {
  level: number;
  index: number;
  hash: string;
}

/** Everything the verifier reads: what `npm run verify -- --export` writes. */
export interface LogSnapshot {
  rows: LedgerRow[];
  leaves: LoggedLeaf[];
  checkpoints: CheckpointRecord[];
  /** The subtree hashes proofs are made from (derived: checked, never needed). */
  subtrees?: KeptSubtree[];
  /** The columns each table's leaves cover from which index on; without them a leaf covers every column of its row. */
  formats?: LeafFormat[];
  /** The witnesses' cosignature lines the ledger collected, by the tree size of the checkpoint they cosign (checked, never believed). */
  cosignatures?: StoredCosignature[];
}

/** A cosignature the ledger stored: the size of the checkpoint it cosigns and its signature line. */
export interface StoredCosignature {
  treeSize: number;
  line: string;
}

export interface Problem {
  /**
   * leaf: a logged leaf differs from the row at its index; checkpoint: a checkpoint is
   * forged, replaced or disagrees with the rows; missing: rows a checkpoint or the log
   * counts are gone; subtree: a kept subtree hash is not the rows' (proofs through it fail);
   * witness: no valid checkpoint is cosigned by enough trusted witnesses, or a saved one is not
   * (the witness policy).
   */
  kind: 'leaf' | 'checkpoint' | 'missing' | 'subtree' | 'witness';
  /** The first log index this problem concerns. */
  index: number | null;
  /** The size of the checkpoint it concerns, if any. */
  treeSize?: number;
  message: string;
}

export interface VerifyReport {
  ok: boolean;
  /** The first log index at which the ledger's history is not what was logged and signed; null when none. */
  firstBadIndex: number | null;
  /** The smallest checkpoint size that is forged, replaced, missing or not given by the rows; null when none. */
  firstBadCheckpoint: number | null;
  rows: number;
  logged: number;
  checkpointsChecked: number;
  /**
   * With a witness policy: the largest valid checkpoint that enough trusted witnesses cosigned,
   * and who; null when none (a problem of kind witness). Rows after it are not witnessed yet.
   */
  witnessed: { treeSize: number; witnesses: string[] } | null;
  problems: Problem[];
}

/**
 * Verifies a snapshot of the log. `server` and `saved` are checkpoints kept outside
 * the database (the server's checkpoint file; ones a client saved, `--checkpoints`
 * files, with the witnesses' cosignatures saved beside them): a database restored
 * from an older backup lacks them, and the rows they count.
 *
 * With a witness policy, at least one valid checkpoint must be cosigned by `policy.required`
 * of its witnesses (the snapshot's cosignatures and the saved ones): the history up to it is
 * one the witnesses saw. A second history signed with the same key (a split view) has none.
 * Every saved checkpoint must be so cosigned by the lines saved with it: a client that kept a
 * checkpoint of a history no witness saw learns it here.
 */
export function verifySnapshot(
  snapshot: LogSnapshot,
  keys: readonly KeyObject[],
  server: readonly CheckpointRecord[] = [],
  policy: WitnessPolicy | null = null,
  saved: readonly KeptCheckpoint[] = [],
): VerifyReport {
  const problems: Problem[] = [];
  const trusted = [...server, ...saved];
  const rows = [...snapshot.rows].sort(compareRows);
  const formats = snapshot.formats ?? [];
  const recomputed = rows.map((row, index) => leafHashOf(row, formatAt(formats, row.table, index)));
  const leaves = [...snapshot.leaves].sort((a, b) => a.logIndex - b.logIndex);

  // The leaf table against the rows, index by index.
  for (let index = 0; index < leaves.length; index += 1) {
    const leaf = leaves[index]!;
    if (leaf.logIndex !== index) {
      problems.push({ kind: 'leaf', index, message: `the log has no leaf ${index} (next is ${leaf.logIndex})` });
      break;
    }
    const row = rows[index];
    if (!row) {
      problems.push({ kind: 'missing', index, message: `leaf ${index} (${leaf.table} ${leaf.key}) and every later one have no row` });
      break;
    }
    if (row.table !== leaf.table || row.key !== leaf.key) {
      problems.push({
        kind: 'leaf',
        index,
        message: `leaf ${index} is ${leaf.table} ${leaf.key}, but the row at that position is ${row.table} ${row.key} (a row inserted, deleted or moved)`,
      });
      break;
    }
    if (recomputed[index] !== leaf.leafHash) {
      problems.push({
        kind: 'leaf',
        index,
        message: `leaf ${index} (${leaf.table} ${leaf.key}): the row's content is not what was logged`,
      });
      break;
    }
  }

  // Every checkpoint: signed by a trusted key, and the root of the rows' tree at its size.
  const bySize = new Map<number, CheckpointRecord>();
  for (const checkpoint of snapshot.checkpoints) bySize.set(checkpoint.treeSize, checkpoint);
  const all: CheckpointRecord[] = [...snapshot.checkpoints];
  for (const kept of trusted) {
    const reason = checkCheckpoint(kept, keys);
    if (reason) {
      problems.push({
        kind: 'checkpoint',
        index: null,
        treeSize: kept.treeSize,
        message: `a trusted checkpoint of size ${kept.treeSize} is not valid: ${reason}`,
      });
      continue;
    }
    const stored = bySize.get(kept.treeSize);
    if (!stored) {
      problems.push({
        kind: 'checkpoint',
        index: null,
        treeSize: kept.treeSize,
        message: `the checkpoint of size ${kept.treeSize} kept outside the database is missing from it (an older backup restored?)`,
      });
      all.push(kept);
    } else if (!sameCheckpoint(stored, kept)) {
      problems.push({
        kind: 'checkpoint',
        index: null,
        treeSize: kept.treeSize,
        message: `the checkpoint of size ${kept.treeSize} in the database is not the one kept outside it (replaced)`,
      });
      all.push(kept);
    }
  }
  const valid: CheckpointRecord[] = [];
  for (const checkpoint of snapshot.checkpoints) {
    const reason = checkCheckpoint(checkpoint, keys);
    if (reason)
      problems.push({
        kind: 'checkpoint',
        index: null,
        treeSize: checkpoint.treeSize,
        message: `checkpoint of size ${checkpoint.treeSize}: ${reason}`,
      });
    else valid.push(checkpoint);
  }
  for (const kept of trusted)
    if (!valid.some((checkpoint) => sameCheckpoint(checkpoint, kept)) && !checkCheckpoint(kept, keys)) valid.push(kept);
  valid.sort((a, b) => a.treeSize - b.treeSize);

  // Every complete subtree of the rows' tree, to check the kept subtree hashes against.
  const subtreeHashes = new Map<string, string>();
  const frontier = new MerkleFrontier((subtree, hash) => subtreeHashes.set(subtreeKey(subtree), hash.toString('hex')));
  let goodThrough = 0; // the largest checkpointed size whose root the rows give
  let firstFailing: number | null = null;
  for (const checkpoint of valid) {
    if (checkpoint.treeSize > rows.length) {
      problems.push({
        kind: 'missing',
        index: rows.length,
        treeSize: checkpoint.treeSize,
        message: `checkpoint of size ${checkpoint.treeSize} counts rows the ledger no longer has (it has ${rows.length})`,
      });
      firstFailing ??= checkpoint.treeSize;
      continue;
    }
    while (frontier.size < checkpoint.treeSize) frontier.push(Buffer.from(recomputed[frontier.size]!, 'hex'));
    if (frontier.root().toString('hex') === checkpoint.rootHash) {
      if (firstFailing === null) goodThrough = checkpoint.treeSize;
    } else {
      problems.push({
        kind: 'checkpoint',
        index: null,
        treeSize: checkpoint.treeSize,
        message: `checkpoint of size ${checkpoint.treeSize}: the rows do not give its signed root`,
      });
      firstFailing ??= checkpoint.treeSize;
    }
  }

  // Kept subtree hashes: derived data, so a wrong one is a problem of its own and never
  // moves the first bad index (the rows and checkpoints above decide that).
  while (frontier.size < recomputed.length) frontier.push(Buffer.from(recomputed[frontier.size]!, 'hex'));
  for (const kept of [...(snapshot.subtrees ?? [])].sort((a, b) => a.level - b.level || a.index - b.index)) {
    const { start: first, end } = leavesOfSubtree(kept);
    const expected = subtreeHashes.get(subtreeKey(kept));
    if (expected !== kept.hash)
      problems.push({
        kind: 'subtree',
        index: null,
        message: `the kept hash of leaves ${first} to ${end - 1} is ${expected ? 'not the one the rows give' : 'of leaves the rows do not have'}: proofs through it fail`,
      });
  }

  // The witness policy: the largest valid checkpoint enough trusted witnesses cosigned.
  let witnessed: VerifyReport['witnessed'] = null;
  if (policy) {
    const lines = new Map<number, string[]>();
    for (const { treeSize, line } of snapshot.cosignatures ?? []) lines.set(treeSize, [...(lines.get(treeSize) ?? []), line]);
    for (const { treeSize, cosignatures } of saved) lines.set(treeSize, [...(lines.get(treeSize) ?? []), ...cosignatures]);
    for (const checkpoint of valid) {
      const witnesses = witnessesOfCheckpoint(checkpoint, lines.get(checkpoint.treeSize) ?? [], policy.keys);
      if (witnesses.length >= policy.required) witnessed = { treeSize: checkpoint.treeSize, witnesses };
    }
    if (!witnessed)
      problems.push({
        kind: 'witness',
        index: null,
        message: `no checkpoint of the log is cosigned by ${policy.required} of the ${policy.keys.length} trusted witnesses: a history no witness saw (a split view?) or one not yet witnessed`,
      });
    for (const kept of saved) {
      const shortfall = keptCheckpointShortfall(kept, policy);
      if (shortfall) problems.push({ kind: 'witness', index: null, message: shortfall });
    }
  }

  // The first bad index: where the rows first differ from the leaf table, or where
  // rows went missing; when the leaf table was rewritten to match, the first index
  // after the last checkpoint the rows still satisfy.
  const indices = problems.map((problem) => problem.index).filter((index): index is number => index !== null);
  let firstBadIndex = indices.length > 0 ? indices.reduce((a, b) => Math.min(a, b)) : null;
  if (firstFailing !== null && firstBadIndex === null) firstBadIndex = goodThrough;
  const sizes = problems.map((problem) => problem.treeSize).filter((size): size is number => size !== undefined);
  const firstBadCheckpoint = sizes.length > 0 ? sizes.reduce((a, b) => Math.min(a, b)) : null;
  return {
    ok: problems.length === 0,
    firstBadIndex,
    firstBadCheckpoint,
    rows: rows.length,
    logged: leaves.length,
    checkpointsChecked: valid.length,
    witnessed,
    problems,
  };
}

/** The log as the database holds it, read in one snapshot. */
export async function readSnapshot(url: string): Promise<LogSnapshot> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(['BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY', ...setLocalStatements(LOG_SESSION)].join('; '));
    const rows: LedgerRow[] = [];
    for (let after: RowPosition | null = null; ; ) {
      const batch = await readRows(client, after, null, 5000);
      rows.push(...batch);
      if (batch.length < 5000) break;
      after = batch[batch.length - 1]!;
    }
    const { rows: leafRows } = await client.query<{
      log_index: string;
      table_name: string;
      row_key: string;
      stamp: string;
      leaf_hash: string;
    }>(
      `SELECT log_index, table_name, row_key, ${stampText('stamp')} AS stamp, leaf_hash
         FROM transparency_leaf ORDER BY log_index`,
    );
    const leaves = leafRows.map((row) => ({
      logIndex: Number(row.log_index),
      table: row.table_name,
      key: row.row_key,
      stamp: row.stamp,
      leafHash: row.leaf_hash,
    }));
    const checkpoints = await allCheckpoints(client);
    const { rows: subtreeRows } = await client.query<{ level: number; node_index: string; hash: string }>(
      'SELECT level, node_index, hash FROM transparency_subtree ORDER BY level, node_index',
    );
    const subtrees = subtreeRows.map((row) => ({ level: Number(row.level), index: Number(row.node_index), hash: row.hash }));
    const formats = await readLeafFormats(client);
    const { rows: cosignatureRows } = await client.query<{ tree_size: string; signature_line: string }>(
      'SELECT tree_size, signature_line FROM transparency_cosignature ORDER BY tree_size, witness_name',
    );
    const cosignatures = cosignatureRows.map((row) => ({ treeSize: Number(row.tree_size), line: row.signature_line }));
    await client.query('COMMIT');
    return { rows, leaves, checkpoints, subtrees, formats, cosignatures };
  } finally {
    await client.end();
  }
}

/** An export: one JSON document per line, {"row"}, {"leaf"}, {"checkpoint"}, {"subtree"}, {"format"} or {"cosignature"}. */
export function writeExport(file: string, snapshot: LogSnapshot): void {
  const lines = [
    ...snapshot.rows.map((row) => JSON.stringify({ row })),
    ...snapshot.leaves.map((leaf) => JSON.stringify({ leaf })),
    ...snapshot.checkpoints.map((checkpoint) => JSON.stringify({ checkpoint })),
    ...(snapshot.subtrees ?? []).map((subtree) => JSON.stringify({ subtree })),
    ...(snapshot.formats ?? []).map((format) => JSON.stringify({ format })),
    ...(snapshot.cosignatures ?? []).map((cosignature) => JSON.stringify({ cosignature })),
  ];
  writeFileSync(file, lines.length ? `${lines.join('\n')}\n` : '');
}

/** A line of an export: the one item it holds, under the name of its kind. */
interface ExportLine {
  row?: LedgerRow;
  leaf?: LoggedLeaf;
  checkpoint?: CheckpointRecord;
  subtree?: KeptSubtree;
  format?: LeafFormat;
  cosignature?: StoredCosignature;
}

export function readExport(file: string): LogSnapshot {
  const snapshot: LogSnapshot = { rows: [], leaves: [], checkpoints: [], subtrees: [], formats: [], cosignatures: [] };
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const item = JSON.parse(line) as ExportLine;
    if (item.row) snapshot.rows.push(item.row);
    else if (item.leaf) snapshot.leaves.push(item.leaf);
    else if (item.checkpoint) snapshot.checkpoints.push(item.checkpoint);
    else if (item.subtree) snapshot.subtrees!.push(item.subtree);
    else if (item.format) snapshot.formats!.push(item.format);
    else if (item.cosignature) snapshot.cosignatures!.push(item.cosignature);
  }
  return snapshot;
}

/**
 * A receipt on its own: signed by a trusted key, and, given the row it names, that
 * the row still hashes to the receipt's leaf hash and content digest. When the row's
 * table has gained columns since, `columns` are the ones its leaf covers (the table's
 * leaf format at the row's log index; the inclusion proof's leaf data lists them).
 */
export function verifyReceipt(
  envelope: DsseEnvelope,
  keys: readonly KeyObject[],
  row?: Pick<LedgerRow, 'table' | 'key' | 'row'>,
  columns: readonly string[] | null = null,
): { ok: true; statement: Record<string, unknown> } | { ok: false; reason: string } {
  const opened = openEnvelope(envelope, RECEIPT_TYPE, keys);
  if (!opened.ok) return opened;
  const statement = opened.statement;
  if (statement.origin !== LOG_ORIGIN) return { ok: false, reason: 'the receipt is of another log' };
  if (row) {
    if (statement.table !== row.table || statement.key !== row.key) return { ok: false, reason: 'the receipt is for another row' };
    if (statement.leafHash !== leafHashOf(row, columns)) return { ok: false, reason: "the row's content is not what the receipt signed" };
    if (statement.contentDigest !== contentDigestOf(row))
      return { ok: false, reason: "the row's content digest is not what the receipt signed" };
  }
  return { ok: true, statement };
}

/**
 * A report attestation on its own: signed by a trusted key, of this log, naming a
 * report. Returns the statement; that the evidence rows are in the tree of the
 * checkpoint it names is shown with inclusion proofs at that tree size.
 */
export function verifyAttestation(
  envelope: DsseEnvelope,
  keys: readonly KeyObject[],
): { ok: true; statement: Record<string, unknown> } | { ok: false; reason: string } {
  const opened = openEnvelope(envelope, ATTESTATION_TYPE, keys);
  if (!opened.ok) return opened;
  const statement = opened.statement;
  if (statement.origin !== LOG_ORIGIN) return { ok: false, reason: 'the attestation is of another log' };
  if (typeof statement.evidenceDigest !== 'string' || typeof statement.final !== 'boolean' || typeof statement.asOf !== 'string')
    return { ok: false, reason: 'the attestation does not name a report' };
  return { ok: true, statement };
}
