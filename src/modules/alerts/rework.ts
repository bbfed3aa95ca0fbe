// The rework loop (docs/graded-verification.md, docs/alerts.md): a request is appended by
// the database when a round-0 grading recommends rework; a lead (adjudicator) or an admin
// assigns it to the owner of the rework, once; the round-1 grading closes it. This file
// appends assignments and pages the queue of requests with their state.
import type pg from 'pg';
import { z } from 'zod';
import { digestOf } from '../../domain/canonical.js';
import type { ReworkState } from '../../domain/enums.js';
import { selectList } from '../../db/columns.js';
import { inTransaction } from '../../db/transaction.js';
import { IdempotencyConflictError, NotFoundError, ValidationError } from '../../errors.js';
import type { ReworkAssignment, ReworkRequest } from '../../generated/prisma/client.js';
import { cursorCodec, isInstantMicros } from '../common/cursors.js';
import { uuid } from '../common/validation.js';

export type ReworkAssignmentRow = ReworkAssignment;
export type ReworkRequestRow = ReworkRequest & {
  capabilityKey: string;
  state: ReworkState;
  closedAt: Date | null;
  roundOneGradingId: string | null;
  assignment: ReworkAssignmentRow | null;
};

const REWORK_COLUMNS = selectList('ReworkRequest', 'w');
const ASSIGNMENT_COLUMNS = selectList('ReworkAssignment', 'x');
const MICROS = `(extract(epoch FROM w.requested_at) * 1000000)::bigint::text`;
const AT_MICROS = (param: string) => `(timestamptz 'epoch' + ${param}::bigint * interval '1 microsecond')`;
const STATE = `CASE WHEN g.id IS NOT NULL THEN 'REGRADED' WHEN x.id IS NOT NULL THEN 'ASSIGNED' ELSE 'REQUESTED' END`;

/** A request with its attempt's capability, its assignment (as JSON, null when none) and its round 1. */
const REQUEST_SELECT = `
  SELECT ${REWORK_COLUMNS}, ${MICROS} AS "requestedMicros", a.capability_key AS "capabilityKey", ${STATE} AS state,
         g.recorded_at AS "closedAt", g.id AS "roundOneGradingId",
         CASE WHEN x.id IS NULL THEN NULL ELSE (SELECT row_to_json(y) FROM (SELECT ${ASSIGNMENT_COLUMNS}) AS y) END AS assignment
    FROM rework_request w
    JOIN attempt a ON a.id = w.attempt_id AND a.project_id = w.project_id
    LEFT JOIN rework_assignment x ON x.project_id = w.project_id AND x.request_id = w.id
    LEFT JOIN graded_verification g
      ON g.project_id = w.project_id AND g.attempt_id = w.attempt_id AND g.rubric_digest = w.rubric_digest AND g.round = 1`;

type StoredRequest = Omit<ReworkRequestRow, 'assignment'> & {
  requestedMicros: string;
  assignment: (Omit<ReworkAssignmentRow, 'assignedAt'> & { assignedAt: string }) | null;
};

function requestOf({ requestedMicros: _micros, ...row }: StoredRequest): ReworkRequestRow {
  return { ...row, assignment: row.assignment ? { ...row.assignment, assignedAt: new Date(row.assignment.assignedAt) } : null };
}

/** A position in the queue: the request's exact time (microseconds since the epoch) and id. */
export interface ReworkPosition {
  requestedMicros: string;
  id: string;
}

/** Opaque cursor of reworkQueue: a position only, never a filter or a project. */
export const reworkCursor = cursorCodec(
  'rework-queue',
  z.tuple([z.string().refine(isInstantMicros), uuid]),
  (position: ReworkPosition) => [position.requestedMicros, position.id],
  ([requestedMicros, id]) => ({ requestedMicros, id }),
);

export interface ReworkFilter {
  projectId: string;
  state: ReworkState | null;
  ownerRef: string | null;
  capabilityKey: string | null;
  first: number;
  after: string | null;
}

/**
 * One page of the project's rework requests, oldest first by (requested_at, id), of one
 * state, owner or capability if given, with the ledger clock of the read (for their age).
 */
export async function reworkQueuePage(
  pool: pg.Pool,
  filter: ReworkFilter,
): Promise<{ requests: { request: ReworkRequestRow; position: ReworkPosition }[]; hasNextPage: boolean; now: Date }> {
  const after = reworkCursor.decode(filter.after, 'after');
  const result = await pool.query<StoredRequest & { now: Date }>(
    `WITH page AS (
       ${REQUEST_SELECT}
        WHERE w.project_id = $1 AND ($2::text IS NULL OR ${STATE} = $2) AND ($3::text IS NULL OR x.owner_ref = $3)
          AND ($4::text IS NULL OR a.capability_key = $4)
          AND ($5::bigint IS NULL OR (w.requested_at, w.id) > (${AT_MICROS('$5')}, $6::uuid))
        ORDER BY w.requested_at, w.id
        LIMIT $7)
     SELECT page.*, date_trunc('milliseconds', clock_timestamp()) AS now FROM page`,
    [
      filter.projectId,
      filter.state,
      filter.ownerRef,
      filter.capabilityKey,
      after?.requestedMicros ?? null,
      after?.id ?? null,
      filter.first + 1,
    ],
  );
  const now = result.rows[0]?.now ?? new Date();
  const requests = result.rows.slice(0, filter.first).map(({ now: _now, ...row }) => ({
    request: requestOf(row),
    position: { requestedMicros: row.requestedMicros, id: row.id },
  }));
  return { requests, hasNextPage: result.rows.length > filter.first, now };
}

async function requestById(db: pg.PoolClient | pg.Pool, projectId: string, requestId: string): Promise<ReworkRequestRow | null> {
  const result = await db.query<StoredRequest>(`${REQUEST_SELECT} WHERE w.project_id = $1 AND w.id = $2`, [projectId, requestId]);
  return result.rows[0] ? requestOf(result.rows[0]) : null;
}

export interface AssignmentInput {
  projectId: string;
  requestId: string;
  ownerRef: string;
}

/** What identifies an assignment: the request and its owner (who recorded it is the row's, not the content's). */
export const assignmentDigest = (input: AssignmentInput): string =>
  digestOf({ reworkAssignment: { projectId: input.projectId, requestId: input.requestId, ownerRef: input.ownerRef } });

/**
 * Assigns a rework request of the project to its owner. At most one assignment per
 * request (the database's unique key): the same owner again is a replay, another owner
 * an idempotency conflict, a request closed by its re-grade is refused, and a request of
 * another project is not found. Nothing is written on any refusal.
 */
export async function assignRework(
  pool: pg.Pool,
  actorRef: string,
  input: AssignmentInput,
): Promise<{ request: ReworkRequestRow; replayed: boolean }> {
  const contentDigest = assignmentDigest(input);
  return inTransaction(pool, async (client) => {
    const request = await requestById(client, input.projectId, input.requestId);
    if (!request) throw new NotFoundError(`no rework request ${input.requestId} in project ${input.projectId}`);
    // The unique key decides between concurrent assignments; the loser reads the winner's row.
    const inserted = await client.query(
      `INSERT INTO rework_assignment (project_id, request_id, owner_ref, actor_ref, content_digest)
       SELECT $1, $2, $3, $4, $5 WHERE $6
       ON CONFLICT (project_id, request_id) DO NOTHING`,
      [
        input.projectId,
        input.requestId,
        input.ownerRef,
        actorRef,
        contentDigest,
        request.assignment === null && request.state !== 'REGRADED',
      ],
    );
    if (inserted.rowCount === 1) return { request: (await requestById(client, input.projectId, input.requestId))!, replayed: false };
    const stored = (await requestById(client, input.projectId, input.requestId))!;
    if (stored.assignment === null)
      throw ValidationError.of([
        {
          path: 'input.requestId',
          message: 'this rework request was closed by its re-grade (round 1) without an assignment; nothing was written',
        },
      ]);
    if (stored.assignment.contentDigest === contentDigest) return { request: stored, replayed: true };
    throw new IdempotencyConflictError(
      `rework request ${input.requestId} is already assigned to ${stored.assignment.ownerRef}; an assignment is never changed. Nothing was written`,
      input.requestId,
      stored.assignment.contentDigest,
      contentDigest,
    );
  });
}
