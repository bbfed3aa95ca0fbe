// The reliability evidence statement reads a cohort's adjudications as one range of
// adjudication (cohort_id, project_id, recorded_at), joined to the loaded attempts,
// not as a subquery per attempt: a subquery descended an adjudication index once per
// attempt (about 3.7 shared buffers each on a large ledger), so a 500-attempt cohort
// read about 1,900 buffers where the range reads about a hundred
// (docs/benchmarks/reliability.md). Here a cohort of 400 attempts with one adjudication
// each, with statistics as autovacuum leaves them, must be read in fewer shared buffers than it
// has attempts; one probe per attempt costs at least two (index and heap).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WINDOW } from '../../src/domain/window.js';
import { setLocalStatements } from '../../src/db/transaction.js';
import { EVIDENCE_SETTINGS, evidenceStatement, selectionOf } from '../../src/modules/reliability/evidence.js';
import { findCohort } from '../../src/modules/reliability/store.js';
import { graphql } from '../helpers/graphql.js';
import { createTestLedger, type TestLedger } from '../helpers/ledger.js';
import { newProjectId, outcomeInput } from '../helpers/outcomes.js';

const ATTEMPTS = 400;
const RECORD_ATTEMPTS = graphql(`
  mutation EvidenceReadsRecord($inputs: [RecordAttemptInput!]!) {
    recordAttempts(inputs: $inputs) { __typename ... on RecordAttemptsSuccess { recordedCount } ... on Error { message } }
  }
`);

let ledger: TestLedger;
let cohortId: string;

beforeAll(async () => {
  ledger = await createTestLedger();
  const projectId = newProjectId();
  const recorder = await ledger.token({ roles: ['recorder'], projects: [projectId] });
  for (let batch = 0; batch < ATTEMPTS / 100; batch++) {
    const recorded = await ledger.gql(recorder.token, RECORD_ATTEMPTS, {
      inputs: Array.from({ length: 100 }, () => outcomeInput(projectId)),
    });
    expect(recorded.data.recordAttempts).toEqual({ __typename: 'RecordAttemptsSuccess', recordedCount: 100 });
  }
  const { rows } = await ledger.owner.query<{ cohort_id: string }>(`SELECT DISTINCT cohort_id FROM attempt WHERE project_id = $1`, [
    projectId,
  ]);
  expect(rows).toHaveLength(1);
  cohortId = rows[0]!.cohort_id;
  await ledger.owner.query(
    `INSERT INTO adjudication (attempt_id, seq, kind, idempotency_key, actor_ref, evidence_digests, content_digest)
     SELECT id, 0, 'HUMAN_ACCEPTED', 'accepted', 'reviewer-evidence', '{}', md5(id::text) || md5(id::text || 'x')
       FROM attempt WHERE cohort_id = $1`,
    [cohortId],
  );
  await ledger.owner.query('VACUUM ANALYZE attempt, adjudication');
});
afterAll(() => ledger?.close());

/** The one row of `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON)`, as far as the test reads it. */
interface ExplainRow {
  'QUERY PLAN': { Plan: { 'Shared Hit Blocks'?: number; 'Shared Read Blocks'?: number } }[];
}

describe('the evidence statement', () => {
  it("reads a cohort's adjudications as one range, in fewer shared buffers than the cohort has attempts", async () => {
    const found = (await findCohort(ledger.owner, cohortId, undefined))!;
    const asOf = new Date();
    const statement = evidenceStatement([found.cohort], asOf, selectionOf(DEFAULT_WINDOW, asOf));
    const client = await ledger.owner.connect();
    try {
      await client.query(['BEGIN', ...setLocalStatements(EVIDENCE_SETTINGS)].join('; '));
      const { rows } = await client.query<ExplainRow>(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${statement.text}`, statement.values);
      const plan = rows[0]!['QUERY PLAN'][0]!.Plan;
      const buffers = (plan['Shared Hit Blocks'] ?? 0) + (plan['Shared Read Blocks'] ?? 0);
      const loaded = await client.query<{ attempts: unknown[][] }>(statement.text, statement.values);
      // Every attempt came back with its one adjudication.
      expect(loaded.rows[0]!.attempts).toHaveLength(ATTEMPTS);
      expect(loaded.rows[0]!.attempts.every((attempt) => Array.isArray(attempt[0]) && attempt[0].length === 1)).toBe(true);
      expect(buffers).toBeLessThan(ATTEMPTS);
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });
});
