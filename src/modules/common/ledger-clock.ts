// Reading the ledger's clock and settled horizon (docs/specification.md §6,
// "Finality"; the SQL is crl_settled_through() of migration 20261130100000).
// A report reads the clock in a statement that completes before its evidence query
// starts, so every row at or before settledThrough is in the evidence it reads.
// On a read replica the same statement reads the replay position, and the horizon is
// the primary's, as far as the replica has replayed it (src/db/replicas.ts).
import type pg from 'pg';
import { replicaHorizon } from '../../db/replicas.js';
import { finalityOf, type Finality, type LedgerClock } from '../../domain/finality.js';
import { ValidationError } from '../../errors.js';

/** Select-list columns giving the clock; add them to the first statement of a report. */
export const LEDGER_CLOCK_COLUMNS =
  `date_trunc('milliseconds', clock_timestamp()) AS "ledgerNow", crl_settled_through() AS "settledThrough", ` +
  `pg_last_wal_replay_lsn()::text AS "replayedLsn"`;

export interface LedgerClockColumns {
  ledgerNow: Date;
  settledThrough: Date;
  /** Null on the primary; on a standby, how far it had replayed the primary's WAL. */
  replayedLsn: string | null;
}

/**
 * The clock of a report read through `db`. On a standby crl_settled_through() sees
 * none of the primary's writes in flight, so the horizon is the primary's, sampled at
 * a WAL position the standby had replayed (throws ReplicaBehindError when none is).
 */
export function ledgerClockOf(row: LedgerClockColumns, db: pg.Pool | pg.PoolClient): LedgerClock {
  if (row.replayedLsn === null) return { now: row.ledgerNow, settledThrough: row.settledThrough };
  const horizon = replicaHorizon(db, row.replayedLsn);
  return { now: row.ledgerNow, settledThrough: horizon < row.settledThrough ? horizon : row.settledThrough };
}

export async function readLedgerClock(db: pg.Pool | pg.PoolClient): Promise<LedgerClock> {
  const result = await db.query<LedgerClockColumns>(`SELECT ${LEDGER_CLOCK_COLUMNS}`);
  return ledgerClockOf(result.rows[0]!, db);
}

/** The finality of a report as of `requested`, or a ValidationError naming `field`. */
export function reportFinality(requested: Date | null, clock: LedgerClock, field = 'asOf'): Finality {
  const outcome = finalityOf(requested, clock);
  if (!outcome.ok) throw ValidationError.of([{ path: field, message: outcome.message }]);
  return outcome.finality;
}
