// Reliability reports (docs/specification.md §6): the evidence that evidence.ts loads,
// folded with the pure definitions of src/domain/reliability.ts, for a cohort's report,
// the overview, the series, worker evidence, the comparisons and a report's explanation.
// The GraphQL resolvers and the `report` command both call the functions exported here,
// so they cannot disagree.
import { z } from 'zod';
import {
  compareRecentFirst,
  explainReport,
  type AttemptExplanation,
  reliabilityReportWithPassK,
  type EffortPerVerifiedSuccessSet,
  reliabilityReportWithTries,
  reliabilitySeries,
  type AttemptEvidence,
  type CohortEvidence,
  type ReliabilityQuery,
  type ReliabilityReport,
  type ReliabilitySeries,
} from '../../domain/reliability.js';
import { selectList } from '../../db/columns.js';
import type { Finality } from '../../domain/finality.js';
import type { PassK } from '../../domain/pass-k.js';
import { pairedComparisonOf, type PairedComparison } from '../../domain/paired-comparison.js';
import { ValidationError } from '../../errors.js';
import { cursorCodec } from '../common/cursors.js';
import { capabilityKey, uuid } from '../common/validation.js';
import {
  LEDGER_CLOCK_COLUMNS,
  ledgerClockOf,
  readLedgerClock,
  reportFinality,
  reportSourceOf,
  type LedgerClockColumns,
  type ReportSource,
} from '../../db/ledger-clock.js';
import type { ReliabilityQueryInput, SeriesQueryInput } from './inputs.js';
import { rulesAsOf } from '../../domain/rules.js';
import type { LedgerClock } from '../../domain/finality.js';
import type { CohortRow } from '../cohorts/store.js';
import { loadEvidence, loadWorkerEvidence, selectionOf, type WorkerCohortsQuery } from './evidence.js';

const COHORT_COLUMNS = selectList('Cohort', 'cohort');

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
export function foldOf(
  query: Pick<ReliabilityQueryInput, 'window' | 'minSamples'>,
  finality: Finality,
  clock: LedgerClock,
): ReliabilityQuery {
  const asOf = finality.asOf.getTime();
  const rules = rulesAsOf(clock.ruleActivations ?? [], asOf);
  return { asOf, window: query.window, minSamples: query.minSamples ?? rules.defaultMinSamples, rulesVersion: rules.version };
}

/** The report of `cohort` from its loaded evidence, keeping what it was folded from. */
function cohortReliabilityOf(cohort: CohortRow, evidence: CohortEvidence, query: ReliabilityQuery, finality: Finality): CohortReliability {
  return { cohort, ...reliabilityReportWithPassK(evidence, query), finality, basis: { evidence, query } };
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
    .map(
      ({
        ledgerNow: _now,
        settledThrough: _settled,
        onStandby: _standby,
        replayedLsn: _replayed,
        ruleActivations: _rules,
        ...cohort
      }): CohortRow => cohort,
    );
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
    .map(
      ({
        ledgerNow: _now,
        settledThrough: _settled,
        onStandby: _standby,
        replayedLsn: _replayed,
        ruleActivations: _rules,
        ...cohort
      }): CohortRow => cohort,
    );
  const a = cohorts.find((cohort) => cohort.id === aId);
  const b = cohorts.find((cohort) => cohort.id === bId);
  if (!a || !b) return null;
  if (a.capabilityKey !== b.capabilityKey)
    throw ValidationError.of([
      {
        path: names.b,
        message: `measures capability ${b.capabilityKey}, cohort ${names.a} measures ${a.capabilityKey}: only cohorts of one capability compare`,
      },
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
    const reliability: CohortReliability = {
      cohort,
      report: folded.report,
      passK: folded.passK,
      effort: folded.effort,
      finality,
      basis: { evidence: evidence.get(cohort.id)!, query: fold },
    };
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

export interface WorkerEvidenceQuery extends ReliabilityQueryInput, WorkerCohortsQuery {
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
 * One page of `workerEvidence`: the ledger's clock first, then `loadWorkerEvidence`, each
 * cohort folded into the report of its evidence restricted to the worker. A project
 * outside `projects` gives an empty page, as the overview does.
 */
export async function workerEvidence(
  source: ReportSource,
  query: WorkerEvidenceQuery,
  projects: ProjectScope,
): Promise<WorkerEvidencePage> {
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
    entries: cohorts.map((cohort) => ({
      workerRef: query.workerRef,
      ...cohortReliabilityOf(cohort, evidence.get(cohort.id)!, fold, finality),
    })),
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
