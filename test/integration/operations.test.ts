// The operator's view of a serving process (docs/operations.md), through the real app
// on a real port: health and readiness, Prometheus metrics and who may read them, one
// structured log line per request (with no token and no variables), and CORS for the
// listed origins only.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CohortsDocument } from '../../client/generated/graphql.js';
import { documentHash } from '../../client/index.js';
import { ledgerAppFor } from '../../src/http/app.js';
import { loadConfig } from '../../src/config.js';
import { listen, type Listener } from '../../src/http/listener.js';
import { createLedgerLogger } from '../../src/logger.js';
import { announceFirstAdminToken } from '../../src/process/startup.js';
import { createTestLedger, type TestLedger } from '../helpers/ledger.js';
import { newProjectId, outcomeInput, RECORD_ATTEMPT } from '../helpers/outcomes.js';
import { expectTypename, graphqlBody } from '../helpers/graphql.js';

let ledger: TestLedger;
const servers: Listener[] = [];
beforeAll(async () => {
  ledger = await createTestLedger();
});
afterAll(async () => {
  for (const server of servers) await server.close();
  await ledger?.close();
});

/** The app as a serving process runs it, on a free port, with its log lines collected. */
async function serve(environment: Record<string, string> = {}) {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const config = loadConfig({ DATABASE_URL: ledger.ownerUrl, NODE_ENV: 'test', ...environment });
  const server = await listen(ledgerAppFor(config, ledger.db, createLedgerLogger('info', sink)), {
    port: 0,
    host: '127.0.0.1',
    graceMs: 1_000,
  });
  servers.push(server);
  const base = `http://127.0.0.1:${server.port}`;
  return { base, logLines: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>), rawLog: () => lines.join('\n') };
}

function counter(metrics: string, name: string): number {
  const line = metrics.split('\n').find((row) => row.startsWith(`${name} `));
  return line ? Number(line.split(' ')[1]) : 0;
}

describe('health', () => {
  it('answers live and ready without a token, revealing nothing', async () => {
    const { base } = await serve();
    for (const path of ['/health', '/health/live']) {
      const response = await fetch(base + path);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'live' });
    }
    const ready = await fetch(`${base}/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });
});

describe('metrics', () => {
  it('counts recorded attempts and replays, and reports pool usage and request durations', async () => {
    const { base } = await serve();
    const before = await (await fetch(`${base}/metrics`)).text();
    const projectId = newProjectId();
    const recorder = await ledger.token({ roles: ['recorder'], projects: [projectId] });
    const input = outcomeInput(projectId);
    const first = await ledger.gql(recorder.token, RECORD_ATTEMPT, { input });
    expect(expectTypename(first.data.recordAttempt, 'RecordAttemptSuccess').replayed).toBe(false);
    const again = await ledger.gql(recorder.token, RECORD_ATTEMPT, { input });
    expect(expectTypename(again.data.recordAttempt, 'RecordAttemptSuccess').replayed).toBe(true);
    await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${recorder.token}` },
      body: JSON.stringify({ query: '{ cohorts(first: 1) { edges { node { id } } } }' }),
    });

    const response = await fetch(`${base}/metrics`);
    expect(response.status).toBe(200);
    const after = await response.text();
    expect(counter(after, 'ledger_attempts_recorded_total') - counter(before, 'ledger_attempts_recorded_total')).toBe(1);
    expect(counter(after, 'ledger_replays_total') - counter(before, 'ledger_replays_total')).toBe(1);
    expect(after).toMatch(/^ledger_db_pool_total \d+/m);
    expect(after).toMatch(/^ledger_db_pool_idle \d+/m);
    expect(after).toMatch(/^ledger_db_pool_waiting \d+/m);
    expect(after).toMatch(/^graphql_yoga_http_duration_count\{/m);
    expect(after).toMatch(/^graphql_envelop_request_duration_count\{/m);
    // Node's process metrics carry the ledger's prefix once.
    expect(after).toMatch(/^ledger_process_cpu_user_seconds_total \d/m);
    expect(after).toMatch(/^ledger_nodejs_eventloop_lag_seconds \d/m);
    expect(after).not.toMatch(/ledger_process_(process|nodejs)_/);
  });

  it('labels by route and trusted operation only: nothing of a query string, document or made-up name', async () => {
    const { base } = await serve();
    // The registry is the process's: a file run before this one in the same worker may have
    // counted its own operations. The labels this test adds are the ones it judges.
    const labelsOf = (text: string) => new Set([...text.matchAll(/(\w+)="([^"]*)"/g)].map((match) => `${match[1]}=${match[2]}`));
    const before = labelsOf(await (await fetch(`${base}/metrics`)).text());
    const projectId = newProjectId();
    const reader = await ledger.token({ roles: ['reader'], projects: [projectId] });
    const headers = { authorization: `Bearer ${reader.token}`, 'x-graphql-yoga-csrf': '1' };
    const secret = 'metricsleak0secret0value';
    // A GET carrying a document, variables, a project id and a secret in its query string.
    const query = `query Leak_${secret} { cohorts(projectId: "${projectId}", first: 1) { edges { node { id } } } }`;
    const target = `/graphql?query=${encodeURIComponent(query)}&variables=${encodeURIComponent(JSON.stringify({ v: secret }))}&token=${secret}`;
    const got = await fetch(base + target, { headers });
    expect(got.status).toBe(200);
    // A POST naming its operation as it likes, with an alias and an error under it.
    const posted = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `query Made_Up_${secret} { alias_${secret}: cohort(id: "not-a-cohort-id") { id } }`,
        operationName: `Made_Up_${secret}`,
      }),
    });
    expect(posted.status).toBe(200);
    await posted.text();
    // The client's Cohorts document of the trusted manifest, by hash: named by its operation.
    const trusted = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        variables: { first: 1, projectId },
        extensions: { persistedQuery: { version: 1, sha256Hash: documentHash(CohortsDocument) } },
      }),
    });
    expect(trusted.status).toBe(200);
    expect((await graphqlBody(trusted)).errors).toBeUndefined();

    // Every other route, and refusals, counted by route alone.
    for (const path of ['/dashboard/', `/dashboard/${secret}.js`, `/${secret}`, `/health/${secret}`])
      await (await fetch(base + path)).arrayBuffer();
    await (await fetch(`${base}/graphql?query=${secret}`, { headers: { 'x-graphql-yoga-csrf': '1' } })).arrayBuffer();

    const metrics = await (await fetch(`${base}/metrics`)).text();
    expect(metrics).not.toContain(secret);
    expect(metrics).toMatch(/^ledger_http_request_duration_seconds_count\{route="\/dashboard",method="GET",status="200"\} [1-9]/m);
    expect(metrics).toMatch(/^ledger_http_request_duration_seconds_count\{route="\/dashboard",method="GET",status="404"\} [1-9]/m);
    expect(metrics).toMatch(/^ledger_http_request_duration_seconds_count\{route="other",method="GET",status="404"\} [1-9]/m);
    expect(metrics).toMatch(/^ledger_http_request_duration_seconds_count\{route="\/graphql",method="GET",status="401"\} [1-9]/m);
    expect(metrics).not.toContain(projectId);
    expect(metrics).not.toContain('cohorts(');
    expect(metrics).not.toMatch(/url="/);
    for (const value of labelsOf(metrics)) {
      if (before.has(value)) continue;
      const [name, text] = value.split('=') as [string, string];
      if (name === 'route') expect(['/graphql', '/dashboard', '/health', '/metrics', 'other']).toContain(text);
      if (name === 'operationName')
        expect([
          'other',
          'Cohorts',
          'CohortReliability',
          'ReliabilityOverview',
          'RecordAttempt',
          'RecordAttempts',
          'AppendAdjudication',
          'AttemptRecorded',
          'AdjudicationAppended',
          'ReliabilityChanged',
        ]).toContain(text);
      expect(name).not.toBe('path');
    }
    expect(metrics).toMatch(/^graphql_yoga_http_duration_count\{[^}]*operationName="Cohorts"[^}]*route="\/graphql"/m);
    expect(metrics).toMatch(/^graphql_envelop_request_duration_count\{operationName="other",operationType="query"\}/m);
  });

  it('is off in production unless METRICS_TOKEN is set, and then needs that token', async () => {
    const off = await serve({ NODE_ENV: 'production' });
    expect((await fetch(`${off.base}/metrics`)).status).toBe(404);

    const secret = 'metrics-secret-0123456789';
    const guarded = await serve({ NODE_ENV: 'production', METRICS_TOKEN: secret });
    expect((await fetch(`${guarded.base}/metrics`)).status).toBe(401);
    expect((await fetch(`${guarded.base}/metrics`, { headers: { authorization: 'Bearer wrong-token-0123456789' } })).status).toBe(401);
    const allowed = await fetch(`${guarded.base}/metrics`, { headers: { authorization: `Bearer ${secret}` } });
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toMatch(/ledger_attempts_recorded_total/);
  });
});

describe('logs', () => {
  it('writes one JSON line per request with its id, operation, duration, status and actor, never the token or the variables', async () => {
    const { base, logLines, rawLog } = await serve();
    const projectId = newProjectId();
    const recorder = await ledger.token({ roles: ['recorder'], projects: [projectId], actorRef: 'harness-logged' });
    const input = outcomeInput(projectId, { taskRef: 'task-secret-variable-value' });
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${recorder.token}` },
      body: JSON.stringify({ query: RECORD_ATTEMPT, variables: { input }, operationName: 'RecordAttempt' }),
    });
    expect(response.status).toBe(200);
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    await response.text();
    await new Promise((resolve) => setTimeout(resolve, 50));

    const line = logLines().find((entry) => entry.reqId === requestId);
    expect(line).toMatchObject({
      msg: 'request',
      method: 'POST',
      path: '/graphql',
      status: 200,
      operationName: 'RecordAttempt',
      actor: 'harness-logged',
    });
    expect(typeof line!.durationMs).toBe('number');
    expect(typeof line!.level).toBe('number');

    const refused = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer crl_not-a-real-token' },
      body: '{"query":"{ cohorts { edges { node { id } } } }"}',
    });
    expect(refused.status).toBe(401);
    await refused.text();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logLines().find((entry) => entry.reqId === refused.headers.get('x-request-id'))).toMatchObject({ status: 401 });

    const log = rawLog();
    expect(log).not.toContain(recorder.token);
    expect(log).not.toContain('crl_not-a-real-token');
    expect(log).not.toContain('task-secret-variable-value');
    expect(log).not.toContain(input.outcomeId);
  });
});

describe('CORS', () => {
  it('allows only the listed origins, never with credentials', async () => {
    const { base } = await serve({ CORS_ORIGINS: 'https://dashboard.example.org, http://localhost:5173' });
    const reader = await ledger.token({ roles: ['reader'], allProjects: true });
    const ask = (origin: string) =>
      fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${reader.token}`, origin },
        body: JSON.stringify({ query: '{ cohorts(first: 1) { edges { node { id } } } }' }),
      });
    const listed = await ask('https://dashboard.example.org');
    expect(listed.status).toBe(200);
    expect(listed.headers.get('access-control-allow-origin')).toBe('https://dashboard.example.org');
    expect(listed.headers.get('access-control-allow-credentials')).toBeNull();

    const other = await ask('https://evil.example.com');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    expect(other.headers.get('access-control-allow-credentials')).toBeNull();

    const preflight = await fetch(`${base}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://evil.example.com',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-headers')).toBeNull();
    const allowedPreflight = await fetch(`${base}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(allowedPreflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(allowedPreflight.headers.get('access-control-allow-headers')).toMatch(/authorization/);

    // Each of these answers depends on Origin, so each says so to caches.
    const withoutOrigin = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${reader.token}` },
      body: JSON.stringify({ query: '{ cohorts(first: 1) { edges { node { id } } } }' }),
    });
    const anonymous = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://dashboard.example.org' },
      body: '{}',
    });
    expect(anonymous.status).toBe(401);
    for (const [name, response] of Object.entries({ listed, other, preflight, allowedPreflight, withoutOrigin, anonymous })) {
      const vary = (response.headers.get('vary') ?? '').split(',').map((entry) => entry.trim().toLowerCase());
      expect(vary, name).toContain('origin');
    }
  });

  it('allows no origin at all by default', async () => {
    const { base } = await serve();
    const response = await fetch(`${base}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: 'https://anywhere.example', 'access-control-request-method': 'POST' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });
});

describe('the first admin token on a terminal', () => {
  it('is printed once and written to no file', async () => {
    const empty = await createTestLedger();
    const folder = mkdtempSync(path.join(tmpdir(), 'crl-tty-token-'));
    const printed: string[] = [];
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => (printed.push(String(chunk)), true));
    try {
      await announceFirstAdminToken(empty.db.pool, path.join(folder, 'token'), true);
      await announceFirstAdminToken(empty.db.pool, path.join(folder, 'token'), true);
    } finally {
      write.mockRestore();
      await empty.close();
    }
    const tokens = printed.join('').match(/crl_[A-Za-z0-9_-]{43}/g);
    expect(tokens).toHaveLength(1);
    expect(existsSync(path.join(folder, 'token'))).toBe(false);
    rmSync(folder, { recursive: true, force: true });
  });
});
