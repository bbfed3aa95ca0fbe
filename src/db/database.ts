// The server's database as one object: the primary's pool and Prisma client, and the
// services the server keeps beside them, created here, in the order they depend on
// each other, and closed here in the reverse order:
//   - tokens: tokens verified a moment ago, forgotten as their revocations' notices
//     arrive (src/db/verified-tokens.ts);
//   - events: the live-event listener of subscriptions (src/db/ledger-events.ts); a
//     revoked token's subscriptions end as its notice arrives;
//   - reads: with READ_DATABASE_URL, the read routing and the primary's horizon samples
//     (src/db/replicas.ts); null without.
// Resolvers reach them on the GraphQL context (`context.db`, src/builder.ts). A query
// routed to a replica sees that replica's handle: the same services, the replica's
// pool, Prisma client and `standby` (the horizons a report there is settled by).
import type pg from 'pg';
import type { PrismaClient } from '../generated/prisma/client.js';
import type { DatabasePool } from './client.js';
import { LedgerEvents } from './ledger-events.js';
import { ReadRouting, type ReplicaStandby } from './replicas.js';
import { VerifiedTokens } from './verified-tokens.js';

export interface Database {
  pool: pg.Pool;
  prisma: PrismaClient;
  /** Verified tokens of this process, listening for revocations. */
  tokens: VerifiedTokens;
  /** The live updates of this process's subscriptions. */
  events: LedgerEvents;
  /** With READ_DATABASE_URL: where queries are read; null otherwise (and on a replica's handle). */
  reads: ReadRouting | null;
  /** On a configured replica's handle: the primary's horizons and how to leave it out; null on the primary's. */
  standby: ReplicaStandby | null;
  /** Ends the subscriptions and listeners, the replicas' pools, then the primary's pool. */
  close(): Promise<void>;
}

export interface LedgerDatabaseOptions {
  /** The primary's pool, on the server's login role (checked by src/db/login.ts). */
  primary: DatabasePool;
  /** The URL of that login: the listening connections of tokens and events use it. */
  url: string;
  /** The replicas' pools, each checked to be a standby of the primary; closed with the database. */
  replicas?: DatabasePool[];
  /** READ_CONSISTENCY_WAIT_MS (default 1000). */
  consistencyWaitMs?: number;
  /** MAX_SUBSCRIPTIONS: open subscriptions of this process, every token together. */
  maxSubscriptions?: number;
}

/**
 * Creates the services over `primary` and starts them: the revocation listener at once,
 * the horizon sampling of replicas before this resolves (a failure closes everything and
 * throws), the events listener at the first subscription.
 */
export async function openLedgerDatabase(options: LedgerDatabaseOptions): Promise<Database> {
  const { primary } = options;
  // Tokens verified a moment ago are not looked up again; revocations arrive by notice.
  const tokens = new VerifiedTokens(options.url);
  tokens.start();
  // Live updates for subscriptions: a listening connection opened at the first one.
  const events = new LedgerEvents(options.url, options.maxSubscriptions);
  // A revoked token's open subscriptions end as its notice arrives.
  tokens.onRevoked((tokenId) => events.endToken(tokenId));
  const replicas = options.replicas ?? [];
  const db: Database = {
    pool: primary.pool,
    prisma: primary.prisma,
    tokens,
    events,
    reads: null,
    standby: null,
    async close() {
      await events.close();
      await db.reads?.close();
      await tokens.close();
      await primary.close();
    },
  };
  if (replicas.length === 0) return db;
  const reads = new ReadRouting({ primary: db, replicas, consistencyWaitMs: options.consistencyWaitMs ?? 1_000 });
  db.reads = reads;
  try {
    await reads.start();
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
