// Webhook delivery (docs/webhooks.md): graphile-worker works the jobs the trigger on
// `alert` adds (one per delivery, in the queue of its endpoint, so an endpoint gets one
// request at a time; the queue's release is announced, so its next job starts without a
// poll), as the role crl_webhook_delivery on a pool of its own, logged in as
// delivery's own login (a member of that role only: src/db/login.ts), never as the owner. A job
// delivers only when the endpoint's previous delivery has settled (delivered or
// dead-lettered); otherwise it ends, and that delivery's settlement adds it again. Each
// attempt is appended with what follows it (the retry's job, or the next delivery's) in
// one transaction. A sweep releases jobs locked by a process that died (graphile-worker
// itself waits four hours) and re-adds a delivery whose job was lost.
import { EventEmitter } from 'node:events';
import { run, type Runner, type Task, type WorkerEvents } from 'graphile-worker';
import pg from 'pg';
import { afterFailure, type RetrySchedule } from '../../domain/webhook-retry.js';
import { DELIVERY_ROLE, QUEUE_SCHEMA, queueLogger } from '../../db/delivery-queue.js';
import { isDatabaseUnavailable } from '../../db/availability.js';
import { refuseUnlessDeliveryOnly } from '../../db/login.js';
import { inTransaction } from '../../db/transaction.js';
import { log } from '../../logger.js';
import { watchWebhookQueue, webhookDeliveries } from '../../metrics.js';
import type { AlertKind } from '../../domain/enums.js';
import { postWebhook, type PostResult } from './outbound.js';
import { signedHeaders, webhookBody } from './payload.js';

export const DELIVERY_TASK = 'crl_webhook_delivery';
/**
 * How often graphile-worker looks for due jobs when nothing has told it of one. Added jobs
 * and released endpoint queues are told (LISTEN/NOTIFY, src/db/delivery-queue.ts), so this
 * only bounds how late a retry starts after its backoff, and recovery from a lost notice.
 */
export const QUEUE_POLL_INTERVAL_MS = 2_000;

export interface DeliveryRunnerOptions {
  /** Delivery's login (provisionDeliveryLogin, or WEBHOOK_DATABASE_URL); the pool acts as crl_webhook_delivery on it. */
  databaseUrl: string;
  allowPrivate: boolean;
  timeoutMs: number;
  concurrency: number;
  schedule: RetrySchedule;
  staleLockMs: number;
  /** How often graphile-worker polls when no notice arrives (default QUEUE_POLL_INTERVAL_MS). */
  pollIntervalMs?: number;
}

export interface DeliveryRunner {
  /** Stops taking jobs, lets the ones in progress finish (each bounded by the timeout, the whole by the timeout and 2 s), closes the pool. */
  stop(): Promise<void>;
}

interface DeliveryRow {
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

type AttemptResult = PostResult | { outcome: 'DEAD_LETTERED'; failure: 'ENDPOINT_RETIRED'; httpStatus: null };

export async function startDeliveryRunner(options: DeliveryRunnerOptions): Promise<DeliveryRunner> {
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    options: `-c role=${DELIVERY_ROLE} -c statement_timeout=30000`,
    max: options.concurrency + 2,
    application_name: 'capability-reliability-ledger-webhooks',
    keepAlive: true,
  });
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  // A login that could act beyond crl_webhook_delivery (the owner's, a superuser's) is refused.
  try {
    await refuseUnlessDeliveryOnly(pool);
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }

  const deliver: Task = async (payload) => {
    const deliveryId = (payload as { deliveryId?: unknown }).deliveryId;
    if (typeof deliveryId !== 'string') return;
    const { rows } = await pool.query<DeliveryRow>(
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
    const delivery = rows[0];
    if (!delivery || delivery.status === 'DELIVERED' || delivery.status === 'DEAD_LETTERED') return;
    // In order: the previous delivery of this endpoint releases this one when it settles.
    if (delivery.waiting) return;
    let result: AttemptResult;
    if (delivery.retired) {
      result = { outcome: 'DEAD_LETTERED', failure: 'ENDPOINT_RETIRED', httpStatus: null };
    } else {
      const secret = await pool.query<{ secret: string }>('SELECT secret FROM crl_private.webhook_secret WHERE endpoint_id = $1', [delivery.endpoint_id]);
      const body = webhookBody({
        id: delivery.alert_id,
        projectId: delivery.project_id,
        ruleDigest: delivery.rule_digest,
        kind: delivery.kind,
        subject: delivery.subject,
        transitionAt: delivery.transition_at,
        reportDigest: delivery.report_digest,
        details: delivery.details,
        raisedAt: delivery.raised_at,
      });
      const headers = signedHeaders(secret.rows[0]!.secret, delivery.alert_id, body, new Date());
      result = await postWebhook(new URL(delivery.url), headers, body, { timeoutMs: options.timeoutMs, allowPrivate: options.allowPrivate });
    }
    const recorded = await recordAttempt(pool, delivery, result, options.schedule);
    if (recorded) webhookDeliveries.inc({ outcome: recorded });
  };

  // graphile-worker shuts its worker pool down when it cannot record a job's end (the
  // database went away mid-job: "queue is in an inconsistent state"). A new pool is started
  // as soon as that shutdown begins, not when it ends: after two such failures the end may
  // never come (graphile-worker's completion batcher counts one release twice and then
  // waits for a count of zero; test/integration/webhooks-lost-database.test.ts). The old
  // pool takes no new jobs; the jobs it held are released by the sweep.
  let runner: Runner | null = null;
  let stopped = false;
  let starting: Promise<void> | null = null;
  const startRunner = async (): Promise<void> => {
    for (let attempt = 0; !stopped; attempt++) {
      try {
        const events: WorkerEvents = new EventEmitter();
        const started = await run({
          events,
          pgPool: pool,
          schema: QUEUE_SCHEMA,
          concurrency: options.concurrency,
          pollInterval: options.pollIntervalMs ?? QUEUE_POLL_INTERVAL_MS,
          noHandleSignals: true,
          logger: queueLogger,
          taskList: { [DELIVERY_TASK]: deliver },
          // Batched, a completion that cannot be recorded is reported to the pool, which then
          // shuts down and is replaced (above); unbatched, it is an unhandled rejection. (The
          // batcher's retry loop ends at its first failure, so nothing is retried there.)
          preset: { worker: { completeJobBatchDelay: 0, failJobBatchDelay: 0 } },
        });
        if (stopped) {
          await started.stop().catch(() => undefined);
          return;
        }
        runner = started;
        events.on('pool:gracefulShutdown', ({ message }) => {
          if (stopped || runner !== started) return;
          log().warn(`webhook delivery: the job runner is shutting down (${message}); starting another`);
          restartRunner(started);
        });
        started.promise.then(
          () => restartRunner(started),
          (error: unknown) => {
            log().warn(`webhook delivery: the job runner stopped (${error instanceof Error ? error.message : String(error)}); starting it again`);
            restartRunner(started);
          },
        );
        return;
      } catch (error) {
        if (attempt === 0) log().warn(`webhook delivery: the job runner cannot start yet (${error instanceof Error ? error.message : String(error)}); will retry`);
        await new Promise((resolve) => setTimeout(resolve, Math.min(5_000, 250 * 2 ** attempt)).unref());
      }
    }
  };
  const restartRunner = (ended: Runner) => {
    if (runner !== ended) return;
    runner = null;
    if (!stopped) starting = new Promise<void>((resolve) => setTimeout(resolve, 500).unref()).then(startRunner);
  };
  starting = startRunner();
  await starting;

  const sweepEvery = Math.max(500, Math.min(60_000, Math.floor(options.staleLockMs / 4)));
  let sweeping: Promise<void> = Promise.resolve();
  let unavailable = false;
  const sweep = async () => {
    try {
      await sweepAbandoned(pool, options.staleLockMs);
      unavailable = false;
    } catch (error) {
      if (isDatabaseUnavailable(error)) {
        if (!unavailable) log().warn('webhook delivery: the database is unavailable; will retry');
        unavailable = true;
      } else log().error(`webhook delivery sweep: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const timer = setInterval(() => {
    sweeping = sweeping.then(sweep);
  }, sweepEvery);
  timer.unref();
  sweeping = sweep();
  const unwatch = watchWebhookQueue(pool);

  let stopping: Promise<void> | null = null;
  return {
    stop() {
      stopping ??= (async () => {
        clearInterval(timer);
        unwatch();
        stopped = true;
        await sweeping;
        await starting;
        // graphile-worker's shutdown also waits for workers sleeping between connection
        // attempts (3 s growing to 120 s each while the database answers "starting up");
        // past the longest delivery attempt it is not awaited, and the sweep of the next
        // process releases whatever it still held.
        const bound = new Promise<void>((resolve) => setTimeout(resolve, options.timeoutMs + 2_000).unref());
        await Promise.race([runner?.stop().catch(() => undefined), bound]);
        await pool.end().catch(() => undefined);
      })();
      return stopping;
    },
  };
}

/**
 * Appends the attempt and, in the same transaction, what follows it: after a failure the
 * retry's job (or the dead letter, once the schedule is spent); after a settlement the
 * job of the endpoint's next delivery. Returns the outcome recorded, or null when the
 * delivery had settled meanwhile (a second run after a stale lock was released).
 */
async function recordAttempt(pool: pg.Pool, delivery: DeliveryRow, result: AttemptResult, schedule: RetrySchedule): Promise<string | null> {
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
      [delivery.delivery_id, state.attempts + 1, delivery.project_id, outcome, 'failure' in result ? result.failure : null, result.httpStatus],
    );
    if (retryInMs !== null) {
      await client.query(`SELECT crl_webhook_enqueue($1, $2, now() + $3 * interval '1 millisecond')`, [delivery.delivery_id, delivery.endpoint_id, retryInMs]);
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
