// The server survives its database going away (docs/running.md, "When the database
// goes away"): a real server process under concurrent recordAttempt load while the
// test kills its PostgreSQL several times. The server stays up, answers 503
// UNAVAILABLE during the outage, serves again within 2 s of the database's return,
// and every write ends up in the ledger exactly once. An embedded PostgreSQL killed
// under a server in embedded mode is restarted by the server itself.
// Each test has a PostgreSQL of its own, so killing it harms no other test file.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedCluster } from '../../src/db/embedded.js';
import { ensureDatabase } from '../../src/db/migrate.js';
import { issueToken } from '../../src/modules/auth/tokens.js';
import { newProjectId, outcomeInput } from '../helpers/outcomes.js';
import { freePort } from '../../src/db/urls.js';
import { startServerProcess } from '../helpers/server-process.js';

const RECORD = /* GraphQL */ `
  mutation Record($input: RecordAttemptInput!) {
    recordAttempt(input: $input) { __typename ... on RecordAttemptSuccess { replayed } ... on Error { message } }
  }
`;
const REQUEST_BOUND_MS = 10_000;
const RECOVERY_BOUND_MS = 2_000;

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});


const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Outcome = { kind: 'acknowledged' } | { kind: 'unavailable' } | { kind: 'no-answer'; detail: string } | { kind: 'unexpected'; detail: string };

async function record(url: string, token: string, input: unknown): Promise<Outcome> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: RECORD, variables: { input } }),
      signal: AbortSignal.timeout(REQUEST_BOUND_MS),
    });
    const text = await response.text();
    const body = JSON.parse(text);
    if (response.status === 200 && body.data?.recordAttempt?.__typename === 'RecordAttemptSuccess') return { kind: 'acknowledged' };
    if (response.status === 503 && body.errors?.[0]?.extensions?.code === 'UNAVAILABLE' && !/at |\/|SELECT|INSERT/.test(body.errors[0].message))
      return { kind: 'unavailable' };
    return { kind: 'unexpected', detail: `${response.status} ${text.slice(0, 300)}` };
  } catch (error) {
    // the bound was hit, or the connection failed: the client does not know, and retries
    return { kind: 'no-answer', detail: String(error) };
  }
}

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

describe('a database that goes away under load', () => {
  it('never takes the server down: 503 while it is away, serving again within 2 s of its return, every write exactly once', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'crl-outage-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const cluster: EmbeddedCluster = await startEmbeddedPostgres(dataDir, await freePort());
    cleanups.push(() => cluster.stop());
    await ensureDatabase(cluster.urlFor('postgres'), 'ledger');
    const ownerUrl = cluster.urlFor('ledger');

    const server = await startServerProcess({ DATABASE_URL: ownerUrl, DB_POOL_SIZE: '8' }, 'src/cli.ts');
    cleanups.push(() => server.stop());
    const owner = new pg.Pool({ connectionString: ownerUrl, max: 2 });
    owner.on('error', () => undefined);
    cleanups.push(() => owner.end());
    const projectId = newProjectId();
    const { token } = await issueToken(owner, { actorRef: 'outage-harness', roles: ['recorder'], allProjects: false, projectIds: [projectId], createdBy: 'test' });

    const acknowledged: Record<string, unknown>[] = [];
    const unanswered: Record<string, unknown>[] = [];
    const unexpected: string[] = [];
    const successes: number[] = [];
    let unavailableCount = 0;
    let loading = true;
    const loadWorker = async () => {
      while (loading) {
        const input = outcomeInput(projectId, { capabilities: ['outage.a'] });
        const outcome = await record(server.url, token, input);
        if (outcome.kind === 'acknowledged') {
          acknowledged.push(input);
          successes.push(Date.now());
        } else {
          unanswered.push(input);
          if (outcome.kind === 'unavailable') unavailableCount++;
          else if (outcome.kind === 'unexpected') unexpected.push(outcome.detail);
          await sleep(20); // a client backs off a little
        }
      }
    };
    const load = Array.from({ length: 8 }, loadWorker);

    const recoveries: number[] = [];
    const signals: NodeJS.Signals[] = ['SIGQUIT', 'SIGKILL', 'SIGQUIT', 'SIGKILL']; // SIGQUIT: pg_ctl stop -m immediate
    for (const signal of signals) {
      await sleep(600);
      const before = acknowledged.length;
      const pid = postmasterPid(dataDir);
      process.kill(pid, signal);
      await waitForExit(pid);
      const unavailableBefore = unavailableCount;
      await sleep(800);
      expect(server.alive()).toBe(true);
      expect(unavailableCount).toBeGreaterThan(unavailableBefore); // answered, not hung
      // After SIGKILL of the postmaster its backends exit on their own; until then it cannot start.
      for (let attempt = 1; ; attempt++) {
        try {
          await cluster.start();
          break;
        } catch (error) {
          if (attempt >= 40) throw error;
          await sleep(250);
        }
      }
      const backAt = Date.now();
      for (let waited = 0; !successes.some((at) => at >= backAt) && waited < 10_000; waited += 20) await sleep(20);
      const firstSuccess = successes.find((at) => at >= backAt);
      expect(firstSuccess).toBeDefined();
      recoveries.push(firstSuccess! - backAt);
      expect(acknowledged.length).toBeGreaterThan(before);
    }
    loading = false;
    await Promise.all(load);
    console.log(
      `database outage: ${signals.length} kills, ${acknowledged.length} acknowledged, ${unavailableCount} answered 503 UNAVAILABLE, ` +
        `${unanswered.length - unavailableCount} without answer; first success after the database was back: ${recoveries.join(', ')} ms`,
    );
    expect(server.alive()).toBe(true);
    expect(unexpected).toEqual([]);
    for (const recovery of recoveries) expect(recovery).toBeLessThanOrEqual(RECOVERY_BOUND_MS);

    const copies = async (inputs: Record<string, unknown>[]) => {
      const { rows } = await owner.query<{ outcome_id: string; n: number }>(
        `SELECT outcome_id, count(*)::int AS n FROM attempt WHERE project_id = $1 AND outcome_id = ANY($2) GROUP BY outcome_id`,
        [projectId, inputs.map((input) => input.outcomeId)],
      );
      return new Map(rows.map((row) => [row.outcome_id, row.n]));
    };
    const acknowledgedCopies = await copies(acknowledged);
    expect(acknowledged.filter((input) => acknowledgedCopies.get(input.outcomeId as string) !== 1)).toEqual([]);

    // The client retries everything that was not acknowledged, with the same keys.
    for (let start = 0; start < unanswered.length; start += 16) {
      const answers = await Promise.all(unanswered.slice(start, start + 16).map((input) => record(server.url, token, input)));
      expect(answers.filter((answer) => answer.kind !== 'acknowledged')).toEqual([]);
    }
    const retriedCopies = await copies(unanswered);
    expect(unanswered.filter((input) => retriedCopies.get(input.outcomeId as string) !== 1)).toEqual([]);
    const { rows } = await owner.query('SELECT count(*)::int AS n FROM attempt WHERE project_id = $1', [projectId]);
    expect(rows[0].n).toBe(acknowledged.length + unanswered.length);

    // The server's transparency log sequencer lived through the outages too: every attempt becomes a leaf.
    const unsequenced = async () =>
      (await owner.query(`SELECT count(*)::int AS n FROM attempt a WHERE NOT EXISTS (SELECT 1 FROM transparency_leaf l WHERE l.table_name = 'attempt' AND l.row_key = a.id::text)`)).rows[0].n;
    for (let waited = 0; (await unsequenced()) > 0 && waited < 20_000; waited += 100) await sleep(100);
    expect(await unsequenced()).toBe(0);
    expect(server.output()).not.toMatch(/"level":(50|60)[^\n]*transparency/);
  }, 120_000); // four outages and an embedded PostgreSQL of its own: about a minute on a loaded machine
});

describe('an embedded PostgreSQL that dies', () => {
  it('is restarted by the server, which then serves again', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'crl-supervised-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const server = await startServerProcess({ LEDGER_DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()) });
    cleanups.push(() => server.stop());
    const token = /crl_[A-Za-z0-9_-]{43}/.exec(readFileSync(path.join(dataDir, 'first-admin-token.txt'), 'utf8'))?.[0];
    expect(server.output()).not.toMatch(/crl_[A-Za-z0-9_-]{43}/);
    expect(token).toBeDefined();
    const query = () =>
      fetch(server.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: '{ cohorts(first: 1) { edges { node { id } } } }' }),
        signal: AbortSignal.timeout(REQUEST_BOUND_MS),
      }).then(async (response) => ({ status: response.status, body: await response.json() }));
    expect((await query()).status).toBe(200);

    for (const signal of ['SIGKILL', 'SIGQUIT'] as const) {
      const pid = postmasterPid(dataDir);
      process.kill(pid, signal);
      await waitForExit(pid);
      const statuses = new Set<number>();
      let answer = await query();
      for (let tries = 0; answer.status !== 200 && tries < 150; tries++) {
        statuses.add(answer.status);
        expect(answer.body.errors?.[0]?.extensions?.code).toBe('UNAVAILABLE');
        await sleep(100);
        answer = await query();
      }
      expect(answer).toEqual({ status: 200, body: { data: { cohorts: { edges: [] } } } });
      expect([...statuses].filter((status) => status !== 503)).toEqual([]);
      expect(server.alive()).toBe(true);
      expect(postmasterPid(dataDir)).not.toBe(pid);
    }
    expect(server.output()).toMatch(/embedded PostgreSQL exited .*restarting it/);
    expect(server.output()).toMatch(/embedded PostgreSQL restarted/);
    await server.stop();
    expect(server.child.exitCode).toBe(0);
  });
});
