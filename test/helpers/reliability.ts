// GraphQL documents and helpers for reliability tests.
import { createHash, randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { AttemptEvidence, AdjudicationEvidence } from '../../src/domain/reliability.js';
import type { AttemptEffort } from '../../src/domain/effort.js';
import type { RegisteredVerifier, VerifierTrust, VerifierWithdrawal } from '../../src/domain/verification.js';
import { graphql, selectionOf } from './graphql.js';
import type { TestLedger } from './ledger.js';

export const RATE_PARTS = graphql(`
  fragment RateParts on Rate {
    numerator denominator value lower upper clusteredLowerBound clusteredUpperBound effectiveSampleSize designEffect taskCount
    anytimeLowerBound anytimeUpperBound
  }
`);

/** The RateParts definition, for a document built at run time that spreads it. */
export const RATE_FRAGMENT = String(RATE_PARTS);

export const RELIABILITY_REPORT_FIELDS = graphql(`
  fragment ReliabilityReportFields on ReliabilityReport {
    cohortId state asOf settledThrough final minSamples sampleSize
    window { lastDays lastAttempts start end } oldestFinishedAt newestFinishedAt
    firstAttemptSuccessRate { ...RateParts }
    independentlyVerifiedPassRate { ...RateParts }
    unverifiedCompletionRate { ...RateParts }
    repairRetryRate { ...RateParts }
    humanRejectionRate { ...RateParts }
    rollbackRate { ...RateParts }
    policyBlockRate { ...RateParts }
    falseSuccessRate { ...RateParts }
    overrideRate { ...RateParts }
    consecutiveVerifiedPasses
    passK { k estimate lower upper tasks }
    evidenceFreshness { lastVerifiedPassAt ageSeconds }
    criticalFailures { count attempts { attemptId attemptLedgerId outcomeId attemptNumber outcomeCode stopReasonCode severity criticalFailureRecorded finishedAt inWindow } }
    unresolvedDriftAttemptIds
    verificationsNotCountedIndependent { unregistered withdrawn notIndependent }
    evidenceDigest evidenceRowCount
  }
`);

/** The report's fields (spreading RateParts: add RATE_FRAGMENT), for a document built at run time. */
export const REPORT_FIELDS = selectionOf(RELIABILITY_REPORT_FIELDS);

export const RELIABILITY = graphql(`
  query Reliability($cohortId: ID!, $window: WindowInput, $asOf: DateTime, $minSamples: Int) {
    reliability(cohortId: $cohortId, window: $window, asOf: $asOf, minSamples: $minSamples) {
      __typename
      ... on ReliabilityReport { ...ReliabilityReportFields }
      ... on ValidationError { message issues { path message } }
    }
  }
`);

export const RELIABILITY_OVERVIEW = graphql(`
  query Overview($projectId: String!, $capabilityKey: String, $window: WindowInput, $asOf: DateTime, $minSamples: Int, $first: Int, $after: String) {
    reliabilityOverview(projectId: $projectId, capabilityKey: $capabilityKey, window: $window, asOf: $asOf, minSamples: $minSamples, first: $first, after: $after) {
      __typename
      ... on ReliabilityOverviewConnection {
        asOf settledThrough final
        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
        edges { cursor node { cohort { ledgerId capabilityKey model } ...ReliabilityReportFields } }
      }
      ... on ValidationError { message issues { path message } }
    }
  }
`);

export const RELIABILITY_SERIES = graphql(`
  query Series($cohortId: ID!, $bucket: SeriesBucket!, $from: DateTime!, $to: DateTime, $minSamples: Int) {
    reliabilitySeries(cohortId: $cohortId, bucket: $bucket, from: $from, to: $to, minSamples: $minSamples) {
      __typename
      ... on ReliabilitySeries {
        cohortId bucket from to settledThrough final minSamples unresolvedDriftAttemptIds evidenceDigest
        points {
          start end state sampleSize criticalFailureCount
          firstAttemptSuccessRate { ...RateParts }
          independentlyVerifiedPassRate { ...RateParts }
          unverifiedCompletionRate { ...RateParts }
          repairRetryRate { ...RateParts }
          humanRejectionRate { ...RateParts }
          rollbackRate { ...RateParts }
          policyBlockRate { ...RateParts }
          falseSuccessRate { ...RateParts }
          overrideRate { ...RateParts }
        }
      }
      ... on ValidationError { message issues { path message } }
    }
  }
`);

export const WORKER_EVIDENCE = graphql(`
  query WorkerEvidence($projectId: String!, $workerRef: String!, $capabilityKey: String, $window: WindowInput, $asOf: DateTime,
                       $minSamples: Int, $first: Int, $after: String) {
    workerEvidence(projectId: $projectId, workerRef: $workerRef, capabilityKey: $capabilityKey, window: $window, asOf: $asOf,
                   minSamples: $minSamples, first: $first, after: $after) {
      __typename
      ... on WorkerEvidenceConnection {
        asOf settledThrough final
        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
        edges { cursor node {
          workerRef
          cohort { ledgerId capabilityKey scopeFingerprint runtimeFingerprint policyFingerprint provider model runtimeVersion harnessVersion policyVersion }
          report { ...ReliabilityReportFields }
        } }
      }
      ... on ValidationError { message issues { path message } }
    }
  }
`);

/** The ledger clock (the clock that stamps recordedAt), truncated to the millisecond a client can send. */
export async function ledgerNow(ledger: TestLedger): Promise<Date> {
  const { rows } = await ledger.owner.query<{ now: Date }>(`SELECT date_trunc('milliseconds', clock_timestamp()) AS now`);
  return rows[0]!.now;
}

/** The ledger's settled horizon: no row can appear at or before it any more. */
export async function settledThrough(ledger: TestLedger): Promise<Date> {
  const { rows } = await ledger.owner.query<{ settled: Date }>('SELECT crl_settled_through() AS settled');
  return rows[0]!.settled;
}

/** Waits until the ledger has settled `instant`, so an asOf of `instant` is final. */
export async function waitForLedgerClock(ledger: TestLedger, instant: Date): Promise<void> {
  while ((await settledThrough(ledger)).getTime() < instant.getTime()) await new Promise((resolve) => setTimeout(resolve, 20));
}

// ---------------------------------------------------------------------------
// Writing rows directly through the owner connection, for tests that need exact
// control over ids, times and insertion order (the API chooses ids itself). The
// triggers still stamp recordedAt and assign seq, exactly as for API writes.
// ---------------------------------------------------------------------------

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

export interface CohortSpec {
  id?: string;
  projectId: string;
  capabilityKey: string;
  model: string;
}

export async function insertCohort(db: pg.Pool | pg.PoolClient, spec: CohortSpec): Promise<string> {
  const id = spec.id ?? randomUUID();
  await db.query(
    `INSERT INTO cohort (id, fingerprint, project_id, capability_key, scope_fingerprint, runtime_fingerprint, policy_fingerprint,
                         provider, model, runtime_version, harness_version, policy_version)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'acme', $8, '2026.11', 'harness-1', 'policy-1')`,
    [id, sha(`cohort/${id}`), spec.projectId, spec.capabilityKey, sha('scope'), sha(`runtime/${spec.model}`), sha('policy'), spec.model],
  );
  return id;
}

/** An attempt row as the fold reads it, plus what the table needs; recordedAt is stamped by the database. */
export type AttemptSpec = Omit<AttemptEvidence, 'recordedAt' | 'effort'> & {
  cohortId: string;
  projectId: string;
  capabilityKey: string;
  /** Effort columns (docs/specification.md §3.3); none when absent. started_at is finishedAt − 60 s. */
  effort?: Omit<AttemptEffort, 'startedAt'>;
};

export async function insertAttempt(db: pg.Pool | pg.PoolClient, spec: AttemptSpec): Promise<void> {
  await db.query(
    `INSERT INTO attempt (id, cohort_id, project_id, capability_key, attempt_group_id, multiplicity, outcome_id, task_ref,
        agent_run_ref, worker_ref, outcome_code, stop_reason_code, attempt_number, started_at, finished_at,
        verification_mode, verification_result, verifier_ref, verifier_model, acceptance_criteria_total, acceptance_criteria_met,
        validation_commands_total, validation_commands_passed, validation_commands_failed, human_override, human_rejected,
        rolled_back, severity, evidence_kinds, evidence_digests, outcome_digest, content_digest, recorded_by,
        input_tokens, output_tokens, cost_micros, cost_currency, harness_wall_time_ms)
     VALUES ($1, $2, $3, $4, $1, 1, $5, $22, 'run-1', $6, $7, $8, $9,
        to_timestamp(0) + ($10::int8 - 60000) * interval '1 millisecond', to_timestamp(0) + $10::int8 * interval '1 millisecond',
        $11, $12, $13, $14, 1, 1, 1, 1, 0, $15, $16, $17, $18, '{}', '{}', $19, $20, $21, $23, $24, $25, $26, $27)`,
    [
      spec.id,
      spec.cohortId,
      spec.projectId,
      spec.capabilityKey,
      spec.outcomeId,
      spec.workerRef,
      spec.outcomeCode,
      spec.stopReasonCode,
      spec.attemptNumber,
      spec.finishedAt,
      spec.verificationMode,
      spec.verificationResult,
      spec.verifierRef,
      spec.verifierModel,
      spec.humanOverride,
      spec.humanRejected,
      spec.rolledBack,
      spec.severity,
      sha(`outcome/${spec.id}`),
      spec.contentDigest,
      spec.recordedBy,
      spec.taskRef,
      spec.effort?.inputTokens ?? null,
      spec.effort?.outputTokens ?? null,
      spec.effort?.costMicros ?? null,
      spec.effort?.costCurrency ?? null,
      spec.effort?.harnessWallTimeMs ?? null,
    ],
  );
}

export type AdjudicationSpec = Omit<AdjudicationEvidence, 'seq' | 'recordedAt'> & { actorRef: string };

export async function insertAdjudication(db: pg.Pool | pg.PoolClient, spec: AdjudicationSpec): Promise<void> {
  await db.query(
    `INSERT INTO adjudication (attempt_id, seq, kind, idempotency_key, actor_ref, verification_mode, verification_result,
                               verifier_ref, verifier_model, evidence_digests, content_digest)
     VALUES ($1, 0, $2, $3, $4, $5, $6, $7, $8, '{}', $9)`,
    [
      spec.attemptId,
      spec.kind,
      `k-${spec.contentDigest.slice(0, 16)}`,
      spec.actorRef,
      spec.verificationMode,
      spec.verificationResult,
      spec.verifierRef,
      spec.verifierModel,
      spec.contentDigest,
    ],
  );
}

export interface VerifierSpec {
  projectId: string;
  verifierRef: string;
  kind: 'DETERMINISTIC_CHECK' | 'INDEPENDENT_AGENT';
  model: string | null;
}

/** A registry row (docs/specification.md §3.3), stamped by the database like any ledger row. */
export async function insertVerifier(db: pg.Pool | pg.PoolClient, spec: VerifierSpec): Promise<void> {
  await db.query(
    `INSERT INTO verifier (project_id, verifier_ref, kind, model, actor_ref, content_digest) VALUES ($1, $2, $3, $4, 'admin-1', $5)`,
    [spec.projectId, spec.verifierRef, spec.kind, spec.model, sha(`verifier/${spec.projectId}/${spec.verifierRef}`)],
  );
}

/** A withdrawal row; bounds in epoch milliseconds (null: unbounded), stamped by the database. */
export async function insertWithdrawal(
  db: pg.Pool | pg.PoolClient,
  spec: { projectId: string; verifierRef: string; verdictsFrom: number | null; verdictsUntil: number | null },
): Promise<void> {
  const at = (ms: number | null) => (ms === null ? null : new Date(ms));
  await db.query(
    `INSERT INTO verifier_withdrawal (project_id, verifier_ref, verdicts_from, verdicts_until, reason_digest, actor_ref, content_digest)
     VALUES ($1, $2, $3, $4, $5, 'admin-1', $6)`,
    [
      spec.projectId,
      spec.verifierRef,
      at(spec.verdictsFrom),
      at(spec.verdictsUntil),
      sha('reason'),
      sha(`withdrawal/${spec.projectId}/${spec.verifierRef}`),
    ],
  );
}

/** Every registry and withdrawal row of a project, as stored. */
export async function storedTrust(db: pg.Pool, projectId: string): Promise<VerifierTrust> {
  const ms = (column: string) => `ceil(extract(epoch FROM ${column}) * 1000)::float8`;
  const verifiers = await db.query<RegisteredVerifier>(
    `SELECT verifier_ref AS "verifierRef", kind, model, ${ms('registered_at')} AS "registeredAt", content_digest AS "contentDigest"
       FROM verifier WHERE project_id = $1`,
    [projectId],
  );
  const withdrawals = await db.query<VerifierWithdrawal>(
    `SELECT verifier_ref AS "verifierRef", ${ms('verdicts_from')} AS "verdictsFrom", ${ms('verdicts_until')} AS "verdictsUntil",
            ${ms('withdrawn_at')} AS "withdrawnAt", content_digest AS "contentDigest"
       FROM verifier_withdrawal WHERE project_id = $1`,
    [projectId],
  );
  return { verifiers: verifiers.rows, withdrawals: withdrawals.rows };
}

/** A cohort's whole stored history, with the database's recordedAt and seq, as the fold reads it. */
export async function storedHistory(
  db: pg.Pool,
  cohortId: string,
): Promise<{ attempts: AttemptEvidence[]; adjudications: AdjudicationEvidence[]; trust: VerifierTrust }> {
  const ms = (column: string) => `ceil(extract(epoch FROM ${column}) * 1000)::float8`;
  const attempts = await db.query<AttemptEvidence>(
    `SELECT id, outcome_id AS "outcomeId", task_ref AS "taskRef", attempt_number AS "attemptNumber", outcome_code AS "outcomeCode",
            stop_reason_code AS "stopReasonCode", worker_ref AS "workerRef", recorded_by AS "recordedBy",
            verification_mode AS "verificationMode", verification_result AS "verificationResult", verifier_ref AS "verifierRef",
            verifier_model AS "verifierModel", human_override AS "humanOverride", human_rejected AS "humanRejected",
            rolled_back AS "rolledBack", severity, ${ms('finished_at')} AS "finishedAt", ${ms('recorded_at')} AS "recordedAt",
            content_digest AS "contentDigest",
            json_build_object('startedAt', ${ms('started_at')}, 'inputTokens', input_tokens::float8, 'outputTokens', output_tokens::float8,
              'costMicros', cost_micros::float8, 'costCurrency', cost_currency, 'harnessWallTimeMs', harness_wall_time_ms::float8) AS effort
       FROM attempt WHERE cohort_id = $1`,
    [cohortId],
  );
  const adjudications = await db.query<AdjudicationEvidence>(
    `SELECT j.attempt_id AS "attemptId", j.seq, j.kind, j.verification_mode AS "verificationMode",
            j.verification_result AS "verificationResult", j.verifier_ref AS "verifierRef", j.verifier_model AS "verifierModel",
            ${ms('j.recorded_at')} AS "recordedAt", j.content_digest AS "contentDigest"
       FROM adjudication j JOIN attempt a ON a.id = j.attempt_id WHERE a.cohort_id = $1`,
    [cohortId],
  );
  const project = await db.query<{ project_id: string }>('SELECT project_id FROM cohort WHERE id = $1', [cohortId]);
  return { attempts: attempts.rows, adjudications: adjudications.rows, trust: await storedTrust(db, project.rows[0]!.project_id) };
}

/**
 * An instant after every row written so far (2 ms of margin survive the truncation
 * to milliseconds) that the ledger clock has already passed: a final asOf.
 */
export async function settledAsOf(ledger: TestLedger): Promise<Date> {
  await new Promise((resolve) => setTimeout(resolve, 2));
  const asOf = await ledgerNow(ledger);
  await waitForLedgerClock(ledger, asOf);
  return asOf;
}
