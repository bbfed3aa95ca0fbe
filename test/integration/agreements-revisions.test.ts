// Post-merge revisions through GraphQL (docs/specification.md §7, "Post-merge revisions";
// the worked example of docs/agreement-log.md): outcomes as an append-only sequence per
// decision, numbered by the database, idempotent by their own key, and read by every
// rate as the latest revision recorded by asOf. Revising changes only reports as of its
// stamp and later.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wilsonInterval } from '../../src/domain/wilson.js';
import { expectTypename, type RecordAgreementEventInput } from '../helpers/graphql.js';
import { createTestLedger, type TestLedger, type TestToken } from '../helpers/ledger.js';
import { fakeDigest, newProjectId } from '../helpers/outcomes.js';
import {
  AGREEMENT_DECISION,
  AGREEMENT_RATES,
  RECORD_AGREEMENT_EVENT,
  newDecisionId,
  postMergeEvent,
  proposedEvent,
  reviewedEvent,
} from '../helpers/agreements.js';

let ledger: TestLedger;
let recorder: TestToken;
let adjudicator: TestToken;
let reader: TestToken;
const projectId = newProjectId();

beforeAll(async () => {
  ledger = await createTestLedger();
  recorder = await ledger.token({ roles: ['recorder'], projects: [projectId] });
  adjudicator = await ledger.token({ roles: ['adjudicator'], projects: [projectId] });
  reader = await ledger.token({ roles: ['reader'], projects: [projectId] });
}, 120_000);
afterAll(() => ledger?.close());

async function record(token: TestToken, input: RecordAgreementEventInput) {
  const response = await ledger.gql(token.token, RECORD_AGREEMENT_EVENT, { input });
  expect(response.errors).toBeUndefined();
  return response.data.recordAgreementEvent;
}

/** Records an event, asserted to be recorded (or replayed). */
async function recorded(token: TestToken, input: RecordAgreementEventInput) {
  return expectTypename(await record(token, input), 'RecordAgreementEventSuccess');
}

async function mergedDecision(lane: string) {
  const decisionId = newDecisionId();
  expect((await record(recorder, proposedEvent(projectId, decisionId, { lane }))).__typename).toBe('RecordAgreementEventSuccess');
  expect((await record(adjudicator, reviewedEvent(projectId, decisionId))).__typename).toBe('RecordAgreementEventSuccess');
  return decisionId;
}

async function outcomeRows(decisionId: string) {
  const { rows } = await ledger.owner.query(
    `SELECT revision, outcome_key, post_merge_outcome::text AS outcome FROM agreement_event
      WHERE decision_id = $1 AND event_type = 'POST_MERGE_OUTCOME' ORDER BY revision`,
    [decisionId],
  );
  return rows;
}

async function rates(lane: string, asOf: string) {
  const response = await ledger.gql(reader.token, AGREEMENT_RATES, { projectId, lane, asOf, minSamples: 1 });
  expect(response.errors).toBeUndefined();
  const report = expectTypename(response.data.agreementRates, 'AgreementRatesReport');
  return { all: report.lanes[0]!.allTiers, final: report.final, text: response.text };
}

describe('revising a post-merge outcome', () => {
  it('numbers revisions 1, 2, … and folds the decision to the latest as of asOf', async () => {
    const decisionId = await mergedDecision('lane-revise');
    const first = await recorded(recorder, postMergeEvent(projectId, decisionId, 'CLEAN', 'ci-run-1'));
    expect(first).toMatchObject({ replayed: false, revision: 1 });
    const second = await recorded(recorder, postMergeEvent(projectId, decisionId, 'REGRESSION', 'ci-run-2'));
    expect(second).toMatchObject({ replayed: false, revision: 2 });
    expect(second.decision.postMergeOutcome).toMatchObject({ revision: 2, outcomeKey: 'ci-run-2', outcome: 'REGRESSION' });
    expect(second.decision.postMergeRevisions.map((r: { revision: number; outcome: string }) => [r.revision, r.outcome])).toEqual([
      [1, 'CLEAN'],
      [2, 'REGRESSION'],
    ]);
    const before = await ledger.gql(reader.token, AGREEMENT_DECISION, { projectId, decisionId, asOf: first.recordedAt });
    const decisionBefore = expectTypename(before.data.agreementDecision, 'AgreementDecision');
    expect(decisionBefore.postMergeOutcome).toMatchObject({ revision: 1, outcome: 'CLEAN' });
    expect(decisionBefore.postMergeRevisions).toHaveLength(1);
  });

  it('replays the same key and content, refuses the same key with other content, writing nothing', async () => {
    const decisionId = await mergedDecision('lane-revise');
    const first = await recorded(recorder, postMergeEvent(projectId, decisionId, 'CLEAN', 'ci-run-1'));
    const replay = await record(recorder, postMergeEvent(projectId, decisionId, 'CLEAN', 'ci-run-1'));
    expect(replay).toMatchObject({ replayed: true, revision: 1, contentDigest: first.contentDigest, recordedAt: first.recordedAt });
    const conflict = await record(recorder, postMergeEvent(projectId, decisionId, 'REVERTED', 'ci-run-1'));
    expect(conflict).toMatchObject({
      __typename: 'IdempotencyConflictError',
      idempotencyKey: `${projectId}/${decisionId}/POST_MERGE_OUTCOME/ci-run-1`,
      existingDigest: first.contentDigest,
    });
    expect(await outcomeRows(decisionId)).toEqual([{ revision: 1, outcome_key: 'ci-run-1', outcome: 'CLEAN' }]);
  });

  it.each([
    ['outside the reference grammar', 'has space'],
    ['that looks like a credential', 'ghp_abcdefghijklmnopqrstuvwxyz0123456789'],
  ])('refuses an outcome key %s, writing nothing', async (_what, outcomeKey) => {
    const decisionId = await mergedDecision('lane-revise');
    const result = expectTypename(await record(recorder, postMergeEvent(projectId, decisionId, 'CLEAN', outcomeKey)), 'ValidationError');
    expect(result.issues[0]?.path).toBe('input.postMergeOutcome.outcomeKey');
    expect(result.message).not.toContain(outcomeKey);
    expect(await outcomeRows(decisionId)).toEqual([]);
  });

  it("refuses a revision from the proposing agent's own credential, and a revision of a decision that was not merged", async () => {
    const decisionId = newDecisionId();
    const agent = await ledger.token({ roles: ['recorder'], projects: [projectId], actorRef: 'agent-writer' });
    await record(recorder, proposedEvent(projectId, decisionId, { lane: 'lane-revise' }));
    await record(adjudicator, reviewedEvent(projectId, decisionId));
    await record(recorder, postMergeEvent(projectId, decisionId, 'CLEAN', 'ci-run-1'));
    expect((await record(agent, postMergeEvent(projectId, decisionId, 'CLEAN', 'ci-run-2'))).__typename).toBe('ForbiddenError');
    const rejected = newDecisionId();
    await record(recorder, proposedEvent(projectId, rejected, { lane: 'lane-revise' }));
    await record(adjudicator, reviewedEvent(projectId, rejected, { humanVerdict: 'REJECT', agreement: 'TRUE_FAIL' }));
    expect((await record(recorder, postMergeEvent(projectId, rejected, 'CLEAN', 'ci-run-1'))).__typename).toBe('OutOfOrderError');
    expect((await outcomeRows(decisionId)).map((row) => row.outcome_key)).toEqual(['ci-run-1']);
    expect(await outcomeRows(rejected)).toEqual([]);
  });

  it('numbers concurrent revisions gaplessly, and concurrent identical ones once', async () => {
    const decisionId = await mergedDecision('lane-revise');
    const distinct = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        recorded(recorder, postMergeEvent(projectId, decisionId, i % 2 ? 'REGRESSION' : 'CLEAN', `ci-run-${i}`)),
      ),
    );
    expect(distinct.map((result) => result.revision).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const same = await Promise.all(
      Array.from({ length: 6 }, () => recorded(recorder, postMergeEvent(projectId, decisionId, 'CLEAN', 'ci-run-final'))),
    );
    expect(same.filter((result) => !result.replayed)).toHaveLength(1);
    expect(new Set(same.map((result) => result.revision))).toEqual(new Set([9]));
    expect((await outcomeRows(decisionId)).map((row) => row.revision)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('is numbered by the database: a revision or a missing key chosen by a writer is not taken, and rows never change', async () => {
    const decisionId = await mergedDecision('lane-revise');
    await record(recorder, postMergeEvent(projectId, decisionId, 'CLEAN', 'ci-run-1'));
    const app = new pg.Client({ connectionString: ledger.appUrl });
    await app.connect();
    await app.query('SET ROLE crl_app');
    try {
      const insert = (key: string | null, revision: number) =>
        app.query<{ revision: number }>(
          `INSERT INTO agreement_event (project_id, decision_id, event_type, actor_ref, post_merge_outcome, evidence_digest, outcome_key, revision,
              content_digest, guardrail_check_keys, guardrail_check_results)
           VALUES ($1, $2, 'POST_MERGE_OUTCOME', 'direct-writer', 'REVERTED', $3, $4, $5, $6, '{}', '{}') RETURNING revision`,
          [projectId, decisionId, fakeDigest('ci'), key, revision, fakeDigest(`direct-${key}`)],
        );
      expect((await insert('ci-direct', 1)).rows[0]!.revision).toBe(2);
      await expect(insert(null, 3)).rejects.toThrow(/outcome key/);
      await expect(insert('ci-direct', 7)).rejects.toThrow(/duplicate key/);
      await expect(app.query(`UPDATE agreement_event SET revision = 5 WHERE decision_id = $1`, [decisionId])).rejects.toThrow();
      // a proposal or a review is always revision 1
      const proposal = await app.query<{ revision: number }>(
        `INSERT INTO agreement_event (project_id, decision_id, event_type, actor_ref, lane, risk_tier, agent_ref, guardrail_verdict, property,
            workflow_slug, phase, artifact_ref, proposal_digest, revision, content_digest, guardrail_check_keys, guardrail_check_results)
         VALUES ($1, $2, 'PROPOSED', 'direct-writer', 'lane-x', 'TIER_1', 'agent-x', 'PASS', 'site', 'wf', 'draft', 'artifact', $3, 4, $3, '{}', '{}')
         RETURNING revision`,
        [projectId, newDecisionId(), fakeDigest('direct-proposal')],
      );
      expect(proposal.rows[0]!.revision).toBe(1);
    } finally {
      await app.end();
    }
    await expect(ledger.owner.query(`UPDATE agreement_event SET revision = 5 WHERE decision_id = $1`, [decisionId])).rejects.toThrow();
    expect((await outcomeRows(decisionId)).map((row) => row.revision)).toEqual([1, 2]);
  });
});

// docs/agreement-log.md, "Post-merge revisions": three merges reported CLEAN; later
// continuous verification finds a regression in one of them and revises it.
describe('the worked example: a regression found after CLEAN', () => {
  it('changes only reports as of the revision and later; earlier reports stay byte-identical', async () => {
    const lane = 'lane-example-revision';
    const decisions = [await mergedDecision(lane), await mergedDecision(lane), await mergedDecision(lane)];
    let cleanAt = '';
    for (const decisionId of decisions)
      cleanAt = (await recorded(recorder, postMergeEvent(projectId, decisionId, 'CLEAN', 'ci-nightly-1'))).recordedAt;

    const before = await rates(lane, cleanAt);
    expect(before.final).toBe(true);
    expect(before.all.postMerge).toEqual({ clean: 3, regression: 0, reverted: 0, awaitingOutcome: 0 });
    expect(before.all.postMergeRegressionRate).toEqual({ numerator: 0, denominator: 3, value: 0, ...wilsonInterval(0, 3)! });

    const revised = await recorded(recorder, postMergeEvent(projectId, decisions[0]!, 'REGRESSION', 'ci-continuous-7'));
    expect(revised.revision).toBe(2);

    const again = await rates(lane, cleanAt);
    expect(again.text).toBe(before.text);
    expect(again.all.evidenceDigest).toBe(before.all.evidenceDigest);

    const after = await rates(lane, revised.recordedAt);
    expect(after.all.postMerge).toEqual({ clean: 2, regression: 1, reverted: 0, awaitingOutcome: 0 });
    expect(after.all.postMergeRegressionRate).toEqual({ numerator: 1, denominator: 3, value: 1 / 3, ...wilsonInterval(1, 3)! });
    // the figures docs/agreement-log.md states
    expect(after.all.postMergeRegressionRate.lower?.toFixed(4)).toBe('0.0615');
    expect(after.all.postMergeRegressionRate.upper?.toFixed(4)).toBe('0.7923');
    expect(before.all.postMergeRegressionRate.upper?.toFixed(4)).toBe('0.5615');
    expect(after.all.evidenceDigest).not.toBe(before.all.evidenceDigest);
    // the falsePass and falseFail numbers do not move: only the post-merge outcome was revised
    expect(after.all.falsePassRate).toEqual(before.all.falsePassRate);
  });
});
