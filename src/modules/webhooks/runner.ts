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
import type { RetrySchedule } from '../../domain/webhook-retry.js';
import { DELIVERY_ROLE, QUEUE_SCHEMA, queueLogger } from '../../db/delivery-queue.js';
import { isDatabaseUnavailable } from '../../db/availability.js';
import { refuseUnlessDeliveryOnly } from '../../db/login.js';
import { log } from '../../logger.js';
import { watchWebhookQueue, webhookDeliveries } from '../../metrics.js';
import { postWebhook } from './outbound.js';
import { signedHeaders, webhookBody } from './payload.js';
import { endpointSecret, findDeliveryJob, recordDeliveryAttempt, sweepAbandoned, type DeliveryAttemptResult } from './store.js';

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
    const delivery = await findDeliveryJob(pool, deliveryId);
    if (!delivery || delivery.status === 'DELIVERED' || delivery.status === 'DEAD_LETTERED') return;
    // In order: the previous delivery of this endpoint releases this one when it settles.
    if (delivery.waiting) return;
    let result: DeliveryAttemptResult;
    if (delivery.retired) {
      result = { outcome: 'DEAD_LETTERED', failure: 'ENDPOINT_RETIRED', httpStatus: null };
    } else {
      const secret = await endpointSecret(pool, delivery.endpoint_id);
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
      const headers = signedHeaders(secret, delivery.alert_id, body, new Date());
      result = await postWebhook(new URL(delivery.url), headers, body, {
        timeoutMs: options.timeoutMs,
        allowPrivate: options.allowPrivate,
      });
    }
    const recorded = await recordDeliveryAttempt(pool, delivery, result, options.schedule);
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
            log().warn(
              `webhook delivery: the job runner stopped (${error instanceof Error ? error.message : String(error)}); starting it again`,
            );
            restartRunner(started);
          },
        );
        return;
      } catch (error) {
        if (attempt === 0)
          log().warn(
            `webhook delivery: the job runner cannot start yet (${error instanceof Error ? error.message : String(error)}); will retry`,
          );
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
