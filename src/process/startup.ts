// What a starting ledger does once its database is up, besides serving: the first
// admin token of an empty ledger, shown once, the annotation retention schedule,
// the transparency log's sequencer and checkpoints, the alert evaluator and webhook delivery.
import { mkdirSync, writeFileSync, chmodSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { isDatabaseUnavailable } from '../db/availability.js';
import { log } from '../logger.js';
import type { TransparencyLog } from '../modules/transparency/store.js';
import { applyRetention } from '../modules/annotations/store.js';
import { issueFirstAdminToken } from '../modules/auth/bootstrap.js';
import { evaluateAlerts } from '../modules/alerts/evaluate.js';
import type { Config } from '../config.js';
import { startDeliveryRunner, type DeliveryRunner } from '../modules/webhooks/runner.js';
import { provisionDeliveryLogin } from '../db/login.js';

export const FIRST_TOKEN_NOTICE = 'First start on an empty ledger: a local admin token was created';

/**
 * Issues the first admin token of an empty ledger and hands it over once: printed on
 * a terminal; otherwise (a supervisor, a container, a log shipper reading stdout)
 * written to `tokenFile`, readable by its owner only (0600), and the log says where.
 * The token itself is never in the log.
 */
export async function announceFirstAdminToken(pool: pg.Pool, tokenFile: string, terminal = process.stdout.isTTY === true): Promise<void> {
  const firstToken = await issueFirstAdminToken(pool);
  if (!firstToken) return;
  if (terminal) {
    process.stdout.write(`\n${FIRST_TOKEN_NOTICE}. It is shown only this once:\n\n  ${firstToken.token}\n\n`);
    process.stdout.write('Send it as the header  Authorization: Bearer <token>  (GraphiQL has a Headers tab).\n\n');
    return;
  }
  mkdirSync(path.dirname(tokenFile), { recursive: true, mode: 0o700 });
  writeFileSync(tokenFile, `${firstToken.token}\n`, { mode: 0o600, flag: 'w' });
  chmodSync(tokenFile, 0o600); // a file that already existed keeps its old mode otherwise
  log().warn(
    { tokenFile, tokenId: firstToken.id },
    `${FIRST_TOKEN_NOTICE}; stdout is not a terminal, so it was written to ${tokenFile} (mode 0600): read it, then delete the file`,
  );
}

/** Actor recorded on redactions made by the retention schedule. */
export const RETENTION_ACTOR = 'ledger-retention';
const RETENTION_PERIOD_MS = 60 * 60 * 1000;
export const RETENTION_UNSET_NOTICE =
  'annotation retention: ANNOTATION_RETENTION_DAYS is not set, so annotation text is kept until an admin redacts it; ' +
  'set ANNOTATION_RETENTION_DAYS=N to redact text older than N days (docs/retention-and-redaction.md)';

/** Runs annotation retention now and hourly when a retention age is configured. */
export function scheduleRetention(pool: pg.Pool, days: number | undefined): NodeJS.Timeout | null {
  if (days === undefined) {
    log().info(RETENTION_UNSET_NOTICE);
    return null;
  }
  log().info(`annotation retention: text stored more than ${days} days ago is redacted at start and hourly`);
  const run = () =>
    applyRetention(pool, days, RETENTION_ACTOR).then(
      (count) => count > 0 && log().info(`retention: redacted ${count} annotation(s) older than ${days} days`),
      (error: unknown) => log().error(`retention failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  void run();
  const timer = setInterval(run, RETENTION_PERIOD_MS);
  timer.unref();
  return timer;
}

/** Background work of the serving process, stopped cleanly at shutdown. */
export interface BackgroundSchedule {
  /** Stops the schedule and waits for a run in progress to end. */
  stop(): Promise<void>;
}

const NOT_SCHEDULED: BackgroundSchedule = { stop: async () => undefined };

/**
 * Runs `work` now and then `intervalMs` after each run ends, so runs never overlap. A
 * database outage is logged once (and its end once), and the next run simply tries
 * again; any other failure is logged and the schedule goes on.
 */
function runEvery(subject: string, intervalMs: number, resuming: string, work: () => Promise<void>): BackgroundSchedule {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let unavailable = false;
  const run = async () => {
    try {
      await work();
      if (unavailable) log().info(`${subject}: the database is back; ${resuming}`);
      unavailable = false;
    } catch (error) {
      if (isDatabaseUnavailable(error)) {
        if (!unavailable) log().warn(`${subject}: the database is unavailable; will retry`);
        unavailable = true;
      } else {
        log().error(`${subject}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };
  const next = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = run().finally(next);
    }, intervalMs);
    timer.unref();
  };
  running = run().finally(next);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

/**
 * The transparency log's background work (docs/tamper-evidence.md): every
 * `sequenceMs` the settled ledger rows are appended as leaves, and every
 * `checkpointMs` a checkpoint is signed when the log grew.
 */
export function scheduleTransparency(transparency: TransparencyLog, sequenceMs: number, checkpointMs: number): BackgroundSchedule {
  if (sequenceMs === 0) {
    log().info('transparency log: SEQUENCE_INTERVAL_MS=0, so this process neither sequences nor checkpoints (another one must)');
    return NOT_SCHEDULED;
  }
  let lastCheckpoint = 0;
  return runEvery('transparency log', sequenceMs, 'sequencing again', async () => {
    await transparency.sequence();
    if (Date.now() - lastCheckpoint >= checkpointMs) {
      await transparency.checkpoint();
      lastCheckpoint = Date.now();
    }
  });
}

/**
 * Evaluates the alert rules every `intervalMs` (docs/alerts.md; 0: this process does not
 * evaluate, another one must); the advisory lock keeps processes from evaluating at once.
 */
export function scheduleAlertEvaluation(pool: pg.Pool, intervalMs: number): BackgroundSchedule {
  if (intervalMs === 0) {
    log().info('alerts: ALERT_EVALUATION_INTERVAL_MS=0, so this process does not evaluate alert rules (another one must)');
    return NOT_SCHEDULED;
  }
  return runEvery('alerts', intervalMs, 'evaluating again', async () => {
    const evaluation = await evaluateAlerts(pool);
    if (evaluation.raised.length > 0)
      log().info(`alerts: raised ${evaluation.raised.length} alert(s) through ${evaluation.horizon.toISOString()}`);
  });
}

/**
 * Webhook delivery (docs/webhooks.md) in this process, unless WEBHOOK_DELIVERY=false;
 * with LEDGER_WORKERS > 1 only the primary delivers (it holds the owner's connection;
 * the workers only serve). Several processes on one database may each deliver: the
 * queue gives every endpoint's jobs to one of them at a time.
 */
export async function startWebhookDelivery(config: Config, ownerUrl: string): Promise<DeliveryRunner | null> {
  if (!config.WEBHOOK_DELIVERY) {
    log().info('webhook delivery: WEBHOOK_DELIVERY=false, so this process delivers no webhooks (another one must)');
    return null;
  }
  // The owner only sets delivery's login up; delivery itself works as that login.
  const databaseUrl = config.WEBHOOK_DATABASE_URL ?? (await provisionDeliveryLogin(ownerUrl));
  return startDeliveryRunner({
    databaseUrl,
    allowPrivate: config.WEBHOOK_ALLOW_PRIVATE,
    timeoutMs: config.WEBHOOK_TIMEOUT_MS,
    concurrency: config.WEBHOOK_CONCURRENCY,
    staleLockMs: config.WEBHOOK_STALE_LOCK_MS,
    schedule: {
      baseMs: config.WEBHOOK_RETRY_BASE_MS,
      maxDelayMs: config.WEBHOOK_RETRY_MAX_DELAY_MS,
      retryForMs: config.WEBHOOK_RETRY_FOR_MS,
    },
  });
}
