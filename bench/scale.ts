// Scale benchmark: does a request cost what its cohort holds, or what the ledger holds?
// The ledger is grown to each size in turn (1M, then 10M attempts by default) with
// the same cohort shape as bench/requests.ts (500 attempts per cohort, about 0.6
// adjudications per attempt, 100 cohorts per project), and at each size the same
// requests are measured over HTTP against the real server:
//   - ingest: batched recordAttempts (100 outcomes x 2 capabilities) into a new project;
//   - reliability of one cohort (the same cohort at every size);
//   - the attempts page of that cohort (50 attempts);
//   - reliabilityOverview of its project (100 cohorts in one request);
// plus the buffers the reliability statement reads (EXPLAIN (ANALYZE, BUFFERS)),
// which do not depend on how noisy the shared machine is.
//
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/crl_bench_scale npm run bench:scale
//
// The database named by DATABASE_URL is created (it must not exist or be empty of
// seeded rows) and dropped at the end, with the server's login role for it, unless
// BENCH_KEEP=1. Knobs (environment):
// BENCH_SCALE_SIZES ("1000000,10000000" attempts), BENCH_REQUESTS per read (200;
// the overview takes a fifth), BENCH_INGEST_BATCHES (20), BENCH_SCALE_SEED_UNTIL (an
// ISO instant: the growth stops at the first whole cohort after it and the size
// reached is measured; no later size is grown).
//
// Rows are seeded as bench/seed-reliability.ts seeds them (seedRows): attempts through
// crl_record_attempts with arrays built by generate_series, adjudications through the
// API's insert, 1,000 attempts per statement on two connections, every trigger running,
// the credential screens lifted while growing (docs/benchmarks/scale.md says what
// differs from an API write and what each part costs). Statistics: PostgreSQL here runs with
// autovacuum off, so after each growth the benchmark itself runs
// `VACUUM (ANALYZE) cohort, attempt, adjudication` (statistics and the visibility
// map, as autovacuum would eventually produce them) before measuring.
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { deliveryLoginRoleFor, serverLoginRoleFor } from '../src/db/login.js';
import { ensureDatabase, migrate } from '../src/db/migrate.js';
import { withDatabase } from '../src/db/urls.js';
import { issueToken } from '../src/modules/auth/tokens.js';
import { evidenceStatement, selectionOf } from '../src/modules/reliability/evidence.js';
import { findCohort } from '../src/modules/reliability/store.js';
import { DEFAULT_WINDOW } from '../src/domain/window.js';
import { ATTEMPTS_PAGE, RELIABILITY } from './floor-server.js';
import { BenchClient, startServerProcess, stopServerProcess } from './harness.js';
import { defineScript, knob, runAsEntry, scriptArguments, textKnob } from '../src/cli/script.js';
import {
  cohortIdSql,
  cohortsSql,
  projectIdSql,
  screenSample,
  seedRows,
  withCredentialScreensLifted,
  type SeedShape,
  type SeedTimes,
} from './seed-reliability.js';
import { quantile } from './statistics.js';

const log = (line: string) => process.stderr.write(`${line}\n`);

const SHAPE: SeedShape = { cohortsPerProject: 100, attemptsPerCohort: 500, spreadDays: 29 };
const RECORDER = 'bench-scale-recorder';

const OVERVIEW = /* GraphQL */ `
  query Overview($projectId: String!, $first: Int) {
    reliabilityOverview(projectId: $projectId, first: $first) {
      __typename ... on ReliabilityOverviewConnection { edges { node { cohortId state sampleSize } } }
    }
  }`;

const RECORD_ATTEMPTS = /* GraphQL */ `
  mutation Bench($inputs: [RecordAttemptInput!]!) {
    recordAttempts(inputs: $inputs) { __typename ... on RecordAttemptsSuccess { recordedCount } ... on Error { message } }
  }`;

function digest(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** One outcome of two capabilities, a pure function of its id. */
function outcomeInput(projectId: string, outcomeId: string, index: number) {
  const finishedAt = new Date(Date.now() - (index % 1000) * 60_000);
  const succeeded = index % 5 !== 0;
  return {
    outcomeId,
    projectId,
    taskRef: `task-${index % 5000}`,
    workPackageRef: null,
    agentRunRef: `run-${outcomeId}`,
    workerRef: `worker-${index % 3}`,
    outcomeCode: succeeded ? 'SUCCEEDED' : 'FAILED',
    stopReasonCode: succeeded ? 'COMPLETED' : 'VALIDATION_FAILED',
    attemptNumber: 1,
    startedAt: new Date(finishedAt.getTime() - 300_000).toISOString(),
    finishedAt: finishedAt.toISOString(),
    capabilities: ['code.edit.typescript', 'code.test.unit'],
    scope: { rootRef: 'repo-main', paths: ['src/app'], resources: [] },
    runtime: { provider: 'acme', model: 'acme-coder-2', runtimeVersion: '2026.11' },
    policy: { harnessVersion: 'harness-1.4', policyVersion: 'policy-7' },
    verification: { mode: 'DETERMINISTIC_CHECK', result: succeeded ? 'PASSED' : 'FAILED', verifierRef: 'ci-runner', verifierModel: null },
    acceptanceCriteria: { total: 3, met: succeeded ? 3 : 1 },
    validationCommands: { total: 2, passed: succeeded ? 2 : 1, failed: succeeded ? 0 : 1 },
    humanOverride: false,
    humanRejected: false,
    rolledBack: false,
    severity: index % 50 === 0 ? 'CRITICAL' : 'NORMAL',
    evidence: [{ kind: 'LOG', digest: digest(`evidence-${outcomeId}`) }],
  };
}

async function timed(count: number, run: () => Promise<unknown>): Promise<{ p50: number; p99: number; requests: number }> {
  const warmUp = Math.min(10, count);
  for (let i = 0; i < warmUp; i++) await run();
  const latencies: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await run();
    latencies.push(performance.now() - start);
  }
  return { p50: quantile(latencies, 0.5), p99: quantile(latencies, 0.99), requests: warmUp + count };
}

/** A backend reports its buffer counts when idle, at most every 10 s (PostgreSQL 15's cumulative statistics). */
const STATS_FLUSH_MS = 11_000;

/** Shared buffers (hit + read) of every statement in the database so far, as the statistics report them. */
async function databaseBuffers(owner: pg.Pool): Promise<number> {
  const client = await owner.connect();
  try {
    await client.query('SELECT pg_stat_clear_snapshot()');
    const row = await client.query<{ buffers: string }>(
      `SELECT blks_hit + blks_read AS buffers FROM pg_stat_database WHERE datname = current_database()`,
    );
    return Number(row.rows[0]!.buffers);
  } finally {
    client.release();
  }
}

/**
 * Times `run` as `timed` does and counts the shared buffers the whole server read per
 * request (every statement of it: the credential, the page, the report), from the
 * database's statistics before and after: the figure machine noise does not move.
 */
async function timedWithBuffers(owner: pg.Pool, count: number, run: () => Promise<unknown>) {
  await new Promise((resolve) => setTimeout(resolve, STATS_FLUSH_MS));
  const before = await databaseBuffers(owner);
  const times = await timed(count, run);
  await new Promise((resolve) => setTimeout(resolve, STATS_FLUSH_MS));
  const buffers = (await databaseBuffers(owner)) - before;
  return { p50: times.p50, p99: times.p99, buffersPerRequest: Math.round(buffers / times.requests) };
}

/** Grows the ledger from `from` to `to` seeded cohorts (fewer once `until` has passed). */
async function grow(owner: pg.Pool, from: number, to: number, anchor: Date, until: Date | undefined): Promise<SeedTimes> {
  await owner.query(cohortsSql(SHAPE, from, to));
  return withCredentialScreensLifted(owner, () => seedRows(owner, SHAPE, { from, to, anchor, until }, log));
}

interface SizeResult {
  attempts: number;
  /** The size asked for (more than `attempts` when BENCH_SCALE_SEED_UNTIL stopped the growth). */
  target: number;
  adjudications: number;
  seedSeconds: number;
  /** This growth's rows (attempts + adjudications) over its wall time; each kind per connection, over the time its statements took. */
  seed: {
    rowsPerSecond: number;
    attemptsPerSecondPerConnection: number;
    adjudicationsPerSecondPerConnection: number;
    loadAverage: number[];
  };
  /** Identifier values of the first and last cohorts run through the credential screens after the growth. */
  screenedValues: number;
  vacuumAnalyzeSeconds: number;
  bytes: { attempt: number; adjudication: number; cohort: number; perAttempt: number };
  ingestRowsPerSecond: number;
  /** os.loadavg() when the measurements of this size started and ended. */
  loadAverage: { start: number[]; end: number[] };
  /** Latencies, and the shared buffers the server's statements read per request (pg_stat_database). */
  reliabilityMs: { p50: number; p99: number; buffersPerRequest: number };
  attemptsPageMs: { p50: number; p99: number; buffersPerRequest: number };
  overviewMs: { p50: number; p99: number; buffersPerRequest: number };
  reliabilityStatement: { sharedBuffers: number; executionMs: number };
}

export const command = defineScript({
  name: 'bench:scale',
  summary:
    'Does a request cost what its cohort holds, or what the ledger holds? The ledger is grown to each size in turn and the same requests are measured over HTTP at each (docs/benchmarks.md).',
  details: [
    'The database named by DATABASE_URL is created (it must not exist or hold no seeded rows) and dropped at the end, with its server login role, unless BENCH_KEEP=1.',
  ],
  options: {},
  environment: {
    DATABASE_URL: { value: '<url>', description: "the owner's URL of the benchmark database (required)" },
    BENCH_SCALE_SIZES: { value: 'N,N', description: 'the ledger sizes measured, in attempts', default: '1000000,10000000' },
    BENCH_REQUESTS: { value: 'N', description: 'requests per read (the overview takes a fifth), at least 10', default: '200' },
    BENCH_INGEST_BATCHES: { value: 'N', description: 'ingest batches per size', default: '20' },
    BENCH_SCALE_SEED_UNTIL: {
      value: 'ISO',
      description: 'stop growing at the first whole cohort after this instant and measure the size reached (no later size is grown)',
    },
    BENCH_KEEP: { value: '1', description: 'keep the database at the end' },
  },
});

export async function main(argv: string[]): Promise<void> {
  const parsed = scriptArguments(command, argv);
  if (!parsed) return;
  const url = process.env.DATABASE_URL?.trim();
  if (!url) throw new Error('set DATABASE_URL to the owner connection of the benchmark database (it is created and dropped)');
  const sizes = textKnob(command, 'BENCH_SCALE_SIZES').split(',').map(Number);
  if (sizes.some((size) => !Number.isInteger(size) || size < SHAPE.attemptsPerCohort * SHAPE.cohortsPerProject))
    throw new Error(`BENCH_SCALE_SIZES: attempt counts of at least ${SHAPE.attemptsPerCohort * SHAPE.cohortsPerProject}`);
  const requests = knob(command, 'BENCH_REQUESTS', 10);
  const batches = knob(command, 'BENCH_INGEST_BATCHES', 1);
  const untilSetting = process.env.BENCH_SCALE_SEED_UNTIL?.trim();
  const until = untilSetting ? new Date(untilSetting) : undefined;
  if (until && Number.isNaN(until.getTime())) throw new Error('BENCH_SCALE_SEED_UNTIL: an ISO instant');
  const database = new URL(url).pathname.slice(1);
  const maintenanceUrl = withDatabase(url, 'postgres');
  await ensureDatabase(maintenanceUrl, database);
  await migrate(url);

  // The seed's commits need not wait for the WAL flush (a crash loses a seed, never a measurement).
  const owner = new pg.Pool({ connectionString: url, max: 3, options: '-c synchronous_commit=off' });
  let child: Awaited<ReturnType<typeof startServerProcess>>['child'] | undefined;
  const clients: BenchClient[] = [];
  const results: SizeResult[] = [];
  try {
    const seeded = await owner.query<{ n: string }>(`SELECT count(*) AS n FROM attempt`);
    if (Number(seeded.rows[0]!.n) !== 0) throw new Error(`${database} already holds attempts: drop it first`);
    const settings = await owner.query<{ version: string; autovacuum: string }>(
      `SELECT current_setting('server_version') AS version, current_setting('autovacuum') AS autovacuum`,
    );
    const { version, autovacuum } = settings.rows[0]!;
    log(`PostgreSQL ${version}, autovacuum ${autovacuum}`);
    const anchor = new Date();
    const probeCohort = (await owner.query<{ id: string }>(`SELECT ${cohortIdSql('0')} AS id`)).rows[0]!.id;
    const probeProject = (await owner.query<{ id: string }>(`SELECT ${projectIdSql('0')} AS id`)).rows[0]!.id;
    const writeProjects = sizes.map(() => randomUUID());
    const { token } = await issueToken(owner, {
      actorRef: RECORDER,
      roles: ['reader', 'recorder'],
      allProjects: false,
      projectIds: [probeProject, ...writeProjects],
      createdBy: 'bench',
    });

    let cohorts = 0;
    for (const [sizeIndex, size] of sizes.entries()) {
      if (sizeIndex > 0 && cohorts < Math.ceil(sizes[sizeIndex - 1]! / SHAPE.attemptsPerCohort)) break; // stopped short: measured already
      const target = Math.ceil(size / SHAPE.attemptsPerCohort);
      const seedStart = Date.now();
      const seeded = await grow(owner, cohorts, target, anchor, until);
      const seedSeconds = (Date.now() - seedStart) / 1000;
      const seedLoad = loadavg();
      cohorts = seeded.reached;
      if (cohorts < target) log(`seed: stopped at ${cohorts} cohorts (BENCH_SCALE_SEED_UNTIL ${until!.toISOString()} passed)`);
      const screenedValues = await screenSample(owner, [0, cohorts - 1]);
      const vacuumStart = Date.now();
      await owner.query('VACUUM (ANALYZE) cohort, attempt, adjudication');
      const vacuumAnalyzeSeconds = (Date.now() - vacuumStart) / 1000;
      const counts = (
        await owner.query<{ attempts: string; adjudications: string; a: string; j: string; c: string }>(
          `SELECT (SELECT count(*) FROM attempt) AS attempts, (SELECT count(*) FROM adjudication) AS adjudications,
                pg_total_relation_size('attempt') AS a, pg_total_relation_size('adjudication') AS j, pg_total_relation_size('cohort') AS c`,
        )
      ).rows[0]!;
      const attempts = Number(counts.attempts);
      log(
        `size: ${attempts} attempts, ${counts.adjudications} adjudications (seed ${seedSeconds.toFixed(0)} s, vacuum analyze ${vacuumAnalyzeSeconds.toFixed(0)} s)`,
      );
      const measureLoad = loadavg();

      // The server starts after the growth, so no measurement includes a cold start of the seed.
      if (child) await stopServerProcess(child);
      // Its background work is off: the transparency sequencer would append every seeded row
      // as a leaf during the measurement (its own cost: the Ingest section), and the alert
      // evaluator and webhook queue would add statements to the buffer counts.
      process.env.SEQUENCE_INTERVAL_MS = '0';
      process.env.ALERT_EVALUATION_INTERVAL_MS = '0';
      process.env.WEBHOOK_DELIVERY = 'false';
      const server = await startServerProcess(url);
      child = server.child;
      const client = new BenchClient(server.url, token, 1);
      clients.push(client);

      const ingestStart = performance.now();
      let recorded = 0;
      for (let batch = 0; batch < batches; batch++) {
        const inputs = Array.from({ length: 100 }, (_, i) =>
          outcomeInput(writeProjects[sizeIndex]!, `scale-${sizeIndex}-${batch}-${i}`, batch * 100 + i),
        );
        const data = await client.post<{ recordAttempts: { __typename: string; recordedCount: number } }>(RECORD_ATTEMPTS, { inputs });
        if (data.recordAttempts.__typename !== 'RecordAttemptsSuccess') throw new Error(JSON.stringify(data));
        recorded += 2 * data.recordAttempts.recordedCount;
      }
      const ingestRowsPerSecond = recorded / ((performance.now() - ingestStart) / 1000);

      const reliabilityMs = await timedWithBuffers(owner, requests, async () => {
        const data = await client.post<{ reliability: { __typename: string } }>(RELIABILITY, { cohortId: probeCohort });
        if (data.reliability.__typename !== 'ReliabilityReport') throw new Error(JSON.stringify(data));
      });
      const attemptsPageMs = await timedWithBuffers(owner, requests, async () => {
        const data = await client.post<{ attempts: { edges: unknown[] } }>(ATTEMPTS_PAGE, { cohortId: probeCohort, first: 50 });
        if (data.attempts.edges.length !== 50) throw new Error(JSON.stringify(data).slice(0, 300));
      });
      const overviewMs = await timedWithBuffers(owner, Math.max(10, Math.floor(requests / 5)), async () => {
        const data = await client.post<{ reliabilityOverview: { edges: unknown[] } }>(OVERVIEW, { projectId: probeProject, first: 100 });
        if (data.reliabilityOverview.edges.length !== 100) throw new Error(JSON.stringify(data).slice(0, 300));
      });

      const found = (await findCohort(owner, probeCohort, undefined))!;
      const asOf = new Date();
      const statement = evidenceStatement([found.cohort], asOf, selectionOf(DEFAULT_WINDOW, asOf));
      const plan = await owner.query<{
        'QUERY PLAN': { Plan: { 'Shared Hit Blocks'?: number; 'Shared Read Blocks'?: number }; 'Execution Time': number }[];
      }>(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${statement.text}`, statement.values);
      const top = plan.rows[0]!['QUERY PLAN'][0]!;
      const sharedBuffers = (top.Plan['Shared Hit Blocks'] ?? 0) + (top.Plan['Shared Read Blocks'] ?? 0);

      const result: SizeResult = {
        attempts,
        target: size,
        adjudications: Number(counts.adjudications),
        seedSeconds,
        seed: {
          rowsPerSecond: (seeded.attempts + seeded.adjudications) / seedSeconds,
          attemptsPerSecondPerConnection: seeded.attempts / seeded.attemptSeconds,
          adjudicationsPerSecondPerConnection: seeded.adjudications / seeded.adjudicationSeconds,
          loadAverage: seedLoad,
        },
        screenedValues,
        vacuumAnalyzeSeconds,
        bytes: {
          attempt: Number(counts.a),
          adjudication: Number(counts.j),
          cohort: Number(counts.c),
          perAttempt: (Number(counts.a) + Number(counts.j) + Number(counts.c)) / attempts,
        },
        ingestRowsPerSecond,
        loadAverage: { start: measureLoad, end: loadavg() },
        reliabilityMs,
        attemptsPageMs,
        overviewMs,
        reliabilityStatement: { sharedBuffers, executionMs: top['Execution Time'] },
      };
      results.push(result);
      log(JSON.stringify(result));
    }

    const lines = [
      `Scale (PostgreSQL ${version}, autovacuum ${autovacuum}; statistics: VACUUM (ANALYZE) by the benchmark after each growth)`,
      '| attempts | adjudications | seed rows/s (load) | bytes/attempt | ingest rows/s | reliability p50/p99 ms | attempts page p50/p99 ms | overview (100) p50/p99 ms | reliability statement buffers | buffers per request: reliability / page / overview | load during reads |',
      '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...results.map(
        (r) =>
          `| ${r.attempts.toLocaleString('en')} | ${r.adjudications.toLocaleString('en')} | ${r.seed.rowsPerSecond.toFixed(0)} (${r.seed.loadAverage[0]!.toFixed(1)}) | ` +
          `${r.bytes.perAttempt.toFixed(0)} | ${r.ingestRowsPerSecond.toFixed(0)} | ` +
          `${r.reliabilityMs.p50.toFixed(1)} / ${r.reliabilityMs.p99.toFixed(1)} | ${r.attemptsPageMs.p50.toFixed(1)} / ${r.attemptsPageMs.p99.toFixed(1)} | ` +
          `${r.overviewMs.p50.toFixed(0)} / ${r.overviewMs.p99.toFixed(0)} | ${r.reliabilityStatement.sharedBuffers} | ` +
          `${r.reliabilityMs.buffersPerRequest} / ${r.attemptsPageMs.buffersPerRequest} / ${r.overviewMs.buffersPerRequest} | ` +
          `${r.loadAverage.start[0]!.toFixed(1)}–${r.loadAverage.end[0]!.toFixed(1)} |`,
      ),
    ];
    console.log(lines.join('\n'));
    const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));
    mkdirSync(resultsDir, { recursive: true });
    const file = path.join(
      resultsDir,
      `scale-${new Date()
        .toISOString()
        .replace(/:/g, '-')
        .replace(/\.\d+Z$/, 'Z')}.json`,
    );
    writeFileSync(file, `${JSON.stringify({ version, autovacuum, shape: SHAPE, results }, null, 2)}\n`);
    log(`results written to ${path.relative(process.cwd(), file)}`);
  } finally {
    for (const client of clients) client.close();
    if (child) await stopServerProcess(child);
    await owner.end().catch(() => undefined);
    if (process.env.BENCH_KEEP !== '1') {
      const admin = new pg.Client({ connectionString: maintenanceUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(database)} WITH (FORCE)`);
      // The server's login role is per database (src/db/login.ts): it goes with it.
      await admin.query(`DROP ROLE IF EXISTS ${pg.escapeIdentifier(serverLoginRoleFor(database))}`);
      await admin.query(`DROP ROLE IF EXISTS ${pg.escapeIdentifier(deliveryLoginRoleFor(database))}`);
      await admin.end();
      log(`dropped ${database} and its server login`);
    }
  }
}

runAsEntry(import.meta.url, main);
