// A reproducible ledger for the reliability benchmark: 1,000 cohorts over 10
// projects (100 cohorts each), 1,000 attempts per cohort finished over the 29 days
// before the seed, and about 0.6 adjudications per attempt.
//
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/crl_bench npx tsx bench/seed-reliability.ts
//
// Every value is a function of the row's number (bytes of md5 of it), so two seeds
// hold the same rows apart from the clock: finishedAt is relative to the seed's
// start and recordedAt is stamped by the ledger's own trigger, as for any write.
// Attempts go in through crl_record_attempts, the function every API write calls,
// with its arrays built by generate_series in the database, 1,000 attempt rows per
// call on two connections (the API itself would take hours for a million attempts);
// adjudications through the API's own INSERT. The triggers run for every row: the
// ledger clock stamps recordedAt, and the adjudication trigger takes the attempt's
// row lock, assigns the gapless seq and refuses self-grading (so the adjudicating
// actor is never a worker or the recorder). The credential screens of the identifier
// domains are lifted while seeding and put back as they were (withCredentialScreensLifted).
import { createHash } from 'node:crypto';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrate } from '../src/db/migrate.js';
import { RECORD_ATTEMPTS_PARAMETERS } from '../src/modules/attempts/row.js';

export const SEED = {
  projects: 10,
  cohortsPerProject: 100,
  attemptsPerCohort: 1000,
  /** Attempts finish within this many days before the seed's anchor. */
  spreadDays: 29,
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
/** The id cohortIdSql gives cohort number `c`, computed in Node. */
export function cohortIdOf(c: number): string {
  const hex = createHash('md5').update(`bench-cohort-${c}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

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
 * Attempts numbered [$1, $2) (row n belongs to cohort n / attemptsPerCohort; b(i) is
 * byte i of md5('a' || n), a uniform 0..255 used for one decision each), written
 * through crl_record_attempts, the function every API write calls: one call per
 * statement, its 45 arrays built in the database by generate_series (one element per
 * attempt row, in row order) and passed by parameter name (src/modules/attempts/row.ts).
 * The function takes one advisory lock per outcome, looks
 * the outcomes up, finds the (already seeded) cohorts by project and fingerprint and
 * inserts the rows; the ledger clock, the constraints and the triggers are those of
 * the API. What differs from an API write: the arrays are built in SQL rather than by
 * src/modules/attempts/store.ts from validated GraphQL input, and the digests are
 * functions of n rather than of the content.
 */
export function recordAttemptsSql(shape: SeedShape = SEED): string {
  const b = (i: number) => `get_byte(h, ${i})`;
  const c = shape.cohortsPerProject;
  return `
    SELECT count(*)::int AS recorded, count(*) FILTER (WHERE r.stored)::int AS stored
      FROM (
        SELECT array_agg(project_id ORDER BY n) AS project_ids, array_agg('bench-outcome-' || n ORDER BY n) AS outcome_ids,
               array_agg(capability_key ORDER BY n) AS capability_keys, array_agg(md5('bench-group-' || n)::uuid ORDER BY n) AS group_ids,
               array_agg(1 ORDER BY n) AS multiplicities, array_agg('task-' || (n % 5000) ORDER BY n) AS task_refs,
               array_agg(NULL::text ORDER BY n) AS work_package_refs, array_agg('run-' || n ORDER BY n) AS agent_run_refs,
               array_agg('worker-' || (c % 7) ORDER BY n) AS worker_refs, array_agg(outcome ORDER BY n) AS outcome_codes,
               array_agg(CASE outcome WHEN 'SUCCEEDED' THEN 'COMPLETED' WHEN 'BLOCKED_BY_POLICY' THEN 'POLICY_BLOCKED'
                                      WHEN 'TIMED_OUT' THEN 'TIMEOUT' WHEN 'ERRORED' THEN 'CRASHED' ELSE 'VALIDATION_FAILED' END ORDER BY n) AS stop_reason_codes,
               array_agg(CASE WHEN ${b(2)} < 205 THEN 1 WHEN ${b(2)} < 243 THEN 2 ELSE 3 END ORDER BY n) AS attempt_numbers,
               array_agg(finished - interval '7 minutes' ORDER BY n) AS started_ats, array_agg(finished ORDER BY n) AS finished_ats,
               array_agg(mode ORDER BY n) AS verification_modes,
               array_agg(CASE WHEN mode = 'NONE' THEN 'NOT_RUN' WHEN outcome = 'SUCCEEDED' AND ${b(4)} >= 20 THEN 'PASSED' ELSE 'FAILED' END ORDER BY n) AS verification_results,
               array_agg(CASE WHEN mode = 'DETERMINISTIC_CHECK' THEN 'ci-runner-' || (n % ${VERIFIER_COUNT}) WHEN mode = 'SELF_REPORTED' THEN 'worker-' || (c % 7) END ORDER BY n) AS verifier_refs,
               array_agg(NULL::text ORDER BY n) AS verifier_models,
               array_agg(3 ORDER BY n) AS criteria_totals, array_agg(3 ORDER BY n) AS criteria_mets,
               array_agg(2 ORDER BY n) AS commands_totals, array_agg(2 ORDER BY n) AS commands_passeds, array_agg(0 ORDER BY n) AS commands_faileds,
               array_agg(${b(5)} < 5 ORDER BY n) AS human_overrides, array_agg(${b(6)} < 8 ORDER BY n) AS human_rejecteds,
               array_agg(${b(7)} < 3 ORDER BY n) AS rolled_backs,
               array_agg(CASE WHEN ${b(8)} = 0 AND ${b(9)} < 128 THEN 'CRITICAL' ELSE 'NORMAL' END ORDER BY n) AS severities,
               array_agg(jsonb_build_array(jsonb_build_object('kind', 'LOG', 'digest', md5('log-' || n) || md5('log2-' || n))) ORDER BY n) AS evidence,
               array_agg(md5('outcome-' || n) || md5('outcome2-' || n) ORDER BY n) AS outcome_digests,
               array_agg(md5('content-' || n) || md5('content2-' || n) ORDER BY n) AS content_digests,
               array_agg(encode(sha256(('bench-cohort-' || c)::bytea), 'hex') ORDER BY n) AS cohort_fingerprints,
               array_agg(encode(sha256(('scope-' || (c % 4))::bytea), 'hex') ORDER BY n) AS scope_fingerprints,
               array_agg(encode(sha256(('runtime-' || (c % 5))::bytea), 'hex') ORDER BY n) AS runtime_fingerprints,
               array_agg(encode(sha256('policy'::bytea), 'hex') ORDER BY n) AS policy_fingerprints,
               array_agg('acme'::text ORDER BY n) AS providers, array_agg('model-' || (c % 5) ORDER BY n) AS models,
               array_agg('2026.11'::text ORDER BY n) AS runtime_versions, array_agg('harness-1'::text ORDER BY n) AS harness_versions,
               array_agg('policy-1'::text ORDER BY n) AS policy_versions,
               -- Effort on every attempt (docs/specification.md §3.3), so a report folds cost, tokens and time in full.
               array_agg((2000 + ${b(14)} * 40)::bigint ORDER BY n) AS input_token_counts,
               array_agg((300 + ${b(15)} * 8)::bigint ORDER BY n) AS output_token_counts,
               array_agg((5000 + ${b(14)} * 120 + ${b(15)} * 50)::bigint ORDER BY n) AS cost_amounts_micros,
               array_agg('USD'::text ORDER BY n) AS cost_currency_codes,
               array_agg(CASE WHEN ${b(3)} < 64 THEN (400000 + ${b(3)} * 1000)::bigint END ORDER BY n) AS harness_wall_times_ms
          FROM (
            SELECT n, c, h, ${projectIdSql(`(c / ${c})`)} AS project_id, 'bench.capability_' || (c % ${c} / 4) AS capability_key,
                   CASE WHEN ${b(0)} < 192 THEN 'SUCCEEDED' WHEN ${b(0)} < 230 THEN 'FAILED' WHEN ${b(0)} < 243 THEN 'BLOCKED_BY_POLICY'
                        WHEN ${b(0)} < 250 THEN 'ERRORED' ELSE 'TIMED_OUT' END AS outcome,
                   CASE WHEN ${b(1)} < 180 THEN 'DETERMINISTIC_CHECK' WHEN ${b(1)} < 231 THEN 'SELF_REPORTED' ELSE 'NONE' END AS mode,
                   $3::timestamptz - ((((${b(10)} << 16) | (${b(11)} << 8) | ${b(12)}) % (${shape.spreadDays} * 86400)) * interval '1 second')
                     - (${b(13)} * interval '1 millisecond') AS finished
              FROM (SELECT n, n / ${shape.attemptsPerCohort} AS c, decode(md5('a' || n), 'hex') AS h
                      FROM generate_series($1::bigint, $2::bigint - 1) AS n) AS numbered
          ) AS t
      ) AS a,
      LATERAL crl_record_attempts(${RECORD_ATTEMPTS_PARAMETERS.map(({ name }) => `${name} => a.${name}`).join(', ')},
        recorder => '${SEED_RECORDER}') AS r`;
}

/**
 * Adjudications of the attempts numbered [$1, $2), through the API's own insert
 * (src/modules/adjudications/store.ts: INSERT with seq 0, the triggers number it,
 * take the attempt's row lock, stamp the clock and refuse self-grading), in attempt
 * order so the trigger numbers each attempt's rows 1, 2, 3. Each attempt is found by
 * its project and outcome id (the unique index), as the ledger assigned its id. Up to
 * three per attempt, each kind drawn from a byte of md5('j' || n). Cohorts numbered
 * 99 mod 100 keep one unresolved drift (their reports are EVIDENCE_DRIFT); elsewhere
 * drift is detected and resolved.
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
        SELECT n, (SELECT a.id FROM attempt a WHERE a.project_id = ${projectIdSql(`(c / ${shape.cohortsPerProject})`)}
                                                AND a.outcome_id = 'bench-outcome-' || n) AS attempt_id, h, position,
               CASE position
                 WHEN 1 THEN ${kindOf(0)}
                 WHEN 2 THEN CASE WHEN ${b(1)} < 77 THEN ${kindOf(2)} END
                 WHEN 3 THEN CASE WHEN c % 100 = 99 AND n % ${shape.attemptsPerCohort} = 500 THEN 'DRIFT_DETECTED'
                                  WHEN ${b(14)} = 0 AND ${b(15)} < 16 THEN 'DRIFT_DETECTED' END
                 WHEN 4 THEN CASE WHEN ${b(14)} = 0 AND ${b(15)} < 16 AND NOT (c % 100 = 99 AND n % ${shape.attemptsPerCohort} = 500)
                                  THEN 'DRIFT_RESOLVED' END
               END AS kind
          FROM (SELECT n, n / ${shape.attemptsPerCohort} AS c, decode(md5('j' || n), 'hex') AS h
                  FROM generate_series($1::bigint, $2::bigint - 1) AS n) AS numbered
          CROSS JOIN generate_series(1, 4) AS position
      ) AS t
     WHERE kind IS NOT NULL
     ORDER BY n, position`;
}

/** Attempt rows per crl_record_attempts call: one advisory lock each, held to the call's commit. */
export const ROWS_PER_CALL = 1000;

/** The identifier domains whose CHECK is the credential screen (docs/specification.md §2). */
const SCREENED_DOMAINS = ['crl_reference', 'crl_capability_key', 'crl_label'] as const;

/**
 * Runs `seed` with the credential screens of the identifier domains lifted, and puts
 * them back as they were, but NOT VALID (the seeded rows are not re-read: `screenSample`
 * checks a sample of them instead), then checks that each domain's CHECK reads as it did. The screen is the
 * function crl_holds_credential, some 120 regular expressions, which each domain's CHECK
 * calls (PostgreSQL inlines it there) on every identifier value: about 50 µs a value,
 * seven values an attempt row, and most of the cost of a seeded row. Its constraints are
 * lifted, not the function, which stays as its migration wrote it. The seeded identifiers
 * are fixed patterns (`bench-outcome-<n>`, `task-<n>`, `worker-<n>`, ...); `screenSample`
 * runs the screen on a sample of them.
 */
export async function withCredentialScreensLifted<T>(owner: pg.Pool, seed: () => Promise<T>): Promise<T> {
  const screensOf = () =>
    owner.query<{ domain: string; name: string; definition: string }>(
      `SELECT t.typname AS domain, c.conname AS name, pg_get_constraintdef(c.oid) AS definition
         FROM pg_constraint c JOIN pg_type t ON t.oid = c.contypid
        WHERE c.contype = 'c' AND t.typname = ANY ($1) AND t.typnamespace = 'public'::regnamespace
        ORDER BY 1, 2`,
      [SCREENED_DOMAINS],
    );
  const screens = await screensOf();
  for (const { domain, name } of screens.rows)
    await owner.query(`ALTER DOMAIN ${pg.escapeIdentifier(domain)} DROP CONSTRAINT ${pg.escapeIdentifier(name)}`);
  try {
    return await seed();
  } finally {
    for (const { domain, name, definition } of screens.rows) {
      const notValid = definition.endsWith(' NOT VALID') ? definition : `${definition} NOT VALID`;
      await owner.query(`ALTER DOMAIN ${pg.escapeIdentifier(domain)} ADD CONSTRAINT ${pg.escapeIdentifier(name)} ${notValid}`);
    }
    const checked = (rows: { definition: string }[]) =>
      JSON.stringify(rows.map((row) => ({ ...row, definition: row.definition.replace(/ NOT VALID$/, '') })));
    const restored = checked((await screensOf()).rows);
    if (restored !== checked(screens.rows)) throw new Error(`the credential screens were not restored as they were: ${restored}`);
  }
}

/**
 * Runs the credential screens on every identifier of the attempts (and their
 * adjudications) of the cohorts numbered `cohorts`; throws if one is refused.
 */
export async function screenSample(owner: pg.Pool, cohorts: number[]): Promise<number> {
  const result = await owner.query<{ values: string }>(
    `WITH sampled AS (SELECT a.* FROM cohort c JOIN attempt a ON a.project_id = c.project_id AND a.cohort_id = c.id WHERE c.id = ANY ($1::uuid[]))
     SELECT count(*) AS values FROM (
       SELECT v::text::crl_reference FROM sampled a,
              unnest(ARRAY[a.outcome_id, a.task_ref, a.agent_run_ref, a.worker_ref, a.verifier_ref, a.recorded_by]::text[]) AS v
        WHERE v IS NOT NULL
       UNION ALL
       SELECT a.capability_key::text::crl_capability_key FROM sampled a
       UNION ALL
       SELECT v::text::crl_reference FROM adjudication j, unnest(ARRAY[j.idempotency_key, j.actor_ref, j.verifier_ref]::text[]) AS v
        WHERE j.cohort_id = ANY ($1::uuid[]) AND v IS NOT NULL) AS screened`,
    [cohorts.map((c) => cohortIdOf(c))],
  );
  return Number(result.rows[0]!.values);
}

export interface SeedTimes {
  attempts: number;
  adjudications: number;
  /** Seconds spent in the attempt calls and in the adjudication inserts, summed over the connections. */
  attemptSeconds: number;
  adjudicationSeconds: number;
  /** The last cohort seeded + 1 (less than asked when `until` passed first). */
  reached: number;
}

/**
 * Seeds the attempts and adjudications of cohorts [from, to) (the cohorts must
 * exist), `ROWS_PER_CALL` attempts per statement on `connections` connections, each
 * connection writing a range's attempts and then its adjudications. Stops early,
 * at a whole cohort, once `until` has passed. The seeding connections may run with
 * `synchronous_commit = off` (a crash loses the seed, which is re-made anyway).
 */
export async function seedRows(
  owner: pg.Pool,
  shape: SeedShape,
  range: { from: number; to: number; anchor: Date; connections?: number; until?: Date },
  log: (line: string) => void,
): Promise<SeedTimes> {
  const perCall = ROWS_PER_CALL;
  if (perCall % shape.attemptsPerCohort !== 0 && shape.attemptsPerCohort % perCall !== 0)
    throw new Error(`ROWS_PER_CALL ${perCall} and ${shape.attemptsPerCohort} attempts per cohort: one must divide the other`);
  const chunks: [number, number][] = [];
  for (let n = range.from * shape.attemptsPerCohort; n < range.to * shape.attemptsPerCohort; n += perCall)
    chunks.push([n, Math.min(range.to * shape.attemptsPerCohort, n + perCall)]);
  const times: SeedTimes = { attempts: 0, adjudications: 0, attemptSeconds: 0, adjudicationSeconds: 0, reached: range.from };
  const started = Date.now();
  const recordSql = recordAttemptsSql(shape);
  const adjudicateSql = adjudicationsSql(shape);
  let stopAt = Infinity;
  const finished = new Set<number>();
  const worker = async () => {
    for (let chunk = chunks.shift(); chunk; chunk = chunks.shift()) {
      if (chunk[0] >= stopAt) break;
      if (range.until && Date.now() > range.until.getTime() && stopAt === Infinity)
        stopAt = Math.ceil(chunk[0] / shape.attemptsPerCohort) * shape.attemptsPerCohort;
      if (chunk[0] >= stopAt) break;
      let t = performance.now();
      const recorded = await owner.query<{ recorded: number; stored: number }>(recordSql, [chunk[0], chunk[1], range.anchor]);
      if (recorded.rows[0]!.stored !== 0 || recorded.rows[0]!.recorded !== chunk[1] - chunk[0])
        throw new Error(`rows ${chunk[0]}..${chunk[1]}: ${JSON.stringify(recorded.rows[0])}`);
      times.attemptSeconds += (performance.now() - t) / 1000;
      times.attempts += chunk[1] - chunk[0];
      t = performance.now();
      const adjudicated = await owner.query(adjudicateSql, [chunk[0], chunk[1]]);
      times.adjudicationSeconds += (performance.now() - t) / 1000;
      times.adjudications += adjudicated.rowCount ?? 0;
      finished.add(chunk[0]);
      if (chunk[1] % (100 * shape.attemptsPerCohort) === 0) {
        const seconds = (Date.now() - started) / 1000;
        log(
          `seed: ${chunk[1]} attempts seeded; this growth ${times.attempts} attempts, ${times.adjudications} adjudications (${seconds.toFixed(0)} s, ${((times.attempts + times.adjudications) / seconds).toFixed(0)} rows/s, load ${loadavg()[0]!.toFixed(1)})`,
        );
      }
    }
  };
  await Promise.all(Array.from({ length: range.connections ?? 2 }, () => worker()));
  // Every chunk below the stopping point was written (the workers take them in order).
  let next = range.from * shape.attemptsPerCohort;
  while (finished.has(next)) next += perCall;
  times.reached = Math.floor(next / shape.attemptsPerCohort);
  return times;
}

/** Seeds an empty (migrated) ledger; returns the anchor. Refuses a partly seeded one. */
export async function seedReliability(ownerUrl: string, log: (line: string) => void = console.log): Promise<Date> {
  const owner = new pg.Pool({ connectionString: ownerUrl, max: 2 });
  try {
    const state = await seedState(owner);
    const expected = totalCohorts * SEED.attemptsPerCohort;
    if (state.attempts === expected && state.anchor) return state.anchor;
    if (state.attempts !== 0)
      throw new Error(`the database holds ${state.attempts} seeded attempts, not 0 or ${expected}: drop it and seed again`);

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

    await withCredentialScreensLifted(owner, () => seedRows(owner, SEED, { from: 0, to: totalCohorts, anchor }, log));
    await screenSample(owner, [0, totalCohorts - 1]);
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
