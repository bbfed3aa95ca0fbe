// Entry of one server worker when LEDGER_WORKERS > 1 (see cluster.ts): the primary
// has already booted and migrated the database and provisioned the server's login
// role; a worker only opens its own pool on that login (checked again, like the primary's),
// serves the app on the shared port (node:cluster balances connections between
// workers), and finishes its requests when the primary disconnects it.
// Tracing first: it must be on before the database client is loaded.
import './tracing-start.js';
import { openServerDatabase } from '../db/login.js';
import { listen } from '../http/listener.js';
import { log } from '../logger.js';
import { ledgerAppFor } from '../http/app.js';
import { WORKER_CONFIG_ENV, WORKER_STOPPING_MESSAGE, type WorkerSettings } from './cluster.js';
import { stopTracing } from '../tracing.js';

async function runWorker(): Promise<void> {
  const { config, appUrl } = JSON.parse(process.env[WORKER_CONFIG_ENV] ?? '{}') as WorkerSettings;
  delete process.env[WORKER_CONFIG_ENV];
  const { db } = await openServerDatabase({
    ownerUrl: appUrl,
    appUrl,
    poolSize: config.DB_POOL_SIZE,
    statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
    readUrls: config.READ_DATABASE_URL,
    consistencyWaitMs: config.READ_CONSISTENCY_WAIT_MS,
    maxSubscriptions: config.MAX_SUBSCRIPTIONS,
  });
  const listener = await listen(ledgerAppFor(config, db), { port: config.PORT, host: config.HOST, graceMs: config.SHUTDOWN_GRACE_MS });
  process.send!({ port: listener.port });
  // Ctrl-C reaches every process of the group: a worker leaves shutting down to the
  // primary, which disconnects it once it should stop taking requests.
  process.on('SIGINT', () => undefined);
  process.on('SIGTERM', () => undefined);
  // Subscriptions end before the primary disconnects this worker (which waits for every connection to close).
  process.on('message', (message) => {
    if (message === WORKER_STOPPING_MESSAGE) void db.events.close();
  });
  process.once('disconnect', () => {
    const stopping = listener.close();
    // Open subscriptions end now, so they do not hold the grace period.
    void db.events
      .close()
      .then(() => stopping)
      .then(() => db.close())
      .then(() => stopTracing())
      .then(() => process.exit(0));
  });
}

void runWorker().catch((error: unknown) => {
  log().fatal(`worker ${process.pid} failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
