// Reading the evidence of reliability reports (docs/specification.md §6) and folding it with
// the pure definitions of src/domain/reliability.ts. The GraphQL resolvers and the
// `report` command both call the functions exported here, so they cannot disagree.
//
// One statement per request loads, for every requested cohort, the minimal columns
// of every row a report can read, in one snapshot:
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
import type pg from 'pg';
import { z } from 'zod';
import {
  ADJUDICATION_ATTEMPT_FIELD,
  ADJUDICATION_EVIDENCE_FIELDS,
  ATTEMPT_EVIDENCE_FIELDS,
  COHORT_WIDE_ADJUDICATION_KINDS,
  compareRecentFirst,
  evidenceOfWorker,
  explainReport,
  type AttemptExplanation,
  reliabilityReportWithPassK,
  type EffortPerVerifiedSuccessSet,
  reliabilityReportWithTries,
  reliabilitySeries,
  type AdjudicationEvidence,
  type AttemptEvidence,
  type CohortEvidence,
  type ReliabilityQuery,
  type ReliabilityReport,
  type ReliabilitySeries,
} from '../../domain/reliability.js';
import { windowStart, type Window } from '../../domain/window.js';
import { selectList } from '../../db/columns.js';
import { jsonArgumentsOf, tupleDecoder, type RowTuple } from '../../db/row-fields.js';
import { inTransaction } from '../../db/transaction.js';
import type { Finality } from '../../domain/finality.js';
import type { PassK } from '../../domain/pass-k.js';
import { ATTEMPT_EFFORT_FIELDS } from '../../domain/effort.js';
import { pairedComparisonOf, type PairedComparison } from '../../domain/paired-comparison.js';
import { ValidationError } from '../../errors.js';
import { cursorCodec } from '../common/cursors.js';
import { capabilityKey, uuid } from '../common/validation.js';
import { LEDGER_CLOCK_COLUMNS, ledgerClockOf, readLedgerClock, reportFinality, reportSourceOf, type LedgerClockColumns, type ReportSource } from '../../db/ledger-clock.js';
import type { ReliabilityQueryInput, SeriesQueryInput } from './inputs.js';
import { rulesAsOf } from '../../domain/rules.js';
import type { LedgerClock } from '../../domain/finality.js';
import type { VerifierTrust } from '../../domain/verification.js';
import { loadTrust } from '../verifiers/store.js';
import type { CohortRow } from '../cohorts/store.js';

const COHORT_COLUMNS = selectList('Cohort', 'cohort');

export type { ProjectScope } from '../auth/caller.js';
import type { ProjectScope } from '../auth/caller.js';

/** A report with the cohort it describes and whether it can still change. */
export interface CohortReliability {
  cohort: CohortRow;
  report: ReliabilityReport;
  /** pass^k of the same fold (docs/specification.md §6, "pass^k"). */
  passK: PassK[];
  /** Cost, tokens and time per verified success of the same fold (docs/specification.md §6). */
  effort: EffortPerVerifiedSuccessSet;
  finality: Finality;
  /** The evidence and query the report was folded from, for `explain` (the same rows, the same decisions). */
  basis: { evidence: CohortEvidence; query: ReliabilityQuery };
}

/**
 * The fold of a report as of `finality.asOf`: under the metric rules in effect then
 * (src/domain/rules.ts), whose default minSamples applies when the query gives none.
 */
export function foldOf(query: Pick<ReliabilityQueryInput, 'window' | 'minSamples'>, finality: Finality, clock: LedgerClock): ReliabilityQuery {
  const asOf = finality.asOf.getTime();
  const rules = rulesAsOf(clock.ruleActivations ?? [], asOf);
  return { asOf, window: query.window, minSamples: query.minSamples ?? rules.defaultMinSamples, rulesVersion: rules.version };
}

/** The report of `cohort` from its loaded evidence, keeping what it was folded from. */
function cohortReliabilityOf(cohort: CohortRow, evidence: CohortEvidence, query: ReliabilityQuery, finality: Finality): CohortReliability {
  return { cohort, ...reliabilityReportWithPassK(evidence, query), finality, basis: { evidence, query } };
}

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
    -- 1,900 buffers per cohort of 500 (docs/benchmarks.md, Scale).
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
export type AttemptTuple = [AdjudicationTuple[] | null, RowTuple<typeof ATTEMPT_EFFORT_FIELDS>, ...RowTuple<typeof ATTEMPT_EVIDENCE_FIELDS>];
const attemptOf = tupleDecoder(ATTEMPT_EVIDENCE_FIELDS, { lead: 2 });
const effortOf = tupleDecoder(ATTEMPT_EFFORT_FIELDS);
const adjudicationOf = tupleDecoder(ADJUDICATION_EVIDENCE_FIELDS, { given: ADJUDICATION_ATTEMPT_FIELD });

/** Appends the attempts of one row of the evidence statement, and their adjudications, to `target` (the benchmark's floor reads them so too). */
export function appendEvidence(target: { attempts: AttemptEvidence[]; adjudications: AdjudicationEvidence[] }, tuples: readonly AttemptTuple[]): void {
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
  const bound = 'mostRecent' in selection ? selection.mostRecent : 'finishedAfter' in selection ? selection.finishedAfter : selection.finishedFrom;
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
 * (docs/benchmarks.md, Scale, item 8).
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
  const result = await client.query<{ cohort_id: string; attempts: AttemptTuple[] }>(evidenceStatement(cohorts, asOf, selection, restriction));
  // The verifier registry and withdrawals of the cohorts' projects (docs/specification.md §3.3).
  const trust = await loadTrust(client, [...new Set(cohorts.map((cohort) => cohort.projectId))], asOf);
  for (const cohort of cohorts) evidence.get(cohort.id)!.trust = trust.get(cohort.projectId)!;
  for (const row of result.rows) appendEvidence(evidence.get(row.cohort_id)!, row.attempts);
  const loaded = evidence as Map<string, CohortEvidence>;
  // The SQL read only the worker's rows; the fold's own restriction states what they mean.
  if (restriction) for (const [id, rows] of loaded) loaded.set(id, evidenceOfWorker(rows, restriction.workerRef));
  return loaded;
}


/** The cohort, and the ledger's clock read before any of its evidence. */
export async function findCohort(
  source: ReportSource,
  cohortId: string,
  projects: ProjectScope,
): Promise<{ cohort: CohortRow; clock: ReturnType<typeof ledgerClockOf> } | null> {
  const { pool, standby } = reportSourceOf(source);
  const result = await pool.query<CohortRow & LedgerClockColumns>(
    `SELECT ${COHORT_COLUMNS}, ${LEDGER_CLOCK_COLUMNS} FROM cohort
      WHERE id = $1 AND ($2::uuid[] IS NULL OR project_id = ANY ($2::uuid[]))`,
    [cohortId, projects ?? null],
  );
  const row = result.rows[0];
  if (!row) return null;
  const { ledgerNow, settledThrough, onStandby, replayedLsn, ruleActivations, ...cohort } = row;
  return { cohort, clock: ledgerClockOf({ ledgerNow, settledThrough, onStandby, replayedLsn, ruleActivations }, standby) };
}

/** The report of one cohort, or null when it does not exist or is outside `projects`. */
export async function reliabilityOfCohort(
  source: ReportSource,
  cohortId: string,
  query: ReliabilityQueryInput,
  projects: ProjectScope,
): Promise<CohortReliability | null> {
  const { pool } = reportSourceOf(source);
  const found = await findCohort(source, cohortId, projects);
  if (!found) return null;
  const finality = reportFinality(query.asOf, found.clock);
  const { asOf } = finality;
  const evidence = await loadEvidence(pool, [found.cohort], asOf, selectionOf(query.window, asOf));
  return cohortReliabilityOf(found.cohort, evidence.get(found.cohort.id)!, foldOf(query, finality, found.clock), finality);
}

export interface OverviewPage {
  reports: CohortReliability[];
  hasNextPage: boolean;
}

/** Opaque cursor of a list of cohorts named `list`: the position after a cohort in (capabilityKey, id) order. */
const cohortOrderCursor = (list: string) =>
  cursorCodec(
    list,
    z.tuple([capabilityKey, uuid]),
    (cohort: Pick<CohortRow, 'capabilityKey' | 'id'>) => [cohort.capabilityKey, cohort.id],
    ([key, id]) => ({ capabilityKey: key, id }),
  );

export const overviewCursor = cohortOrderCursor('reliability-overview');

/**
 * One page of a project's cohorts, in (capabilityKey, id) order, each with its
 * report as of one shared instant, all loaded by a single evidence statement.
 */
export async function reliabilityOverview(
  source: ReportSource,
  query: ReliabilityQueryInput & { projectId: string; capabilityKey: string | null; first: number; after: string | null },
  projects: ProjectScope,
): Promise<{ finality: Finality; page: OverviewPage }> {
  const { pool, standby } = reportSourceOf(source);
  const after = overviewCursor.decode(query.after, 'after');
  const visible = projects === undefined || projects.includes(query.projectId);
  const result = await pool.query<CohortRow & LedgerClockColumns>(
    `SELECT clock.*, c.* FROM (SELECT ${LEDGER_CLOCK_COLUMNS}) AS clock
       LEFT JOIN LATERAL (
         SELECT ${COHORT_COLUMNS} FROM cohort
          WHERE $1 AND project_id = $2 AND ($3::text IS NULL OR capability_key = $3)
            AND ($4::text IS NULL OR (capability_key, id) > ($4::text, $5::uuid))
          ORDER BY capability_key, id
          LIMIT $6
       ) AS c ON true`,
    [visible, query.projectId, query.capabilityKey, after?.capabilityKey ?? null, after?.id ?? null, query.first + 1],
  );
  const clock = ledgerClockOf(result.rows[0]!, standby);
  const finality = reportFinality(query.asOf, clock);
  const { asOf } = finality;
  const cohorts = result.rows
    .filter((row) => row.id !== null)
    .map(({ ledgerNow: _now, settledThrough: _settled, onStandby: _standby, replayedLsn: _replayed, ruleActivations: _rules, ...cohort }): CohortRow => cohort);
  const pageCohorts = cohorts.slice(0, query.first);
  const evidence = await loadEvidence(pool, pageCohorts, asOf, selectionOf(query.window, asOf));
  const fold = foldOf(query, finality, clock);
  return {
    finality,
    page: {
      reports: pageCohorts.map((cohort) => cohortReliabilityOf(cohort, evidence.get(cohort.id)!, fold, finality)),
      hasNextPage: cohorts.length > query.first,
    },
  };
}

/** The trend series of one cohort, or null when it does not exist or is outside `projects`. */
export async function reliabilitySeriesOfCohort(
  source: ReportSource,
  cohortId: string,
  query: SeriesQueryInput,
  projects: ProjectScope,
): Promise<{ cohort: CohortRow; series: ReliabilitySeries; finality: Finality } | null> {
  const { pool } = reportSourceOf(source);
  const found = await findCohort(source, cohortId, projects);
  if (!found) return null;
  const finality = reportFinality(query.to, found.clock, 'to');
  const to = finality.asOf;
  if (query.from > to) throw ValidationError.of([{ path: 'from', message: 'from is after to' }]);
  const evidence = await loadEvidence(pool, [found.cohort], to, { finishedFrom: query.from });
  let series: ReliabilitySeries;
  try {
    series = reliabilitySeries(evidence.get(found.cohort.id)!, {
      bucket: query.bucket,
      from: query.from.getTime(),
      to: to.getTime(),
      minSamples: query.minSamples,
    });
  } catch (error) {
    if (error instanceof RangeError) throw ValidationError.of([{ path: 'from', message: error.message }]);
    throw error;
  }
  return { cohort: found.cohort, series, finality };
}

/** Two reports as of one instant, for `cohortComparison` (docs/specification.md §6, "Cohort comparison"). */
export interface ReportPair {
  a: CohortReliability;
  b: CohortReliability;
  finality: Finality;
}

/**
 * The reports of cohorts `aId` and `bId` as of one instant and window, loaded in one
 * statement (one snapshot). Null when either cohort does not exist or is outside
 * `projects`: the caller cannot tell which, nor whether the other exists.
 * Cohorts of different capabilities are a ValidationError, raised only once both are visible.
 */
export async function reliabilityOfPair(
  source: ReportSource,
  aId: string,
  bId: string,
  query: ReliabilityQueryInput,
  projects: ProjectScope,
): Promise<ReportPair | null> {
  const loaded = await loadPair(source, aId, bId, query, projects);
  if (!loaded) return null;
  const { a, b, evidence, fold, finality } = loaded;
  const reportOf = (cohort: CohortRow): CohortReliability => cohortReliabilityOf(cohort, evidence.get(cohort.id)!, fold, finality);
  return { a: reportOf(a), b: reportOf(b), finality };
}

/**
 * Both cohorts, checked for visibility and capability as `reliabilityOfPair` states, the
 * ledger's clock and their evidence as of one instant, by the one evidence statement.
 */
async function loadPair(
  source: ReportSource,
  aId: string,
  bId: string,
  query: ReliabilityQueryInput,
  projects: ProjectScope,
  names: { a: string; b: string } = { a: 'a', b: 'b' },
) {
  const { pool, standby } = reportSourceOf(source);
  const result = await pool.query<CohortRow & LedgerClockColumns>(
    `SELECT clock.*, c.* FROM (SELECT ${LEDGER_CLOCK_COLUMNS}) AS clock
       LEFT JOIN LATERAL (
         SELECT ${COHORT_COLUMNS} FROM cohort
          WHERE id = ANY (ARRAY[$1, $2]::uuid[]) AND ($3::uuid[] IS NULL OR project_id = ANY ($3::uuid[]))
       ) AS c ON true`,
    [aId, bId, projects ?? null],
  );
  const cohorts = result.rows
    .filter((row) => row.id !== null)
    .map(({ ledgerNow: _now, settledThrough: _settled, onStandby: _standby, replayedLsn: _replayed, ruleActivations: _rules, ...cohort }): CohortRow => cohort);
  const a = cohorts.find((cohort) => cohort.id === aId);
  const b = cohorts.find((cohort) => cohort.id === bId);
  if (!a || !b) return null;
  if (a.capabilityKey !== b.capabilityKey)
    throw ValidationError.of([
      { path: names.b, message: `measures capability ${b.capabilityKey}, cohort ${names.a} measures ${a.capabilityKey}: only cohorts of one capability compare` },
    ]);
  const clock = ledgerClockOf(result.rows[0]!, standby);
  const finality = reportFinality(query.asOf, clock);
  const { asOf } = finality;
  const distinct = a.id === b.id ? [a] : [a, b];
  const evidence = await loadEvidence(pool, distinct, asOf, selectionOf(query.window, asOf));
  const fold = foldOf(query, finality, clock);
  return { a, b, evidence, fold, finality };
}

/** A paired comparison (docs/specification.md §6, "Paired comparison") with both reports it was folded beside. */
export interface PairedComparisonAnswer {
  cohort: CohortReliability;
  other: CohortReliability;
  finality: Finality;
  comparison: PairedComparison;
}

/**
 * `cohortId` compared with `otherCohortId` over the tasks both attempted in the window,
 * both folded once from one evidence statement (one snapshot), each report beside it.
 * Null, and a ValidationError, exactly as `reliabilityOfPair`.
 */
export async function pairedComparisonOfCohorts(
  source: ReportSource,
  cohortId: string,
  otherCohortId: string,
  query: ReliabilityQueryInput & { margin: number },
  projects: ProjectScope,
): Promise<PairedComparisonAnswer | null> {
  const loaded = await loadPair(source, cohortId, otherCohortId, query, projects, { a: 'cohortId', b: 'otherCohortId' });
  if (!loaded) return null;
  const { a, b, evidence, fold, finality } = loaded;
  const side = (cohort: CohortRow) => {
    const folded = reliabilityReportWithTries(evidence.get(cohort.id)!, fold);
    const reliability: CohortReliability = { cohort, report: folded.report, passK: folded.passK, effort: folded.effort, finality, basis: { evidence: evidence.get(cohort.id)!, query: fold } };
    return { reliability, side: { tries: folded.tries, drift: folded.report.unresolvedDriftAttemptIds.length > 0 } };
  };
  const mine = side(a);
  const theirs = side(b);
  const comparison = pairedComparisonOf(mine.side, theirs.side, { margin: query.margin, minSamples: fold.minSamples });
  return { cohort: mine.reliability, other: theirs.reliability, finality, comparison };
}

// ---------------------------------------------------------------------------
// Worker evidence (docs/specification.md §6, "Worker evidence"): the report of each
// cohort a worker's attempts fall in, restricted to that worker's attempts.
// ---------------------------------------------------------------------------

export const workerEvidenceCursor = cohortOrderCursor('worker-evidence');

export interface WorkerEvidenceQuery extends ReliabilityQueryInput {
  projectId: string;
  workerRef: string;
  capabilityKey: string | null;
  first: number;
  after: string | null;
}

/** One cohort of a worker: the cohort, and its report over the worker's attempts alone. */
export interface WorkerCohortEvidence extends CohortReliability {
  workerRef: string;
}

export interface WorkerEvidencePage {
  finality: Finality;
  entries: WorkerCohortEvidence[];
  hasNextPage: boolean;
}

/**
 * The cohorts of project `$1` holding an attempt of worker `$2` in the window as of `$3`
 * (recorded and finished by it; for lastDays, finished after `$7`), in (capabilityKey, id)
 * order after `$5`/`$6`, at most `$8`. The probe per cohort, and the worker's attempts
 * when the planner starts from them, run on attempt_project_id_worker_ref_cohort_id_finished_at_id_idx
 * (the baseline migration).
 */
const WORKER_COHORTS_SQL = `
  SELECT ${COHORT_COLUMNS} FROM cohort
   WHERE project_id = $1::uuid AND ($4::text IS NULL OR capability_key = $4)
     AND ($5::text IS NULL OR (capability_key, id) > ($5::text, $6::uuid))
     AND EXISTS (
       SELECT 1 FROM attempt a
        WHERE a.project_id = $1::uuid AND a.worker_ref = $2 AND a.cohort_id = cohort.id
          AND a.recorded_at <= $3 AND a.finished_at <= $3 AND ($7::timestamptz IS NULL OR a.finished_at > $7))
   ORDER BY capability_key, id
   LIMIT $8`;

/** The cohort lookup of `workerEvidence` (exported for the plan checks of the tests). */
export function workerCohortsStatement(
  query: Pick<WorkerEvidenceQuery, 'projectId' | 'workerRef' | 'capabilityKey' | 'window' | 'first'>,
  after: Pick<CohortRow, 'capabilityKey' | 'id'> | null,
  asOf: Date,
): { text: string; values: unknown[] } {
  const selection = selectionOf(query.window, asOf);
  const start = 'finishedAfter' in selection ? selection.finishedAfter : null;
  return {
    text: WORKER_COHORTS_SQL,
    values: [query.projectId, query.workerRef, asOf, query.capabilityKey, after?.capabilityKey ?? null, after?.id ?? null, start, query.first + 1],
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
  query: Omit<WorkerEvidenceQuery, 'after' | 'asOf' | 'minSamples'>,
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

/**
 * One page of `workerEvidence`: the ledger's clock first, then `loadWorkerEvidence`, each
 * cohort folded into the report of its evidence restricted to the worker. A project
 * outside `projects` gives an empty page, as the overview does.
 */
export async function workerEvidence(source: ReportSource, query: WorkerEvidenceQuery, projects: ProjectScope): Promise<WorkerEvidencePage> {
  const { pool } = reportSourceOf(source);
  const after = workerEvidenceCursor.decode(query.after, 'after');
  const clock = await readLedgerClock(source);
  const finality = reportFinality(query.asOf, clock);
  const { asOf } = finality;
  const visible = projects === undefined || projects.includes(query.projectId);
  if (!visible) return { finality, entries: [], hasNextPage: false };
  const { cohorts, evidence, hasNextPage } = await loadWorkerEvidence(pool, query, after, asOf);
  const fold = foldOf(query, finality, clock);
  return {
    finality,
    entries: cohorts.map((cohort) => ({ workerRef: query.workerRef, ...cohortReliabilityOf(cohort, evidence.get(cohort.id)!, fold, finality) })),
    hasNextPage,
  };
}

// ---------------------------------------------------------------------------
// Explaining a report (docs/specification.md §6, "Explaining a report"): pages over
// `explainReport` of the very evidence and query the report was folded from.
// ---------------------------------------------------------------------------

/** Opaque explain cursor: the position after an attempt in (finishedAt, id) descending order. */
export const explainCursor = cursorCodec(
  'reliability-explain',
  z.tuple([z.number().int().min(0), uuid]),
  (attempt: Pick<AttemptEvidence, 'finishedAt' | 'id'>) => [attempt.finishedAt, attempt.id],
  ([finishedAt, id]) => ({ finishedAt, id }),
);

/** True for a cursor `explainCursor` issued (the check before execution, src/modules/common/cursors.ts). */
export function isExplainCursor(cursor: string): boolean {
  try {
    return explainCursor.decode(cursor, 'after') !== null;
  } catch {
    return false;
  }
}

export interface ExplainPage {
  entries: AttemptExplanation[];
  /** How many attempts the report considered, on every page. */
  totalCount: number;
  hasNextPage: boolean;
}

/** One forward page of the explanation of `reliability`'s report. */
export function explainPage({ basis }: CohortReliability, page: { first: number; after: string | null }): ExplainPage {
  const after = explainCursor.decode(page.after, 'after');
  const all = explainReport(basis.evidence, basis.query);
  const rest = after ? all.filter((entry) => compareRecentFirst(after, entry.attempt) < 0) : all;
  return { entries: rest.slice(0, page.first), totalCount: all.length, hasNextPage: rest.length > page.first };
}
