// Reading the ledger's clock and settled horizon (docs/specification.md §6,
// "Finality"; the SQL is crl_settled_through() in the baseline migration).
// A report reads the clock in a statement that completes before its evidence query
// starts, so every row at or before settledThrough is in the evidence it reads.
// The same statement says whether it ran on a standby (pg_is_in_recovery()): there the
// horizon is the primary's, as far as the standby has replayed it (src/db/replicas.ts),
// which only the handle the report reads through knows (`Database.standby`).
// Not pg_last_wal_replay_lsn() alone: a primary that went through crash recovery keeps
// the position it replayed to, and is no standby.
import type pg from 'pg';
import type { Database } from './database.js';
import { replicaHorizon, standbyRefusal, type ReplicaStandby } from './replicas.js';
import { finalityOf, type Finality, type LedgerClock } from '../domain/finality.js';
import type { RuleActivation } from '../domain/rules.js';
import { ValidationError } from '../errors.js';

/** Select-list columns giving the clock; add them to the first statement of a report. */
export const LEDGER_CLOCK_COLUMNS =
  `date_trunc('milliseconds', clock_timestamp()) AS "ledgerNow", crl_settled_through() AS "settledThrough", ` +
  `pg_is_in_recovery() AS "onStandby", pg_last_wal_replay_lsn()::text AS "replayedLsn", ` +
  // The metric rule activations (src/domain/rules.ts): a handful of rows, read with the clock.
  `(SELECT coalesce(json_agg(json_build_object('version', r.version, 'activatesAt', (extract(epoch FROM r.activates_at) * 1000)::bigint) ORDER BY r.version), '[]'::json)
      FROM rule_version_activation r) AS "ruleActivations"`;

/** The clock columns, to strip from a row that also carries others. */
export const LEDGER_CLOCK_NAMES = ['ledgerNow', 'settledThrough', 'onStandby', 'replayedLsn', 'ruleActivations'] as const;

export interface LedgerClockColumns {
  ledgerNow: Date;
  settledThrough: Date;
  /** True when the statement ran on a standby (in recovery). */
  onStandby: boolean;
  /** On a standby, how far it had replayed the primary's WAL; meaningless on a primary. */
  replayedLsn: string | null;
  /** The metric rule activations (absent where a caller builds the columns itself). */
  ruleActivations?: RuleActivation[];
}

/**
 * Where a report reads: a database handle (a replica's carries its standby horizons),
 * or a bare pool or connection of the primary (the commands, the alert evaluator).
 */
export type ReportSource = pg.Pool | Pick<Database, 'pool' | 'standby'>;

/** The pool of a source, and its standby horizons (null: the primary's). */
export function reportSourceOf(source: ReportSource): { pool: pg.Pool; standby: ReplicaStandby | null } {
  return 'standby' in source ? { pool: source.pool, standby: source.standby } : { pool: source, standby: null };
}

/**
 * The clock of a report read through a handle whose standby horizons are `standby`
 * (null: the primary's). On a primary, its own. On a standby crl_settled_through()
 * sees none of the primary's writes in flight, so the horizon is the primary's,
 * sampled at a WAL position the standby had replayed (throws ReplicaBehindError when
 * none is). A database that is not what its handle was configured as (a replica that
 * is a primary, a primary that is a standby) is refused.
 */
export function ledgerClockOf(row: LedgerClockColumns, standby: ReplicaStandby | null): LedgerClock {
  standbyRefusal(standby, row.onStandby);
  const ruleActivations = (row.ruleActivations ?? []).map(({ version, activatesAt }) => ({
    version: Number(version),
    activatesAt: Number(activatesAt),
  }));
  if (!row.onStandby) return { now: row.ledgerNow, settledThrough: row.settledThrough, ruleActivations };
  const horizon = replicaHorizon(standby, row.replayedLsn);
  return { now: row.ledgerNow, settledThrough: horizon < row.settledThrough ? horizon : row.settledThrough, ruleActivations };
}

/** The clock read through `source`, or through a connection of the primary's pool. */
export async function readLedgerClock(source: ReportSource | pg.PoolClient): Promise<LedgerClock> {
  const { pool, standby } = 'standby' in source ? source : { pool: source, standby: null };
  const result = await pool.query<LedgerClockColumns>(`SELECT ${LEDGER_CLOCK_COLUMNS}`);
  return ledgerClockOf(result.rows[0]!, standby);
}

/** The finality of a report as of `requested`, or a ValidationError naming `field`. */
export function reportFinality(requested: Date | null, clock: LedgerClock, field = 'asOf'): Finality {
  const outcome = finalityOf(requested, clock);
  if (!outcome.ok) throw ValidationError.of([{ path: field, message: outcome.message }]);
  return outcome.finality;
}
