// The ledger as a service: boots the database (embedded unless DATABASE_URL is set),
// runs the startup rules, and serves the GraphQL app in this process or in
// LEDGER_WORKERS worker processes on one port. close() stops accepting, lets
// in-flight requests finish, then closes the pool and any embedded database.
import { createServer } from 'node:http';
import { ledgerAppFor } from './app.js';
import { startWorkers, type Listener } from './cluster.js';
import type { Config } from './config.js';
import { bootDatabase } from './db/boot.js';
import type { Database } from './db/client.js';
import { announceFirstAdminToken, scheduleRetention } from './startup.js';

export interface LedgerService {
  url: string;
  close(): Promise<void>;
}

export async function startService(config: Config): Promise<LedgerService> {
  const booted = await bootDatabase(config);
  const where = booted.embedded ? `embedded PostgreSQL in ${config.dataDir}` : 'DATABASE_URL';
  console.log(`ledger database: ${where}${booted.migrated.length ? `; applied ${booted.migrated.join(', ')}` : ''}`);

  await announceFirstAdminToken(booted.db.pool);

  const retention = scheduleRetention(booted.db.pool, config.ANNOTATION_RETENTION_DAYS);

  const listener =
    config.LEDGER_WORKERS > 1
      ? await startWorkers(config, booted.appUrl)
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

async function listenHere(config: Config, db: Database): Promise<Listener> {
  const server = createServer(ledgerAppFor(config, db));
  await new Promise<void>((resolve) => server.listen(config.PORT, config.HOST, resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : config.PORT,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

