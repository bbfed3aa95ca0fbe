// The transparency log's writer and reader (docs/tamper-evidence.md):
//   sequence    appends every settled ledger row not yet in the log as a leaf, in log
//               order (stamp, table, key), out of band of the writes themselves;
//   checkpoint  signs the tree as it stands (size, root, time) and appends the
//               checkpoint, here and to a file outside the database;
//   proofs      inclusion and consistency proofs against stored checkpoints, from the
//               hashes of complete subtrees the checkpointer keeps (transparency_subtree)
//               and a few leaves, so a proof's cost grows with log2 of the tree.
// One writer at a time across every process (a transaction-scoped advisory lock), so
// any number of servers may run this; the log index stays gapless (a trigger checks).
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { inTransaction } from '../../db/transaction.js';
import {
  consistencyRanges,
  inclusionRanges,
  leavesOfSubtree,
  MerkleFrontier,
  rootFromSubtrees,
  rootOf,
  subtreeKey,
  subtreesOf,
  type Hash,
  type LeafRange,
  type Subtree,
} from '../../domain/merkle.js';
import { CHECKPOINT_TYPE, LOG_ORIGIN, signEnvelope, type CheckpointStatement, type DsseEnvelope } from '../../domain/signing.js';
import {
  appendLeaves,
  formatAt,
  leafDataOf,
  LOGGED_TABLE_NAMES,
  loggedColumns,
  readLeafFormats,
  readRowsByKey,
  recordLeafFormats,
  stampText,
  type LedgerRow,
  type RowPosition,
} from './leaves.js';
import type { Signer } from './keys.js';

/** The writer's advisory lock: its own namespace, apart from the write stamps' (src/db, settled horizon). */
const WRITER_LOCK = [1129466930, 1] as const;
/**
 * Every read and write of leaves runs in UTC with shortest round-trip doubles, so
 * timestamps and numbers read one way; and without JIT compilation: the leaf statements
 * (a subquery per row for each logged table) are estimated far above jit_above_cost, and
 * compiling one cost more than running it (about 70 ms for a batch of 5,000 leaves).
 */
export const LOG_SESSION = { TimeZone: 'UTC', extra_float_digits: '1', jit: 'off' } as const;
const BATCH = 5000;
/**
 * Complete subtrees of 2^8 = 256 leaves and more have their hash kept; a proof then reads
 * one stored hash per level and at most a few runs of fewer than 256 leaf hashes.
 */
export const SUBTREE_MIN_LEVEL = 8;

export interface CheckpointRecord {
  treeSize: number;
  rootHash: string;
  issuedAt: string;
  keyId: string;
  envelope: DsseEnvelope;
}

/** A row of transparency_checkpoint as the statements here select it. */
interface CheckpointRow {
  tree_size: string | number;
  root_hash: string;
  issued_at: Date | string;
  key_id: string;
  envelope: DsseEnvelope;
}

const checkpointOf = (row: CheckpointRow): CheckpointRecord => ({
  treeSize: Number(row.tree_size),
  rootHash: row.root_hash,
  issuedAt: new Date(row.issued_at).toISOString(),
  keyId: row.key_id,
  envelope: row.envelope,
});

async function lastLeaf(client: pg.ClientBase): Promise<(RowPosition & { logIndex: number }) | null> {
  const { rows } = await client.query<{ log_index: string; table_name: string; row_key: string; stamp: string }>(
    `SELECT log_index, table_name, row_key, ${stampText('stamp')} AS stamp FROM transparency_leaf ORDER BY log_index DESC LIMIT 1`,
  );
  return rows[0] ? { logIndex: Number(rows[0].log_index), table: rows[0].table_name, key: rows[0].row_key, stamp: rows[0].stamp } : null;
}

export async function readLeafHashes(client: pg.ClientBase, from: number, to: number): Promise<Hash[]> {
  const { rows } = await client.query<{ leaf_hash: string }>(
    'SELECT leaf_hash FROM transparency_leaf WHERE log_index >= $1 AND log_index < $2 ORDER BY log_index',
    [from, to],
  );
  return rows.map((row) => Buffer.from(row.leaf_hash, 'hex'));
}

export async function latestCheckpoint(pool: pg.Pool | pg.ClientBase): Promise<CheckpointRecord | null> {
  const { rows } = await pool.query<CheckpointRow>('SELECT * FROM transparency_checkpoint ORDER BY tree_size DESC LIMIT 1');
  return rows[0] ? checkpointOf(rows[0]) : null;
}

export async function checkpointOfSize(pool: pg.Pool | pg.ClientBase, treeSize: number): Promise<CheckpointRecord | null> {
  const { rows } = await pool.query<CheckpointRow>('SELECT * FROM transparency_checkpoint WHERE tree_size = $1', [treeSize]);
  return rows[0] ? checkpointOf(rows[0]) : null;
}

export async function allCheckpoints(pool: pg.Pool | pg.ClientBase): Promise<CheckpointRecord[]> {
  const { rows } = await pool.query<CheckpointRow>('SELECT * FROM transparency_checkpoint ORDER BY tree_size');
  return rows.map(checkpointOf);
}

/** Appends the hashes of complete subtrees; one already kept stays as it is (the verifier checks them all). */
async function keepSubtrees(client: pg.ClientBase, subtrees: { subtree: Subtree; hash: Hash }[]): Promise<void> {
  for (let at = 0; at < subtrees.length; at += 10_000) {
    const part = subtrees.slice(at, at + 10_000);
    await client.query(
      `INSERT INTO transparency_subtree (level, node_index, hash)
       SELECT * FROM unnest($1::int[], $2::bigint[], $3::text[]) ON CONFLICT DO NOTHING`,
      [part.map((s) => s.subtree.level), part.map((s) => s.subtree.index), part.map((s) => s.hash.toString('hex'))],
    );
  }
}

/**
 * MTH of each range (the hashes a proof is made of), from the kept subtree hashes and,
 * for the subtrees below SUBTREE_MIN_LEVEL or not kept yet, from the leaves: two reads.
 */
async function rangeHashes(client: pg.ClientBase, ranges: readonly LeafRange[]): Promise<Hash[]> {
  const needed = new Map<string, Subtree>();
  for (const range of ranges) for (const subtree of subtreesOf(range)) needed.set(subtreeKey(subtree), subtree);
  const known = new Map<string, Hash>();
  const kept = [...needed.values()].filter((subtree) => subtree.level >= SUBTREE_MIN_LEVEL);
  if (kept.length > 0) {
    const { rows } = await client.query<{ level: number; node_index: string; hash: string }>(
      `SELECT s.level, s.node_index, s.hash FROM unnest($1::int[], $2::bigint[]) AS wanted(level, node_index)
         JOIN transparency_subtree s USING (level, node_index)`,
      [kept.map((subtree) => subtree.level), kept.map((subtree) => subtree.index)],
    );
    for (const row of rows)
      known.set(subtreeKey({ level: Number(row.level), index: Number(row.node_index) }), Buffer.from(row.hash, 'hex'));
  }
  // The leaves to read, as few runs as they make (the proofs of neighbouring rows share most of theirs).
  const fromLeaves: LeafRange[] = [];
  for (const range of [...needed.values()]
    .filter((subtree) => !known.has(subtreeKey(subtree)))
    .map(leavesOfSubtree)
    .sort((a, b) => a.start - b.start)) {
    const last = fromLeaves[fromLeaves.length - 1];
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else fromLeaves.push({ ...range });
  }
  const leaves = new Map<number, Hash>();
  if (fromLeaves.length > 0) {
    const { rows } = await client.query<{ log_index: string; leaf_hash: string }>(
      `SELECT l.log_index, l.leaf_hash FROM unnest($1::bigint[], $2::bigint[]) AS wanted(first, after)
         JOIN transparency_leaf l ON l.log_index >= wanted.first AND l.log_index < wanted.after`,
      [fromLeaves.map((range) => range.start), fromLeaves.map((range) => range.end)],
    );
    for (const row of rows) leaves.set(Number(row.log_index), Buffer.from(row.leaf_hash, 'hex'));
  }
  // Each subtree hashed once, however many of the ranges (of many proofs) hold it.
  const hashOf = (subtree: Subtree): Hash => {
    const key = subtreeKey(subtree);
    const hash = known.get(key);
    if (hash) return hash;
    const range = leavesOfSubtree(subtree);
    const run = Array.from({ length: range.end - range.start }, (_, offset) => {
      const leaf = leaves.get(range.start + offset);
      if (!leaf)
        throw new Error(`the transparency log has no leaf ${range.start + offset} under a checkpoint that counts it: run npm run verify`);
      return leaf;
    });
    const computed = rootOf(run);
    known.set(key, computed);
    return computed;
  };
  return ranges.map((range) => rootFromSubtrees(range, hashOf));
}

/** The log's writer; keeps the tree's frontier in memory so a checkpoint reads only new leaves. */
export class TransparencyLog {
  private frontier: MerkleFrontier | null = null;

  constructor(
    private readonly pool: pg.Pool,
    readonly signer: Signer,
    /** Where every checkpoint is also appended, one JSON line each (outside the database). */
    private readonly checkpointFile: string | null = null,
  ) {}

  /** Appends every settled row not yet in the log; answers how many leaves were added. */
  async sequence(): Promise<number> {
    let total = 0;
    for (;;) {
      const added = await inTransaction(
        this.pool,
        async (client) => {
          await client.query('SELECT pg_advisory_xact_lock($1, $2)', [...WRITER_LOCK]);
          // No column can change under the batch: its leaves name every column of their row.
          await client.query(`LOCK TABLE ${LOGGED_TABLE_NAMES.map((table) => `"${table}"`).join(', ')} IN ACCESS SHARE MODE`);
          const columns = await loggedColumns(client);
          const { rows } = await client.query<{ horizon: string }>(`SELECT ${stampText('crl_settled_through()')} AS horizon`);
          const last = await lastLeaf(client);
          const first = last ? last.logIndex + 1 : 0;
          const added = await appendLeaves(client, columns, last, rows[0]!.horizon, BATCH, first);
          // The columns these leaves cover, when a table's differ from its last format.
          if (added > 0) await recordLeafFormats(client, columns, first);
          return added;
        },
        { local: LOG_SESSION },
      );
      total += added;
      if (added < BATCH) return total;
    }
  }

  /**
   * Signs and appends a checkpoint of the whole log when it grew since the last one;
   * answers the latest checkpoint. Refuses (throws) when the stored leaves no longer
   * give the root of the last checkpoint: it never signs a rewritten history.
   */
  async checkpoint(): Promise<CheckpointRecord | null> {
    const made = await inTransaction(this.pool, async (client) => {
      await client.query('SELECT pg_advisory_xact_lock($1, $2)', [...WRITER_LOCK]);
      const latest = await latestCheckpoint(client);
      const last = await lastLeaf(client);
      const size = last ? last.logIndex + 1 : 0;
      // A new frontier (first checkpoint of this process) reads the whole log once, and
      // keeps every complete subtree's hash that is not kept yet (a log from before
      // subtree hashes were kept gets them here).
      if (latest && latest.treeSize >= size && this.frontier) return { record: latest, fresh: false };
      const completed: { subtree: Subtree; hash: Hash }[] = [];
      const collect = (subtree: Subtree, hash: Hash) => {
        if (subtree.level >= SUBTREE_MIN_LEVEL) completed.push({ subtree, hash });
      };
      if (!this.frontier || this.frontier.size > size) this.frontier = new MerkleFrontier(collect);
      const frontier = this.frontier;
      frontier.completed = collect;
      try {
        for (let from = frontier.size; from < size; from += 50_000) {
          const leaves = await readLeafHashes(client, from, Math.min(size, from + 50_000));
          for (const leaf of leaves) {
            frontier.push(leaf);
            if (latest && frontier.size === latest.treeSize && frontier.root().toString('hex') !== latest.rootHash)
              throw new Error(`the transparency log disagrees with its checkpoint of size ${latest.treeSize}: run npm run verify`);
          }
        }
      } catch (error) {
        this.frontier = null;
        throw error;
      }
      await keepSubtrees(client, completed);
      if (latest && latest.treeSize >= size) return { record: latest, fresh: false };
      const statement: CheckpointStatement = {
        origin: LOG_ORIGIN,
        treeSize: size,
        rootHash: frontier.root().toString('hex'),
        issuedAt: new Date().toISOString(),
      };
      const envelope = signEnvelope(this.signer.privateKey, CHECKPOINT_TYPE, statement);
      const { rows } = await client.query<CheckpointRow>(
        'INSERT INTO transparency_checkpoint (tree_size, root_hash, issued_at, key_id, envelope) VALUES ($1, $2, $3, $4, $5) RETURNING *',
        [statement.treeSize, statement.rootHash, statement.issuedAt, this.signer.keyId, JSON.stringify(envelope)],
      );
      return { record: checkpointOf(rows[0]!), fresh: true };
    }).catch((error) => {
      this.frontier = null; // a rolled-back transaction: build again from the database next time
      throw error;
    });
    if (made.fresh && this.checkpointFile) {
      mkdirSync(path.dirname(this.checkpointFile), { recursive: true, mode: 0o700 });
      appendFileSync(this.checkpointFile, `${JSON.stringify(made.record)}\n`, { mode: 0o600 });
    }
    return made.record;
  }
}

export interface InclusionProofRecord {
  leafIndex: number;
  treeSize: number;
  leafHash: string;
  leafData: string;
  auditPath: string[];
  checkpoint: CheckpointRecord;
}

/** An inclusion proof of one of many rows, all in one checkpoint (inclusionProofsOf). */
export type RowInclusionProof = Omit<InclusionProofRecord, 'checkpoint'> & { table: string; key: string };

/**
 * The inclusion proof of a row in a checkpoint (the latest when `treeSize` is null);
 * null when the row is not in the log yet, or not in that checkpoint.
 */
export async function inclusionProofOf(
  pool: pg.Pool,
  table: string,
  key: string,
  treeSize: number | null,
): Promise<InclusionProofRecord | null> {
  const found = await inclusionProofsOf(pool, [{ table, key }], treeSize);
  return found.checkpoint && found.proofs[0] ? { ...found.proofs[0], checkpoint: found.checkpoint } : null;
}

/**
 * The inclusion proofs of many rows in one checkpoint (the latest when `treeSize` is
 * null), in one read-only transaction: each row's leaf by its stamp, then every hash of
 * every audit path in the two reads of rangeHashes. A row not in that checkpoint (or
 * not in the log yet) is null; the checkpoint is null when there is none of that size.
 */
export async function inclusionProofsOf(
  pool: pg.Pool,
  wanted: readonly { table: string; key: string }[],
  treeSize: number | null,
): Promise<{ checkpoint: CheckpointRecord | null; proofs: (RowInclusionProof | null)[] }> {
  return inTransaction(
    pool,
    async (client) => {
      const checkpoint = treeSize === null ? await latestCheckpoint(client) : await checkpointOfSize(client, treeSize);
      if (!checkpoint) return { checkpoint: null, proofs: wanted.map(() => null) };
      const rows: (LedgerRow | null)[] = new Array(wanted.length).fill(null);
      const byTable = new Map<string, number[]>();
      wanted.forEach((item, i) => byTable.set(item.table, [...(byTable.get(item.table) ?? []), i]));
      for (const [table, positions] of byTable) {
        const found = await readRowsByKey(
          client,
          table,
          positions.map((i) => wanted[i]!.key),
        );
        positions.forEach((i, n) => (rows[i] = found[n]!));
      }
      // A row's leaf is among the leaves of its stamp (the log's index is by stamp, in log order).
      const present = rows.map((row, i) => ({ row, i })).filter((item): item is { row: LedgerRow; i: number } => item.row !== null);
      const { rows: leafRows } = await client.query<{ n: string; log_index: string; leaf_hash: string }>(
        `SELECT w.n, l.log_index, l.leaf_hash FROM unnest($1::text[], $2::text[], $3::text[]) WITH ORDINALITY AS w(stamp, table_name, row_key, n)
           JOIN transparency_leaf l ON l.stamp = w.stamp::timestamptz AND l.table_name = w.table_name AND l.row_key = w.row_key`,
        [present.map((item) => item.row.stamp), present.map((item) => item.row.table), present.map((item) => item.row.key)],
      );
      const leaves = new Map<number, { leafIndex: number; leafHash: string }>();
      for (const leaf of leafRows)
        if (Number(leaf.log_index) < checkpoint.treeSize)
          leaves.set(present[Number(leaf.n) - 1]!.i, { leafIndex: Number(leaf.log_index), leafHash: leaf.leaf_hash });
      const proven = [...leaves.entries()];
      const ranges = proven.map(([, leaf]) => inclusionRanges(leaf.leafIndex, 0, checkpoint.treeSize));
      const hashes = await rangeHashes(client, ranges.flat());
      const formats = await readLeafFormats(client);
      const proofs: (RowInclusionProof | null)[] = wanted.map(() => null);
      let at = 0;
      proven.forEach(([i, leaf], n) => {
        const row = rows[i]!;
        const auditPath = hashes.slice(at, at + ranges[n]!.length).map((hash) => hash.toString('hex'));
        at += ranges[n]!.length;
        proofs[i] = {
          table: row.table,
          key: row.key,
          leafIndex: leaf.leafIndex,
          treeSize: checkpoint.treeSize,
          leafHash: leaf.leafHash,
          leafData: leafDataOf(row, formatAt(formats, row.table, leaf.leafIndex)),
          auditPath,
        };
      });
      return { checkpoint, proofs };
    },
    { readOnly: true, local: LOG_SESSION },
  );
}

export interface ConsistencyProofRecord {
  from: CheckpointRecord;
  to: CheckpointRecord;
  proof: string[];
}

/** The consistency proof between two checkpoints (sizes); null unless both exist and from <= to. */
export async function consistencyProofOf(pool: pg.Pool, fromSize: number, toSize: number): Promise<ConsistencyProofRecord | null> {
  if (fromSize > toSize) return null;
  return inTransaction(
    pool,
    async (client) => {
      const from = await checkpointOfSize(client, fromSize);
      const to = await checkpointOfSize(client, toSize);
      if (!from || !to) return null;
      if (fromSize === 0 || fromSize === toSize) return { from, to, proof: [] };
      const proof = await rangeHashes(client, consistencyRanges(fromSize, toSize));
      return { from, to, proof: proof.map((hash) => hash.toString('hex')) };
    },
    { readOnly: true },
  );
}
