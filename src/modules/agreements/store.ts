// Reading and appending agreement-log events (docs/specification.md §7).
//
// Appends are serialised per decision by a transaction-level advisory lock, so
// the rules of planAgreementEvent (order, self-review, idempotency) are decided
// on the decision's committed events and two concurrent identical events end as
// one row and one replay. The unique indexes on (project, decision, event type,
// revision) and (project, decision, outcome key) stay the last line of defence; the
// revision itself is numbered by the database (crl_sequence_agreement_event).
import type pg from 'pg';
import {
  planAgreementEvent,
  type AgreementEventColumns,
  type AgreementEventRecord,
  type AgreementEventSubmission,
  type AgreementRefusal,
  type GuardrailCheck,
} from '../../domain/agreement.js';
import type { RiskTier } from '../../domain/enums.js';
import { fieldsOf, selectList } from '../../db/columns.js';
import { insertStatement } from '../../db/insert.js';
import { inTransaction } from '../../db/transaction.js';
import type { AgreementEvent } from '../../generated/prisma/client.js';
import { ForbiddenError, IdempotencyConflictError, OutOfOrderError, ValidationError, type LedgerError } from '../../errors.js';
import { missingAnnotations } from '../annotations/store.js';
import { DESIGNATED_PROPERTIES_SQL } from './designations.js';

const EVENT_COLUMNS = selectList('AgreementEvent', 'e');

/** An agreement event row, exactly as Prisma's model types it (src/db/columns.ts). */
type EventRow = AgreementEvent;

/** The columns the ledger assigns to a new event: its id, its revision (crl_sequence_agreement_event) and the clock. */
export const EVENT_ASSIGNED_FIELDS = ['id', 'revision', 'recordedAt'] as const;

/** The columns an append writes: the event row minus the assigned ones. */
export type WrittenEvent = Omit<EventRow, (typeof EVENT_ASSIGNED_FIELDS)[number]>;

/** The written fields, in the model's (and the table's) column order. */
export const EVENT_WRITTEN_FIELDS = fieldsOf('AgreementEvent').filter(
  (field): field is keyof WrittenEvent => !(EVENT_ASSIGNED_FIELDS as readonly string[]).includes(field),
);

/** The insert of an event: its written columns, their casts and values, from EVENT_WRITTEN_FIELDS (src/db/insert.ts). */
export const EVENT_INSERT = insertStatement('AgreementEvent', EVENT_WRITTEN_FIELDS, { alias: 'e' });

/**
 * The one mapping of a planned event to the columns an append writes, typed as the
 * Prisma row minus the assigned columns, so a column added to the model and not
 * written here does not typecheck.
 */
export function writtenEventOf(columns: AgreementEventColumns, actorRef: string, contentDigest: string): WrittenEvent {
  const { guardrailChecks, ...rest } = columns;
  return {
    ...rest,
    actorRef,
    guardrailCheckKeys: guardrailChecks.map((check) => check.checkKey),
    guardrailCheckResults: guardrailChecks.map((check) => check.result),
    contentDigest,
  };
}

function toRecord(row: EventRow): AgreementEventRecord {
  const { guardrailCheckKeys, guardrailCheckResults, ...rest } = row;
  const guardrailChecks: GuardrailCheck[] = guardrailCheckKeys.map((checkKey, index) => ({
    checkKey,
    result: guardrailCheckResults[index]!,
  }));
  return { ...rest, guardrailChecks };
}

export type AppendResult = { kind: 'recorded'; event: AgreementEventRecord; replayed: boolean } | { kind: 'refused'; error: LedgerError };

async function eventsOfDecision(db: pg.Pool | pg.PoolClient, projectId: string, decisionId: string, asOf?: Date) {
  const result = await db.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM agreement_event e
      WHERE e.project_id = $1 AND e.decision_id = $2 AND ($3::timestamptz IS NULL OR e.recorded_at <= $3)`,
    [projectId, decisionId, asOf ?? null],
  );
  return result.rows.map(toRecord);
}

/** The typed error a client receives for each reason an event is refused. */
export function refusalError(refusal: AgreementRefusal): LedgerError {
  switch (refusal.reason) {
    case 'OUT_OF_ORDER':
      return new OutOfOrderError(refusal.message);
    case 'SELF_REVIEW':
      return new ForbiddenError(refusal.message);
    case 'CONFLICT':
      return new IdempotencyConflictError(refusal.message, refusal.idempotencyKey, refusal.existingDigest, refusal.submittedDigest);
  }
}

/** Appends one event for `actorRef`, or explains why nothing was written. */
export async function appendAgreementEvent(pool: pg.Pool, submission: AgreementEventSubmission, actorRef: string): Promise<AppendResult> {
  return inTransaction(pool, async (client) => {
    // A review's reason is prose of the decision's project, cited by digest: it must be
    // there, as a grading's feedback must (annotations are never deleted, so this holds).
    if (submission.eventType === 'REVIEWED' && submission.review.reasonDigest !== null) {
      const missing = await missingAnnotations(client, submission.projectId, [submission.review.reasonDigest]);
      if (missing.length > 0)
        return {
          kind: 'refused',
          error: ValidationError.of([
            {
              path: 'input.review.reasonDigest',
              message: `no annotation of project ${submission.projectId} has this digest; store the reason there first (storeAnnotation)`,
            },
          ]),
        };
    }
    await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
      `agreement:${submission.projectId}/${submission.decisionId}`,
    ]);
    for (;;) {
      const stored = await eventsOfDecision(client, submission.projectId, submission.decisionId);
      const plan = planAgreementEvent(submission, stored, { actorRef });
      if (plan.kind === 'refused') return { kind: 'refused', error: refusalError(plan.refusal) };
      if (plan.kind === 'replay') return { kind: 'recorded', event: plan.event, replayed: true };
      const inserted = await client.query<EventRow>(
        `INSERT INTO ${EVENT_INSERT.sql}
         ON CONFLICT DO NOTHING
         RETURNING ${EVENT_COLUMNS}`,
        EVENT_INSERT.values(writtenEventOf(plan.columns, actorRef, plan.contentDigest)),
      );
      // Under the lock a conflicting row cannot appear; if one ever does, the
      // loop re-reads and answers it as a replay or a conflict.
      if (inserted.rows[0]) return { kind: 'recorded', event: toRecord(inserted.rows[0]), replayed: false };
    }
  });
}

export async function decisionEvents(db: pg.Pool, projectId: string, decisionId: string, asOf?: Date) {
  return eventsOfDecision(db, projectId, decisionId, asOf);
}

/** Every event recorded by asOf of the project's decisions in a lane / tier (all when null). */
export async function eventsForRates(
  db: pg.Pool | pg.PoolClient,
  filter: { projectId: string; lane: string | null; riskTier: RiskTier | null; asOf: Date },
): Promise<AgreementEventRecord[]> {
  const result = await db.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM agreement_event e
      WHERE e.project_id = $1 AND e.recorded_at <= $2
        AND e.decision_id IN (
          SELECT p.decision_id FROM agreement_event p
           WHERE p.project_id = $1 AND p.event_type = 'PROPOSED' AND p.recorded_at <= $2
             AND ($3::text IS NULL OR p.lane = $3) AND ($4::"RiskTier" IS NULL OR p.risk_tier = $4::"RiskTier"))`,
    [filter.projectId, filter.asOf, filter.lane, filter.riskTier],
  );
  return result.rows.map(toRecord);
}

export interface DecisionFilter {
  /** null: every project (a token for all projects); otherwise only these. */
  projectIds: string[] | null;
  lane: string | null;
  riskTier: RiskTier | null;
  property: string | null;
  asOf: Date | null;
  /** The publish path: only properties on the designated-property allowlist. */
  designatedOnly: boolean;
}

/** A position in a decision list: its proposal's exact time (microseconds since the epoch) and id. */
export interface DecisionPosition {
  recordedMicros: string;
  id: string;
}

function proposalWhere(filter: DecisionFilter, params: unknown[]): string {
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const conditions = [`p.event_type = 'PROPOSED'`];
  if (filter.projectIds !== null) conditions.push(`p.project_id = ANY(${add(filter.projectIds)}::uuid[])`);
  if (filter.lane !== null) conditions.push(`p.lane = ${add(filter.lane)}::text`);
  if (filter.riskTier !== null) conditions.push(`p.risk_tier = ${add(filter.riskTier)}::"RiskTier"`);
  if (filter.property !== null) conditions.push(`p.property = ${add(filter.property)}::text`);
  if (filter.asOf !== null) conditions.push(`p.recorded_at <= ${add(filter.asOf)}::timestamptz`);
  if (filter.designatedOnly) conditions.push(`p.property IN (${DESIGNATED_PROPERTIES_SQL})`);
  return conditions.join(' AND ');
}

const MICROS = `(extract(epoch FROM p.recorded_at) * 1000000)::bigint::text`;
const AT_MICROS = (param: string) => `(timestamptz 'epoch' + ${param}::bigint * interval '1 microsecond')`;

/**
 * One page of decisions, newest proposal first by (proposal recorded_at, id),
 * with every event of each decision recorded by asOf.
 */
export async function decisionPage(
  db: pg.Pool,
  filter: DecisionFilter,
  page: { after: DecisionPosition | null; before: DecisionPosition | null; limit: number; inverted: boolean },
): Promise<{ position: DecisionPosition; events: AgreementEventRecord[] }[]> {
  const params: unknown[] = [];
  let where = proposalWhere(filter, params);
  const seek = (position: DecisionPosition, comparison: '<' | '>') => {
    params.push(position.recordedMicros, position.id);
    return ` AND (p.recorded_at, p.id) ${comparison} (${AT_MICROS(`$${params.length - 1}`)}, $${params.length}::uuid)`;
  };
  if (page.after) where += seek(page.after, '<');
  if (page.before) where += seek(page.before, '>');
  params.push(page.limit);
  const direction = page.inverted ? 'ASC' : 'DESC';
  const proposals = await db.query<{ projectId: string; decisionId: string; recordedMicros: string; id: string }>(
    `SELECT p.project_id AS "projectId", p.decision_id AS "decisionId", ${MICROS} AS "recordedMicros", p.id
       FROM agreement_event p WHERE ${where}
      ORDER BY p.recorded_at ${direction}, p.id ${direction} LIMIT $${params.length}`,
    params,
  );
  if (proposals.rows.length === 0) return [];
  const events = await db.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM agreement_event e
      WHERE (e.project_id, e.decision_id) IN (SELECT * FROM unnest($1::uuid[], $2::text[]))
        AND ($3::timestamptz IS NULL OR e.recorded_at <= $3)`,
    [proposals.rows.map((row) => row.projectId), proposals.rows.map((row) => row.decisionId), filter.asOf],
  );
  const byDecision = new Map<string, AgreementEventRecord[]>();
  for (const event of events.rows.map(toRecord)) {
    const key = `${event.projectId}/${event.decisionId}`;
    byDecision.set(key, [...(byDecision.get(key) ?? []), event]);
  }
  return proposals.rows.map((row) => ({
    position: { recordedMicros: row.recordedMicros, id: row.id },
    events: byDecision.get(`${row.projectId}/${row.decisionId}`) ?? [],
  }));
}

export async function countDecisions(db: pg.Pool, filter: DecisionFilter): Promise<number> {
  const params: unknown[] = [];
  const result = await db.query<{ count: string }>(
    `SELECT count(*)::text AS count FROM agreement_event p WHERE ${proposalWhere(filter, params)}`,
    params,
  );
  return Number(result.rows[0]!.count);
}
