// The content and the SQL floors the write benchmarks share (bench/ingest.ts,
// bench/import.ts): deterministic outcomes, and the same rows as plain multi-row
// INSERTs (and COPY text) with cohorts prepared and digests computed in advance.
import { createHash, randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { OutcomeCode, StopReasonCode } from '../src/domain/enums.js';
import { planOutcome, type OutcomePlan, type OutcomeSubmission, type PlannedCohort } from '../src/domain/outcome.js';
import { attemptColumn, parameterValue, WRITTEN_FIELDS, writtenAttemptOf } from '../src/modules/attempts/row.js';
import { ensureCohorts } from '../src/modules/cohorts/store.js';

// ---------------------------------------------------------------------------
// Deterministic outcome content
//
// The content of an outcome is a pure function of (seed, slot), where the slot names
// its concurrency, round, request and position. The API and the floor write the
// same slot's content under different outcome ids (`bench-a-...` / `bench-s-...`),
// so both sides insert identical rows apart from ids and digests of the id.

export const CAPABILITY_KEYS = ['code.edit.typescript', 'code.test.unit', 'db.migration.write', 'docs.edit.markdown'];
export const SCOPES = [
  { rootRef: 'repo-main', paths: ['src/app', 'src/lib/'], resources: [] },
  { rootRef: 'repo-main', paths: ['db/migrations'], resources: ['postgres:ledger'] },
];
const WORKERS = ['worker-alpha', 'worker-beta', 'worker-gamma'];
const ENDINGS: [OutcomeCode, StopReasonCode][] = [
  ['SUCCEEDED', 'COMPLETED'],
  ['SUCCEEDED', 'COMPLETED'],
  ['SUCCEEDED', 'COMPLETED'],
  ['SUCCEEDED', 'COMPLETED'],
  ['SUCCEEDED', 'COMPLETED'],
  ['FAILED', 'VALIDATION_FAILED'],
  ['TIMED_OUT', 'TIMEOUT'],
  ['BLOCKED_BY_POLICY', 'POLICY_BLOCKED'],
];
const EVIDENCE_KINDS = ['LOG', 'DIFF', 'ARTIFACT', 'REPORT', 'TRACE'] as const;
/** Fixed and in the past, so the content does not depend on when the bench runs. */
const EPOCH = Date.UTC(2026, 0, 1);

function sha256(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

export function submissionFor(seed: number, slot: string, outcomeId: string, projectId: string): OutcomeSubmission {
  const bytes = sha256(`${seed}:${slot}`);
  const pick = <T>(list: readonly T[], at: number): T => list[bytes[at]! % list.length]!;
  const [outcomeCode, stopReasonCode] = pick(ENDINGS, 0);
  const first = bytes[1]! % CAPABILITY_KEYS.length;
  const second = (first + 1 + (bytes[2]! % (CAPABILITY_KEYS.length - 1))) % CAPABILITY_KEYS.length;
  const finishedAt = new Date(EPOCH + (bytes.readUInt32BE(3) % (300 * 86_400)) * 1000);
  const startedAt = new Date(finishedAt.getTime() - (60 + (bytes[7]! % 60) * 60) * 1000);
  const succeeded = outcomeCode === 'SUCCEEDED';
  const criteriaTotal = 1 + (bytes[8]! % 5);
  const commandsTotal = 1 + (bytes[9]! % 4);
  const commandsFailed = succeeded ? 0 : 1;
  const evidenceCount = 1 + (bytes[10]! % 3);
  return {
    outcomeId,
    projectId,
    taskRef: `task-${bytes.readUInt16BE(11) % 5000}`,
    workPackageRef: bytes[13]! % 3 === 0 ? `wp-${bytes[14]! % 100}` : null,
    agentRunRef: `run-${bytes.subarray(15, 19).toString('hex')}`,
    workerRef: pick(WORKERS, 19),
    outcomeCode,
    stopReasonCode,
    attemptNumber: 1 + (bytes[20]! % 3 === 0 ? 1 : 0),
    startedAt,
    finishedAt,
    capabilities: [CAPABILITY_KEYS[first]!, CAPABILITY_KEYS[second]!],
    scope: pick(SCOPES, 21),
    runtime: { provider: 'acme', model: 'acme-coder-2', runtimeVersion: '2026.11' },
    policy: { harnessVersion: 'harness-1.4', policyVersion: 'policy-7' },
    verification: {
      mode: 'DETERMINISTIC_CHECK',
      result: succeeded ? 'PASSED' : 'FAILED',
      verifierRef: 'ci-runner',
      verifierModel: null,
    },
    acceptanceCriteria: { total: criteriaTotal, met: succeeded ? criteriaTotal : bytes[22]! % criteriaTotal },
    validationCommands: { total: commandsTotal, passed: commandsTotal - commandsFailed, failed: commandsFailed },
    humanOverride: bytes[23]! % 20 === 0,
    humanRejected: bytes[24]! % 25 === 0,
    rolledBack: bytes[25]! % 50 === 0,
    severity: bytes[26]! % 50 === 0 ? 'CRITICAL' : 'NORMAL',
    evidence: Array.from({ length: evidenceCount }, (_, i) => ({
      kind: EVIDENCE_KINDS[(bytes[27]! + i) % EVIDENCE_KINDS.length]!,
      digest: sha256(`${seed}:${slot}:evidence:${i}`).toString('hex'),
    })),
    effort: null,
  };
}

// ---------------------------------------------------------------------------
// The floor: the same rows as one plain multi-row INSERT per batch, autocommit (one
// commit per batch, as the API's one transaction per request), as the owner, with
// cohorts already present, as a statement prepared once per connection. No
// RETURNING, no locks, no lookups: the fastest honest SQL for these rows. The table's triggers and CHECKs apply to both sides alike.

// The columns are the attempt's written ones (src/modules/attempts/row.ts) between the
// two the ledger assigns here: the prepared cohort and the recorder.
export const FLOOR_COLUMNS = ['cohort_id', ...WRITTEN_FIELDS.map(attemptColumn), 'recorded_by'];

export function floorText(rowCount: number): string {
  const width = FLOOR_COLUMNS.length;
  const tuples = Array.from(
    { length: rowCount },
    (_, row) => `(${Array.from({ length: width }, (_, column) => `$${row * width + column + 1}`).join(', ')})`,
  );
  return `INSERT INTO attempt (${FLOOR_COLUMNS.join(', ')}) VALUES ${tuples.join(', ')}`;
}

export function floorValues(plans: OutcomePlan[], cohortIds: Map<string, string>, recordedBy: string): unknown[] {
  const values: unknown[] = [];
  for (const plan of plans) {
    const groupId = randomUUID();
    for (const attempt of plan.attempts) {
      const cohortId = cohortIds.get(attempt.cohort.fingerprint);
      if (!cohortId) throw new Error(`cohort ${attempt.cohort.fingerprint} was not prepared for the floor`);
      const written = writtenAttemptOf(plan, attempt, groupId);
      values.push(cohortId, ...WRITTEN_FIELDS.map((field) => parameterValue(written[field])), recordedBy);
    }
  }
  return values;
}

/** Every cohort the generator can produce, created by the store's own code. */
export async function prepareCohorts(owner: pg.Pool, seed: number, projectId: string): Promise<Map<string, string>> {
  const cohorts = new Map<string, PlannedCohort>();
  for (const scope of SCOPES)
    for (const capability of CAPABILITY_KEYS) {
      const probe = submissionFor(seed, 'cohort-probe', 'bench-cohort-probe', projectId);
      const plan = planOutcome({ ...probe, scope, capabilities: [capability] });
      for (const attempt of plan.attempts) cohorts.set(attempt.cohort.fingerprint, attempt.cohort);
    }
  return ensureCohorts(owner, [...cohorts.values()]);
}

/** One value in COPY text format (arrays as array literals; no value of this content needs quoting inside one). */
function copyValue(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  const text = Array.isArray(value) ? `{${value.map((item) => `"${String(item).replace(/(["\\])/g, '\\$1')}"`).join(',')}}` : String(value);
  return text.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r');
}

/** The floor's rows as COPY text (FLOOR_COLUMNS order, tab-separated, one line per row). */
export function copyText(plans: OutcomePlan[], cohortIds: Map<string, string>, recordedBy: string): string {
  const values = floorValues(plans, cohortIds, recordedBy);
  const width = FLOOR_COLUMNS.length;
  const lines: string[] = [];
  for (let at = 0; at < values.length; at += width)
    lines.push(
      values
        .slice(at, at + width)
        .map(copyValue)
        .join('\t'),
    );
  return `${lines.join('\n')}\n`;
}
