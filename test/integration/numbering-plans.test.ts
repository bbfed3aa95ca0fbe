// The ledger numbers an adjudication (seq per attempt) and a post-merge outcome
// (revision per decision) in a BEFORE INSERT trigger. A trigger's statements are
// plans cached by the session, and after a few executions PostgreSQL may keep a
// generic plan made with the statistics the tables had then. On a ledger without
// statistics (a new database before autovacuum's first ANALYZE, or with autovacuum
// off), max(seq) of an attempt's adjudications was planned through the project's
// (project_id, recorded_at, id) index, so numbering one adjudication read every
// adjudication of its project, and the session kept that plan (migration
// 20261203000000_numbering_by_own_key). Post-merge revisions plan through their unique
// key; the second test holds them to it. These tests make the generic plan on the empty ledger (a
// session with plan_cache_mode = force_generic_plan, the server's own login role),
// fill the project with rows of other attempts / decisions from another session (no
// ANALYZE, so nothing replans), and then count the shared buffers that numbering one
// more row reads: it must not follow the project's size.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestLedger, type TestLedger } from '../helpers/ledger.js';
import { fakeDigest, newProjectId, outcomeInput, RECORD_ATTEMPT } from '../helpers/outcomes.js';
import { expectTypename } from '../helpers/graphql.js';

/** Rows the project holds beside the numbered one when it is measured. */
const OTHER_ROWS = 600;
/**
 * Buffers one numbered insert may read: the attempt's row lock, the unique and
 * foreign-key probes, the ledger clock, the index entries of the new row. A read of
 * the project's rows costs one buffer per row (600 here) on top.
 */
const BUFFERS_OF_ONE_INSERT = 120;

let ledger: TestLedger;
let projectId: string;
let generic: pg.Client;

/** The shared buffers an INSERT read or wrote, its triggers included (the Insert node counts them). */
async function buffersOf(client: pg.Client, insert: string, values: unknown[]): Promise<number> {
  const { rows } = await client.query<{ 'QUERY PLAN': { Plan: { 'Shared Hit Blocks'?: number; 'Shared Read Blocks'?: number } }[] }>(
    `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${insert}`,
    values,
  );
  const plan = rows[0]!['QUERY PLAN'][0]!.Plan;
  return (plan['Shared Hit Blocks'] ?? 0) + (plan['Shared Read Blocks'] ?? 0);
}

beforeAll(async () => {
  ledger = await createTestLedger();
  projectId = newProjectId();
  generic = new pg.Client({ connectionString: ledger.appUrl, options: '-c plan_cache_mode=force_generic_plan' });
  await generic.connect();
  await generic.query('SET ROLE crl_app');
});
afterAll(async () => {
  await generic?.end();
  await ledger?.close();
});

describe('numbering a row reads its own key, not its project', () => {
  it('an adjudication: the next seq of its attempt, with 600 adjudications of another attempt in the project', async () => {
    const recorder = await ledger.token({ roles: ['recorder'], projects: [projectId] });
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const recorded = await ledger.gql(recorder.token, RECORD_ATTEMPT, { input: outcomeInput(projectId) });
      expect(recorded.errors).toBeUndefined();
      ids.push(expectTypename(recorded.data.recordAttempt, 'RecordAttemptSuccess').attempts[0]!.ledgerId);
    }
    const [crowded, measured] = ids as [string, string];
    const append = `INSERT INTO adjudication (attempt_id, seq, kind, idempotency_key, actor_ref, evidence_digests, content_digest)
                    VALUES ($1, 0, 'HUMAN_ACCEPTED', $2, 'reviewer-generic', '{}', $3)`;
    // The generic plan of the trigger is made here, on a project without adjudications.
    await generic.query(append, [measured, 'first', fakeDigest('first')]);

    await ledger.owner.query(
      `INSERT INTO adjudication (attempt_id, seq, kind, idempotency_key, actor_ref, evidence_digests, content_digest)
       SELECT $1, 0, 'HUMAN_ACCEPTED', 'other-' || n, 'reviewer-other', '{}', md5('a' || n) || md5('b' || n)
         FROM generate_series(1, ${OTHER_ROWS}) AS n`,
      [crowded],
    );
    const analyzed = await ledger.owner.query<{ reltuples: number }>(`SELECT reltuples FROM pg_class WHERE oid = 'adjudication'::regclass`);
    expect(Number(analyzed.rows[0]!.reltuples)).toBe(-1); // never analyzed: no statistics replanned the trigger

    const next = await buffersOf(generic, append, [measured, 'second', fakeDigest('second')]);
    const seqs = await ledger.owner.query<{ seq: number }>(`SELECT seq FROM adjudication WHERE attempt_id = $1 ORDER BY seq`, [measured]);
    expect(seqs.rows.map((row) => row.seq)).toEqual([1, 2]);
    expect(next).toBeLessThan(BUFFERS_OF_ONE_INSERT);
  });

  it('a post-merge outcome: the next revision of its decision, with 600 outcomes of other decisions in the project', async () => {
    const append = `INSERT INTO agreement_event (project_id, decision_id, event_type, actor_ref, post_merge_outcome, evidence_digest, outcome_key,
                                                 content_digest, guardrail_check_keys, guardrail_check_results)
                    VALUES ($1, 'decision-measured', 'POST_MERGE_OUTCOME', 'ci-generic', 'CLEAN', $2, $3, $4, '{}', '{}')`;
    await generic.query(append, [projectId, fakeDigest('e1'), 'ci-run-1', fakeDigest('c1')]);

    await ledger.owner.query(
      `INSERT INTO agreement_event (project_id, decision_id, event_type, actor_ref, post_merge_outcome, evidence_digest, outcome_key,
                                    content_digest, guardrail_check_keys, guardrail_check_results)
       SELECT $1, 'decision-' || n, 'POST_MERGE_OUTCOME', 'ci-other', 'CLEAN', md5('e' || n) || md5('f' || n), 'ci-run-1',
              md5('c' || n) || md5('d' || n), '{}', '{}'
         FROM generate_series(1, ${OTHER_ROWS}) AS n`,
      [projectId],
    );
    const analyzed = await ledger.owner.query<{ reltuples: number }>(
      `SELECT reltuples FROM pg_class WHERE oid = 'agreement_event'::regclass`,
    );
    expect(Number(analyzed.rows[0]!.reltuples)).toBe(-1);

    const next = await buffersOf(generic, append, [projectId, fakeDigest('e2'), 'ci-run-2', fakeDigest('c2')]);
    const revisions = await ledger.owner.query<{ revision: number }>(
      `SELECT revision FROM agreement_event WHERE project_id = $1 AND decision_id = 'decision-measured' ORDER BY revision`,
      [projectId],
    );
    expect(revisions.rows.map((row) => row.revision)).toEqual([1, 2]);
    expect(next).toBeLessThan(BUFFERS_OF_ONE_INSERT);
  });
});
