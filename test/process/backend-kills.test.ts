// A failure the database causes is always typed (src/db/availability.ts): a real server
// process whose PostgreSQL backends are all terminated every 200 ms (and their running
// statements cancelled between) while requests of every kind run answers each one either as asked or with HTTP 503 and `UNAVAILABLE`, never
// with a masked "Unexpected error"; and a write whose statement runs out of time (held
// behind a lock past DB_STATEMENT_TIMEOUT_MS) answers the same typed, retryable error
// with nothing written, and its retry is recorded once.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverLoginRoleFor } from '../../src/db/login.js';
import { APPEND_ADJUDICATION } from '../helpers/adjudications.js';
import { AGREEMENT_RATES } from '../helpers/agreements.js';
import { GRADED_SUMMARY, registerTestRubric } from '../helpers/grading.js';
import { createTestLedger, type TestLedger } from '../helpers/ledger.js';
import { newProjectId, outcomeInput, RECORD_ATTEMPT } from '../helpers/outcomes.js';
import { RELIABILITY, RELIABILITY_OVERVIEW, RELIABILITY_SERIES } from '../helpers/reliability.js';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js';
import { expectTypename, graphql, type AppendAdjudicationInput } from '../helpers/graphql.js';
import type { TypedDocumentString } from '../generated/graphql.js';

const KILL_EVERY_MS = 200;
const KILLING_FOR_MS = 12_000;
const CLIENTS = 6;
const STATEMENT_TIMEOUT_MS = 1_000;

const RECORD_MANY = graphql(`
  mutation BackendKillsRecordMany($inputs: [RecordAttemptInput!]!) {
    recordAttempts(inputs: $inputs) { __typename ... on RecordAttemptsSuccess { results { result { __typename } } } ... on Error { message } }
  }
`);
const ATTEMPTS_PAGE = graphql(`
  query BackendKillsAttempts($projectId: String!) { attempts(projectId: $projectId, first: 50) { edges { node { ledgerId outcomeCode cohort { ledgerId } } } } }
`);
const COHORTS_PAGE = graphql(`
  query BackendKillsCohorts($projectId: String!) { cohorts(projectId: $projectId, first: 50) { edges { node { ledgerId capabilityKey attemptCount } } } }
`);

let ledger: TestLedger;
const projectId = newProjectId();
let recorder: string;
let adjudicator: string;
let reader: string;
let cohortId: string;
let attemptIds: string[] = [];
let rubricDigest: string;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  ledger = await createTestLedger();
  recorder = (await ledger.token({ roles: ['recorder'], projects: [projectId] })).token;
  adjudicator = (await ledger.token({ roles: ['adjudicator'], projects: [projectId] })).token;
  reader = (await ledger.token({ roles: ['reader'], projects: [projectId] })).token;
  const admin = await ledger.token({ roles: ['admin', 'reader'], allProjects: true });
  for (let index = 0; index < 5; index++) {
    const recorded = await ledger.gql(recorder, RECORD_ATTEMPT, { input: outcomeInput(projectId, { capabilities: ['kills.a'] }) });
    const attempt = expectTypename(recorded.data.recordAttempt, 'RecordAttemptSuccess').attempts[0]!;
    expect(attempt, recorded.text.slice(0, 300)).toBeDefined();
    attemptIds.push(attempt.id);
    cohortId = attempt.cohort.id;
  }
  rubricDigest = await registerTestRubric(ledger, admin.token, { criteria: [{ id: 'kills' }] });
});
afterAll(async () => {
  for (const server of servers) await server.stop();
  await ledger?.close();
});

/** An answer over HTTP: its body as GraphQL states it (data absent or null when the request failed). */
interface Answer<TResult = unknown> {
  status: number;
  body: { data?: TResult | null; errors?: { message: string; extensions?: { code?: unknown } }[] };
  text: string;
}

/** Sends `document` (typed: its variables checked and its data typed; or text) to a server process. */
async function post<TResult, TVariables>(
  url: string,
  token: string,
  document: TypedDocumentString<TResult, TVariables> | string,
  variables: NoInfer<TVariables>,
): Promise<Answer<TResult>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: String(document), variables }),
    signal: AbortSignal.timeout(20_000),
  });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as Answer<TResult>['body'], text };
}

/** A 503 that names UNAVAILABLE, with the retry advice and nothing internal. */
function isTypedUnavailable(answer: Answer): boolean {
  const errors = answer.body.errors ?? [];
  return (
    answer.status === 503 &&
    errors.length > 0 &&
    errors.every(
      (error) =>
        error.extensions?.code === 'UNAVAILABLE' &&
        /retry/.test(error.message) &&
        !/SELECT|INSERT|\bat \S+:\d+|Prisma|pg_/.test(error.message),
    )
  );
}

/** One request of a kind the ledger serves, and what its answer must be when it succeeds. */
interface ServedRequest {
  name: string;
  token: () => string;
  query: string;
  variables: () => unknown;
  /** Whether the data answered is the success asked for; null or absent when the request failed. */
  succeeded: (data: unknown) => boolean;
}

/**
 * A request of `document`: its variables checked against the document, its data read as the
 * document types it (a document sent as text types its data by what `succeeded` reads).
 */
function request<TResult, TVariables>(entry: {
  name: string;
  token: () => string;
  document: TypedDocumentString<TResult, TVariables> | string;
  variables: () => NoInfer<TVariables>;
  succeeded: (data: TResult | null | undefined) => boolean;
}): ServedRequest {
  const { document, succeeded, ...rest } = entry;
  return { ...rest, query: String(document), succeeded: (data) => succeeded(data as TResult | null | undefined) };
}

/** One request of each kind the ledger serves. */
const requests: ServedRequest[] = [
  request({
    name: 'recordAttempt',
    token: () => recorder,
    document: RECORD_ATTEMPT,
    variables: () => ({ input: outcomeInput(projectId, { capabilities: ['kills.a'] }) }),
    succeeded: (d) => d?.recordAttempt?.__typename === 'RecordAttemptSuccess',
  }),
  request({
    name: 'recordAttempts',
    token: () => recorder,
    document: RECORD_MANY,
    variables: () => ({ inputs: Array.from({ length: 20 }, () => outcomeInput(projectId, { capabilities: ['kills.a', 'kills.b'] })) }),
    succeeded: (d) =>
      d?.recordAttempts?.__typename === 'RecordAttemptsSuccess' &&
      d.recordAttempts.results.every((item) => item.result.__typename === 'RecordAttemptSuccess'),
  }),
  request({
    name: 'appendAdjudication',
    token: () => adjudicator,
    document: APPEND_ADJUDICATION,
    variables: () => ({
      input: {
        attemptId: attemptIds[Math.floor(Math.random() * attemptIds.length)]!,
        idempotencyKey: `kill-${randomUUID()}`,
        kind: 'HUMAN_ACCEPTED' as const,
      },
    }),
    succeeded: (d) => d?.appendAdjudication?.__typename === 'AppendAdjudicationSuccess',
  }),
  request({
    name: 'reliability',
    token: () => reader,
    document: RELIABILITY,
    variables: () => ({ cohortId, minSamples: 1 }),
    succeeded: (d) => d?.reliability?.__typename === 'ReliabilityReport',
  }),
  request({
    name: 'reliabilityOverview',
    token: () => reader,
    document: RELIABILITY_OVERVIEW,
    variables: () => ({ projectId, minSamples: 1 }),
    succeeded: (d) => d?.reliabilityOverview?.__typename === 'ReliabilityOverviewConnection',
  }),
  request({
    name: 'reliabilitySeries',
    token: () => reader,
    document: RELIABILITY_SERIES,
    variables: () => ({ cohortId, bucket: 'DAY' as const, from: new Date(Date.now() - 2 * 86_400_000).toISOString() }),
    succeeded: (d) => d?.reliabilitySeries?.__typename === 'ReliabilitySeries',
  }),
  request({
    name: 'gradedSummary',
    token: () => reader,
    document: GRADED_SUMMARY,
    variables: () => ({ cohortId, rubricDigest, minSamples: 1 }),
    succeeded: (d) => d?.gradedSummary?.__typename === 'GradedSummary',
  }),
  request({
    name: 'agreementRates',
    token: () => reader,
    document: AGREEMENT_RATES,
    variables: () => ({ projectId }),
    succeeded: (d) => d?.agreementRates?.__typename === 'AgreementRatesReport',
  }),
  request({
    name: 'attempts',
    token: () => reader,
    document: ATTEMPTS_PAGE,
    variables: () => ({ projectId }),
    succeeded: (d) => Array.isArray(d?.attempts?.edges),
  }),
  request({
    name: 'cohorts',
    token: () => reader,
    document: COHORTS_PAGE,
    variables: () => ({ projectId }),
    succeeded: (d) => Array.isArray(d?.cohorts?.edges),
  }),
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('backends terminated and statements cancelled under every kind of request', () => {
  it('answers every failure with a typed 503 UNAVAILABLE, never an unexpected error', async () => {
    const server = await startServerProcess({ DATABASE_URL: ledger.ownerUrl, DB_POOL_SIZE: '8' });
    servers.push(server);
    const database = new URL(ledger.ownerUrl).pathname.slice(1);
    const appRole = serverLoginRoleFor(database);

    const counts = new Map<string, { ok: number; unavailable: number }>(requests.map(({ name }) => [name, { ok: 0, unavailable: 0 }]));
    const untyped: string[] = [];
    let running = true;
    const client = async (offset: number) => {
      for (let turn = offset; running; turn++) {
        const request = requests[turn % requests.length]!;
        let answer: Answer;
        try {
          answer = await post(server.url, request.token(), request.query, request.variables());
        } catch (error) {
          untyped.push(`${request.name}: no answer (${String(error)})`);
          continue;
        }
        const count = counts.get(request.name)!;
        if (answer.status === 200 && !answer.body.errors && request.succeeded(answer.body.data)) count.ok++;
        else if (isTypedUnavailable(answer)) {
          count.unavailable++;
          await sleep(20);
        } else untyped.push(`${request.name}: ${answer.status} ${answer.text.slice(0, 300)}`);
      }
    };
    const clients = Array.from({ length: CLIENTS }, (_, index) => client(index));

    // Every other tick cancels the statements running instead (what statement_timeout and
    // an operator's pg_cancel_backend do), then the next terminates every backend.
    let terminated = 0;
    let cancelled = 0;
    const started = Date.now();
    for (let tick = 0; Date.now() - started < KILLING_FOR_MS; tick++) {
      await sleep(KILL_EVERY_MS / 2);
      const cancel = tick % 2 === 0;
      const { rows } = await ledger.owner.query<{ n: number }>(
        cancel
          ? `SELECT count(*) FILTER (WHERE pg_cancel_backend(pid))::int AS n FROM pg_stat_activity WHERE usename = $1 AND datname = $2 AND state = 'active'`
          : `SELECT count(*) FILTER (WHERE pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE usename = $1 AND datname = $2`,
        [appRole, database],
      );
      if (cancel) cancelled += rows[0]!.n;
      else terminated += rows[0]!.n;
    }
    running = false;
    await Promise.all(clients);

    const summary = [...counts].map(([name, { ok, unavailable }]) => `${name} ${ok}/${unavailable}`).join(', ');
    console.log(
      `backend kills: ${terminated} backends terminated, ${cancelled} statements cancelled; answered/unavailable: ${summary}; untyped: ${untyped.length}`,
    );
    expect(server.alive()).toBe(true);
    expect(untyped).toEqual([]);
    expect(terminated).toBeGreaterThan(10);
    expect([...counts.values()].reduce((total, { unavailable }) => total + unavailable, 0)).toBeGreaterThan(0);
    // Every kind was served too: between kills, and after them.
    for (const request of requests) {
      const answer = await post(server.url, request.token(), request.query, request.variables());
      expect(request.succeeded(answer.body.data), `${request.name}: ${answer.text.slice(0, 300)}`).toBe(true);
    }
  }, 120_000);
});

describe('a write that runs out of time', () => {
  it('answers a typed, retryable 503 with nothing written, and its retry is recorded once', async () => {
    const server = await startServerProcess({ DATABASE_URL: ledger.ownerUrl, DB_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS) });
    servers.push(server);
    const holder = new pg.Client({ connectionString: ledger.ownerUrl });
    await holder.connect();
    try {
      const attemptInput = outcomeInput(projectId, { capabilities: ['kills.timeout'] });
      const adjudicationInput: AppendAdjudicationInput = {
        attemptId: attemptIds[0]!,
        idempotencyKey: `timeout-${randomUUID()}`,
        kind: 'HUMAN_REJECTED',
      };
      // Every insert into the two tables waits behind this lock, longer than a statement may run.
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE attempt, adjudication IN EXCLUSIVE MODE');
      const write = await post(server.url, recorder, RECORD_ATTEMPT, { input: attemptInput });
      const adjudication = await post(server.url, adjudicator, APPEND_ADJUDICATION, { input: adjudicationInput });
      expect(isTypedUnavailable(write), write.text.slice(0, 300)).toBe(true);
      expect(isTypedUnavailable(adjudication), adjudication.text.slice(0, 300)).toBe(true);
      expect(write.body.errors?.[0]?.message).toMatch(/nothing was written/);

      const stored = async () => ({
        attempts: (
          await ledger.owner.query<{ n: number }>('SELECT count(*)::int AS n FROM attempt WHERE project_id = $1 AND outcome_id = $2', [
            projectId,
            attemptInput.outcomeId,
          ])
        ).rows[0]!.n,
        adjudications: (
          await ledger.owner.query<{ n: number }>('SELECT count(*)::int AS n FROM adjudication WHERE idempotency_key = $1', [
            adjudicationInput.idempotencyKey,
          ])
        ).rows[0]!.n,
      });
      expect(await stored()).toEqual({ attempts: 0, adjudications: 0 });
      await holder.query('ROLLBACK');

      const retried = await post(server.url, recorder, RECORD_ATTEMPT, { input: attemptInput });
      expect(retried.body.data?.recordAttempt, retried.text.slice(0, 300)).toMatchObject({
        __typename: 'RecordAttemptSuccess',
        replayed: false,
      });
      const retriedAdjudication = await post(server.url, adjudicator, APPEND_ADJUDICATION, { input: adjudicationInput });
      expect(retriedAdjudication.body.data?.appendAdjudication, retriedAdjudication.text.slice(0, 300)).toMatchObject({
        __typename: 'AppendAdjudicationSuccess',
        replayed: false,
      });
      expect(await stored()).toEqual({ attempts: 1, adjudications: 1 });
      // The server logs what happened, for its operator; the client saw none of it.
      expect(server.output()).toMatch(/statement timeout/);
    } finally {
      await holder.query('ROLLBACK').catch(() => undefined);
      await holder.end();
    }
  }, 120_000);
});
