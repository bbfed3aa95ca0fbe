// The ledger as a service: boots the database (embedded unless DATABASE_URL is set),
// runs the startup rules, and serves the GraphQL app in this process or in
// LEDGER_WORKERS worker processes on one port. close() stops accepting, lets
// in-flight requests finish, then closes the pool and any embedded database.
import { ledgerAppFor } from '../http/app.js';
import { startWorkers } from './cluster.js';
import type { Config } from '../config.js';
import { bootDatabase } from '../db/boot.js';
import { handleShutdownSignalsOurselves } from '../db/embedded.js';
import { listen, type Listener } from '../http/listener.js';
import { log } from '../logger.js';
import { loadOrCreateSigner } from '../modules/transparency/keys.js';
import { TransparencyLog } from '../modules/transparency/store.js';
import {
  announceFirstAdminToken,
  scheduleAlertEvaluation,
  scheduleRetention,
  scheduleTransparency,
  startWebhookDelivery,
} from './startup.js';
import { stopTracing } from '../tracing.js';
import type { DeliveryRunner } from '../modules/webhooks/runner.js';

export interface LedgerService {
  url: string;
  close(): Promise<void>;
}

export interface ServiceOptions {
  /**
   * Called when the service cannot go on (its workers keep crashing). The entry
   * points close the service and exit with a failure; the default only logs.
   */
  onFatal?(error: Error): void;
}

export async function startService(config: Config, options: ServiceOptions = {}): Promise<LedgerService> {
  const booted = await bootDatabase(config);
  const where = booted.embedded ? `embedded PostgreSQL in ${config.dataDir}` : 'DATABASE_URL';
  log().info(`ledger database: ${where}${booted.migrated.length ? `; applied ${booted.migrated.join(', ')}` : ''}`);

  await announceFirstAdminToken(booted.db.pool, config.firstTokenFile);

  const retention = scheduleRetention(booted.db.pool, config.ANNOTATION_RETENTION_DAYS);
  let signer;
  try {
    signer = loadOrCreateSigner(config.signingKeyFile);
  } catch (error) {
    if (retention) clearInterval(retention);
    await booted.shutdown();
    throw new Error(
      `the transparency signing key ${config.signingKeyFile} cannot be used: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  // Only this process sequences and checkpoints; worker processes only serve.
  const transparency = scheduleTransparency(
    new TransparencyLog(booted.db.pool, signer, config.checkpointFile),
    config.SEQUENCE_INTERVAL_MS,
    config.CHECKPOINT_INTERVAL_MS,
  );
  // Every process may run it; the evaluator's advisory lock lets one evaluate at a time.
  const alerts = scheduleAlertEvaluation(booted.db.pool, config.ALERT_EVALUATION_INTERVAL_MS);

  const onFatal = options.onFatal ?? ((error: Error) => log().error(error.message));
  let listener: Listener;
  let delivery: DeliveryRunner | null = null;
  try {
    delivery = await startWebhookDelivery(config, booted.ownerUrl);
    listener =
      config.LEDGER_WORKERS > 1
        ? await startWorkers(config, booted.appUrl, onFatal)
        : await listen(ledgerAppFor(config, booted.db), { port: config.PORT, host: config.HOST, graceMs: config.SHUTDOWN_GRACE_MS });
  } catch (error) {
    if (retention) clearInterval(retention);
    await delivery?.stop();
    await transparency.stop();
    await alerts.stop();
    await booted.shutdown();
    throw listenFailure(error, config);
  }
  const url = `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${listener.port}/graphql`;
  log().info(`GraphQL (and GraphiQL in the browser) at ${url}${config.LEDGER_WORKERS > 1 ? ` (${config.LEDGER_WORKERS} workers)` : ''}`);

  let closing: Promise<void> | null = null;
  return {
    url,
    close() {
      closing ??= (async () => {
        if (retention) clearInterval(retention);
        // Deliveries in progress finish (each bounded by WEBHOOK_TIMEOUT_MS); no new one starts.
        await delivery?.stop();
        await transparency.stop();
        await alerts.stop();
        const stopping = listener.close();
        // Open subscriptions end now (their clients resume elsewhere with `since`), so they do not hold the grace period.
        await booted.db.events.close();
        await stopping;
        await booted.shutdown();
      })();
      return closing;
    },
  };
}

/** A clear message for the usual reasons a port cannot be listened on. */
function listenFailure(error: unknown, config: Config): Error {
  const code = (error as { code?: string }).code;
  if (code === 'EADDRINUSE')
    return new Error(`port ${config.PORT} on ${config.HOST} is already in use (another ledger?): stop it or set PORT to a free port`);
  if (code === 'EACCES')
    return new Error(`not allowed to listen on ${config.HOST}:${config.PORT}: choose a PORT above 1023 or run with the right privileges`);
  if (code === 'EADDRNOTAVAIL') return new Error(`HOST ${config.HOST} is not an address of this machine`);
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * Runs the service until SIGINT or SIGTERM, then stops it cleanly and exits 0; a
 * service that cannot start or go on is reported in one line and exits 1. What
 * `npm start` (src/process/server.ts) and `npm run serve` (src/cli.ts) both run.
 */
export async function serveUntilStopped(config: Config): Promise<void> {
  handleShutdownSignalsOurselves();
  let service: LedgerService;
  try {
    service = await startService(config, {
      onFatal(error) {
        log().fatal(error.message);
        void service.close().finally(() => process.exit(1));
      },
    });
  } catch (error) {
    log().fatal(`the ledger could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.once(signal, () => {
      log().info(`${signal}: shutting down (requests in flight may finish)`);
      void service
        .close()
        // The spans still buffered are sent before the process ends.
        .then(() => stopTracing())
        .then(
          () => process.exit(0),
          (error: unknown) => {
            log().error(`shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
            process.exit(1);
          },
        );
    });
}
