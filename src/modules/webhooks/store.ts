// Webhook endpoints and deliveries as the API role sees them (docs/webhooks.md): it reads
// endpoints (never their secrets) and deliveries, appends retirements, and creates
// endpoints and asks for redeliveries only through the SECURITY DEFINER functions of the
// webhook migration, which write the secret and add jobs on its behalf.
import type pg from 'pg';
import { z } from 'zod';
import type { AlertKind, WebhookDeliveryStatus } from '../../domain/enums.js';
import { selectList } from '../../db/columns.js';
import { inTransaction } from '../../db/transaction.js';
import { IdempotencyConflictError, NotFoundError } from '../../errors.js';
import type { WebhookDeliveryAttempt, WebhookEndpoint } from '../../generated/prisma/client.js';
import { newEndpointSecret } from './payload.js';
import { cursorCodec } from '../common/cursors.js';

export type EndpointRow = WebhookEndpoint & { retiredAt: Date | null };
export type AttemptRow = WebhookDeliveryAttempt;
export interface DeliveryRow {
  id: string;
  projectId: string;
  endpointId: string;
  alertId: string;
  seq: string;
  createdAt: Date;
  status: WebhookDeliveryStatus;
  attempts: AttemptRow[];
}

const ENDPOINT_COLUMNS = `${selectList('WebhookEndpoint', 'e')},
  (SELECT r.retired_at FROM webhook_endpoint_retirement r WHERE r.endpoint_id = e.id AND r.project_id = e.project_id) AS "retiredAt"`;
const ATTEMPT_COLUMNS = selectList('WebhookDeliveryAttempt', 't');

async function findEndpoint(db: pg.Pool | pg.PoolClient, projectId: string, endpointId: string): Promise<EndpointRow | null> {
  const { rows } = await db.query<EndpointRow>(`SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoint e WHERE e.project_id = $1 AND e.id = $2`, [projectId, endpointId]);
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
export async function retireEndpoint(pool: pg.Pool, projectId: string, endpointId: string, actorRef: string): Promise<{ endpoint: EndpointRow; replayed: boolean }> {
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
  const { rows } = await pool.query<EndpointRow>(`SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoint e WHERE e.project_id = $1 ORDER BY e.created_at, e.id`, [projectId]);
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
  const { rows } = await pool.query<Omit<DeliveryRow, 'attempts'> & { attempts: AttemptRow[] }>(
    `SELECT s.delivery_id AS id, s.project_id AS "projectId", s.endpoint_id AS "endpointId", s.alert_id AS "alertId", s.seq::text AS seq,
            s.created_at AS "createdAt", s.status,
            coalesce((SELECT json_agg(row_to_json(x) ORDER BY x."attemptNo") FROM (SELECT ${ATTEMPT_COLUMNS} FROM webhook_delivery_attempt t WHERE t.delivery_id = s.delivery_id) AS x), '[]') AS attempts
       FROM webhook_delivery_state s
      WHERE s.project_id = $1 AND ($2::text IS NULL OR s.status = $2) AND ($4::int8 IS NULL OR s.seq < $4::int8)
      ORDER BY s.seq DESC LIMIT $3`,
    [filter.projectId, filter.status, filter.first + 1, after],
  );
  const deliveries = rows.slice(0, filter.first).map((row) => ({ ...row, attempts: row.attempts.map((attempt) => ({ ...attempt, attemptedAt: new Date(attempt.attemptedAt) })) }));
  return { deliveries, hasNextPage: rows.length > filter.first };
}

async function listDeliveriesById(pool: pg.Pool, projectId: string, deliveryId: string): Promise<DeliveryRow[]> {
  const { rows } = await pool.query<Omit<DeliveryRow, 'attempts'> & { attempts: AttemptRow[] }>(
    `SELECT s.delivery_id AS id, s.project_id AS "projectId", s.endpoint_id AS "endpointId", s.alert_id AS "alertId", s.seq::text AS seq,
            s.created_at AS "createdAt", s.status,
            coalesce((SELECT json_agg(row_to_json(x) ORDER BY x."attemptNo") FROM (SELECT ${ATTEMPT_COLUMNS} FROM webhook_delivery_attempt t WHERE t.delivery_id = s.delivery_id) AS x), '[]') AS attempts
       FROM webhook_delivery_state s WHERE s.project_id = $1 AND s.delivery_id = $2`,
    [projectId, deliveryId],
  );
  return rows.map((row) => ({ ...row, attempts: row.attempts.map((attempt) => ({ ...attempt, attemptedAt: new Date(attempt.attemptedAt) })) }));
}

/** Asks for a settled delivery to be delivered again (a new round, same webhook-id); one still in its round is left as it is. */
export async function requestRedelivery(pool: pg.Pool, projectId: string, deliveryId: string, actorRef: string): Promise<{ delivery: DeliveryRow; requested: boolean }> {
  const { rows } = await pool.query<{ found: boolean; requested: boolean }>('SELECT found, requested FROM crl_request_webhook_redelivery($1, $2, $3)', [
    projectId,
    deliveryId,
    actorRef,
  ]);
  if (!rows[0]?.found) throw new NotFoundError(`no webhook delivery ${deliveryId} in this project`);
  return { delivery: (await listDeliveriesById(pool, projectId, deliveryId))[0]!, requested: rows[0].requested };
}
