// The transparency log's writer and reader (docs/tamper-evidence.md):
//   sequence    appends every settled ledger row not yet in the log as a leaf, in log
//               order (stamp, table, key), out of band of the writes themselves;
//   checkpoint  signs the tree as it stands (size, root, time) and appends the
//               checkpoint, here and to a file outside the database;
//   proofs      inclusion and consistency proofs against stored checkpoints.
// One writer at a time across every process (a transaction-scoped advisory lock), so
// any number of servers may run this; the log index stays gapless (a trigger checks).
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { inTransaction } from '../../db/transaction.js';
import { consistencyProof, inclusionPath, MerkleFrontier, type Hash } from '../../domain/merkle.js';
import { CHECKPOINT_TYPE, LOG_ORIGIN, signEnvelope, type CheckpointStatement, type DsseEnvelope } from '../../domain/signing.js';
import { leafDataOf, leafHashOf, readRow, readRows, type RowPosition } from './leaves.js';
import type { Signer } from './keys.js';

/** The writer's advisory lock: its own namespace, apart from the write stamps' (src/db, settled horizon). */
const WRITER_LOCK = [1129466930, 1] as const;
/** Every read and write of leaves runs in UTC, so to_jsonb renders timestamps one way. */
export const LOG_SESSION = { TimeZone: 'UTC' } as const;
const BATCH = 2000;

export interface CheckpointRecord {
  treeSize: number;
  rootHash: string;
  issuedAt: string;
  keyId: string;
  envelope: DsseEnvelope;
}

const checkpointOf = (row: any): CheckpointRecord => ({
  treeSize: Number(row.tree_size),
  rootHash: row.root_hash,
  issuedAt: new Date(row.issued_at).toISOString(),
  keyId: row.key_id,
  envelope: row.envelope,
});

async function lastLeaf(client: pg.ClientBase): Promise<(RowPosition & { logIndex: number }) | null> {
  const { rows } = await client.query(
    `SELECT log_index, table_name, row_key, to_char(stamp AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS stamp
       FROM transparency_leaf ORDER BY log_index DESC LIMIT 1`,
  );
  return rows[0] ? { logIndex: Number(rows[0].log_index), table: rows[0].table_name, key: rows[0].row_key, stamp: rows[0].stamp } : null;
}

export async function readLeafHashes(client: pg.ClientBase, from: number, to: number): Promise<Hash[]> {
  const { rows } = await client.query('SELECT leaf_hash FROM transparency_leaf WHERE log_index >= $1 AND log_index < $2 ORDER BY log_index', [from, to]);
  return rows.map((row) => Buffer.from(row.leaf_hash, 'hex'));
}

export async function latestCheckpoint(pool: pg.Pool | pg.ClientBase): Promise<CheckpointRecord | null> {
  const { rows } = await pool.query('SELECT * FROM transparency_checkpoint ORDER BY tree_size DESC LIMIT 1');
  return rows[0] ? checkpointOf(rows[0]) : null;
}

export async function checkpointOfSize(pool: pg.Pool | pg.ClientBase, treeSize: number): Promise<CheckpointRecord | null> {
  const { rows } = await pool.query('SELECT * FROM transparency_checkpoint WHERE tree_size = $1', [treeSize]);
  return rows[0] ? checkpointOf(rows[0]) : null;
}

export async function allCheckpoints(pool: pg.Pool | pg.ClientBase): Promise<CheckpointRecord[]> {
  const { rows } = await pool.query('SELECT * FROM transparency_checkpoint ORDER BY tree_size');
  return rows.map(checkpointOf);
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
          const { rows } = await client.query(`SELECT to_char(crl_settled_through() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS horizon`);
          const last = await lastLeaf(client);
          const rowsToAdd = await readRows(client, last, rows[0].horizon, BATCH);
          if (rowsToAdd.length === 0) return 0;
          const first = last ? last.logIndex + 1 : 0;
          await client.query(
            `INSERT INTO transparency_leaf (log_index, table_name, row_key, stamp, leaf_hash)
             SELECT $1::bigint + u.o - 1, u.t, u.k, u.s::timestamptz, u.h
               FROM unnest($2::text[], $3::text[], $4::text[], $5::text[]) WITH ORDINALITY AS u(t, k, s, h, o) ORDER BY u.o`,
            [first, rowsToAdd.map((r) => r.table), rowsToAdd.map((r) => r.key), rowsToAdd.map((r) => r.stamp), rowsToAdd.map((r) => leafHashOf(r))],
          );
          return rowsToAdd.length;
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
      if (latest && latest.treeSize >= size) return { record: latest, fresh: false };
      if (!this.frontier || this.frontier.size > size) this.frontier = new MerkleFrontier();
      const frontier = this.frontier;
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
      const statement: CheckpointStatement = {
        origin: LOG_ORIGIN,
        treeSize: size,
        rootHash: frontier.root().toString('hex'),
        issuedAt: new Date().toISOString(),
      };
      const envelope = signEnvelope(this.signer.privateKey, CHECKPOINT_TYPE, statement);
      const { rows } = await client.query(
        'INSERT INTO transparency_checkpoint (tree_size, root_hash, issued_at, key_id, envelope) VALUES ($1, $2, $3, $4, $5) RETURNING *',
        [statement.treeSize, statement.rootHash, statement.issuedAt, this.signer.keyId, JSON.stringify(envelope)],
      );
      return { record: checkpointOf(rows[0]), fresh: true };
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

/**
 * The inclusion proof of a row in a checkpoint (the latest when `treeSize` is null);
 * null when the row is not in the log yet, or not in that checkpoint.
 */
export async function inclusionProofOf(pool: pg.Pool, table: string, key: string, treeSize: number | null): Promise<InclusionProofRecord | null> {
  return inTransaction(
    pool,
    async (client) => {
      const checkpoint = treeSize === null ? await latestCheckpoint(client) : await checkpointOfSize(client, treeSize);
      if (!checkpoint) return null;
      const { rows } = await client.query('SELECT log_index, leaf_hash FROM transparency_leaf WHERE table_name = $1 AND row_key = $2', [table, key]);
      if (!rows[0] || Number(rows[0].log_index) >= checkpoint.treeSize) return null;
      const row = await readRow(client, table, key);
      if (!row) return null;
      const leafIndex = Number(rows[0].log_index);
      const leaves = await readLeafHashes(client, 0, checkpoint.treeSize);
      return {
        leafIndex,
        treeSize: checkpoint.treeSize,
        leafHash: rows[0].leaf_hash,
        leafData: leafDataOf(row),
        auditPath: inclusionPath(leafIndex, leaves).map((hash) => hash.toString('hex')),
        checkpoint,
      };
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
      const leaves = await readLeafHashes(client, 0, toSize);
      return { from, to, proof: consistencyProof(fromSize, leaves).map((hash) => hash.toString('hex')) };
    },
    { readOnly: true },
  );
}

