// CPU per request of the API process: the same documents as bench/requests.ts, over
// real HTTP to the compiled server (bench/serve.mjs), with the server's own CPU time
// (process.cpuUsage, user + system) read before and after a fixed number of requests.
// On a shared machine wall-clock throughput is noisy; the CPU a request costs the
// server is not, and it is what a change of the request path changes. Two or more
// builds run side by side in alternating rounds, so they are compared in one run.
//
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/crl_bench_requests npx tsx bench/request-cpu.ts
//
// The database must hold bench/requests.ts's seed (run it once on that database first).
// Beside each server's own CPU, the run reads the CPU its PostgreSQL backends spent
// (utime + stime of /proc/<pid>/stat, by application_name, in this database only: other
// databases of the same PostgreSQL may hold other ledgers' sessions of the same names),
// when PostgreSQL runs on this machine: the whole cost of a request on the host is the
// two together, printed also by application_name (the pool, the LISTEN connections the
// server keeps, the webhook runner's). A LISTEN connection of every server that is up
// wakes on every write's notices, so with two API builds side by side each build's
// figure holds the other's listeners too.
//
// The transparency log's sequencer is billed apart: the servers run without it
// (SEQUENCE_INTERVAL_MS=0), and after each build's requests this process sequences what
// they wrote (TransparencyLog.sequence, on a pool of its own named crl-bench-sequencer),
// reading its own CPU and its backend's around that. A server's sequencer would log every
// side's rows (the floor's too) and be billed to the API's process and backends alone.
// The write is sent as a harness sends it, a trusted document by hash (a manifest of the
// client's documents and the benchmark's, TRUSTED_DOCUMENTS_MANIFEST); the floor answers
// it by operationName.
//
// Knobs: BENCH_BUILDS (comma-separated compiled trees, e.g. copies of dist/ before and
// after a change, each optionally with settings after a `+` and node options after a `:`
// (`dist+DIRECT_WRITES=false:--max-semi-space-size=64`), or `floor` for
// bench/floor-server.ts; default dist/ as built now), BENCH_ROUNDS (5), BENCH_REQUESTS per
// workload, build and round (600), BENCH_CONCURRENCY (10), BENCH_WORKLOADS
// (recordAttempt,attemptsPage,cohortsPage,reliability), BENCH_PROFILE_DIR (a V8 CPU
// profile of each build's server in a folder of its name; bench/profile-summary.ts),
// BENCH_TOGETHER=1 (every build's requests at once in each round, so that each process's
// CPU is read over the same window of the machine's load: on a loaded machine an A/A pair
// of rounds run one after the other reads ±10%; the backends and the sequencer are then
// not read, since both builds' sessions share their names). With more than two builds,
// each one's paired ratio against the first is printed too (a copy of the first tree
// among them reads the noise).
import { type ChildProcess, execFileSync, fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { generateSigner } from '../src/modules/transparency/keys.js';
import { TransparencyLog } from '../src/modules/transparency/store.js';
import {
  ATTEMPTS_PAGE,
  COHORTS_PAGE,
  READ_PROJECT,
  RECORD_ATTEMPT,
  RELIABILITY,
  seededBenchCaller,
  singleWriteInput,
  startFloorProcess,
} from './floor-server.js';
import { benchManifest, BenchClient, intSetting, stopServerProcess } from './harness.js';
import { median } from './statistics.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const log = (line: string) => process.stderr.write(`${line}\n`);

interface Server {
  build: string;
  child: ChildProcess;
  client: BenchClient;
  /** The application_names (LIKE patterns) of the server's PostgreSQL sessions. */
  sessions: string[];
}

/** The build name that runs bench/floor-server.ts instead of a compiled tree. */
const FLOOR = 'floor';

/**
 * A build of BENCH_BUILDS: a compiled tree, after a `+` the settings its server runs
 * with (`dist+DIRECT_WRITES=false`), and after a `:` its node options
 * (`dist:--max-semi-space-size=32`), so one tree can be compared with itself under
 * other settings.
 */
function buildOf(spec: string): { dir: string; nodeOptions: string[]; settings: Record<string, string>; label: string } {
  const [tree, options = ''] = spec.split(':');
  const [dir, ...assignments] = tree!.split('+');
  const settings = Object.fromEntries(
    assignments.map((assignment) => [assignment.slice(0, assignment.indexOf('=')), assignment.slice(assignment.indexOf('=') + 1)]),
  );
  const nodeOptions = options.split(/\s+/).filter(Boolean);
  return { dir: path.resolve(dir!), nodeOptions, settings, label: [path.basename(dir!), ...assignments, ...nodeOptions].join(' ') };
}

async function startServer(spec: string, ownerUrl: string, token: string, concurrency: number): Promise<Server> {
  const profileDir = process.env.BENCH_PROFILE_DIR?.trim();
  const { dir, nodeOptions, settings, label } = buildOf(spec);
  const child = fork(path.join(ROOT, 'bench/serve.mjs'), [], {
    execArgv: [
      ...nodeOptions,
      ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir, label.replace(/[^A-Za-z0-9.=-]+/g, '_'))}`] : []),
    ],
    // No sequencer in the server: it is billed apart (see the top of this file).
    env: { ...process.env, DATABASE_URL: ownerUrl, APP_DATABASE_URL: '', BENCH_DIST: dir, BENCH_SEQUENCER: 'off', ...settings },
    stdio: ['ignore', 'ignore', 2, 'ipc'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (message: { url: string }) => resolve(message.url));
    child.once('exit', (code) => reject(new Error(`the server of ${label} exited early (code ${code})`)));
  });
  // src/db/client.ts names the pool's sessions (and the webhook runner's) with this
  // prefix; src/db/verified-tokens.ts and src/db/ledger-events.ts name their LISTEN
  // connections.
  return {
    build: label,
    child,
    client: new BenchClient(url, token, concurrency),
    sessions: ['capability-reliability-ledger%', 'ledger-token-revocations', 'ledger-events'],
  };
}

async function startFloor(ownerUrl: string, projects: string[], token: string, concurrency: number): Promise<Server> {
  const { child, url } = await startFloorProcess(ownerUrl, projects, 'bench-recorder');
  return { build: FLOOR, child, client: new BenchClient(url, token, concurrency), sessions: ['crl-bench-floor'] };
}

const CLOCK_TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** A backend's CPU time so far (µs) and the application_name it runs under. */
interface BackendUse {
  name: string;
  micros: number;
}

/**
 * The CPU time (µs) each PostgreSQL backend of `sessions` has used so far, read from
 * /proc; null when PostgreSQL is not on this machine (or its /proc is not readable).
 */
async function backendCpu(owner: pg.Pool, sessions: string[]): Promise<Map<number, BackendUse> | null> {
  const backends = (
    await owner.query<{ pid: number; name: string }>(
      'SELECT pid, application_name AS name FROM pg_stat_activity WHERE datname = current_database() AND application_name LIKE ANY($1::text[])',
      [sessions],
    )
  ).rows;
  const used = new Map<number, BackendUse>();
  for (const { pid, name } of backends) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      return null;
    }
    // Fields after the command's closing parenthesis; utime and stime are the 14th and 15th of the line.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    used.set(pid, { name, micros: ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS_PER_SECOND });
  }
  return used;
}

/**
 * What the backends used between two readings, in all and by application_name (the
 * pool's busiest backend apart from the rest); a backend that appeared between them
 * counts from zero.
 */
function backendCpuBetween(
  before: Map<number, BackendUse> | null,
  after: Map<number, BackendUse> | null,
): { total: number; byName: Map<string, number> } | null {
  if (!before || !after) return null;
  let total = 0;
  const byName = new Map<string, number>();
  for (const [pid, { name, micros }] of after) {
    const used = micros - (before.get(pid)?.micros ?? 0);
    total += used;
    byName.set(name, (byName.get(name) ?? 0) + used);
  }
  return { total, byName };
}

function cpuOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    const listener = (message: { cpu?: { user: number; system: number } }) => {
      if (!message.cpu) return;
      child.off('message', listener);
      resolve(message.cpu.user + message.cpu.system);
    };
    child.on('message', listener);
    child.send('cpu');
  });
}

async function drive(
  client: BenchClient,
  count: number,
  concurrency: number,
  body: () => Buffer,
  accept: (text: string) => void,
): Promise<void> {
  let sent = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (sent < count) {
        sent++;
        const { status, text } = await client.send(body());
        if (status !== 200) throw new Error(`HTTP ${status}: ${text.slice(0, 300)}`);
        accept(text);
      }
    }),
  );
}

/** What a page's answer is read for: the number of edges under the field asked for. */
interface PageAnswer {
  data?: Record<string, { edges?: unknown[] } | null> | null;
}

async function main(): Promise<void> {
  const ownerUrl = process.env.DATABASE_URL?.trim();
  if (!ownerUrl) throw new Error('set DATABASE_URL to a database seeded by bench/requests.ts');
  const rounds = intSetting('BENCH_ROUNDS', 5, 1);
  const requests = intSetting('BENCH_REQUESTS', 600, 10);
  const concurrency = intSetting('BENCH_CONCURRENCY', 10, 1);
  const together = process.env.BENCH_TOGETHER?.trim() === '1';
  const wanted = (process.env.BENCH_WORKLOADS?.trim() || 'recordAttempt,attemptsPage,cohortsPage,reliability')
    .split(',')
    .map((name) => name.trim());
  let specs = (process.env.BENCH_BUILDS?.trim() || '')
    .split(',')
    .map((build) => build.trim())
    .filter(Boolean);
  if (!specs.length) {
    execFileSync('npm', ['run', '-s', 'build'], { cwd: ROOT, stdio: 'inherit' });
    specs = [path.join(ROOT, 'dist')];
  }
  const builds = specs.map((spec) => (spec === FLOOR ? FLOOR : buildOf(spec).label));

  const owner = new pg.Pool({ connectionString: ownerUrl, max: 2 });
  // The transparency log's sequencer, billed apart (see the top of this file).
  const SEQUENCER_SESSIONS = 'crl-bench-sequencer';
  const sequencerPool = new pg.Pool({ connectionString: ownerUrl, max: 1, application_name: SEQUENCER_SESSIONS });
  const transparency = new TransparencyLog(sequencerPool, generateSigner());
  const manifest = benchManifest([RECORD_ATTEMPT]);
  process.env.TRUSTED_DOCUMENTS_MANIFEST = manifest.file;
  const servers: Server[] = [];
  try {
    const { cohorts, writeProject, token } = await seededBenchCaller(owner);
    const clock = (
      await owner.query<{ now: Date; oldest: Date }>(
        `SELECT date_trunc('milliseconds', now()) AS now, (SELECT min(finished_at) FROM attempt WHERE project_id = $1) AS oldest`,
        [READ_PROJECT],
      )
    ).rows[0]!;
    const window = { lastDays: Math.ceil((clock.now.getTime() - clock.oldest.getTime()) / 86_400_000) + 1 };
    const asOf = clock.now.toISOString();
    const bodyOf = (operationName: string, query: string, variables: Record<string, unknown>) =>
      Buffer.from(JSON.stringify({ query, operationName, variables }));
    let next = 0;
    const rotate = (bodies: Buffer[]) => () => bodies[next++ % bodies.length]!;
    let written = 0;
    const finishedAt = new Date(Date.now() - 60_000);
    const writeBody = () =>
      manifest.bodyOf('RecordAttempt', RECORD_ATTEMPT, {
        input: singleWriteInput(`cpu-${written++}-${randomUUID()}`, writeProject, 'bench.cpu.write', finishedAt),
      });
    const page = (field: string) => (text: string) => {
      if ((JSON.parse(text) as PageAnswer).data?.[field]?.edges?.length !== 50) throw new Error(`not a page of 50: ${text.slice(0, 300)}`);
    };
    const all = [
      {
        name: 'recordAttempt',
        body: writeBody,
        accept: (text: string) => {
          if (!text.includes('"RecordAttemptSuccess"')) throw new Error(text.slice(0, 300));
        },
      },
      {
        name: 'attemptsPage',
        body: rotate(cohorts.map((cohortId) => bodyOf('AttemptsPage', ATTEMPTS_PAGE, { cohortId, first: 50 }))),
        accept: page('attempts'),
      },
      {
        name: 'cohortsPage',
        body: () => bodyOf('CohortsPage', COHORTS_PAGE, { projectId: READ_PROJECT, first: 50 }),
        accept: page('cohorts'),
      },
      {
        name: 'reliability',
        body: rotate(cohorts.map((cohortId) => bodyOf('Reliability', RELIABILITY, { cohortId, window, asOf }))),
        accept: (text: string) => {
          if (!text.includes('"ReliabilityReport"')) throw new Error(text.slice(0, 300));
        },
      },
    ].filter((workload) => wanted.includes(workload.name));

    for (const spec of specs)
      servers.push(
        spec === FLOOR
          ? await startFloor(ownerUrl, [READ_PROJECT, writeProject], token, concurrency)
          : await startServer(spec, ownerUrl, token, concurrency),
      );
    // Warm-up: every document compiled, every statement prepared, the JIT warm.
    for (const server of servers) for (const workload of all) await drive(server.client, 300, concurrency, workload.body, workload.accept);

    const perRequest = new Map<string, number[]>();
    const databasePerRequest = new Map<string, number[]>();
    /** By workload, build and application_name. */
    const databaseByName = new Map<string, number[]>();
    const sequencerPerRequest = new Map<string, { process: number; backend: number | null; leaves: number }[]>();
    // The rows written so far (the warm-up's, any backlog) become leaves before the rounds.
    await transparency.sequence();
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? servers : [...servers].reverse();
      for (const workload of all) {
        if (together) {
          // Every build at once, under the same load of the machine: each process's CPU over the same window.
          const before = await Promise.all(servers.map((server) => cpuOf(server.child)));
          await Promise.all(servers.map((server) => drive(server.client, requests, concurrency, workload.body, workload.accept)));
          const after = await Promise.all(servers.map((server) => cpuOf(server.child)));
          servers.forEach((server, index) => {
            const key = `${workload.name}\t${server.build}`;
            perRequest.set(key, [...(perRequest.get(key) ?? []), (after[index]! - before[index]!) / requests]);
          });
          await transparency.sequence();
          continue;
        }
        for (const server of order) {
          const before = await cpuOf(server.child);
          const backendsBefore = await backendCpu(owner, server.sessions);
          await drive(server.client, requests, concurrency, workload.body, workload.accept);
          const micros = ((await cpuOf(server.child)) - before) / requests;
          const backends = backendCpuBetween(backendsBefore, await backendCpu(owner, server.sessions));
          const key = `${workload.name}\t${server.build}`;
          perRequest.set(key, [...(perRequest.get(key) ?? []), micros]);
          if (backends !== null) {
            databasePerRequest.set(key, [...(databasePerRequest.get(key) ?? []), backends.total / requests]);
            for (const [name, micros] of backends.byName) {
              const named = `${key}\t${name}`;
              databaseByName.set(named, [...(databaseByName.get(named) ?? []), micros / requests]);
            }
          }
          // The sequencer's work for what this build just wrote, in this process and its backend.
          const sequencerBefore = process.cpuUsage();
          const sequencerBackendBefore = await backendCpu(owner, [SEQUENCER_SESSIONS]);
          const leaves = await transparency.sequence();
          const sequencerProcess = process.cpuUsage(sequencerBefore);
          const sequencerBackend = backendCpuBetween(sequencerBackendBefore, await backendCpu(owner, [SEQUENCER_SESSIONS]));
          sequencerPerRequest.set(key, [
            ...(sequencerPerRequest.get(key) ?? []),
            {
              process: (sequencerProcess.user + sequencerProcess.system) / requests,
              backend: sequencerBackend === null ? null : sequencerBackend.total / requests,
              leaves: leaves / requests,
            },
          ]);
        }
      }
      log(`round ${round + 1}/${rounds} done`);
    }
    process.stdout.write(
      `CPU of the API process per request (µs, median of ${rounds} rounds of ${requests} requests, ${concurrency} connections)\n`,
    );
    process.stdout.write(
      `workload\t${builds.join('\t')}${builds.length > 1 ? "\tlast/first (median of the rounds' ratios)" : ''}${builds.length > 2 ? "\teach/first (median and range of the rounds' ratios)" : ''}\n`,
    );
    for (const workload of all) {
      const medians = builds.map((build) => median(perRequest.get(`${workload.name}\t${build}`)!));
      const ranges = builds.map((build) => {
        const v = perRequest.get(`${workload.name}\t${build}`)!;
        return `${Math.round(Math.min(...v))}–${Math.round(Math.max(...v))}`;
      });
      // The ratio of the same round's two figures, run back to back: the machine's load drifts less between them than across rounds.
      const first = perRequest.get(`${workload.name}\t${builds[0]}`)!;
      const last = perRequest.get(`${workload.name}\t${builds.at(-1)}`)!;
      const paired = builds.length > 1 ? `\t${median(last.map((value, round) => value / first[round]!)).toFixed(3)}` : '';
      // With more than two builds, each one's paired ratio against the first (an A/A pair among them reads the noise).
      const each =
        builds.length > 2
          ? `\t${builds
              .slice(1)
              .map((build) => {
                const ratios = perRequest.get(`${workload.name}\t${build}`)!.map((value, round) => value / first[round]!);
                return `${build}: ${median(ratios).toFixed(3)} (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)})`;
              })
              .join('; ')}`
          : '';
      process.stdout.write(`${workload.name}\t${medians.map((m, i) => `${Math.round(m)} (${ranges[i]})`).join('\t')}${paired}${each}\n`);
    }
    if (databasePerRequest.size) {
      process.stdout.write(
        `CPU of the server's PostgreSQL backends per request (µs, median of ${rounds} rounds; /proc, in clock ticks of ${1e6 / CLOCK_TICKS_PER_SECOND} µs)\n`,
      );
      process.stdout.write(`workload\t${builds.join('\t')}\n`);
      for (const workload of all)
        process.stdout.write(
          `${workload.name}\t${builds
            .map((build) => {
              const v = databasePerRequest.get(`${workload.name}\t${build}`);
              return v ? String(Math.round(median(v))) : 'n/a';
            })
            .join('\t')}\n`,
        );
      process.stdout.write(
        `the same by application_name (µs per request, median and range of the rounds; a name absent from a round counts 0 there)\n`,
      );
      for (const workload of all)
        for (const build of builds) {
          const names = [...databaseByName.keys()].filter((key) => key.startsWith(`${workload.name}\t${build}\t`));
          for (const key of names) {
            const v = databaseByName.get(key)!;
            const all = [...v, ...Array<number>(rounds - v.length).fill(0)];
            process.stdout.write(
              `${workload.name}\t${build}\t${key.split('\t')[2]}\t${Math.round(median(all))} (${Math.round(Math.min(...all))}–${Math.round(Math.max(...all))})\n`,
            );
          }
        }
    }
    if (!together)
      process.stdout.write(
        `The transparency log's sequencer, per request of the build whose rows it logged (µs, median of ${rounds} rounds: this process, its backend; leaves per request)\n`,
      );
    if (!together) process.stdout.write(`workload\t${builds.join('\t')}\n`);
    for (const workload of together ? [] : all)
      process.stdout.write(
        `${workload.name}\t${builds
          .map((build) => {
            const v = sequencerPerRequest.get(`${workload.name}\t${build}`)!;
            const backend = v.every((round) => round.backend !== null)
              ? String(Math.round(median(v.map((round) => round.backend!))))
              : 'n/a';
            return `${Math.round(median(v.map((round) => round.process)))} + ${backend} (${median(v.map((round) => round.leaves)).toFixed(2)} leaves)`;
          })
          .join('\t')}\n`,
      );
  } finally {
    manifest.remove();
    await sequencerPool.end();
    for (const server of servers) {
      server.client.close();
      await stopServerProcess(server.child);
    }
    await owner.end();
  }
}

await main();
