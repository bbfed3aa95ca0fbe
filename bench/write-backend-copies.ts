// The single write's backend CPU on several databases side by side: one lever of the
// schema measured alone. Make copies of a migrated database (`CREATE DATABASE copy
// TEMPLATE original`), apply one change to each copy by hand, and this writes the API's
// statement (crl_record_attempts, as bench/write-backend.ts's `api` way) on one
// connection per database, as the API's login role, the databases in alternating order
// round by round, each round into a project of its own; it prints each database's median
// backend CPU per write (utime + stime of /proc/<pid>/stat, so PostgreSQL must run on
// this machine) and the median of the rounds' paired ratios against the first database.
// Never a production database: the copies are scratch.
//
//   DATABASES=crl_bench_requests,crl_copy_a,crl_copy_b npx tsx bench/write-backend-copies.ts
//
// DATABASES: names on the server of DATABASE_URL (default postgresql://postgres@127.0.0.1:5432/),
// the first the reference. Knobs: BENCH_ROUNDS (6), BENCH_WRITES per database and round
// (300), BENCH_BATCH outcomes per statement (1; 500 measures a batch's cost per row).
import { randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { loadConfig } from '../src/config.js';
import { APPLICATION_ROLE } from '../src/db/client.js';
import { provisionServerLogin } from '../src/db/login.js';
import { planOutcome } from '../src/domain/outcome.js';
import { callRecordAttempts } from '../src/modules/attempts/store.js';
import { singleWriteInput, submissionOf } from './floor-server.js';
import { intSetting } from './harness.js';
import { median } from './statistics.js';

const CLOCK_TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
const RECORDER = 'bench-backend';

function backendMicros(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS_PER_SECOND;
}

async function main(): Promise<void> {
  const names = (process.env.DATABASES ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0) throw new Error('set DATABASES to the databases to compare, the reference first');
  const server = new URL(process.env.DATABASE_URL?.trim() || 'postgresql://postgres@127.0.0.1:5432/');
  const rounds = intSetting('BENCH_ROUNDS', 6, 1);
  const writes = intSetting('BENCH_WRITES', 300, 10);
  const batch = intSetting('BENCH_BATCH', 1, 1);
  const sides: { name: string; pool: pg.Pool; client: pg.PoolClient; pid: number; figures: number[] }[] = [];
  for (const name of names) {
    const ownerUrl = new URL(`/${encodeURIComponent(name)}`, server).toString();
    const config = loadConfig({ ...process.env, DATABASE_URL: ownerUrl, APP_DATABASE_URL: '' });
    const pool = new pg.Pool({
      max: 1,
      connectionString: await provisionServerLogin(ownerUrl),
      options: `-c role=${APPLICATION_ROLE} -c statement_timeout=${config.DB_STATEMENT_TIMEOUT_MS}`,
      application_name: 'crl-bench-write-backend-copies',
    });
    const client = await pool.connect();
    const pid = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
    sides.push({ name, pool, client, pid, figures: [] });
  }
  const anchor = Date.now() - 3_600_000;
  for (let round = 0; round < rounds; round++) {
    for (const side of round % 2 === 0 ? sides : [...sides].reverse()) {
      const project = randomUUID();
      const plans = Array.from({ length: writes * batch + 1 }, (_, n) =>
        planOutcome(submissionOf(singleWriteInput(`o-${n}`, project, 'bench.backend.write', new Date(anchor + n * 1000)))),
      );
      // The first write creates the project's cohort and prepares the statement (not timed).
      await callRecordAttempts(side.client, [plans[0]!], RECORDER);
      const cpu0 = backendMicros(side.pid);
      for (let n = 0; n < writes; n++) await callRecordAttempts(side.client, plans.slice(1 + n * batch, 1 + (n + 1) * batch), RECORDER);
      side.figures.push((backendMicros(side.pid) - cpu0) / (writes * batch));
    }
    process.stderr.write(`round ${round + 1}/${rounds} done\n`);
  }
  const lines = [
    `Backend CPU per written row (µs, ${rounds} rounds of ${writes} statements of ${batch} outcome(s), one connection per database)`,
    `| database | median | rounds | paired ratio to ${names[0]} |`,
    '|---|---:|---|---:|',
  ];
  for (const side of sides) {
    const ratios = side.figures.map((figure, i) => figure / sides[0]!.figures[i]!);
    lines.push(
      `| ${side.name} | ${median(side.figures).toFixed(0)} | ${side.figures.map((figure) => figure.toFixed(0)).join(' ')} | ${median(ratios).toFixed(3)} |`,
    );
    side.client.release();
    await side.pool.end();
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

await main();
