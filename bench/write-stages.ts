// The single write's stages inside the API process, each alone in a loop in this one
// process, no I/O: CPU (µs) and bytes allocated per call. bench/request-cpu.ts reads what
// a write costs the server as a whole; on a shared machine its rounds spread by ±5–10%,
// wider than any one stage, so a change to a stage is read here first and there as a whole.
//
//   npx tsx bench/write-stages.ts
//   node --expose-gc --min-semi-space-size=256 --max-semi-space-size=256 --import tsx bench/write-stages.ts
//
// The second form also prints the bytes each stage allocates (the heap before and after
// BENCH_ALLOC_CALLS calls with no collection between: the young generation made large
// enough to hold them). The stages, for the benchmark's write (bench/floor-server.ts,
// singleWriteInput, one capability):
//   body         JSON.parse of the request's body;
//   execute      the compiled RecordAttempt document (graphql-jit, as the direct write
//                path runs it) with a ready context whose pool answers the row the
//                statement would: variable coercion, the resolver, validation, the plan,
//                the statement's values, the answer's row and fields (not `pg`);
//   validate     outcomeSchema.safeParse (zod, the grammars and the credential screen);
//   plan         planOutcome (the canonical JSON and the six digests; the floor runs it too);
//   values       recordAttemptsValues (the 45 arrays of crl_record_attempts);
//   bind         `pg`'s Bind message of those values (prepareValue of each array);
//   answerRow    attemptRowOf (the answer's attempt row from the written columns and the row);
//   logLine      the request's log line (the ledger's logger, to /dev/null);
//   metrics      the direct path's and the app's observations (when METRICS is on).
// Knobs: BENCH_CALLS per stage and round (20000), BENCH_ROUNDS (3; the table gives the
// median), BENCH_ALLOC_CALLS (2000).
import { randomUUID } from 'node:crypto';
import { parse } from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import pino from 'pino';
// @ts-expect-error pg's utilities have no type declarations
import utils from 'pg/lib/utils.js';
import { serialize } from 'pg-protocol';
import { planOutcome } from '../src/domain/outcome.js';
import { createLedgerLogger } from '../src/logger.js';
import { observeGraphQLHttp, observeHttpRequest, observeOperation } from '../src/metrics.js';
import { outcomeSchema } from '../src/modules/attempts/inputs.js';
import { attemptRowOf, recordAttemptsValues, type RecordedRow } from '../src/modules/attempts/row.js';
import { schema } from '../src/schema.js';
import { RECORD_ATTEMPT, singleWriteInput } from './floor-server.js';
import { intSetting } from './harness.js';
import { median } from './statistics.js';

const calls = intSetting('BENCH_CALLS', 20_000, 100);
const rounds = intSetting('BENCH_ROUNDS', 3, 1);
const allocCalls = intSetting('BENCH_ALLOC_CALLS', 2_000, 100);
const gc = (globalThis as { gc?: () => void }).gc;

const projectId = randomUUID();
const document = parse(RECORD_ATTEMPT);
const compiled = compileQuery(schema, document, 'RecordAttempt');
if (!isCompiledQuery(compiled)) throw new Error('RecordAttempt did not compile');
const caller = {
  tokenId: randomUUID(),
  actorRef: 'bench-recorder',
  roles: new Set(['recorder', 'reader']),
  allProjects: true,
  projectIds: new Set<string>(),
  trustedDocumentsOnly: false,
  expiresAt: null,
};
/** The row crl_record_attempts answers for a new outcome, from the values it was sent. */
const answeredRow = (values: unknown[]): RecordedRow => {
  const column = (i: number) => (values[i] as string[])[0]!;
  return {
    stored: false,
    id: randomUUID(),
    projectId: column(0),
    outcomeId: column(1),
    capabilityKey: column(2),
    cohortId: randomUUID(),
    attemptGroupId: column(3),
    recordedBy: values.at(-1) as string,
    recordedAt: new Date(),
    outcomeDigest: column(28),
  };
};
const pool = { query: async (config: { values: unknown[] }) => ({ rows: [answeredRow(config.values)] }) };
const context = { caller, db: { pool }, outbound: { allowPrivate: false } } as never;

const body = JSON.stringify({
  operationName: 'RecordAttempt',
  variables: { input: singleWriteInput(randomUUID(), projectId, 'bench.stages.write', new Date(Date.now() - 60_000)) },
  extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } },
});
const raw = (JSON.parse(body) as { variables: { input: Record<string, unknown> & { startedAt: string; finishedAt: string } } }).variables
  .input;
const input = { ...raw, startedAt: new Date(raw.startedAt), finishedAt: new Date(raw.finishedAt) };
const submission = outcomeSchema.parse(input);
const plan = planOutcome(submission);
const values = recordAttemptsValues([plan], 'bench-recorder');
const row = answeredRow(values);
const logger = createLedgerLogger('info', pino.destination({ dest: '/dev/null', sync: true }));
let answer: unknown;

const stages: [string, () => unknown][] = [
  ['body', () => JSON.parse(body)],
  [
    'execute',
    async () => {
      answer = await compiled.query(undefined, context, (JSON.parse(body) as { variables: Record<string, unknown> }).variables);
    },
  ],
  ['validate', () => outcomeSchema.safeParse(input)],
  ['plan', () => planOutcome(submission)],
  ['values', () => recordAttemptsValues([plan], 'bench-recorder')],
  ['bind', () => serialize.bind({ statement: 'crl-record-attempts', values, valueMapper: utils.prepareValue })],
  ['answerRow', () => attemptRowOf(plan, plan.attempts[0]!, row)],
  [
    'logLine',
    () =>
      logger.info(
        {
          reqId: randomUUID(),
          method: 'POST',
          path: '/graphql',
          status: 200,
          durationMs: 3.2,
          operationName: 'RecordAttempt',
          actor: 'bench-recorder',
        },
        'request',
      ),
  ],
  [
    'metrics',
    () => {
      observeOperation({ name: 'RecordAttempt', type: 'unknown' }, 0.001, []);
      observeGraphQLHttp({ name: 'RecordAttempt', type: 'mutation' }, 'POST', 200, 0.002);
      observeHttpRequest('/graphql', 'POST', 200, 0.003);
    },
  ],
];

async function cpuPerCall(run: () => unknown, count: number): Promise<number> {
  const before = process.cpuUsage();
  for (let i = 0; i < count; i++) await run();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / count;
}

async function bytesPerCall(run: () => unknown): Promise<number | null> {
  if (!gc) return null;
  gc();
  gc();
  const before = process.memoryUsage().heapUsed;
  for (let i = 0; i < allocCalls; i++) await run();
  return (process.memoryUsage().heapUsed - before) / allocCalls;
}

const micros = new Map<string, number[]>();
for (const [, run] of stages) await cpuPerCall(run, Math.min(calls, 5_000)); // warm-up
for (let round = 0; round < rounds; round++)
  for (const [name, run] of stages) micros.set(name, [...(micros.get(name) ?? []), await cpuPerCall(run, calls)]);
const bytes = new Map<string, number | null>();
for (const [name, run] of stages) bytes.set(name, await bytesPerCall(run));

if (!JSON.stringify(answer).includes('"RecordAttemptSuccess"')) throw new Error(`not a success: ${JSON.stringify(answer).slice(0, 300)}`);
process.stdout.write(`The single write's stages in this process (median of ${rounds} rounds of ${calls} calls; Node ${process.version})\n`);
process.stdout.write('| stage | µs per call | bytes allocated per call |\n|---|---:|---:|\n');
for (const [name] of stages) {
  const allocated = bytes.get(name);
  process.stdout.write(
    `| ${name} | ${median(micros.get(name)!).toFixed(1)} | ${allocated === null || allocated === undefined ? 'n/a (run with --expose-gc)' : Math.round(allocated)} |\n`,
  );
}
