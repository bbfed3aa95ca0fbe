// Webhook delivery survives its faults (docs/webhooks.md, "What survives what"): alerts
// are appended as the evaluator does (owner SQL) while a real server process delivers
// them to a receiver process on loopback; the server is killed (SIGKILL) mid-delivery
// and started again, its PostgreSQL is stopped hard and started again, and the receiver
// answers 500s and then holds requests past the timeout for a while. In the end every
// alert is in the receiver's dedup store exactly once per endpoint it matched, none
// lost, none invented, each endpoint's in the order the alerts were raised, and every
// request the receiver verified carried a valid signature.
// The test has a PostgreSQL of its own, so stopping it harms no other test file.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedCluster } from '../../src/db/embedded.js';
import { ensureDatabase } from '../../src/db/migrate.js';
import { freePort } from '../../src/db/urls.js';
import { issueToken } from '../../src/modules/auth/tokens.js';
import { newProjectId } from '../helpers/outcomes.js';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js';
import { CREATE_WEBHOOK_ENDPOINT, eventually, insertAlert, insertRule, startReceiver } from '../helpers/webhooks.js';
import { expectTypename, graphqlBody, type CreateWebhookEndpointMutation } from '../helpers/graphql.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function postmasterPid(dataDir: string): number {
  return Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
}

async function waitForExit(pid: number): Promise<void> {
  for (let waited = 0; waited < 15_000; waited += 50) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await sleep(50);
  }
  throw new Error(`postgres ${pid} did not exit`);
}

describe('webhook delivery under faults', () => {
  it('every alert reaches the receiver exactly once per endpoint, in order, through a killed server, a stopped database, 500s and time-outs', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'crl-webhook-chaos-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const cluster: EmbeddedCluster = await startEmbeddedPostgres(dataDir, await freePort());
    cleanups.push(() => cluster.stop());
    await ensureDatabase(cluster.urlFor('postgres'), 'ledger');
    const ownerUrl = cluster.urlFor('ledger');
    const receiver = await startReceiver();
    cleanups.push(() => receiver.stop());

    const environment = {
      DATABASE_URL: ownerUrl,
      WEBHOOK_ALLOW_PRIVATE: 'true',
      WEBHOOK_TIMEOUT_MS: '700',
      WEBHOOK_STALE_LOCK_MS: '2500',
      WEBHOOK_RETRY_BASE_MS: '100',
      WEBHOOK_RETRY_MAX_DELAY_MS: '400',
      WEBHOOK_RETRY_FOR_MS: '600000',
    };
    let server: ServerProcess = await startServerProcess(environment);
    cleanups.push(() => server.stop());
    const owner = new pg.Pool({ connectionString: ownerUrl, max: 2 });
    owner.on('error', () => undefined);
    cleanups.push(() => owner.end());

    const projectId = newProjectId();
    const { token } = await issueToken(owner, {
      actorRef: 'chaos-admin',
      roles: ['admin'],
      allProjects: false,
      projectIds: [projectId],
      createdBy: 'test',
    });
    const endpoints = { a: ['CRITICAL_FAILURE'], b: ['CRITICAL_FAILURE', 'STATE_CHANGED'] } as const;
    for (const [name, kinds] of Object.entries(endpoints)) {
      const response = await fetch(server.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: CREATE_WEBHOOK_ENDPOINT, variables: { input: { projectId, url: receiver.url(name), kinds } } }),
      });
      const created = expectTypename(
        (await graphqlBody<CreateWebhookEndpointMutation>(response)).data?.createWebhookEndpoint,
        'CreateWebhookEndpointSuccess',
      );
      await receiver.control({ secrets: { [name]: created.secret } });
    }
    const rules = {
      CRITICAL_FAILURE: await insertRule(owner, projectId, 'CRITICAL_FAILURE'),
      STATE_CHANGED: await insertRule(owner, projectId, 'STATE_CHANGED'),
    };
    const expected: Record<string, string[]> = { a: [], b: [] };
    let raised = 0;
    /** Appends alerts one by one (as the evaluator does), retrying while the database is away. */
    const raise = async (count: number) => {
      for (let i = 0; i < count; i++) {
        const kind = raised % 3 === 2 ? 'STATE_CHANGED' : 'CRITICAL_FAILURE';
        const id = await insertAlert(owner, projectId, rules[kind], `cohort-${raised}`, kind);
        raised++;
        for (const [name, kinds] of Object.entries(endpoints)) if ((kinds as readonly string[]).includes(kind)) expected[name]!.push(id);
      }
    };
    /** `eventually`, failing with what the queue and the server show, so a failure in CI can be read. */
    const until = async (what: string, check: () => Promise<boolean> | boolean, boundMs?: number) => {
      try {
        await eventually(what, check, boundMs);
      } catch (error) {
        const queue = await owner
          .query(
            `SELECT id, key, attempts, run_at - now() AS run_in, locked_at IS NOT NULL AS locked, last_error FROM graphile_worker._private_jobs ORDER BY id`,
          )
          .then(
            ({ rows }) => JSON.stringify(rows),
            (failure: unknown) => String(failure),
          );
        throw new Error(`${(error as Error).message}\nqueue: ${queue}\nserver output:\n${server.output().slice(-6_000)}`);
      }
    };
    const stored = (name: string) =>
      receiver
        .store()
        .filter((entry) => entry.endpoint === name)
        .map((entry) => entry.id);

    // 1. Some alerts are delivered normally.
    await raise(6);
    await until('the first alerts delivered', () => stored('a').length >= 2);

    // 2. The receiver holds requests unanswered; the server is killed while one is in flight.
    await receiver.control({ mode: 'timeout', forMs: 60_000 });
    await raise(6);
    await until('a delivery in flight', async () => (await receiver.stats()).inFlight > 0);
    server.child.kill('SIGKILL');
    await server.exited;
    await raise(4); // raised while no server runs: their jobs wait in the queue
    await receiver.control({ mode: 'ok' });
    server = await startServerProcess(environment);
    await until('deliveries resumed after the restart', () => stored('a').length >= 6);

    // 3. PostgreSQL is stopped hard (immediate shutdown) and started again.
    const pid = postmasterPid(dataDir);
    process.kill(pid, 'SIGQUIT');
    await waitForExit(pid);
    await sleep(1_000);
    for (let attempt = 1; ; attempt++) {
      try {
        await cluster.start();
        break;
      } catch (error) {
        if (attempt >= 40) throw error;
        await sleep(250);
      }
    }
    expect(server.alive(), server.output().slice(-3_000)).toBe(true);
    await raise(6);

    // 4. The receiver answers 500s for a while, then time-outs for a while.
    await receiver.control({ mode: 'fail', forMs: 60_000 });
    await raise(6);
    await until('deliveries answered 500', async () => (await receiver.stats()).answered500 >= 3);
    const held = (await receiver.stats()).heldOpen;
    await receiver.control({ mode: 'timeout', forMs: 60_000 });
    await raise(4);
    await until('deliveries timed out', async () => (await receiver.stats()).heldOpen >= held + 2);
    await receiver.control({ mode: 'ok' });

    await until(
      'every alert delivered',
      () => stored('a').length >= expected.a!.length && stored('b').length >= expected.b!.length,
      120_000,
    );
    // A delivery is recorded as delivered after the receiver's answer reaches the runner:
    // the last one's record may follow its arrival by a moment.
    const states = async () =>
      (await owner.query<{ status: string; n: number }>(`SELECT status, count(*)::int AS n FROM webhook_delivery_state GROUP BY status`))
        .rows;
    await until('every delivery recorded as delivered', async () => (await states()).every((row) => row.status === 'DELIVERED'));
    expect(await states()).toEqual([{ status: 'DELIVERED', n: expected.a!.length + expected.b!.length }]);

    // Exactly once, none lost, none invented, in order per endpoint.
    expect(stored('a')).toEqual(expected.a);
    expect(stored('b')).toEqual(expected.b);
    expect(receiver.store()).toHaveLength(expected.a!.length + expected.b!.length);
    const stats = await receiver.stats();
    expect(stats.rejected).toBe(0);
    expect(stats.answered500).toBeGreaterThan(0);
    expect(stats.heldOpen).toBeGreaterThan(0);
    expect(server.alive()).toBe(true);
    await server.stop();
    expect(await server.exited).toBe(0);
  }, 240_000);
});
