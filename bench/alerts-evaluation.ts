// The cost of alert evaluation (docs/benchmarks.md, "Alert evaluation"): one evaluation of a
// STATE_CHANGED rule over 1,000 cohorts that each gained one attempt since the rule's cursor,
// beside the report floor: the same cohorts' reports through the reliability store's own
// loader and fold on the same pool (one evidence statement through pg, one report per cohort).
// Rounds alternate: new evidence, the evaluation, the floor; the figure is the ratio of
// their medians, evaluation / floor, per 1,000 cohorts.
//
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/crl_bench_alerts npm run bench:alerts:evaluation
//   (the database is created if missing; BENCH_COHORTS, BENCH_ROUNDS, BENCH_ATTEMPTS to change the size)
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openServerDatabase } from '../src/db/login.js';
import { ensureDatabase, migrate } from '../src/db/migrate.js';
import { withDatabase } from '../src/db/urls.js';
import { selectList } from '../src/db/columns.js';
import { reliabilityReport } from '../src/domain/reliability.js';
import { alertRuleDigest } from '../src/domain/alerts.js';
import { canonicalJson } from '../src/domain/canonical.js';
import { evaluateAlerts } from '../src/modules/alerts/evaluate.js';
import { loadEvidence, selectionOf, type CohortRow } from '../src/modules/reliability/store.js';
import { median } from './statistics.js';
import { defineScript, knob, runAsEntry, scriptArguments, textKnob } from '../src/cli/script.js';


async function addAttempts(owner: pg.Pool, projectId: string, perCohort: number): Promise<void> {
  await owner.query(
    `INSERT INTO attempt (id, cohort_id, project_id, capability_key, attempt_group_id, multiplicity, outcome_id, task_ref,
        agent_run_ref, worker_ref, outcome_code, stop_reason_code, attempt_number, started_at, finished_at,
        verification_mode, verification_result, verifier_ref, verifier_model, acceptance_criteria_total, acceptance_criteria_met,
        validation_commands_total, validation_commands_passed, validation_commands_failed, human_override, human_rejected,
        rolled_back, severity, evidence_kinds, evidence_digests, outcome_digest, content_digest, recorded_by)
     SELECT x.id, c.id, c.project_id, c.capability_key, x.id, 1, 'o-' || x.id, 'task-1', 'run-1', 'worker-1',
            CASE WHEN x.n % 3 = 0 THEN 'FAILED'::"OutcomeCode" ELSE 'SUCCEEDED'::"OutcomeCode" END,
            CASE WHEN x.n % 3 = 0 THEN 'VALIDATION_FAILED'::"StopReasonCode" ELSE 'COMPLETED'::"StopReasonCode" END, 1,
            now() - interval '2 hours', now() - interval '1 hour', 'NONE', 'NOT_RUN', NULL, NULL, 1, 1, 1, 1, 0, false, false, false, 'NORMAL',
            '{}', '{}', encode(sha256(convert_to(x.id::text, 'UTF8')), 'hex'), encode(sha256(convert_to('c' || x.id::text, 'UTF8')), 'hex'), 'harness-1'
       FROM cohort c CROSS JOIN LATERAL (SELECT gen_random_uuid() AS id, n FROM generate_series(1, $2::int) AS n WHERE c.id IS NOT NULL) AS x
      WHERE c.project_id = $1`,
    [projectId, perCohort],
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

export const command = defineScript({
  name: 'bench:alerts:evaluation',
  summary: "One evaluation of a STATE_CHANGED rule over cohorts that each gained an attempt, beside the same cohorts' reports through the store's loader and fold (docs/benchmarks.md).",
  options: {},
  environment: {
    DATABASE_URL: { value: '<url>', description: "the database owner's URL to run on, created if missing (required)" },
    BENCH_COHORTS: { value: 'N', description: 'cohorts, at least 10', default: '1000' },
    BENCH_ROUNDS: { value: 'N', description: 'rounds', default: '5' },
    BENCH_ATTEMPTS: { value: 'N', description: 'attempts seeded per cohort', default: '5' },
  },
});

export async function main(argv: string[]): Promise<void> {
  if (!scriptArguments(command, argv)) return;
  const cohortCount = knob(command, 'BENCH_COHORTS', 10);
  const rounds = knob(command, 'BENCH_ROUNDS', 1);
  const seedAttempts = knob(command, 'BENCH_ATTEMPTS', 1);
  const ownerUrl = process.env.DATABASE_URL?.trim();
  if (!ownerUrl) throw new Error('set DATABASE_URL, e.g. postgresql://postgres@127.0.0.1:5432/crl_bench_alerts (the database is created if missing)');
  await ensureDatabase(withDatabase(ownerUrl, 'postgres'), new URL(ownerUrl).pathname.slice(1));
  await migrate(ownerUrl);
  const owner = new pg.Pool({ connectionString: ownerUrl, max: 4 });
  const { db } = await openServerDatabase({ ownerUrl, poolSize: 4 });
  try {
    const projectId = randomUUID();
    const parameters = { minSamples: 3, window: { lastDays: 30 } };
    const digest = alertRuleDigest({ projectId, kind: 'STATE_CHANGED', capabilityKey: null, model: null, parameters });
    await owner.query(`INSERT INTO alert_rule (digest, project_id, kind, parameters, actor_ref) VALUES ($1, $2, 'STATE_CHANGED', $3::jsonb, 'bench')`, [
      digest,
      projectId,
      canonicalJson(parameters),
    ]);
    await owner.query(
      `INSERT INTO cohort (id, fingerprint, project_id, capability_key, scope_fingerprint, runtime_fingerprint, policy_fingerprint,
                           provider, model, runtime_version, harness_version, policy_version)
       SELECT gen_random_uuid(), encode(sha256(convert_to($1::text || '/' || i, 'UTF8')), 'hex'), $1::uuid, 'bench.alerts.c' || i,
              repeat('a', 64), repeat('b', 64), repeat('c', 64), 'acme', 'm1', 'r1', 'h1', 'p1'
         FROM generate_series(1, $2::int) AS i`,
      [projectId, cohortCount],
    );
    await addAttempts(owner, projectId, seedAttempts);
    // Statistics of the bulk load, as autovacuum takes them on a live ledger.
    await owner.query('ANALYZE attempt; ANALYZE adjudication; ANALYZE cohort');
    await settle(db.pool);
    const warm = await evaluateAlerts(db.pool);
    console.error(`seeded ${cohortCount} cohorts × ${seedAttempts} attempts; the first evaluation raised ${warm.raised.length} alerts`);
    const cohorts = (await db.pool.query<CohortRow>(`SELECT ${selectList('Cohort', 'c')} FROM cohort c WHERE c.project_id = $1`, [projectId])).rows;

    const evaluation: number[] = [];
    const floor: number[] = [];
    for (let round = 0; round < rounds; round++) {
      await addAttempts(owner, projectId, 1);
      const horizon = await settle(db.pool);
      let start = performance.now();
      const evaluated = await evaluateAlerts(db.pool);
      evaluation.push(performance.now() - start);
      // The floor: the same cohorts' reports as of the same horizon, one evidence statement and one fold each.
      start = performance.now();
      const window = parameters.window;
      const evidence = await loadEvidence(db.pool, cohorts, evaluated.horizon, selectionOf(window, evaluated.horizon));
      for (const cohort of cohorts) reliabilityReport(evidence.get(cohort.id)!, { asOf: evaluated.horizon.getTime(), window, minSamples: parameters.minSamples });
      floor.push(performance.now() - start);
      console.error(
        `round ${round + 1}: evaluation ${evaluation.at(-1)!.toFixed(1)} ms (${evaluated.raised.length} alerts), floor ${floor.at(-1)!.toFixed(1)} ms, ` +
          `ratio ${(evaluation.at(-1)! / floor.at(-1)!).toFixed(2)} (horizon ${horizon.toISOString()})`,
      );
    }
    const per1000 = (ms: number) => (ms * 1000) / cohortCount;
    console.log(
      JSON.stringify({
        cohorts: cohortCount,
        rounds,
        evaluationMsPer1000Cohorts: Number(per1000(median(evaluation)).toFixed(1)),
        floorMsPer1000Cohorts: Number(per1000(median(floor)).toFixed(1)),
        ratioOfMedians: Number((median(evaluation) / median(floor)).toFixed(2)),
        ratios: evaluation.map((ms, i) => Number((ms / floor[i]!).toFixed(2))),
      }),
    );
  } finally {
    await db.close();
    await owner.end();
  }
}

runAsEntry(import.meta.url, main);
