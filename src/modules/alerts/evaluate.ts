// The alert evaluator (docs/specification.md §12, "Evaluation"; docs/alerts.md).
//
// One evaluation, `evaluateAlerts(pool, through?)`, holds a session-level advisory lock
// from start to end, so one evaluator at a time runs across every process and worker; a
// second waits, then finds the cursors moved and the work done. It reads the horizon once:
// the ledger's settled horizon (src/domain/finality.ts), or `through` if earlier. Then
// each rule not retired before its cursor is evaluated in a transaction of its own: the
// evidence stamped after the rule's cursor (`alert_rule_cursor.evaluated_through`, else
// the rule's own stamp) up to the horizon. Everything it reads is final: no row can still
// appear at or before the horizon. It inserts the rule's alerts with ON CONFLICT DO
// NOTHING on (project, rule, subject, transition instant) and moves that rule's cursor in
// the same transaction, so a crash loses nothing (the next evaluation starts from the old
// cursor of every rule not yet committed) and raises nothing twice (the same evidence
// gives the same instants and the same rows); a slow rule holds back no other rule's.
//
// The instants: a cohort's report is evaluated at the stamp of each of its evidence
// rows (docs/specification.md §12), its attempts, adjudications and the registry or
// withdrawal rows of verifiers its verdicts name, compared with the report at its
// previous such stamp. The work of an evaluation follows the evidence stamped since the
// cursor: the cohorts it touched, their instants, and one evidence load for them; each
// cohort's instants are walked in order (src/domain/cohort-walk.ts), the full report
// built only where an alert is raised, in slices that leave the event loop free.
import { setImmediate } from 'node:timers/promises';
import type pg from 'pg';
import {
  falsePassSignal,
  laneSubject,
  reportQueriesOf,
  reworkSubject,
  type CohortAlertKind,
  COHORT_ALERT_KINDS,
} from '../../domain/alerts.js';
import { agreementRates } from '../../domain/agreement.js';
import { canonicalJson } from '../../domain/canonical.js';
import type { AlertKind, RiskTier } from '../../domain/enums.js';
import { cohortTransitionsOf } from '../../domain/cohort-walk.js';
import type { CohortEvidence } from '../../domain/reliability.js';
import { windowStart, type Window } from '../../domain/window.js';
import { epochMilliseconds, selectList } from '../../db/columns.js';
import { setLocalStatements } from '../../db/transaction.js';
import { alertsRaised } from '../../metrics.js';
import { eventsForRates } from '../agreements/store.js';
import { readLedgerClock } from '../../db/ledger-clock.js';
import { EVIDENCE_SETTINGS, loadEvidenceIn, type Selection } from '../reliability/evidence.js';
import type { CohortRow } from '../cohorts/store.js';
import { ALERT_COLUMNS, type AlertRow } from './store.js';

/** The evaluator's advisory lock: its own namespace, apart from the write stamps' and the transparency writer's. */
export const EVALUATOR_LOCK = [1129466931, 1] as const;

interface RuleToEvaluate {
  projectId: string;
  digest: string;
  kind: AlertKind;
  capabilityKey: string | null;
  model: string | null;
  parameters: Record<string, unknown>;
  createdAt: Date;
  retiredAt: Date | null;
  evaluatedThrough: Date | null;
}

/** One alert to insert. */
export interface RaisedAlert {
  subject: string;
  transitionAt: number;
  reportDigest: string;
  details: Record<string, unknown>;
}

export interface Evaluation {
  /** The instant evaluated through (every rule's cursor is at or after it, unless retired earlier). */
  horizon: Date;
  /** The alerts this evaluation inserted (none that an earlier one had raised). */
  raised: AlertRow[];
  rulesEvaluated: number;
}

const RULE_COLUMNS = selectList('AlertRule', 'r');
const COHORT_COLUMNS = selectList('Cohort', 'c');

/**
 * Evaluates every rule of every project up to the settled horizon (or `through`, when
 * earlier), raising each alert once. Callable directly (tests, the benchmark)
 * and run periodically by the serving process (scheduleAlertEvaluation).
 */
export async function evaluateAlerts(pool: pg.Pool, through?: Date): Promise<Evaluation> {
  const client = await pool.connect();
  let locked = false;
  let broken = false;
  try {
    // One evaluator at a time, for the whole evaluation: a session-level lock, held across
    // the rules' own transactions and released at the end (or with the connection).
    await client.query('SELECT pg_advisory_lock($1, $2)', [...EVALUATOR_LOCK]);
    locked = true;
    // The horizon is read after the lock: every row at or before it is committed. Every
    // rule is evaluated up to this one horizon, whatever the other rules' commits announce.
    const clock = await readLedgerClock(client);
    const horizon = through && through < clock.settledThrough ? through : clock.settledThrough;
    const rules = await client.query<RuleToEvaluate>(
      `SELECT ${RULE_COLUMNS}, x.retired_at AS "retiredAt", k.evaluated_through AS "evaluatedThrough"
         FROM alert_rule r
         LEFT JOIN alert_rule_retirement x ON x.project_id = r.project_id AND x.rule_digest = r.digest
         LEFT JOIN alert_rule_cursor k ON k.project_id = r.project_id AND k.rule_digest = r.digest
        WHERE coalesce(k.evaluated_through, r.created_at) < least($1::timestamptz, coalesce(x.retired_at - interval '1 millisecond', $1::timestamptz))
        ORDER BY r.project_id, r.created_at, r.digest`,
      [horizon],
    );
    const raised: AlertRow[] = [];
    for (const rule of rules.rows) {
      const from = (rule.evaluatedThrough ?? rule.createdAt).getTime();
      // A retired rule is evaluated only up to just before its retirement.
      const to = Math.min(horizon.getTime(), rule.retiredAt ? rule.retiredAt.getTime() - 1 : Infinity);
      if (to <= from) continue;
      // Each rule in a transaction of its own: a slow rule holds back no other rule's alerts
      // or cursor. Its evidence is read first and its alerts written last (the first alert
      // row announces a write and holds the horizon back until the commit), and its cursor
      // moves in the same transaction as its alerts.
      await client.query(['BEGIN', ...setLocalStatements(EVIDENCE_SETTINGS)].join('; '));
      try {
        const alerts = await transitionsOf(client, rule, from, to);
        const inserted = await insertAlerts(client, rule, alerts);
        await client.query(
          `INSERT INTO alert_rule_cursor (project_id, rule_digest, evaluated_through) VALUES ($1, $2, $3)
           ON CONFLICT (project_id, rule_digest) DO UPDATE SET evaluated_through = EXCLUDED.evaluated_through`,
          [rule.projectId, rule.digest, new Date(to)],
        );
        await client.query('COMMIT');
        raised.push(...inserted);
        for (const alert of inserted) alertsRaised.inc({ kind: alert.kind });
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {
          broken = true;
        });
        throw error;
      }
    }
    return { horizon, raised, rulesEvaluated: rules.rows.length };
  } finally {
    if (locked && !broken) {
      await client.query('SELECT pg_advisory_unlock($1, $2)', [...EVALUATOR_LOCK]).catch(() => {
        broken = true;
      });
    }
    // A connection whose lock could not be released is closed, which releases it.
    client.release(broken || undefined);
  }
}

async function insertAlerts(client: pg.PoolClient, rule: RuleToEvaluate, alerts: RaisedAlert[]): Promise<AlertRow[]> {
  if (alerts.length === 0) return [];
  const result = await client.query<AlertRow>(
    `INSERT INTO alert AS a (project_id, rule_digest, kind, subject, transition_at, report_digest, details)
     SELECT $1, $2, $3::"AlertKind", s.subject, to_timestamp(0) + s.at * interval '1 millisecond', s.report_digest, s.details::jsonb
       FROM unnest($4::text[], $5::int8[], $6::text[], $7::text[]) AS s(subject, at, report_digest, details)
     ON CONFLICT (project_id, rule_digest, subject, transition_at) DO NOTHING
     RETURNING ${ALERT_COLUMNS}`,
    [
      rule.projectId,
      rule.digest,
      rule.kind,
      alerts.map((alert) => alert.subject),
      alerts.map((alert) => alert.transitionAt),
      alerts.map((alert) => alert.reportDigest),
      alerts.map((alert) => canonicalJson(alert.details)),
    ],
  );
  return result.rows;
}

/** The alerts a rule's definition gives for the evidence stamped in (from, to]. */
async function transitionsOf(client: pg.PoolClient, rule: RuleToEvaluate, from: number, to: number): Promise<RaisedAlert[]> {
  if ((COHORT_ALERT_KINDS as readonly string[]).includes(rule.kind))
    return cohortTransitions(client, rule, rule.kind as CohortAlertKind, from, to);
  if (rule.kind === 'FALSE_PASS_ABOVE') return falsePassTransitions(client, rule, from, to);
  if (rule.kind === 'REWORK_REQUESTED') return reworkAlerts(client, rule, from, to);
  if (rule.kind === 'REWORK_ASSIGNED') return assignmentAlerts(client, rule, from, to);
  return withdrawalAlerts(client, rule, from, to);
}

// ---------------------------------------------------------------------------
// Cohort rules: STATE_CHANGED, CRITICAL_FAILURE, LOWER_BOUND_BELOW, BURN_RATE.
// ---------------------------------------------------------------------------

/**
 * The verifier registry and withdrawal rows of the project that bear on a cohort: those
 * of a verifier named by one of the cohort's verdicts recorded at or before the row's
 * stamp. `$1` project, `bound` the SQL of the upper stamp bound, `extra` more conditions.
 */
const VERIFIER_ROWS = (stampCondition: string) => `
  SELECT v.verifier_ref, v.registered_at AS stamp FROM verifier v WHERE v.project_id = $1 AND ${stampCondition.replaceAll('STAMP', 'v.registered_at')}
  UNION ALL
  SELECT w.verifier_ref, w.withdrawn_at FROM verifier_withdrawal w WHERE w.project_id = $1 AND ${stampCondition.replaceAll('STAMP', 'w.withdrawn_at')}`;

/** The instants in (from, to] of every cohort of the project (filtered) with new evidence, and its new attempts. */
const NEW_INSTANTS_SQL = `
  WITH stamps AS (
    SELECT a.cohort_id, a.recorded_at AS stamp, 1 AS attempts FROM attempt a
     WHERE a.project_id = $1 AND a.recorded_at > $2 AND a.recorded_at <= $3
    UNION ALL
    SELECT j.cohort_id, j.recorded_at, 0 FROM adjudication j
     WHERE j.project_id = $1 AND j.recorded_at > $2 AND j.recorded_at <= $3
    UNION ALL
    SELECT x.cohort_id, v.stamp, 0 FROM (${VERIFIER_ROWS('STAMP > $2 AND STAMP <= $3')}) AS v
      JOIN LATERAL (
        SELECT a.cohort_id FROM attempt a WHERE a.project_id = $1 AND a.verifier_ref = v.verifier_ref AND a.recorded_at <= v.stamp
        UNION
        SELECT j.cohort_id FROM adjudication j WHERE j.project_id = $1 AND j.verifier_ref = v.verifier_ref AND j.recorded_at <= v.stamp
      ) AS x ON true
  )
  SELECT s.cohort_id AS "cohortId", array_agg(DISTINCT ${epochMilliseconds('s.stamp')}) AS instants, sum(s.attempts)::int AS "newAttempts"
    FROM stamps s JOIN cohort c ON c.id = s.cohort_id AND c.project_id = $1
   WHERE ($4::text IS NULL OR c.capability_key = $4) AND ($5::text IS NULL OR c.model = $5)
   GROUP BY s.cohort_id`;

/**
 * The last instant at or before `from` of each cohort (null: none), by the same definition.
 * ORDER BY … LIMIT 1 reads each cohort's newest row from its (cohort, stamp) index, whatever
 * the project's size.
 */
const BASELINE_SQL = `
  SELECT c.id AS "cohortId", ${epochMilliseconds(`greatest(
      (SELECT a.recorded_at FROM attempt a WHERE a.cohort_id = c.id AND a.project_id = $1 AND a.recorded_at <= $2 ORDER BY a.recorded_at DESC LIMIT 1),
      (SELECT j.recorded_at FROM adjudication j WHERE j.cohort_id = c.id AND j.project_id = $1 AND j.recorded_at <= $2 ORDER BY j.recorded_at DESC LIMIT 1),
      (SELECT max(v.stamp) FROM (${VERIFIER_ROWS('STAMP <= $2')}) AS v
        WHERE EXISTS (SELECT 1 FROM attempt a WHERE a.cohort_id = c.id AND a.project_id = $1 AND a.verifier_ref = v.verifier_ref AND a.recorded_at <= v.stamp)
           OR EXISTS (SELECT 1 FROM adjudication j WHERE j.cohort_id = c.id AND j.project_id = $1 AND j.verifier_ref = v.verifier_ref AND j.recorded_at <= v.stamp)))`)} AS baseline
    FROM unnest($3::uuid[]) AS c(id)`;

/**
 * The earliest instant any report of a pass is asked at (each touched cohort's baseline, or
 * `from` where it has none, and every new instant): the load must hold every attempt its
 * window can select. A loop, not `Math.min(...instants)`: one bulk import can give a cohort
 * more new instants than a call may take arguments.
 */
export function earliestReportInstant(
  touched: readonly { cohortId: string; instants: readonly (string | number)[] }[],
  baselineOf: ReadonlyMap<string, number | null>,
  from: number,
  to: number,
): number {
  let earliest = to;
  for (const row of touched) {
    earliest = Math.min(earliest, baselineOf.get(row.cohortId) ?? from);
    for (const instant of row.instants) earliest = Math.min(earliest, Number(instant));
  }
  return earliest;
}

async function cohortTransitions(
  client: pg.PoolClient,
  rule: RuleToEvaluate,
  kind: CohortAlertKind,
  from: number,
  to: number,
): Promise<RaisedAlert[]> {
  const fromDate = new Date(from);
  const toDate = new Date(to);
  const touched = await client.query<{ cohortId: string; instants: string[]; newAttempts: number }>(NEW_INSTANTS_SQL, [
    rule.projectId,
    fromDate,
    toDate,
    rule.capabilityKey,
    rule.model,
  ]);
  if (touched.rows.length === 0) return [];
  const cohortIds = touched.rows.map((row) => row.cohortId);
  const baselines = await client.query<{ cohortId: string; baseline: string | null }>(BASELINE_SQL, [rule.projectId, fromDate, cohortIds]);
  const baselineOf = new Map(baselines.rows.map((row) => [row.cohortId, row.baseline === null ? null : Number(row.baseline)]));
  const cohorts = await client.query<CohortRow>(
    `SELECT ${COHORT_COLUMNS} FROM cohort c WHERE c.project_id = $1 AND c.id = ANY ($2::uuid[])`,
    [rule.projectId, cohortIds],
  );

  const queries = reportQueriesOf(kind, rule.parameters);
  const earliest = earliestReportInstant(touched.rows, baselineOf, from, to);
  const maxNewAttempts = touched.rows.reduce((most, row) => Math.max(most, row.newAttempts), 0);
  const evidence = new Map<string, CohortEvidence>();
  for (const query of queries) {
    const selection = selectionCovering(query.window, earliest, maxNewAttempts);
    const loaded = await loadEvidenceIn(client, cohorts.rows, toDate, selection);
    for (const [id, cohortEvidence] of loaded) {
      const known = evidence.get(id);
      evidence.set(id, known ? mergeEvidence(known, cohortEvidence) : cohortEvidence);
    }
  }

  const alerts: RaisedAlert[] = [];
  const slices = new Slices();
  for (const row of touched.rows) {
    // No evidence before `from`: the report of no rows, the same at any instant.
    const baseline = baselineOf.get(row.cohortId) ?? from;
    const instants = row.instants.map(Number).sort((a, b) => a - b);
    const walk = cohortTransitionsOf(kind, rule.parameters, evidence.get(row.cohortId)!, baseline, instants);
    for (let step = walk.next(); ; step = walk.next()) {
      if (step.done) {
        for (const transition of step.value) alerts.push({ subject: row.cohortId, ...transition });
        break;
      }
      await slices.pause();
    }
  }
  return alerts;
}

/**
 * The walk runs on the serving process's event loop, in slices: after each slice of
 * `SLICE_MS` it gives the loop a turn (`setImmediate`), so health probes and requests are
 * answered while a long history is walked. Not a worker thread: the walk needs the
 * evidence the evaluator has just loaded on this thread, and handing a cohort's whole
 * history to a worker is a structured clone of it on this thread, as long as folding it.
 */
const SLICE_MS = 8;

class Slices {
  private started = performance.now();

  async pause(): Promise<void> {
    if (performance.now() - this.started < SLICE_MS) return;
    await setImmediate();
    this.started = performance.now();
  }
}

/** A selection loading, as of the horizon, every attempt the window can select at any instant from `earliest` on. */
function selectionCovering(window: Window, earliest: number, newAttempts: number): Selection {
  if ('lastAttempts' in window) return { mostRecent: window.lastAttempts + newAttempts };
  return { finishedAfter: new Date(windowStart(window, earliest)!) };
}

/** The union of two loads of one cohort (the same rows may be in both). */
function mergeEvidence(a: CohortEvidence, b: CohortEvidence): CohortEvidence {
  const attempts = new Map(a.attempts.map((attempt) => [attempt.id, attempt]));
  for (const attempt of b.attempts) attempts.set(attempt.id, attempt);
  const adjudications = new Map(a.adjudications.map((item) => [`${item.attemptId}/${item.seq}`, item]));
  for (const item of b.adjudications) adjudications.set(`${item.attemptId}/${item.seq}`, item);
  return { ...a, attempts: [...attempts.values()], adjudications: [...adjudications.values()] };
}

// ---------------------------------------------------------------------------
// FALSE_PASS_ABOVE: the agreement log of the rule's lane (and tier).
// ---------------------------------------------------------------------------

async function falsePassTransitions(client: pg.PoolClient, rule: RuleToEvaluate, from: number, to: number): Promise<RaisedAlert[]> {
  const p = rule.parameters as { lane: string | null; riskTier: RiskTier | null; threshold: number; window: Window; minSamples: number };
  const any = await client.query(
    `SELECT 1 FROM agreement_event e WHERE e.project_id = $1 AND e.recorded_at > $2 AND e.recorded_at <= $3 LIMIT 1`,
    [rule.projectId, new Date(from), new Date(to)],
  );
  if (any.rowCount === 0) return [];
  const events = await eventsForRates(client, { projectId: rule.projectId, lane: p.lane, riskTier: p.riskTier, asOf: new Date(to) });
  const stamps = [...new Set(events.map((event) => event.recordedAt.getTime()))].sort((a, b) => a - b);
  const instants = stamps.filter((stamp) => stamp > from);
  if (instants.length === 0) return [];
  const baseline = stamps.filter((stamp) => stamp <= from).at(-1) ?? from;
  const ratesAt = (asOf: number) => {
    const lanes = agreementRates(events, {
      window: p.window,
      asOf: new Date(asOf),
      minSamples: p.minSamples,
      lane: p.lane,
      riskTier: p.riskTier,
    });
    return new Map(lanes.map((lane) => [lane.lane, falsePassSignal(p.riskTier ? lane.tiers[0]! : lane.allTiers, p.threshold)]));
  };
  const alerts: RaisedAlert[] = [];
  let previous = ratesAt(baseline);
  for (const instant of instants) {
    const current = ratesAt(instant);
    for (const [lane, signal] of current) {
      const before = previous.get(lane);
      if (signal.raises && before?.value !== signal.value)
        alerts.push({ subject: laneSubject(lane), transitionAt: instant, reportDigest: signal.reportDigest, details: signal.details });
    }
    previous = current;
  }
  return alerts;
}

// ---------------------------------------------------------------------------
// Row-raised kinds: REWORK_REQUESTED, REWORK_ASSIGNED, VERIFIER_WITHDRAWN.
// ---------------------------------------------------------------------------

async function reworkAlerts(client: pg.PoolClient, rule: RuleToEvaluate, from: number, to: number): Promise<RaisedAlert[]> {
  const result = await client.query<{ attemptId: string; rubricDigest: string; at: string; gradingDigest: string; criteria: number }>(
    `SELECT w.attempt_id AS "attemptId", w.rubric_digest AS "rubricDigest", ${epochMilliseconds('w.requested_at')} AS at,
            w.grading_digest AS "gradingDigest", cardinality(g.below_threshold) AS criteria
       FROM rework_request w
       JOIN graded_verification g ON g.id = w.grading_id AND g.project_id = w.project_id
       JOIN attempt a ON a.id = w.attempt_id AND a.project_id = w.project_id
       JOIN cohort c ON c.id = a.cohort_id AND c.project_id = a.project_id
      WHERE w.project_id = $1 AND w.requested_at > $2 AND w.requested_at <= $3
        AND ($4::text IS NULL OR c.capability_key = $4) AND ($5::text IS NULL OR c.model = $5)`,
    [rule.projectId, new Date(from), new Date(to), rule.capabilityKey, rule.model],
  );
  return result.rows.map((row) => ({
    subject: reworkSubject(row.attemptId, row.rubricDigest),
    transitionAt: Number(row.at),
    reportDigest: row.gradingDigest,
    details: { round: 0, criteriaBelowThreshold: row.criteria },
  }));
}

/** One alert per rework assignment stamped in (from, to], at its stamp, subject its request's (attempt, rubric). */
async function assignmentAlerts(client: pg.PoolClient, rule: RuleToEvaluate, from: number, to: number): Promise<RaisedAlert[]> {
  const result = await client.query<{
    attemptId: string;
    rubricDigest: string;
    at: string;
    contentDigest: string;
    requestId: string;
    ownerRef: string;
  }>(
    `SELECT w.attempt_id AS "attemptId", w.rubric_digest AS "rubricDigest", ${epochMilliseconds('x.assigned_at')} AS at,
            x.content_digest AS "contentDigest", x.request_id AS "requestId", x.owner_ref AS "ownerRef"
       FROM rework_assignment x
       JOIN rework_request w ON w.id = x.request_id AND w.project_id = x.project_id
       JOIN attempt a ON a.id = w.attempt_id AND a.project_id = w.project_id
       JOIN cohort c ON c.id = a.cohort_id AND c.project_id = a.project_id
      WHERE x.project_id = $1 AND x.assigned_at > $2 AND x.assigned_at <= $3
        AND ($4::text IS NULL OR c.capability_key = $4) AND ($5::text IS NULL OR c.model = $5)`,
    [rule.projectId, new Date(from), new Date(to), rule.capabilityKey, rule.model],
  );
  return result.rows.map((row) => ({
    subject: reworkSubject(row.attemptId, row.rubricDigest),
    transitionAt: Number(row.at),
    reportDigest: row.contentDigest,
    details: { ownerRef: row.ownerRef, requestId: row.requestId },
  }));
}

async function withdrawalAlerts(client: pg.PoolClient, rule: RuleToEvaluate, from: number, to: number): Promise<RaisedAlert[]> {
  const result = await client.query<{ verifierRef: string; at: string; contentDigest: string; bounded: boolean }>(
    `SELECT w.verifier_ref AS "verifierRef", ${epochMilliseconds('w.withdrawn_at')} AS at, w.content_digest AS "contentDigest",
            (w.verdicts_from IS NOT NULL OR w.verdicts_until IS NOT NULL) AS bounded
       FROM verifier_withdrawal w
       JOIN verifier v ON v.project_id = w.project_id AND v.verifier_ref = w.verifier_ref
      WHERE w.project_id = $1 AND w.withdrawn_at > $2 AND w.withdrawn_at <= $3 AND ($4::text IS NULL OR v.model = $4)`,
    [rule.projectId, new Date(from), new Date(to), rule.model],
  );
  return result.rows.map((row) => ({
    subject: row.verifierRef,
    transitionAt: Number(row.at),
    reportDigest: row.contentDigest,
    details: { verdictsBounded: row.bounded },
  }));
}
