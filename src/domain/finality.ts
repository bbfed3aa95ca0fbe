// When a report is final (docs/specification.md §6, "Finality"). The database stamps
// every write transaction once, after announcing it, and answers `settledThrough`:
// the instant up to which no further row can appear. A report as of an instant at or
// before it can never change; one as of a later instant may still gain rows.

import type { RuleActivation } from './rules.js';

/** The ledger's clock as one report reads it, both in whole milliseconds. */
export interface LedgerClock {
  /** The ledger's clock. An asOf after it is refused: nothing is known about it yet. */
  now: Date;
  /** No ledger row can appear at or before this instant any more. */
  settledThrough: Date;
  /** The recorded metric rule activations (src/domain/rules.ts); absent: none. */
  ruleActivations?: readonly RuleActivation[];
}

/**
 * The instant a report is computed as of, and whether it can still change. A report
 * states how far its own answer is settled: min(asOf, the ledger's horizon). A final
 * report is settled through its asOf, so it states exactly that, and stays
 * byte-identical whenever it is asked again, this field included.
 */
export interface Finality {
  asOf: Date;
  /** No row can appear at or before this instant; equal to asOf exactly when final. */
  settledThrough: Date;
  /** Every field of the report is byte-identical whenever it is asked again. */
  final: boolean;
}

export type FinalityOutcome = { ok: true; finality: Finality } | { ok: false; message: string };

/**
 * The one as-of rule of every report: without an asOf the report is as of
 * `settledThrough` (the latest instant a final report can be computed for); an asOf
 * after the ledger's clock is refused; any other asOf is answered, final or not.
 */
export function finalityOf(requested: Date | null, clock: LedgerClock): FinalityOutcome {
  if (requested !== null && requested.getTime() > clock.now.getTime())
    return { ok: false, message: `is after the ledger's clock (${clock.now.toISOString()}); a report can only be as of the past` };
  const asOf = requested ?? clock.settledThrough;
  const final = asOf.getTime() <= clock.settledThrough.getTime();
  return { ok: true, finality: { asOf, settledThrough: final ? asOf : clock.settledThrough, final } };
}
