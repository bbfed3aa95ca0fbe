// OpenTelemetry ingestion (docs/specification.md §15): spans and gen_ai.evaluation.result
// events sent by the OpenTelemetry project's own exporters (protobuf and JSON) to the real
// app on a listening port, read back through GraphQL.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { context, trace, type Attributes } from '@opentelemetry/api';
import { OTLPTraceExporter as ProtoExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { OTLPTraceExporter as JsonExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { JsonTraceSerializer, ProtobufTraceSerializer } from '@opentelemetry/otlp-transformer';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { InMemorySpanExporter, SimpleSpanProcessor, TracerProvider, type ReadableSpan } from '@opentelemetry/sdk-trace';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTRIBUTE_MAPPING, OUTCOME_FROM_SPAN } from '../../src/otlp/mapping.js';
import { readFileSync } from 'node:fs';
import { BEARER_CHALLENGE, issueToken } from '../../src/modules/auth/tokens.js';
import { createLedgerYoga } from '../../src/http/yoga.js';
import { createTestLedger, type TestLedger, type TestToken } from '../helpers/ledger.js';
import { fakeDigest, newProjectId } from '../helpers/outcomes.js';
import { settledAsOf } from '../helpers/reliability.js';
import { registerVerifier } from '../helpers/verifiers.js';
import { graphql } from '../helpers/graphql.js';

let ledger: TestLedger;
let server: Server;
let base: string;

beforeAll(async () => {
  ledger = await createTestLedger();
  server = createServer(ledger.yoga);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await ledger?.close();
});

const HOUR = 60 * 60 * 1000;

/** The attributes of an invoke_agent span that maps onto a complete outcome. */
function agentAttributes(projectId: string, overrides: Attributes = {}): Attributes {
  return {
    'gen_ai.operation.name': 'invoke_agent',
    'gen_ai.agent.id': 'agent-alpha',
    'gen_ai.agent.name': 'Alpha',
    'gen_ai.provider.name': 'acme',
    'gen_ai.request.model': 'acme-coder-2',
    'crl.project.id': projectId,
    'crl.task.ref': 'task-7',
    'crl.outcome.code': 'SUCCEEDED',
    'crl.stop_reason.code': 'COMPLETED',
    'crl.attempt.number': 1,
    'crl.capabilities': ['code.edit.typescript', 'code.review'],
    'crl.scope.root_ref': 'repo-main',
    'crl.scope.paths': ['src/app'],
    'crl.runtime.version': '2026.11',
    'crl.harness.version': 'harness-1.4',
    'crl.policy.version': 'policy-7',
    'crl.acceptance_criteria.total': 3,
    'crl.acceptance_criteria.met': 2,
    'crl.evidence': [`LOG:${fakeDigest('otlp-log')}`],
    ...overrides,
  };
}

function without(attributes: Attributes, name: string): Attributes {
  const { [name]: _dropped, ...rest } = attributes;
  return rest;
}

/** A harness's tracer: finished spans are kept in memory, to be exported by the test. */
function harness(resource: Attributes = {}) {
  const memory = new InMemorySpanExporter();
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': 'harness', ...resource }),
    spanProcessors: [new SimpleSpanProcessor({ exporter: memory })],
  });
  const tracer = provider.getTracer('harness-test');
  return {
    tracer,
    /** An ended invoke_agent span, finished an hour ago. */
    agentSpan(attributes: Attributes): ReadableSpan {
      const span = tracer.startSpan('invoke_agent Alpha', { attributes, startTime: new Date(Date.now() - HOUR - 60_000) });
      span.end(new Date(Date.now() - HOUR));
      return memory.getFinishedSpans().at(-1)!;
    },
    /** A judge's span, a child of `evaluated`, with one gen_ai.evaluation.result event per entry. */
    evaluationSpan(evaluated: ReadableSpan, projectId: string, events: Attributes[]): ReadableSpan {
      const parent = trace.setSpanContext(context.active(), evaluated.spanContext());
      const span = tracer.startSpan('evaluate', { attributes: { 'crl.project.id': projectId } }, parent);
      for (const attributes of events) span.addEvent('gen_ai.evaluation.result', attributes);
      span.end();
      return memory.getFinishedSpans().at(-1)!;
    },
  };
}

type Format = 'protobuf' | 'json';

interface CountRow {
  n: number;
}

/** Exports `spans` with the official OTLP exporter of `format`; resolves with its result code (0 = success). */
async function exportWith(format: Format, token: string, spans: ReadableSpan[], origin = base): Promise<{ code: number; error?: Error }> {
  const config = { url: `${origin}/v1/traces`, headers: { authorization: `Bearer ${token}` } };
  const exporter = format === 'protobuf' ? new ProtoExporter(config) : new JsonExporter(config);
  try {
    return await new Promise((resolve) => exporter.export(spans, resolve));
  } finally {
    await exporter.shutdown();
  }
}

/** The same request as the exporter's (its own serializer), through the app, with the decoded answer. */
async function postSpans(format: Format, token: string | null, spans: ReadableSpan[]) {
  const serializer = format === 'protobuf' ? ProtobufTraceSerializer : JsonTraceSerializer;
  const headers: Record<string, string> = { 'content-type': format === 'protobuf' ? 'application/x-protobuf' : 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await ledger.yoga.fetch('http://ledger.test/v1/traces', {
    method: 'POST',
    headers,
    body: new Uint8Array(serializer.serializeRequest(spans)!),
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    challenge: response.headers.get('www-authenticate'),
    bytes,
    answer: response.status === 200 ? serializer.deserializeResponse(bytes) : null,
  };
}

const ATTEMPTS = graphql(`
  query OtlpAttempts($projectId: String!, $outcomeId: String!) {
    attempts(projectId: $projectId, outcomeId: $outcomeId, first: 50) {
      edges { node {
        ledgerId capabilityKey outcomeId taskRef agentRunRef workerRef outcomeCode stopReasonCode attemptNumber startedAt finishedAt
        verificationMode verificationResult acceptanceCriteriaTotal acceptanceCriteriaMet recordedBy outcomeDigest
        evidence { kind digest }
        effort { inputTokens outputTokens cost { micros currency } harnessWallTimeMs }
        cohort { ledgerId }
        adjudications(first: 20) { edges { node { kind verificationMode verificationResult verifierRef verifierModel actorRef idempotencyKey } } }
      } }
    }
  }
`);

/** The parts of a cohort's reliability report an OTLP verdict changes. */
const REPORT = graphql(`
  query OtlpReport($id: ID!) {
    reliability(cohortId: $id, minSamples: 1) {
      __typename
      ... on ReliabilityReport {
        sampleSize
        independentlyVerifiedPassRate { numerator denominator }
        unverifiedCompletionRate { numerator denominator }
        consecutiveVerifiedPasses
        verificationsNotCountedIndependent { unregistered withdrawn notIndependent }
        tokensPerVerifiedSuccess { status estimate total unknownAttempts }
      }
      ... on Error { message }
    }
  }
`);

async function attemptsOf(reader: TestToken, projectId: string, span: ReadableSpan) {
  const outcomeId = `otlp:${span.spanContext().traceId}:${span.spanContext().spanId}`;
  const response = await ledger.gql(reader.token, ATTEMPTS, { projectId, outcomeId });
  expect(response.errors).toBeUndefined();
  return response.data.attempts.edges.map(({ node }) => ({ ...node, adjudications: node.adjudications.edges.map((edge) => edge.node) }));
}

async function setUp() {
  const projectId = newProjectId();
  const recorder = await ledger.token({ roles: ['recorder'], projects: [projectId] });
  const reader = await ledger.token({ roles: ['reader'], projects: [projectId] });
  return { projectId, recorder, reader };
}

describe.each(['protobuf', 'json'] as const)('POST /v1/traces with the official %s exporter', (format) => {
  it('records an invoke_agent span as an outcome with the documented mapping, and a replayed export writes nothing', async () => {
    const { projectId, recorder, reader } = await setUp();
    const agent = harness().agentSpan(agentAttributes(projectId));
    expect(await exportWith(format, recorder.token, [agent])).toEqual({ code: 0 });

    const attempts = await attemptsOf(reader, projectId, agent);
    expect(attempts.map((attempt) => attempt.capabilityKey).sort()).toEqual(['code.edit.typescript', 'code.review']);
    const [first] = attempts;
    if (!first) throw new Error('no attempt recorded');
    expect(first).toMatchObject({
      outcomeId: `otlp:${agent.spanContext().traceId}:${agent.spanContext().spanId}`,
      taskRef: 'task-7',
      agentRunRef: `otlp:${agent.spanContext().traceId}`,
      workerRef: 'agent-alpha',
      outcomeCode: 'SUCCEEDED',
      stopReasonCode: 'COMPLETED',
      attemptNumber: 1,
      verificationMode: 'NONE',
      verificationResult: 'NOT_RUN',
      acceptanceCriteriaTotal: 3,
      acceptanceCriteriaMet: 2,
      recordedBy: recorder.actorRef,
      evidence: [{ kind: 'LOG', digest: fakeDigest('otlp-log') }],
    });
    const [seconds, nanos] = agent.endTime;
    expect(new Date(first.finishedAt).getTime()).toBe(seconds * 1000 + Math.floor(nanos / 1e6));

    // The same export again (an exporter's retry): nothing new, the same rows.
    expect(await exportWith(format, recorder.token, [agent])).toEqual({ code: 0 });
    const again = await attemptsOf(reader, projectId, agent);
    expect(again.map((attempt) => attempt.ledgerId).sort()).toEqual(attempts.map((attempt) => attempt.ledgerId).sort());
    const { rows } = await ledger.owner.query<CountRow>('SELECT count(*)::int AS n FROM attempt WHERE project_id = $1', [projectId]);
    expect(rows[0]!.n).toBe(2);
  });

  it('maps gen_ai.usage.input_tokens and gen_ai.usage.output_tokens into the effort; an absent count stays unknown, never zero', async () => {
    const { projectId, recorder, reader } = await setUp();
    const tracer = harness();
    const both = tracer.agentSpan(agentAttributes(projectId, { 'gen_ai.usage.input_tokens': 1200, 'gen_ai.usage.output_tokens': 340 }));
    const inputOnly = tracer.agentSpan(agentAttributes(projectId, { 'gen_ai.usage.input_tokens': 0 }));
    const none = tracer.agentSpan(agentAttributes(projectId));
    expect(await exportWith(format, recorder.token, [both, inputOnly, none])).toEqual({ code: 0 });

    const effortOf = async (span: ReadableSpan) => (await attemptsOf(reader, projectId, span)).map((attempt) => attempt.effort);
    expect(await effortOf(both)).toEqual(Array(2).fill({ inputTokens: 1200, outputTokens: 340, cost: null, harnessWallTimeMs: null }));
    expect(await effortOf(inputOnly)).toEqual(Array(2).fill({ inputTokens: 0, outputTokens: null, cost: null, harnessWallTimeMs: null }));
    expect(await effortOf(none)).toEqual([null, null]);
    const { rows } = await ledger.owner.query<{ input_tokens: string | null; output_tokens: string | null }>(
      'SELECT input_tokens, output_tokens FROM attempt WHERE project_id = $1 AND outcome_id = $2',
      [projectId, `otlp:${none.spanContext().traceId}:${none.spanContext().spanId}`],
    );
    expect(rows).toEqual([
      { input_tokens: null, output_tokens: null },
      { input_tokens: null, output_tokens: null },
    ]);

    // The counts are in the outcome's digest: the same span re-exported with other usage is a conflict, not a replay.
    (both.attributes as Record<string, unknown>)['gen_ai.usage.output_tokens'] = 341;
    const { answer } = await postSpans(format, recorder.token, [both]);
    expect(answer!.partialSuccess!.errorMessage).toMatch(/already recorded with different content/);
    expect(await effortOf(both)).toEqual(Array(2).fill({ inputTokens: 1200, outputTokens: 340, cost: null, harnessWallTimeMs: null }));
  });

  it('refuses a malformed token count with the attribute named, writing nothing of that span', async () => {
    const { projectId, recorder, reader } = await setUp();
    const tracer = harness();
    const good = tracer.agentSpan(agentAttributes(projectId, { 'gen_ai.usage.input_tokens': 10, 'gen_ai.usage.output_tokens': 20 }));
    const text = tracer.agentSpan(agentAttributes(projectId, { 'gen_ai.usage.input_tokens': '1200' }));
    const fraction = tracer.agentSpan(agentAttributes(projectId, { 'gen_ai.usage.output_tokens': 12.5 }));
    const negative = tracer.agentSpan(agentAttributes(projectId, { 'gen_ai.usage.input_tokens': -1 }));
    const tooLarge = tracer.agentSpan(agentAttributes(projectId, { 'gen_ai.usage.output_tokens': 2 ** 53 }));
    const { status, answer } = await postSpans(format, recorder.token, [good, text, fraction, negative, tooLarge]);
    expect(status).toBe(200);
    expect(Number(answer!.partialSuccess!.rejectedSpans)).toBe(4);
    const lines = answer!.partialSuccess!.errorMessage!.split('\n');
    const lineOf = (span: ReadableSpan) =>
      lines.find((line) => line.startsWith(`span ${span.spanContext().traceId}/${span.spanContext().spanId}:`));
    expect(lineOf(text)).toMatch(/gen_ai\.usage\.input_tokens must be an integer/);
    expect(lineOf(fraction)).toMatch(/gen_ai\.usage\.output_tokens must be an integer/);
    expect(lineOf(negative)).toMatch(/gen_ai\.usage\.input_tokens: never negative/);
    expect(lineOf(tooLarge)).toMatch(/gen_ai\.usage\.output_tokens: at most 9007199254740991/);
    expect(lineOf(good)).toBeUndefined();
    for (const span of [text, fraction, negative, tooLarge]) expect(await attemptsOf(reader, projectId, span)).toEqual([]);
    const { rows } = await ledger.owner.query<CountRow>('SELECT count(*)::int AS n FROM attempt WHERE project_id = $1', [projectId]);
    expect(rows[0]!.n).toBe(2);
  });

  it('reads crl.project.id from the resource when the span has none', async () => {
    const { projectId, recorder, reader } = await setUp();
    const agent = harness({ 'crl.project.id': projectId }).agentSpan(without(agentAttributes(projectId), 'crl.project.id'));
    expect(await exportWith(format, recorder.token, [agent])).toEqual({ code: 0 });
    expect(await attemptsOf(reader, projectId, agent)).toHaveLength(2);
  });

  it('refuses an unmappable span with a reason in partialSuccess, writes nothing of it, and keeps the good spans of the request', async () => {
    const { projectId, recorder, reader } = await setUp();
    const tracer = harness();
    const good = tracer.agentSpan(agentAttributes(projectId));
    const missing = tracer.agentSpan(without(agentAttributes(projectId), 'crl.task.ref'));
    const badGrammar = tracer.agentSpan(agentAttributes(projectId, { 'crl.outcome.code': 'WORKED' }));
    const credential = tracer.agentSpan(agentAttributes(projectId, { 'crl.task.ref': `sk-proj-${'a1B2'.repeat(12)}` }));
    const wrongKind = tracer.agentSpan(agentAttributes(projectId, { 'crl.attempt.number': '1' }));
    const notAgent = tracer.agentSpan(agentAttributes(projectId, { 'gen_ai.operation.name': 'chat' }));
    const plainTelemetry = tracer.agentSpan({ 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': 'acme-coder-2' });

    const { status, answer } = await postSpans(format, recorder.token, [
      good,
      missing,
      badGrammar,
      credential,
      wrongKind,
      notAgent,
      plainTelemetry,
    ]);
    expect(status).toBe(200);
    expect(Number(answer!.partialSuccess!.rejectedSpans)).toBe(5);
    const lines = answer!.partialSuccess!.errorMessage!.split('\n');
    const lineOf = (span: ReadableSpan) =>
      lines.find((line) => line.startsWith(`span ${span.spanContext().traceId}/${span.spanContext().spanId}:`));
    expect(lineOf(missing)).toMatch(/missing required attribute crl\.task\.ref/);
    expect(lineOf(badGrammar)).toMatch(/crl\.outcome\.code: /);
    expect(lineOf(credential)).toMatch(/crl\.task\.ref: .*credential/i);
    expect(lineOf(wrongKind)).toMatch(/crl\.attempt\.number must be an integer/);
    expect(lineOf(notAgent)).toMatch(/neither an invoke_agent span nor an evaluation/);
    expect(lineOf(good)).toBeUndefined();
    expect(lineOf(plainTelemetry)).toBeUndefined();

    expect(await attemptsOf(reader, projectId, good)).toHaveLength(2);
    const { rows } = await ledger.owner.query<CountRow>('SELECT count(*)::int AS n FROM attempt WHERE project_id = $1', [projectId]);
    expect(rows[0]!.n).toBe(2);
  });

  it("a judge's verdict with its own registered verifier token becomes a verification; the event's claimed evaluator is not read", async () => {
    const { projectId, recorder, reader } = await setUp();
    const judge = await ledger.token({ roles: ['adjudicator'], projects: [projectId] });
    await registerVerifier(ledger, projectId, judge.actorRef, 'INDEPENDENT_AGENT', 'judge-model-9');
    const tracer = harness();
    const agent = tracer.agentSpan(agentAttributes(projectId));
    expect(await exportWith(format, recorder.token, [agent])).toEqual({ code: 0 });

    const verdict = tracer.evaluationSpan(agent, projectId, [
      {
        'gen_ai.evaluation.name': 'correctness',
        'gen_ai.evaluation.score.label': 'pass',
        'gen_ai.evaluation.score.value': 0.9,
        'gen_ai.evaluator.name': 'someone-else',
      },
    ]);
    expect(await exportWith(format, judge.token, [verdict])).toEqual({ code: 0 });
    // Replayed: the same adjudications, nothing new.
    expect(await exportWith(format, judge.token, [verdict])).toEqual({ code: 0 });

    const attempts = await attemptsOf(reader, projectId, agent);
    for (const attempt of attempts) {
      expect(attempt.adjudications).toEqual([
        {
          kind: 'VERIFICATION_RECORDED',
          verificationMode: 'INDEPENDENT_AGENT',
          verificationResult: 'PASSED',
          verifierRef: judge.actorRef,
          verifierModel: 'judge-model-9',
          actorRef: judge.actorRef,
          idempotencyKey: `otlp:${verdict.spanContext().traceId}:${verdict.spanContext().spanId}:0`,
        },
      ]);
    }
  });

  it("a forged evaluator from a recorder's token is refused and never counts; an unregistered adjudicator, and the recorder's own actor, too", async () => {
    const { projectId, recorder, reader } = await setUp();
    // The event names a registered verifier as its evaluator, in every attribute it could.
    const registered = await ledger.token({ roles: ['adjudicator'], projects: [projectId] });
    await registerVerifier(ledger, projectId, registered.actorRef, 'DETERMINISTIC_CHECK');
    const unregistered = await ledger.token({ roles: ['adjudicator'], projects: [projectId] });
    const tracer = harness();
    const agent = tracer.agentSpan(agentAttributes(projectId));
    expect(await exportWith(format, recorder.token, [agent])).toEqual({ code: 0 });
    const forged = tracer.evaluationSpan(agent, projectId, [
      {
        'gen_ai.evaluation.name': registered.actorRef,
        'gen_ai.evaluator.name': registered.actorRef,
        'crl.verification.verifier_ref': registered.actorRef,
        'crl.verification.mode': 'DETERMINISTIC_CHECK',
        'crl.verification.result': 'PASSED',
      },
    ]);
    const refusals = [
      [recorder.token, /needs the adjudicator role/],
      [unregistered.token, new RegExp(`registered verifier's own token: ${unregistered.actorRef} is not a verifier registered`)],
    ] as const;
    for (const [token, reason] of refusals) {
      const { status, answer } = await postSpans(format, token, [forged]);
      expect(status).toBe(200);
      expect(Number(answer!.partialSuccess!.rejectedSpans)).toBe(1);
      expect(answer!.partialSuccess!.errorMessage).toMatch(reason);
    }
    // A verifier token of the recorder's own actor is refused too: no self-grading.
    const selfJudge = await ledger.token({ roles: ['adjudicator'], projects: [projectId], actorRef: recorder.actorRef });
    await registerVerifier(ledger, projectId, recorder.actorRef, 'DETERMINISTIC_CHECK');
    const self = await postSpans(format, selfJudge.token, [forged]);
    expect(self.answer!.partialSuccess!.errorMessage).toMatch(/no self-grading/);

    for (const attempt of await attemptsOf(reader, projectId, agent)) expect(attempt.adjudications).toEqual([]);
    const { rows } = await ledger.owner.query<CountRow>(
      'SELECT count(*)::int AS n FROM adjudication d JOIN attempt a ON a.id = d.attempt_id WHERE a.project_id = $1',
      [projectId],
    );
    expect(rows[0]!.n).toBe(0);

    // The registered verifier's own token: its verdict counts, under its own name whatever the event claims.
    expect(await exportWith(format, registered.token, [forged])).toEqual({ code: 0 });
    for (const attempt of await attemptsOf(reader, projectId, agent))
      expect(attempt.adjudications).toMatchObject([
        { verifierRef: registered.actorRef, actorRef: registered.actorRef, verificationMode: 'DETERMINISTIC_CHECK' },
      ]);
  });

  it("a verdict under a registered verifier's own token counts in the cohort's report as independent; the same event under the recorder's token does not", async () => {
    const { projectId, recorder, reader } = await setUp();
    const judge = await ledger.token({ roles: ['adjudicator'], projects: [projectId] });
    await registerVerifier(ledger, projectId, judge.actorRef, 'INDEPENDENT_AGENT', 'judge-model-9');
    // The recorder's own actor, as a registered verifier with an adjudicator token: still its own run.
    const recorderAsJudge = await ledger.token({ roles: ['adjudicator'], projects: [projectId], actorRef: recorder.actorRef });
    await registerVerifier(ledger, projectId, recorder.actorRef, 'INDEPENDENT_AGENT', 'judge-model-9');
    const tracer = harness();
    const agent = tracer.agentSpan(
      agentAttributes(projectId, {
        'crl.capabilities': ['code.edit.typescript'],
        'gen_ai.usage.input_tokens': 1000,
        'gen_ai.usage.output_tokens': 200,
      }),
    );
    expect(await exportWith(format, recorder.token, [agent])).toEqual({ code: 0 });
    const [attempt] = await attemptsOf(reader, projectId, agent);
    if (!attempt) throw new Error('no attempt recorded');
    const verdict = tracer.evaluationSpan(agent, projectId, [
      { 'gen_ai.evaluation.name': 'correctness', 'gen_ai.evaluation.score.label': 'pass' },
    ]);

    const report = async () => {
      await settledAsOf(ledger);
      const response = await ledger.gql(reader.token, REPORT, { id: attempt.cohort.ledgerId });
      expect(response.errors).toBeUndefined();
      return response.data.reliability;
    };
    for (const token of [recorder.token, recorderAsJudge.token]) {
      const { answer } = await postSpans(format, token, [verdict]);
      expect(Number(answer!.partialSuccess!.rejectedSpans)).toBe(1);
    }
    expect(await report()).toEqual({
      __typename: 'ReliabilityReport',
      sampleSize: 1,
      independentlyVerifiedPassRate: { numerator: 0, denominator: 1 },
      unverifiedCompletionRate: { numerator: 1, denominator: 1 },
      consecutiveVerifiedPasses: 0,
      verificationsNotCountedIndependent: { unregistered: 0, withdrawn: 0, notIndependent: 0 },
      tokensPerVerifiedSuccess: { status: 'NO_VERIFIED_PASS', estimate: null, total: 1200, unknownAttempts: 0 },
    });

    expect(await exportWith(format, judge.token, [verdict])).toEqual({ code: 0 });
    expect(await report()).toEqual({
      __typename: 'ReliabilityReport',
      sampleSize: 1,
      independentlyVerifiedPassRate: { numerator: 1, denominator: 1 },
      unverifiedCompletionRate: { numerator: 0, denominator: 1 },
      consecutiveVerifiedPasses: 1,
      verificationsNotCountedIndependent: { unregistered: 0, withdrawn: 0, notIndependent: 0 },
      tokensPerVerifiedSuccess: { status: 'OK', estimate: 1200, total: 1200, unknownAttempts: 0 },
    });
  });

  it('an agent span carrying its own evaluation is refused whole', async () => {
    const { projectId, recorder, reader } = await setUp();
    const tracer = harness();
    const span = tracer.tracer.startSpan('invoke_agent Alpha', {
      attributes: agentAttributes(projectId),
      startTime: new Date(Date.now() - HOUR - 1000),
    });
    span.addEvent('gen_ai.evaluation.result', { 'gen_ai.evaluation.name': 'self', 'gen_ai.evaluation.score.label': 'pass' });
    span.end(new Date(Date.now() - HOUR));
    const { answer } = await postSpans(format, recorder.token, [span as unknown as ReadableSpan]);
    expect(answer!.partialSuccess!.errorMessage).toMatch(/cannot carry its own gen_ai\.evaluation\.result/);
    expect(await attemptsOf(reader, projectId, span as unknown as ReadableSpan)).toEqual([]);
  });

  it("answers a missing or unknown token 401, a token without a writing role 403, another project's span refused, in OTLP's format", async () => {
    const { projectId, reader } = await setUp();
    const agent = harness().agentSpan(agentAttributes(projectId));
    const missing = await postSpans(format, null, [agent]);
    expect(missing.status).toBe(401);
    // The same challenge and messages as /graphql's (one rule: callerOfAuthorization).
    expect(missing.challenge).toBe(BEARER_CHALLENGE);
    expect(Buffer.from(missing.bytes).toString('latin1')).toContain('authentication required: send Authorization: Bearer <token>');
    expect(missing.contentType).toBe(format === 'protobuf' ? 'application/x-protobuf' : 'application/json');
    const unknown = await postSpans(format, 'crl_not-a-real-token', [agent]);
    expect(unknown.status).toBe(401);
    expect(Buffer.from(unknown.bytes).toString('latin1')).toContain('the bearer token is unknown or revoked');
    const readerOnly = await postSpans(format, reader.token, [agent]);
    expect(readerOnly.status).toBe(403);
    // The official exporter reports the refusal as a failed export.
    expect((await exportWith(format, reader.token, [agent])).code).toBe(1);

    const elsewhere = await ledger.token({ roles: ['recorder'], projects: [newProjectId()] });
    const other = await postSpans(format, elsewhere.token, [agent]);
    expect(other.status).toBe(200);
    expect(other.answer!.partialSuccess!.errorMessage).toMatch(new RegExp(`may not touch project ${projectId}`));
    expect(await attemptsOf(reader, projectId, agent)).toEqual([]);
  });
});

describe('tokens held to trusted documents', () => {
  it.each(['flagged', 'all'] as const)(
    'export under TRUSTED_DOCUMENTS=%s: /v1/traces runs no document, so the token writes through it while document text stays refused',
    async (mode) => {
      const app = createLedgerYoga({ db: ledger.db, logErrors: false, trustedDocuments: mode });
      const held = createServer(app);
      await new Promise<void>((resolve) => held.listen(0, '127.0.0.1', resolve));
      try {
        const { projectId, reader } = await setUp();
        const issued = await issueToken(ledger.db.pool, {
          actorRef: `harness-${mode}`,
          roles: ['recorder'],
          allProjects: false,
          projectIds: [projectId],
          createdBy: 'test-suite',
          trustedDocumentsOnly: true,
        });
        const text = await app.fetch('http://ledger.test/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${issued.token}` },
          body: JSON.stringify({ query: '{ cohorts(first: 1) { edges { node { ledgerId } } } }' }),
        });
        expect(text.status).toBe(403);
        const refused = (await text.json()) as { errors: { extensions: { code: string } }[] };
        expect(refused.errors.map((error) => error.extensions.code)).toEqual(['TRUSTED_DOCUMENTS_ONLY']);

        const agent = harness().agentSpan(agentAttributes(projectId));
        const origin = `http://127.0.0.1:${(held.address() as AddressInfo).port}`;
        expect(await exportWith('protobuf', issued.token, [agent], origin)).toEqual({ code: 0 });
        expect((await attemptsOf(reader, projectId, agent)).map((attempt) => attempt.recordedBy)).toEqual([
          `harness-${mode}`,
          `harness-${mode}`,
        ]);
      } finally {
        await new Promise<void>((resolve) => held.close(() => resolve()));
      }
    },
  );
});

describe('limits and malformed requests', () => {
  it('refuses a body over the limit (413), too many evidence items (400), a body that is not OTLP (400), another media type (415)', async () => {
    const { projectId, recorder } = await setUp();
    const send = (body: BodyInit, contentType = 'application/json') =>
      ledger.yoga.fetch('http://ledger.test/v1/traces', {
        method: 'POST',
        headers: { authorization: `Bearer ${recorder.token}`, 'content-type': contentType },
        body,
      });
    expect((await send(new Uint8Array(4 * 1024 * 1024 + 1))).status).toBe(413);
    expect((await send('{"resourceSpans": 7}')).status).toBe(400);
    expect((await send(new Uint8Array([0xff, 0xff, 0xff]), 'application/x-protobuf')).status).toBe(400);
    expect((await send('{}', 'text/plain')).status).toBe(415);

    const tracer = harness();
    const many = Array.from({ length: 501 }, () => tracer.agentSpan(agentAttributes(projectId)));
    const { status, bytes } = await postSpans('json', recorder.token, many);
    expect(status).toBe(400);
    expect(JSON.parse(Buffer.from(bytes).toString())).toMatchObject({
      code: 3,
      message: expect.stringMatching(/at most 500 evidence items/),
    });
    const { rows } = await ledger.owner.query<CountRow>('SELECT count(*)::int AS n FROM attempt WHERE project_id = $1', [projectId]);
    expect(rows[0]!.n).toBe(0);
  });
});

describe('the mapping in the specification', () => {
  it('lists exactly the attributes the code reads, with their fields and whether they are required', () => {
    const spec = readFileSync(new URL('../../docs/specification.md', import.meta.url), 'utf8');
    const section = spec.slice(spec.indexOf('### §15.1'), spec.indexOf('### §15.2'));
    const rows = [...section.matchAll(/^\| `([^`]+)` \| `([^`]+)` \| (required|optional: [^|]+) \|/gm)].map((match) => ({
      source: match[1],
      field: match[2],
      required: match[3] === 'required',
    }));
    const expected = [
      ...Object.entries(OUTCOME_FROM_SPAN).map(([field, source]) => ({ source, field, required: true })),
      ...ATTRIBUTE_MAPPING.map((mapping) => ({ source: mapping.attribute, field: mapping.field, required: mapping.absent === 'required' })),
    ];
    expect(rows).toEqual(expected);
  });
});
