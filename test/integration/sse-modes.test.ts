// The two modes of GraphQL over SSE, driven by the graphql-sse client library itself:
// distinct connections receive events; single-connection mode is refused with an answer
// that names the mode to use (src/modules/live/sse-modes.ts), never a silent stream.
import { createClient, type Client, type ExecutionResult } from 'graphql-sse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SINGLE_CONNECTION_REFUSAL } from '../../src/modules/live/sse-modes.js';
import { createTestLedger, type TestLedger } from '../helpers/ledger.js';
import { newProjectId, outcomeInput, RECORD_ATTEMPT } from '../helpers/outcomes.js';
import { graphql, type SseModesLiveSubscription } from '../helpers/graphql.js';

let ledger: TestLedger;
const projectId = newProjectId();
let reader: string;
let recorder: string;

beforeAll(async () => {
  ledger = await createTestLedger();
  reader = (await ledger.token({ roles: ['reader'], projects: [projectId] })).token;
  recorder = (await ledger.token({ roles: ['recorder'], projects: [projectId] })).token;
});
afterAll(async () => ledger?.close());

const SUBSCRIPTION = String(
  graphql(`subscription SseModesLive($projectId: String!) { attemptRecorded(projectId: $projectId) { projectId count } }`),
);

function clientFor(token: string, singleConnection: boolean): Client {
  return createClient({
    url: 'http://ledger.test/graphql',
    singleConnection,
    retryAttempts: 0,
    headers: { authorization: `Bearer ${token}` },
    fetchFn: (input: RequestInfo | URL, init?: RequestInit) => ledger.yoga.fetch(String(input), init ?? {}),
  });
}

describe('GraphQL over SSE', () => {
  it('distinct connections: the subscription receives the event of a write', async () => {
    const client = clientFor(reader, false);
    const events = client.iterate<SseModesLiveSubscription>({ query: SUBSCRIPTION, variables: { projectId } });
    const first = events.next();
    // the write comes once the subscription listens: retry until its event arrives
    let event: IteratorResult<ExecutionResult<SseModesLiveSubscription, unknown>, undefined> | undefined;
    for (let tries = 0; tries < 20 && !event; tries += 1) {
      await ledger.gql(recorder, RECORD_ATTEMPT, { input: outcomeInput(projectId) });
      event = await Promise.race([first, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 500))]);
    }
    const data = event?.value?.data;
    expect(data?.attemptRecorded).toMatchObject({ projectId });
    expect(data!.attemptRecorded.count).toBeGreaterThanOrEqual(1);
    await events.return?.();
    client.dispose();
  });

  it('single connection: the reservation is refused with a message naming distinct connections, and nothing is streamed', async () => {
    const client = clientFor(reader, true);
    const events = client.iterate({ query: SUBSCRIPTION, variables: { projectId } });
    const failure = await events.next().then(
      () => null,
      (error: unknown) => error as Error & { response?: Response },
    );
    expect(failure).not.toBeNull();
    expect(failure!.message).toBe('Server responded with 405: Single-connection SSE not supported; use distinct connections');
    expect(await failure!.response!.json()).toEqual({
      errors: [{ message: SINGLE_CONNECTION_REFUSAL, extensions: { code: 'SSE_SINGLE_CONNECTION_UNSUPPORTED' } }],
    });
    client.dispose();
  });

  it('refuses the single-connection stream and operations by their token too, and never before authentication', async () => {
    const headers = { authorization: `Bearer ${reader}`, accept: 'text/event-stream', 'content-type': 'application/json' };
    const byHeader = await ledger.yoga.fetch('http://ledger.test/graphql', {
      method: 'POST',
      headers: { ...headers, 'x-graphql-event-stream-token': 'abc' },
      body: JSON.stringify({ query: SUBSCRIPTION, variables: { projectId } }),
    });
    expect(byHeader.status).toBe(405);
    const byParameter = await ledger.yoga.fetch('http://ledger.test/graphql?token=abc', { method: 'GET', headers });
    expect(byParameter.status).toBe(405);
    const anonymous = await ledger.yoga.fetch('http://ledger.test/graphql', { method: 'PUT' });
    expect(anonymous.status).toBe(401);
  });
});
