// Tracing in-process, with an in-memory exporter: the SDK is started before the database
// client loads (the helper is imported after it), as the server's entries do. Queries run
// on the compiled executor (graphql-jit) and mutations too; the operation span still
// surrounds their statements. What reaches a span: the operation's name and type, its
// document only when it has no inline arguments, statement text without values.
import { randomUUID } from 'node:crypto';
import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace';
import { SpanStatusCode, trace } from '@opentelemetry/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTracing, stopTracing, tracingActive } from '../../src/tracing.js';
import { newProjectId, outcomeInput, RECORD_ATTEMPT } from '../helpers/outcomes.js';
import type { TestLedger } from '../helpers/ledger.js';

const memory = new InMemorySpanExporter();
let ledger: TestLedger;

beforeAll(async () => {
  expect(await startTracing({ OTEL_TRACES_EXPORTER: 'otlp' }, { spanProcessors: [new SimpleSpanProcessor({ exporter: memory })] })).toBe(
    true,
  );
  const { createTestLedger } = await import('../helpers/ledger.js');
  ledger = await createTestLedger();
});
afterAll(async () => {
  await ledger?.close();
  await stopTracing();
});

const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;

/** The statement spans under `operation`, at any depth. */
function statementsUnder(operation: ReadableSpan, spans: ReadableSpan[]): ReadableSpan[] {
  const byId = new Map(spans.map((span) => [span.spanContext().spanId, span]));
  const descends = (span: ReadableSpan): boolean => {
    for (let parent = byId.get(parentOf(span) ?? ''); parent; parent = byId.get(parentOf(parent) ?? ''))
      if (parent === operation) return true;
    return false;
  };
  return spans.filter(
    (span) => span.attributes['db.system.name'] === 'postgresql' && span.attributes['db.query.text'] !== undefined && descends(span),
  );
}

async function post(token: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await ledger.yoga.fetch('http://ledger.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    body: JSON.stringify(body),
  });
  // Plain-string documents: the spans are looked up by their short operation names (`query.Mine`), and the
  // answer is read only for what the tests check of it.
  return (await response.json()) as {
    data?: { recordAttempt?: { __typename: string }; cohorts?: { edges: unknown[] } };
    errors?: unknown[];
  };
}

describe('operation and statement spans', () => {
  it('traces a query on the compiled executor and a mutation, each with its statements beneath it', async () => {
    expect(tracingActive()).toBe(true);
    const projectId = newProjectId();
    const { token } = await ledger.token({ roles: ['recorder', 'reader'], projects: [projectId] });
    memory.reset();

    const input = outcomeInput(projectId);
    expect((await post(token, { query: RECORD_ATTEMPT, variables: { input } })).data?.recordAttempt?.__typename).toBe(
      'RecordAttemptSuccess',
    );
    const read = await post(token, {
      query: `query Mine { cohorts(first: 3, projectId: "${projectId}") { edges { node { ledgerId } } } }`,
    });
    expect(read.data?.cohorts?.edges).toHaveLength(1);

    const spans = memory.getFinishedSpans();
    const mutation = spans.find((span) => span.name === 'mutation.RecordAttempt')!;
    expect(mutation.attributes).toMatchObject({
      'graphql.execute.operationName': 'RecordAttempt',
      'graphql.execute.operationType': 'mutation',
    });
    // Variables only: the document is recorded as it is.
    expect(mutation.attributes['graphql.execute.document']).toContain('recordAttempt(input: $input)');
    expect(statementsUnder(mutation, spans).map((span) => span.attributes['db.query.text'])).toEqual(
      expect.arrayContaining([expect.stringContaining('FROM crl_record_attempts($1, $2,')]),
    );

    const query = spans.find((span) => span.name === 'query.Mine')!;
    expect(query.attributes).toMatchObject({ 'graphql.execute.operationName': 'Mine', 'graphql.execute.operationType': 'query' });
    // An inline argument is a value: that document is not recorded.
    expect(query.attributes['graphql.execute.document']).toBeUndefined();
    expect(statementsUnder(query, spans).length).toBeGreaterThan(0);

    for (const span of spans)
      for (const [key, value] of Object.entries(span.attributes)) {
        expect(key).not.toBe('db.postgresql.values');
        for (const secret of [projectId, input.outcomeId, input.agentRunRef, token])
          expect(String(value), `${span.name} ${key}`).not.toContain(secret);
      }
    // The token lookup before the operation, like every statement outside one, has no span.
    expect(spans.filter((span) => span.attributes['db.query.text'] !== undefined && parentOf(span) === undefined)).toEqual([]);
  });

  it("continues the caller's trace from traceparent, and starts a new one when the header is malformed", async () => {
    const { token } = await ledger.token({ roles: ['reader'], allProjects: true });
    const traceId = randomUUID().replaceAll('-', '');
    const spanId = randomUUID().replaceAll('-', '').slice(0, 16);
    memory.reset();
    expect(
      (
        await post(
          token,
          { query: 'query Continued { cohorts(first: 1) { edges { node { id } } } }' },
          { traceparent: `00-${traceId}-${spanId}-01` },
        )
      ).errors,
    ).toBeUndefined();
    expect(
      (
        await post(
          token,
          { query: 'query Fresh { cohorts(first: 1) { edges { node { id } } } }' },
          { traceparent: `00-${traceId}-not-a-span-01` },
        )
      ).errors,
    ).toBeUndefined();

    const spans = memory.getFinishedSpans();
    const continued = spans.find((span) => span.name === 'query.Continued')!;
    expect(continued.spanContext().traceId).toBe(traceId);
    expect(continued.parentSpanContext).toMatchObject({ traceId, spanId, isRemote: true });
    expect(statementsUnder(continued, spans).every((span) => span.spanContext().traceId === traceId)).toBe(true);
    const fresh = spans.find((span) => span.name === 'query.Fresh')!;
    expect(fresh.parentSpanContext).toBeUndefined();
    expect(fresh.spanContext().traceId).not.toBe(traceId);
  });

  it('keeps only the answered codes of errors: a message echoing a value never reaches a span', async () => {
    const { token } = await ledger.token({ roles: ['reader'], allProjects: true });
    const echoed = `zz${randomUUID().replaceAll('-', '')}`;
    memory.reset();
    const answer = await post(token, { query: `query Lookup { node(id: "${echoed}") { id } }` });
    // The client is told, with the value it sent...
    expect(answer.errors).toEqual([
      expect.objectContaining({ message: `Invalid global ID: ${echoed}`, extensions: { code: 'BAD_USER_INPUT' } }),
    ]);

    const operation = memory.getFinishedSpans().find((span) => span.name === 'query.Lookup')!;
    expect(operation.status.code).toBe(SpanStatusCode.ERROR);
    expect(operation.events.map((event) => event.attributes)).toEqual([
      { 'exception.type': 'graphql.execute.error', 'exception.message': 'BAD_USER_INPUT' },
    ]);
    // ...the trace is not.
    expect(JSON.stringify(memory.getFinishedSpans().map((span) => [span.attributes, span.events, span.status]))).not.toContain(echoed);
  });

  it('withholds the text of a statement that sets a password, even under a span', async () => {
    const secret = `pw${randomUUID().replaceAll('-', '')}`;
    memory.reset();
    const outer = await trace.getTracer('test').startActiveSpan('outer', async (span) => {
      await ledger.owner.query(`SELECT 'ALTER ROLE nobody PASSWORD ''${secret}''' AS probe`);
      span.end();
      return span;
    });
    const spans = memory.getFinishedSpans();
    const statement = spans.find((span) => parentOf(span) === outer.spanContext().spanId && span.attributes['db.query.text'] !== undefined);
    expect(statement?.attributes['db.query.text']).toBe('(a statement setting a password; text withheld)');
    expect(JSON.stringify(spans.map((span) => [span.name, span.attributes]))).not.toContain(secret);
  });
});
