// The server survives its database going away (docs/running.md, "When the database
// goes away"): a real server process under concurrent recordAttempt load while the
// test kills its PostgreSQL several times. The server stays up, answers 503
// UNAVAILABLE during the outage, serves again within 2 s of the database's return,
// every write ends up in the ledger exactly once, and its reports (each of which reads
// the ledger's clock) are served after every crash recovery. An embedded PostgreSQL killed
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
import { AGREEMENT_RATES } from '../helpers/agreements.js';
import { GRADED_SUMMARY, registerTestRubric, STORE_ANNOTATION } from '../helpers/grading.js';
import { SHARED_PROSE_PROJECT } from '../../src/modules/annotations/store.js';
import { RECORD_ATTEMPT } from '../helpers/outcomes.js';
import { RELIABILITY, RELIABILITY_OVERVIEW, RELIABILITY_SERIES } from '../helpers/reliability.js';
import type { TypedDocumentString } from '../generated/graphql.js';
import { expectTypename, graphqlBody } from '../helpers/graphql.js';
import type { GraphQLResponse } from '../helpers/ledger.js';

const RECORD = /* GraphQL */ `
  mutation Record($input: RecordAttemptInput!) {
    recordAttempt(input: $input) { __typename ... on RecordAttemptSuccess { replayed } ... on Error { message } }
  }
`;
/** What `record` reads of an answer to RECORD (sent as text): absent members when the request failed. */
interface RecordAnswer {
  data?: { recordAttempt?: { __typename: string } | null } | null;
  errors?: { message: string; extensions?: { code?: unknown } }[];
}
/** What the reports' check reads of each answer (sent as text): the answer's __typename, by the report's name. */
type ReportsAnswer = Record<string, { __typename: string } | null> | null | undefined;
const REQUEST_BOUND_MS = 10_000;
const RECOVERY_BOUND_MS = 2_000;

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Outcome =
  | { kind: 'acknowledged' }
  | { kind: 'unavailable' }
  | { kind: 'no-answer'; detail: string }
  | { kind: 'unexpected'; detail: string };

async function record(url: string, token: string, input: unknown): Promise<Outcome> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: RECORD, variables: { input } }),
      signal: AbortSignal.timeout(REQUEST_BOUND_MS),
    });
    const text = await response.text();
    const body = JSON.parse(text) as RecordAnswer;
    if (response.status === 200 && body.data?.recordAttempt?.__typename === 'RecordAttemptSuccess') return { kind: 'acknowledged' };
    if (
      response.status === 503 &&
      body.errors?.[0]?.extensions?.code === 'UNAVAILABLE' &&
      !/at |\/|SELECT|INSERT/.test(body.errors[0]!.message)
    )
      return { kind: 'unavailable' };
    return { kind: 'unexpected', detail: `${response.status} ${text.slice(0, 300)}` };
  } catch (error) {
    // the bound was hit, or the connection failed: the client does not know, and retries
    return { kind: 'no-answer', detail: String(error) };
  }
}

/** Sends `document` (typed: its variables checked and its data typed; or text) to the server process. */
async function post<TResult, TVariables>(
  url: string,
  token: string,
  document: TypedDocumentString<TResult, TVariables> | string,
  variables?: NoInfer<TVariables>,
): Promise<GraphQLResponse<TResult>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: String(document), variables: variables ?? {} }),
    signal: AbortSignal.timeout(REQUEST_BOUND_MS),
  });
  const text = await response.text();
  const body = JSON.parse(text) as Pick<GraphQLResponse<TResult>, 'data' | 'errors'>;
  return { status: response.status, data: body.data, errors: body.errors, text };
}

/**
 * Every report that reads the ledger's clock (docs/specification.md §6), once; the
 * answers that are not the report, as "name: status body". A primary that went through
 * crash recovery is still the primary: its reports are served, not refused as a standby's.
 */
async function reportProblems(
  url: string,
  token: string,
  ids: { projectId: string; cohortId: string; rubricDigest: string },
): Promise<string[]> {
  const from = new Date(Date.now() - 2 * 86_400_000).toISOString();
  const asked = [
    {
      name: 'reliability',
      expected: 'ReliabilityReport',
      query: String(RELIABILITY),
      variables: { cohortId: ids.cohortId, minSamples: 1 },
    },
    {
      name: 'reliabilityOverview',
      expected: 'ReliabilityOverviewConnection',
      query: String(RELIABILITY_OVERVIEW),
      variables: { projectId: ids.projectId, minSamples: 1 },
    },
    {
      name: 'reliabilitySeries',
      expected: 'ReliabilitySeries',
      query: String(RELIABILITY_SERIES),
      variables: { cohortId: ids.cohortId, bucket: 'DAY', from },
    },
    {
      name: 'gradedSummary',
      expected: 'GradedSummary',
      query: String(GRADED_SUMMARY),
      variables: { cohortId: ids.cohortId, rubricDigest: ids.rubricDigest, minSamples: 1 },
    },
    { name: 'agreementRates', expected: 'AgreementRatesReport', query: String(AGREEMENT_RATES), variables: { projectId: ids.projectId } },
  ];
  const problems: string[] = [];
  for (const { name, expected, query, variables } of asked) {
    try {
      const answer = await post<ReportsAnswer, Record<string, unknown>>(url, token, query, variables);
      if (answer.data?.[name]?.__typename !== expected) problems.push(`${name}: ${answer.status} ${answer.text.slice(0, 200)}`);
    } catch (error) {
      problems.push(`${name}: ${String(error)}`);
    }
  }
  return problems;
}

/** The reports, asked again for up to 3 s after the database is back (the pool may still hold a dead connection). */
async function reportProblemsAfterRecovery(url: string, token: string, ids: Parameters<typeof reportProblems>[2]): Promise<string[]> {
  let problems = await reportProblems(url, token, ids);
  for (let waited = 0; problems.length > 0 && waited < 3_000; waited += 200) {
    await sleep(200);
    problems = await reportProblems(url, token, ids);
  }
  return problems;
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
    const { token } = await issueToken(owner, {
      actorRef: 'outage-harness',
      roles: ['recorder'],
      allProjects: false,
      projectIds: [projectId],
      createdBy: 'test',
    });
    const { token: readerToken } = await issueToken(owner, {
      actorRef: 'outage-reader',
      roles: ['reader'],
      allProjects: false,
      projectIds: [projectId],
      createdBy: 'test',
    });
    const { token: adminToken } = await issueToken(owner, {
      actorRef: 'outage-admin',
      roles: ['admin'],
      allProjects: true,
      projectIds: [],
      createdBy: 'test',
    });
    const first = await post(server.url, token, RECORD_ATTEMPT, { input: outcomeInput(projectId, { capabilities: ['outage.a'] }) });
    expect(first.data?.recordAttempt?.__typename).toBe('RecordAttemptSuccess');
    const rubricDigest = await registerTestRubric(
      {
        gql: <TResult, TVariables>(
          bearer: string | null,
          document: TypedDocumentString<TResult, TVariables> | string,
          variables?: TVariables,
        ) => post(server.url, bearer!, document, variables),
      },
      adminToken,
      { criteria: [{ id: 'outage' }] },
    );
    const reportIds = {
      projectId,
      cohortId: expectTypename(first.data.recordAttempt, 'RecordAttemptSuccess').attempts[0]!.cohort.id,
      rubricDigest,
    };
    expect(await reportProblems(server.url, readerToken, reportIds)).toEqual([]);

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
      // Crash recovery replayed WAL: the primary's reports are served, not refused as a lagging standby's.
      expect(await reportProblemsAfterRecovery(server.url, readerToken, reportIds), `reports after the recovery from ${signal}`).toEqual(
        [],
      );
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
    const { rows } = await owner.query<{ n: number }>('SELECT count(*)::int AS n FROM attempt WHERE project_id = $1', [projectId]);
    expect(rows[0]!.n).toBe(acknowledged.length + unanswered.length + 1);

    // The server's transparency log sequencer lived through the outages too: every attempt becomes a leaf.
    const unsequenced = async () =>
      (
        await owner.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM attempt a WHERE NOT EXISTS (SELECT 1 FROM transparency_leaf l WHERE l.table_name = 'attempt' AND l.row_key = a.id::text)`,
        )
      ).rows[0]!.n;
    for (let waited = 0; (await unsequenced()) > 0 && waited < 20_000; waited += 100) await sleep(100);
    expect(await unsequenced()).toBe(0);
    expect(server.output()).not.toMatch(/"level":(50|60)[^\n]*transparency/);
  }, 180_000); // four outages, the reports after each, and an embedded PostgreSQL of its own: one to two minutes on a loaded machine
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
      }).then(async (response) => ({ status: response.status, body: await graphqlBody(response) }));
    expect((await query()).status).toBe(200);

    for (const signal of ['SIGKILL', 'SIGQUIT'] as const) {
      // A write since the last checkpoint, so that the restart replays WAL (crash recovery proper).
      const stored = await post(server.url, token!, STORE_ANNOTATION, { p: SHARED_PROSE_PROJECT, t: `before ${signal}` });
      expect(stored.data?.storeAnnotation?.__typename, stored.text.slice(0, 300)).toBe('StoreAnnotationSuccess');
      expect(expectTypename(stored.data.storeAnnotation, 'StoreAnnotationSuccess').annotation.digest).toMatch(/./);
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
      // The restarted PostgreSQL recovered from its WAL and is still the primary: reports read its clock.
      const overview = await post(server.url, token!, RELIABILITY_OVERVIEW, { projectId: newProjectId() });
      expect(overview.data?.reliabilityOverview?.__typename, overview.text.slice(0, 300)).toBe('ReliabilityOverviewConnection');
      expect(server.alive()).toBe(true);
      expect(postmasterPid(dataDir)).not.toBe(pid);
    }
    expect(server.output()).toMatch(/embedded PostgreSQL exited .*restarting it/);
    expect(server.output()).toMatch(/embedded PostgreSQL restarted/);
    await server.stop();
    expect(server.child.exitCode).toBe(0);
  });
});
