// A reproducible ledger for the reliability benchmark: 1,000 cohorts over 10
// projects (100 cohorts each), 1,000 attempts per cohort finished over the 29 days
// before the seed, and about 0.6 adjudications per attempt.
//
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/crl_bench npx tsx bench/seed-reliability.ts
//
// Every value is a function of the row's number (bytes of md5 of it), so two seeds
// hold the same rows apart from the clock: finishedAt is relative to the seed's
// start and recordedAt is stamped by the ledger's own trigger, as for any write.
// Rows go in through the owner connection as INSERT ... SELECT over
// generate_series, 50 cohorts per statement on two connections: the API would take
// hours for a million attempts. The triggers still run for every row: the ledger
// clock stamps recordedAt, and the adjudication trigger takes the attempt's row lock,
// assigns the gapless seq and refuses self-grading (so the adjudicating actor is
// never a worker or the recorder).
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrate } from '../src/db/migrate.js';

export const SEED = {
  projects: 10,
  cohortsPerProject: 100,
  attemptsPerCohort: 1000,
  /** Attempts finish within this many days before the seed's anchor. */
  spreadDays: 29,
  cohortsPerStatement: 50,
} as const;

/** The shape of a seeded ledger; bench/scale.ts grows ledgers of other sizes with the same rows. */
export interface SeedShape {
  cohortsPerProject: number;
  attemptsPerCohort: number;
  spreadDays: number;
}

export const SEED_RECORDER = 'bench-seeder';
const ADJUDICATOR = 'bench-adjudicator';
/** The checks the harness reports (each cohort's attempts name all of them) and the check that reports later, all registered. */
export const VERIFIER_COUNT = 5;
const LATER_VERIFIER = 'nightly-ci';

/** Deterministic ids, so a cohort can be named the same way in every seeded database. */
export const projectIdSql = (projectNumber: string) => `md5('bench-project-' || ${projectNumber})::uuid`;
export const cohortIdSql = (cohortNumber: string) => `md5('bench-cohort-' || ${cohortNumber})::uuid`;

export interface SeedState {
  attempts: number;
  adjudications: number;
  /** The instant finishedAt values are relative to (the seed's start). */
  anchor: Date | null;
}

export async function seedState(owner: pg.Pool): Promise<SeedState> {
  const result = await owner.query<{ attempts: string; adjudications: string; anchor: Date | null }>(
    `SELECT (SELECT count(*) FROM attempt WHERE recorded_by = $1) AS attempts,
            (SELECT count(*) FROM adjudication WHERE actor_ref = $2) AS adjudications,
            (SELECT max(created_at) FROM cohort WHERE fingerprint = encode(sha256('bench-anchor'::bytea), 'hex')) AS anchor`,
    [SEED_RECORDER, ADJUDICATOR],
  );
  const row = result.rows[0]!;
  return { attempts: Number(row.attempts), adjudications: Number(row.adjudications), anchor: row.anchor };
}

const totalCohorts = SEED.projects * SEED.cohortsPerProject;

/** Cohorts numbered [from, to), `cohortsPerProject` to a project. */
export function cohortsSql(shape: SeedShape = SEED, from = 0, to = totalCohorts): string {
  return `
    INSERT INTO cohort (id, fingerprint, project_id, capability_key, scope_fingerprint, runtime_fingerprint, policy_fingerprint,
                        provider, model, runtime_version, harness_version, policy_version)
    SELECT ${cohortIdSql('c')}, encode(sha256(('bench-cohort-' || c)::bytea), 'hex'), ${projectIdSql(`(c / ${shape.cohortsPerProject})`)},
           'bench.capability_' || (c % ${shape.cohortsPerProject} / 4), encode(sha256(('scope-' || (c % 4))::bytea), 'hex'),
           encode(sha256(('runtime-' || (c % 5))::bytea), 'hex'), encode(sha256('policy'::bytea), 'hex'),
           'acme', 'model-' || (c % 5), '2026.11', 'harness-1', 'policy-1'
      FROM generate_series(${from}, ${to - 1}) AS c`;
}

/**
 * Attempts of cohorts [$1, $2). Row n = cohort * attemptsPerCohort + k; b(i) is
 * byte i of md5('a' || n), a uniform 0..255 used for one decision each.
 */
export function attemptsSql(shape: SeedShape = SEED): string {
  const b = (i: number) => `get_byte(h, ${i})`;
  return `
    INSERT INTO attempt (id, cohort_id, project_id, capability_key, attempt_group_id, multiplicity, outcome_id, task_ref,
        agent_run_ref, worker_ref, outcome_code, stop_reason_code, attempt_number, started_at, finished_at,
        verification_mode, verification_result, verifier_ref, verifier_model, acceptance_criteria_total, acceptance_criteria_met,
        validation_commands_total, validation_commands_passed, validation_commands_failed, human_override, human_rejected,
        rolled_back, severity, evidence_kinds, evidence_digests, outcome_digest, content_digest, recorded_by)
    SELECT id, cohort_id, project_id, capability_key, id, 1, 'bench-outcome-' || n, 'task-' || (n % 5000),
           'run-' || n, 'worker-' || (c % 7), outcome::"OutcomeCode",
           (CASE outcome WHEN 'SUCCEEDED' THEN 'COMPLETED' WHEN 'BLOCKED_BY_POLICY' THEN 'POLICY_BLOCKED'
                         WHEN 'TIMED_OUT' THEN 'TIMEOUT' WHEN 'ERRORED' THEN 'CRASHED' ELSE 'VALIDATION_FAILED' END)::"StopReasonCode",
           CASE WHEN ${b(2)} < 205 THEN 1 WHEN ${b(2)} < 243 THEN 2 ELSE 3 END,
           finished - interval '7 minutes', finished,
           mode::"VerificationMode",
           (CASE WHEN mode = 'NONE' THEN 'NOT_RUN' WHEN outcome = 'SUCCEEDED' AND ${b(4)} >= 20 THEN 'PASSED' ELSE 'FAILED' END)::"VerificationResult",
           CASE WHEN mode = 'DETERMINISTIC_CHECK' THEN 'ci-runner-' || (n % ${VERIFIER_COUNT}) WHEN mode = 'SELF_REPORTED' THEN 'worker-' || (c % 7) END,
           NULL,
           3, 3, 2, 2, 0,
           ${b(5)} < 5, ${b(6)} < 8, ${b(7)} < 3, (CASE WHEN ${b(8)} = 0 AND ${b(9)} < 128 THEN 'CRITICAL' ELSE 'NORMAL' END)::"Severity",
           '{LOG}', ARRAY[md5('log-' || n) || md5('log2-' || n)],
           md5('outcome-' || n) || md5('outcome2-' || n), md5('content-' || n) || md5('content2-' || n), '${SEED_RECORDER}'
      FROM (
        SELECT n, c, h, md5('bench-attempt-' || n)::uuid AS id, ${cohortIdSql('c')} AS cohort_id,
               ${projectIdSql(`(c / ${shape.cohortsPerProject})`)} AS project_id, 'bench.capability_' || (c % ${shape.cohortsPerProject} / 4) AS capability_key,
               CASE WHEN ${b(0)} < 192 THEN 'SUCCEEDED' WHEN ${b(0)} < 230 THEN 'FAILED' WHEN ${b(0)} < 243 THEN 'BLOCKED_BY_POLICY'
                    WHEN ${b(0)} < 250 THEN 'ERRORED' ELSE 'TIMED_OUT' END AS outcome,
               CASE WHEN ${b(1)} < 180 THEN 'DETERMINISTIC_CHECK' WHEN ${b(1)} < 231 THEN 'SELF_REPORTED' ELSE 'NONE' END AS mode,
               $3::timestamptz - ((((${b(10)} << 16) | (${b(11)} << 8) | ${b(12)}) % (${shape.spreadDays} * 86400)) * interval '1 second')
                 - (${b(13)} * interval '1 millisecond') AS finished
          FROM (SELECT n, n / ${shape.attemptsPerCohort} AS c, decode(md5('a' || n), 'hex') AS h
                  FROM generate_series($1::int * ${shape.attemptsPerCohort}, $2::int * ${shape.attemptsPerCohort} - 1) AS n) AS numbered
      ) AS t`;
}

/**
 * Adjudications of the attempts of cohorts [$1, $2), in attempt order so the trigger
 * numbers each attempt's rows 1, 2, 3. Up to three per attempt, each kind drawn
 * from a byte of md5('j' || n). Cohorts numbered 99 mod 100 keep one unresolved
 * drift (their reports are EVIDENCE_DRIFT); elsewhere drift is detected and resolved.
 */
export function adjudicationsSql(shape: SeedShape = SEED): string {
  const b = (i: number) => `get_byte(h, ${i})`;
  const kindOf = (byte: number) => `CASE
      WHEN ${b(byte)} < 77 THEN 'VERIFICATION_RECORDED' WHEN ${b(byte)} < 115 THEN 'HUMAN_ACCEPTED'
      WHEN ${b(byte)} < 128 THEN 'HUMAN_REJECTED' WHEN ${b(byte)} < 141 THEN 'REWORK_REQUESTED'
      WHEN ${b(byte)} < 146 THEN 'ROLLBACK_RECORDED' WHEN ${b(byte)} < 149 THEN 'OVERRIDE_RECORDED'
      WHEN ${b(byte)} = 149 AND ${b(byte + 3)} < 64 THEN 'CRITICAL_FAILURE_RECORDED' END`;
  return `
    INSERT INTO adjudication (attempt_id, seq, kind, idempotency_key, actor_ref, verification_mode, verification_result,
                              verifier_ref, verifier_model, evidence_digests, content_digest)
    SELECT attempt_id, 0, kind::"AdjudicationKind", 'bench-' || n || '-' || position,
           -- A verdict comes from its verifier's own credential (docs/specification.md §4).
           CASE WHEN kind = 'VERIFICATION_RECORDED' THEN '${LATER_VERIFIER}' ELSE '${ADJUDICATOR}' END,
           CASE WHEN kind = 'VERIFICATION_RECORDED' THEN (CASE WHEN ${b(12)} < 200 THEN 'DETERMINISTIC_CHECK' ELSE 'HUMAN_REVIEW' END)::"VerificationMode" END,
           CASE WHEN kind = 'VERIFICATION_RECORDED' THEN (CASE WHEN ${b(13)} < 220 THEN 'PASSED' ELSE 'FAILED' END)::"VerificationResult" END,
           CASE WHEN kind = 'VERIFICATION_RECORDED' THEN '${LATER_VERIFIER}' END,
           NULL, '{}', md5('adjudication-' || n || '-' || position) || md5('adjudication2-' || n || '-' || position)
      FROM (
        SELECT n, md5('bench-attempt-' || n)::uuid AS attempt_id, h, position,
               CASE position
                 WHEN 1 THEN ${kindOf(0)}
                 WHEN 2 THEN CASE WHEN ${b(1)} < 77 THEN ${kindOf(2)} END
                 WHEN 3 THEN CASE WHEN c % 100 = 99 AND n % ${shape.attemptsPerCohort} = 500 THEN 'DRIFT_DETECTED'
                                  WHEN ${b(14)} = 0 AND ${b(15)} < 16 THEN 'DRIFT_DETECTED' END
                 WHEN 4 THEN CASE WHEN ${b(14)} = 0 AND ${b(15)} < 16 AND NOT (c % 100 = 99 AND n % ${shape.attemptsPerCohort} = 500)
                                  THEN 'DRIFT_RESOLVED' END
               END AS kind
          FROM (SELECT n, n / ${shape.attemptsPerCohort} AS c, decode(md5('j' || n), 'hex') AS h
                  FROM generate_series($1::int * ${shape.attemptsPerCohort}, $2::int * ${shape.attemptsPerCohort} - 1) AS n) AS numbered
          CROSS JOIN generate_series(1, 4) AS position
      ) AS t
     WHERE kind IS NOT NULL
     ORDER BY n, position`;
}

/** Seeds an empty (migrated) ledger; returns the anchor. Refuses a partly seeded one. */
export async function seedReliability(ownerUrl: string, log: (line: string) => void = console.log): Promise<Date> {
  const owner = new pg.Pool({ connectionString: ownerUrl, max: 2 });
  try {
    const state = await seedState(owner);
    const expected = totalCohorts * SEED.attemptsPerCohort;
    if (state.attempts === expected && state.anchor) return state.anchor;
    if (state.attempts !== 0) throw new Error(`the database holds ${state.attempts} seeded attempts, not 0 or ${expected}: drop it and seed again`);

    const started = Date.now();
    // The anchor cohort records the seed's start in the ledger itself (cohort.created_at).
    const anchorRow = await owner.query<{ anchor: Date }>(
      `INSERT INTO cohort (fingerprint, project_id, capability_key, scope_fingerprint, runtime_fingerprint, policy_fingerprint,
                           provider, model, runtime_version, harness_version, policy_version)
       VALUES (encode(sha256('bench-anchor'::bytea), 'hex'), md5('bench-anchor')::uuid, 'bench.anchor', $1, $1, $1,
               'acme', 'anchor', '1', '1', '1')
       RETURNING created_at AS anchor`,
      ['0'.repeat(64)],
    );
    const anchor = anchorRow.rows[0]!.anchor;
    await owner.query(cohortsSql());
    log(`seed: ${totalCohorts} cohorts`);
    // Every project registers its verifiers (docs/specification.md §3.3).
    await owner.query(
      `INSERT INTO verifier (project_id, verifier_ref, kind, actor_ref, content_digest)
       SELECT ${projectIdSql('p')}, ref, 'DETERMINISTIC_CHECK', 'bench-admin', encode(sha256(('bench-verifier-' || p || ref)::bytea), 'hex')
         FROM generate_series(0, ${SEED.projects - 1}) AS p,
              unnest(array_append(array(SELECT 'ci-runner-' || i FROM generate_series(0, ${VERIFIER_COUNT - 1}) AS i), '${LATER_VERIFIER}')) AS ref`,
    );

    const ranges: [number, number][] = [];
    for (let from = 0; from < totalCohorts; from += SEED.cohortsPerStatement)
      ranges.push([from, Math.min(totalCohorts, from + SEED.cohortsPerStatement)]);
    let done = 0;
    const worker = async () => {
      for (let range = ranges.shift(); range; range = ranges.shift()) {
        await owner.query(attemptsSql(), [range[0], range[1], anchor]);
        await owner.query(adjudicationsSql(), [range[0], range[1]]);
        done += range[1] - range[0];
        log(`seed: ${done}/${totalCohorts} cohorts of attempts and adjudications (${Math.round((Date.now() - started) / 1000)} s)`);
      }
    };
    await Promise.all([worker(), worker()]);
    await owner.query('VACUUM ANALYZE cohort, attempt, adjudication');
    const seeded = await seedState(owner);
    log(`seed: ${seeded.attempts} attempts, ${seeded.adjudications} adjudications in ${Math.round((Date.now() - started) / 1000)} s`);
    return anchor;
  } finally {
    await owner.end();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const url = process.env.DATABASE_URL?.trim();
  if (!url) {
    console.error('set DATABASE_URL to the owner connection of the database to seed');
    process.exit(2);
  }
  await migrate(url);
  await seedReliability(url);
}
