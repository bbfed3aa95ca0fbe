// Writing outcomes into the attempt ledger (docs/specification.md §3.3, §5).
//
// Every write goes through one SQL function, crl_record_attempts (in the
// baseline migration), called as one autocommit statement: it
// takes an advisory lock per (project, outcome), so 50 identical concurrent requests
// produce one set of rows and 49 replays, looks the outcomes up, creates missing
// cohorts and inserts the attempt rows of the new ones. A single write is one round
// trip. Each item then ends as:
//   - new:       its cohorts (created on first use) and attempt rows were inserted;
//   - replayed:  the same outcome with the same digest exists; nothing is written;
//   - conflict:  the same outcome exists with another digest; nothing is written
//                except one DRIFT_DETECTED adjudication per existing attempt, keyed by
//                the refused digest so re-sending the same content adds nothing.
// Replays and conflicts (the rare paths) take one more round trip to read the stored
// rows, and a conflict one transaction more for its drift.
import type pg from 'pg';
import type { OutcomePlan } from '../../domain/outcome.js';
import { IdempotencyConflictError } from '../../errors.js';
import { selectList } from '../../db/columns.js';
import { inTransaction, retryingWhenAsked } from '../../db/transaction.js';
import { appendDriftDetections } from '../adjudications/store.js';
import * as metrics from '../../metrics.js';
import { attemptRowOf, recordAttemptsValues, RECORD_ATTEMPTS_SQL, type AssignedColumns, type AttemptRow, type RecordedRow } from './row.js';

export type { AttemptRow } from './row.js';

const ATTEMPT_COLUMNS = selectList('Attempt', 'attempt');

export type RecordOutcome =
  /** `attempts` of a new outcome are built when first read; `rowCount` is their number. */
  | { kind: 'recorded'; attempts: AttemptRow[]; rowCount: number; replayed: boolean }
  | { kind: 'conflict'; error: IdempotencyConflictError }
  /** The database refused the item's values (a rule validation does not know); nothing of it was written. */
  | { kind: 'refused'; reason: string };

const outcomeKey = (projectId: string, outcomeId: string) => `${projectId}/${outcomeId}`;

/**
 * Records a batch of planned outcomes; results are in the order of `plans`.
 *
 * The batch is written with one statement. If the database refuses it for its data
 * (SQLSTATE class 22 or 23: a value it cannot store, a constraint), one bad item must
 * not lose the others: the items are then written one statement each, in order, the
 * refused ones are answered `refused`, and the rest are written. Other failures
 * (connection, timeout) fail the call; a retry replays what was written.
 */
export async function recordOutcomes(pool: pg.Pool, plans: OutcomePlan[], recordedBy: string): Promise<RecordOutcome[]> {
  if (plans.length === 0) return [];
  let results: RecordOutcome[];
  try {
    results = await recordTogether(pool, plans, recordedBy);
  } catch (error) {
    if (refusalOf(error) === null) throw error;
    results = [];
    for (const plan of plans) {
      try {
        results.push(...(await recordTogether(pool, [plan], recordedBy)));
      } catch (itemError) {
        const reason = refusalOf(itemError);
        if (reason === null) throw itemError;
        results.push({ kind: 'refused', reason });
      }
    }
  }
  countOutcomes(results);
  return results;
}

/** The ledger counters of src/metrics.ts, once the batch is committed. */
function countOutcomes(outcomes: RecordOutcome[]): void {
  for (const outcome of outcomes) {
    if (outcome.kind === 'recorded') {
      if (outcome.replayed) metrics.replays.inc();
      else metrics.attemptsRecorded.inc(outcome.rowCount);
    } else if (outcome.kind === 'conflict') metrics.conflicts.inc();
  }
}

/** What the database refused, in words for the client (no SQL), or null when it is not a data error. */
function refusalOf(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !/^2[23][0-9A-Z]{3}$/.test(code)) return null;
  const { constraint, column } = error as { constraint?: string; column?: string };
  const what =
    code === '23514'
      ? `a value breaks the ledger rule ${constraint ?? '(check)'}`
      : code === '23502'
        ? `${column ?? 'a required value'} is missing`
        : code === '23505'
          ? 'it collides with a record already stored'
          : code === '23503'
            ? 'it refers to a record that does not exist'
            : code.startsWith('22')
              ? 'a value is outside what the ledger can store (a time, number or text out of range)'
              : 'a value is not accepted by the ledger';
  return `the ledger refused this outcome: ${what}; nothing of it was written`;
}

/** All of `plans` in one statement (an outcome sent twice is written once and decided here). */
async function recordTogether(pool: pg.Pool, plans: OutcomePlan[], recordedBy: string): Promise<RecordOutcome[]> {
  const firstOf = new Map<string, OutcomePlan>();
  for (const plan of plans) {
    const key = outcomeKey(plan.submission.projectId, plan.submission.outcomeId);
    if (!firstOf.has(key)) firstOf.set(key, plan);
  }
  const rows = await callRecordAttempts(pool, [...firstOf.values()], recordedBy);

  // What the database assigned to each new row; the full rows are built only when
  // asked for (the GraphQL answer selects them; a count or the import does not).
  const assignedRows = new Map<string, { plan: OutcomePlan; attempt: OutcomePlan['attempts'][number]; assigned: AssignedColumns }[]>();
  const storedIds = new Map<string, string[]>();
  const storedDigest = new Map<string, string>();
  const planned = new Map<string, { plan: OutcomePlan; attempt: OutcomePlan['attempts'][number] }>();
  for (const plan of firstOf.values())
    for (const attempt of plan.attempts)
      planned.set(`${outcomeKey(plan.submission.projectId, plan.submission.outcomeId)}#${attempt.capabilityKey}`, { plan, attempt });
  for (const row of rows) {
    const key = outcomeKey(row.projectId, row.outcomeId);
    if (!firstOf.has(key)) continue; // over-selected by the lookup
    if (row.stored) {
      storedIds.set(key, [...(storedIds.get(key) ?? []), row.id]);
      storedDigest.set(key, row.outcomeDigest);
    } else {
      const { plan, attempt } = planned.get(`${key}#${row.capabilityKey}`)!;
      const assigned: AssignedColumns = {
        id: row.id,
        projectId: row.projectId,
        outcomeId: row.outcomeId,
        capabilityKey: row.capabilityKey,
        cohortId: row.cohortId,
        attemptGroupId: row.attemptGroupId,
        recordedBy: row.recordedBy,
        recordedAt: row.recordedAt,
      };
      let list = assignedRows.get(key);
      if (!list) assignedRows.set(key, (list = []));
      list.push({ plan, attempt, assigned });
    }
  }
  const builtRows = new Map<string, AttemptRow[]>();
  const insertedRows = (key: string): AttemptRow[] => {
    let built = builtRows.get(key);
    if (!built) {
      built = (assignedRows.get(key) ?? []).map(({ plan, attempt, assigned }) => attemptRowOf(plan, attempt, assigned));
      built.sort((a, b) => (a.capabilityKey < b.capabilityKey ? -1 : 1));
      builtRows.set(key, built);
    }
    return built;
  };
  // The rare paths: replays and conflicts read the stored rows in full.
  const storedRows = new Map<string, AttemptRow[]>();
  if (storedIds.size > 0) {
    const { rows: full } = await pool.query<AttemptRow>(
      `SELECT ${ATTEMPT_COLUMNS} FROM attempt WHERE id = ANY($1::uuid[]) ORDER BY capability_key`,
      [[...storedIds.values()].flat()],
    );
    for (const row of full) {
      const key = outcomeKey(row.projectId, row.outcomeId);
      storedRows.set(key, [...(storedRows.get(key) ?? []), row]);
    }
  }

  const drifts: { attemptId: string; submittedDigest: string }[] = [];
  const results = plans.map((plan): RecordOutcome => {
    const key = outcomeKey(plan.submission.projectId, plan.submission.outcomeId);
    const first = firstOf.get(key)!;
    const stored = storedDigest.get(key);
    if (first === plan && stored === undefined)
      return {
        kind: 'recorded',
        replayed: false,
        rowCount: assignedRows.get(key)?.length ?? 0,
        get attempts() {
          return insertedRows(key);
        },
      };
    // Stored before this call, or written by an earlier item of this same call.
    const existingDigest = stored ?? first.outcomeDigest;
    const existingRows = stored !== undefined ? (storedRows.get(key) ?? []) : insertedRows(key);
    if (existingDigest === plan.outcomeDigest)
      return { kind: 'recorded', attempts: existingRows, rowCount: existingRows.length, replayed: true };
    for (const attempt of existingRows) drifts.push({ attemptId: attempt.id, submittedDigest: plan.outcomeDigest });
    return {
      kind: 'conflict',
      error: new IdempotencyConflictError(
        `outcome ${plan.submission.outcomeId} was already recorded with different content; ` +
          'nothing was written and drift was flagged on its attempts',
        plan.submission.outcomeId,
        existingDigest,
        plan.outcomeDigest,
      ),
    };
  });
  // A conflict flags drift on the outcome's existing attempts, including ones written
  // earlier in this same call; the drift key makes a repeated refusal append nothing.
  if (drifts.length > 0) await inTransaction(pool, (client) => appendDriftDetections(client, drifts, recordedBy));
  return results;
}

/** crl_record_attempts as a named prepared statement (its parameters: src/modules/attempts/row.ts). */
const RECORD_ATTEMPTS = { name: 'crl-record-attempts', text: RECORD_ATTEMPTS_SQL };

/**
 * The one statement every write of attempts runs (the API and the bulk import),
 * as a named prepared statement; each outcome of `plans` must be distinct.
 */
export async function callRecordAttempts(pool: pg.Pool | pg.PoolClient, plans: OutcomePlan[], recordedBy: string): Promise<RecordedRow[]> {
  const values = recordAttemptsValues(plans, recordedBy);
  // A deadlock (cohorts created by two batches at once) is retried: the statement is
  // its own transaction and nothing of it was written.
  return retryingWhenAsked(async () => (await pool.query<RecordedRow>({ ...RECORD_ATTEMPTS, values })).rows);
}
