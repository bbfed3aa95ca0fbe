// WAL positions, the page-boundary rule of tokens, the horizon samples of a replica,
// whose clock a report trusts (primary or standby, as the statement itself says), and
// the READ_DATABASE_URL setting (src/db/replicas.ts, src/db/ledger-clock.ts, src/config.ts).
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import type { DatabasePool } from '../../src/db/client.js';
import type { Database } from '../../src/db/database.js';
import { replicaUrlFor } from '../../src/db/login.js';
import {
  formatLsn,
  HorizonSamples,
  parseLsn,
  ReadRouting,
  ReplicaBehindError,
  StandbyMismatchError,
  walEndOf,
} from '../../src/db/replicas.js';
import { ledgerClockOf } from '../../src/db/ledger-clock.js';

describe('WAL positions', () => {
  it('parse and format as PostgreSQL writes them, and refuse anything else', () => {
    expect(parseLsn('0/3000148')).toBe(0x3000148n);
    expect(parseLsn('1A/FF')).toBe((0x1an << 32n) | 0xffn);
    expect(formatLsn(parseLsn('1A/3000148')!)).toBe('1A/3000148');
    for (const bad of ['', '0', '0/', '/1', '0/1/2', 'G/1', '123456789/0', '0/1; SELECT 1', ' 0/1x']) expect(parseLsn(bad)).toBeNull();
  });

  it('moves a position just past a page header back to the page boundary, and leaves every other one', () => {
    expect(walEndOf(8192n * 5n + 24n, 8192)).toBe(8192n * 5n);
    expect(walEndOf(16n * 1024n * 1024n + 40n, 8192)).toBe(16n * 1024n * 1024n);
    expect(walEndOf(8192n * 5n + 48n, 8192)).toBe(8192n * 5n + 48n);
    expect(walEndOf(8192n * 5n, 8192)).toBe(8192n * 5n);
  });
});

describe('horizon samples', () => {
  it('answer the newest horizon whose WAL position the replica has replayed, and nothing before the first', () => {
    const samples = new HorizonSamples();
    const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms);
    samples.add({ position: 100n, horizon: at(1) });
    samples.add({ position: 200n, horizon: at(2) });
    samples.add({ position: 200n, horizon: at(3) });
    samples.add({ position: 150n, horizon: at(9) }); // out of order: ignored
    samples.add({ position: 400n, horizon: at(4) });
    expect(samples.horizonAt(99n)).toBeNull();
    expect(samples.horizonAt(100n)).toEqual(at(1));
    expect(samples.horizonAt(399n)).toEqual(at(3));
    expect(samples.horizonAt(10_000n)).toEqual(at(4));
  });
});

describe('the clock of a report', () => {
  // Pools that never connect: only their identity matters here.
  const pool = (): DatabasePool => ({ pool: new pg.Pool({ max: 1 }), close: async () => undefined }) as unknown as DatabasePool;
  const database = (): Database => ({ ...pool(), reads: null, standby: null }) as unknown as Database;
  const now = new Date(Date.UTC(2026, 0, 1, 12));
  const settledThrough = new Date(Date.UTC(2026, 0, 1, 11));

  it("is a primary's own when the statement ran out of recovery, even with a replay position left by crash recovery", () => {
    const primary = database();
    expect(ledgerClockOf({ ledgerNow: now, settledThrough, onStandby: false, replayedLsn: '0/3000148' }, primary.standby)).toEqual({
      now,
      settledThrough,
      ruleActivations: [],
    });
    expect(ledgerClockOf({ ledgerNow: now, settledThrough, onStandby: false, replayedLsn: null }, primary.standby)).toEqual({
      now,
      settledThrough,
      ruleActivations: [],
    });
    // The metric rules' activations read with it, as numbers (bigint columns arrive as text).
    const ruleActivations = [{ version: '2', activatesAt: '1767268800000' }] as unknown as { version: number; activatesAt: number }[];
    expect(
      ledgerClockOf({ ledgerNow: now, settledThrough, onStandby: false, replayedLsn: null, ruleActivations }, primary.standby),
    ).toEqual({
      now,
      settledThrough,
      ruleActivations: [{ version: 2, activatesAt: 1767268800000 }],
    });
    // A pool of the primary that is in fact a standby knows no horizon of its primary.
    expect(() => ledgerClockOf({ ledgerNow: now, settledThrough, onStandby: true, replayedLsn: '0/3000148' }, primary.standby)).toThrow(
      StandbyMismatchError,
    );
  });

  it("on a configured standby is the primary's sampled horizon; a configured replica out of recovery is refused and left out", async () => {
    const primary = database();
    const replica = pool();
    const routing = new ReadRouting({ primary, replicas: [replica], consistencyWaitMs: 0 });
    // The replica's handle: its own pool, and the primary's horizons.
    const handle = await routing.forQuery(null);
    expect(handle.pool).toBe(replica.pool);
    // No sample yet: the standby cannot settle anything.
    expect(() => ledgerClockOf({ ledgerNow: now, settledThrough, onStandby: true, replayedLsn: '0/3000148' }, handle.standby)).toThrow(
      ReplicaBehindError,
    );
    // Promoted: its own horizon would claim finality for a ledger it no longer follows.
    expect(() => ledgerClockOf({ ledgerNow: now, settledThrough, onStandby: false, replayedLsn: '0/3000148' }, handle.standby)).toThrow(
      StandbyMismatchError,
    );
    expect(await routing.forQuery(null)).toBe(primary);
    expect(await routing.forQuery(null)).toBe(primary);
    expect(new StandbyMismatchError('x').code).toBe('57P03'); // answered UNAVAILABLE (src/db/availability.ts)
  });
});

describe('READ_DATABASE_URL', () => {
  it('is a comma-separated list of postgres URLs; a URL without a user takes the server login', () => {
    expect(loadConfig({ READ_DATABASE_URL: 'postgresql://a:5432/db, postgres://u@b/db' }).READ_DATABASE_URL).toEqual([
      'postgresql://a:5432/db',
      'postgres://u@b/db',
    ]);
    expect(loadConfig({}).READ_DATABASE_URL).toEqual([]);
    expect(() => loadConfig({ READ_DATABASE_URL: 'http://a/db' })).toThrow(/READ_DATABASE_URL/);
    expect(() => loadConfig({ READ_CONSISTENCY_WAIT_MS: '-1' })).toThrow(/READ_CONSISTENCY_WAIT_MS/);
    expect(replicaUrlFor('postgresql://replica:5433/ledger', 'postgresql://crl_server_ledger:p%40ss@primary/ledger')).toBe(
      'postgresql://crl_server_ledger:p%40ss@replica:5433/ledger',
    );
    expect(replicaUrlFor('postgresql://other:x@replica/ledger', 'postgresql://crl_server_ledger:pw@primary/ledger')).toBe(
      'postgresql://other:x@replica/ledger',
    );
  });
});
