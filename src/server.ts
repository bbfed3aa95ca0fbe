// Listens: boots the database, serves the GraphQL app over HTTP, and shuts down
// gracefully (in-flight requests finish, then the pool and any embedded database stop).
import { createServer } from 'node:http';
import type { Config } from './config.js';
import { bootDatabase } from './db/boot.js';
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

  const yoga = createLedgerYoga({ db: booted.db, maxRequestBytes: config.MAX_REQUEST_BYTES });
  const server = createServer(yoga);
  await new Promise<void>((resolve) => server.listen(config.PORT, config.HOST, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${port}/graphql`;
  console.log(`GraphQL (and GraphiQL in the browser) at ${url}`);

  let closing: Promise<void> | null = null;
  return {
    url,
    close() {
      closing ??= (async () => {
        if (retention) clearInterval(retention);
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await booted.shutdown();
      })();
      return closing;
    },
  };
}

/** Actor recorded on redactions made by the retention schedule. */
export const RETENTION_ACTOR = 'ledger-retention';
const RETENTION_PERIOD_MS = 60 * 60 * 1000;

/** Runs annotation retention now and hourly when a retention age is configured. */
function scheduleRetention(pool: import('pg').Pool, days: number | undefined): NodeJS.Timeout | null {
  if (days === undefined) return null;
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
