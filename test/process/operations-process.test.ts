// A real server process as a supervisor runs it (stdout is a pipe, not a terminal):
// the first admin token goes to a 0600 file and never into the log, and readiness
// follows its database: 503 with a reason while the database is stopped (the process
// stays live), 200 again once it is back. The PostgreSQL is the test's own.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../../src/db/embedded.js';
import { ensureDatabase } from '../../src/db/migrate.js';
import { freePort } from '../../src/db/urls.js';
import { startServerProcess } from '../helpers/server-process.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a server process without a terminal', () => {
  it('writes the first admin token to a 0600 file, logs where, and reports readiness as its database comes and goes', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'crl-ops-'));
    cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
    const pgDir = mkdtempSync(path.join(tmpdir(), 'crl-ops-pg-'));
    cleanups.push(() => rmSync(pgDir, { recursive: true, force: true }));
    const cluster = await startEmbeddedPostgres(pgDir, await freePort());
    cleanups.push(() => cluster.stop());
    await ensureDatabase(cluster.urlFor('postgres'), 'ledger');
    const tokenFile = path.join(folder, 'secrets', 'first-token');
    const server = await startServerProcess({ DATABASE_URL: cluster.urlFor('ledger'), FIRST_TOKEN_FILE: tokenFile }, 'src/cli.ts');
    cleanups.push(() => server.stop());
    const base = new URL(server.url).origin;

    const token = readFileSync(tokenFile, 'utf8').trim();
    expect(token).toMatch(/^crl_[A-Za-z0-9_-]{43}$/);
    expect(statSync(tokenFile).mode & 0o777).toBe(0o600);
    expect(server.output()).toContain(tokenFile);
    expect(server.output()).not.toContain(token);
    const answer = await fetch(server.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ cohorts(first: 1) { edges { node { id } } } }' }),
    });
    expect(answer.status).toBe(200);

    const ready = () =>
      fetch(`${base}/health/ready`, { signal: AbortSignal.timeout(5_000) }).then(async (r) => ({
        status: r.status,
        body: (await r.json()) as { status: string; reason?: string },
      }));
    expect(await ready()).toEqual({ status: 200, body: { status: 'ready' } });

    await cluster.stop();
    const started = Date.now();
    const down = await ready();
    expect(Date.now() - started).toBeLessThan(2_500); // bounded, not hung on the dead database
    expect(down.status).toBe(503);
    expect(down.body.status).toBe('not ready');
    expect(down.body.reason).toMatch(/^database (unavailable|did not answer within 1000 ms)$/);
    expect((await fetch(`${base}/health/live`)).status).toBe(200);

    await cluster.start();
    let back = await ready();
    for (let tries = 0; back.status !== 200 && tries < 50; tries++) {
      await sleep(100);
      back = await ready();
    }
    expect(back).toEqual({ status: 200, body: { status: 'ready' } });
    expect(server.alive()).toBe(true);
  });
});
