// Reading the ledger's clock and settled horizon (docs/specification.md §6,
// "Finality"; the SQL is crl_settled_through() of migration 20261130100000).
// A report reads the clock in a statement that completes before its evidence query
// starts, so every row at or before settledThrough is in the evidence it reads.
// The same statement says whether it ran on a standby (pg_is_in_recovery()): there the
// horizon is the primary's, as far as the standby has replayed it (src/db/replicas.ts).
// Not pg_last_wal_replay_lsn() alone: a primary that went through crash recovery keeps
// the position it replayed to, and is no standby.
import type pg from 'pg';
import { replicaHorizon, standbyRefusal } from '../../db/replicas.js';
import { finalityOf, type Finality, type LedgerClock } from '../../domain/finality.js';
import { ValidationError } from '../../errors.js';

/** Select-list columns giving the clock; add them to the first statement of a report. */
export const LEDGER_CLOCK_COLUMNS =
  `date_trunc('milliseconds', clock_timestamp()) AS "ledgerNow", crl_settled_through() AS "settledThrough", ` +
  `pg_is_in_recovery() AS "onStandby", pg_last_wal_replay_lsn()::text AS "replayedLsn"`;

export interface LedgerClockColumns {
  ledgerNow: Date;
  settledThrough: Date;
  /** True when the statement ran on a standby (in recovery). */
  onStandby: boolean;
  /** On a standby, how far it had replayed the primary's WAL; meaningless on a primary. */
  replayedLsn: string | null;
}

/**
 * The clock of a report read through `db`. On a primary, its own. On a standby
 * crl_settled_through() sees none of the primary's writes in flight, so the horizon is
 * the primary's, sampled at a WAL position the standby had replayed (throws
 * ReplicaBehindError when none is). A database that is not what its pool was
 * configured as (a replica that is a primary, a primary that is a standby) is refused.
 */
export function ledgerClockOf(row: LedgerClockColumns, db: pg.Pool | pg.PoolClient): LedgerClock {
  standbyRefusal(db, row.onStandby);
  if (!row.onStandby) return { now: row.ledgerNow, settledThrough: row.settledThrough };
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
