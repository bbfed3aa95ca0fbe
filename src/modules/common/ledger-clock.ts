// Reading the ledger's clock and settled horizon (docs/specification.md §6,
// "Finality"; the SQL is crl_settled_through() of migration 20261130100000).
// A report reads the clock in a statement that completes before its evidence query
// starts, so every row at or before settledThrough is in the evidence it reads.
import type pg from 'pg';
import { finalityOf, type Finality, type LedgerClock } from '../../domain/finality.js';
import { ValidationError } from '../../errors.js';

/** Select-list columns giving the clock; add them to the first statement of a report. */
export const LEDGER_CLOCK_COLUMNS = `date_trunc('milliseconds', clock_timestamp()) AS "ledgerNow", crl_settled_through() AS "settledThrough"`;

export interface LedgerClockColumns {
  ledgerNow: Date;
  settledThrough: Date;
}

export function ledgerClockOf(row: LedgerClockColumns): LedgerClock {
  return { now: row.ledgerNow, settledThrough: row.settledThrough };
}

export async function readLedgerClock(db: pg.Pool | pg.PoolClient): Promise<LedgerClock> {
  const result = await db.query<LedgerClockColumns>(`SELECT ${LEDGER_CLOCK_COLUMNS}`);
  return ledgerClockOf(result.rows[0]!);
}

/** The finality of a report as of `requested`, or a ValidationError naming `field`. */
export function reportFinality(requested: Date | null, clock: LedgerClock, field = 'asOf'): Finality {
  const outcome = finalityOf(requested, clock);
  if (!outcome.ok) throw ValidationError.of([{ path: field, message: outcome.message }]);
  return outcome.finality;
}
