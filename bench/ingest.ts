// Ingest benchmark: batched `recordAttempts` over HTTP against a floor of plain
// multi-row SQL INSERTs of the same rows through `pg`, on the same database in the
// same run. The machines this runs on are shared and noisy, so the figure that
// matters is the ratio API/SQL, measured in alternating rounds so drift hits both.
//
//   npm run bench:ingest                      embedded PostgreSQL in a temp folder
//   DATABASE_URL=postgresql://... npm run bench:ingest
//
// Knobs (environment): BENCH_ROUNDS (20), BENCH_REQUESTS per client per round (10),
// BENCH_BATCH outcomes per request (100), BENCH_CONCURRENCY ("1,4"), BENCH_WARMUP
// requests per client (3), BENCH_SEED (1), BENCH_PROFILE_DIR (writes a V8 CPU
// profile of the server process there), BENCH_SEQUENCER (on; off runs the server
// without the transparency log's sequencer; alternate measures its cost in one run:
// API rounds with a sequencer process running and without, in alternating order, no
// floor, 240 requests a round unless BENCH_REQUESTS is set: docs/benchmarks/ingest.md).
//
// The ledger is append-only (no DELETE, no TRUNCATE), so every run adds rows to the
// database it is given; for figures to compare, start from a fresh database.
//
// The server runs in a child process (this same file with --serve): sharing one
// event loop with the load generator would bill the client's work to the API.
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedCluster } from '../src/db/embedded.js';
import { ensureDatabase, migrate } from '../src/db/migrate.js';
import { planOutcome, type OutcomePlan } from '../src/domain/outcome.js';
import { issueToken } from '../src/modules/auth/tokens.js';
import { generateSigner } from '../src/modules/transparency/keys.js';
import { TransparencyLog } from '../src/modules/transparency/store.js';
import { BenchClient, intSetting, startServerProcess, stopServerProcess } from './harness.js';
import { freePort, withDatabase } from '../src/db/urls.js';
import { FLOOR_COLUMNS, floorText, floorValues, prepareCohorts, submissionFor } from './write-floor.js';
import { median, quantile } from './statistics.js';
import { defineScript, isEntry, knob, runAsEntry, scriptArguments, textKnob } from '../src/cli/script.js';

// ---------------------------------------------------------------------------
// Settings

interface Settings {
  rounds: number;
  requestsPerClient: number;
  batch: number;
  concurrencies: number[];
  warmupPerClient: number;
  seed: number;
}

function readSettings(): Settings {
  const concurrencies = textKnob(command, 'BENCH_CONCURRENCY')
    .split(',')
    .map((part) => Number(part.trim()));
  if (concurrencies.some((c) => !Number.isInteger(c) || c < 1 || c > 16))
    throw new Error('BENCH_CONCURRENCY must be a comma-separated list of integers 1..16');
  return {
    rounds: knob(command, 'BENCH_ROUNDS', 1),
    requestsPerClient: knob(command, 'BENCH_REQUESTS', 1),
    // Kept well under MAX_BATCH_OUTCOMES (500) and the 65535 bind-parameter limit of the floor.
    batch: Math.min(knob(command, 'BENCH_BATCH', 1), 500),
    concurrencies,
    warmupPerClient: knob(command, 'BENCH_WARMUP', 0),
    seed: knob(command, 'BENCH_SEED', 0),
  };
}

type Side = 'api' | 'sql';

/** The outcome plans of one request (API) or one statement (floor). */
function unitPlans(settings: Settings, projectId: string, side: Side, slot: string): OutcomePlan[] {
  return Array.from({ length: settings.batch }, (_, index) => {
    const outcomeSlot = `${slot}-o${String(index).padStart(3, '0')}`;
    const outcomeId = `bench-${side === 'api' ? 'a' : 's'}-${outcomeSlot}`;
    return planOutcome(submissionFor(settings.seed, outcomeSlot, outcomeId, projectId));
  });
}

function slotOf(concurrency: number, round: string, unit: number): string {
  return `c${concurrency}-${round}-q${String(unit).padStart(3, '0')}`;
}

// ---------------------------------------------------------------------------
// The API side: one POST per batch on keep-alive connections, one per client.

const RECORD_ATTEMPTS = /* GraphQL */ `
  mutation Bench($inputs: [RecordAttemptInput!]!) {
    recordAttempts(inputs: $inputs) {
      __typename
      ... on RecordAttemptsSuccess { recordedCount }
      ... on Error { message }
    }
  }
`;

function requestBody(plans: OutcomePlan[]): Buffer {
  const inputs = plans.map(({ submission }) => ({
    ...submission,
    startedAt: submission.startedAt.toISOString(),
    finishedAt: submission.finishedAt.toISOString(),
  }));
  return Buffer.from(JSON.stringify({ query: RECORD_ATTEMPTS, operationName: 'Bench', variables: { inputs } }));
}

/** What a batch's answer is read for. */
interface RecordAttemptsAnswer {
  data?: { recordAttempts?: { __typename: string; recordedCount: number } } | null;
}

/** Sends one batch; resolves to the number of outcomes newly recorded, or throws. */
async function sendBatch(client: BenchClient, body: Buffer): Promise<number> {
  const { status, text } = await client.send(body);
  try {
    const result = (JSON.parse(text) as RecordAttemptsAnswer | null)?.data?.recordAttempts;
    if (status !== 200 || result?.__typename !== 'RecordAttemptsSuccess') throw new Error('refused');
    return result.recordedCount;
  } catch {
    throw new Error(`recordAttempts failed (HTTP ${status}): ${text.slice(0, 500)}`);
  }
}

// ---------------------------------------------------------------------------
// Timing

interface Timed {
  seconds: number;
  /** Per request / statement, in milliseconds. */
  latencies: number[];
}

/** Runs `jobs` on `concurrency` workers pulling from one queue; wall time of the whole set. */
async function runPool<T>(jobs: T[], concurrency: number, run: (job: T, worker: number) => Promise<void>): Promise<Timed> {
  const latencies: number[] = [];
  let next = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (next < jobs.length) {
        const job = jobs[next++]!;
        const t0 = process.hrtime.bigint();
        await run(job, worker);
        latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
      }
    }),
  );
  return { seconds: Number(process.hrtime.bigint() - started) / 1e9, latencies };
}

// ---------------------------------------------------------------------------
// Checks, outside the timed windows

/** Every row of these outcomes is stored with the digests planned here (so both sides wrote the same content). */
async function verifyStored(owner: pg.Pool, projectId: string, plans: OutcomePlan[]): Promise<void> {
  const expected = new Map<string, string>();
  for (const plan of plans)
    for (const attempt of plan.attempts)
      expected.set(`${plan.submission.outcomeId}/${attempt.capabilityKey}`, `${plan.outcomeDigest}/${attempt.contentDigest}`);
  const stored = await owner.query<{ outcome_id: string; capability_key: string; outcome_digest: string; content_digest: string }>(
    `SELECT outcome_id, capability_key, outcome_digest, content_digest FROM attempt
      WHERE project_id = $1 AND outcome_id = ANY($2::text[])`,
    [projectId, plans.map((plan) => plan.submission.outcomeId)],
  );
  if (stored.rowCount !== expected.size) throw new Error(`expected ${expected.size} rows, found ${stored.rowCount}`);
  for (const row of stored.rows)
    if (expected.get(`${row.outcome_id}/${row.capability_key}`) !== `${row.outcome_digest}/${row.content_digest}`)
      throw new Error(`row ${row.outcome_id}/${row.capability_key} does not hold the planned digests`);
}

/**
 * The API's and the floor's rows of one slot agree on every column except those
 * derived from the outcome id (id, outcome id, group id, digests) and the clock.
 */
async function compareSides(owner: pg.Pool, projectId: string, slotPrefix: string): Promise<number> {
  const same = FLOOR_COLUMNS.filter((c) => !['attempt_group_id', 'outcome_id', 'outcome_digest', 'content_digest'].includes(c));
  const result = await owner.query<{ differing: string; compared: string }>(
    `WITH a AS (SELECT substr(outcome_id, 9) AS slot, ${same.join(', ')} FROM attempt WHERE project_id = $1 AND outcome_id LIKE $2),
          s AS (SELECT substr(outcome_id, 9) AS slot, ${same.join(', ')} FROM attempt WHERE project_id = $1 AND outcome_id LIKE $3)
     SELECT (SELECT count(*) FROM ((SELECT * FROM a EXCEPT ALL SELECT * FROM s) UNION ALL (SELECT * FROM s EXCEPT ALL SELECT * FROM a)) d) AS differing,
            (SELECT count(*) FROM a) AS compared`,
    [projectId, `bench-a-${slotPrefix}%`, `bench-s-${slotPrefix}%`],
  );
  const row = result.rows[0]!;
  if (Number(row.differing) !== 0) throw new Error(`API and floor rows of ${slotPrefix} differ in ${row.differing} rows`);
  return Number(row.compared);
}

// ---------------------------------------------------------------------------
// The run

const log = (message: string) => process.stderr.write(`${message}\n`);

interface RoundResult {
  round: number;
  order: string;
  apiRowsPerSecond: number;
  sqlRowsPerSecond: number;
  ratio: number;
  apiLatencyMs: { p50: number; p95: number };
  sqlLatencyMs: { p50: number; p95: number };
}

interface ConcurrencyResult {
  concurrency: number;
  requestsPerRound: number;
  rowsPerRequest: number;
  rounds: RoundResult[];
  summary: {
    apiRowsPerSecond: number;
    sqlRowsPerSecond: number;
    /** Median of the per-round ratios (each API round paired with its adjacent floor round). */
    ratio: number;
    ratioOfMedians: number;
    ratioRange: [number, number];
    apiRequestMsP50: number;
    sqlStatementMsP50: number;
    targetMet: boolean;
  };
}

const TARGET_RATIO = 0.75;
const RECORDED_BY = 'bench-recorder';

export const command = defineScript({
  name: 'bench:ingest',
  summary:
    'Batched recordAttempts over HTTP against a floor of plain multi-row SQL INSERTs of the same rows, on the same database, in alternating rounds (docs/benchmarks.md).',
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
    BENCH_ROUNDS: { value: 'N', description: 'rounds', default: '20' },
    BENCH_REQUESTS: { value: 'N', description: 'requests per client per round', default: '10' },
    BENCH_BATCH: { value: 'N', description: 'outcomes per request, at most 500', default: '100' },
    BENCH_CONCURRENCY: { value: 'N,N', description: 'the client counts measured, each 1 to 16', default: '1,4' },
    BENCH_WARMUP: { value: 'N', description: 'warm-up requests per client', default: '3' },
    BENCH_SEED: { value: 'N', description: 'the seed of the generated outcomes', default: '1' },
    BENCH_PROFILE_DIR: {
      value: '<dir>',
      description: 'write a V8 CPU profile of the server process there (summarise it with bench/profile-summary.ts)',
    },
    BENCH_SEQUENCER: {
      value: 'on|off|alternate',
      description:
        "the transparency log's sequencer beside the server; alternate measures its cost (API rounds with and without it, no floor)",
      default: 'on',
    },
  },
});

export async function main(argv: string[]): Promise<void> {
  if (!scriptArguments(command, argv)) return;
  const settings = readSettings();
  const startedAt = new Date();
  let embedded: EmbeddedCluster | null = null;
  let tempDir: string | null = null;
  let child: ChildProcess | null = null;
  let sequencerChild: ChildProcess | null = null;
  let owner: pg.Pool | null = null;
  const sqlClients: pg.Client[] = [];
  const apiClients: BenchClient[] = [];

  try {
    let ownerUrl = process.env.DATABASE_URL?.trim();
    let databaseKind: string;
    if (ownerUrl) {
      databaseKind = 'DATABASE_URL';
      const name = decodeURIComponent(new URL(ownerUrl).pathname.slice(1));
      if (name) await ensureDatabase(withDatabase(ownerUrl, 'postgres'), name).catch(() => undefined);
    } else {
      databaseKind = 'embedded';
      tempDir = mkdtempSync(path.join(os.tmpdir(), 'crl-bench-'));
      embedded = await startEmbeddedPostgres(tempDir, await freePort());
      await ensureDatabase(embedded.urlFor('postgres'), 'ledger');
      ownerUrl = embedded.urlFor('ledger');
    }
    await migrate(ownerUrl);
    const maxConcurrency = Math.max(...settings.concurrencies);
    owner = new pg.Pool({ connectionString: ownerUrl, max: 2 });
    const server = await owner.query<{
      version: string;
      synchronous_commit: string;
      fsync: string;
      autovacuum: string;
      database: string;
      rows: string;
    }>(
      `SELECT current_setting('server_version') AS version, current_setting('synchronous_commit') AS synchronous_commit,
              current_setting('fsync') AS fsync, current_setting('autovacuum') AS autovacuum,
              current_database() AS database, (SELECT count(*) FROM attempt) AS rows`,
    );
    const db = server.rows[0]!;
    log(`database: ${databaseKind}, PostgreSQL ${db.version} (${db.database}), ${db.rows} attempt rows before the run`);

    const started = await startServerProcess(ownerUrl);
    child = started.child;
    const alternate = process.env.BENCH_SEQUENCER?.trim() === 'alternate';
    const sequencer = alternate ? await startSequencerProcess(ownerUrl) : null;
    if (sequencer) sequencerChild = sequencer.child;
    const sequencerResults: {
      concurrency: number;
      onRowsPerSecond: number;
      offRowsPerSecond: number;
      ratio: number;
      ratioRange: [number, number];
      maxCaughtUp: number;
      rounds: { on: number; off: number; ratio: number; caughtUp: number; catchUpSeconds: number }[];
    }[] = [];
    // A new project per run: outcome ids are deterministic, and the idempotency key
    // includes the project, so a rerun on the same database never measures replays.
    const projectId = randomUUID();
    const { token } = await issueToken(owner, {
      actorRef: RECORDED_BY,
      roles: ['recorder'],
      allProjects: false,
      projectIds: [projectId],
      createdBy: 'bench',
    });
    const cohortIds = await prepareCohorts(owner, settings.seed, projectId);
    for (let i = 0; i < maxConcurrency; i++) {
      const client = new pg.Client({ connectionString: ownerUrl, application_name: 'crl-bench-floor' });
      client.on('error', () => undefined);
      await client.connect();
      sqlClients.push(client);
    }
    const rowsPerOutcome = 2;
    const text = floorText(settings.batch * rowsPerOutcome);

    const results: ConcurrencyResult[] = [];
    let comparedRows = 0;
    for (const concurrency of settings.concurrencies) {
      const api = new BenchClient(started.url, token, concurrency);
      apiClients.push(api);
      // With the sequencer alternating, a round must be long against its interval (1 s):
      // the rows of a round's last second are sequenced after the window closes, so a
      // short round hides part of the cost. Unless BENCH_REQUESTS says otherwise, such a
      // round is 240 requests (48,000 rows), 10 to 20 s here; each round reports its tail.
      const unitsPerRound =
        sequencer && !process.env.BENCH_REQUESTS?.trim() ? ALTERNATE_REQUESTS_PER_ROUND : settings.requestsPerClient * concurrency;
      const units = (side: Side, round: string, count: number) =>
        Array.from({ length: count }, (_, unit) => unitPlans(settings, projectId, side, slotOf(concurrency, round, unit)));

      const apiRound = async (plans: OutcomePlan[][]) => {
        const bodies = plans.map(requestBody);
        // Planning a round blocks the event loop for a while; let the sockets the
        // server closed meanwhile (idle through two floor rounds) leave the pool first.
        await new Promise((resolve) => setTimeout(resolve, 10));
        let recorded = 0;
        const timed = await runPool(bodies, concurrency, async (body) => {
          // Not `recorded += await ...`: that reads `recorded` before the await and loses concurrent updates.
          const count = await sendBatch(api, body);
          recorded += count;
        });
        if (recorded !== plans.length * settings.batch)
          throw new Error(`the API recorded ${recorded} of ${plans.length * settings.batch} outcomes`);
        return timed;
      };
      const sqlRound = async (plans: OutcomePlan[][]) => {
        const statements = plans.map((batch) => floorValues(batch, cohortIds, RECORDED_BY));
        return runPool(statements, concurrency, async (values, worker) => {
          // Prepared once per connection: about 5-10% faster than re-parsing 6,600 parameters each time.
          const result = await sqlClients[worker]!.query({ name: 'bench-floor', text, values });
          if (result.rowCount !== settings.batch * rowsPerOutcome) throw new Error(`the floor inserted ${result.rowCount} rows`);
        });
      };

      if (settings.warmupPerClient > 0) {
        log(`concurrency ${concurrency}: warm-up`);
        const count = settings.warmupPerClient * concurrency;
        await apiRound(units('api', 'w0', count));
        await sqlRound(units('sql', 'w0', count));
      }

      // Fresh planner statistics, as autovacuum keeps them on a production server (the
      // local PostgreSQL of these machines runs with autovacuum off). Without them the
      // store's idempotency lookup turns into a parallel sequential scan once the table
      // passes a few hundred thousand rows, and the run measures that instead (docs/benchmarks/ingest.md).
      await owner.query('ANALYZE attempt, cohort');

      if (sequencer) {
        const pairs: { on: number; off: number; ratio: number; caughtUp: number; catchUpSeconds: number }[] = [];
        // A sequencer that runs once a second is behind when a round's last request is
        // answered; left out, that tail would be sequenced after the window and look free.
        // So each round with the sequencer ends with a catch-up, timed as part of it, and
        // says how many rows the catch-up logged. Then no attempt row may be left waiting.
        const rowsWaiting = async () =>
          Number(
            (
              await owner!.query<{ n: string }>(
                `SELECT (SELECT count(*) FROM attempt) - (SELECT count(*) FROM transparency_leaf WHERE table_name = 'attempt') AS n`,
              )
            ).rows[0]!.n,
          );
        for (let round = 0; round < settings.rounds; round++) {
          const label = `r${String(round).padStart(2, '0')}`;
          const plans = { on: units('api', `${label}n`, unitsPerRound), off: units('api', `${label}f`, unitsPerRound) };
          const rows = unitsPerRound * settings.batch * rowsPerOutcome;
          const timed: Record<'on' | 'off', Timed | null> = { on: null, off: null };
          let caughtUp = 0;
          let catchUpSeconds = 0;
          for (const side of round % 2 === 0 ? (['on', 'off'] as const) : (['off', 'on'] as const)) {
            await sequencer.set(side === 'on');
            timed[side] = await apiRound(plans[side]);
            if (side === 'on') {
              // The tail is charged to the round: its window closes when the round's rows
              // are in the log, the sequencer starting on them at once (not at its next tick).
              const started = process.hrtime.bigint();
              caughtUp = await sequencer.catchUp();
              catchUpSeconds = Number(process.hrtime.bigint() - started) / 1e9;
              const left = await rowsWaiting();
              if (left !== 0) throw new Error(`${left} attempt rows are still not in the log after the sequencer caught up`);
            }
          }
          const onSeconds = timed.on!.seconds + catchUpSeconds;
          const pair = {
            on: rows / onSeconds,
            off: rows / timed.off!.seconds,
            ratio: timed.off!.seconds / onSeconds,
            caughtUp,
            catchUpSeconds,
          };
          pairs.push(pair);
          log(
            `concurrency ${concurrency} round ${String(round + 1).padStart(2)}/${settings.rounds}: API ${pair.on.toFixed(0)} rows/s with the sequencer, ${pair.off.toFixed(0)} without, ` +
              `ratio ${pair.ratio.toFixed(3)}; the catch-up at its end logged ${caughtUp} of the round's ${rows} rows in ${catchUpSeconds.toFixed(2)} s (counted in the round)`,
          );
        }
        const ratios = pairs.map((pair) => pair.ratio);
        sequencerResults.push({
          concurrency,
          onRowsPerSecond: median(pairs.map((pair) => pair.on)),
          offRowsPerSecond: median(pairs.map((pair) => pair.off)),
          ratio: median(ratios),
          ratioRange: [Math.min(...ratios), Math.max(...ratios)],
          maxCaughtUp: Math.max(...pairs.map((pair) => pair.caughtUp)),
          rounds: pairs,
        });
        continue;
      }

      const rounds: RoundResult[] = [];
      for (let round = 0; round < settings.rounds; round++) {
        const label = `r${String(round).padStart(2, '0')}`;
        const apiPlans = units('api', label, unitsPerRound);
        const sqlPlans = units('sql', label, unitsPerRound);
        const rows = unitsPerRound * settings.batch * rowsPerOutcome;
        // Alternate which side goes first, so a slow drift in the machine favours neither.
        const apiFirst = round % 2 === 0;
        const first = apiFirst ? await apiRound(apiPlans) : await sqlRound(sqlPlans);
        const second = apiFirst ? await sqlRound(sqlPlans) : await apiRound(apiPlans);
        const [apiTimed, sqlTimed] = apiFirst ? [first, second] : [second, first];
        await verifyStored(owner, projectId, [...apiPlans.flat(), ...sqlPlans.flat()]);
        const result: RoundResult = {
          round,
          order: apiFirst ? 'api,sql' : 'sql,api',
          apiRowsPerSecond: rows / apiTimed.seconds,
          sqlRowsPerSecond: rows / sqlTimed.seconds,
          ratio: sqlTimed.seconds / apiTimed.seconds,
          apiLatencyMs: { p50: median(apiTimed.latencies), p95: quantile(apiTimed.latencies, 0.95) },
          sqlLatencyMs: { p50: median(sqlTimed.latencies), p95: quantile(sqlTimed.latencies, 0.95) },
        };
        rounds.push(result);
        log(
          `concurrency ${concurrency} round ${String(round + 1).padStart(2)}/${settings.rounds}: ` +
            `API ${result.apiRowsPerSecond.toFixed(0)} rows/s, SQL ${result.sqlRowsPerSecond.toFixed(0)} rows/s, ratio ${result.ratio.toFixed(3)}`,
        );
      }
      comparedRows += await compareSides(owner, projectId, `c${concurrency}-r00-`);

      const apiMedian = median(rounds.map((r) => r.apiRowsPerSecond));
      const sqlMedian = median(rounds.map((r) => r.sqlRowsPerSecond));
      const ratios = rounds.map((r) => r.ratio);
      const ratio = median(ratios);
      results.push({
        concurrency,
        requestsPerRound: unitsPerRound,
        rowsPerRequest: settings.batch * rowsPerOutcome,
        rounds,
        summary: {
          apiRowsPerSecond: apiMedian,
          sqlRowsPerSecond: sqlMedian,
          ratio,
          ratioOfMedians: apiMedian / sqlMedian,
          ratioRange: [Math.min(...ratios), Math.max(...ratios)],
          apiRequestMsP50: median(rounds.map((r) => r.apiLatencyMs.p50)),
          sqlStatementMsP50: median(rounds.map((r) => r.sqlLatencyMs.p50)),
          targetMet: ratio >= TARGET_RATIO,
        },
      });
    }

    if (sequencer) {
      await sequencer.set(true);
      const lines = [
        `Ingest with and without the transparency log's sequencer (recordAttempts, ${settings.batch} outcomes x ${rowsPerOutcome} capabilities per request), ` +
          `PostgreSQL ${db.version} (${databaseKind}), median of ${settings.rounds} alternating pairs`,
        '',
        "| clients | API rows/s, sequencer on | API rows/s, off | on/off (per pair, median) | range | rows logged by a round's closing catch-up (max), in its time |",
        '|---:|---:|---:|---:|---|---:|',
        ...sequencerResults.map(
          (r) =>
            `| ${r.concurrency} | ${r.onRowsPerSecond.toFixed(0)} | ${r.offRowsPerSecond.toFixed(0)} | ${r.ratio.toFixed(3)} | ${r.ratioRange[0].toFixed(2)}-${r.ratioRange[1].toFixed(2)} | ${r.maxCaughtUp} |`,
        ),
      ];
      process.stdout.write(`${lines.join('\n')}\n`);
      const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));
      mkdirSync(resultsDir, { recursive: true });
      const file = path.join(
        resultsDir,
        `ingest-sequencer-${startedAt
          .toISOString()
          .replace(/:/g, '-')
          .replace(/\.\d+Z$/, 'Z')}.json`,
      );
      writeFileSync(
        file,
        `${JSON.stringify({ benchmark: 'ingest-sequencer', startedAt: startedAt.toISOString(), settings, results: sequencerResults }, null, 2)}\n`,
      );
      log(`results written to ${path.relative(process.cwd(), file)}`);
      return;
    }

    // How far the transparency log's sequencer kept up (it trails by up to SEQUENCE_INTERVAL_MS).
    const logged = await owner.query<{ leaves: string; attempts: string }>(
      'SELECT (SELECT count(*) FROM transparency_leaf) AS leaves, (SELECT count(*) FROM attempt) AS attempts',
    );
    const transparency = { leavesAtEnd: Number(logged.rows[0]!.leaves), attemptRowsAtEnd: Number(logged.rows[0]!.attempts) };
    log(`transparency log: ${transparency.leavesAtEnd} leaves at the end of the run, ${transparency.attemptRowsAtEnd} attempt rows`);

    const durationSeconds = (Date.now() - startedAt.getTime()) / 1000;
    const machine = {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
    };
    const report = {
      benchmark: 'ingest',
      startedAt: startedAt.toISOString(),
      durationSeconds,
      machine,
      database: {
        kind: databaseKind,
        serverVersion: db.version,
        synchronousCommit: db.synchronous_commit,
        fsync: db.fsync,
        autovacuum: db.autovacuum,
        analyzedBeforeRounds: true,
        attemptRowsBefore: Number(db.rows),
      },
      settings: {
        ...settings,
        rowsPerOutcome,
        targetRatio: TARGET_RATIO,
        sequencer: process.env.BENCH_SEQUENCER?.trim() === 'off' ? 'off' : 'on',
      },
      projectId,
      checks: { everyRoundDigestsVerified: true, apiVsFloorRowsCompared: comparedRows },
      transparency,
      results,
    };

    const lines = [
      `Ingest: recordAttempts over HTTP vs plain multi-row INSERT (${settings.batch} outcomes x ${rowsPerOutcome} capabilities per request/statement), ` +
        `PostgreSQL ${db.version} (${databaseKind}), ${machine.cpus} CPUs, Node ${process.version}, median of ${settings.rounds} rounds, ` +
        `transparency sequencer ${process.env.BENCH_SEQUENCER?.trim() === 'off' ? 'off' : 'on'}`,
      '',
      '| clients | API rows/s | SQL floor rows/s | API/SQL | API ms/request (p50) | SQL ms/statement (p50) | target >= 0.75 |',
      '|---:|---:|---:|---:|---:|---:|:---|',
      ...results.map(
        ({ concurrency, summary: s }) =>
          `| ${concurrency} | ${s.apiRowsPerSecond.toFixed(0)} | ${s.sqlRowsPerSecond.toFixed(0)} | ${s.ratio.toFixed(3)} ` +
          `(${s.ratioRange[0].toFixed(2)}-${s.ratioRange[1].toFixed(2)}) | ${s.apiRequestMsP50.toFixed(1)} | ` +
          `${s.sqlStatementMsP50.toFixed(1)} | ${s.targetMet ? 'met' : `not met (${((s.ratio / TARGET_RATIO) * 100).toFixed(0)}% of target)`} |`,
      ),
    ];
    process.stdout.write(`${lines.join('\n')}\n`);

    const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));
    mkdirSync(resultsDir, { recursive: true });
    const stamp = startedAt
      .toISOString()
      .replace(/:/g, '-')
      .replace(/\.\d+Z$/, 'Z');
    const file = path.join(resultsDir, `ingest-${stamp}.json`);
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    log(`results written to ${path.relative(process.cwd(), file)} (${durationSeconds.toFixed(0)} s)`);
  } finally {
    for (const api of apiClients) api.close();
    await Promise.all(sqlClients.map((client) => client.end().catch(() => undefined)));
    if (child) await stopServerProcess(child);
    if (sequencerChild) await stopServerProcess(sequencerChild);
    await owner?.end().catch(() => undefined);
    await embedded?.stop();
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------
// BENCH_SEQUENCER=alternate: the transparency log's sequencer in a process of its own,
// exactly the loop a server runs (every SEQUENCE_INTERVAL_MS, default 1 s), switched on
// and off between rounds. Before answering a switch it catches up (outside the timed
// windows), so a timed round with the sequencer on sequences that round's rows, as a
// server would, and no backlog of an earlier round.

const SEQUENCE_FLAG = '--sequence';
const ALTERNATE_REQUESTS_PER_ROUND = 240;
const THIS_FILE = fileURLToPath(import.meta.url);

async function sequenceForBenchmark(): Promise<void> {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
  const log = new TransparencyLog(pool, generateSigner());
  const interval = intSetting('SEQUENCE_INTERVAL_MS', 1000, 1);
  let enabled = false;
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const tick = () => {
    if (enabled && !busy) {
      busy = true;
      running = running.then(() => log.sequence()).finally(() => (busy = false));
    }
    setTimeout(tick, interval);
  };
  tick();
  process.on('message', (message: string) => {
    if (message === 'stop') void running.finally(() => pool.end().finally(() => process.exit(0)));
    if (message === 'catch-up') {
      running = running.then(() => log.sequence()).then((appended) => process.send!({ appended }));
      return;
    }
    if (message !== 'on' && message !== 'off') return;
    enabled = false;
    running = running
      .then(() => log.sequence())
      .then(() => {
        enabled = message === 'on';
        process.send!(message);
      });
  });
  process.on('disconnect', () => process.exit(0));
  process.send!('ready');
}

async function startSequencerProcess(
  ownerUrl: string,
): Promise<{ child: ChildProcess; set(on: boolean): Promise<void>; catchUp(): Promise<number> }> {
  const child = fork(THIS_FILE, [SEQUENCE_FLAG], {
    execArgv: process.execArgv,
    env: { ...process.env, DATABASE_URL: ownerUrl },
    stdio: ['ignore', 2, 2, 'ipc'],
  });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the sequencer process exited early (code ${code})`)));
  });
  return {
    child,
    set: (on) =>
      new Promise((resolve) => {
        child.once('message', () => resolve());
        child.send(on ? 'on' : 'off');
      }),
    /** Sequences every row waiting now (after a tick under way); answers how many it appended. */
    catchUp: () =>
      new Promise((resolve) => {
        child.once('message', (message: { appended: number }) => resolve(message.appended));
        child.send('catch-up');
      }),
  };
}

// The sequencer child (SEQUENCE_FLAG) is this same file.
if (isEntry(import.meta.url) && process.argv.includes(SEQUENCE_FLAG)) await sequenceForBenchmark();
else runAsEntry(import.meta.url, main);
