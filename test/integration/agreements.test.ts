// Recording the agreement log through GraphQL (docs/specification.md §7): events and their
// fold, authored agreement, reasons, self-review, idempotency, order, roles,
// project scope, concurrency and the decision queries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreementEventDigest, eventColumns, type AgreementEventSubmission } from '../../src/domain/agreement.js';
import {
  type AgreementProposalInput,
  type AgreementsListQuery,
  expectTypename,
  type GuardrailCheckInput,
  graphql,
  type RecordAgreementEventInput,
} from '../helpers/graphql.js';
import { createTestLedger, type GraphQLResponse, type TestLedger, type TestToken } from '../helpers/ledger.js';
import { fakeDigest, newProjectId } from '../helpers/outcomes.js';
import {
  AGREEMENT_DECISION,
  RECORD_AGREEMENT_EVENT,
  newDecisionId,
  postMergeEvent,
  proposedEvent,
  reviewInput,
  reviewedEvent,
  storeReason,
} from '../helpers/agreements.js';

let ledger: TestLedger;
let recorder: TestToken;
let adjudicator: TestToken;
let reader: TestToken;
const projectId = newProjectId();
const otherProjectId = newProjectId();

beforeAll(async () => {
  ledger = await createTestLedger();
  recorder = await ledger.token({ roles: ['recorder'], projects: [projectId] });
  adjudicator = await ledger.token({ roles: ['adjudicator'], projects: [projectId] });
  reader = await ledger.token({ roles: ['reader'], projects: [projectId] });
});
afterAll(() => ledger?.close());

async function record(token: TestToken, input: RecordAgreementEventInput) {
  const response = await ledger.gql(token.token, RECORD_AGREEMENT_EVENT, { input });
  expect(response.errors).toBeUndefined();
  return response.data.recordAgreementEvent;
}

/** The columns of an agreement_event row the tests read. */
interface AgreementEventRow {
  event_type: string;
  actor_ref: string;
  content_digest: string;
  recorded_at: Date;
}

async function eventRows(decisionId: string) {
  const result = await ledger.owner.query<AgreementEventRow>(
    'SELECT * FROM agreement_event WHERE decision_id = $1 ORDER BY recorded_at, event_type',
    [decisionId],
  );
  return result.rows;
}

async function readDecision(decisionId: string, token: TestToken = reader, asOf?: string) {
  const response = await ledger.gql(token.token, AGREEMENT_DECISION, { projectId, decisionId, asOf });
  expect(response.errors).toBeUndefined();
  return response.data.agreementDecision;
}

/** The decision as `token` reads it, asserted to be one. */
async function decided(decisionId: string, token: TestToken = reader, asOf?: string) {
  return expectTypename(await readDecision(decisionId, token, asOf), 'AgreementDecision');
}

/** A decision with its proposal recorded. */
async function proposedDecision(overrides: Partial<AgreementProposalInput> = {}) {
  const decisionId = newDecisionId();
  expect((await record(recorder, proposedEvent(projectId, decisionId, overrides))).__typename).toBe('RecordAgreementEventSuccess');
  return decisionId;
}

describe('recordAgreementEvent and the folded decision', () => {
  it('appends PROPOSED, REVIEWED and POST_MERGE_OUTCOME and folds them into one decision', async () => {
    const decisionId = newDecisionId();
    const proposed = expectTypename(await record(recorder, proposedEvent(projectId, decisionId)), 'RecordAgreementEventSuccess');
    expect(proposed).toMatchObject({
      __typename: 'RecordAgreementEventSuccess',
      replayed: false,
      eventType: 'PROPOSED',
      recordedBy: recorder.actorRef,
    });
    expect(proposed.decision.review).toBeNull();

    const reviewed = await record(adjudicator, reviewedEvent(projectId, decisionId));
    expect(reviewed).toMatchObject({ replayed: false, eventType: 'REVIEWED', recordedBy: adjudicator.actorRef });
    const outcome = await record(recorder, postMergeEvent(projectId, decisionId, 'REGRESSION'));
    expect(outcome).toMatchObject({ replayed: false, eventType: 'POST_MERGE_OUTCOME' });

    const decision = await decided(decisionId);
    expect(decision.proposal).toMatchObject({
      lane: 'lane-docs',
      riskTier: 'TIER_1',
      agentRef: 'agent-writer',
      guardrailVerdict: 'PASS',
      guardrailConfidence: 0.82,
      property: 'public-docs',
      recordedBy: recorder.actorRef,
    });
    expect(decision.proposal.guardrailChecks).toEqual([
      { checkKey: 'links', result: 'SKIPPED' },
      { checkKey: 'lint', result: 'PASS' },
    ]);
    expect(decision.review).toMatchObject({
      humanVerdict: 'MERGE',
      agreement: 'TRUE_PASS',
      reviewerRef: 'reviewer-ana',
      humanReviewLatencySeconds: 420,
    });
    expect(decision.postMergeOutcome).toMatchObject({ outcome: 'REGRESSION', evidenceDigest: fakeDigest('ci-REGRESSION') });

    const rows = await eventRows(decisionId);
    expect(rows.map((row) => row.event_type)).toEqual(['PROPOSED', 'REVIEWED', 'POST_MERGE_OUTCOME']);
    expect(rows.map((row) => row.actor_ref)).toEqual([recorder.actorRef, adjudicator.actorRef, recorder.actorRef]);
  });

  it('stores the SHA-256 of the canonical event content as content_digest', async () => {
    const decisionId = newDecisionId();
    const input = proposedEvent(projectId, decisionId);
    const result = expectTypename(await record(recorder, input), 'RecordAgreementEventSuccess');
    const submission = { projectId, decisionId, eventType: 'PROPOSED', proposal: input.proposal } as unknown as AgreementEventSubmission;
    const expected = agreementEventDigest(eventColumns(submission));
    expect(result.contentDigest).toBe(expected);
    const [row] = await eventRows(decisionId);
    expect(row!.content_digest).toBe(expected);
  });

  it('stamps recorded_at with the ledger clock', async () => {
    const decisionId = await proposedDecision();
    const [row] = await eventRows(decisionId);
    const { rows } = await ledger.owner.query<{ now: Date }>('SELECT now() AS now');
    expect(Math.abs(new Date(row!.recorded_at).getTime() - new Date(rows[0]!.now).getTime())).toBeLessThan(60_000);
  });

  it('answers agreementDecision as of an instant: later events are not seen', async () => {
    const decisionId = await proposedDecision();
    const [proposal] = await eventRows(decisionId);
    const asOf = new Date(new Date(proposal!.recorded_at).getTime() + 1).toISOString();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await record(adjudicator, reviewedEvent(projectId, decisionId));
    expect((await decided(decisionId)).review?.agreement).toBe('TRUE_PASS');
    expect((await decided(decisionId, reader, asOf)).review).toBeNull();
    expect(await readDecision(decisionId, reader, '2000-01-01T00:00:00.000Z')).toBeNull();
  });
});

describe('agreement is authored, never derived', () => {
  it('refuses a REVIEWED event without an agreement, writing nothing', async () => {
    const decisionId = await proposedDecision();
    const result = expectTypename(await record(adjudicator, reviewedEvent(projectId, decisionId, { agreement: null })), 'ValidationError');
    expect(result.issues.map((issue: { path: string }) => issue.path)).toEqual(['input.review.agreement']);
    const omitted = reviewInput();
    delete omitted.agreement;
    const alsoRefused = await record(adjudicator, { projectId, decisionId, eventType: 'REVIEWED', review: omitted });
    expect(alsoRefused.__typename).toBe('ValidationError');
    expect(await eventRows(decisionId)).toHaveLength(1);
  });

  it('keeps the authored value for the same verdict pair: PASS + REVISE can be FALSE_PASS or TRUE_PASS', async () => {
    const missed = await proposedDecision({ guardrailVerdict: 'PASS' });
    const taste = await proposedDecision({ guardrailVerdict: 'PASS' });
    const reason = await storeReason(ledger, adjudicator.token, projectId);
    await record(adjudicator, reviewedEvent(projectId, missed, { humanVerdict: 'REVISE', agreement: 'FALSE_PASS', reasonDigest: reason }));
    await record(adjudicator, reviewedEvent(projectId, taste, { humanVerdict: 'REVISE', agreement: 'TRUE_PASS', reasonDigest: reason }));
    expect((await decided(missed)).review).toMatchObject({ humanVerdict: 'REVISE', agreement: 'FALSE_PASS' });
    expect((await decided(taste)).review).toMatchObject({ humanVerdict: 'REVISE', agreement: 'TRUE_PASS' });
    // and a pair that "looks" consistent keeps a surprising authored value just the same
    const odd = await proposedDecision({ guardrailVerdict: 'FAIL' });
    await record(adjudicator, reviewedEvent(projectId, odd, { humanVerdict: 'MERGE', agreement: 'TRUE_FAIL' }));
    expect((await decided(odd)).review?.agreement).toBe('TRUE_FAIL');
  });
});

describe('reasons for REVISE and WAIVE', () => {
  it.each(['REVISE', 'WAIVE'] as const)('refuses %s without a reason digest, and accepts it with one', async (verdict) => {
    const decisionId = await proposedDecision();
    const refused = expectTypename(
      await record(
        adjudicator,
        reviewedEvent(projectId, decisionId, { humanVerdict: verdict, agreement: 'FALSE_PASS', reasonDigest: null }),
      ),
      'ValidationError',
    );
    expect(refused.issues[0]?.path).toBe('input.review.reasonDigest');
    expect(await eventRows(decisionId)).toHaveLength(1);
    const reason = await storeReason(ledger, adjudicator.token, projectId, `why ${verdict}`);
    const accepted = expectTypename(
      await record(
        adjudicator,
        reviewedEvent(projectId, decisionId, { humanVerdict: verdict, agreement: 'FALSE_PASS', reasonDigest: reason }),
      ),
      'RecordAgreementEventSuccess',
    );
    expect(accepted.decision.review?.reasonDigest).toBe(reason);
  });

  it.each(['WAIVE', 'REVISE'] as const)(
    'refuses %s citing a reason the project does not hold (never stored, or stored only in another project), writing nothing',
    async (verdict) => {
      const otherAdjudicator = await ledger.token({ roles: ['adjudicator'], projects: [otherProjectId] });
      const elsewhere = await storeReason(ledger, otherAdjudicator.token, otherProjectId, `a reason of another project for ${verdict}`);
      const decisionId = await proposedDecision();
      for (const reasonDigest of [fakeDigest(`never stored ${verdict}`), elsewhere]) {
        const refused = expectTypename(
          await record(adjudicator, reviewedEvent(projectId, decisionId, { humanVerdict: verdict, agreement: 'FALSE_PASS', reasonDigest })),
          'ValidationError',
        );
        expect(refused.issues).toEqual([
          {
            path: 'input.review.reasonDigest',
            message: `no annotation of project ${projectId} has this digest; store the reason there first (storeAnnotation)`,
          },
        ]);
        expect(await eventRows(decisionId)).toHaveLength(1);
      }
      // The same text stored in this project is this project's reason: accepted.
      const own = await storeReason(ledger, adjudicator.token, projectId, `a reason of another project for ${verdict}`);
      expect(own).toBe(elsewhere);
      const accepted = expectTypename(
        await record(
          adjudicator,
          reviewedEvent(projectId, decisionId, { humanVerdict: verdict, agreement: 'FALSE_PASS', reasonDigest: own }),
        ),
        'RecordAgreementEventSuccess',
      );
      expect(accepted.decision.review).toMatchObject({ humanVerdict: verdict, reasonDigest: own });
    },
  );

  it('checks a reason given with MERGE or REJECT the same way', async () => {
    const decisionId = await proposedDecision();
    const refused = expectTypename(
      await record(
        adjudicator,
        reviewedEvent(projectId, decisionId, { humanVerdict: 'MERGE', reasonDigest: fakeDigest('no such reason') }),
      ),
      'ValidationError',
    );
    expect(refused.issues[0]?.path).toBe('input.review.reasonDigest');
    expect(await eventRows(decisionId)).toHaveLength(1);
  });

  it('accepts MERGE and REJECT without a reason', async () => {
    for (const verdict of ['MERGE', 'REJECT'] as const) {
      const decisionId = await proposedDecision();
      const result = await record(adjudicator, reviewedEvent(projectId, decisionId, { humanVerdict: verdict }));
      expect(result.__typename).toBe('RecordAgreementEventSuccess');
    }
  });
});

describe('no self-review', () => {
  it('refuses a review whose reviewerRef is the proposing agent', async () => {
    const decisionId = await proposedDecision({ agentRef: 'agent-selfish' });
    const result = await record(adjudicator, reviewedEvent(projectId, decisionId, { reviewerRef: 'agent-selfish' }));
    expect(result.__typename).toBe('ForbiddenError');
    expect(await eventRows(decisionId)).toHaveLength(1);
  });

  it("refuses a review submitted by the proposing agent's own credential", async () => {
    const agentAdjudicator = await ledger.token({ roles: ['adjudicator'], projects: [projectId], actorRef: 'agent-moonlighting' });
    const decisionId = await proposedDecision({ agentRef: 'agent-moonlighting' });
    const result = await record(agentAdjudicator, reviewedEvent(projectId, decisionId, { reviewerRef: 'someone-else' }));
    expect(result.__typename).toBe('ForbiddenError');
    expect(await eventRows(decisionId)).toHaveLength(1);
  });

  it('refuses a review naming the recorder of the proposal as reviewer', async () => {
    const decisionId = await proposedDecision();
    const result = await record(adjudicator, reviewedEvent(projectId, decisionId, { reviewerRef: recorder.actorRef }));
    expect(result.__typename).toBe('ForbiddenError');
  });
});

describe('idempotency', () => {
  it.each([
    [
      'PROPOSED',
      (decisionId: string) => proposedEvent(projectId, decisionId),
      (decisionId: string) => proposedEvent(projectId, decisionId, { lane: 'lane-other' }),
    ],
    [
      'REVIEWED',
      (decisionId: string) => reviewedEvent(projectId, decisionId),
      (decisionId: string) => reviewedEvent(projectId, decisionId, { agreement: 'FALSE_FAIL' }),
    ],
    // a post-merge outcome is keyed by its outcome key: the same key with other content conflicts
    [
      'POST_MERGE_OUTCOME',
      (decisionId: string) => postMergeEvent(projectId, decisionId, 'CLEAN'),
      (decisionId: string) => postMergeEvent(projectId, decisionId, 'REVERTED', 'ci-CLEAN'),
    ],
  ] as const)('%s: identical content replays, different content conflicts, nothing is written', async (eventType, same, different) => {
    const decisionId = newDecisionId();
    const tokenFor = (type: string) => (type === 'REVIEWED' ? adjudicator : recorder);
    // prerequisites of the event under test
    if (eventType !== 'PROPOSED') await record(recorder, proposedEvent(projectId, decisionId));
    if (eventType === 'POST_MERGE_OUTCOME') await record(adjudicator, reviewedEvent(projectId, decisionId));

    const first = expectTypename(await record(tokenFor(eventType), same(decisionId)), 'RecordAgreementEventSuccess');
    expect(first.replayed).toBe(false);
    const before = await eventRows(decisionId);

    const replay = await record(tokenFor(eventType), same(decisionId));
    expect(replay).toMatchObject({
      __typename: 'RecordAgreementEventSuccess',
      replayed: true,
      contentDigest: first.contentDigest,
      recordedAt: first.recordedAt,
    });

    const conflict = expectTypename(await record(tokenFor(eventType), different(decisionId)), 'IdempotencyConflictError');
    expect(conflict.idempotencyKey).toBe(`${projectId}/${decisionId}/${eventType}${eventType === 'POST_MERGE_OUTCOME' ? '/ci-CLEAN' : ''}`);
    expect(conflict.existingDigest).toBe(first.contentDigest);
    expect(conflict.submittedDigest).not.toBe(first.contentDigest);
    expect(await eventRows(decisionId)).toEqual(before);
  });

  it('replays a proposal whose guardrail checks are listed in another order', async () => {
    const decisionId = newDecisionId();
    const checks: GuardrailCheckInput[] = [
      { checkKey: 'a-check', result: 'PASS' },
      { checkKey: 'b-check', result: 'FAIL' },
    ];
    await record(recorder, proposedEvent(projectId, decisionId, { guardrailChecks: checks }));
    const again = await record(recorder, proposedEvent(projectId, decisionId, { guardrailChecks: [...checks].reverse() }));
    expect(expectTypename(again, 'RecordAgreementEventSuccess').replayed).toBe(true);
  });

  it('turns concurrent identical events into one row and replays', async () => {
    const decisionId = newDecisionId();
    const proposals = await Promise.all(Array.from({ length: 12 }, () => record(recorder, proposedEvent(projectId, decisionId))));
    expect(proposals.every((result) => result.__typename === 'RecordAgreementEventSuccess')).toBe(true);
    expect(proposals.filter((result) => !expectTypename(result, 'RecordAgreementEventSuccess').replayed)).toHaveLength(1);
    const reviews = (await Promise.all(Array.from({ length: 12 }, () => record(adjudicator, reviewedEvent(projectId, decisionId))))).map(
      (result) => expectTypename(result, 'RecordAgreementEventSuccess'),
    );
    expect(reviews.filter((result) => !result.replayed)).toHaveLength(1);
    expect(reviews.filter((result) => result.replayed)).toHaveLength(11);
    expect(await eventRows(decisionId)).toHaveLength(2);
  });

  it('lets exactly one of two concurrent different reviews win; the other conflicts', async () => {
    const decisionId = await proposedDecision();
    const results = await Promise.all([
      record(adjudicator, reviewedEvent(projectId, decisionId, { agreement: 'TRUE_PASS' })),
      record(adjudicator, reviewedEvent(projectId, decisionId, { agreement: 'FALSE_PASS', humanVerdict: 'REJECT' })),
    ]);
    expect(results.map((result) => result.__typename).sort()).toEqual(['IdempotencyConflictError', 'RecordAgreementEventSuccess']);
    expect(await eventRows(decisionId)).toHaveLength(2);
  });
});

describe('order of events', () => {
  it('refuses a review before its proposal with OutOfOrderError, writing nothing', async () => {
    const decisionId = newDecisionId();
    const result = expectTypename(await record(adjudicator, reviewedEvent(projectId, decisionId)), 'OutOfOrderError');
    expect(result.message).toContain('no PROPOSED event');
    expect(await eventRows(decisionId)).toHaveLength(0);
  });

  it('refuses a post-merge outcome before any review, and before a proposal', async () => {
    const decisionId = await proposedDecision();
    const early = await record(recorder, postMergeEvent(projectId, decisionId));
    expect(early.__typename).toBe('OutOfOrderError');
    const orphan = await record(recorder, postMergeEvent(projectId, newDecisionId()));
    expect(orphan.__typename).toBe('OutOfOrderError');
    expect(await eventRows(decisionId)).toHaveLength(1);
  });

  it('refuses a post-merge outcome for a decision that was not merged', async () => {
    const decisionId = await proposedDecision();
    await record(adjudicator, reviewedEvent(projectId, decisionId, { humanVerdict: 'REJECT', agreement: 'TRUE_FAIL' }));
    const result = expectTypename(await record(recorder, postMergeEvent(projectId, decisionId)), 'OutOfOrderError');
    expect(result.message).toContain('MERGE');
    expect(await eventRows(decisionId)).toHaveLength(2);
  });
});

describe('input validation', () => {
  it('requires the section of the event type and refuses the others', async () => {
    const decisionId = newDecisionId();
    const missing = expectTypename(await record(recorder, { projectId, decisionId, eventType: 'PROPOSED' }), 'ValidationError');
    expect(missing.issues[0]?.path).toBe('input.proposal');
    const extra = expectTypename(
      await record(recorder, { ...proposedEvent(projectId, decisionId), review: reviewInput() }),
      'ValidationError',
    );
    expect(extra.issues[0]?.path).toBe('input.review');
    expect(await eventRows(decisionId)).toHaveLength(0);
  });

  it.each<[string, Partial<AgreementProposalInput>, string]>([
    ['a lane outside the label grammar', { lane: 'has space' }, 'input.proposal.lane'],
    ['a confidence above 1', { guardrailConfidence: 1.5 }, 'input.proposal.guardrailConfidence'],
    ['a malformed proposal digest', { proposalDigest: 'abc' }, 'input.proposal.proposalDigest'],
    ['a credential-looking agent', { agentRef: 'ghp_abcdefghijklmnopqrstuvwxyz0123456789' }, 'input.proposal.agentRef'],
    [
      'a repeated check key',
      {
        guardrailChecks: [
          { checkKey: 'x', result: 'PASS' },
          { checkKey: 'x', result: 'FAIL' },
        ],
      },
      'input.proposal.guardrailChecks.1.checkKey',
    ],
    [
      'more than 64 checks',
      { guardrailChecks: Array.from({ length: 65 }, (_, i) => ({ checkKey: `c${i}`, result: 'PASS' })) },
      'input.proposal.guardrailChecks',
    ],
  ])('refuses %s', async (_label, overrides, path) => {
    const decisionId = newDecisionId();
    const result = expectTypename(await record(recorder, proposedEvent(projectId, decisionId, overrides)), 'ValidationError');
    expect(result.issues.map((issue: { path: string }) => issue.path)).toContain(path);
    expect(await eventRows(decisionId)).toHaveLength(0);
  });

  it('accepts a deterministic guardrail without confidence', async () => {
    const decisionId = newDecisionId();
    const result = expectTypename(
      await record(recorder, proposedEvent(projectId, decisionId, { guardrailConfidence: null, guardrailChecks: null })),
      'RecordAgreementEventSuccess',
    );
    expect(result.decision.proposal.guardrailConfidence).toBeNull();
    expect(result.decision.proposal.guardrailChecks).toEqual([]);
  });

  it('refuses a negative review latency', async () => {
    const decisionId = await proposedDecision();
    const result = await record(adjudicator, reviewedEvent(projectId, decisionId, { humanReviewLatencySeconds: -1 }));
    expect(result.__typename).toBe('ValidationError');
  });
});

describe('roles and projects', () => {
  it.each([
    ['PROPOSED', ['adjudicator']],
    ['PROPOSED', ['reader']],
    ['REVIEWED', ['recorder']],
    ['REVIEWED', ['reader']],
    ['POST_MERGE_OUTCOME', ['adjudicator']],
    ['POST_MERGE_OUTCOME', ['admin']],
  ] as const)('refuses %s from a token with roles %j', async (eventType, roles) => {
    const token = await ledger.token({ roles: [...roles], projects: [projectId] });
    const decisionId = await proposedDecision();
    if (eventType === 'POST_MERGE_OUTCOME') await record(adjudicator, reviewedEvent(projectId, decisionId));
    const input =
      eventType === 'PROPOSED'
        ? proposedEvent(projectId, newDecisionId())
        : eventType === 'REVIEWED'
          ? reviewedEvent(projectId, decisionId)
          : postMergeEvent(projectId, decisionId);
    const result = expectTypename(await record(token, input), 'ForbiddenError');
    expect(result.message).toContain(eventType === 'REVIEWED' ? 'adjudicator' : 'recorder');
  });

  it('refuses writes to a project outside the token', async () => {
    const decisionId = newDecisionId();
    const result = await record(recorder, proposedEvent(otherProjectId, decisionId));
    expect(result.__typename).toBe('ForbiddenError');
    expect(await eventRows(decisionId)).toHaveLength(0);
  });

  it("hides decisions outside the token's projects, and from tokens without the reader role", async () => {
    const otherRecorder = await ledger.token({ roles: ['recorder'], projects: [otherProjectId] });
    const decisionId = newDecisionId();
    await record(otherRecorder, proposedEvent(otherProjectId, decisionId));
    const response = await ledger.gql(reader.token, AGREEMENT_DECISION, { projectId: otherProjectId, decisionId });
    expect(response.data.agreementDecision).toBeNull();
    const mine = await proposedDecision();
    expect(await readDecision(mine, recorder)).toBeNull();
    expect((await decided(mine, reader)).decisionId).toBe(mine);
  });
});

describe('agreementDecisions', () => {
  // Every field of a decision (AgreementsDecisionFields of test/helpers/agreements.ts), read through the list.
  const LIST = graphql(`
    query AgreementsList($projectId: String, $lane: String, $first: Int, $after: String, $last: Int, $before: String) {
      agreementDecisions(projectId: $projectId, lane: $lane, first: $first, after: $after, last: $last, before: $before) {
        __typename
        ... on AgreementDecisionsConnection {
          totalCount
          pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
          edges { cursor node { ...AgreementsDecisionFields } }
        }
        ... on ValidationError { message issues { path message } }
      }
    }
  `);

  it('pages through a lane newest proposal first, with a total count', async () => {
    const lane = 'lane-paged';
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await proposedDecision({ lane }));
    await record(adjudicator, reviewedEvent(projectId, ids[4]!));
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const response: GraphQLResponse<AgreementsListQuery> = await ledger.gql(reader.token, LIST, { projectId, lane, first: 2, after });
      const page = expectTypename(response.data.agreementDecisions, 'AgreementDecisionsConnection');
      expect(page.totalCount).toBe(5);
      seen.push(...page.edges.map((edge) => edge.node.decisionId));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen).toEqual([...ids].reverse());
    const first = await ledger.gql(reader.token, LIST, { projectId, lane, first: 1 });
    expect(expectTypename(first.data.agreementDecisions, 'AgreementDecisionsConnection').edges[0]?.node.review?.agreement).toBe(
      'TRUE_PASS',
    );

    const backwards = await ledger.gql(reader.token, LIST, { projectId, lane, last: 2 });
    expect(
      expectTypename(backwards.data.agreementDecisions, 'AgreementDecisionsConnection').edges.map((edge) => edge.node.decisionId),
    ).toEqual([ids[1], ids[0]]);
  });

  it('refuses a cursor it did not issue with a ValidationError', async () => {
    const response = await ledger.gql(reader.token, LIST, { projectId, first: 2, after: 'not-a-cursor' });
    expect(expectTypename(response.data.agreementDecisions, 'ValidationError').issues[0]?.path).toBe('after');
  });

  it('refuses a negative page size with a ValidationError', async () => {
    const response = await ledger.gql(reader.token, LIST, { projectId, first: -1 });
    expect(expectTypename(response.data.agreementDecisions, 'ValidationError').issues[0]?.path).toBe('first');
  });

  it("lists only the token's projects", async () => {
    const otherRecorder = await ledger.token({ roles: ['recorder'], projects: [otherProjectId] });
    const lane = 'lane-scoped';
    await record(otherRecorder, proposedEvent(otherProjectId, newDecisionId(), { lane }));
    const response = await ledger.gql(reader.token, LIST, { lane, first: 10 });
    expect(expectTypename(response.data.agreementDecisions, 'AgreementDecisionsConnection').totalCount).toBe(0);
    const explicit = await ledger.gql(reader.token, LIST, { projectId: otherProjectId, first: 10 });
    expect(expectTypename(explicit.data.agreementDecisions, 'AgreementDecisionsConnection').totalCount).toBe(0);
    const everywhere = await ledger.token({ roles: ['reader'], allProjects: true });
    const all = await ledger.gql(everywhere.token, LIST, { lane, first: 10 });
    expect(expectTypename(all.data.agreementDecisions, 'AgreementDecisionsConnection').totalCount).toBe(1);
  });
});
