// What one single write costs the PostgreSQL backend, statement by statement, without
// any HTTP or GraphQL around it: the same one-capability outcome written N times on one
// connection (the API's login role and session settings, as bench/floor-server.ts),
// each way in turn, in alternating rounds, each round into a project of its own:
//
//   api          crl_record_attempts, the statement every API write runs (advisory lock,
//                replay lookup, cohort, insert: src/modules/attempts/store.ts);
//   api-generic  the same, with plan_cache_mode = force_generic_plan for the session (the
//                function sets it for its own statements since migration
//                20261207190100_record_attempts_generic_plans; the session's adds the call);
//   floor        bench/floor-server.ts's one data-modifying CTE (cohort upsert + insert
//                ON CONFLICT DO NOTHING);
//   insert       a plain INSERT … RETURNING of the row into its known cohort, autocommit:
//                what PostGraphile sends for its create mutation when the request
//                carries no settings (bench/postgraphile-server.mjs);
//   insert-tx    the same INSERT between BEGIN and COMMIT (three round trips): what a
//                server sends that opens a transaction per mutation.
//
// A round's figure per way: the backend's CPU (utime + stime from /proc/<pid>/stat, so
// PostgreSQL must run on this machine) and the wall time, per write. Backend CPU is in
// clock ticks (10 ms): use enough writes per round.
//
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/crl_bench_requests npx tsx bench/write-backend.ts
//
// Knobs: BENCH_ROUNDS (5), BENCH_WRITES per way and round (400), BENCH_WAYS (all five,
// comma-separated; the ratios are against the first). The system share of the CPU is
// printed apart: the commit's WAL flush is the kernel's work in the backend.
import { randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { loadConfig } from '../src/config.js';
import { APPLICATION_ROLE } from '../src/db/client.js';
import { provisionServerLogin } from '../src/db/login.js';
import { planOutcome } from '../src/domain/outcome.js';
import { callRecordAttempts } from '../src/modules/attempts/store.js';
import { parameterValue, WRITTEN_FIELDS, attemptColumn, writtenAttemptOf } from '../src/modules/attempts/row.js';
import { ATTEMPT_PARAMETERS, INSERT_ATTEMPT, singleWriteInput, submissionOf } from './floor-server.js';
import { intSetting } from './harness.js';
import { median } from './statistics.js';

const RECORDER = 'bench-backend';
const CLOCK_TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
const WAYS = ['api', 'api-generic', 'floor', 'insert', 'insert-tx'] as const;
type Way = (typeof WAYS)[number];

const PLAIN_INSERT = `
  INSERT INTO attempt (cohort_id, ${WRITTEN_FIELDS.map(attemptColumn).join(', ')}, recorded_by)
  VALUES (${Array.from({ length: WRITTEN_FIELDS.length + 2 }, (_, i) => `$${i + 1}`).join(', ')})
  RETURNING id, capability_key, outcome_digest, content_digest, recorded_at`;

/** The backend's user and system CPU so far (µs). */
function backendMicros(pid: number): { user: number; system: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { user: (Number(fields[11]) * 1e6) / CLOCK_TICKS_PER_SECOND, system: (Number(fields[12]) * 1e6) / CLOCK_TICKS_PER_SECOND };
}

async function main(): Promise<void> {
  const ownerUrl = process.env.DATABASE_URL?.trim();
  if (!ownerUrl) throw new Error('set DATABASE_URL to a migrated database (bench/requests.ts seeds one)');
  const rounds = intSetting('BENCH_ROUNDS', 5, 1);
  const ways = (process.env.BENCH_WAYS?.trim() || WAYS.join(',')).split(',').map((way) => way.trim()) as Way[];
  for (const way of ways) if (!WAYS.includes(way)) throw new Error(`BENCH_WAYS: ${way} is none of ${WAYS.join(', ')}`);
  const writes = intSetting('BENCH_WRITES', 400, 10);
  const config = loadConfig({ ...process.env, DATABASE_URL: ownerUrl, APP_DATABASE_URL: '' });
  const pool = new pg.Pool({
    max: 1,
    connectionString: await provisionServerLogin(ownerUrl),
    options: `-c role=${APPLICATION_ROLE} -c statement_timeout=${config.DB_STATEMENT_TIMEOUT_MS}`,
    application_name: 'crl-bench-write-backend',
  });
  const client = await pool.connect();
  const pid = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
  const anchor = Date.now() - 3_600_000;
  const figures: Record<Way, { cpu: number[]; system: number[]; wall: number[] }> = Object.fromEntries(
    ways.map((way) => [way, { cpu: [], system: [], wall: [] }]),
  ) as never;

  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? ways : [...ways].reverse();
    for (const way of order) {
      const project = randomUUID();
      const plans = Array.from({ length: writes + 1 }, (_, n) =>
        planOutcome(submissionOf(singleWriteInput(`o-${n}`, project, 'bench.backend.write', new Date(anchor + n * 1000)))),
      );
      // The first write creates the project's cohort (not timed); the plain inserts write into it.
      await callRecordAttempts(client, [plans[0]!], RECORDER);
      const cohortId = (await client.query<{ id: string }>('SELECT id FROM cohort WHERE project_id = $1', [project])).rows[0]!.id;
      const write = async (n: number) => {
        const plan = plans[n]!;
        const attempt = plan.attempts[0]!;
        if (way === 'api' || way === 'api-generic') return void (await callRecordAttempts(client, [plan], RECORDER));
        const written = writtenAttemptOf(plan, attempt, randomUUID());
        if (way === 'floor') {
          const c = attempt.cohort;
          await client.query({
            name: 'backend-floor',
            text: INSERT_ATTEMPT,
            values: [
              c.fingerprint,
              c.projectId,
              c.capabilityKey,
              c.scopeFingerprint,
              c.runtimeFingerprint,
              c.policyFingerprint,
              c.runtime.provider,
              c.runtime.model,
              c.runtime.runtimeVersion,
              c.policy.harnessVersion,
              c.policy.policyVersion,
              ...ATTEMPT_PARAMETERS.map((field) => parameterValue(written[field])),
              RECORDER,
            ],
          });
          return;
        }
        const values = [cohortId, ...WRITTEN_FIELDS.map((field) => parameterValue(written[field])), RECORDER];
        if (way === 'insert') return void (await client.query({ name: 'backend-insert', text: PLAIN_INSERT, values }));
        await client.query('BEGIN');
        await client.query({ name: 'backend-insert', text: PLAIN_INSERT, values });
        await client.query('COMMIT');
      };
      await client.query(`SET plan_cache_mode = ${way === 'api-generic' ? 'force_generic_plan' : 'auto'}`);
      await write(1); // the named statement is prepared outside the timed writes
      const cpu0 = backendMicros(pid);
      const t0 = performance.now();
      for (let n = 2; n <= writes; n++) await write(n);
      const count = writes - 1;
      figures[way].wall.push(((performance.now() - t0) * 1000) / count);
      const cpu1 = backendMicros(pid);
      figures[way].cpu.push((cpu1.user + cpu1.system - cpu0.user - cpu0.system) / count);
      figures[way].system.push((cpu1.system - cpu0.system) / count);
    }
    process.stderr.write(`round ${round + 1}/${rounds} done\n`);
  }
  client.release();
  await pool.end();
  const lines = [
    `Backend per single write (µs, median of ${rounds} rounds of ${writes - 1} writes, one connection)`,
    `| way | backend CPU | of it system | wall | backend CPU / ${ways[0]} |`,
    '|---|---:|---:|---:|---:|',
    ...ways.map(
      (way) =>
        `| ${way} | ${median(figures[way].cpu).toFixed(0)} | ${median(figures[way].system).toFixed(0)} | ${median(figures[way].wall).toFixed(0)} | ${(median(figures[way].cpu) / median(figures[ways[0]!].cpu)).toFixed(2)} |`,
    ),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

await main();
