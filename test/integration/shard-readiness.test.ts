// The migrated schema fits a distributed PostgreSQL sharded by project (docs/scaling.md):
// every public table is placed (distributed by project_id, or a reference table copied
// to every node); among the distributed tables every primary key and unique index
// includes project_id and every foreign key pairs project_id with project_id; no
// reference table points into a distributed one; an attempt's project is its
// cohort's, in the database; and the reliability statement, the main per-project
// read, names the project on every scan of a distributed table, which is what lets a
// distributed planner send it to the one shard of that project.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COHORT_WIDE_ADJUDICATION_KINDS } from '../../src/domain/reliability.js';
import { DEFAULT_WINDOW, type Window } from '../../src/domain/window.js';
import { evidenceStatement, selectionOf, workerCohortsStatement } from '../../src/modules/reliability/evidence.js';
import { findCohort } from '../../src/modules/reliability/store.js';
import { APPEND_ADJUDICATION } from '../helpers/adjudications.js';
import { createTestLedger, type TestLedger } from '../helpers/ledger.js';
import { RECORD_ATTEMPT, newProjectId, outcomeInput } from '../helpers/outcomes.js';

/** Where each public table goes: docs/scaling.md lists the same placement as create_*_table calls. */
const DISTRIBUTED = [
  'cohort',
  'attempt',
  'adjudication',
  'graded_verification',
  'agreement_event',
  'annotation',
  'annotation_text',
  'annotation_redaction',
  'verifier',
  'verifier_withdrawal',
  'project_label',
  'alert_rule',
  'alert_rule_retirement',
  'alert_rule_cursor',
  'alert',
  'rework_request',
  'rework_assignment',
  'webhook_endpoint',
  'webhook_endpoint_retirement',
  'webhook_delivery',
  'webhook_delivery_attempt',
] as const;
const REFERENCE = ['rule_version_activation', 'api_token', 'token_revocation', 'property_designation', 'rubric'] as const;
/**
 * Kept on the coordinator only: the migration bookkeeping, and the transparency log as
 * it is today (one global log, sequenced on the coordinator from every shard's settled
 * rows; docs/scaling.md plans one log per project instead).
 */
const LOCAL = [
  '_prisma_migrations',
  'transparency_leaf',
  'transparency_checkpoint',
  'transparency_subtree',
  'transparency_leaf_format',
  'transparency_witness',
  'transparency_cosignature',
] as const;
const DISTRIBUTION_COLUMN = 'project_id';

let ledger: TestLedger;
let projectId: string;
let cohortId: string;
let attemptId: string;

beforeAll(async () => {
  ledger = await createTestLedger();
  projectId = newProjectId();
  const recorder = await ledger.token({ roles: ['recorder', 'reader'], projects: [projectId] });
  const adjudicator = await ledger.token({ roles: ['adjudicator'], projects: [projectId] });
  const recorded = await ledger.gql(recorder.token, RECORD_ATTEMPT, { input: outcomeInput(projectId) });
  expect(recorded.errors).toBeUndefined();
  const { rows } = await ledger.owner.query<{ id: string; cohort_id: string }>(`SELECT id, cohort_id FROM attempt WHERE project_id = $1`, [
    projectId,
  ]);
  attemptId = rows[0]!.id;
  cohortId = rows[0]!.cohort_id;
  const appended = await ledger.gql(adjudicator.token, APPEND_ADJUDICATION, {
    input: { attemptId, idempotencyKey: 'critical', kind: 'CRITICAL_FAILURE_RECORDED' },
  });
  expect(appended.data.appendAdjudication.__typename).toBe('AppendAdjudicationSuccess');
});
afterAll(() => ledger?.close());

interface Key {
  table: string;
  name: string;
  columns: string[];
}

async function publicTables(): Promise<string[]> {
  const { rows } = await ledger.owner.query<{ relname: string }>(
    `SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY 1`,
  );
  return rows.map((row) => row.relname);
}

/** Primary keys and unique indexes (constraints or not) of the public tables, with their key columns. */
async function uniqueKeys(): Promise<Key[]> {
  const { rows } = await ledger.owner.query<Key>(
    `SELECT t.relname AS table, i.relname AS name,
            array(SELECT a.attname::text FROM unnest(x.indkey[0:x.indnkeyatts - 1]) AS k(attnum)
                   JOIN pg_attribute a ON a.attrelid = x.indrelid AND a.attnum = k.attnum) AS columns
       FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE n.nspname = 'public' AND x.indisunique`,
  );
  return rows;
}

interface ForeignKey {
  table: string;
  name: string;
  target: string;
  pairs: [string, string][];
}

async function foreignKeys(): Promise<ForeignKey[]> {
  // Each pair is a JSON array [own column, referenced column] as text.
  const { rows } = await ledger.owner.query<Omit<ForeignKey, 'pairs'> & { pairs: string[] }>(
    `SELECT t.relname AS table, c.conname AS name, r.relname AS target,
            array(SELECT json_build_array(a.attname, b.attname)::text
                    FROM unnest(c.conkey, c.confkey) AS k(own, other)
                    JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.own
                    JOIN pg_attribute b ON b.attrelid = c.confrelid AND b.attnum = k.other) AS pairs
       FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid JOIN pg_class r ON r.oid = c.confrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE n.nspname = 'public' AND c.contype = 'f'`,
  );
  return rows.map((row) => ({ ...row, pairs: row.pairs.map((pair) => JSON.parse(pair) as [string, string]) }));
}

describe('placement', () => {
  it('places every public table exactly once, and places no table that does not exist', async () => {
    const placed = [...DISTRIBUTED, ...REFERENCE, ...LOCAL];
    expect(new Set(placed).size).toBe(placed.length);
    // A new table fails here until it is placed (and docs/scaling.md says how).
    expect(await publicTables()).toEqual([...placed].sort());
  });

  it('gives every distributed table a NOT NULL uuid project_id', async () => {
    const { rows } = await ledger.owner.query<{ table: string; type: string; not_null: boolean }>(
      `SELECT c.relname AS table, format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS not_null
         FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND a.attname = $1 AND NOT a.attisdropped AND c.relname = ANY ($2::text[])`,
      [DISTRIBUTION_COLUMN, DISTRIBUTED],
    );
    expect(rows.map((row) => row.table).sort()).toEqual([...DISTRIBUTED].sort());
    for (const row of rows) expect(row, row.table).toMatchObject({ type: 'uuid', not_null: true });
  });
});

describe('keys of the distributed tables', () => {
  it('have a primary key, and every primary key and unique index includes project_id', async () => {
    const keys = (await uniqueKeys()).filter((key) => (DISTRIBUTED as readonly string[]).includes(key.table));
    for (const table of DISTRIBUTED)
      expect(
        keys.some((key) => key.table === table && key.name === `${table}_pkey`),
        table,
      ).toBe(true);
    const offending = keys.filter((key) => !key.columns.includes(DISTRIBUTION_COLUMN)).map((key) => `${key.table}.${key.name}`);
    expect(offending).toEqual([]);
  });

  it('every foreign key between distributed tables pairs project_id with project_id', async () => {
    const distributed = new Set<string>(DISTRIBUTED);
    const keys = (await foreignKeys()).filter((key) => distributed.has(key.table) && distributed.has(key.target));
    expect(keys.length).toBeGreaterThanOrEqual(5);
    for (const key of keys) expect(key.pairs, `${key.table}.${key.name}`).toContainEqual([DISTRIBUTION_COLUMN, DISTRIBUTION_COLUMN]);
  });

  it('no reference or local table points into a distributed table', async () => {
    const distributed = new Set<string>(DISTRIBUTED);
    const offending = (await foreignKeys()).filter((key) => !distributed.has(key.table) && distributed.has(key.target));
    expect(offending.map((key) => `${key.table}.${key.name}`)).toEqual([]);
  });

  it("ties an attempt's project to its cohort's: an attempt in another project than its cohort is refused", async () => {
    const { rows } = await ledger.owner.query<{ pairs: string[] }>(
      `SELECT pairs FROM (
         SELECT array(SELECT a.attname::text || '=' || b.attname::text FROM unnest(c.conkey, c.confkey) AS k(own, other)
                        JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.own
                        JOIN pg_attribute b ON b.attrelid = c.confrelid AND b.attnum = k.other ORDER BY 1) AS pairs
           FROM pg_constraint c WHERE c.contype = 'f' AND c.conrelid = 'attempt'::regclass AND c.confrelid = 'cohort'::regclass) AS f`,
    );
    expect(rows).toEqual([{ pairs: ['cohort_id=id', 'project_id=project_id'] }]);
    // Even the owner, writing SQL directly: the row is the stored attempt's, in another project.
    await expect(
      ledger.owner.query(
        `INSERT INTO attempt SELECT (jsonb_populate_record(a, jsonb_build_object('id', gen_random_uuid(), 'project_id', $2::uuid))).*
           FROM attempt a WHERE a.id = $1`,
        [attemptId, newProjectId()],
      ),
    ).rejects.toMatchObject({ code: '23503', constraint: 'attempt_cohort_id_project_id_fkey' });
  });

  it("sets a child row's project_id (and an adjudication's cohort_id) from its attempt, whatever the writer sent", async () => {
    const { rows } = await ledger.owner.query<{ project_id: string; cohort_id: string; seq: number }>(
      `INSERT INTO adjudication (attempt_id, project_id, cohort_id, seq, kind, idempotency_key, actor_ref, evidence_digests, content_digest)
       VALUES ($1, $2, $2, 0, 'HUMAN_ACCEPTED', 'forged-project', 'shard-test-reviewer', '{}', $3)
       RETURNING project_id, cohort_id, seq`,
      [attemptId, newProjectId(), 'c'.repeat(64)],
    );
    expect(rows).toEqual([{ project_id: projectId, cohort_id: cohortId, seq: 2 }]);
  });
});

describe('a per-project read touches one project', () => {
  it('the cohort-wide index holds exactly the cohort-wide kinds of the fold', async () => {
    const { rows } = await ledger.owner.query<{ predicate: string }>(
      `SELECT pg_get_expr(x.indpred, x.indrelid) AS predicate FROM pg_index x
        WHERE x.indexrelid = 'adjudication_cohort_wide_idx'::regclass`,
    );
    const kinds = [...rows[0]!.predicate.matchAll(/'([A-Z_]+)'/g)].map((match) => match[1]).sort();
    expect(kinds).toEqual([...COHORT_WIDE_ADJUDICATION_KINDS].sort());
  });

  // The check, as docs/scaling.md describes it: in the plan of the reliability
  // statement, every scan of a distributed table carries a project_id condition
  // (an index condition, a filter or a recheck). A distributed planner prunes to
  // the shards of the projects it is given, so such a statement runs on one shard.
  it('the reliability statement names the project on every scan of a distributed table', async () => {
    const found = (await findCohort(ledger.owner, cohortId, undefined))!;
    const asOf = new Date();
    const scans: { relation: string; conditions: string }[] = [];
    /** A node of EXPLAIN (FORMAT JSON): what the walk reads of it. */
    interface PlanNode {
      'Relation Name'?: string;
      'Index Cond'?: string;
      Filter?: string;
      'Recheck Cond'?: string;
      Plans?: PlanNode[];
    }
    const walk = (node: PlanNode) => {
      if (node['Relation Name'])
        scans.push({
          relation: node['Relation Name'],
          conditions: [node['Index Cond'], node.Filter, node['Recheck Cond']].filter(Boolean).join(' AND '),
        });
      for (const child of node.Plans ?? []) walk(child);
    };
    const workerQuery = (window: Window) => ({
      window,
      asOf,
      minSamples: 1,
      projectId: found.cohort.projectId,
      workerRef: 'worker-alpha',
      capabilityKey: null,
      first: 10,
      after: null,
    });
    const statements = [DEFAULT_WINDOW, { lastAttempts: 20 }].flatMap((window: Window) => [
      evidenceStatement([found.cohort], asOf, selectionOf(window, asOf)),
      // workerEvidence: one worker's evidence, and the cohorts it is looked up in
      evidenceStatement([found.cohort], asOf, selectionOf(window, asOf), { workerRef: 'worker-alpha' }),
      workerCohortsStatement(workerQuery(window), null, asOf),
    ]);
    for (const statement of statements) {
      for (const forceIndexes of [false, true]) {
        // Both the plan this tiny table gets (sequential scans) and the plan of a large one (index scans).
        const client = await ledger.owner.connect();
        try {
          await client.query('BEGIN');
          if (forceIndexes) await client.query('SET LOCAL enable_seqscan = off');
          const { rows } = await client.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
            `EXPLAIN (VERBOSE, FORMAT JSON) ${statement.text}`,
            statement.values,
          );
          walk(rows[0]!['QUERY PLAN'][0]!.Plan);
        } finally {
          await client.query('ROLLBACK');
          client.release();
        }
      }
    }
    const distributed = scans.filter((scan) => (DISTRIBUTED as readonly string[]).includes(scan.relation));
    expect(new Set(distributed.map((scan) => scan.relation))).toEqual(new Set(['attempt', 'adjudication', 'cohort']));
    for (const scan of distributed) expect(scan.conditions, scan.relation).toMatch(/project_id/);
  });
});
