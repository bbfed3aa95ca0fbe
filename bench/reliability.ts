// Reliability benchmark: `reliability` for one cohort (~1,000 attempts in the
// window) and `reliabilityOverview` for 100 cohorts in one request, over HTTP
// against the real server, beside a floor of the same aggregates computed by one
// hand-written SQL statement through `pg`, on the same seeded ledger in the same
// run. The machines are shared and noisy, so the figures that matter are the
// ratios API/floor, measured in alternating rounds so drift hits both sides.
//
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/crl_bench npm run bench:reliability
//
// The database is created, migrated and seeded (bench/seed-reliability.ts, about
// 3 minutes once) when it is not already. Knobs (environment): BENCH_ROUNDS (3),
// BENCH_SECONDS per round and side (3), BENCH_CONCURRENCY ("1,8"), BENCH_PROFILE_DIR
// (writes a V8 CPU profile of the server process there).
//
// The server runs in a child process (this same file with --serve): sharing one
// event loop with the load generator would bill the client's work to the API.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { ensureDatabase, migrate } from '../src/db/migrate.js';
import { RATE_NAMES } from '../src/domain/reliability.js';
import { issueToken } from '../src/modules/auth/tokens.js';
import { BenchClient, startServerProcess, stopServerProcess } from './harness.js';
import { SEED, cohortIdSql, projectIdSql, seedReliability } from './seed-reliability.js';
import { withDatabase } from '../src/db/urls.js';
import { quantile } from './statistics.js';
import { defineScript, knob, runAsEntry, scriptArguments, textKnob } from '../src/cli/script.js';

const DAY_MS = 86_400_000;

// ---------------------------------------------------------------------------
// The floor: every number of the report for a set of cohorts in one statement.
// $1 cohort ids, $2 asOf, $3 lastDays. The same definitions as src/domain/reliability.ts,
// written by hand; the run checks the two agree before it measures anything.

const FLOOR_SQL = `
WITH params AS (SELECT $2::timestamptz AS as_of, $2::timestamptz - make_interval(days => $3::int) AS window_start),
cohorts AS (SELECT c.id, c.model, c.project_id FROM cohort c WHERE c.id = ANY ($1::uuid[])),
-- The verifier registry and withdrawals stamped by asOf (docs/specification.md §3.3).
registered AS MATERIALIZED (
  SELECT v.project_id, v.verifier_ref, v.kind, v.model, v.content_digest
    FROM verifier v CROSS JOIN params p
   WHERE v.project_id IN (SELECT project_id FROM cohorts) AND v.registered_at <= p.as_of
),
withdrawn AS MATERIALIZED (
  SELECT w.project_id, w.verifier_ref, w.verdicts_from, w.verdicts_until, w.content_digest
    FROM verifier_withdrawal w CROSS JOIN params p
   WHERE w.project_id IN (SELECT project_id FROM cohorts) AND w.withdrawn_at <= p.as_of
),
windowed AS (
  SELECT a.*, co.model, adj.*, vd.verdict, vd.trust_digests
    FROM cohorts co JOIN attempt a ON a.project_id = co.project_id AND a.cohort_id = co.id CROSS JOIN params p
    CROSS JOIN LATERAL (
      SELECT (array_agg(j.kind ORDER BY j.seq DESC) FILTER (
                WHERE j.kind IN ('HUMAN_ACCEPTED', 'HUMAN_REJECTED', 'REWORK_REQUESTED')))[1] AS later_decision,
             coalesce(bool_or(j.kind = 'REWORK_REQUESTED'), false) AS any_rework,
             coalesce(bool_or(j.kind = 'ROLLBACK_RECORDED'), false) AS any_rollback,
             coalesce(bool_or(j.kind = 'OVERRIDE_RECORDED'), false) AS any_override,
             array_agg(j.content_digest) FILTER (WHERE j.content_digest IS NOT NULL) AS adjudication_digests
        FROM adjudication j WHERE j.attempt_id = a.id AND j.recorded_at <= p.as_of
    ) AS adj
    -- Every concluded verification in an independent mode, the attempt's own (seq 0) and its
    -- adjudications, judged: the party rules, then the registry and withdrawals.
    CROSS JOIN LATERAL (
      SELECT (array_agg(v.result ORDER BY v.seq DESC) FILTER (
                WHERE v.party_ok AND r.content_digest IS NOT NULL AND w.content_digest IS NULL))[1] AS verdict,
             array_agg(r.content_digest) FILTER (WHERE v.party_ok AND r.content_digest IS NOT NULL)
               || coalesce(array_agg(w.content_digest) FILTER (WHERE v.party_ok AND w.content_digest IS NOT NULL), '{}') AS trust_digests
        FROM (
          SELECT 0 AS seq, a.verification_mode AS mode, a.verification_result AS result, a.verifier_ref AS ref, a.verifier_model AS model,
                 a.recorded_at AS at
           WHERE a.verification_result <> 'NOT_RUN' AND a.verification_mode IN ('DETERMINISTIC_CHECK', 'INDEPENDENT_AGENT')
          UNION ALL
          SELECT j.seq, j.verification_mode, j.verification_result, j.verifier_ref, j.verifier_model, j.recorded_at
            FROM adjudication j
           WHERE j.attempt_id = a.id AND j.recorded_at <= p.as_of AND j.kind = 'VERIFICATION_RECORDED' AND j.verification_result <> 'NOT_RUN'
             AND j.verification_mode IN ('DETERMINISTIC_CHECK', 'INDEPENDENT_AGENT')
        ) AS u
        CROSS JOIN LATERAL (SELECT u.*, u.ref NOT IN (a.worker_ref, a.recorded_by) AND (u.mode <> 'INDEPENDENT_AGENT' OR u.model <> co.model) AS party_ok) AS v
        LEFT JOIN registered r ON r.project_id = a.project_id AND r.verifier_ref = v.ref AND r.kind = v.mode
                                  AND (v.mode <> 'INDEPENDENT_AGENT' OR r.model = v.model)
        LEFT JOIN withdrawn w ON r.verifier_ref IS NOT NULL AND w.project_id = a.project_id AND w.verifier_ref = v.ref
                                 AND (w.verdicts_from IS NULL OR w.verdicts_from <= v.at) AND (w.verdicts_until IS NULL OR v.at < w.verdicts_until)
    ) AS vd
   WHERE a.recorded_at <= p.as_of AND a.finished_at <= p.as_of AND a.finished_at > p.window_start
),
facts AS (
  SELECT w.cohort_id, w.id, w.finished_at, w.attempt_number, w.outcome_code, w.content_digest, w.adjudication_digests, w.trust_digests,
         w.outcome_code = 'SUCCEEDED' AS claimed,
         w.verdict::text AS verdict,
         coalesce(w.later_decision::text, CASE WHEN w.human_rejected THEN 'HUMAN_REJECTED' END) AS decision,
         w.any_rework, w.rolled_back OR w.any_rollback AS rolled_back, w.human_override OR w.any_override AS overridden
    FROM windowed w
),
judged AS (
  SELECT f.*,
         coalesce(f.claimed AND f.verdict = 'PASSED' AND f.decision IS DISTINCT FROM 'HUMAN_REJECTED' AND NOT f.rolled_back
           AND f.decision IS DISTINCT FROM 'REWORK_REQUESTED', false) AS verified_pass,
         coalesce(f.claimed AND (f.verdict = 'FAILED' OR f.decision = 'HUMAN_REJECTED' OR f.rolled_back), false) AS false_success,
         row_number() OVER (PARTITION BY f.cohort_id ORDER BY f.finished_at DESC, f.id DESC) AS recency
    FROM facts f
),
rates AS (
  SELECT cohort_id, count(*) AS sample_size,
         count(*) FILTER (WHERE attempt_number = 1 AND verified_pass) AS first_n, count(*) FILTER (WHERE attempt_number = 1) AS first_d,
         count(*) FILTER (WHERE verified_pass) AS verified_n,
         count(*) FILTER (WHERE claimed AND verdict IS NULL) AS unverified_n,
         count(*) FILTER (WHERE attempt_number > 1 OR any_rework) AS repair_n,
         count(*) FILTER (WHERE decision = 'HUMAN_REJECTED') AS rejected_n, count(*) FILTER (WHERE decision IS NOT NULL) AS rejected_d,
         count(*) FILTER (WHERE rolled_back) AS rollback_n,
         count(*) FILTER (WHERE outcome_code = 'BLOCKED_BY_POLICY') AS blocked_n,
         count(*) FILTER (WHERE false_success) AS false_n, count(*) FILTER (WHERE claimed) AS false_d,
         count(*) FILTER (WHERE overridden) AS override_n,
         coalesce(min(recency) FILTER (WHERE NOT verified_pass) - 1, count(*)) AS consecutive,
         max(finished_at) FILTER (WHERE verified_pass) AS last_verified_pass
    FROM judged GROUP BY cohort_id
),
critical_ids AS (
  SELECT a.id FROM cohorts co JOIN attempt a ON a.project_id = co.project_id AND a.cohort_id = co.id CROSS JOIN params p
   WHERE a.severity = 'CRITICAL' AND a.recorded_at <= p.as_of AND a.finished_at <= p.as_of
  UNION
  SELECT a.id FROM adjudication j JOIN attempt a ON a.id = j.attempt_id CROSS JOIN params p
   WHERE j.kind = 'CRITICAL_FAILURE_RECORDED' AND j.recorded_at <= p.as_of
     AND a.cohort_id = ANY ($1::uuid[]) AND a.recorded_at <= p.as_of AND a.finished_at <= p.as_of
),
critical AS (
  SELECT a.cohort_id, a.id, a.outcome_id, a.outcome_code, a.stop_reason_code, a.finished_at, a.content_digest,
         (SELECT array_agg(j.content_digest) FROM adjudication j CROSS JOIN params p
           WHERE j.attempt_id = a.id AND j.kind = 'CRITICAL_FAILURE_RECORDED' AND j.recorded_at <= p.as_of) AS digests
    FROM critical_ids c JOIN attempt a ON a.id = c.id
),
drift AS (
  SELECT a.cohort_id, j.attempt_id, j.seq, j.kind, j.content_digest
    FROM adjudication j JOIN attempt a ON a.id = j.attempt_id CROSS JOIN params p
   WHERE j.kind IN ('DRIFT_DETECTED', 'DRIFT_RESOLVED') AND j.recorded_at <= p.as_of
     AND a.cohort_id = ANY ($1::uuid[]) AND a.recorded_at <= p.as_of
),
unresolved AS (
  SELECT cohort_id, count(*) FILTER (WHERE kind = 'DRIFT_DETECTED') AS unresolved_drift
    FROM (SELECT DISTINCT ON (attempt_id) cohort_id, kind FROM drift ORDER BY attempt_id, seq DESC) AS latest
   GROUP BY cohort_id
),
critical_lists AS (
  SELECT cohort_id, json_agg(json_build_object('id', id, 'outcomeId', outcome_id, 'outcomeCode', outcome_code,
                                               'stopReasonCode', stop_reason_code, 'finishedAt', finished_at)
                             ORDER BY finished_at DESC, id DESC) AS critical_failures
    FROM critical GROUP BY cohort_id
),
contributing AS (
  SELECT cohort_id, content_digest AS digest FROM facts
  UNION SELECT cohort_id, unnest(adjudication_digests) FROM facts
  UNION SELECT cohort_id, unnest(trust_digests) FROM facts
  UNION SELECT cohort_id, content_digest FROM critical
  UNION SELECT cohort_id, unnest(digests) FROM critical
  UNION SELECT cohort_id, content_digest FROM drift
),
digests AS (
  SELECT cohort_id, encode(sha256(convert_to('[' || string_agg('"' || digest || '"', ',' ORDER BY digest COLLATE "C") || ']', 'UTF8')), 'hex') AS evidence_digest
    FROM contributing GROUP BY cohort_id
)
SELECT co.id AS cohort_id, r.*, coalesce(u.unresolved_drift, 0) AS unresolved_drift, cl.critical_failures,
       coalesce(d.evidence_digest, encode(sha256('[]'::bytea), 'hex')) AS evidence_digest
  FROM cohorts co LEFT JOIN rates r ON r.cohort_id = co.id LEFT JOIN unresolved u ON u.cohort_id = co.id
  LEFT JOIN critical_lists cl ON cl.cohort_id = co.id LEFT JOIN digests d ON d.cohort_id = co.id`;

interface FloorRow {
  cohort_id: string;
  sample_size: string | null;
  verified_n: string | null;
  rejected_n: string | null;
  rejected_d: string | null;
  consecutive: string | null;
  unresolved_drift: string;
  critical_failures: unknown[] | null;
  evidence_digest: string;
}

// ---------------------------------------------------------------------------
// The API side

// The page size travels as a variable, as a dashboard would send it.
// The report as it was asked before pass^k and effort per verified success (the "without
// figures" side), and with them (the API side): both measured in the same rounds.
const BASE_FIELDS = `
  state sampleSize evidenceDigest consecutiveVerifiedPasses
  evidenceFreshness { lastVerifiedPassAt ageSeconds }
  criticalFailures { count attempts { attemptId outcomeId outcomeCode stopReasonCode finishedAt inWindow } }
  ${RATE_NAMES.map((name) => `${name} { ...RateParts }`).join(' ')}`;
const FIGURE_FIELDS = `
  passK { k estimate lower upper tasks }
  costPerVerifiedSuccess { ...EffortParts } tokensPerVerifiedSuccess { ...EffortParts } timePerVerifiedSuccess { ...EffortParts }`;
const RATE_FRAGMENT = 'fragment RateParts on Rate { numerator denominator value lower upper }';
const EFFORT_FRAGMENT =
  'fragment EffortParts on EffortPerVerifiedSuccess { measure status estimate lower upper variance total currency currencies verifiedPasses attempts unknownAttempts tasks }';

const reliabilityQuery = (fields: string, fragments: string) => `query Bench($cohortId: ID!, $window: WindowInput, $asOf: DateTime) {
  reliability(cohortId: $cohortId, window: $window, asOf: $asOf) { __typename ... on ReliabilityReport { ${fields} } }
}
${fragments}`;
const overviewQuery = (
  fields: string,
  fragments: string,
) => `query Bench($projectId: String!, $window: WindowInput, $asOf: DateTime, $first: Int) {
  reliabilityOverview(projectId: $projectId, window: $window, asOf: $asOf, first: $first) {
    __typename ... on ReliabilityOverviewConnection { edges { node { cohortId ${fields} } } }
  }
}
${fragments}`;
const RELIABILITY = reliabilityQuery(`${BASE_FIELDS} ${FIGURE_FIELDS}`, `${RATE_FRAGMENT} ${EFFORT_FRAGMENT}`);
const OVERVIEW = overviewQuery(`${BASE_FIELDS} ${FIGURE_FIELDS}`, `${RATE_FRAGMENT} ${EFFORT_FRAGMENT}`);
const RELIABILITY_WITHOUT_FIGURES = reliabilityQuery(BASE_FIELDS, RATE_FRAGMENT);
const OVERVIEW_WITHOUT_FIGURES = overviewQuery(BASE_FIELDS, RATE_FRAGMENT);

// ---------------------------------------------------------------------------
// Load: `concurrency` clients, each sending its next request when the last returns.

interface Sample {
  latenciesMs: number[];
  elapsedMs: number;
}

async function load(concurrency: number, seconds: number, request: (index: number) => Promise<unknown>): Promise<Sample> {
  const latenciesMs: number[] = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const index = next++;
        const t0 = performance.now();
        await request(index);
        latenciesMs.push(performance.now() - t0);
      }
    }),
  );
  return { latenciesMs, elapsedMs: performance.now() - started };
}

interface Figures {
  requests: number;
  p50: number;
  p99: number;
  perSecond: number;
}

function figures(samples: Sample[]): Figures {
  const latencies = samples.flatMap((sample) => sample.latenciesMs);
  const elapsed = samples.reduce((sum, sample) => sum + sample.elapsedMs, 0);
  return {
    requests: latencies.length,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    perSecond: (latencies.length / elapsed) * 1000,
  };
}

// ---------------------------------------------------------------------------
// The run

/** What checkAgreement reads of a ReliabilityReport (BASE_FIELDS). */
interface ReportFields {
  state: string;
  sampleSize: number;
  evidenceDigest: string;
  consecutiveVerifiedPasses: number;
  independentlyVerifiedPassRate: { numerator: number };
  humanRejectionRate: { numerator: number; denominator: number };
  criticalFailures: { count: number };
}

/** The floor must compute what the API reports, or the ratio means nothing. */
function checkAgreement(floor: FloorRow, report: ReportFields): void {
  const problems: string[] = [];
  const same = (name: string, a: unknown, b: unknown) => {
    if (String(a) !== String(b)) problems.push(`${name}: floor ${String(a)}, API ${String(b)}`);
  };
  same('sampleSize', floor.sample_size ?? 0, report.sampleSize);
  same('verified passes', floor.verified_n ?? 0, report.independentlyVerifiedPassRate.numerator);
  same(
    'human rejections',
    `${floor.rejected_n ?? 0}/${floor.rejected_d ?? 0}`,
    `${report.humanRejectionRate.numerator}/${report.humanRejectionRate.denominator}`,
  );
  same('consecutive', floor.consecutive ?? 0, report.consecutiveVerifiedPasses);
  same('drift', Number(floor.unresolved_drift) > 0, report.state === 'EVIDENCE_DRIFT');
  same('critical failures', (floor.critical_failures ?? []).length, report.criticalFailures.count);
  same('evidenceDigest', floor.evidence_digest, report.evidenceDigest);
  if (problems.length) throw new Error(`floor and API disagree on cohort ${floor.cohort_id}: ${problems.join('; ')}`);
}

export const command = defineScript({
  name: 'bench:reliability',
  summary:
    'reliability for one cohort and reliabilityOverview for 100 cohorts over HTTP, beside a floor of the same aggregates in one hand-written SQL statement, on the same seeded ledger (docs/benchmarks.md).',
  details: ['The database is created, migrated and seeded (about 3 minutes, once) when it is not already.'],
  options: {},
  environment: {
    DATABASE_URL: { value: '<url>', description: "the database owner's URL to seed and measure (required)" },
    BENCH_ROUNDS: { value: 'N', description: 'rounds', default: '3' },
    BENCH_SECONDS: { value: 'N', description: 'seconds per round and side', default: '3' },
    BENCH_CONCURRENCY: { value: 'N,N', description: 'the client counts measured', default: '1,8' },
    BENCH_PROFILE_DIR: {
      value: '<dir>',
      description: 'write a V8 CPU profile of the server process there (summarise it with bench/profile-summary.ts)',
    },
  },
});

export async function main(argv: string[]): Promise<void> {
  if (!scriptArguments(command, argv)) return;
  const rounds = knob(command, 'BENCH_ROUNDS', 1);
  const seconds = knob(command, 'BENCH_SECONDS', 1);
  const concurrencies = textKnob(command, 'BENCH_CONCURRENCY')
    .split(',')
    .map((part) => Number(part.trim()));
  const ownerUrl = process.env.DATABASE_URL?.trim();
  if (!ownerUrl)
    throw new Error('set DATABASE_URL, e.g. postgresql://postgres@127.0.0.1:5432/crl_bench (the database is created if missing)');
  const database = new URL(ownerUrl).pathname.slice(1);
  await ensureDatabase(withDatabase(ownerUrl, 'postgres'), database);
  await migrate(ownerUrl);
  const log = (line: string) => console.error(line);
  const anchor = await seedReliability(ownerUrl, log);

  const owner = new pg.Pool({ connectionString: ownerUrl, max: 8 });
  // The floor gets the same session settings the API's evidence statement sets for itself.
  const floorPool = new pg.Pool({ connectionString: ownerUrl, max: 8, options: '-c role=crl_app -c jit=off -c work_mem=64MB' });
  const reader = await issueToken(owner, {
    actorRef: 'bench-reader',
    roles: ['reader'],
    allProjects: true,
    projectIds: [],
    createdBy: 'bench',
  });
  const { child, url } = await startServerProcess(ownerUrl);
  try {
    // A window that holds every seeded attempt however long ago the seed ran, and
    // one asOf for the whole run, so every request asks the same question.
    const asOf = new Date((await owner.query<{ now: Date }>(`SELECT date_trunc('milliseconds', now()) AS now`)).rows[0]!.now);
    const lastDays = Math.ceil((asOf.getTime() - anchor.getTime()) / DAY_MS) + SEED.spreadDays + 1;
    const window = { lastDays };
    const ids = await owner.query<{ cohort: string; project: string }>(
      `SELECT ${cohortIdSql('c')} AS cohort, ${projectIdSql(`(c / ${SEED.cohortsPerProject})`)} AS project
         FROM generate_series(0, ${SEED.projects * SEED.cohortsPerProject - 1}) AS c`,
    );
    // Cohorts spread over the whole ledger; every tenth one a drift cohort (99 mod 100) in turn.
    const cohorts = ids.rows.filter((_, c) => c % 37 === 0 || c % 100 === 99).map((row) => row.cohort);
    const projects = [...new Set(ids.rows.map((row) => row.project))];
    const cohortsOf = new Map(
      projects.map((project) => [project, ids.rows.filter((row) => row.project === project).map((row) => row.cohort)]),
    );

    const floorSingle = (index: number) => floorPool.query<FloorRow>(FLOOR_SQL, [[cohorts[index % cohorts.length]], asOf, lastDays]);
    const floorOverview = (index: number) =>
      floorPool.query<FloorRow>(FLOOR_SQL, [cohortsOf.get(projects[index % projects.length]!), asOf, lastDays]);
    const api = new BenchClient(url, reader.token, Math.max(...concurrencies));
    const apiSingle = (index: number) =>
      api.post(RELIABILITY, { cohortId: cohorts[index % cohorts.length], window, asOf: asOf.toISOString() });
    const apiOverview = (index: number) =>
      api.post(OVERVIEW, { projectId: projects[index % projects.length], window, asOf: asOf.toISOString(), first: 100 });
    const apiSingleWithout = (index: number) =>
      api.post(RELIABILITY_WITHOUT_FIGURES, { cohortId: cohorts[index % cohorts.length], window, asOf: asOf.toISOString() });
    const apiOverviewWithout = (index: number) =>
      api.post(OVERVIEW_WITHOUT_FIGURES, { projectId: projects[index % projects.length], window, asOf: asOf.toISOString(), first: 100 });

    for (const cohort of [cohorts[0]!, cohorts[1]!, ...cohorts.filter((_, i) => i % 10 === 9).slice(0, 2)]) {
      const [floor] = (await floorPool.query<FloorRow>(FLOOR_SQL, [[cohort], asOf, lastDays])).rows;
      const { reliability } = await api.post<{ reliability: ReportFields }>(RELIABILITY, {
        cohortId: cohort,
        window,
        asOf: asOf.toISOString(),
      });
      checkAgreement(floor!, reliability);
    }
    const overviewCheck = await api.post<{ reliabilityOverview: { edges: { node: ReportFields & { cohortId: string } }[] } }>(OVERVIEW, {
      projectId: projects[0],
      window,
      asOf: asOf.toISOString(),
      first: 100,
    });
    const overviewFloor = await floorOverview(0);
    const floorById = new Map(overviewFloor.rows.map((row) => [row.cohort_id, row]));
    const edges = overviewCheck.reliabilityOverview.edges;
    if (edges.length !== SEED.cohortsPerProject) throw new Error(`the overview returned ${edges.length} cohorts`);
    for (const { node } of edges) checkAgreement(floorById.get(Buffer.from(node.cohortId, 'base64').toString().split(':')[1]!)!, node);
    const sampleSizes = edges.map(({ node }) => node.sampleSize);
    log(`floor and API agree; ${Math.min(...sampleSizes)}..${Math.max(...sampleSizes)} attempts per cohort window`);

    const scenarios = [
      { name: 'reliability (1 cohort)', floor: floorSingle, api: apiSingle, without: apiSingleWithout },
      { name: 'reliabilityOverview (100 cohorts)', floor: floorOverview, api: apiOverview, without: apiOverviewWithout },
    ];
    const results: Record<string, Record<number, { floor: Figures; api: Figures; without: Figures }>> = {};
    for (const scenario of scenarios) {
      results[scenario.name] = {};
      for (const concurrency of concurrencies) {
        await load(concurrency, 1, scenario.floor);
        await load(concurrency, 1, scenario.api);
        await load(concurrency, 1, scenario.without);
        const floorSamples: Sample[] = [];
        const apiSamples: Sample[] = [];
        const withoutSamples: Sample[] = [];
        // Rounds alternate floor, API, API without the figures, so drift hits all three.
        for (let round = 0; round < rounds; round++) {
          floorSamples.push(await load(concurrency, seconds, scenario.floor));
          apiSamples.push(await load(concurrency, seconds, scenario.api));
          withoutSamples.push(await load(concurrency, seconds, scenario.without));
        }
        results[scenario.name]![concurrency] = { floor: figures(floorSamples), api: figures(apiSamples), without: figures(withoutSamples) };
        const { floor, api: served, without } = results[scenario.name]![concurrency]!;
        log(
          `${scenario.name}, ${concurrency} client(s): floor p50 ${floor.p50.toFixed(1)} ms, API p50 ${served.p50.toFixed(1)} ms, without the figures ${without.p50.toFixed(1)} ms`,
        );
      }
    }
    api.close();

    const lines = [
      `| scenario | clients | floor p50 ms | floor p99 ms | API p50 ms | API p99 ms | without figures p50 ms | p50 API/floor | p50 without/floor | with/without |`,
      `|---|---|---|---|---|---|---|---|---|---|`,
    ];
    for (const [name, byConcurrency] of Object.entries(results))
      for (const [concurrency, { floor, api: served, without }] of Object.entries(byConcurrency))
        lines.push(
          `| ${name} | ${concurrency} | ${floor.p50.toFixed(1)} | ${floor.p99.toFixed(1)} | ` +
            `${served.p50.toFixed(1)} | ${served.p99.toFixed(1)} | ${without.p50.toFixed(1)} | ` +
            `${(served.p50 / floor.p50).toFixed(2)} | ${(without.p50 / floor.p50).toFixed(2)} | ${(served.p50 / without.p50).toFixed(2)} |`,
        );
    console.log(lines.join('\n'));
    const resultsDir = fileURLToPath(new URL('./results', import.meta.url));
    mkdirSync(resultsDir, { recursive: true });
    const file = path.join(resultsDir, `reliability-${new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19)}Z.json`);
    writeFileSync(file, JSON.stringify({ asOf, lastDays, rounds, seconds, concurrencies, results }, null, 2));
    log(`results written to ${file}`);
  } finally {
    await stopServerProcess(child);
    await floorPool.end();
    await owner.end();
  }
}

runAsEntry(import.meta.url, main);
