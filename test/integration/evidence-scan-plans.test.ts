// The evidence statement reads each cohort's attempts through an index range that holds
// the cohort within its project, so what it reads follows its cohorts, never the rest of
// their project. It names the project on every scan (shard-readiness.test.ts), and the
// planner holds the project and cohort conditions independent: where the statistics
// made a project look small, it read the project's own range of an index that begins
// with project_id as well, ANDed with the cohort's (on a 10M-attempt ledger 476 of the
// one-cohort report's 646 buffers, docs/benchmarks/scale.md), or alone with the cohort
// as a filter. Since migration 20261206000000_cohort_scans_by_project every attempt
// index that finds a cohort begins with (project_id, cohort_id), so no scan of the
// project alone is left to AND, and the statement scans each cohort on its own
// (project, cohort) pair.
//
// Here a project of 4,100 attempts holds the cohort measured (100 attempts) and 20
// others, every attempt with a reviewer's acceptance and one critical failure in each
// cohort measured. The statistics first know only five other projects of small cohorts
// (a project grown since the last ANALYZE: 7,325 buffers for the one cohort before the
// migration, 23,272 for its last 50 attempts), then the project as it is (428 and 1,119
// buffers for the last 50 attempts of one and two cohorts). Each report, by window and
// by last attempts, alone and beside a second cohort, must read fewer shared buffers
// than its cohorts hold attempts and adjudications, find every attempt it reads by its
// cohort or its own key, and AND no two index scans.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WINDOW, type Window } from '../../src/domain/window.js';
import { setLocalStatements } from '../../src/db/transaction.js';
import { EVIDENCE_SETTINGS, evidenceStatement, selectionOf } from '../../src/modules/reliability/evidence.js';
import { findCohort } from '../../src/modules/reliability/store.js';
import type { CohortRow } from '../../src/modules/cohorts/store.js';
import { graphql } from '../helpers/graphql.js';
import { createTestLedger, type TestLedger } from '../helpers/ledger.js';
import { newProjectId, outcomeInput } from '../helpers/outcomes.js';

/** The cohort measured, and the rest of its project (other cohorts, other capabilities). */
const COHORT_ATTEMPTS = 100;
const OTHER_COHORTS = 20;
const OTHER_COHORT_ATTEMPTS = 200;
/** What the statistics know: other projects, each of small cohorts, all of them seen by ANALYZE. */
const OTHER_PROJECTS = 5;
const OTHER_COHORTS_KNOWN = 10;

const RECORD_BATCH = graphql(`
  mutation EvidenceScanPlansBatch($inputs: [RecordAttemptInput!]!) {
    recordAttempts(inputs: $inputs) { __typename ... on RecordAttemptsSuccess { recordedCount } }
  }
`);

let ledger: TestLedger;
let projectId: string;
let measured: CohortRow;
let neighbour: CohortRow;

async function cohortOf(capabilityKey: string): Promise<CohortRow> {
  const { rows } = await ledger.owner.query<{ id: string }>(`SELECT id FROM cohort WHERE project_id = $1 AND capability_key = $2`, [
    projectId,
    capabilityKey,
  ]);
  expect(rows).toHaveLength(1);
  return (await findCohort(ledger.owner, rows[0]!.id, undefined))!.cohort;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Cond'?: string;
  'Recheck Cond'?: string;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

/** The evidence statement run as the server runs it (its role, its read-only transaction settings): its plan and what it loaded. */
async function run(cohorts: CohortRow[], window: Window): Promise<{ plan: PlanNode; attempts: number }> {
  const asOf = new Date();
  const statement = evidenceStatement(cohorts, asOf, selectionOf(window, asOf));
  const session = new pg.Client({ connectionString: ledger.appUrl });
  await session.connect();
  try {
    await session.query(['SET ROLE crl_app', 'BEGIN READ ONLY', ...setLocalStatements(EVIDENCE_SETTINGS)].join('; '));
    // The session's first statement reads the catalog into its caches: not measured.
    const loaded = await session.query<{ attempts: unknown[] }>(statement.text, statement.values);
    const { rows } = await session.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
      `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${statement.text}`,
      statement.values,
    );
    return { plan: rows[0]!['QUERY PLAN'][0]!.Plan, attempts: loaded.rows.reduce((sum, row) => sum + row.attempts.length, 0) };
  } finally {
    await session.query('ROLLBACK');
    await session.end();
  }
}

beforeAll(async () => {
  ledger = await createTestLedger();
  projectId = newProjectId();
  const otherProjects = Array.from({ length: OTHER_PROJECTS }, () => newProjectId());
  const recorder = await ledger.token({ roles: ['recorder'], projects: [projectId, ...otherProjects] });
  // Nothing replans behind the test's back: the statistics are those of the ANALYZEs below.
  await ledger.owner.query(
    'ALTER TABLE attempt SET (autovacuum_enabled = false); ALTER TABLE adjudication SET (autovacuum_enabled = false)',
  );
  const record = async (project: string, capabilityKey: string, count: number) => {
    for (let written = 0; written < count; written += 200) {
      const inputs = Array.from({ length: Math.min(200, count - written) }, () => outcomeInput(project, { capabilities: [capabilityKey] }));
      const answer = await ledger.gql(recorder.token, RECORD_BATCH, { inputs });
      expect(answer.errors).toBeUndefined();
      expect(answer.data.recordAttempts).toEqual({ __typename: 'RecordAttemptsSuccess', recordedCount: inputs.length });
    }
  };
  for (const other of otherProjects)
    for (let cohort = 0; cohort < OTHER_COHORTS_KNOWN; cohort++) await record(other, `code.review.area${cohort}`, 5);
  await ledger.owner.query('ANALYZE attempt, adjudication');
  await record(projectId, 'code.edit.typescript', COHORT_ATTEMPTS);
  for (let other = 0; other < OTHER_COHORTS; other++) await record(projectId, `code.review.area${other}`, OTHER_COHORT_ATTEMPTS);
  measured = await cohortOf('code.edit.typescript');
  neighbour = await cohortOf('code.review.area0');
  // A reviewer's acceptance of every attempt of the project, and a critical failure on
  // one attempt of each cohort measured (cohort-wide: it is loaded whatever the window).
  const adjudicate = (kind: string, where: string, values: unknown[]) =>
    ledger.owner.query(
      `INSERT INTO adjudication (attempt_id, seq, kind, idempotency_key, actor_ref, evidence_digests, content_digest)
       SELECT id, 0, '${kind}', '${kind}', 'reviewer-scan-plans', '{}', md5(id::text) || md5(id::text || '${kind}')
         FROM attempt WHERE ${where}`,
      values,
    );
  await adjudicate('HUMAN_ACCEPTED', 'project_id = $1', [projectId]);
  for (const cohort of [measured, neighbour])
    await adjudicate('CRITICAL_FAILURE_RECORDED', 'id = (SELECT id FROM attempt WHERE cohort_id = $1 ORDER BY finished_at, id LIMIT 1)', [
      cohort.id,
    ]);
}, 120_000);
afterAll(async () => {
  await ledger?.close();
});

/** What a report of `cohorts` must stay within, and what it must load. */
function expectCohortBound({ plan, attempts }: { plan: PlanNode; attempts: number }, cohortAttempts: number, loaded: number): void {
  expect(attempts).toBe(loaded);
  const nodes = nodesOf(plan);
  // Every attempt and every adjudication of the cohorts, each read once: a read of the
  // project's rows costs at least a buffer per 100 of its 4,100 attempts on top, and
  // reading them from the table one per row.
  expect((plan['Shared Hit Blocks'] ?? 0) + (plan['Shared Read Blocks'] ?? 0)).toBeLessThan(2 * cohortAttempts);
  expect(nodes.filter((node) => node['Node Type'] === 'BitmapAnd')).toEqual([]);
  // Each scan of attempt is bounded by a cohort (or is one row's primary key).
  for (const node of nodes.filter((candidate) => candidate['Relation Name'] === 'attempt')) {
    const conditions = [node['Index Cond'], node['Recheck Cond']].filter(Boolean).join(' ');
    expect(conditions, `${node['Node Type']} of attempt`).toMatch(/cohort_id = |\(id = /);
  }
}

describe('the evidence statement reads its cohorts, not their project', () => {
  for (const statistics of ['before the project grew', 'after it grew'] as const) {
    it(`one cohort of ${COHORT_ATTEMPTS}, and two, in a project of ${COHORT_ATTEMPTS + OTHER_COHORTS * OTHER_COHORT_ATTEMPTS}, with the statistics of ${statistics}`, async () => {
      if (statistics === 'after it grew') await ledger.owner.query('ANALYZE attempt, adjudication');
      const both = COHORT_ATTEMPTS + OTHER_COHORT_ATTEMPTS;
      expectCohortBound(await run([measured], DEFAULT_WINDOW), COHORT_ATTEMPTS, COHORT_ATTEMPTS);
      expectCohortBound(await run([measured, neighbour], DEFAULT_WINDOW), both, both);
      // The last 50 of each cohort, and its critical failure, which is older than them.
      expectCohortBound(await run([measured], { lastAttempts: 50 }), COHORT_ATTEMPTS, 51);
      expectCohortBound(await run([measured, neighbour], { lastAttempts: 50 }), both, 102);
      // A cohort named twice is loaded once.
      expectCohortBound(await run([measured, measured], DEFAULT_WINDOW), COHORT_ATTEMPTS, COHORT_ATTEMPTS);
    }, 60_000);
  }
});
