// The evidence statement (docs/specification.md §6): what every report, series, alert,
// evidence bundle, graded summary and withdrawal impact is folded from. One statement
// per request loads, for every requested cohort, the minimal columns of every row a
// report can read, in one snapshot:
//   - the attempts the window (or series range) selects, recorded and finished by asOf;
//   - every attempt of the cohort recorded by asOf that is critical, or carries a
//     CRITICAL_FAILURE_RECORDED / DRIFT_DETECTED / DRIFT_RESOLVED adjudication
//     (critical failures and drift are cohort-wide; the partial adjudication index
//     adjudication_cohort_wide_idx of the baseline migration finds them
//     by cohort);
//   - all adjudications recorded by asOf of those attempts;
// and, in the same read-only transaction, the verifier registry and withdrawals of the
// cohorts' projects stamped by asOf (src/modules/verifiers/store.ts).
// The fold re-applies every as-of and window rule itself, so the SQL only has to
// load a superset of what contributes; test/integration/reliability-property.test.ts
// checks this against the fold over a cohort's whole history.
//
// Its loaders: loadEvidence (in a read-only transaction of its own), loadEvidenceIn (on a
// connection the caller holds) and loadWorkerEvidence (the cohorts of one worker and
// their evidence restricted to its attempts). Every family that reads evidence takes it
// from here: reports (store.ts), alerts (src/modules/alerts/evaluate.ts), evidence
// bundles (src/modules/transparency/bundles.ts), graded summaries
// (src/modules/grading/store.ts) and withdrawal impact (src/modules/verifiers/impact.ts).
import type pg from 'pg';
import {
  ADJUDICATION_ATTEMPT_FIELD,
  ADJUDICATION_EVIDENCE_FIELDS,
  ATTEMPT_EVIDENCE_FIELDS,
  COHORT_WIDE_ADJUDICATION_KINDS,
  evidenceOfWorker,
  type AdjudicationEvidence,
  type AttemptEvidence,
  type CohortEvidence,
} from '../../domain/reliability.js';
import { windowStart, type Window } from '../../domain/window.js';
import { ATTEMPT_EFFORT_FIELDS } from '../../domain/effort.js';
import type { VerifierTrust } from '../../domain/verification.js';
import { selectList } from '../../db/columns.js';
import { jsonArgumentsOf, tupleDecoder, type RowTuple } from '../../db/row-fields.js';
import { inTransaction } from '../../db/transaction.js';
import type { CohortRow } from '../cohorts/store.js';
import { loadTrust } from '../verifiers/store.js';

/** Which attempts beside the cohort-wide critical and drift rows a request loads. */
export type Selection = { finishedAfter: Date } | { finishedFrom: Date } | { mostRecent: number };

export function selectionOf(window: Window, asOf: Date): Selection {
  if ('lastAttempts' in window) return { mostRecent: window.lastAttempts };
  return { finishedAfter: new Date(windowStart(window, asOf.getTime())!) };
}

/**
 * The statement's cohorts, each with its own project: `$1` cohort ids and `$4` their
 * projects, position by position (the CTE `cohorts`, which every scan of a cohort's
 * attempts joins). Every read of a project table names the project, the distribution
 * column (docs/scaling.md): test/integration/shard-readiness.test.ts checks it on the plan.
 */
const COHORTS_SQL = 'SELECT * FROM unnest($1::uuid[], $4::uuid[]) AS c(id, project_id)';

/**
 * The attempts of cohort `c` a load selects (`$2` asOf, `$3` bound or count), scanned on
 * the equality of the cohort's project and id, which lead the index
 * attempt (project_id, cohort_id, finished_at, id): the scan reads the cohort's rows and
 * no other of its project, whatever the statistics say of the project (migration
 * 20261206000000_cohort_scans_by_project, test/integration/evidence-scan-plans.test.ts).
 * OFFSET 0 keeps it a subquery run per cohort, where the cohort's project and id are
 * known values and the dependency statistics estimate it as the cohort's rows.
 */
function selectedScanSql(selection: Selection, restriction: EvidenceRestriction, columns: string): string {
  const scan = `SELECT ${columns} FROM attempt a
        WHERE a.project_id = c.project_id AND a.cohort_id = c.id AND a.recorded_at <= $2 AND a.finished_at <= $2${workerSql('a', restriction)}`;
  if ('finishedAfter' in selection) return `${scan} AND a.finished_at > $3::timestamptz OFFSET 0`;
  if ('finishedFrom' in selection) return `${scan} AND a.finished_at >= $3::timestamptz OFFSET 0`;
  return `${scan}
        ORDER BY a.finished_at DESC, a.id DESC
        LIMIT $3::int`;
}

/** Whether attempt `a`, recorded and finished by asOf, is one the selection scan loads. */
function selectedSql(selection: Selection, restriction: EvidenceRestriction): string {
  if ('finishedAfter' in selection) return 'a.finished_at > $3::timestamptz';
  if ('finishedFrom' in selection) return 'a.finished_at >= $3::timestamptz';
  return `a.id IN (SELECT s.id FROM cohorts c CROSS JOIN LATERAL (${selectedScanSql(selection, restriction, 'a.id')}) AS s)`;
}

/**
 * Which attempts of the cohorts a load reads: all of them, or one worker's
 * (docs/specification.md §6, "Worker evidence"; the fold's restriction is
 * `evidenceOfWorker`, which a loader of one worker's evidence applies as well).
 */
export type EvidenceRestriction = { workerRef: string } | null;

/** The worker condition on attempt alias `alias` (`$5`), or nothing. */
const workerSql = (alias: string, restriction: EvidenceRestriction) => (restriction ? ` AND ${alias}.worker_ref = $5` : '');

/** The closed enum values, as SQL literals: a constant list keeps the index plan of a literal IN. */
const COHORT_WIDE_KINDS_SQL = COHORT_WIDE_ADJUDICATION_KINDS.map((kind) => `'${kind}'`).join(', ');

/**
 * One row per cohort: a JSON array of attempts, each with its adjudications. JSON,
 * because one large document parses far faster in Node than a hundred thousand
 * rows of separate columns.
 */
function evidenceSql(selection: Selection, restriction: EvidenceRestriction): string {
  const selected = selectedSql(selection, restriction);
  const worker = workerSql('a', restriction);
  return `
    WITH cohorts AS (${COHORTS_SQL}),
    cohort_wide AS (
      SELECT critical.id, critical.project_id FROM cohorts c CROSS JOIN LATERAL (
        -- A probe of the partial index attempt_critical_by_cohort_idx per cohort (OFFSET 0
        -- keeps it one), never a pass over every critical attempt of the ledger.
        SELECT a.id, a.project_id FROM attempt a
         WHERE a.project_id = c.project_id AND a.cohort_id = c.id AND a.severity = 'CRITICAL' AND a.recorded_at <= $2 AND a.finished_at <= $2${worker}
        OFFSET 0) AS critical
      UNION
      -- No recordedAt filter on the adjudication: the fold applies it (the attempt's own
      -- is applied by the probe below). The kinds are those of the partial index
      -- adjudication_cohort_wide_idx, which holds only these rows, by cohort: the cost
      -- follows the cohort's own rows, not the ledger's.
      SELECT j.attempt_id, j.project_id FROM adjudication j
       WHERE j.cohort_id = ANY ($1::uuid[]) AND j.project_id = ANY ($4::uuid[]) AND j.kind IN (${COHORT_WIDE_KINDS_SQL})
    ),
    loaded AS (
      SELECT s.* FROM cohorts c CROSS JOIN LATERAL (${selectedScanSql(selection, restriction, 'a.*')}) AS s
      UNION ALL
      -- One probe of the primary key per cohort-wide attempt, driven by those few rows:
      -- OFFSET 0 keeps the probe a subquery, so no plan can start from the project's
      -- attempts and join them to the set (on statistics older than the project it did,
      -- and read the whole project).
      SELECT p.* FROM cohort_wide w CROSS JOIN LATERAL (
        SELECT a.* FROM attempt a
         WHERE a.id = w.id AND a.project_id = w.project_id AND a.recorded_at <= $2${worker} AND NOT (a.finished_at <= $2 AND ${selected})
        OFFSET 0) AS p
    ),
    -- The loaded attempts' adjudications as a join on the cohort (an adjudication
    -- carries its attempt's cohort), not a subquery per attempt: one range of
    -- adjudication (cohort_id, project_id, recorded_at) and a hash join where the
    -- window holds most of the cohort, probes by attempt where it holds few. The
    -- subquery per attempt was one descent of an adjudication index per attempt, about
    -- 1,900 buffers per cohort of 500 (docs/benchmarks/scale.md).
    adjudicated AS (
      SELECT j.attempt_id, json_agg(json_build_array(${jsonArgumentsOf(ADJUDICATION_EVIDENCE_FIELDS, 'j')})) AS adjudications
        FROM loaded AS l JOIN adjudication j ON j.attempt_id = l.id AND j.project_id = l.project_id
       WHERE j.cohort_id = ANY ($1::uuid[]) AND j.project_id = ANY ($4::uuid[]) AND j.recorded_at <= $2
       GROUP BY j.attempt_id
    )
    SELECT a.cohort_id, json_agg(json_build_array(d.adjudications, json_build_array(${jsonArgumentsOf(ATTEMPT_EFFORT_FIELDS, 'a')}), ${jsonArgumentsOf(ATTEMPT_EVIDENCE_FIELDS, 'a')})) AS attempts
      FROM loaded AS a LEFT JOIN adjudicated AS d ON d.attempt_id = a.id
     GROUP BY a.cohort_id`;
}

/**
 * An attempt as the statement returns it: its adjudications (without the attempt id,
 * which is the attempt's), its effort columns, then its fields (src/db/row-fields.ts).
 */
type AdjudicationTuple = RowTuple<typeof ADJUDICATION_EVIDENCE_FIELDS>;
export type AttemptTuple = [
  AdjudicationTuple[] | null,
  RowTuple<typeof ATTEMPT_EFFORT_FIELDS>,
  ...RowTuple<typeof ATTEMPT_EVIDENCE_FIELDS>,
];
const attemptOf = tupleDecoder(ATTEMPT_EVIDENCE_FIELDS, { lead: 2 });
const effortOf = tupleDecoder(ATTEMPT_EFFORT_FIELDS);
const adjudicationOf = tupleDecoder(ADJUDICATION_EVIDENCE_FIELDS, { given: ADJUDICATION_ATTEMPT_FIELD });

/** Appends the attempts of one row of the evidence statement, and their adjudications, to `target` (the benchmark's floor reads them so too). */
export function appendEvidence(
  target: { attempts: AttemptEvidence[]; adjudications: AdjudicationEvidence[] },
  tuples: readonly AttemptTuple[],
): void {
  for (const tuple of tuples) {
    const attempt: AttemptEvidence = attemptOf(tuple);
    attempt.effort = effortOf(tuple[1]);
    target.attempts.push(attempt);
    const parent = { attemptId: attempt.id };
    for (const adjudication of tuple[0] ?? []) target.adjudications.push(adjudicationOf(adjudication, parent));
  }
}

/** The one statement that loads the evidence of `cohorts` (exported for the plan checks of the tests). */
export function evidenceStatement(
  cohorts: readonly CohortRow[],
  asOf: Date,
  selection: Selection,
  restriction: EvidenceRestriction = null,
): { text: string; values: unknown[] } {
  const bound =
    'mostRecent' in selection ? selection.mostRecent : 'finishedAfter' in selection ? selection.finishedAfter : selection.finishedFrom;
  // Each cohort once: the statement scans every (cohort, project) pair it is given.
  const distinct = [...new Map(cohorts.map((cohort) => [cohort.id, cohort])).values()];
  const values = [distinct.map((cohort) => cohort.id), asOf, bound, distinct.map((cohort) => cohort.projectId)];
  return { text: evidenceSql(selection, restriction), values: restriction ? [...values, restriction.workerRef] : values };
}

/** Loads the evidence of `cohorts` as of `asOf` (see the header of this file for what is loaded). */
export async function loadEvidence(
  pool: pg.Pool,
  cohorts: readonly CohortRow[],
  asOf: Date,
  selection: Selection,
  restriction: EvidenceRestriction = null,
): Promise<Map<string, CohortEvidence>> {
  if (cohorts.length === 0) return emptyEvidence(cohorts);
  return inTransaction(pool, (client) => loadEvidenceIn(client, cohorts, asOf, selection, restriction), EVIDENCE_TRANSACTION);
}

/**
 * JIT compilation costs more than it saves on these short statements, and the
 * JSON of a 100-cohort overview must be built in memory rather than spill to disk.
 * The per-cohort JSON arrays are aggregated from sorted input: as hash aggregates the
 * 100-cohort overview's statement took 1.29 times as long on a 10M-attempt ledger
 * (docs/benchmarks/scale.md, item 8).
 */
export const EVIDENCE_SETTINGS = { jit: 'off', work_mem: '64MB', enable_hashagg: 'off' } as const;
const EVIDENCE_TRANSACTION = { readOnly: true, local: EVIDENCE_SETTINGS } as const;

function emptyEvidence(cohorts: readonly CohortRow[]) {
  return new Map<string, { model: string; attempts: AttemptEvidence[]; adjudications: AdjudicationEvidence[]; trust?: VerifierTrust }>(
    cohorts.map((cohort) => [cohort.id, { model: cohort.model, attempts: [], adjudications: [] }]),
  );
}

/**
 * The same load on a connection the caller holds (in its own transaction: the alert
 * evaluator reads evidence under its lock, src/modules/alerts/evaluate.ts, with
 * `EVIDENCE_SETTINGS`).
 */
export async function loadEvidenceIn(
  client: pg.PoolClient,
  cohorts: readonly CohortRow[],
  asOf: Date,
  selection: Selection,
  restriction: EvidenceRestriction = null,
): Promise<Map<string, CohortEvidence>> {
  const evidence = emptyEvidence(cohorts);
  if (cohorts.length === 0) return evidence;
  const result = await client.query<{ cohort_id: string; attempts: AttemptTuple[] }>(
    evidenceStatement(cohorts, asOf, selection, restriction),
  );
  // The verifier registry and withdrawals of the cohorts' projects (docs/specification.md §3.3).
  const trust = await loadTrust(client, [...new Set(cohorts.map((cohort) => cohort.projectId))], asOf);
  for (const cohort of cohorts) evidence.get(cohort.id)!.trust = trust.get(cohort.projectId)!;
  for (const row of result.rows) appendEvidence(evidence.get(row.cohort_id)!, row.attempts);
  const loaded = evidence as Map<string, CohortEvidence>;
  // The SQL read only the worker's rows; the fold's own restriction states what they mean.
  if (restriction) for (const [id, rows] of loaded) loaded.set(id, evidenceOfWorker(rows, restriction.workerRef));
  return loaded;
}

// ---------------------------------------------------------------------------
// One worker's evidence (docs/specification.md §6, "Worker evidence"): the cohorts its
// attempts fall in, and their evidence restricted to its attempts.
// ---------------------------------------------------------------------------

/** Which cohorts of a project `loadWorkerEvidence` pages over: those holding an attempt of `workerRef` in the window. */
export interface WorkerCohortsQuery {
  projectId: string;
  workerRef: string;
  capabilityKey: string | null;
  window: Window;
  first: number;
}

/**
 * The cohorts of project `$1` holding an attempt of worker `$2` in the window as of `$3`
 * (recorded and finished by it; for lastDays, finished after `$7`), in (capabilityKey, id)
 * order after `$5`/`$6`, at most `$8`. The probe per cohort, and the worker's attempts
 * when the planner starts from them, run on attempt_project_id_worker_ref_cohort_id_finished_at_id_idx
 * (the baseline migration).
 */
const WORKER_COHORTS_SQL = `
  SELECT ${selectList('Cohort', 'cohort')} FROM cohort
   WHERE project_id = $1::uuid AND ($4::text IS NULL OR capability_key = $4)
     AND ($5::text IS NULL OR (capability_key, id) > ($5::text, $6::uuid))
     AND EXISTS (
       SELECT 1 FROM attempt a
        WHERE a.project_id = $1::uuid AND a.worker_ref = $2 AND a.cohort_id = cohort.id
          AND a.recorded_at <= $3 AND a.finished_at <= $3 AND ($7::timestamptz IS NULL OR a.finished_at > $7))
   ORDER BY capability_key, id
   LIMIT $8`;

/** The cohort lookup of `loadWorkerEvidence` (exported for the plan checks of the tests). */
export function workerCohortsStatement(
  query: WorkerCohortsQuery,
  after: Pick<CohortRow, 'capabilityKey' | 'id'> | null,
  asOf: Date,
): { text: string; values: unknown[] } {
  const selection = selectionOf(query.window, asOf);
  const start = 'finishedAfter' in selection ? selection.finishedAfter : null;
  return {
    text: WORKER_COHORTS_SQL,
    values: [
      query.projectId,
      query.workerRef,
      asOf,
      query.capabilityKey,
      after?.capabilityKey ?? null,
      after?.id ?? null,
      start,
      query.first + 1,
    ],
  };
}

/** A page of a worker's cohorts, each with its evidence restricted to the worker. */
export interface WorkerEvidenceRows {
  cohorts: CohortRow[];
  /** By cohort id: the cohort's evidence restricted to the worker (`evidenceOfWorker`). */
  evidence: Map<string, CohortEvidence>;
  hasNextPage: boolean;
}

/**
 * Loads one page of the cohorts worker `query.workerRef` has attempts in (in the window
 * as of `asOf`), in (capabilityKey, id) order after `after`, and their evidence restricted
 * to the worker, in one read-only transaction (one snapshot). `asOf` must come from a
 * finality read first (`reportFinality`); the caller checks the project's visibility.
 */
export async function loadWorkerEvidence(
  pool: pg.Pool,
  query: WorkerCohortsQuery,
  after: Pick<CohortRow, 'capabilityKey' | 'id'> | null,
  asOf: Date,
): Promise<WorkerEvidenceRows> {
  return inTransaction(
    pool,
    async (client) => {
      const { rows } = await client.query<CohortRow>(workerCohortsStatement(query, after, asOf));
      const cohorts = rows.slice(0, query.first);
      const evidence = await loadEvidenceIn(client, cohorts, asOf, selectionOf(query.window, asOf), { workerRef: query.workerRef });
      return { cohorts, evidence, hasNextPage: rows.length > query.first };
    },
    EVIDENCE_TRANSACTION,
  );
}
