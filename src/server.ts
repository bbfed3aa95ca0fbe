// Listens: boots the database, serves the GraphQL app over HTTP, and shuts down
// gracefully (in-flight requests finish, then the pool and any embedded database stop).
// With LEDGER_WORKERS > 1 this process boots the database and then runs that many
// worker processes (src/worker.ts) on the same port, so the server can use every
// core: one Node event loop is what limits concurrent ingest (docs/benchmarks.md).
import cluster from 'node:cluster';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { Config } from './config.js';
import { bootDatabase } from './db/boot.js';
import type { Database } from './db/client.js';
import { applyRetention } from './modules/annotations/store.js';
import { issueFirstAdminToken } from './modules/auth/bootstrap.js';
import { createLedgerYoga } from './yoga.js';

export async function startServer(config: Config): Promise<{ url: string; close(): Promise<void> }> {
  const booted = await bootDatabase(config);
  const where = booted.embedded ? `embedded PostgreSQL in ${config.dataDir}` : 'DATABASE_URL';
  console.log(`ledger database: ${where}${booted.migrated.length ? `; applied ${booted.migrated.join(', ')}` : ''}`);

  const firstToken = await issueFirstAdminToken(booted.db.pool);
  if (firstToken) {
    console.log('\nFirst start on an empty ledger: a local admin token was created. It is shown only this once:\n');
    console.log(`  ${firstToken.token}\n`);
    console.log('Send it as the header  Authorization: Bearer <token>  (GraphiQL has a Headers tab).\n');
  }

  const retention = scheduleRetention(booted.db.pool, config.ANNOTATION_RETENTION_DAYS);

  const listener =
    config.LEDGER_WORKERS > 1
      ? await startWorkers(config, booted.ownerUrl)
      : await listenHere(config, booted.db);
  const url = `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${listener.port}/graphql`;
  console.log(`GraphQL (and GraphiQL in the browser) at ${url}${config.LEDGER_WORKERS > 1 ? ` (${config.LEDGER_WORKERS} workers)` : ''}`);

  let closing: Promise<void> | null = null;
  return {
    url,
    close() {
      closing ??= (async () => {
        if (retention) clearInterval(retention);
        await listener.close();
        await booted.shutdown();
      })();
      return closing;
    },
  };
}

/** How the primary hands its configuration to the workers it forks. */
export const WORKER_CONFIG_ENV = 'LEDGER_WORKER_CONFIG';

export interface WorkerSettings {
  config: Config;
  ownerUrl: string;
}

interface Listener {
  port: number;
  /** Stops accepting requests and waits for the ones in flight. */
  close(): Promise<void>;
}

/** The GraphQL app as configured; every serving process builds it here. */
export function ledgerAppFor(config: Config, db: Database) {
  return createLedgerYoga({ db, maxRequestBytes: config.MAX_REQUEST_BYTES, graphiql: config.NODE_ENV !== 'production' });
}

async function listenHere(config: Config, db: Database): Promise<Listener> {
  const server = createServer(ledgerAppFor(config, db));
  await new Promise<void>((resolve) => server.listen(config.PORT, config.HOST, resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : config.PORT,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function startWorkers(config: Config, ownerUrl: string): Promise<Listener> {
  cluster.setupPrimary({
    exec: fileURLToPath(new URL('./worker.ts', import.meta.url)),
    // Workers run the TypeScript sources through tsx, like the primary.
    execArgv: ['--import', 'tsx'],
    silent: false,
  });
  const settings: WorkerSettings = { config, ownerUrl };
  const ports = await Promise.all(
    Array.from({ length: config.LEDGER_WORKERS }, () => {
      const worker = cluster.fork({ [WORKER_CONFIG_ENV]: JSON.stringify(settings) });
      return new Promise<number>((resolve, reject) => {
        worker.once('message', (message: { port: number }) => resolve(message.port));
        worker.once('exit', (code) => reject(new Error(`a server worker exited while starting (code ${code})`)));
      });
    }),
  );
  return {
    // Workers listening on the same port (0 included) share one socket in the primary.
    port: ports[0]!,
    close: () =>
      new Promise<void>((resolve) => {
        const workers = Object.values(cluster.workers ?? {});
        let running = workers.length;
        if (running === 0) resolve();
        for (const worker of workers) {
          worker?.once('exit', () => --running === 0 && resolve());
          worker?.disconnect();
        }
      }),
  };
}

/** Actor recorded on redactions made by the retention schedule. */
export const RETENTION_ACTOR = 'ledger-retention';
const RETENTION_PERIOD_MS = 60 * 60 * 1000;
export const RETENTION_UNSET_NOTICE =
  'annotation retention: ANNOTATION_RETENTION_DAYS is not set, so annotation text is kept until an admin redacts it; ' +
  'set ANNOTATION_RETENTION_DAYS=N to redact text older than N days (docs/retention-and-redaction.md)';

/** Runs annotation retention now and hourly when a retention age is configured. */
function scheduleRetention(pool: import('pg').Pool, days: number | undefined): NodeJS.Timeout | null {
  if (days === undefined) {
    console.log(RETENTION_UNSET_NOTICE);
    return null;
  }
  console.log(`annotation retention: text stored more than ${days} days ago is redacted at start and hourly`);
  const run = () =>
    applyRetention(pool, days, RETENTION_ACTOR).then(
      (count) => count > 0 && console.log(`retention: redacted ${count} annotation(s) older than ${days} days`),
      (error: unknown) => console.error(`retention failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  void run();
  const timer = setInterval(run, RETENTION_PERIOD_MS);
  timer.unref();
  return timer;
}
