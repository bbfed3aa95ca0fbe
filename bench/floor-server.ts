// The floor of the request benchmark (bench/requests.ts): a minimal `node:http` +
// `pg` server that answers the benchmark's GraphQL documents (below) with the same
// JSON the API returns, running one named prepared statement per request.
//
// What it does, per request: parse the JSON body, pick the handler by
// `operationName` (the query text is not parsed), run one prepared statement on a
// pool of the API's size (DB_POOL_SIZE, default 10) logged in as the API's own
// login role (src/db/login.ts: crl_server_<database>, a member of crl_app only,
// with `role=crl_app` set on the session as the API does), build the answer.
// What it does not do: authenticate (it serves the projects it is started with,
// as a fixed parameter of the same SQL), validate input with zod, parse GraphQL.
// It does the same hashing as the API (planOutcome from src/domain) and the same
// fold (reliabilityReport from src/domain), so the gap it measures is the API's
// own machinery: Yoga, GraphQL execution, Prisma, the extra round trips.
//
//   started by bench/requests.ts: startFloorProcess(ownerUrl, projectIds)
import { fork, type ChildProcess } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { loadConfig } from '../src/config.js';
import { APPLICATION_ROLE } from '../src/db/client.js';
import { provisionServerLogin } from '../src/db/login.js';
import { planOutcome, type OutcomeSubmission } from '../src/domain/outcome.js';
import {
  RATE_NAMES,
  reliabilityReport,
  type AdjudicationEvidence,
  type AttemptEvidence,
  type CohortEvidence,
} from '../src/domain/reliability.js';
import { DEFAULT_MIN_SAMPLES, windowStart } from '../src/domain/window.js';
import { attemptColumn, parameterValue, WRITTEN_FIELDS, writtenAttemptOf } from '../src/modules/attempts/row.js';
import { appendEvidence, type AttemptTuple } from '../src/modules/reliability/evidence.js';
import { reliabilityOfCohort } from '../src/modules/reliability/store.js';
import { reportQuerySchema } from '../src/modules/reliability/inputs.js';
import { issueToken } from '../src/modules/auth/tokens.js';
import { loadTrust } from '../src/modules/verifiers/store.js';
import { startNodeOptions } from './harness.js';

const THIS_FILE = fileURLToPath(import.meta.url);
const FLOOR_FLAG = '--serve-floor';

// ---------------------------------------------------------------------------
// The documents both sides answer. The floor's answer for each is written by hand
// below; bench/requests.ts compares it with the API's before measuring.

export const RECORD_ATTEMPT = /* GraphQL */ `
  mutation RecordAttempt($input: RecordAttemptInput!) {
    recordAttempt(input: $input) {
      __typename
      ... on RecordAttemptSuccess { replayed attempts { id capabilityKey outcomeDigest contentDigest recordedAt } }
      ... on Error { message code }
    }
  }`;

/** The ten attempt fields a dashboard's attempt list shows. */
export const ATTEMPTS_PAGE = /* GraphQL */ `
  query AttemptsPage($cohortId: ID!, $first: Int!) {
    attempts(cohortId: $cohortId, first: $first) {
      pageInfo { hasNextPage endCursor }
      edges { node { id outcomeId taskRef workerRef outcomeCode stopReasonCode attemptNumber verificationResult finishedAt recordedAt } }
    }
  }`;

/** The same ten fields, a project's attempts of one worker with some outcome codes (a filtered page). */
export const ATTEMPTS_PAGE_FILTERED = /* GraphQL */ `
  query AttemptsPageFiltered($projectId: String!, $workerRef: String!, $outcomeCodes: [OutcomeCode!]!, $first: Int!) {
    attempts(projectId: $projectId, workerRef: $workerRef, outcomeCodes: $outcomeCodes, first: $first) {
      pageInfo { hasNextPage endCursor }
      edges { node { id outcomeId taskRef workerRef outcomeCode stopReasonCode attemptNumber verificationResult finishedAt recordedAt } }
    }
  }`;

/** The ten cohort fields a dashboard's cohort list shows. */
export const COHORTS_PAGE = /* GraphQL */ `
  query CohortsPage($projectId: String!, $first: Int!) {
    cohorts(projectId: $projectId, first: $first) {
      pageInfo { hasNextPage endCursor }
      edges { node { id capabilityKey scopeFingerprint provider model runtimeVersion harnessVersion policyVersion createdAt attemptCount } }
    }
  }`;

export const RELIABILITY = /* GraphQL */ `
  query Reliability($cohortId: ID!, $window: WindowInput, $asOf: DateTime) {
    reliability(cohortId: $cohortId, window: $window, asOf: $asOf) {
      __typename
      ... on ReliabilityReport {
        cohortId state sampleSize consecutiveVerifiedPasses evidenceDigest evidenceRowCount
        evidenceFreshness { lastVerifiedPassAt ageSeconds }
        criticalFailures { count attempts { attemptId outcomeId outcomeCode stopReasonCode finishedAt inWindow } }
        unresolvedDriftAttemptIds
        ${RATE_NAMES.map((name) => `${name} { numerator denominator value lower upper }`).join('\n        ')}
      }
      ... on Error { message code }
    }
  }`;

// ---------------------------------------------------------------------------
// The seed's read project and the single write the CPU benchmarks send.

/** A stable uuid named by `name` (md5, so every run and every benchmark agree). */
function uuidOf(name: string): string {
  const hex = createHash('md5').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The project bench/requests.ts seeds and every read workload asks about (60 cohorts of 500 attempts). */
export const READ_PROJECT = uuidOf('crl-bench-requests-read');

/**
 * The seeded read project's 60 cohorts and a recorder token for it and for a fresh write
 * project, as bench/request-cpu.ts and bench/request-layers.ts start; refuses a database
 * bench/requests.ts has not seeded.
 */
export async function seededBenchCaller(owner: pg.Pool): Promise<{ cohorts: string[]; writeProject: string; token: string }> {
  const cohorts = (
    await owner.query<{ id: string }>('SELECT id FROM cohort WHERE project_id = $1 ORDER BY capability_key', [READ_PROJECT])
  ).rows.map((row) => row.id);
  if (cohorts.length !== 60) throw new Error('the database holds no seed of bench/requests.ts: run npm run bench:requests on it first');
  const writeProject = randomUUID();
  const { token } = await issueToken(owner, {
    actorRef: 'bench-recorder',
    roles: ['reader', 'recorder'],
    allProjects: false,
    projectIds: [READ_PROJECT, writeProject],
    createdBy: 'bench',
  });
  return { cohorts, writeProject, token };
}

/**
 * The input of one `recordAttempt` with one capability, as bench/request-cpu.ts and
 * bench/request-layers.ts send it: fresh `outcomeId` each time, the rest fixed.
 */
export function singleWriteInput(outcomeId: string, projectId: string, capability: string, finishedAt: Date): Record<string, unknown> {
  return {
    outcomeId,
    projectId,
    taskRef: 'task-1',
    workPackageRef: null,
    agentRunRef: 'run-1',
    workerRef: 'worker-1',
    outcomeCode: 'SUCCEEDED',
    stopReasonCode: 'COMPLETED',
    attemptNumber: 1,
    startedAt: new Date(finishedAt.getTime() - 600_000).toISOString(),
    finishedAt: finishedAt.toISOString(),
    capabilities: [capability],
    scope: { rootRef: 'repo-main', paths: ['src/app'], resources: [] },
    runtime: { provider: 'acme', model: 'acme-coder-2', runtimeVersion: '2026.11' },
    policy: { harnessVersion: 'harness-1.4', policyVersion: 'policy-7' },
    verification: { mode: 'DETERMINISTIC_CHECK', result: 'PASSED', verifierRef: 'ci-runner', verifierModel: null },
    acceptanceCriteria: { total: 2, met: 2 },
    validationCommands: { total: 2, passed: 2, failed: 0 },
    humanOverride: false,
    humanRejected: false,
    rolledBack: false,
    severity: 'NORMAL',
    evidence: [{ kind: 'LOG', digest: 'a'.repeat(64) }],
  };
}

// ---------------------------------------------------------------------------
// Ids and cursors exactly as the API prints them (Relay global ids; the Pothos
// Prisma plugin's `GPC:` cursors over `id`).

const globalId = (typename: string, id: string) => Buffer.from(`${typename}:${id}`).toString('base64');
const idCursor = (id: string) => Buffer.from(`GPC:S:${id}`).toString('base64');
const iso = (value: Date | number) => new Date(value).toISOString();

// ---------------------------------------------------------------------------
// The statements, one per request kind.

/**
 * Cohort upsert and attempt insert in one statement; idempotent on the attempt's unique key.
 * The cohort takes $1..$11 (the attempt shares its project, $2, and capability, $3); the
 * attempt's written columns (src/modules/attempts/row.ts) follow in their order, then the
 * recorder. A single-row VALUES types each parameter as its column.
 */
const SHARED_WITH_COHORT: Partial<Record<(typeof WRITTEN_FIELDS)[number], string>> = { projectId: '$2', capabilityKey: '$3' };
export const ATTEMPT_PARAMETERS = WRITTEN_FIELDS.filter((field) => !(field in SHARED_WITH_COHORT));
export const INSERT_ATTEMPT = `
  WITH new_cohort AS (
    INSERT INTO cohort (fingerprint, project_id, capability_key, scope_fingerprint, runtime_fingerprint, policy_fingerprint,
                        provider, model, runtime_version, harness_version, policy_version)
    VALUES ($1, $2::uuid, $3, $4, $5, $6, $7, $8, $9, $10, $11)
    ON CONFLICT (project_id, fingerprint) DO NOTHING
    RETURNING id
  ), target AS (
    SELECT id FROM new_cohort UNION ALL SELECT id FROM cohort WHERE project_id = $2::uuid AND fingerprint = $1
  )
  INSERT INTO attempt (cohort_id, ${WRITTEN_FIELDS.map(attemptColumn).join(', ')}, recorded_by)
  VALUES ((SELECT id FROM target LIMIT 1),
          ${WRITTEN_FIELDS.map((field) => SHARED_WITH_COHORT[field] ?? `$${12 + ATTEMPT_PARAMETERS.indexOf(field)}`).join(', ')},
          $${12 + ATTEMPT_PARAMETERS.length})
  ON CONFLICT (project_id, outcome_id, capability_key) DO NOTHING
  RETURNING id, capability_key, outcome_digest, content_digest, recorded_at`;

/** Only on a replay (never in the benchmark's timed path): the stored row of the outcome. */
const STORED_ATTEMPT = `
  SELECT id, capability_key, outcome_digest, content_digest, recorded_at FROM attempt
   WHERE project_id = $1 AND outcome_id = $2 AND capability_key = $3`;

/** One page of a cohort's attempts, newest first, one row more than asked to know whether there is a next page. */
const ATTEMPTS_OF_COHORT = `
  SELECT id, outcome_id, task_ref, worker_ref, outcome_code, stop_reason_code, attempt_number, verification_result,
         finished_at, recorded_at
    FROM attempt
   WHERE project_id = (SELECT project_id FROM cohort WHERE id = $1) AND cohort_id = $1 AND project_id = ANY ($2::uuid[])
   ORDER BY recorded_at DESC, id DESC
   LIMIT $3`;

const ATTEMPTS_OF_WORKER = `
  SELECT id, outcome_id, task_ref, worker_ref, outcome_code, stop_reason_code, attempt_number, verification_result,
         finished_at, recorded_at
    FROM attempt
   WHERE project_id = $1 AND worker_ref = $2 AND outcome_code::text = ANY ($3::text[]) AND project_id = ANY ($4::uuid[])
   ORDER BY recorded_at DESC, id DESC
   LIMIT $5`;

/** One page of a project's cohorts, newest first, with their attempt counts. */
const COHORTS_OF_PROJECT = `
  SELECT c.id, c.capability_key, c.scope_fingerprint, c.provider, c.model, c.runtime_version, c.harness_version,
         c.policy_version, c.created_at, (SELECT count(*)::int FROM attempt a WHERE a.project_id = c.project_id AND a.cohort_id = c.id) AS attempt_count
    FROM cohort c
   WHERE c.project_id = $1 AND c.project_id = ANY ($2::uuid[])
   ORDER BY c.created_at DESC, c.id DESC
   LIMIT $3`;

/**
 * The API's evidence statement, captured from src/modules/reliability/evidence.ts at
 * start (the module keeps its SQL private): the floor then runs that very text, so
 * the two can never drift apart. Captured for a lastDays window; $1 cohort ids,
 * $2 asOf, $3 the window's start.
 */
async function captureEvidenceStatement(pool: pg.Pool): Promise<string> {
  const cohort = await pool.query<{ id: string }>('SELECT id FROM cohort ORDER BY id LIMIT 1');
  if (!cohort.rows[0]) throw new Error('the floor needs one cohort in the database to capture the evidence statement');
  const texts: string[] = [];
  const recordingClient = (client: pg.PoolClient): pg.PoolClient =>
    new Proxy(client, {
      get(target, property, receiver) {
        if (property === 'query')
          return (query: string | pg.QueryConfig, values?: unknown[]) => {
            texts.push(typeof query === 'string' ? query : query.text);
            return target.query(query, values);
          };
        const value: unknown = Reflect.get(target, property, receiver);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  const recordingPool = new Proxy(pool, {
    get(target, property, receiver) {
      if (property === 'connect') return async () => recordingClient(await target.connect());
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  await reliabilityOfCohort(recordingPool, cohort.rows[0].id, reportQuerySchema.parse({ window: { lastDays: 30 } }), undefined);
  // The loader's other statement reads the verifier registry (src/modules/verifiers/store.ts), which the floor calls as it is.
  const evidence = texts.filter((text) => text.includes('json_agg') && !text.includes('FROM verifier'));
  if (evidence.length !== 1) throw new Error(`expected one evidence statement from the store, saw ${evidence.length}`);
  return evidence[0]!;
}

/** The evidence statement of one cohort, with the cohort's model and the project filter in the same statement. */
const reliabilityStatement = (evidence: string) => `
  SELECT c.model, c.project_id, e.attempts
    FROM cohort c LEFT JOIN (${evidence}) AS e ON e.cohort_id = c.id
   WHERE c.id = ANY ($1::uuid[]) AND c.project_id = ANY ($4::uuid[])`;

/** The store's evidence tuples, decoded as the store decodes them (src/db/row-fields.ts). */
function evidenceOf(model: string, tuples: AttemptTuple[] | null): CohortEvidence {
  const evidence = { model, attempts: [] as AttemptEvidence[], adjudications: [] as AdjudicationEvidence[] };
  appendEvidence(evidence, tuples ?? []);
  return evidence;
}

/** A row of ATTEMPTS_OF_COHORT or ATTEMPTS_OF_WORKER, as pg decodes it. */
interface AttemptPageRow {
  id: string;
  outcome_id: string;
  task_ref: string;
  worker_ref: string;
  outcome_code: string;
  stop_reason_code: string;
  attempt_number: number;
  verification_result: string;
  finished_at: Date;
  recorded_at: Date;
}

/** A row of INSERT_ATTEMPT's RETURNING or of STORED_ATTEMPT, as pg decodes it. */
interface StoredAttemptRow {
  id: string;
  capability_key: string;
  outcome_digest: string;
  content_digest: string;
  recorded_at: Date;
}

/** A row of COHORTS_OF_PROJECT, as pg decodes it. */
interface CohortPageRow {
  id: string;
  capability_key: string;
  scope_fingerprint: string;
  provider: string;
  model: string;
  runtime_version: string;
  harness_version: string;
  policy_version: string;
  created_at: Date;
  attempt_count: number;
}

/** One page of the ten attempt fields from `size + 1` rows, as the API answers it. */
function attemptsPageOf(rows: AttemptPageRow[], size: number) {
  const page = rows.slice(0, size);
  return {
    pageInfo: { hasNextPage: rows.length > size, endCursor: page.length ? idCursor(page.at(-1)!.id) : null },
    edges: page.map((row) => ({
      node: {
        id: globalId('Attempt', row.id),
        outcomeId: row.outcome_id,
        taskRef: row.task_ref,
        workerRef: row.worker_ref,
        outcomeCode: row.outcome_code,
        stopReasonCode: row.stop_reason_code,
        attemptNumber: row.attempt_number,
        verificationResult: row.verification_result,
        finishedAt: iso(row.finished_at),
        recordedAt: iso(row.recorded_at),
      },
    })),
  };
}

// ---------------------------------------------------------------------------
// The handlers: variables in, the `data` of the GraphQL answer out.

type Variables = Record<string, unknown>;
type Handler = (variables: Variables) => Promise<Record<string, unknown>>;

/** What the benchmark sends as RecordAttemptInput (every field given), as the domain's submission. */
export function submissionOf(input: Record<string, unknown>): OutcomeSubmission {
  const submission = input as unknown as OutcomeSubmission & { startedAt: string; finishedAt: string };
  return { ...submission, startedAt: new Date(submission.startedAt), finishedAt: new Date(submission.finishedAt) };
}

function handlers(pool: pg.Pool, projects: string[], evidenceSql: string, actorRef: string): Record<string, Handler> {
  const reliabilitySql = reliabilityStatement(evidenceSql);
  // The evidence statement takes each cohort's project beside it ($4). A cohort never
  // changes project, so the floor looks each one up once, where the API reads the
  // cohort row on every request.
  const cohortProjects = new Map<string, string | null>();
  const projectOfCohort = async (cohortId: string): Promise<string | null> => {
    if (!cohortProjects.has(cohortId)) {
      const { rows } = await pool.query<{ project_id: string }>(
        'SELECT project_id FROM cohort WHERE id = $1 AND project_id = ANY ($2::uuid[])',
        [cohortId, projects],
      );
      cohortProjects.set(cohortId, rows[0]?.project_id ?? null);
    }
    return cohortProjects.get(cohortId)!;
  };
  return {
    async RecordAttempt({ input }) {
      const plan = planOutcome(submissionOf(input as Record<string, unknown>));
      const s = plan.submission;
      if (!projects.includes(s.projectId)) throw new Error('project not served');
      if (plan.attempts.length !== 1) throw new Error('the floor records outcomes of one capability');
      const [attempt] = plan.attempts;
      const cohort = attempt!.cohort;
      const written = writtenAttemptOf(plan, attempt!, randomUUID());
      const result = await pool.query<StoredAttemptRow>({
        name: 'floor-record-attempt',
        text: INSERT_ATTEMPT,
        values: [
          cohort.fingerprint,
          cohort.projectId,
          cohort.capabilityKey,
          cohort.scopeFingerprint,
          cohort.runtimeFingerprint,
          cohort.policyFingerprint,
          cohort.runtime.provider,
          cohort.runtime.model,
          cohort.runtime.runtimeVersion,
          cohort.policy.harnessVersion,
          cohort.policy.policyVersion,
          ...ATTEMPT_PARAMETERS.map((field) => parameterValue(written[field])),
          actorRef,
        ],
      });
      let row = result.rows[0];
      const replayed = !row;
      if (!row) {
        row = (
          await pool.query<StoredAttemptRow>({
            name: 'floor-stored-attempt',
            text: STORED_ATTEMPT,
            values: [s.projectId, s.outcomeId, attempt!.capabilityKey],
          })
        ).rows[0]!;
        if (row.outcome_digest !== plan.outcomeDigest)
          return {
            recordAttempt: {
              __typename: 'IdempotencyConflictError',
              message: `outcome ${s.outcomeId} was already recorded with different content`,
              code: 'IDEMPOTENCY_CONFLICT',
            },
          };
      }
      return {
        recordAttempt: {
          __typename: 'RecordAttemptSuccess',
          replayed,
          attempts: [
            {
              id: globalId('Attempt', row.id),
              capabilityKey: row.capability_key,
              outcomeDigest: row.outcome_digest,
              contentDigest: row.content_digest,
              recordedAt: iso(row.recorded_at),
            },
          ],
        },
      };
    },

    async AttemptsPage({ cohortId, first }) {
      const size = Number(first);
      const { rows } = await pool.query<AttemptPageRow>({
        name: 'floor-attempts-page',
        text: ATTEMPTS_OF_COHORT,
        values: [cohortId, projects, size + 1],
      });
      return { attempts: attemptsPageOf(rows, size) };
    },

    async AttemptsPageFiltered({ projectId, workerRef, outcomeCodes, first }) {
      const size = Number(first);
      const { rows } = await pool.query<AttemptPageRow>({
        name: 'floor-attempts-page-filtered',
        text: ATTEMPTS_OF_WORKER,
        values: [projectId, workerRef, outcomeCodes, projects, size + 1],
      });
      return { attempts: attemptsPageOf(rows, size) };
    },

    async CohortsPage({ projectId, first }) {
      const size = Number(first);
      const { rows } = await pool.query<CohortPageRow>({
        name: 'floor-cohorts-page',
        text: COHORTS_OF_PROJECT,
        values: [projectId, projects, size + 1],
      });
      const page = rows.slice(0, size);
      return {
        cohorts: {
          pageInfo: { hasNextPage: rows.length > size, endCursor: page.length ? idCursor(page.at(-1)!.id) : null },
          edges: page.map((row) => ({
            node: {
              id: globalId('Cohort', row.id),
              capabilityKey: row.capability_key,
              scopeFingerprint: row.scope_fingerprint,
              provider: row.provider,
              model: row.model,
              runtimeVersion: row.runtime_version,
              harnessVersion: row.harness_version,
              policyVersion: row.policy_version,
              createdAt: iso(row.created_at),
              attemptCount: row.attempt_count,
            },
          })),
        },
      };
    },

    async Reliability({ cohortId, window, asOf }) {
      const lastDays = (window as { lastDays?: number } | undefined)?.lastDays;
      if (!lastDays || typeof asOf !== 'string')
        throw new Error('the floor answers reliability for a lastDays window and an explicit asOf');
      const asOfMs = new Date(asOf).getTime();
      const projectId = await projectOfCohort(cohortId as string);
      if (!projectId) return { reliability: null };
      // Unnamed, as the API sends it: a named statement would switch to a generic plan
      // after five executions, which the API's statement never gets.
      const { rows } = await pool.query<{ model: string; project_id: string; attempts: AttemptTuple[] | null }>({
        text: reliabilitySql,
        values: [[cohortId], new Date(asOfMs), new Date(windowStart({ lastDays }, asOfMs)!), [projectId]],
      });
      if (!rows[0]) return { reliability: null };
      // The registry and withdrawals decide which verdicts count (docs/specification.md §3.3).
      const trust = (await loadTrust(pool, [rows[0].project_id], new Date(asOfMs))).get(rows[0].project_id)!;
      const report = reliabilityReport(
        { ...evidenceOf(rows[0].model, rows[0].attempts), trust },
        { asOf: asOfMs, window: { lastDays }, minSamples: DEFAULT_MIN_SAMPLES },
      );
      return {
        reliability: {
          __typename: 'ReliabilityReport',
          cohortId: globalId('Cohort', String(cohortId)),
          state: report.state,
          sampleSize: report.sampleSize,
          consecutiveVerifiedPasses: report.consecutiveVerifiedPasses,
          evidenceDigest: report.evidenceDigest,
          evidenceRowCount: report.evidenceRowCount,
          evidenceFreshness: {
            lastVerifiedPassAt:
              report.evidenceFreshness.lastVerifiedPassAt === null ? null : iso(report.evidenceFreshness.lastVerifiedPassAt),
            ageSeconds: report.evidenceFreshness.ageSeconds,
          },
          criticalFailures: {
            count: report.criticalFailures.count,
            attempts: report.criticalFailures.attempts.map((failure) => ({
              attemptId: globalId('Attempt', failure.attemptId),
              outcomeId: failure.outcomeId,
              outcomeCode: failure.outcomeCode,
              stopReasonCode: failure.stopReasonCode,
              finishedAt: iso(failure.finishedAt),
              inWindow: failure.inWindow,
            })),
          },
          unresolvedDriftAttemptIds: report.unresolvedDriftAttemptIds.map((id) => globalId('Attempt', id)),
          ...Object.fromEntries(
            RATE_NAMES.map((name) => {
              const { numerator, denominator, value, lower, upper } = report.rates[name];
              return [name, { numerator, denominator, value, lower, upper }];
            }),
          ),
        },
      };
    },
  };
}

// ---------------------------------------------------------------------------
// The process

async function serveFloor(): Promise<void> {
  const ownerUrl = process.env.FLOOR_OWNER_URL!;
  const projects = (process.env.FLOOR_PROJECTS ?? '').split(',').filter(Boolean);
  const actorRef = process.env.FLOOR_ACTOR ?? 'bench-floor';
  const config = loadConfig({ ...process.env, DATABASE_URL: ownerUrl, APP_DATABASE_URL: '' });
  // The API's login role and session settings (src/db/client.ts), plus the settings
  // the API's evidence statement sets for its own transaction (jit, work_mem, enable_hashagg).
  const appUrl = await provisionServerLogin(ownerUrl);
  const pool = new pg.Pool({
    connectionString: appUrl,
    max: config.DB_POOL_SIZE,
    options: `-c role=${APPLICATION_ROLE} -c statement_timeout=${config.DB_STATEMENT_TIMEOUT_MS} -c jit=off -c work_mem=64MB -c enable_hashagg=off`,
    application_name: 'crl-bench-floor',
    keepAlive: true,
  });
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const routes = handlers(pool, projects, await captureEvidenceStatement(pool), actorRef);

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        let status = 200;
        let body: string;
        try {
          const { operationName, variables } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
            operationName?: string;
            variables?: Variables;
          };
          const route = operationName ? routes[operationName] : undefined;
          if (!route) throw new Error(`the floor does not answer ${operationName}`);
          body = JSON.stringify({ data: await route(variables ?? {}) });
        } catch (error) {
          status = 500;
          body = JSON.stringify({ errors: [{ message: (error as Error).message }] });
        }
        response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
        response.end(body);
      })();
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  const stop = () => {
    server.close();
    server.closeAllConnections();
    void pool.end().finally(() => process.exit(0));
  };
  process.on('message', (message) => {
    if (message === 'stop') stop();
    // bench/request-cpu.ts reads the floor's CPU time as it reads the API's.
    if (message === 'cpu') process.send!({ cpu: process.cpuUsage() });
  });
  process.on('disconnect', stop);
  process.send!({ url: `http://127.0.0.1:${address.port}/graphql` });
}

/** Forks the floor server; it serves `projects` (and records as `actorRef`) and reports its URL. */
export function startFloorProcess(ownerUrl: string, projects: string[], actorRef: string): Promise<{ child: ChildProcess; url: string }> {
  const child = fork(THIS_FILE, [FLOOR_FLAG], {
    // With the node options the API runs with (npm start's), so the comparison is of the request path alone.
    execArgv: [...process.execArgv, ...startNodeOptions()],
    env: { ...process.env, FLOOR_OWNER_URL: ownerUrl, FLOOR_PROJECTS: projects.join(','), FLOOR_ACTOR: actorRef },
    stdio: ['ignore', 2, 2, 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message: { url: string }) => resolve({ child, url: message.url }));
    child.once('exit', (code) => reject(new Error(`the floor process exited early (code ${code})`)));
  });
}

if (process.argv.includes(FLOOR_FLAG)) await serveFloor();
