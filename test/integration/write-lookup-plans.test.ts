// Before it inserts, crl_record_attempts looks up whether each outcome of the call is
// already recorded (a replay answers the stored rows). That lookup must be one probe
// of the unique key (project_id, outcome_id, capability_key) per outcome, whatever the
// statistics say about the project. They say nothing of a project that has grown since
// the last ANALYZE: PostgreSQL estimates its rows as the rare remainder (one row), every
// index that begins with project_id then costs the same, and a lookup written as
// `project_id = ANY (…) AND outcome_id = ANY (…)` was planned through the project's
// (project_id, worker_ref, recorded_at, id) index with outcome_id as a filter, so one
// write read every attempt of its project, and a new project's writes grew with it until
// autovacuum analysed the table (10% of it changed; migration
// 20261204000000_lookup_by_own_key: 595 buffers per write here before it, 37 after).
// These tests analyse the ledger while the project is empty, fill the project with 600
// attempts, and count the shared buffers of one more write, and of a replay, through
// the server's own statement on its login role, with the plans PostgreSQL makes by
// default (the custom plans that read the project) and with generic ones (planned by
// the average project, which found the unique key before too; held to it). Since
// migration 20261207190100_record_attempts_generic_plans the function plans its
// statements generically whatever the session says; the last test reads those plans
// (auto_explain, nested statements) and holds every one of them to index probes: no
// sequential scan of the attempts or cohorts, which grow without bound (the cohorts
// grown first to a ledger in use, where a scan would cost hundreds of pages).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planOutcome } from '../../src/domain/outcome.js';
import { outcomeSchema } from '../../src/modules/attempts/inputs.js';
import { recordAttemptsValues, RECORD_ATTEMPTS_SQL } from '../../src/modules/attempts/row.js';
import { graphql } from '../helpers/graphql.js';
import { createTestLedger, type TestLedger } from '../helpers/ledger.js';
import { newProjectId, outcomeInput } from '../helpers/outcomes.js';

/** Attempts the project holds when one more write is measured. */
const PROJECT_ROWS = 600;
/**
 * Buffers one single-outcome write may read: the advisory lock, the unique probes, the
 * cohort, the ledger clock, the index entries of the new row and its triggers (37
 * measured). A read of the project's attempts costs at least one buffer per row
 * (600 here) on top.
 */
const BUFFERS_OF_ONE_WRITE = 200;

let ledger: TestLedger;
let projectId: string;
const RECORDER = 'recorder-lookup-plans';

const RECORD_BATCH = graphql(`
  mutation WriteLookupPlansBatch($inputs: [RecordAttemptInput!]!) {
    recordAttempts(inputs: $inputs) { __typename ... on RecordAttemptsSuccess { recordedCount } }
  }
`);

/** The arguments of the server's write statement for one new outcome of the project (as the resolver makes them). */
function writeValues(): unknown[] {
  const input = outcomeInput(projectId);
  const parsed = outcomeSchema.parse({ ...input, startedAt: new Date(input.startedAt), finishedAt: new Date(input.finishedAt) });
  return recordAttemptsValues([planOutcome(parsed)], RECORDER);
}

/** The shared buffers the statement read or wrote, the function's own statements and triggers included. */
async function buffersOf(client: pg.Client, values: unknown[]): Promise<number> {
  const { rows } = await client.query<{ 'QUERY PLAN': { Plan: { 'Shared Hit Blocks'?: number; 'Shared Read Blocks'?: number } }[] }>(
    `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${RECORD_ATTEMPTS_SQL}`,
    values,
  );
  const plan = rows[0]!['QUERY PLAN'][0]!.Plan;
  return (plan['Shared Hit Blocks'] ?? 0) + (plan['Shared Read Blocks'] ?? 0);
}

async function serverSession(options = ''): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: ledger.appUrl, ...(options ? { options } : {}) });
  await client.connect();
  await client.query('SET ROLE crl_app');
  return client;
}

beforeAll(async () => {
  ledger = await createTestLedger();
  projectId = newProjectId();
  const otherProject = newProjectId();
  const recorder = await ledger.token({ roles: ['recorder'], projects: [projectId, otherProject] });
  // Nothing replans behind the test's back: the statistics stay those of the ANALYZE below.
  await ledger.owner.query('ALTER TABLE attempt SET (autovacuum_enabled = false)');
  const batch = async (project: string, count: number) => {
    const answer = await ledger.gql(recorder.token, RECORD_BATCH, { inputs: Array.from({ length: count }, () => outcomeInput(project)) });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.recordAttempts).toEqual({ __typename: 'RecordAttemptsSuccess', recordedCount: count });
  };
  await batch(otherProject, 50);
  await ledger.owner.query('ANALYZE attempt');
  for (let written = 0; written < PROJECT_ROWS; written += 200) await batch(projectId, 200);
  const known = await ledger.owner.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_stats WHERE tablename = 'attempt' AND attname = 'project_id' AND most_common_vals::text LIKE '%' || $1 || '%'`,
    [projectId],
  );
  expect(known.rows[0]!.n).toBe(0); // the statistics do not know the project
});
afterAll(async () => {
  await ledger?.close();
});

describe('a write looks up its own outcome, not its project', () => {
  for (const [plans, options] of [
    ['the plans PostgreSQL chooses', ''],
    ['generic plans', '-c plan_cache_mode=force_generic_plan'],
  ] as const) {
    it(`a new outcome and a replay, in a project of ${PROJECT_ROWS} attempts the statistics do not know (${plans})`, async () => {
      const session = await serverSession(options);
      const countOf = async () =>
        (await ledger.owner.query<{ n: number }>(`SELECT count(*)::int AS n FROM attempt WHERE project_id = $1`, [projectId])).rows[0]!.n;
      const before = await countOf();
      try {
        // The session's first write reads the catalog into its caches (some 1,600 buffers): not measured.
        await session.query(RECORD_ATTEMPTS_SQL, writeValues());
        // Six executions: past PostgreSQL's five custom plans, so a cached generic plan is the one measured last.
        const measured: number[] = [];
        for (let i = 0; i < 6; i++) measured.push(await buffersOf(session, writeValues()));
        const values = writeValues();
        await session.query(RECORD_ATTEMPTS_SQL, values);
        const replay = await session.query(RECORD_ATTEMPTS_SQL, values);
        expect(replay.rows.map((row) => row.stored)).toEqual([true]);
        const replayBuffers = await buffersOf(session, values);

        expect(before).toBeGreaterThanOrEqual(PROJECT_ROWS);
        expect(await countOf()).toBe(before + 8); // the warm-up, the six measured, the replayed one
        for (const buffers of measured) expect(buffers).toBeLessThan(BUFFERS_OF_ONE_WRITE);
        expect(replayBuffers).toBeLessThan(BUFFERS_OF_ONE_WRITE);
      } finally {
        await session.end();
      }
    });
  }
});

/** A node of a plan as EXPLAIN's JSON (auto_explain's) gives it. */
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** A statement's plan as auto_explain logs it (log_format = json). */
interface LoggedPlan {
  'Query Text': string;
  Plan: PlanNode;
}

/**
 * Cohorts of other projects added before the plans are read: with the handful the
 * ledger holds here a sequential scan of the cohorts is the cheaper plan, as it is of
 * any table of a few pages; with these, the plans are those of a ledger in use.
 */
const OTHER_COHORTS = 20_000;

describe('the function plans its statements once, on its indexes', () => {
  beforeAll(async () => {
    await ledger.owner.query(
      `INSERT INTO cohort (fingerprint, project_id, capability_key, scope_fingerprint, runtime_fingerprint, policy_fingerprint, provider, model, runtime_version, harness_version, policy_version)
       SELECT encode(sha256(convert_to(c.fingerprint || '/' || g, 'UTF8')), 'hex'), gen_random_uuid(), c.capability_key, c.scope_fingerprint, c.runtime_fingerprint,
              c.policy_fingerprint, c.provider, c.model, c.runtime_version, c.harness_version, c.policy_version
         FROM (SELECT * FROM cohort LIMIT 1) c, generate_series(1, $1::int) g`,
      [OTHER_COHORTS],
    );
    await ledger.owner.query('ANALYZE cohort');
  });

  it('no statement of crl_record_attempts, nor of its triggers, scans the attempts or the cohorts, for a new outcome or a replay', async () => {
    const client = new pg.Client({ connectionString: ledger.ownerUrl });
    await client.connect();
    const logged: LoggedPlan[] = [];
    client.on('notice', (notice) => {
      const message = notice.message ?? '';
      if (message.includes('"Query Text"')) logged.push(JSON.parse(message.slice(message.indexOf('{'))) as LoggedPlan);
    });
    try {
      await client.query(`LOAD 'auto_explain'`);
      for (const setting of ['log_min_duration = 0', 'log_nested_statements = on', 'log_format = json', 'log_level = notice'])
        await client.query(`SET auto_explain.${setting}`);
      await client.query(`SET client_min_messages = notice`);
      // Past the five custom plans a session's cached statement may make before its generic one.
      for (let i = 0; i < 6; i++) await client.query(RECORD_ATTEMPTS_SQL, writeValues());
      const values = writeValues();
      await client.query(RECORD_ATTEMPTS_SQL, values);
      logged.length = 0;
      await client.query(RECORD_ATTEMPTS_SQL, writeValues());
      const replay = await client.query(RECORD_ATTEMPTS_SQL, values);
      expect(replay.rows.map((row) => row.stored)).toEqual([true]);
    } finally {
      await client.end();
    }
    const nested = logged.filter((entry) => !entry['Query Text'].includes('crl_record_attempts('));
    // The lock, the lookup, the cohort step and the insert, the replay's read, the triggers' statements.
    expect(nested.length).toBeGreaterThanOrEqual(6);
    const scans: string[] = [];
    const walk = (node: PlanNode): void => {
      if (node['Relation Name'] && node['Node Type'] !== 'ModifyTable') scans.push(`${node['Node Type']} on ${node['Relation Name']}`);
      for (const child of node.Plans ?? []) walk(child);
    };
    for (const entry of nested) walk(entry.Plan);
    expect(scans.filter((scan) => /^Index (Only )?Scan on (attempt|cohort)$/.test(scan)).length).toBeGreaterThanOrEqual(3);
    expect(scans.filter((scan) => /^(Seq|Bitmap Heap) Scan on (attempt|cohort)$/.test(scan))).toEqual([]);
    // Generic: the conditions name the function's parameters, not one call's values.
    expect(nested.some((entry) => /\$\d/.test(JSON.stringify(entry.Plan)))).toBe(true);
  });
});
