// OTLP ingestion against recordAttempts (docs/benchmarks/otlp.md): the same
// generated outcomes, sent to the compiled server in its own process either as batched
// recordAttempts documents or as OTLP protobuf exports of invoke_agent spans (serialized
// by the OpenTelemetry project's own serializer, as its exporter sends them), in
// alternating rounds. It prints rows/s of each side per round and the ratio of their
// medians, OTLP / recordAttempts: what decoding and mapping spans costs beside a GraphQL
// document carrying the same rows.
//
//   npm run bench:otlp                       # embedded PostgreSQL, the documented run
//   DATABASE_URL=postgresql://… npm run bench:otlp
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Attributes } from '@opentelemetry/api';
import { ProtobufTraceSerializer } from '@opentelemetry/otlp-transformer';
import { InMemorySpanExporter, SimpleSpanProcessor, TracerProvider, type ReadableSpan } from '@opentelemetry/sdk-trace';
import { startEmbeddedPostgres, type EmbeddedCluster } from '../src/db/embedded.js';
import { ensureDatabase, migrate } from '../src/db/migrate.js';
import type { OutcomeSubmission } from '../src/domain/outcome.js';
import { issueToken } from '../src/modules/auth/tokens.js';
import { freePort, withDatabase } from '../src/db/urls.js';
import { defineScript, knob, runAsEntry, scriptArguments } from '../src/cli/script.js';
import { BenchClient, startServerProcess, stopServerProcess } from './harness.js';
import { median } from './statistics.js';
import { submissionFor } from './write-floor.js';

export const command = defineScript({
  name: 'bench:otlp',
  summary:
    'OTLP/HTTP protobuf exports of invoke_agent spans against batched recordAttempts of the same outcomes, on the same server, in alternating rounds: the ratio of their median rows/s (docs/benchmarks.md).',
  details: [
    'The ledger is append-only: every run adds rows to the database it is given; for figures to compare, start from a fresh database.',
  ],
  options: {},
  environment: {
    DATABASE_URL: {
      value: '<url>',
      description: "a database owner's URL to run on (created if missing)",
      otherwise: 'an embedded PostgreSQL in a temporary folder',
    },
    BENCH_ROUNDS: { value: 'N', description: 'rounds (each one recordAttempts pass and one OTLP pass)', default: '10' },
    BENCH_REQUESTS: { value: 'N', description: 'requests per side per round', default: '10' },
    BENCH_BATCH: { value: 'N', description: 'outcomes per request, at most 500', default: '100' },
    BENCH_SEED: { value: 'N', description: 'the seed of the generated outcomes', default: '1' },
  },
});

const RECORD = /* GraphQL */ `
  mutation Record($inputs: [RecordAttemptInput!]!) {
    recordAttempts(inputs: $inputs) { __typename ... on RecordAttemptsSuccess { recordedCount } ... on Error { message } }
  }
`;

/** What an answer to RECORD is read for. */
interface RecordAnswer {
  data?: { recordAttempts?: { recordedCount?: number } } | null;
}

function log(line: string): void {
  process.stderr.write(`${line}\n`);
}

/** recordAttempts' variables for one outcome. */
function graphqlInput(submission: OutcomeSubmission): Record<string, unknown> {
  return { ...submission, startedAt: submission.startedAt.toISOString(), finishedAt: submission.finishedAt.toISOString() };
}

/** The same outcome as an invoke_agent span's attributes (docs/specification.md §15.1). */
function spanAttributes(submission: OutcomeSubmission): Attributes {
  const attributes: Attributes = {
    'gen_ai.operation.name': 'invoke_agent',
    'gen_ai.agent.id': submission.workerRef,
    'gen_ai.provider.name': submission.runtime.provider,
    'gen_ai.request.model': submission.runtime.model,
    'crl.project.id': submission.projectId,
    'crl.task.ref': submission.taskRef,
    'crl.agent_run.ref': submission.agentRunRef,
    'crl.outcome.code': submission.outcomeCode,
    'crl.stop_reason.code': submission.stopReasonCode,
    'crl.attempt.number': submission.attemptNumber,
    'crl.capabilities': submission.capabilities,
    'crl.scope.root_ref': submission.scope.rootRef,
    'crl.scope.paths': submission.scope.paths,
    'crl.scope.resources': submission.scope.resources,
    'crl.runtime.version': submission.runtime.runtimeVersion,
    'crl.harness.version': submission.policy.harnessVersion,
    'crl.policy.version': submission.policy.policyVersion,
    'crl.verification.mode': submission.verification.mode,
    'crl.verification.result': submission.verification.result,
    'crl.acceptance_criteria.total': submission.acceptanceCriteria.total,
    'crl.acceptance_criteria.met': submission.acceptanceCriteria.met,
    'crl.validation_commands.total': submission.validationCommands.total,
    'crl.validation_commands.passed': submission.validationCommands.passed,
    'crl.validation_commands.failed': submission.validationCommands.failed,
    'crl.human_override': submission.humanOverride,
    'crl.human_rejected': submission.humanRejected,
    'crl.rolled_back': submission.rolledBack,
    'crl.severity': submission.severity,
    'crl.evidence': submission.evidence.map((item) => `${item.kind}:${item.digest}`),
  };
  if (submission.workPackageRef) attributes['crl.work_package.ref'] = submission.workPackageRef;
  if (submission.verification.verifierRef) attributes['crl.verification.verifier_ref'] = submission.verification.verifierRef;
  if (submission.verification.verifierModel) attributes['crl.verification.verifier_model'] = submission.verification.verifierModel;
  return attributes;
}

/** A keep-alive POST of protobuf bodies to /v1/traces; resolves with the status and the body's bytes. */
function otlpSender(url: string, token: string) {
  const target = new URL('/v1/traces', url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1, timeout: 4_000 });
  return {
    send(body: Uint8Array): Promise<{ status: number; bytes: number }> {
      return new Promise((resolve, reject) => {
        const request = http.request(
          {
            host: target.hostname,
            port: target.port,
            path: target.pathname,
            method: 'POST',
            agent,
            headers: { 'content-type': 'application/x-protobuf', 'content-length': body.length, authorization: `Bearer ${token}` },
          },
          (response) => {
            let bytes = 0;
            response.on('data', (chunk: Buffer) => (bytes += chunk.length));
            response.on('error', reject);
            response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes }));
          },
        );
        request.on('error', reject);
        request.end(body);
      });
    },
    close: () => agent.destroy(),
  };
}

export async function main(argv: string[]): Promise<void> {
  if (!scriptArguments(command, argv)) return;
  const rounds = knob(command, 'BENCH_ROUNDS', 1);
  const requests = knob(command, 'BENCH_REQUESTS', 1);
  const batch = Math.min(knob(command, 'BENCH_BATCH', 1), 500);
  const seed = knob(command, 'BENCH_SEED', 0);
  let embedded: EmbeddedCluster | null = null;
  let tempDir: string | null = null;
  let child: ChildProcess | null = null;
  let owner: pg.Pool | null = null;
  let graphql: BenchClient | null = null;
  let otlp: ReturnType<typeof otlpSender> | null = null;
  try {
    let ownerUrl = process.env.DATABASE_URL?.trim();
    if (ownerUrl) {
      const name = decodeURIComponent(new URL(ownerUrl).pathname.slice(1));
      if (name) await ensureDatabase(withDatabase(ownerUrl, 'postgres'), name).catch(() => undefined);
    } else {
      tempDir = mkdtempSync(path.join(os.tmpdir(), 'crl-bench-otlp-'));
      embedded = await startEmbeddedPostgres(tempDir, await freePort());
      await ensureDatabase(embedded.urlFor('postgres'), 'ledger');
      ownerUrl = embedded.urlFor('ledger');
    }
    await migrate(ownerUrl);
    owner = new pg.Pool({ connectionString: ownerUrl, max: 2 });
    const version = (await owner.query<{ v: string }>(`SELECT current_setting('server_version') AS v`)).rows[0]!.v;
    log(`database: ${embedded ? 'embedded' : 'DATABASE_URL'}, PostgreSQL ${version}`);
    const started = await startServerProcess(ownerUrl);
    child = started.child;
    const projectId = randomUUID();
    const { token } = await issueToken(owner, {
      actorRef: 'bench-harness',
      roles: ['recorder'],
      allProjects: false,
      projectIds: [projectId],
      createdBy: 'bench',
    });
    graphql = new BenchClient(started.url, token, 1);
    otlp = otlpSender(started.url, token);

    // Every body is built before any is sent: only the server's work is timed.
    const memory = new InMemorySpanExporter();
    const tracer = new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter: memory })] }).getTracer('bench-harness');
    const submissionsOf = (side: string, round: number, request: number) =>
      Array.from({ length: batch }, (_, index) => {
        const slot = `${side}-r${round}-q${request}-o${index}`;
        return submissionFor(seed, slot.replace(/^[go]-/, ''), `bench-${slot}-${randomUUID().slice(0, 8)}`, projectId);
      });
    const graphqlBodies = (round: number) =>
      Array.from({ length: requests }, (_, request) =>
        Buffer.from(JSON.stringify({ query: RECORD, variables: { inputs: submissionsOf('g', round, request).map(graphqlInput) } })),
      );
    const otlpBodies = (round: number) =>
      Array.from({ length: requests }, (_, request) => {
        memory.reset();
        const spans: ReadableSpan[] = submissionsOf('o', round, request).map((submission) => {
          const span = tracer.startSpan('invoke_agent', { attributes: spanAttributes(submission), startTime: submission.startedAt });
          span.end(submission.finishedAt);
          return memory.getFinishedSpans().at(-1)!;
        });
        return ProtobufTraceSerializer.serializeRequest(spans)!;
      });

    const timeGraphql = async (bodies: Buffer[]) => {
      const start = performance.now();
      for (const body of bodies) {
        const { status, text } = await graphql!.send(body);
        const result = (JSON.parse(text) as RecordAnswer | null)?.data?.recordAttempts;
        if (status !== 200 || result?.recordedCount !== batch) throw new Error(`recordAttempts: HTTP ${status} ${text.slice(0, 300)}`);
      }
      return (bodies.length * batch) / ((performance.now() - start) / 1000);
    };
    const timeOtlp = async (bodies: Uint8Array[]) => {
      const start = performance.now();
      for (const body of bodies) {
        const { status, bytes } = await otlp!.send(body);
        // An empty ExportTraceServiceResponse (no partialSuccess): every span accepted.
        if (status !== 200 || bytes !== 0) throw new Error(`OTLP: HTTP ${status}, a ${bytes}-byte answer (spans refused)`);
      }
      return (bodies.length * batch) / ((performance.now() - start) / 1000);
    };

    // Warm-up of both paths, not counted.
    await timeGraphql(graphqlBodies(-1).slice(0, 2));
    await timeOtlp(otlpBodies(-1).slice(0, 2));

    const perRound: { graphql: number; otlp: number }[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const g = graphqlBodies(round);
      const o = otlpBodies(round);
      // Alternating which side goes first, so neither always follows the other's writes.
      let graphqlRate: number;
      let otlpRate: number;
      if (round % 2 === 0) {
        graphqlRate = await timeGraphql(g);
        otlpRate = await timeOtlp(o);
      } else {
        otlpRate = await timeOtlp(o);
        graphqlRate = await timeGraphql(g);
      }
      perRound.push({ graphql: graphqlRate, otlp: otlpRate });
      log(`round ${round + 1}/${rounds}: recordAttempts ${Math.round(graphqlRate)} outcomes/s, OTLP ${Math.round(otlpRate)} outcomes/s`);
    }
    const graphqlMedian = median(perRound.map((r) => r.graphql));
    const otlpMedian = median(perRound.map((r) => r.otlp));
    const ratios = perRound.map((r) => r.otlp / r.graphql);
    console.log(
      `| batch | rounds × requests | recordAttempts outcomes/s (median) | OTLP outcomes/s (median) | OTLP / recordAttempts (ratio of medians) | per-round ratios (min–max) |`,
    );
    console.log(`|---:|---:|---:|---:|---:|---|`);
    console.log(
      `| ${batch} | ${rounds} × ${requests} | ${Math.round(graphqlMedian).toLocaleString('en')} | ${Math.round(otlpMedian).toLocaleString('en')} | ` +
        `**${(otlpMedian / graphqlMedian).toFixed(2)}** | ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)} |`,
    );
  } finally {
    graphql?.close();
    otlp?.close();
    if (child) await stopServerProcess(child);
    await owner?.end();
    if (embedded) await embedded.stop();
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  }
}

runAsEntry(import.meta.url, main);
