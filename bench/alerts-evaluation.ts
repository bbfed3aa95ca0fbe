// The cost of alert evaluation (docs/benchmarks/alert-evaluation.md): what one evaluation
// of a CRITICAL_FAILURE rule costs per new attempt, as a cohort's history grows. For each
// history size (1,000, 10,000 and 100,000 attempts per cohort), a project of its own with
// BENCH_COHORTS cohorts of that many attempts and the rule; each round appends BENCH_NEW
// attempts to every cohort, one statement each (so each is an instant of its own), the last
// one critical (so each round raises one alert per cohort), and times:
//
// - the evaluation: `evaluateAlerts` through the settled horizon, and the longest the event
//   loop waited meanwhile (perf_hooks' event-loop delay, the evaluator's slices);
// - the floor: the same cohorts' reports as of the same horizon through the reliability
//   store's loader and fold (one evidence statement, one `reliabilityReport` per cohort),
//   what serving those reports once costs.
//
// The figures: the median evaluation per new attempt, and the ratio of the medians,
// evaluation / floor. 100,000 is measured in one round.
//
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/crl_bench_alerts npm run bench:alerts:evaluation
//   (the database is created if missing; `-- --help` lists the knobs that change the size)
import { randomUUID } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { openServerDatabase } from '../src/db/login.js';
import { ensureDatabase, migrate } from '../src/db/migrate.js';
import { withDatabase } from '../src/db/urls.js';
import { selectList } from '../src/db/columns.js';
import { reliabilityReport } from '../src/domain/reliability.js';
import { alertRuleDigest } from '../src/domain/alerts.js';
import { canonicalJson } from '../src/domain/canonical.js';
import { evaluateAlerts } from '../src/modules/alerts/evaluate.js';
import { loadEvidence, selectionOf } from '../src/modules/reliability/evidence.js';
import type { CohortRow } from '../src/modules/cohorts/store.js';
import { median } from './statistics.js';
import { defineScript, knob, runAsEntry, scriptArguments, textKnob } from '../src/cli/script.js';

async function addAttempts(
  owner: pg.Pool,
  projectId: string,
  perCohort: number,
  severity: 'NORMAL' | 'CRITICAL' = 'NORMAL',
): Promise<void> {
  await owner.query(
    `INSERT INTO attempt (id, cohort_id, project_id, capability_key, attempt_group_id, multiplicity, outcome_id, task_ref,
        agent_run_ref, worker_ref, outcome_code, stop_reason_code, attempt_number, started_at, finished_at,
        verification_mode, verification_result, verifier_ref, verifier_model, acceptance_criteria_total, acceptance_criteria_met,
        validation_commands_total, validation_commands_passed, validation_commands_failed, human_override, human_rejected,
        rolled_back, severity, evidence_kinds, evidence_digests, outcome_digest, content_digest, recorded_by)
     SELECT x.id, c.id, c.project_id, c.capability_key, x.id, 1, 'o-' || x.id, 'task-1', 'run-1', 'worker-1',
            CASE WHEN x.n % 3 = 0 THEN 'FAILED'::"OutcomeCode" ELSE 'SUCCEEDED'::"OutcomeCode" END,
            CASE WHEN x.n % 3 = 0 THEN 'VALIDATION_FAILED'::"StopReasonCode" ELSE 'COMPLETED'::"StopReasonCode" END, 1,
            now() - interval '2 hours', now() - interval '1 hour', 'NONE', 'NOT_RUN', NULL, NULL, 1, 1, 1, 1, 0, false, false, false, $3::"Severity",
            '{}', '{}', encode(sha256(convert_to(x.id::text, 'UTF8')), 'hex'), encode(sha256(convert_to('c' || x.id::text, 'UTF8')), 'hex'), 'harness-1'
       FROM cohort c CROSS JOIN LATERAL (SELECT gen_random_uuid() AS id, n FROM generate_series(1, $2::int) AS n WHERE c.id IS NOT NULL) AS x
      WHERE c.project_id = $1`,
    [projectId, perCohort, severity],
  );
}

async function settle(pool: pg.Pool): Promise<Date> {
  for (;;) {
    const { rows } = await pool.query<{ now: Date; settled: Date }>(`SELECT now() AS now, crl_settled_through() AS settled`);
    const next = await pool.query<{ settled: Date }>(`SELECT crl_settled_through() AS settled`);
    if (next.rows[0]!.settled > rows[0]!.now) return next.rows[0]!.settled;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

interface SizeFigures {
  attemptsPerCohort: number;
  rounds: number;
  evaluationMs: number;
  msPerNewAttempt: number;
  floorMs: number;
  ratioOfMedians: number;
  longestLoopDelayMs: number;
}

async function measure(
  owner: pg.Pool,
  pool: pg.Pool,
  size: number,
  cohortCount: number,
  newAttempts: number,
  rounds: number,
): Promise<SizeFigures> {
  const projectId = randomUUID();
  // The default window (30 days) and minSamples (20): what an admin gets without choosing.
  const parameters = { minSamples: 20, window: { lastDays: 30 } };
  const digest = alertRuleDigest({ projectId, kind: 'CRITICAL_FAILURE', capabilityKey: null, model: null, parameters });
  await owner.query(
    `INSERT INTO cohort (id, fingerprint, project_id, capability_key, scope_fingerprint, runtime_fingerprint, policy_fingerprint,
                         provider, model, runtime_version, harness_version, policy_version)
     SELECT gen_random_uuid(), encode(sha256(convert_to($1::text || '/' || i, 'UTF8')), 'hex'), $1::uuid, 'bench.alerts.c' || i,
            repeat('a', 64), repeat('b', 64), repeat('c', 64), 'acme', 'm1', 'r1', 'h1', 'p1'
       FROM generate_series(1, $2::int) AS i`,
    [projectId, cohortCount],
  );
  await addAttempts(owner, projectId, size);
  // Statistics of the bulk load, as autovacuum takes them on a live ledger.
  await owner.query('ANALYZE attempt; ANALYZE adjudication; ANALYZE cohort');
  await owner.query(
    `INSERT INTO alert_rule (digest, project_id, kind, parameters, actor_ref) VALUES ($1, $2, 'CRITICAL_FAILURE', $3::jsonb, 'bench')`,
    [digest, projectId, canonicalJson(parameters)],
  );
  await settle(pool);
  await evaluateAlerts(pool);
  const cohorts = (await pool.query<CohortRow>(`SELECT ${selectList('Cohort', 'c')} FROM cohort c WHERE c.project_id = $1`, [projectId]))
    .rows;

  const evaluation: number[] = [];
  const floor: number[] = [];
  let longestLoopDelayMs = 0;
  for (let round = 0; round < rounds; round++) {
    // The last new attempt of each round is critical: one alert per cohort and round, each with its full report.
    for (let i = 0; i < newAttempts; i++) await addAttempts(owner, projectId, 1, i === newAttempts - 1 ? 'CRITICAL' : 'NORMAL');
    await settle(pool);
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    let start = performance.now();
    const evaluated = await evaluateAlerts(pool);
    evaluation.push(performance.now() - start);
    delay.disable();
    longestLoopDelayMs = Math.max(longestLoopDelayMs, delay.max / 1e6);
    start = performance.now();
    const window = parameters.window;
    const evidence = await loadEvidence(pool, cohorts, evaluated.horizon, selectionOf(window, evaluated.horizon));
    for (const cohort of cohorts)
      reliabilityReport(evidence.get(cohort.id)!, { asOf: evaluated.horizon.getTime(), window, minSamples: parameters.minSamples });
    floor.push(performance.now() - start);
    console.error(
      `${size} attempts per cohort, round ${round + 1}: evaluation ${evaluation.at(-1)!.toFixed(1)} ms (${evaluated.raised.length} alerts), ` +
        `floor ${floor.at(-1)!.toFixed(1)} ms, longest event-loop delay ${(delay.max / 1e6).toFixed(1)} ms`,
    );
  }
  return {
    attemptsPerCohort: size,
    rounds,
    evaluationMs: Number(median(evaluation).toFixed(1)),
    msPerNewAttempt: Number((median(evaluation) / (newAttempts * cohortCount)).toFixed(2)),
    floorMs: Number(median(floor).toFixed(1)),
    ratioOfMedians: Number((median(evaluation) / median(floor)).toFixed(2)),
    longestLoopDelayMs: Number(longestLoopDelayMs.toFixed(1)),
  };
}

export const command = defineScript({
  name: 'bench:alerts:evaluation',
  summary:
    "What one evaluation of a CRITICAL_FAILURE rule costs per new attempt as a cohort's history grows, beside the same cohorts' reports through the store's loader and fold (docs/benchmarks.md).",
  options: {},
  environment: {
    DATABASE_URL: { value: '<url>', description: "the database owner's URL to run on, created if missing (required)" },
    BENCH_SIZES: { value: 'N,N,…', description: 'attempts per cohort, one project each', default: '1000,10000,100000' },
    BENCH_COHORTS: { value: 'N', description: 'cohorts per project', default: '1' },
    BENCH_NEW: { value: 'N', description: 'attempts added to every cohort per round, each an instant of its own', default: '10' },
    BENCH_ROUNDS: { value: 'N', description: 'rounds per size (100,000 and more: one)', default: '3' },
  },
});

export async function main(argv: string[]): Promise<void> {
  if (!scriptArguments(command, argv)) return;
  const sizes = textKnob(command, 'BENCH_SIZES')
    .split(',')
    .map((size) => Number(size.trim()));
  if (sizes.some((size) => !Number.isInteger(size) || size < 1))
    throw new Error('BENCH_SIZES is a comma-separated list of whole numbers of attempts per cohort');
  const cohortCount = knob(command, 'BENCH_COHORTS', 1);
  const newAttempts = knob(command, 'BENCH_NEW', 1);
  const rounds = knob(command, 'BENCH_ROUNDS', 1);
  const ownerUrl = process.env.DATABASE_URL?.trim();
  if (!ownerUrl)
    throw new Error('set DATABASE_URL, e.g. postgresql://postgres@127.0.0.1:5432/crl_bench_alerts (the database is created if missing)');
  await ensureDatabase(withDatabase(ownerUrl, 'postgres'), new URL(ownerUrl).pathname.slice(1));
  await migrate(ownerUrl);
  const owner = new pg.Pool({ connectionString: ownerUrl, max: 4 });
  const { db } = await openServerDatabase({ ownerUrl, poolSize: 4 });
  try {
    const figures: SizeFigures[] = [];
    for (const size of sizes) figures.push(await measure(owner, db.pool, size, cohortCount, newAttempts, size >= 100_000 ? 1 : rounds));
    console.log(JSON.stringify({ cohorts: cohortCount, newAttemptsPerCohortPerRound: newAttempts, sizes: figures }));
  } finally {
    await db.close();
    await owner.end();
  }
}

runAsEntry(import.meta.url, main);
