// Read replicas (READ_DATABASE_URL): PostgreSQL streaming standbys of the primary,
// physical copies on which the server's login role is the same role. Queries are
// served from a replica, mutations (and every read inside one) from the primary;
// src/http/yoga.ts routes each operation by its type (docs/read-replicas.md).
//
// Read-your-writes: when replicas are configured, every mutation's response carries
// a consistency token, the primary's WAL position read after the mutation committed.
// A query that sends it back (header X-Ledger-Consistency) is served by a replica only
// once that replica has replayed the position, else, after READ_CONSISTENCY_WAIT_MS,
// by the primary.
//
// Finality on a replica: crl_settled_through() reads pg_locks, and the advisory locks
// by which the primary's writes announce themselves are not replicated, so on a
// standby it only knows the standby's own clock. The replica's horizon is therefore
// taken from the primary: every HORIZON_SAMPLE_MS the server reads, on the primary,
// the settled horizon H and then the WAL position L. Every row stamped at or before H
// was committed before that read, so its commit record ends at or before L; a report
// on a replica that has replayed L is settled through H. A report reads the replica's
// replay position in its clock statement (before its evidence), and its horizon is
// the newest sample whose L the replica has replayed (see src/db/ledger-clock.ts).
//
// Whether a database is a standby is asked of it (pg_is_in_recovery()), never read off
// pg_last_wal_replay_lsn(), which a primary keeps after its own crash recovery. A
// configured replica found not to be a standby (promoted) is left out of the routing
// from then on: it no longer follows the primary, so nothing it says can be settled.
import { log } from '../logger.js';
import type { DatabasePool } from './client.js';
import type { Database } from './database.js';

/** The request header carrying a consistency token back to a query. */
export const CONSISTENCY_HEADER = 'x-ledger-consistency';
/** The response extension carrying a mutation's consistency token. */
export const CONSISTENCY_EXTENSION = 'consistencyToken';
/** How often the primary's (horizon, WAL position) pair is sampled. */
export const HORIZON_SAMPLE_MS = 200;
/** Samples kept: ten minutes at HORIZON_SAMPLE_MS; a replica further behind answers UNAVAILABLE for reports. */
const HORIZON_SAMPLES_KEPT = 3_000;

const LSN_PATTERN = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i;

/** A WAL position (`pg_lsn` text, e.g. 0/3000148) as a number; null when malformed. */
export function parseLsn(text: string): bigint | null {
  const match = LSN_PATTERN.exec(text.trim());
  if (!match) return null;
  return (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`);
}

export function formatLsn(position: bigint): string {
  return `${(position >> 32n).toString(16).toUpperCase()}/${(position & 0xffffffffn).toString(16).toUpperCase()}`;
}

/**
 * The end of the WAL inserted so far, from `pg_current_wal_insert_lsn()`: the insert
 * position (not the write position, which with synchronous_commit=off can trail a
 * commit that has returned) points past a page header when the last record ended on
 * a page boundary, where a standby's replay position stops; such a position is moved
 * back to the boundary. Records are at least 24 bytes, so an offset of 24 (short page
 * header) or 40 (long header of a segment's first page) is only ever "just after a
 * header".
 */
export function walEndOf(insertPosition: bigint, walBlockSize: number): bigint {
  const offset = insertPosition % BigInt(walBlockSize);
  return offset === 24n || offset === 40n ? insertPosition - offset : insertPosition;
}

/** Raised when a replica is further behind than every kept horizon sample; answered UNAVAILABLE. */
export class ReplicaBehindError extends Error {
  /** cannot_connect_now: src/db/availability.ts answers it UNAVAILABLE with Retry-After. */
  readonly code = '57P03';
  constructor() {
    super('the read replica is too far behind the primary to settle a report');
  }
}

/** Raised when a database is not what its pool was configured as; answered UNAVAILABLE. */
export class StandbyMismatchError extends Error {
  /** cannot_connect_now, as ReplicaBehindError. */
  readonly code = '57P03';
}

interface HorizonSample {
  position: bigint;
  horizon: Date;
}

/** The primary's (horizon, WAL position) samples, in WAL order. */
export class HorizonSamples {
  private readonly samples: HorizonSample[] = [];

  add(sample: HorizonSample): void {
    const last = this.samples.at(-1);
    if (last && sample.position < last.position) return;
    this.samples.push(sample);
    if (this.samples.length > HORIZON_SAMPLES_KEPT) this.samples.splice(0, this.samples.length - HORIZON_SAMPLES_KEPT);
  }

  /** The newest horizon whose WAL position `replayed` covers; null when none does. */
  horizonAt(replayed: bigint): Date | null {
    let low = 0;
    let high = this.samples.length - 1;
    let found: HorizonSample | null = null;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const sample = this.samples[middle]!;
      if (sample.position <= replayed) {
        found = sample;
        low = middle + 1;
      } else high = middle - 1;
    }
    return found?.horizon ?? null;
  }
}

/**
 * What the handle of a configured replica (ReadRouting.forQuery) knows of it: the
 * primary's horizon samples, and how to leave the replica out once it is no standby.
 * Null on the primary's handle.
 */
export interface ReplicaStandby {
  samples: HorizonSamples;
  notAStandby(): void;
}

/**
 * Refuses a report whose clock statement ran somewhere its handle was not configured for:
 * a configured replica that is not in recovery (promoted: it is then left out of the
 * routing), or the primary's handle on a standby (no horizon of its primary is known).
 */
export function standbyRefusal(standby: ReplicaStandby | null, onStandby: boolean): void {
  if (standby && !onStandby) {
    standby.notAStandby();
    throw new StandbyMismatchError('the read replica is no longer a standby of the primary');
  }
  if (!standby && onStandby) throw new StandbyMismatchError('the database is a standby, and no read replica was configured as it');
}

/**
 * The settled horizon of a report read on a configured standby that had replayed
 * `replayedLsn` (text of pg_last_wal_replay_lsn()) before its evidence. Throws
 * ReplicaBehindError when no sample is covered, or when the handle is not a configured replica's.
 */
export function replicaHorizon(standby: ReplicaStandby | null, replayedLsn: string | null): Date {
  const position = replayedLsn === null ? null : parseLsn(replayedLsn);
  const horizon = standby && position !== null ? standby.samples.horizonAt(position) : null;
  if (!horizon) throw new ReplicaBehindError();
  return horizon;
}

export interface ReadRoutingOptions {
  /** The primary's handle: what a mutation, and a query no replica can serve, read from. */
  primary: Database;
  /** The replicas' pools, checked to be standbys of the primary (src/db/login.ts); owned (closed) by the routing. */
  replicas: DatabasePool[];
  /** READ_CONSISTENCY_WAIT_MS: how long a query with a token waits for a replica. */
  consistencyWaitMs: number;
}

/**
 * Where the queries of one server process are read; `Database.reads` with replicas,
 * null without. Each replica is served through a handle of its own: the primary's
 * services (events, tokens) with the replica's pool, Prisma client and standby horizons.
 */
export class ReadRouting {
  private next = 0;
  private readonly samples = new HorizonSamples();
  private timer: NodeJS.Timeout | null = null;
  private sampling: Promise<void> | null = null;
  private walBlockSize = 8192;
  /** The replicas' handles, in READ_DATABASE_URL order. */
  private readonly replicas: Database[];

  /** Configured replicas found not to be standbys: no query is read from them again. */
  private readonly left = new Set<Database>();

  constructor(private readonly options: ReadRoutingOptions) {
    this.replicas = options.replicas.map((replica, index) => {
      const handle: Database = {
        ...options.primary,
        pool: replica.pool,
        prisma: replica.prisma,
        reads: null,
        standby: { samples: this.samples, notAStandby: () => this.leaveOut(handle, index) },
        close: () => replica.close(),
      };
      return handle;
    });
  }

  private leaveOut(replica: Database, index: number): void {
    if (this.left.has(replica)) return;
    this.left.add(replica);
    log().warn(
      { replica: index + 1 },
      `READ_DATABASE_URL #${index + 1} is no longer a standby of the primary (promoted?): its queries go elsewhere until the server restarts`,
    );
  }

  /** Reads the primary's WAL block size and takes the first horizon sample, then one every HORIZON_SAMPLE_MS. */
  async start(): Promise<void> {
    const { rows } = await this.options.primary.pool.query<{ size: string }>(`SELECT current_setting('wal_block_size') AS size`);
    this.walBlockSize = Number(rows[0]!.size);
    await this.sample();
    this.timer = setInterval(() => {
      this.sampling ??= this.sample()
        .catch(() => undefined)
        .finally(() => (this.sampling = null));
    }, HORIZON_SAMPLE_MS);
    this.timer.unref();
  }

  /** One sample: the horizon first, then (in the same statement, after it) the WAL position. */
  private async sample(): Promise<void> {
    const { rows } = await this.options.primary.pool.query<{ horizon: Date; position: string }>(
      `SELECT s.horizon, pg_current_wal_insert_lsn()::text AS position
         FROM (SELECT crl_settled_through() AS horizon OFFSET 0) AS s`,
    );
    this.samples.add({ position: walEndOf(parseLsn(rows[0]!.position)!, this.walBlockSize), horizon: rows[0]!.horizon });
  }

  /** The consistency token of everything committed on the primary so far. */
  async consistencyToken(): Promise<string> {
    const { rows } = await this.options.primary.pool.query<{ position: string }>(`SELECT pg_current_wal_insert_lsn()::text AS position`);
    return formatLsn(walEndOf(parseLsn(rows[0]!.position)!, this.walBlockSize));
  }

  /**
   * The database a query is read from: the next replica (round robin), or, when a
   * token is given and that replica has not replayed it within the wait, the primary.
   * A replica that is not in recovery (promoted, or not a standby) is never used for it,
   * and, found so by a token or a report, is left out from then on (the primary remains).
   */
  async forQuery(token: bigint | null): Promise<Database> {
    const replicas = this.left.size === 0 ? this.replicas : this.replicas.filter((replica) => !this.left.has(replica));
    if (replicas.length === 0) return this.options.primary;
    const replica = replicas[this.next++ % replicas.length]!;
    if (token === null) return replica;
    const deadline = Date.now() + this.options.consistencyWaitMs;
    for (let pause = 2; ; pause = Math.min(pause * 2, 50)) {
      try {
        const { rows } = await replica.pool.query<{ standby: boolean; replayed: string | null }>(
          `SELECT pg_is_in_recovery() AS standby, pg_last_wal_replay_lsn()::text AS replayed`,
        );
        if (!rows[0]!.standby) {
          replica.standby?.notAStandby();
          return this.options.primary;
        }
        const replayed = rows[0]!.replayed === null ? null : parseLsn(rows[0]!.replayed);
        if (replayed === null) return this.options.primary;
        if (replayed >= token) return replica;
      } catch {
        return this.options.primary;
      }
      const left = deadline - Date.now();
      if (left <= 0) return this.options.primary;
      await new Promise((resolve) => setTimeout(resolve, Math.min(pause, left)));
    }
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.sampling;
    await Promise.all(this.options.replicas.map((replica) => replica.close()));
  }
}
