// The attempt row as it is written, named once (#27). Everything that lists the
// attempt's columns by position is generated from the lists here:
//   - writtenAttemptOf: the one mapping of a planned attempt to the columns the
//     writer supplies (typed as the Prisma row minus ASSIGNED_FIELDS, so a column
//     added to the model and not written here does not typecheck);
//   - RECORD_ATTEMPTS_PARAMETERS: the parameters of crl_record_attempts (in the
//     baseline migration), in its order, with their types and
//     the attempt or cohort column each one fills;
//   - RECORD_ATTEMPTS_RETURNED: the columns its RETURNS TABLE answers (after `stored`);
//   - the benchmarks' floors (bench/write-floor.ts) and seed (bench/seed-reliability.ts).
// test/integration/attempt-row.test.ts compares these lists with the function's
// signature and body in the database (each column its inserts write and the parameter
// it is filled from, what it returns) and with the attempt and cohort tables' columns.
import { randomUUID } from 'node:crypto';
import type { OutcomePlan, PlannedAttempt, PlannedCohort } from '../../domain/outcome.js';
import { columnOf, fieldsOf, type StoredField } from '../../db/columns.js';
import type { Attempt } from '../../generated/prisma/client.js';

/** An attempt row, exactly as Prisma's model types it (src/db/columns.ts). */
export type AttemptRow = Attempt;

/** The columns the ledger assigns to a new row: its id, its cohort, the recorder and the clock. */
export const ASSIGNED_FIELDS = ['id', 'cohortId', 'recordedBy', 'recordedAt'] as const;
type AssignedField = (typeof ASSIGNED_FIELDS)[number];

/** The columns a writer supplies for a planned attempt. */
export type WrittenAttempt = Omit<AttemptRow, AssignedField>;

/** The column an attempt field is stored in. */
export const attemptColumn = (field: StoredField<'Attempt'>): string => columnOf('Attempt', field);

/** The written fields, in the model's (and the table's) column order. */
export const WRITTEN_FIELDS = fieldsOf('Attempt').filter(
  (field): field is keyof WrittenAttempt => !(ASSIGNED_FIELDS as readonly string[]).includes(field),
);

/** The columns of a planned attempt; `attemptGroupId` is shared by the rows of one outcome. */
export function writtenAttemptOf(plan: OutcomePlan, attempt: PlannedAttempt, attemptGroupId: string): WrittenAttempt {
  const s = plan.submission;
  return {
    projectId: s.projectId,
    capabilityKey: attempt.capabilityKey,
    attemptGroupId,
    multiplicity: attempt.multiplicity,
    outcomeId: s.outcomeId,
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
    inputTokens: amount(s.effort?.inputTokens),
    outputTokens: amount(s.effort?.outputTokens),
    costMicros: amount(s.effort?.cost?.micros),
    costCurrency: s.effort?.cost?.currency ?? null,
    harnessWallTimeMs: amount(s.effort?.harnessWallTimeMs),
  };
}

/** An effort amount as Prisma types its bigint column (a safe integer, §3.3), or null. */
const amount = (value: number | null | undefined): bigint | null => (value === null || value === undefined ? null : BigInt(value));

/** A value as a bind parameter: instants as ISO text (what the driver would send, without its local-time formatting). */
export const parameterValue = (value: unknown): unknown =>
  value instanceof Date ? value.toISOString() : typeof value === 'bigint' ? value.toString() : value;

/** What one attempt row of a crl_record_attempts call is made of. */
export interface RecordedSource {
  written: WrittenAttempt;
  plan: OutcomePlan;
  cohort: PlannedCohort;
}

/** One array parameter of crl_record_attempts (one element per attempt row). */
export interface RecordAttemptsParameter {
  /** The parameter's name in the function's signature. */
  name: string;
  /** Its element type as format_type spells it (a domain or enum column is sent as text). */
  type: string;
  /** The table and columns it fills. */
  table: 'attempt' | 'cohort';
  columns: readonly string[];
  value: (source: RecordedSource) => unknown;
}

const attemptParameter = (name: string, type: string, field: keyof WrittenAttempt): RecordAttemptsParameter => ({
  name,
  type,
  table: 'attempt',
  columns: [attemptColumn(field)],
  value: ({ written }) => parameterValue(written[field]),
});
const cohortParameter = (
  name: string,
  field: StoredField<'Cohort'>,
  value: (cohort: PlannedCohort) => string,
): RecordAttemptsParameter => ({
  name,
  type: 'text',
  table: 'cohort',
  columns: [columnOf('Cohort', field)],
  value: ({ cohort }) => value(cohort),
});

/** The parameters of crl_record_attempts in its order; `recorder text` follows them. */
export const RECORD_ATTEMPTS_PARAMETERS: readonly RecordAttemptsParameter[] = [
  attemptParameter('project_ids', 'uuid', 'projectId'),
  attemptParameter('outcome_ids', 'text', 'outcomeId'),
  attemptParameter('capability_keys', 'text', 'capabilityKey'),
  attemptParameter('group_ids', 'uuid', 'attemptGroupId'),
  attemptParameter('multiplicities', 'integer', 'multiplicity'),
  attemptParameter('task_refs', 'text', 'taskRef'),
  attemptParameter('work_package_refs', 'text', 'workPackageRef'),
  attemptParameter('agent_run_refs', 'text', 'agentRunRef'),
  attemptParameter('worker_refs', 'text', 'workerRef'),
  attemptParameter('outcome_codes', 'text', 'outcomeCode'),
  attemptParameter('stop_reason_codes', 'text', 'stopReasonCode'),
  attemptParameter('attempt_numbers', 'integer', 'attemptNumber'),
  attemptParameter('started_ats', 'timestamp with time zone', 'startedAt'),
  attemptParameter('finished_ats', 'timestamp with time zone', 'finishedAt'),
  attemptParameter('verification_modes', 'text', 'verificationMode'),
  attemptParameter('verification_results', 'text', 'verificationResult'),
  attemptParameter('verifier_refs', 'text', 'verifierRef'),
  attemptParameter('verifier_models', 'text', 'verifierModel'),
  attemptParameter('criteria_totals', 'integer', 'acceptanceCriteriaTotal'),
  attemptParameter('criteria_mets', 'integer', 'acceptanceCriteriaMet'),
  attemptParameter('commands_totals', 'integer', 'validationCommandsTotal'),
  attemptParameter('commands_passeds', 'integer', 'validationCommandsPassed'),
  attemptParameter('commands_faileds', 'integer', 'validationCommandsFailed'),
  attemptParameter('human_overrides', 'boolean', 'humanOverride'),
  attemptParameter('human_rejecteds', 'boolean', 'humanRejected'),
  attemptParameter('rolled_backs', 'boolean', 'rolledBack'),
  attemptParameter('severities', 'text', 'severity'),
  {
    // The evidence items of the row as one JSON array; the function splits it into both columns.
    name: 'evidence',
    type: 'jsonb',
    table: 'attempt',
    columns: [attemptColumn('evidenceKinds'), attemptColumn('evidenceDigests')],
    value: ({ plan }) => JSON.stringify(plan.submission.evidence),
  },
  attemptParameter('outcome_digests', 'text', 'outcomeDigest'),
  attemptParameter('content_digests', 'text', 'contentDigest'),
  cohortParameter('cohort_fingerprints', 'fingerprint', (c) => c.fingerprint),
  cohortParameter('scope_fingerprints', 'scopeFingerprint', (c) => c.scopeFingerprint),
  cohortParameter('runtime_fingerprints', 'runtimeFingerprint', (c) => c.runtimeFingerprint),
  cohortParameter('policy_fingerprints', 'policyFingerprint', (c) => c.policyFingerprint),
  cohortParameter('providers', 'provider', (c) => c.runtime.provider),
  cohortParameter('models', 'model', (c) => c.runtime.model),
  cohortParameter('runtime_versions', 'runtimeVersion', (c) => c.runtime.runtimeVersion),
  cohortParameter('harness_versions', 'harnessVersion', (c) => c.policy.harnessVersion),
  cohortParameter('policy_versions', 'policyVersion', (c) => c.policy.policyVersion),
  attemptParameter('input_token_counts', 'bigint', 'inputTokens'),
  attemptParameter('output_token_counts', 'bigint', 'outputTokens'),
  attemptParameter('cost_amounts_micros', 'bigint', 'costMicros'),
  attemptParameter('cost_currency_codes', 'text', 'costCurrency'),
  attemptParameter('harness_wall_times_ms', 'bigint', 'harnessWallTimeMs'),
];

/** The columns crl_record_attempts answers for each row, after `stored`, in its RETURNS TABLE order. */
export const RECORD_ATTEMPTS_RETURNED = [
  'id',
  'projectId',
  'outcomeId',
  'capabilityKey',
  'cohortId',
  'attemptGroupId',
  'recordedBy',
  'recordedAt',
  'outcomeDigest',
] as const satisfies readonly (keyof AttemptRow)[];

/** A row crl_record_attempts answers: stored (already there) or just inserted. */
export type RecordedRow = Pick<AttemptRow, (typeof RECORD_ATTEMPTS_RETURNED)[number]> & { stored: boolean };

/** The columns the database answers for a new row, besides what was planned. */
export type AssignedColumns = Omit<RecordedRow, 'stored' | 'outcomeDigest'>;

/** The full attempt row for a planned attempt and what the database answered for it. */
export function attemptRowOf(plan: OutcomePlan, attempt: PlannedAttempt, assigned: AssignedColumns): AttemptRow {
  // Assigned onto the row just built, in the order a spread would give: spreading the 36
  // written columns into a new object takes V8's slow path (about 10 µs a row, the
  // largest part of building a write's answer), assigning onto it well under 1.
  return Object.assign(writtenAttemptOf(plan, attempt, assigned.attemptGroupId), assigned);
}

/** The 45 arguments of crl_record_attempts for `plans`: one array per parameter, one element per attempt row, then the recorder. */
export function recordAttemptsValues(plans: OutcomePlan[], recordedBy: string): unknown[] {
  // Each array made at its final length: pushed onto from empty, V8 gives every one room for
  // 17 elements, most of a single write's garbage here.
  let rows = 0;
  for (const plan of plans) rows += plan.attempts.length;
  const values: unknown[] = new Array(RECORD_ATTEMPTS_PARAMETERS.length + 1);
  for (let i = 0; i < RECORD_ATTEMPTS_PARAMETERS.length; i++) values[i] = new Array(rows);
  values[RECORD_ATTEMPTS_PARAMETERS.length] = recordedBy;
  let row = 0;
  for (const plan of plans) {
    const groupId = randomUUID();
    for (const attempt of plan.attempts) {
      const source: RecordedSource = { written: writtenAttemptOf(plan, attempt, groupId), plan, cohort: attempt.cohort };
      for (let i = 0; i < RECORD_ATTEMPTS_PARAMETERS.length; i++)
        (values[i] as unknown[])[row] = RECORD_ATTEMPTS_PARAMETERS[i]!.value(source);
      row++;
    }
  }
  return values;
}

/**
 * The call of crl_record_attempts with the values of recordAttemptsValues, by position
 * (the order of RECORD_ATTEMPTS_PARAMETERS, which test/integration/attempt-row.test.ts
 * holds against the function's signature), answering RecordedRow under its field names.
 */
export const RECORD_ATTEMPTS_SQL = `SELECT stored, ${RECORD_ATTEMPTS_RETURNED.map((field) => `${attemptColumn(field)} AS "${field}"`).join(', ')}
     FROM crl_record_attempts(${Array.from({ length: RECORD_ATTEMPTS_PARAMETERS.length + 1 }, (_, i) => `$${i + 1}`).join(', ')})`;
