// Writing outcomes into the attempt ledger (docs/specification.md §3.3, §5).
//
// A batch is written in one transaction: advisory locks on every (project, outcome)
// serialise concurrent writers of the same outcome, so 50 identical concurrent
// requests produce one set of rows and 49 replays. Each item then ends as:
//   - new:       its cohorts (created on first use) and attempt rows are inserted;
//   - replayed:  the same outcome with the same digest exists; nothing is written;
//   - conflict:  the same outcome exists with another digest; nothing is written
//                except one DRIFT_DETECTED adjudication per existing attempt, keyed by
//                the refused digest so re-sending the same content adds nothing.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { OutcomePlan } from '../../domain/outcome.js';
import { IdempotencyConflictError } from '../../errors.js';
import { selectList } from '../../db/columns.js';
import { inTransaction } from '../../db/transaction.js';
import { appendDriftDetections } from '../adjudications/store.js';
import { committedCohortIds, ensureCohorts, rememberCommittedCohorts } from '../cohorts/store.js';
import type { Attempt } from '../../generated/prisma/client.js';
import * as metrics from '../../metrics.js';

/** An attempt row, exactly as Prisma's model types it (src/db/columns.ts). */
export type AttemptRow = Attempt;

const ATTEMPT_COLUMNS = selectList('Attempt', 'attempt');

export type RecordOutcome =
  | { kind: 'recorded'; attempts: AttemptRow[]; replayed: boolean }
  | { kind: 'conflict'; error: IdempotencyConflictError }
  /** The database refused the item's values (a rule validation does not know); nothing of it was written. */
  | { kind: 'refused'; reason: string };

const outcomeKey = (projectId: string, outcomeId: string) => `${projectId}/${outcomeId}`;

/**
 * Records a batch of planned outcomes; results are in the order of `plans`.
 *
 * The batch is written with one INSERT. If the database refuses it for its data
 * (SQLSTATE class 22 or 23: a value it cannot store, a constraint), one bad item must
 * not lose the others: the batch is run again with each new item behind its own
 * savepoint, the refused ones are answered `refused`, and the rest are written.
 * Other failures (connection, timeout) fail the batch, which a retry replays.
 */
export async function recordOutcomes(pool: pg.Pool, plans: OutcomePlan[], recordedBy: string): Promise<RecordOutcome[]> {
  if (plans.length === 0) return [];
  const known = committedCohortIds(pool);
  let results: RecordOutcome[];
  try {
    results = await recordBatch(pool, plans, recordedBy, false, known);
  } catch (error) {
    if (refusalOf(error) === null) throw error;
    results = await recordBatch(pool, plans, recordedBy, true, known);
  }
  // Committed: the cohorts these attempts refer to exist for good.
  rememberCommittedCohorts(
    pool,
    results.flatMap((result, index) =>
      result.kind === 'recorded'
        ? plans[index]!.attempts.map((attempt) => [attempt.cohort.fingerprint, result.attempts.find((row) => row.capabilityKey === attempt.capabilityKey)!.cohortId] as const)
        : [],
    ),
  );
  countOutcomes(results);
  return results;
}

/** The ledger counters of src/metrics.ts, once the batch is committed. */
function countOutcomes(outcomes: RecordOutcome[]): void {
  for (const outcome of outcomes) {
    if (outcome.kind === 'recorded') {
      if (outcome.replayed) metrics.replays.inc();
      else metrics.attemptsRecorded.inc(outcome.attempts.length);
    } else if (outcome.kind === 'conflict') metrics.conflicts.inc();
  }
}

/** What the database refused, in words for the client (no SQL), or null when it is not a data error. */
function refusalOf(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !/^2[23][0-9A-Z]{3}$/.test(code)) return null;
  const { constraint, column } = error as { constraint?: string; column?: string };
  const what =
    code === '23514' ? `a value breaks the ledger rule ${constraint ?? '(check)'}`
    : code === '23502' ? `${column ?? 'a required value'} is missing`
    : code === '23505' ? 'it collides with a record already stored'
    : code === '23503' ? 'it refers to a record that does not exist'
    : code.startsWith('22') ? 'a value is outside what the ledger can store (a time, number or text out of range)'
    : 'a value is not accepted by the ledger';
  return `the ledger refused this outcome: ${what}; nothing of it was written`;
}

async function recordBatch(
  pool: pg.Pool,
  plans: OutcomePlan[],
  recordedBy: string,
  isolate: boolean,
  knownCohorts: ReadonlyMap<string, string>,
): Promise<RecordOutcome[]> {
  return inTransaction(pool, async (client) => {
    const keys = [...new Set(plans.map((plan) => outcomeKey(plan.submission.projectId, plan.submission.outcomeId)))];
    // Lock in one global order so two batches sharing outcomes never deadlock.
    await client.query(
      `SELECT pg_advisory_xact_lock(h) FROM (SELECT hashtextextended(k, 0) AS h FROM unnest($1::text[]) AS k ORDER BY 1) AS locks`,
      [keys],
    );

    // Two ANY() lists rather than a row-wise IN over unnest: the planner keeps this on
    // the unique index even without statistics (after a restore, or with autovacuum
    // off), where the row-wise form degrades to a sequential scan. The cross product
    // it can over-select is narrowed to the exact pairs below.
    const existing = await client.query<AttemptRow>(
      `SELECT ${ATTEMPT_COLUMNS} FROM attempt
        WHERE project_id = ANY($1::uuid[]) AND outcome_id = ANY($2::text[])
        ORDER BY capability_key`,
      [[...new Set(plans.map((plan) => plan.submission.projectId))], [...new Set(plans.map((plan) => plan.submission.outcomeId))]],
    );
    const wanted = new Set(keys);
    const stored = new Map<string, AttemptRow[]>();
    for (const row of existing.rows) {
      const key = outcomeKey(row.projectId, row.outcomeId);
      if (wanted.has(key)) stored.set(key, [...(stored.get(key) ?? []), row]);
    }

    const toInsert: OutcomePlan[] = [];
    const pending = new Map<string, { plan: OutcomePlan; rows: AttemptRow[] }>();
    const conflicts: { key: string; submittedDigest: string }[] = [];
    const decisions: Decision[] = [];
    for (const plan of plans) {
      const key = outcomeKey(plan.submission.projectId, plan.submission.outcomeId);
      const storedRows = stored.get(key);
      const earlier = pending.get(key);
      const existingDigest = storedRows?.[0]?.outcomeDigest ?? earlier?.plan.outcomeDigest;
      if (existingDigest === undefined) {
        const entry = { plan, rows: [] as AttemptRow[] };
        if (isolate) {
          // The retry path: this item alone, behind a savepoint.
          await client.query('SAVEPOINT outcome_item');
          try {
            entry.rows = await insertOutcomes(client, [plan], recordedBy, knownCohorts);
            await client.query('RELEASE SAVEPOINT outcome_item');
          } catch (error) {
            const reason = refusalOf(error);
            if (reason === null) throw error;
            await client.query('ROLLBACK TO SAVEPOINT outcome_item');
            decisions.push({ kind: 'refused', reason });
            continue;
          }
        } else toInsert.push(plan);
        pending.set(key, entry);
        decisions.push({ kind: 'new', entry });
        continue;
      }
      if (existingDigest === plan.outcomeDigest) {
        decisions.push({ kind: 'replay', key });
        continue;
      }
      conflicts.push({ key, submittedDigest: plan.outcomeDigest });
      decisions.push({
        kind: 'conflict',
        error: new IdempotencyConflictError(
          `outcome ${plan.submission.outcomeId} was already recorded with different content; ` +
            'nothing was written and drift was flagged on its attempts',
          plan.submission.outcomeId,
          existingDigest,
          plan.outcomeDigest,
        ),
      });
    }

    if (toInsert.length > 0) {
      for (const row of await insertOutcomes(client, toInsert, recordedBy, knownCohorts)) pending.get(outcomeKey(row.projectId, row.outcomeId))!.rows.push(row);
    }
    for (const entry of pending.values()) entry.rows.sort((a, b) => (a.capabilityKey < b.capabilityKey ? -1 : 1));
    // A conflict flags drift on the outcome's existing attempts, including ones
    // written earlier in this same batch.
    const drifts = conflicts.flatMap(({ key, submittedDigest }) =>
      (stored.get(key) ?? pending.get(key)?.rows ?? []).map((attempt) => ({ attemptId: attempt.id, submittedDigest })),
    );
    if (drifts.length > 0) await appendDriftDetections(client, drifts, recordedBy);

    return decisions.map((decision): RecordOutcome => {
      if (decision.kind === 'new') return { kind: 'recorded', attempts: decision.entry.rows, replayed: false };
      if (decision.kind === 'conflict') return { kind: 'conflict', error: decision.error };
      if (decision.kind === 'refused') return decision;
      return { kind: 'recorded', attempts: stored.get(decision.key) ?? pending.get(decision.key)!.rows, replayed: true };
    });
  });
}

type Decision =
  | { kind: 'new'; entry: { plan: OutcomePlan; rows: AttemptRow[] } }
  | { kind: 'replay'; key: string }
  | { kind: 'conflict'; error: IdempotencyConflictError }
  | { kind: 'refused'; reason: string };

/** Cohorts (created on first use) and attempt rows of new outcomes, in one INSERT each. */
async function insertOutcomes(
  client: pg.PoolClient,
  plans: OutcomePlan[],
  recordedBy: string,
  knownCohorts: ReadonlyMap<string, string>,
): Promise<AttemptRow[]> {
  const cohortIds = await ensureCohorts(client, plans.flatMap((plan) => plan.attempts.map((attempt) => attempt.cohort)), knownCohorts);
  return insertAttempts(client, plans, cohortIds, recordedBy);
}

async function insertAttempts(
  client: pg.PoolClient,
  plans: OutcomePlan[],
  cohortIds: Map<string, string>,
  recordedBy: string,
): Promise<AttemptRow[]> {
  const rows = plans.flatMap((plan) => {
    const groupId = randomUUID();
    return plan.attempts.map((attempt) => ({ plan, attempt, groupId }));
  });
  const column = <T>(pick: (row: (typeof rows)[number]) => T) => rows.map(pick);
  const s = (row: (typeof rows)[number]) => row.plan.submission;
  // Evidence is a list per row; Postgres has no ragged arrays, so it travels as a
  // JSON array per row and is unpacked into the two typed array columns.
  const result = await client.query<Pick<AttemptRow, 'id' | 'projectId' | 'outcomeId' | 'capabilityKey' | 'cohortId' | 'attemptGroupId' | 'recordedBy'> & { recordedAt: Date }>(
    `INSERT INTO attempt (cohort_id, project_id, capability_key, attempt_group_id, multiplicity, outcome_id, task_ref,
        work_package_ref, agent_run_ref, worker_ref, outcome_code, stop_reason_code, attempt_number, started_at, finished_at,
        verification_mode, verification_result, verifier_ref, verifier_model, acceptance_criteria_total, acceptance_criteria_met,
        validation_commands_total, validation_commands_passed, validation_commands_failed, human_override, human_rejected,
        rolled_back, severity, evidence_kinds, evidence_digests, outcome_digest, content_digest, recorded_by)
     SELECT t.cohort_id, t.project_id, t.capability_key, t.group_id, t.multiplicity, t.outcome_id, t.task_ref,
        t.work_package_ref, t.agent_run_ref, t.worker_ref, t.outcome_code::"OutcomeCode", t.stop_reason_code::"StopReasonCode",
        t.attempt_number, t.started_at, t.finished_at, t.verification_mode::"VerificationMode",
        t.verification_result::"VerificationResult", t.verifier_ref, t.verifier_model, t.criteria_total, t.criteria_met,
        t.commands_total, t.commands_passed, t.commands_failed, t.human_override, t.human_rejected, t.rolled_back,
        t.severity::"Severity",
        ARRAY(SELECT (e->>'kind')::"EvidenceKind" FROM jsonb_array_elements(t.evidence) AS e),
        ARRAY(SELECT e->>'digest' FROM jsonb_array_elements(t.evidence) AS e),
        t.outcome_digest, t.content_digest, $32
     FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::uuid[], $5::int[], $6::text[], $7::text[], $8::text[], $9::text[],
                 $10::text[], $11::text[], $12::text[], $13::int[], $14::timestamptz[], $15::timestamptz[], $16::text[],
                 $17::text[], $18::text[], $19::text[], $20::int[], $21::int[], $22::int[], $23::int[], $24::int[],
                 $25::bool[], $26::bool[], $27::bool[], $28::text[], $29::jsonb[], $30::text[], $31::text[])
       AS t(cohort_id, project_id, capability_key, group_id, multiplicity, outcome_id, task_ref, work_package_ref,
            agent_run_ref, worker_ref, outcome_code, stop_reason_code, attempt_number, started_at, finished_at,
            verification_mode, verification_result, verifier_ref, verifier_model, criteria_total, criteria_met,
            commands_total, commands_passed, commands_failed, human_override, human_rejected, rolled_back, severity,
            evidence, outcome_digest, content_digest)
     RETURNING id, project_id AS "projectId", outcome_id AS "outcomeId", capability_key AS "capabilityKey",
               cohort_id AS "cohortId", attempt_group_id AS "attemptGroupId", recorded_by AS "recordedBy", recorded_at AS "recordedAt"`,
    [
      column((r) => cohortIds.get(r.attempt.cohort.fingerprint)),
      column((r) => s(r).projectId),
      column((r) => r.attempt.capabilityKey),
      column((r) => r.groupId),
      column((r) => r.attempt.multiplicity),
      column((r) => s(r).outcomeId),
      column((r) => s(r).taskRef),
      column((r) => s(r).workPackageRef),
      column((r) => s(r).agentRunRef),
      column((r) => s(r).workerRef),
      column((r) => s(r).outcomeCode),
      column((r) => s(r).stopReasonCode),
      column((r) => s(r).attemptNumber),
      column((r) => s(r).startedAt.toISOString()),
      column((r) => s(r).finishedAt.toISOString()),
      column((r) => s(r).verification.mode),
      column((r) => s(r).verification.result),
      column((r) => s(r).verification.verifierRef),
      column((r) => s(r).verification.verifierModel),
      column((r) => s(r).acceptanceCriteria.total),
      column((r) => s(r).acceptanceCriteria.met),
      column((r) => s(r).validationCommands.total),
      column((r) => s(r).validationCommands.passed),
      column((r) => s(r).validationCommands.failed),
      column((r) => s(r).humanOverride),
      column((r) => s(r).humanRejected),
      column((r) => s(r).rolledBack),
      column((r) => s(r).severity),
      column((r) => JSON.stringify(s(r).evidence)),
      column((r) => r.plan.outcomeDigest),
      column((r) => r.attempt.contentDigest),
      recordedBy,
    ],
  );
  // Only what the database decided comes back; the rest is what was just written.
  // (Returning all 35 columns of every row costs measurable parsing per batch.)
  const planned = new Map(rows.map((row) => [outcomeKey(row.plan.submission.projectId, row.plan.submission.outcomeId) + '#' + row.attempt.capabilityKey, row]));
  return result.rows.map((stored) => {
    const { plan, attempt } = planned.get(outcomeKey(stored.projectId, stored.outcomeId) + '#' + stored.capabilityKey)!;
    return attemptRowOf(plan, attempt, stored);
  });
}

/** The full attempt row for a planned attempt and the columns the database assigned. */
function attemptRowOf(
  plan: OutcomePlan,
  attempt: OutcomePlan['attempts'][number],
  assigned: Pick<AttemptRow, 'id' | 'projectId' | 'outcomeId' | 'capabilityKey' | 'cohortId' | 'attemptGroupId' | 'recordedBy'> & {
    recordedAt: Date;
  },
): AttemptRow {
  const s = plan.submission;
  return {
    ...assigned,
    multiplicity: attempt.multiplicity,
    taskRef: s.taskRef,
    workPackageRef: s.workPackageRef,
    agentRunRef: s.agentRunRef,
    workerRef: s.workerRef,
    outcomeCode: s.outcomeCode,
    stopReasonCode: s.stopReasonCode,
    attemptNumber: s.attemptNumber,
    startedAt: s.startedAt,
    finishedAt: s.finishedAt,
    verificationMode: s.verification.mode,
    verificationResult: s.verification.result,
    verifierRef: s.verification.verifierRef,
    verifierModel: s.verification.verifierModel,
    acceptanceCriteriaTotal: s.acceptanceCriteria.total,
    acceptanceCriteriaMet: s.acceptanceCriteria.met,
    validationCommandsTotal: s.validationCommands.total,
    validationCommandsPassed: s.validationCommands.passed,
    validationCommandsFailed: s.validationCommands.failed,
    humanOverride: s.humanOverride,
    humanRejected: s.humanRejected,
    rolledBack: s.rolledBack,
    severity: s.severity,
    evidenceKinds: s.evidence.map((item) => item.kind),
    evidenceDigests: s.evidence.map((item) => item.digest),
    outcomeDigest: plan.outcomeDigest,
    contentDigest: attempt.contentDigest,
  };
}
