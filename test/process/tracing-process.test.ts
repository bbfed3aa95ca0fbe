// Tracing as an operator turns it on: a real server process (its entry registers the
// instrumentation before the database client loads) with the standard OTEL_* variables,
// exporting OTLP/HTTP (JSON) to a receiver of this test on the loopback address. Every
// GraphQL operation is a span, every statement it runs a span under it, the caller's
// `traceparent` is honoured, no span carries a parameter value, and the spans still
// buffered are sent when the process stops.
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, type TypedDocumentString } from '../helpers/graphql.js';
import { createTestLedger, type TestLedger } from '../helpers/ledger.js';
import { newProjectId, outcomeInput, RECORD_ATTEMPT } from '../helpers/outcomes.js';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js';

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
  arrayValue?: { values?: OtlpValue[] };
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: { key: string; value: OtlpValue }[];
}
interface ReceivedSpan extends OtlpSpan {
  service: string | undefined;
  pid: number | undefined;
  attribute(key: string): string | number | boolean | undefined;
}

const textOf = (value: OtlpValue): string | number | boolean | undefined =>
  value.stringValue ??
  (value.intValue !== undefined ? Number(value.intValue) : undefined) ??
  value.boolValue ??
  value.doubleValue ??
  (value.arrayValue ? JSON.stringify(value.arrayValue.values?.map(textOf) ?? []) : undefined);

/** An OTLP/HTTP trace receiver (JSON encoding) on 127.0.0.1: keeps every span it is sent. */
function startReceiver(): Promise<{ url: string; spans: ReceivedSpan[]; close(): Promise<void> }> {
  const spans: ReceivedSpan[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/traces' || !request.headers['content-type']?.startsWith('application/json')) {
        response.writeHead(404).end();
        return;
      }
      const payload = JSON.parse(body) as {
        resourceSpans?: { resource?: { attributes?: OtlpSpan['attributes'] }; scopeSpans?: { spans?: OtlpSpan[] }[] }[];
      };
      for (const resourceSpans of payload.resourceSpans ?? []) {
        const resource = (key: string) => resourceSpans.resource?.attributes?.find((entry) => entry.key === key)?.value;
        const service = resource('service.name')?.stringValue;
        const pid = Number(resource('process.pid')?.intValue ?? Number.NaN) || undefined;
        for (const scope of resourceSpans.scopeSpans ?? [])
          for (const span of scope.spans ?? [])
            spans.push({
              ...span,
              service,
              pid,
              attribute(key) {
                const found = span.attributes?.find((entry) => entry.key === key);
                return found ? textOf(found.value) : undefined;
              },
            });
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        spans,
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    ),
  );
}

let ledger: TestLedger;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  ledger = await createTestLedger();
  receiver = await startReceiver();
});
afterAll(async () => {
  for (const server of servers) await server.stop();
  await receiver?.close();
  await ledger?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits (bounded) until the receiver holds spans that `ready` accepts. */
async function spansUntil(ready: (spans: ReceivedSpan[]) => boolean): Promise<ReceivedSpan[]> {
  for (let tries = 0; tries < 200 && !ready(receiver.spans); tries++) await sleep(50);
  return receiver.spans;
}

function ancestorsOf(span: ReceivedSpan, spans: ReceivedSpan[]): ReceivedSpan[] {
  const byId = new Map(spans.map((each) => [each.spanId, each]));
  const chain: ReceivedSpan[] = [];
  for (
    let parent = span.parentSpanId ? byId.get(span.parentSpanId) : undefined;
    parent;
    parent = parent.parentSpanId ? byId.get(parent.parentSpanId) : undefined
  )
    chain.push(parent);
  return chain;
}

describe('tracing of a server process configured by OTEL_* variables', () => {
  it("exports a span per operation in the caller's trace, with its statements under it and no parameter values", async () => {
    const projectId = newProjectId();
    const token = await ledger.token({ roles: ['recorder', 'reader'], projects: [projectId] });
    const server = await startServerProcess({
      DATABASE_URL: ledger.ownerUrl,
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_SERVICE_NAME: 'ledger-under-test',
      // Nothing is sent before the process stops: what arrives was flushed at shutdown.
      OTEL_BSP_SCHEDULE_DELAY: '600000',
    });
    servers.push(server);
    const post = <R, V>(document: TypedDocumentString<R, V>, variables: V, headers: Record<string, string> = {}) =>
      fetch(server.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token.token}`, ...headers },
        body: JSON.stringify({ query: String(document), variables }),
      }).then((response) => response.json() as Promise<{ data?: R; errors?: unknown }>);

    // Values only a parameter carries: none of them may appear in any span.
    const input = outcomeInput(projectId, { taskRef: `task-${randomBytes(6).toString('hex')}` });
    const recorded = await post(RECORD_ATTEMPT, { input });
    expect(recorded.data?.recordAttempt.__typename).toBe('RecordAttemptSuccess');

    const callerTrace = randomBytes(16).toString('hex');
    const callerSpan = randomBytes(8).toString('hex');
    const listed = await post(
      graphql(`query ProjectCohorts($projectId: String) { cohorts(first: 5, projectId: $projectId) { edges { node { id ledgerId } } } }`),
      { projectId },
      { traceparent: `00-${callerTrace}-${callerSpan}-01` },
    );
    expect(listed.errors).toBeUndefined();
    expect(listed.data?.cohorts.edges).toHaveLength(1);

    const isStatement = (span: ReceivedSpan) =>
      span.attribute('db.system.name') === 'postgresql' && typeof span.attribute('db.query.text') === 'string';
    const under = (operation: ReceivedSpan | undefined, spans: ReceivedSpan[]) =>
      operation ? spans.filter((span) => isStatement(span) && ancestorsOf(span, spans).includes(operation)) : [];
    const find = (spans: ReceivedSpan[], name: string) => spans.find((span) => span.name === name);
    expect(receiver.spans).toEqual([]);
    await server.stop();
    expect(await server.exited).toBe(0);
    const spans = await spansUntil(
      (all) => under(find(all, 'mutation.RecordAttempt'), all).length > 0 && under(find(all, 'query.ProjectCohorts'), all).length > 0,
    );

    const mutation = find(spans, 'mutation.RecordAttempt');
    expect(mutation, JSON.stringify(spans.map((span) => span.name))).toBeDefined();
    expect(mutation!.attribute('graphql.execute.operationName')).toBe('RecordAttempt');
    expect(mutation!.attribute('graphql.execute.operationType')).toBe('mutation');
    expect(mutation!.kind).toBe(2); // SPAN_KIND_SERVER
    expect(mutation!.service).toBe('ledger-under-test');
    expect(mutation!.parentSpanId ?? '').toBe(''); // no traceparent sent: a trace of its own
    const mutationStatements = under(mutation, spans);
    // The recording itself: one call of the database's recording function, its arguments as parameters.
    expect(mutationStatements.some((span) => /FROM crl_record_attempts\(\$1, \$2,/.test(String(span.attribute('db.query.text'))))).toBe(
      true,
    );

    const query = find(spans, 'query.ProjectCohorts')!;
    expect(query.attribute('graphql.execute.operationName')).toBe('ProjectCohorts');
    expect(query.attribute('graphql.execute.operationType')).toBe('query');
    expect(query.traceId).toBe(callerTrace);
    expect(query.parentSpanId).toBe(callerSpan);
    const queryStatements = under(query, spans);
    expect(queryStatements.every((span) => span.traceId === callerTrace)).toBe(true);
    expect(
      queryStatements.some((span) =>
        /FROM cohort c WHERE c\.project_id = ANY \(\$1::uuid\[\]\)/.test(String(span.attribute('db.query.text'))),
      ),
    ).toBe(true);

    // Statement text, never parameter values: not as the values attribute, not in any attribute.
    const secrets = [projectId, input.outcomeId, input.agentRunRef, input.taskRef, token.token];
    for (const span of spans) {
      expect(span.attribute('db.postgresql.values')).toBeUndefined();
      expect(span.attribute('graphql.execute.variables')).toBeUndefined();
      for (const { key, value } of span.attributes ?? []) {
        const text = String(textOf(value));
        for (const secret of secrets) expect(text, `${span.name} ${key}`).not.toContain(secret);
      }
    }
  });

  it('traces in every worker process when LEDGER_WORKERS > 1', async () => {
    const token = await ledger.token({ roles: ['reader'], allProjects: true });
    const server = await startServerProcess({
      DATABASE_URL: ledger.ownerUrl,
      LEDGER_WORKERS: '2',
      OTEL_TRACES_EXPORTER: 'otlp',
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `${receiver.url}/v1/traces`,
      OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '600000',
    });
    servers.push(server);
    const callerTrace = randomBytes(16).toString('hex');
    const callerSpan = randomBytes(8).toString('hex');
    const answer = await fetch(server.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token.token}`,
        traceparent: `00-${callerTrace}-${callerSpan}-01`,
      },
      body: JSON.stringify({ query: 'query InWorker { cohorts(first: 1) { edges { node { id } } } }' }),
    });
    expect(answer.status).toBe(200);
    await server.stop();
    expect(await server.exited).toBe(0);
    const inTrace = (spans: ReceivedSpan[]) => spans.filter((span) => span.traceId === callerTrace);
    const spans = inTrace(
      await spansUntil((all) => inTrace(all).some((span) => span.name === 'query.InWorker') && inTrace(all).length > 1),
    );
    const operation = spans.find((span) => span.name === 'query.InWorker')!;
    expect(operation.parentSpanId).toBe(callerSpan);
    // Served by a worker, not by the primary the test started; named by default.
    expect(operation.pid).toBeDefined();
    expect(operation.pid).not.toBe(server.child.pid);
    expect(operation.service).toBe('capability-reliability-ledger');
    expect(spans.some((span) => span.attribute('db.system.name') === 'postgresql' && span.parentSpanId === operation.spanId)).toBe(true);
  });
});
