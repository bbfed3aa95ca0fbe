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
// the overview takes a fifth), BENCH_INGEST_BATCHES (20).
//
// Rows are seeded as bench/seed-reliability.ts seeds them: INSERT ... SELECT over
// generate_series, through the real triggers (clock, sequence, self-grading check),
// 50 cohorts per statement on two connections. Statistics: PostgreSQL here runs with
// autovacuum off, so after each growth the benchmark itself runs
// `VACUUM (ANALYZE) cohort, attempt, adjudication` (statistics and the visibility
// map, as autovacuum would eventually produce them) before measuring.
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { deliveryLoginRoleFor, serverLoginRoleFor } from '../src/db/login.js';
import { ensureDatabase, migrate } from '../src/db/migrate.js';
import { withDatabase } from '../src/db/urls.js';
import { issueToken } from '../src/modules/auth/tokens.js';
import { evidenceStatement, findCohort, selectionOf } from '../src/modules/reliability/store.js';
import { DEFAULT_WINDOW } from '../src/domain/window.js';
import { ATTEMPTS_PAGE, RELIABILITY } from './floor-server.js';
import { BenchClient, intSetting, startServerProcess, stopServerProcess } from './harness.js';
import { adjudicationsSql, attemptsSql, cohortIdSql, cohortsSql, projectIdSql, type SeedShape } from './seed-reliability.js';

const log = (line: string) => process.stderr.write(`${line}\n`);

const SHAPE: SeedShape = { cohortsPerProject: 100, attemptsPerCohort: 500, spreadDays: 29 };
const COHORTS_PER_STATEMENT = 50;
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

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function timed(count: number, run: () => Promise<unknown>): Promise<{ p50: number; p99: number }> {
  for (let i = 0; i < Math.min(10, count); i++) await run(); // warm-up
  const latencies: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await run();
    latencies.push(performance.now() - start);
  }
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

/** Grows the ledger to `cohorts` seeded cohorts, from `from`. */
async function grow(owner: pg.Pool, from: number, to: number, anchor: Date): Promise<void> {
  const started = Date.now();
  await owner.query(cohortsSql(SHAPE, from, to));
  const ranges: [number, number][] = [];
  for (let start = from; start < to; start += COHORTS_PER_STATEMENT) ranges.push([start, Math.min(to, start + COHORTS_PER_STATEMENT)]);
  let done = 0;
  const worker = async () => {
    for (let range = ranges.shift(); range; range = ranges.shift()) {
      await owner.query(attemptsSql(SHAPE), [range[0], range[1], anchor]);
      await owner.query(adjudicationsSql(SHAPE), [range[0], range[1]]);
      done += range[1] - range[0];
      if (done % 1000 < COHORTS_PER_STATEMENT) log(`seed: ${from + done}/${to} cohorts (${Math.round((Date.now() - started) / 1000)} s)`);
    }
  };
  await Promise.all([worker(), worker()]);
}

interface SizeResult {
  attempts: number;
  adjudications: number;
  seedSeconds: number;
  vacuumAnalyzeSeconds: number;
  bytes: { attempt: number; adjudication: number; cohort: number; perAttempt: number };
  ingestRowsPerSecond: number;
  reliabilityMs: { p50: number; p99: number };
  attemptsPageMs: { p50: number; p99: number };
  overviewMs: { p50: number; p99: number };
  reliabilityStatement: { sharedBuffers: number; executionMs: number };
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL?.trim();
  if (!url) throw new Error('set DATABASE_URL to the owner connection of the benchmark database (it is created and dropped)');
  const sizes = (process.env.BENCH_SCALE_SIZES?.trim() || '1000000,10000000').split(',').map(Number);
  if (sizes.some((size) => !Number.isInteger(size) || size < SHAPE.attemptsPerCohort * SHAPE.cohortsPerProject))
    throw new Error(`BENCH_SCALE_SIZES: attempt counts of at least ${SHAPE.attemptsPerCohort * SHAPE.cohortsPerProject}`);
  const requests = intSetting('BENCH_REQUESTS', 200, 10);
  const batches = intSetting('BENCH_INGEST_BATCHES', 20, 1);
  const database = new URL(url).pathname.slice(1);
  const maintenanceUrl = withDatabase(url, 'postgres');
  await ensureDatabase(maintenanceUrl, database);
  await migrate(url);

  const owner = new pg.Pool({ connectionString: url, max: 3 });
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
      const target = Math.ceil(size / SHAPE.attemptsPerCohort);
      const seedStart = Date.now();
      await grow(owner, cohorts, target, anchor);
      cohorts = target;
      const seedSeconds = (Date.now() - seedStart) / 1000;
      const vacuumStart = Date.now();
      await owner.query('VACUUM (ANALYZE) cohort, attempt, adjudication');
      const vacuumAnalyzeSeconds = (Date.now() - vacuumStart) / 1000;
      const counts = (await owner.query<{ attempts: string; adjudications: string; a: string; j: string; c: string }>(
        `SELECT (SELECT count(*) FROM attempt) AS attempts, (SELECT count(*) FROM adjudication) AS adjudications,
                pg_total_relation_size('attempt') AS a, pg_total_relation_size('adjudication') AS j, pg_total_relation_size('cohort') AS c`,
      )).rows[0]!;
      const attempts = Number(counts.attempts);
      log(`size: ${attempts} attempts, ${counts.adjudications} adjudications (seed ${seedSeconds.toFixed(0)} s, vacuum analyze ${vacuumAnalyzeSeconds.toFixed(0)} s)`);

      // The server starts after the growth, so no measurement includes a cold start of the seed.
      if (child) await stopServerProcess(child);
      const server = await startServerProcess(url);
      child = server.child;
      const client = new BenchClient(server.url, token, 1);
      clients.push(client);

      const ingestStart = performance.now();
      let recorded = 0;
      for (let batch = 0; batch < batches; batch++) {
        const inputs = Array.from({ length: 100 }, (_, i) => outcomeInput(writeProjects[sizeIndex]!, `scale-${sizeIndex}-${batch}-${i}`, batch * 100 + i));
        const data = await client.post(RECORD_ATTEMPTS, { inputs });
        if (data.recordAttempts.__typename !== 'RecordAttemptsSuccess') throw new Error(JSON.stringify(data));
        recorded += 2 * data.recordAttempts.recordedCount;
      }
      const ingestRowsPerSecond = recorded / ((performance.now() - ingestStart) / 1000);

      const reliabilityMs = await timed(requests, async () => {
        const data = await client.post(RELIABILITY, { cohortId: probeCohort });
        if (data.reliability.__typename !== 'ReliabilityReport') throw new Error(JSON.stringify(data));
      });
      const attemptsPageMs = await timed(requests, async () => {
        const data = await client.post(ATTEMPTS_PAGE, { cohortId: probeCohort, first: 50 });
        if (data.attempts.edges.length !== 50) throw new Error(JSON.stringify(data).slice(0, 300));
      });
      const overviewMs = await timed(Math.max(10, Math.floor(requests / 5)), async () => {
        const data = await client.post(OVERVIEW, { projectId: probeProject, first: 100 });
        if (data.reliabilityOverview.edges.length !== 100) throw new Error(JSON.stringify(data).slice(0, 300));
      });

      const found = (await findCohort(owner, probeCohort, undefined))!;
      const asOf = new Date();
      const statement = evidenceStatement([found.cohort], asOf, selectionOf(DEFAULT_WINDOW, asOf));
      const plan = await owner.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${statement.text}`, statement.values);
      const top = plan.rows[0]['QUERY PLAN'][0];
      const sharedBuffers = (top.Plan['Shared Hit Blocks'] ?? 0) + (top.Plan['Shared Read Blocks'] ?? 0);

      const result: SizeResult = {
        attempts,
        adjudications: Number(counts.adjudications),
        seedSeconds,
        vacuumAnalyzeSeconds,
        bytes: { attempt: Number(counts.a), adjudication: Number(counts.j), cohort: Number(counts.c), perAttempt: (Number(counts.a) + Number(counts.j) + Number(counts.c)) / attempts },
        ingestRowsPerSecond,
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
      '| attempts | adjudications | bytes/attempt | ingest rows/s | reliability p50/p99 ms | attempts page p50/p99 ms | overview (100) p50/p99 ms | reliability statement buffers |',
      '|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...results.map((r) =>
        `| ${r.attempts.toLocaleString('en')} | ${r.adjudications.toLocaleString('en')} | ${r.bytes.perAttempt.toFixed(0)} | ${r.ingestRowsPerSecond.toFixed(0)} | ` +
        `${r.reliabilityMs.p50.toFixed(1)} / ${r.reliabilityMs.p99.toFixed(1)} | ${r.attemptsPageMs.p50.toFixed(1)} / ${r.attemptsPageMs.p99.toFixed(1)} | ` +
        `${r.overviewMs.p50.toFixed(0)} / ${r.overviewMs.p99.toFixed(0)} | ${r.reliabilityStatement.sharedBuffers} |`),
    ];
    console.log(lines.join('\n'));
    const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));
    mkdirSync(resultsDir, { recursive: true });
    const file = path.join(resultsDir, `scale-${new Date().toISOString().replace(/:/g, '-').replace(/\.\d+Z$/, 'Z')}.json`);
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

await main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
