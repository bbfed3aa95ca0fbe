// The typed client's retries (client/index.ts, docs/clients.md "Retries"): a 503 UNAVAILABLE
// (or 502/504) is tried again, bounded, with the same bytes, for a query and for a mutation
// whose retry is a replay; any other mutation is sent once. A real HTTP proxy stands between
// the client and the real server: it answers 503 as the ledger does when its database is
// away, or lets a request through and loses the answer, and records every body it received.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CohortReliabilityDocument,
  createLedgerClient,
  DEFAULT_RETRY_POLICY,
  isRetryable,
  LedgerRequestError,
  RecordAttemptDocument,
  REPLAYABLE_MUTATIONS,
  retryDelayMs,
  type RecordAttemptInput,
} from '../../client/index.js';
import * as generated from '../../client/generated/graphql.js';
import { TypedDocumentString } from '../../client/generated/graphql.js';
import { createTestLedger, type TestLedger, type TestToken } from '../helpers/ledger.js';
import { newProjectId, outcomeInput } from '../helpers/outcomes.js';

/** What the proxy does with the next request: answer 503 itself, pass it and lose the answer, or pass it. */
type Step = 'unavailable' | 'lose' | 'pass';

let ledger: TestLedger;
let proxy: Server;
let url: string;
let recorder: TestToken;
let admin: TestToken;
const projectId = newProjectId();
let plan: Step[] = [];
let received: string[] = [];

const UNAVAILABLE = JSON.stringify({
  errors: [{ message: 'the database cannot be reached; nothing was written', extensions: { code: 'UNAVAILABLE' } }],
});

beforeAll(async () => {
  ledger = await createTestLedger();
  recorder = await ledger.token({ roles: ['recorder', 'reader'], projects: [projectId] });
  admin = await ledger.token({ roles: ['admin'], projects: [projectId] });
  proxy = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    received.push(body);
    const step = plan.shift() ?? 'pass';
    if (step !== 'unavailable') {
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      );
      const answer = await ledger.yoga.fetch('http://ledger.test/graphql', { method: 'POST', headers, body });
      const text = await answer.text();
      if (step === 'pass') {
        response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' }).end(text);
        return;
      }
    }
    response.writeHead(503, { 'content-type': 'application/graphql-response+json', 'retry-after': '0' }).end(UNAVAILABLE);
  });
  proxy.listen(0, '127.0.0.1');
  await once(proxy, 'listening');
  url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/graphql`;
});
afterAll(async () => {
  proxy?.close();
  await ledger?.close();
});

function through(steps: Step[]) {
  plan = [...steps];
  received = [];
}

async function attemptsOf(outcomeId: string): Promise<number> {
  return (await ledger.owner.query<{ n: number }>('SELECT count(*)::int AS n FROM attempt WHERE outcome_id = $1', [outcomeId])).rows[0]!.n;
}

describe('the typed client tries again', () => {
  it('after 503s, a recorded outcome with the same bytes each time, written once', async () => {
    const client = createLedgerClient({ url, token: recorder.token });
    const input = outcomeInput(projectId);
    through(['unavailable', 'unavailable', 'pass']);
    const { recordAttempt } = await client.request(RecordAttemptDocument, { input });
    if (recordAttempt.__typename !== 'RecordAttemptSuccess') throw new Error(recordAttempt.__typename);
    expect(recordAttempt.replayed).toBe(false);
    expect(received).toHaveLength(3);
    expect(new Set(received).size).toBe(1);
    expect(await attemptsOf(input.outcomeId)).toBe(1);
  });

  it('after an answer lost behind a written try: the retry is answered as a replay, nothing written twice', async () => {
    const client = createLedgerClient({ url, token: recorder.token });
    const input = outcomeInput(projectId);
    through(['lose', 'pass']);
    const { recordAttempt } = await client.request(RecordAttemptDocument, { input });
    if (recordAttempt.__typename !== 'RecordAttemptSuccess') throw new Error(recordAttempt.__typename);
    expect(recordAttempt.replayed).toBe(true);
    expect(received).toHaveLength(2);
    expect(received[1]).toBe(received[0]);
    expect(await attemptsOf(input.outcomeId)).toBe(1);
  });

  it('a read, and gives up after its attempts with the 503 it was answered', async () => {
    const client = createLedgerClient({ url, token: recorder.token, retry: { attempts: 3 } });
    through(['unavailable', 'unavailable', 'unavailable', 'pass']);
    const failed = await client
      .request(CohortReliabilityDocument, { cohortId: 'Q29ob3J0Om5vbmU=', minSamples: 1 })
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(LedgerRequestError);
    expect((failed as LedgerRequestError).status).toBe(503);
    expect((failed as LedgerRequestError).codes).toEqual(['UNAVAILABLE']);
    expect(received).toHaveLength(3);
    expect(new Set(received).size).toBe(1);
    plan = [];
  });
});

describe('the typed client sends once', () => {
  it('a mutation whose retry is not a replay: createWebhookEndpoint shows its secret once', async () => {
    const client = createLedgerClient({ url, token: admin.token, send: 'document' });
    const create = new TypedDocumentString<{ createWebhookEndpoint: { __typename: string } }, { projectId: string }>(
      'mutation CreateWebhookEndpoint($projectId: String!) { createWebhookEndpoint(input: { projectId: $projectId, url: "https://example.com/hook", kinds: [STATE_CHANGED] }) { __typename } }',
    );
    through(['unavailable', 'pass']);
    const failed = await client.request(create, { projectId }).catch((error: unknown) => error);
    expect((failed as LedgerRequestError).status).toBe(503);
    expect(received).toHaveLength(1);
    plan = [];
  });

  it('anything, with retry: false', async () => {
    const client = createLedgerClient({ url, token: recorder.token, retry: false });
    through(['unavailable', 'pass']);
    const failed = await client.request(RecordAttemptDocument, { input: outcomeInput(projectId) }).catch((error: unknown) => error);
    expect((failed as LedgerRequestError).codes).toEqual(['UNAVAILABLE']);
    expect(received).toHaveLength(1);
    plan = [];
  });
});

describe('which requests are retried, and after how long', () => {
  it('names as replayable mutations only mutations of the typed client', () => {
    const mutations = Object.values(generated)
      .map((value) => /^\s*mutation\s+(\w+)/.exec(String(value))?.[1])
      .filter((name): name is string => name !== undefined);
    expect(REPLAYABLE_MUTATIONS.filter((name) => !mutations.includes(name))).toEqual([]);
  });

  it('queries and the replayable mutations; not another mutation, nor a subscription', () => {
    expect(isRetryable(RecordAttemptDocument.toString())).toBe(true);
    expect(isRetryable(CohortReliabilityDocument.toString())).toBe(true);
    expect(isRetryable('{ cohorts { totalCount } }')).toBe(true);
    expect(isRetryable('mutation CreateWebhookEndpoint { createWebhookEndpoint { __typename } }')).toBe(false);
    expect(isRetryable('mutation { recordAttempt { __typename } }')).toBe(false);
    expect(isRetryable('subscription AlertRaised { alertRaised { __typename } }')).toBe(false);
  });

  it('waits the backoff, doubling to its cap, or the Retry-After seconds (capped); an HTTP date falls back to the backoff', () => {
    const policy = DEFAULT_RETRY_POLICY;
    expect([1, 2, 3, 4, 10].map((retry) => retryDelayMs(policy, retry, null))).toEqual([200, 400, 800, 1600, 10_000]);
    expect(retryDelayMs(policy, 1, '1')).toBe(1000);
    expect(retryDelayMs(policy, 1, '0')).toBe(0);
    expect(retryDelayMs(policy, 1, '3600')).toBe(10_000);
    expect(retryDelayMs(policy, 3, 'Wed, 21 Oct 2026 07:28:00 GMT')).toBe(800);
  });
});
