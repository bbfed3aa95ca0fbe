// The one connection pool of the server and the Prisma client over it. The pool
// acts as the application role `crl_app`, which holds only SELECT and INSERT on the
// ledger (and EXECUTE on the attempt-lock function), so even a bug in the server
// cannot update or delete a ledger row.
import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client.js';

export const APPLICATION_ROLE = 'crl_app';

export interface Database {
  pool: pg.Pool;
  prisma: PrismaClient;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A login role that is a member of crl_app; when absent, `ownerUrl` acting as crl_app. */
  appUrl?: string;
  ownerUrl: string;
  poolSize?: number;
  statementTimeoutMs?: number;
}

export function openDatabase(options: DatabaseOptions): Database {
  const settings = [`-c role=${APPLICATION_ROLE}`, `-c statement_timeout=${options.statementTimeoutMs ?? 30_000}`];
  const pool = new pg.Pool({
    connectionString: options.appUrl ?? options.ownerUrl,
    max: options.poolSize ?? 10,
    options: settings.join(' '),
    application_name: 'capability-reliability-ledger',
  });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => undefined);
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
  return {
    pool,
    prisma,
    async close() {
      await prisma.$disconnect();
      await pool.end().catch(() => undefined);
    },
  };
}
