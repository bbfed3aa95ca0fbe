// Shared by the transparency tests: a log writer over a test ledger, a fixture of
// ledger rows of several tables, and owner-side tampering with the triggers off.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Signer } from '../../src/modules/transparency/keys.js';
import { LOGGED_TABLES } from '../../src/modules/transparency/leaves.js';
import { TransparencyLog } from '../../src/modules/transparency/store.js';
import { APPEND_ADJUDICATION } from './adjudications.js';
import { RECORD_GRADED, registerTestRubric, scoresOf, storeFeedback } from './grading.js';
import type { TestLedger } from './ledger.js';
import { newProjectId, outcomeInput, RECORD_ATTEMPT } from './outcomes.js';
import { setProjectLabel } from './projects.js';
import { REGISTER_VERIFIER, withdrawVerifierTrust } from './verifiers.js';
import { createRule, RETIRE_ALERT_RULE } from './alerts.js';
import { createEndpoint } from '../../src/modules/webhooks/store.js';
import { RETIRE_WEBHOOK_ENDPOINT } from './webhooks.js';
import { expectTypename, graphql } from './graphql.js';

/** The latest checkpoint as the API serves it to a client that keeps it (docs/tamper-evidence.md, "What --checkpoints accepts"). */
export const SERVED_CHECKPOINT = graphql(`
  query TransparencyServedCheckpoint { checkpoint { treeSize rootHash issuedAt keyId envelope } }
`);

const EVERY_TABLE_ANNOTATION = graphql(`
  mutation TransparencyEveryTableAnnotation($p: String!) {
    storeAnnotation(projectId: $p, text: "a reason") { __typename ... on StoreAnnotationSuccess { annotation { digest } } }
  }
`);
const EVERY_TABLE_ASSIGN_REWORK = graphql(`
  mutation TransparencyEveryTableAssignRework($i: AssignReworkInput!) { assignRework(input: $i) { __typename } }
`);

/**
 * Writes at least one row into every table the transparency log covers (LOGGED_TABLES),
 * through the API where there is a mutation and as the owner where an operator would:
 * a cohort and an attempt, an adjudication, tokens and a revocation, a property
 * designation, an annotation and its redaction, a rubric and a graded verification, an
 * agreement event, a registered verifier and a withdrawal of its trust, a project label, a graded verification
 * recommending rework (and so a rework request) and its assignment, an alert rule, its retirement and an alert,
 * a webhook endpoint and its retirement. Answers the project and attempt it used, and the
 * endpoint's secret.
 */
export async function recordEveryLoggedTable(
  ledger: TestLedger,
): Promise<{ projectId: string; attemptId: string; endpointId: string; secret: string }> {
  const projectId = newProjectId();
  const recorder = await ledger.token({ roles: ['recorder'], projects: [projectId] });
  const adjudicator = await ledger.token({ roles: ['adjudicator'], projects: [projectId] });
  const recorded = await ledger.gql(recorder.token, RECORD_ATTEMPT, { input: outcomeInput(projectId) });
  const attemptId = expectTypename(recorded.data.recordAttempt, 'RecordAttemptSuccess').attempts[0]!.id;
  await ledger.gql(adjudicator.token, APPEND_ADJUDICATION, { input: { attemptId, idempotencyKey: 'a', kind: 'HUMAN_ACCEPTED' } });
  await ledger.owner.query(`INSERT INTO token_revocation (token_id, revoked_by) VALUES ($1, 'test')`, [recorder.id]);
  await ledger.owner.query(`INSERT INTO property_designation (property, action, actor_ref) VALUES ('site-a', 'DESIGNATE', 'admin')`);
  // A rule version activated far ahead (once per ledger): the row is logged, no report of a test reaches its instant.
  await ledger.owner.query(
    `INSERT INTO rule_version_activation (version, activates_at, actor_ref) SELECT 2, now() + interval '3650 days', 'admin' WHERE NOT EXISTS (SELECT 1 FROM rule_version_activation)`,
  );
  const stored = await ledger.gql(adjudicator.token, EVERY_TABLE_ANNOTATION, { p: projectId });
  await ledger.owner.query(`SELECT crl_redact_annotation($1::uuid, $2::crl_digest, 'admin')`, [
    projectId,
    expectTypename(stored.data.storeAnnotation, 'StoreAnnotationSuccess').annotation.digest,
  ]);
  const admin = await ledger.token({ roles: ['admin'], allProjects: true });
  const rubricDigest = await registerTestRubric(ledger, admin.token, { criteria: [{ id: 'grounding' }] });
  await storeFeedback(ledger, adjudicator.token, projectId, ['grounding']);
  await ledger.gql(adjudicator.token, RECORD_GRADED, {
    input: { attemptId, rubricDigest, graderRef: 'grader-bot', graderModel: 'judge-1', round: 0, scores: scoresOf({ grounding: 3 }) },
  });
  const reworkRubric = await registerTestRubric(ledger, admin.token, { criteria: [{ id: 'grounding' }] });
  await ledger.gql(adjudicator.token, RECORD_GRADED, {
    input: {
      attemptId,
      rubricDigest: reworkRubric,
      graderRef: 'grader-bot',
      graderModel: 'judge-1',
      round: 0,
      scores: scoresOf({ grounding: 2 }),
    },
  });
  const { rows: requests } = await ledger.owner.query<{ id: string }>('SELECT id FROM rework_request WHERE project_id = $1', [projectId]);
  const assigned = await ledger.gql(adjudicator.token, EVERY_TABLE_ASSIGN_REWORK, {
    i: { projectId, requestId: requests[0]!.id, ownerRef: 'lead-every-table' },
  });
  if (assigned.data?.assignRework?.__typename !== 'AssignReworkSuccess') throw new Error(`assignRework: ${assigned.text}`);
  await ledger.gql(admin.token, REGISTER_VERIFIER, { input: { projectId, verifierRef: 'ci-runner', kind: 'DETERMINISTIC_CHECK' } });
  await withdrawVerifierTrust(ledger, projectId, 'ci-runner');
  await setProjectLabel(ledger, projectId, 'every-table');
  // jsonb with nested objects, fractions, enum values, booleans and null: the leaves write them canonically.
  const rule = await createRule(ledger, admin.token, {
    projectId,
    kind: 'LOWER_BOUND_BELOW',
    rate: 'unverifiedCompletionRate',
    threshold: 0.45,
    window: { lastDays: 7 },
  });
  await ledger.owner.query(
    `INSERT INTO alert (project_id, rule_digest, kind, subject, transition_at, report_digest, details)
     VALUES ($1, $2, 'LOWER_BOUND_BELOW', 'cohort-1', now(), repeat('d', 64),
             '{"rate": "unverifiedCompletionRate", "lower": 0.43880856067632984, "numerator": 3, "denominator": 3, "threshold": 0.45, "z": null, "ok": true, "list": [1e-7, 2.5, "a"]}')`,
    [projectId, rule.digest],
  );
  await ledger.gql(admin.token, RETIRE_ALERT_RULE, { input: { projectId, ruleDigest: rule.digest } });
  await ledger.owner.query(
    `INSERT INTO agreement_event (project_id, decision_id, event_type, actor_ref, post_merge_outcome, evidence_digest, outcome_key, content_digest, guardrail_check_keys, guardrail_check_results)
     VALUES ($1, 'decision-every-table', 'POST_MERGE_OUTCOME', 'actor', 'CLEAN', repeat('e', 64), 'ci-run-1', repeat('c', 64), '{}', '{}')`,
    [projectId],
  );
  // An endpoint (as createWebhookEndpoint stores it, past the outbound address check, which
  // refuses loopback) of a kind no rule here raises, retired through the API: nothing is delivered.
  const endpoint = await createEndpoint(
    ledger.db.pool,
    { projectId, url: 'http://127.0.0.1:9/every-table', kinds: ['REWORK_REQUESTED'] },
    'admin',
  );
  const retired = (await ledger.gql(admin.token, RETIRE_WEBHOOK_ENDPOINT, { input: { projectId, endpointId: endpoint.endpoint.id } })).data
    .retireWebhookEndpoint;
  if (retired.__typename !== 'RetireWebhookEndpointSuccess') throw new Error(`retireWebhookEndpoint: ${retired.message}`);
  return { projectId, attemptId, endpointId: endpoint.endpoint.id, secret: endpoint.secret! };
}

export interface LogFixture {
  signer: Signer;
  log: TransparencyLog;
  checkpointFile: string;
  projectId: string;
  attempts: { id: string; ledgerId: string }[];
  adjudications: string[];
}

export async function rowCount(ledger: TestLedger): Promise<number> {
  const { rows } = await ledger.owner.query<{ n: number }>(
    `SELECT (${LOGGED_TABLES.map((spec) => `(SELECT count(*) FROM "${spec.table}")`).join(' + ')})::int AS n`,
  );
  return rows[0]!.n;
}

/** Sequences until every row is a leaf (a row becomes eligible a millisecond after its commit). */
export async function sequenceAll(ledger: TestLedger, log: TransparencyLog): Promise<number> {
  for (let round = 0; round < 200; round += 1) {
    await log.sequence();
    const { rows } = await ledger.owner.query<{ n: number }>('SELECT count(*)::int AS n FROM transparency_leaf');
    if (rows[0]!.n === (await rowCount(ledger))) return rows[0]!.n;
    await sleep(5);
  }
  throw new Error('the sequencer did not catch up');
}

export function newLog(
  ledger: TestLedger,
  signer: Signer = ledger.signer,
): { log: TransparencyLog; signer: Signer; checkpointFile: string } {
  const checkpointFile = path.join(mkdtempSync(path.join(tmpdir(), 'crl-checkpoints-')), 'checkpoints.jsonl');
  return { log: new TransparencyLog(ledger.db.pool, signer, checkpointFile), signer, checkpointFile };
}

/** Records `attempts` attempts (each its own transaction), one adjudication on each, sequences and checkpoints. */
export async function logFixture(ledger: TestLedger, attempts = 4): Promise<LogFixture> {
  const projectId = newProjectId();
  const recorder = await ledger.token({ roles: ['recorder'], projects: [projectId] });
  const reviewer = await ledger.token({ roles: ['adjudicator'], projects: [projectId] });
  const fixture: LogFixture = { ...newLog(ledger), projectId, attempts: [], adjudications: [] };
  for (let i = 0; i < attempts; i += 1) {
    const recorded = await ledger.gql(recorder.token, RECORD_ATTEMPT, { input: outcomeInput(projectId) });
    const attempt = expectTypename(recorded.data.recordAttempt, 'RecordAttemptSuccess').attempts[0]!;
    fixture.attempts.push({ id: attempt.id, ledgerId: attempt.ledgerId });
    const appended = await ledger.gql(reviewer.token, APPEND_ADJUDICATION, {
      input: { attemptId: attempt.id, idempotencyKey: `review-${i}`, kind: 'HUMAN_ACCEPTED' },
    });
    fixture.adjudications.push(expectTypename(appended.data.appendAdjudication, 'AppendAdjudicationSuccess').adjudication.ledgerId);
  }
  await sequenceAll(ledger, fixture.log);
  await fixture.log.checkpoint();
  return fixture;
}

/** The log index of a row. */
export async function leafIndexOf(ledger: TestLedger, table: string, key: string): Promise<number> {
  const { rows } = await ledger.owner.query<{ i: number }>(
    'SELECT log_index::int AS i FROM transparency_leaf WHERE table_name = $1 AND row_key = $2',
    [table, key],
  );
  return rows[0]!.i;
}

/** Runs `sql` as the database owner with the user triggers of `tables` switched off (what the append-only rule cannot stop). */
export async function tamper(ledger: TestLedger, tables: string[], sql: string, values: unknown[] = []): Promise<void> {
  const client = await ledger.owner.connect();
  try {
    await client.query('BEGIN');
    for (const table of tables) await client.query(`ALTER TABLE "${table}" DISABLE TRIGGER USER`);
    await client.query(sql, values);
    for (const table of tables) await client.query(`ALTER TABLE "${table}" ENABLE TRIGGER USER`);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}
