// The one connection pool of the server and the Prisma client over it. The pool
// logs in as the server's own login role (src/db/login.ts), a member of nothing but
// the application role `crl_app`, which holds only SELECT and INSERT on the ledger
// (and EXECUTE on the attempt-lock and redaction functions), so even a bug in the
// server, or SQL injected into it, cannot update or delete a ledger row.
import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client.js';
import { LEDGER_TYPES } from './timestamps.js';

export const APPLICATION_ROLE = 'crl_app';
/** The role webhook delivery acts as (docs/webhooks.md): reads alerts, endpoints and their secrets, appends attempts. */
export const DELIVERY_ROLE = 'crl_webhook_delivery';

/** One pool and its Prisma client: the primary's, or a read replica's. The server's database (src/db/database.ts) is built over them. */
export interface DatabasePool {
  pool: pg.Pool;
  prisma: PrismaClient;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** The server's login role (a member of crl_app only); see src/db/login.ts. */
  url: string;
  poolSize?: number;
  statementTimeoutMs?: number;
  /** How long a request waits for a new connection before it is answered UNAVAILABLE. */
  connectTimeoutMs?: number;
}

export function openDatabase(options: DatabaseOptions): DatabasePool {
  const statementTimeoutMs = options.statementTimeoutMs ?? 30_000;
  const connectTimeoutMs = options.connectTimeoutMs ?? 5_000;
  const settings = [`-c role=${APPLICATION_ROLE}`, `-c statement_timeout=${statementTimeoutMs}`];
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    options: settings.join(' '),
    application_name: 'capability-reliability-ledger',
    connectionTimeoutMillis: connectTimeoutMs,
    keepAlive: true,
    // Times read by position where PostgreSQL prints them in UTC (src/db/timestamps.ts).
    types: LEDGER_TYPES,
  });
  // A connection that drops (the database restarts, crashes or is stopped) makes
  // `pg` emit 'error' on its client, idle or checked out; with no listener the
  // process dies. The query in flight fails on its own and is answered UNAVAILABLE
  // (src/db/availability.ts); the pool discards the dead client on release and
  // opens fresh ones once the database is back.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  // Prisma reads several relations of one response (an attempt's cohort, its
  // adjudications) as one batch in a transaction of its own, which by default gives up
  // after 2 s waiting for a connection and 5 s running: a busy database answered
  // UNAVAILABLE where every statement was within its bound. The batch waits as long as
  // any request waits for a connection, and runs as long as a statement may.
  const prisma = new PrismaClient({
    adapter: new PrismaPg(pool),
    transactionOptions: { maxWait: connectTimeoutMs, timeout: statementTimeoutMs },
  });
  return {
    pool,
    prisma,
    async close() {
      await prisma.$disconnect();
      await pool.end().catch(() => undefined);
    },
  };
}
