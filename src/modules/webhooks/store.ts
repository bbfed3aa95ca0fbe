// Webhook endpoints and deliveries as the API role sees them (docs/webhooks.md): it reads
// endpoints (never their secrets) and deliveries, appends retirements, and creates
// endpoints and asks for redeliveries only through the SECURITY DEFINER functions of the
// webhook migration, which write the secret and add jobs on its behalf. Below them, what
// delivery reads and appends as it works a job: as the role crl_webhook_delivery, on the
// pool of the delivery runner (src/modules/webhooks/runner.ts).
import type pg from 'pg';
import { z } from 'zod';
import type { AlertKind, WebhookDeliveryStatus } from '../../domain/enums.js';
import { afterFailure, type RetrySchedule } from '../../domain/webhook-retry.js';
import { selectList } from '../../db/columns.js';
import { QUEUE_SCHEMA } from '../../db/delivery-queue.js';
import { inTransaction } from '../../db/transaction.js';
import { IdempotencyConflictError, NotFoundError } from '../../errors.js';
import type { WebhookDeliveryAttempt, WebhookEndpoint } from '../../generated/prisma/client.js';
import type { PostResult } from './outbound.js';
import { newEndpointSecret } from './payload.js';
import { cursorCodec } from '../common/cursors.js';

export type EndpointRow = WebhookEndpoint & { retiredAt: Date | null };
export type DeliveryAttemptRow = WebhookDeliveryAttempt;
export interface DeliveryRow {
  id: string;
  projectId: string;
  endpointId: string;
  alertId: string;
  seq: string;
  createdAt: Date;
  status: WebhookDeliveryStatus;
  attempts: DeliveryAttemptRow[];
}

const ENDPOINT_COLUMNS = `${selectList('WebhookEndpoint', 'e')},
  (SELECT r.retired_at FROM webhook_endpoint_retirement r WHERE r.endpoint_id = e.id AND r.project_id = e.project_id) AS "retiredAt"`;
const ATTEMPT_COLUMNS = selectList('WebhookDeliveryAttempt', 't');

async function findEndpoint(db: pg.Pool | pg.PoolClient, projectId: string, endpointId: string): Promise<EndpointRow | null> {
  const { rows } = await db.query<EndpointRow>(`SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoint e WHERE e.project_id = $1 AND e.id = $2`, [
    projectId,
    endpointId,
  ]);
  return rows[0] ?? null;
}

export interface EndpointSubmission {
  projectId: string;
  url: string;
  kinds: AlertKind[];
}

/** Creates an endpoint and its secret (returned here, once); the same active URL and kinds again is a replay without it. */
export async function createEndpoint(
  pool: pg.Pool,
  submission: EndpointSubmission,
  actorRef: string,
): Promise<{ endpoint: EndpointRow; secret: string | null; replayed: boolean }> {
  const secret = newEndpointSecret();
  try {
    return await inTransaction(pool, async (client) => {
      const { rows } = await client.query<{ id: string; replayed: boolean }>(
        'SELECT id, replayed FROM crl_create_webhook_endpoint($1, $2, $3::"AlertKind"[], $4, $5)',
        [submission.projectId, submission.url, submission.kinds, actorRef, secret],
      );
      const endpoint = (await findEndpoint(client, submission.projectId, rows[0]!.id))!;
      return { endpoint, secret: rows[0]!.replayed ? null : secret, replayed: rows[0]!.replayed };
    });
  } catch (error) {
    const failure = error as { code?: string; detail?: string };
    if (failure.code === 'P0409')
      throw new IdempotencyConflictError(
        'an active endpoint of this project already has this URL with other kinds; nothing was written (retire it first, then create the new one)',
        submission.url,
        failure.detail ?? '',
        [...new Set(submission.kinds)].sort().join(','),
      );
    throw error;
  }
}

/** Retires an endpoint: no delivery is created for it afterwards; retiring it again is a replay. */
export async function retireEndpoint(
  pool: pg.Pool,
  projectId: string,
  endpointId: string,
  actorRef: string,
): Promise<{ endpoint: EndpointRow; replayed: boolean }> {
  return inTransaction(pool, async (client) => {
    if (!(await findEndpoint(client, projectId, endpointId))) throw new NotFoundError(`no webhook endpoint ${endpointId} in this project`);
    const inserted = await client.query(
      `INSERT INTO webhook_endpoint_retirement (endpoint_id, project_id, actor_ref) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
      [endpointId, projectId, actorRef],
    );
    return { endpoint: (await findEndpoint(client, projectId, endpointId))!, replayed: inserted.rowCount === 0 };
  });
}

export async function listEndpoints(pool: pg.Pool, projectId: string): Promise<EndpointRow[]> {
  const { rows } = await pool.query<EndpointRow>(
    `SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoint e WHERE e.project_id = $1 ORDER BY e.created_at, e.id`,
    [projectId],
  );
  return rows;
}

/** A project's deliveries, newest first, optionally of one status, with their attempts. */
/** Opaque cursor of the deliveries list: a delivery's sequence number (unique across the ledger), newest first. */
export const deliveryCursor = cursorCodec<z.ZodTuple<[z.ZodString]>, string>(
  'webhookDeliveries',
  z.tuple([z.string().regex(/^\d{1,19}$/)]),
  (seq) => [seq],
  ([seq]) => seq,
);

/** One page of the project's deliveries, newest first (by sequence), keyset-paged after the cursor's sequence. */
export async function listDeliveries(
  pool: pg.Pool,
  filter: { projectId: string; status: WebhookDeliveryStatus | null; first: number; after: string | null },
): Promise<{ deliveries: DeliveryRow[]; hasNextPage: boolean }> {
  const after = deliveryCursor.decode(filter.after, 'after');
  const { rows } = await pool.query<Omit<DeliveryRow, 'attempts'> & { attempts: DeliveryAttemptRow[] }>(
    `SELECT s.delivery_id AS id, s.project_id AS "projectId", s.endpoint_id AS "endpointId", s.alert_id AS "alertId", s.seq::text AS seq,
            s.created_at AS "createdAt", s.status,
            coalesce((SELECT json_agg(row_to_json(x) ORDER BY x."attemptNo") FROM (SELECT ${ATTEMPT_COLUMNS} FROM webhook_delivery_attempt t WHERE t.delivery_id = s.delivery_id) AS x), '[]') AS attempts
       FROM webhook_delivery_state s
      WHERE s.project_id = $1 AND ($2::text IS NULL OR s.status = $2) AND ($4::int8 IS NULL OR s.seq < $4::int8)
      ORDER BY s.seq DESC LIMIT $3`,
    [filter.projectId, filter.status, filter.first + 1, after],
  );
  const deliveries = rows
    .slice(0, filter.first)
    .map((row) => ({ ...row, attempts: row.attempts.map((attempt) => ({ ...attempt, attemptedAt: new Date(attempt.attemptedAt) })) }));
  return { deliveries, hasNextPage: rows.length > filter.first };
}

async function listDeliveriesById(pool: pg.Pool, projectId: string, deliveryId: string): Promise<DeliveryRow[]> {
  const { rows } = await pool.query<Omit<DeliveryRow, 'attempts'> & { attempts: DeliveryAttemptRow[] }>(
    `SELECT s.delivery_id AS id, s.project_id AS "projectId", s.endpoint_id AS "endpointId", s.alert_id AS "alertId", s.seq::text AS seq,
            s.created_at AS "createdAt", s.status,
            coalesce((SELECT json_agg(row_to_json(x) ORDER BY x."attemptNo") FROM (SELECT ${ATTEMPT_COLUMNS} FROM webhook_delivery_attempt t WHERE t.delivery_id = s.delivery_id) AS x), '[]') AS attempts
       FROM webhook_delivery_state s WHERE s.project_id = $1 AND s.delivery_id = $2`,
    [projectId, deliveryId],
  );
  return rows.map((row) => ({
    ...row,
    attempts: row.attempts.map((attempt) => ({ ...attempt, attemptedAt: new Date(attempt.attemptedAt) })),
  }));
}

/** Asks for a settled delivery to be delivered again (a new round, same webhook-id); one still in its round is left as it is. */
export async function requestRedelivery(
  pool: pg.Pool,
  projectId: string,
  deliveryId: string,
  actorRef: string,
): Promise<{ delivery: DeliveryRow; requested: boolean }> {
  const { rows } = await pool.query<{ found: boolean; requested: boolean }>(
    'SELECT found, requested FROM crl_request_webhook_redelivery($1, $2, $3)',
    [projectId, deliveryId, actorRef],
  );
  if (!rows[0]?.found) throw new NotFoundError(`no webhook delivery ${deliveryId} in this project`);
  return { delivery: (await listDeliveriesById(pool, projectId, deliveryId))[0]!, requested: rows[0].requested };
}

// Delivery's own: a job's reads, its attempt and what follows it, the sweep.

/** What a delivery job reads of its delivery, the delivery's endpoint and its alert. */
export interface DeliveryJobRow {
  delivery_id: string;
  endpoint_id: string;
  project_id: string;
  seq: string;
  status: string;
  url: string;
  retired: boolean;
  waiting: boolean;
  alert_id: string;
  rule_digest: string;
  kind: AlertKind;
  subject: string;
  transition_at: Date;
  report_digest: string;
  details: unknown;
  raised_at: Date;
}

/** How one delivery attempt ended: the POST's result, or dead-lettered unsent to a retired endpoint. */
export type DeliveryAttemptResult = PostResult | { outcome: 'DEAD_LETTERED'; failure: 'ENDPOINT_RETIRED'; httpStatus: null };

/** A delivery job's delivery, with its endpoint's URL and state, its place in the endpoint's order and its alert; null when it is gone. */
export async function findDeliveryJob(pool: pg.Pool, deliveryId: string): Promise<DeliveryJobRow | null> {
  const { rows } = await pool.query<DeliveryJobRow>(
    `SELECT s.delivery_id, s.endpoint_id, s.project_id, s.seq::text AS seq, s.status, e.url,
          EXISTS (SELECT 1 FROM webhook_endpoint_retirement r WHERE r.endpoint_id = e.id AND r.project_id = e.project_id) AS retired,
          coalesce((SELECT NOT p.settled FROM webhook_delivery_state p WHERE p.project_id = s.project_id AND p.endpoint_id = s.endpoint_id AND p.seq < s.seq ORDER BY p.seq DESC LIMIT 1), false) AS waiting,
          a.id AS alert_id, a.rule_digest, a.kind, a.subject, a.transition_at, a.report_digest, a.details, a.raised_at
       FROM webhook_delivery_state s
       JOIN webhook_endpoint e ON e.id = s.endpoint_id AND e.project_id = s.project_id
       JOIN alert a ON a.id = s.alert_id AND a.project_id = s.project_id
      WHERE s.delivery_id = $1`,
    [deliveryId],
  );
  return rows[0] ?? null;
}

/** The signing secret of an endpoint (crl_private, readable by delivery only). */
export async function endpointSecret(pool: pg.Pool, endpointId: string): Promise<string> {
  const { rows } = await pool.query<{ secret: string }>('SELECT secret FROM crl_private.webhook_secret WHERE endpoint_id = $1', [
    endpointId,
  ]);
  return rows[0]!.secret;
}

/**
 * Appends the delivery attempt and, in the same transaction, what follows it: after a
 * failure the retry's job (or the dead letter, once the schedule is spent); after a
 * settlement the job of the endpoint's next delivery. Returns the outcome recorded, or null when the
 * delivery had settled meanwhile (a second run after a stale lock was released).
 */
export async function recordDeliveryAttempt(
  pool: pg.Pool,
  delivery: DeliveryJobRow,
  result: DeliveryAttemptResult,
  schedule: RetrySchedule,
): Promise<string | null> {
  return inTransaction(pool, async (client) => {
    await client.query(`SELECT pg_advisory_xact_lock(hashtext('crl_webhook_delivery'), hashtext($1::text))`, [delivery.delivery_id]);
    const { rows } = await client.query<{ status: string; attempts: number; round_attempts: number; elapsed_ms: number }>(
      `SELECT status, attempts, round_attempts, (extract(epoch FROM now() - round_started_at) * 1000)::float8 AS elapsed_ms
         FROM webhook_delivery_state WHERE delivery_id = $1`,
      [delivery.delivery_id],
    );
    const state = rows[0]!;
    if (state.status === 'DELIVERED' || state.status === 'DEAD_LETTERED') return null;
    let outcome: string = result.outcome;
    let retryInMs: number | null = null;
    if (result.outcome === 'FAILED') {
      const next = afterFailure(state.round_attempts + 1, state.elapsed_ms, schedule);
      if (next.kind === 'dead-letter') outcome = 'DEAD_LETTERED';
      else retryInMs = next.delayMs;
    }
    await client.query(
      `INSERT INTO webhook_delivery_attempt (delivery_id, attempt_no, project_id, outcome, failure, http_status)
       VALUES ($1, $2, $3, $4::"WebhookAttemptOutcome", $5::"WebhookFailure", $6)`,
      [
        delivery.delivery_id,
        state.attempts + 1,
        delivery.project_id,
        outcome,
        'failure' in result ? result.failure : null,
        result.httpStatus,
      ],
    );
    if (retryInMs !== null) {
      await client.query(`SELECT crl_webhook_enqueue($1, $2, now() + $3 * interval '1 millisecond')`, [
        delivery.delivery_id,
        delivery.endpoint_id,
        retryInMs,
      ]);
    } else {
      // Under the endpoint's lock, as the trigger adds deliveries: a delivery committed
      // after this read would have found this one settled when its own job ran.
      await client.query(`SELECT pg_advisory_xact_lock(hashtext('crl_webhook_endpoint'), hashtext($1::text))`, [delivery.endpoint_id]);
      await client.query(
        `SELECT crl_webhook_enqueue(n.id, n.endpoint_id)
           FROM (SELECT d.id, d.endpoint_id FROM webhook_delivery d WHERE d.project_id = $3 AND d.endpoint_id = $1 AND d.seq > $2 ORDER BY d.seq LIMIT 1) AS n`,
        [delivery.endpoint_id, delivery.seq, delivery.project_id],
      );
    }
    return outcome;
  });
}

/**
 * Releases the locks of workers whose delivery jobs have been locked longer than any live
 * attempt can take (their process died mid-delivery), with graphile-worker's own
 * force_unlock_workers; and re-adds the job of any delivery that is next in its endpoint's
 * order, unsettled, and has no job that can still run.
 */
export async function sweepAbandoned(pool: pg.Pool | pg.PoolClient, staleLockMs: number): Promise<void> {
  await pool.query(
    `SELECT ${QUEUE_SCHEMA}.force_unlock_workers(ARRAY(
       SELECT j.locked_by FROM ${QUEUE_SCHEMA}._private_jobs j WHERE j.locked_at < now() - $1 * interval '1 millisecond' AND j.locked_by IS NOT NULL
       UNION
       SELECT q.locked_by FROM ${QUEUE_SCHEMA}._private_job_queues q WHERE q.locked_at < now() - $1 * interval '1 millisecond' AND q.locked_by IS NOT NULL))
      WHERE EXISTS (SELECT 1 FROM ${QUEUE_SCHEMA}._private_jobs j WHERE j.locked_at < now() - $1 * interval '1 millisecond')
         OR EXISTS (SELECT 1 FROM ${QUEUE_SCHEMA}._private_job_queues q WHERE q.locked_at < now() - $1 * interval '1 millisecond')`,
    [staleLockMs],
  );
  await pool.query(
    `SELECT crl_webhook_enqueue(d.id, d.endpoint_id)
       FROM webhook_delivery d
      WHERE NOT EXISTS (SELECT 1 FROM webhook_delivery_attempt t WHERE t.delivery_id = d.id AND t.project_id = d.project_id AND t.outcome IN ('DELIVERED', 'DEAD_LETTERED'))
        AND NOT EXISTS (SELECT 1 FROM ${QUEUE_SCHEMA}._private_jobs j WHERE j.key = 'crl_webhook_delivery:' || d.id::text AND j.attempts < j.max_attempts)
        AND coalesce((SELECT p.settled FROM webhook_delivery_state p WHERE p.project_id = d.project_id AND p.endpoint_id = d.endpoint_id AND p.seq < d.seq ORDER BY p.seq DESC LIMIT 1), true)`,
  );
}
