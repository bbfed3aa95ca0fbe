// Entry of one server worker when LEDGER_WORKERS > 1 (see cluster.ts): the primary
// has already booted and migrated the database and provisioned the server's login
// role; a worker only opens its own pool on that login (checked again, like the primary's),
// serves the app on the shared port (node:cluster balances connections between
// workers), and finishes its requests when the primary disconnects it.
import { createServer } from 'node:http';
import { openServerDatabase } from './db/login.js';
import { ledgerAppFor } from './app.js';
import { WORKER_CONFIG_ENV, type WorkerSettings } from './cluster.js';

async function runWorker(): Promise<void> {
  const { config, appUrl } = JSON.parse(process.env[WORKER_CONFIG_ENV] ?? '{}') as WorkerSettings;
  delete process.env[WORKER_CONFIG_ENV];
  const { db } = await openServerDatabase({
    ownerUrl: appUrl,
    appUrl,
    poolSize: config.DB_POOL_SIZE,
    statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
  });
  const server = createServer(ledgerAppFor(config, db));
  await new Promise<void>((resolve) => server.listen(config.PORT, config.HOST, resolve));
  const address = server.address();
  process.send!({ port: typeof address === 'object' && address ? address.port : config.PORT });
  // Ctrl-C reaches every process of the group: a worker leaves shutting down to the
  // primary, which disconnects it once it should stop taking requests.
  process.on('SIGINT', () => undefined);
  process.on('SIGTERM', () => undefined);
  process.once('disconnect', () => {
    server.close(() => void db.close().then(() => process.exit(0)));
  });
}

void runWorker().catch((error: unknown) => {
  console.error(`worker ${process.pid} failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
