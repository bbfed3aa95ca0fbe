// The agreement log's pure rules (docs/specification.md §7): event planning (order,
// self-review, idempotency), the fold per decision, and the rates per lane and tier.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  agreementConfidenceCurve,
  agreementEventDigest,
  agreementRates,
  eventColumns,
  fixedSequenceCutoff,
  foldDecisions,
  planAgreementEvent,
  type AgreementEventRecord,
  type AgreementEventSubmission,
  type ProposalContent,
  type ReviewContent,
} from '../../src/domain/agreement.js';
import type { Agreement, HumanVerdict, PostMergeOutcome, RiskTier } from '../../src/domain/enums.js';
import { wilsonInterval } from '../../src/domain/wilson.js';
import { anytimeInterval } from '../../src/domain/confidence-sequence.js';
import { digestOf } from '../../src/domain/canonical.js';
import { assertProperty } from '../helpers/property.js';

const PROJECT = '7d0c2d1e-5a8e-4f1b-9c3a-0d1e2f3a4b5c';
const DIGEST = 'a'.repeat(64);
const DAY = 24 * 60 * 60 * 1000;
const ASOF = new Date('2026-06-30T12:00:00.000Z');

function proposal(overrides: Partial<ProposalContent> = {}): ProposalContent {
  return {
    prRef: null,
    lane: 'lane-a',
    riskTier: 'TIER_1',
    agentRef: 'agent-1',
    guardrailVerdict: 'PASS',
    guardrailConfidence: 0.9,
    guardrailChecks: [],
    property: 'docs-site',
    workflowSlug: 'wf',
    phase: 'build',
    artifactRef: 'artifact-1',
    proposalDigest: DIGEST,
    ...overrides,
  };
}

function review(overrides: Partial<ReviewContent> = {}): ReviewContent {
  return {
    humanVerdict: 'MERGE',
    agreement: 'TRUE_PASS',
    reviewerRef: 'reviewer-1',
    reasonDigest: null,
    proposalToMergeDiffDigest: null,
    humanReviewLatencySeconds: null,
    ...overrides,
  };
}

let sequence = 0;
/** A stored event as the store would return it. */
function stored(submission: AgreementEventSubmission, recordedAt: Date, actorRef = 'recorder-1', revision = 1): AgreementEventRecord {
  const columns = eventColumns(submission);
  sequence += 1;
  return {
    ...columns,
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    actorRef,
    revision,
    contentDigest: agreementEventDigest(columns),
    recordedAt,
  };
}

const proposed = (decisionId: string, content: Partial<ProposalContent> = {}): AgreementEventSubmission => ({
  projectId: PROJECT,
  decisionId,
  eventType: 'PROPOSED',
  proposal: proposal(content),
});
const reviewed = (decisionId: string, content: Partial<ReviewContent> = {}): AgreementEventSubmission => ({
  projectId: PROJECT,
  decisionId,
  eventType: 'REVIEWED',
  review: review(content),
});
const postMerge = (decisionId: string, outcome: PostMergeOutcome, outcomeKey = `ci-${outcome}`): AgreementEventSubmission => ({
  projectId: PROJECT,
  decisionId,
  eventType: 'POST_MERGE_OUTCOME',
  postMerge: { outcomeKey, outcome, evidenceDigest: DIGEST },
});

describe('planAgreementEvent', () => {
  const reviewer = { actorRef: 'adjudicator-1' };

  it('appends a first proposal', () => {
    expect(planAgreementEvent(proposed('d1'), [], { actorRef: 'recorder-1' }).kind).toBe('append');
  });

  it('refuses a review before its proposal, and a post-merge outcome before its review', () => {
    const early = planAgreementEvent(reviewed('d1'), [], reviewer);
    expect(early.kind === 'refused' && early.refusal.reason).toBe('OUT_OF_ORDER');
    const p = stored(proposed('d1'), ASOF);
    const noReview = planAgreementEvent(postMerge('d1', 'CLEAN'), [p], { actorRef: 'recorder-1' });
    expect(noReview.kind === 'refused' && noReview.refusal.reason).toBe('OUT_OF_ORDER');
  });

  it.each<HumanVerdict>(['REJECT', 'REVISE', 'WAIVE'])('refuses a post-merge outcome for a decision reviewed %s', (verdict) => {
    const events = [stored(proposed('d1'), ASOF), stored(reviewed('d1', { humanVerdict: verdict, reasonDigest: DIGEST }), ASOF)];
    const plan = planAgreementEvent(postMerge('d1', 'REGRESSION'), events, { actorRef: 'recorder-1' });
    expect(plan.kind === 'refused' && plan.refusal.reason).toBe('OUT_OF_ORDER');
  });

  it('accepts a post-merge outcome after a MERGE verdict', () => {
    const events = [stored(proposed('d1'), ASOF), stored(reviewed('d1'), ASOF)];
    expect(planAgreementEvent(postMerge('d1', 'CLEAN'), events, { actorRef: 'recorder-1' }).kind).toBe('append');
  });

  it.each([
    ['the reviewerRef is the proposing agent', { reviewerRef: 'agent-1' }, reviewer],
    ['the reviewerRef is the recorder of the proposal', { reviewerRef: 'recorder-1' }, reviewer],
    ['the submitting actor is the proposing agent', {}, { actorRef: 'agent-1' }],
    ['the submitting actor recorded the proposal', {}, { actorRef: 'recorder-1' }],
  ])('refuses a review when %s', (_label, content, submitter) => {
    const plan = planAgreementEvent(reviewed('d1', content), [stored(proposed('d1'), ASOF)], submitter);
    expect(plan.kind === 'refused' && plan.refusal.reason).toBe('SELF_REVIEW');
  });

  it('refuses a post-merge outcome reported by the proposing agent', () => {
    const events = [stored(proposed('d1'), ASOF), stored(reviewed('d1'), ASOF)];
    const plan = planAgreementEvent(postMerge('d1', 'CLEAN'), events, { actorRef: 'agent-1' });
    expect(plan.kind === 'refused' && plan.refusal.reason).toBe('SELF_REVIEW');
  });

  it('replays identical content and refuses different content under the same key', () => {
    const events = [stored(proposed('d1'), ASOF), stored(reviewed('d1'), ASOF)];
    const replay = planAgreementEvent(reviewed('d1'), events, reviewer);
    expect(replay.kind).toBe('replay');
    const conflict = planAgreementEvent(reviewed('d1', { agreement: 'FALSE_PASS' }), events, reviewer);
    if (conflict.kind !== 'refused' || conflict.refusal.reason !== 'CONFLICT')
      throw new Error(`expected a conflict, got ${JSON.stringify(conflict)}`);
    const error = conflict.refusal;
    expect(error.idempotencyKey).toBe(`${PROJECT}/d1/REVIEWED`);
    expect(error.existingDigest).toBe(events[1]!.contentDigest);
    expect(error.existingDigest).not.toBe(error.submittedDigest);
  });

  it('treats guardrail checks as a set: their order is not content', () => {
    const a = proposed('d1', {
      guardrailChecks: [
        { checkKey: 'lint', result: 'PASS' },
        { checkKey: 'build', result: 'FAIL' },
      ],
    });
    const b = proposed('d1', {
      guardrailChecks: [
        { checkKey: 'build', result: 'FAIL' },
        { checkKey: 'lint', result: 'PASS' },
      ],
    });
    expect(planAgreementEvent(b, [stored(a, ASOF)], { actorRef: 'recorder-1' }).kind).toBe('replay');
  });

  it('keeps the agreement exactly as authored, whatever the verdict pair', () => {
    // guardrail PASS, human REVISE: the reviewer alone says whether that was a false pass
    for (const agreement of ['FALSE_PASS', 'TRUE_PASS', 'TRUE_FAIL', 'FALSE_FAIL'] as Agreement[]) {
      const plan = planAgreementEvent(
        reviewed('d1', { humanVerdict: 'REVISE', reasonDigest: DIGEST, agreement }),
        [stored(proposed('d1'), ASOF)],
        reviewer,
      );
      expect(plan.kind === 'append' && plan.columns.agreement).toBe(agreement);
    }
  });
});

describe('foldDecisions', () => {
  it('folds events per decision and ignores events recorded after asOf', () => {
    const events = [
      stored(proposed('d1'), new Date(ASOF.getTime() - 2000)),
      stored(reviewed('d1'), new Date(ASOF.getTime() + 1)),
      stored(proposed('d0'), ASOF),
    ];
    const now = foldDecisions(events);
    expect(now.map((decision) => decision.decisionId)).toEqual(['d0', 'd1']);
    expect(now[1]!.review?.agreement).toBe('TRUE_PASS');
    const then = foldDecisions(events, ASOF);
    expect(then[1]!.review).toBeNull();
  });

  it('has no decision without its proposal', () => {
    expect(foldDecisions([stored(reviewed('d1'), ASOF)])).toEqual([]);
  });
});

interface Spec {
  lane?: string;
  tier?: RiskTier;
  verdict?: HumanVerdict;
  agreement: Agreement;
  post?: PostMergeOutcome;
  reviewedAt?: Date;
}

function decisionEvents(specs: Spec[]): AgreementEventRecord[] {
  return specs.flatMap((spec, index) => {
    const id = `d${String(index).padStart(4, '0')}`;
    const at = spec.reviewedAt ?? new Date(ASOF.getTime() - (index + 1) * 60_000);
    const verdict = spec.verdict ?? 'MERGE';
    const events = [
      stored(proposed(id, { lane: spec.lane ?? 'lane-a', riskTier: spec.tier ?? 'TIER_1' }), new Date(at.getTime() - 1000)),
      stored(
        reviewed(id, {
          humanVerdict: verdict,
          agreement: spec.agreement,
          reasonDigest: verdict === 'REVISE' || verdict === 'WAIVE' ? DIGEST : null,
        }),
        at,
        'adj',
      ),
    ];
    if (spec.post) events.push(stored(postMerge(id, spec.post), new Date(at.getTime() + 1000)));
    return events;
  });
}

const times = <T>(n: number, spec: T): T[] => Array.from({ length: n }, () => spec);

describe('agreementRates', () => {
  const params = { window: { lastDays: 30 }, asOf: ASOF, minSamples: 20 };

  it('counts the four agreements, computes both rates with Wilson intervals and keeps waives out of them', () => {
    const events = decisionEvents([
      ...times(16, { agreement: 'TRUE_PASS' as const }),
      ...times(4, { agreement: 'FALSE_PASS' as const, verdict: 'REVISE' as const }),
      ...times(3, { agreement: 'TRUE_FAIL' as const, verdict: 'REJECT' as const }),
      ...times(1, { agreement: 'FALSE_FAIL' as const }),
      ...times(5, { agreement: 'FALSE_PASS' as const, verdict: 'WAIVE' as const }),
    ]);
    const [lane] = agreementRates(events, params);
    const all = lane!.allTiers;
    expect([all.truePass, all.falsePass, all.trueFail, all.falseFail]).toEqual([16, 4, 3, 1]);
    expect(all.waiveCount).toBe(5);
    expect(all.sampleSize).toBe(24);
    expect(all.reviewedDecisions).toBe(29);
    expect(all.state).toBe('OK');
    expect(all.falsePassRate).toEqual({ numerator: 4, denominator: 20, value: 0.2, ...wilsonInterval(4, 20)! });
    expect(all.falseFailRate).toEqual({ numerator: 1, denominator: 4, value: 0.25, ...wilsonInterval(1, 4)! });
    expect(lane!.tiers.map((tier) => tier.riskTier)).toEqual(['TIER_0', 'TIER_1', 'TIER_2', 'TIER_3']);
    expect(lane!.tiers[1]!.falsePassRate).toEqual(all.falsePassRate);
  });

  it('reports INSUFFICIENT_EVIDENCE below minSamples, with counts and null values', () => {
    const events = decisionEvents([...times(3, { agreement: 'TRUE_PASS' as const }), { agreement: 'FALSE_PASS' }]);
    const [lane] = agreementRates(events, params);
    expect(lane!.allTiers.state).toBe('INSUFFICIENT_EVIDENCE');
    expect(lane!.allTiers.falsePassRate).toEqual({ numerator: 1, denominator: 4, value: null, lower: null, upper: null });
    expect(lane!.allTiers.eligibleForPromotion).toBe(false);
    expect(lane!.allTiers.promotionBlockedBy).toEqual(['INSUFFICIENT_EVIDENCE']);
  });

  it('never reports TIER_3 as eligible, and blocks a lane row holding TIER_3 work', () => {
    const events = decisionEvents([
      ...times(2, { agreement: 'TRUE_PASS' as const, tier: 'TIER_3' as const }),
      ...times(2, { agreement: 'TRUE_PASS' as const, tier: 'TIER_0' as const }),
    ]);
    const [lane] = agreementRates(events, { ...params, minSamples: 1 });
    const byTier = Object.fromEntries(lane!.tiers.map((tier) => [tier.riskTier, tier]));
    expect(byTier.TIER_3!.state).toBe('OK');
    expect(byTier.TIER_3!.eligibleForPromotion).toBe(false);
    expect(byTier.TIER_3!.promotionBlockedBy).toEqual(['TIER_3']);
    expect(byTier.TIER_0!.eligibleForPromotion).toBe(true);
    expect(lane!.allTiers.eligibleForPromotion).toBe(false);
    const [tier0Only] = agreementRates(events, { ...params, minSamples: 1, riskTier: 'TIER_0' });
    expect(tier0Only!.allTiers.eligibleForPromotion).toBe(true);
    const [tier3Only] = agreementRates(events, { ...params, minSamples: 1, riskTier: 'TIER_3' });
    expect(tier3Only!.allTiers.eligibleForPromotion).toBe(false);
  });

  it('rates post-merge regressions among merges with an outcome, counting reverts as regressions', () => {
    const events = decisionEvents([
      ...times(5, { agreement: 'TRUE_PASS' as const, post: 'CLEAN' as const }),
      { agreement: 'TRUE_PASS', post: 'REGRESSION' },
      { agreement: 'TRUE_PASS', post: 'REVERTED' },
      ...times(2, { agreement: 'TRUE_PASS' as const }),
      { agreement: 'TRUE_FAIL', verdict: 'REJECT' },
    ]);
    const [lane] = agreementRates(events, { ...params, minSamples: 1 });
    const all = lane!.allTiers;
    expect(all.merges).toBe(9);
    expect(all.postMerge).toEqual({ clean: 5, regression: 1, reverted: 1, awaitingOutcome: 2 });
    expect(all.postMergeRegressionRate).toEqual({ numerator: 2, denominator: 7, value: 2 / 7, ...wilsonInterval(2, 7)! });
  });

  it('windows by review time: lastDays keeps (asOf - n days, asOf], lastAttempts the n latest reviews', () => {
    const events = decisionEvents([
      { agreement: 'FALSE_PASS', reviewedAt: new Date(ASOF.getTime() - 30 * DAY) }, // on the open boundary: out
      { agreement: 'TRUE_PASS', reviewedAt: new Date(ASOF.getTime() - 30 * DAY + 1) }, // just inside
      { agreement: 'TRUE_PASS', reviewedAt: ASOF }, // the closed end: in
      { agreement: 'FALSE_PASS', reviewedAt: new Date(ASOF.getTime() + 1) }, // after asOf: out
    ]);
    const [days] = agreementRates(events, { ...params, minSamples: 1 });
    expect([days!.allTiers.truePass, days!.allTiers.falsePass]).toEqual([2, 0]);
    const [last] = agreementRates(events, { ...params, minSamples: 1, window: { lastAttempts: 3 } });
    expect([last!.allTiers.truePass, last!.allTiers.falsePass]).toEqual([2, 1]);
  });

  it('reports a lane asked for even without decisions, and lanes in code-point order', () => {
    const events = decisionEvents([
      { agreement: 'TRUE_PASS', lane: 'b-lane' },
      { agreement: 'TRUE_PASS', lane: 'B-lane' },
    ]);
    expect(agreementRates(events, params).map((lane) => lane.lane)).toEqual(['B-lane', 'b-lane']);
    const [empty] = agreementRates(events, { ...params, lane: 'quiet-lane' });
    expect(empty!.lane).toBe('quiet-lane');
    expect(empty!.allTiers.sampleSize).toBe(0);
    expect(empty!.allTiers.falsePassRate.value).toBeNull();
  });

  it('names its evidence: the digest changes with any contributing event and ignores events outside the window', () => {
    const base = decisionEvents(times(3, { agreement: 'TRUE_PASS' as const }));
    const [a] = agreementRates(base, params);
    const late = [...base, stored(proposed('late'), new Date(ASOF.getTime() + 5))];
    const [b] = agreementRates(late, params);
    expect(b!.allTiers.evidenceDigest).toBe(a!.allTiers.evidenceDigest);
    const more = decisionEvents(times(4, { agreement: 'TRUE_PASS' as const }));
    const [c] = agreementRates(more, params);
    expect(c!.allTiers.evidenceDigest).not.toBe(a!.allTiers.evidenceDigest);
  });

  it('is a pure function: byte-identical output for the same events in any order', () => {
    const specs: Spec[] = [];
    const agreements: Agreement[] = ['TRUE_PASS', 'FALSE_PASS', 'TRUE_FAIL', 'FALSE_FAIL'];
    for (let i = 0; i < 40; i++)
      specs.push({
        lane: `lane-${i % 3}`,
        tier: (['TIER_0', 'TIER_1', 'TIER_2', 'TIER_3'] as const)[i % 4],
        agreement: agreements[i % 4]!,
        verdict: i % 7 === 0 ? 'WAIVE' : 'MERGE',
        post: i % 5 === 0 ? 'REGRESSION' : undefined,
        // several reviews share a millisecond, so ties must be broken by decision id
        reviewedAt: new Date(ASOF.getTime() - Math.floor(i / 3) * 1000),
      });
    const events = decisionEvents(specs);
    const expected = JSON.stringify(agreementRates(events, { ...params, window: { lastAttempts: 5 }, minSamples: 2 }));
    assertProperty(
      fc.property(fc.shuffledSubarray(events, { minLength: events.length, maxLength: events.length }), (shuffled) => {
        expect(JSON.stringify(agreementRates(shuffled, { ...params, window: { lastAttempts: 5 }, minSamples: 2 }))).toBe(expected);
      }),
      { numRuns: 50 },
    );
  });
});

describe('post-merge revisions', () => {
  const recorder = { actorRef: 'recorder-1' };
  const merged = () => [stored(proposed('d1'), ASOF), stored(reviewed('d1'), ASOF, 'adj')];

  it('replays the same key with the same content, refuses it with other content, and appends a new key', () => {
    const first = stored(postMerge('d1', 'CLEAN', 'ci-run-1'), ASOF, 'recorder-1', 1);
    const events = [...merged(), first];
    const replay = planAgreementEvent(postMerge('d1', 'CLEAN', 'ci-run-1'), events, recorder);
    expect(replay.kind === 'replay' && replay.event).toBe(first);
    const conflict = planAgreementEvent(postMerge('d1', 'REGRESSION', 'ci-run-1'), events, recorder);
    if (conflict.kind !== 'refused' || conflict.refusal.reason !== 'CONFLICT') throw new Error('expected a conflict');
    expect(conflict.refusal.idempotencyKey).toBe(`${PROJECT}/d1/POST_MERGE_OUTCOME/ci-run-1`);
    expect(conflict.refusal.existingDigest).toBe(first.contentDigest);
    expect(planAgreementEvent(postMerge('d1', 'REGRESSION', 'ci-run-2'), events, recorder).kind).toBe('append');
    // the same content under another key is another revision, with its own digest
    const again = planAgreementEvent(postMerge('d1', 'CLEAN', 'ci-run-2'), events, recorder);
    expect(again.kind === 'append' && again.contentDigest).not.toBe(first.contentDigest);
  });

  it('leaves the digests of proposals and reviews as they were before outcome keys', () => {
    const columns = eventColumns(proposed('d1'));
    const { outcomeKey, ...before } = columns;
    expect(outcomeKey).toBeNull();
    expect(agreementEventDigest(columns)).toBe(digestOf(before));
  });

  it('folds to the highest revision recorded by asOf, with every revision listed in order', () => {
    const clean = stored(postMerge('d1', 'CLEAN', 'k1'), new Date(ASOF.getTime() + 1000), 'recorder-1', 1);
    const regression = stored(postMerge('d1', 'REGRESSION', 'k2'), new Date(ASOF.getTime() + 2000), 'recorder-1', 2);
    const events = [regression, ...merged(), clean];
    const [now] = foldDecisions(events);
    expect(now!.postMerge).toBe(regression);
    expect(now!.postMergeRevisions).toEqual([clean, regression]);
    const [before] = foldDecisions(events, new Date(ASOF.getTime() + 1500));
    expect(before!.postMerge).toBe(clean);
    expect(before!.postMergeRevisions).toEqual([clean]);
  });

  it('rates each decision by its latest revision as of asOf, and changes nothing before the revision', () => {
    const base = decisionEvents(times(3, { agreement: 'TRUE_PASS' as const, post: 'CLEAN' as const }));
    const revisedAt = new Date(ASOF.getTime() + 60_000);
    const revised = [...base, stored(postMerge('d0000', 'REVERTED', 'ci-late'), revisedAt, 'recorder-1', 2)];
    const params = { window: { lastDays: 30 }, minSamples: 1 };
    expect(JSON.stringify(agreementRates(revised, { ...params, asOf: ASOF }))).toBe(
      JSON.stringify(agreementRates(base, { ...params, asOf: ASOF })),
    );
    const [later] = agreementRates(revised, { ...params, asOf: revisedAt });
    expect(later!.allTiers.postMerge).toEqual({ clean: 2, regression: 0, reverted: 1, awaitingOutcome: 0 });
    expect(later!.allTiers.postMergeRegressionRate).toEqual({ numerator: 1, denominator: 3, value: 1 / 3, ...wilsonInterval(1, 3)! });
  });
});

// The worked example of docs/agreement-log.md, "Confidence cutoffs".
const CURVE_EXAMPLE: { confidence: number | null; agreement: Agreement; verdict: HumanVerdict; guardrail: 'PASS' | 'FAIL' }[] = [
  { confidence: 0.55, agreement: 'FALSE_PASS', verdict: 'REVISE', guardrail: 'PASS' },
  { confidence: 0.6, agreement: 'FALSE_PASS', verdict: 'REVISE', guardrail: 'PASS' },
  { confidence: 0.65, agreement: 'FALSE_PASS', verdict: 'WAIVE', guardrail: 'PASS' },
  { confidence: 0.7, agreement: 'TRUE_PASS', verdict: 'MERGE', guardrail: 'PASS' },
  { confidence: 0.7, agreement: 'FALSE_PASS', verdict: 'REVISE', guardrail: 'PASS' },
  { confidence: 0.8, agreement: 'TRUE_PASS', verdict: 'MERGE', guardrail: 'PASS' },
  { confidence: 0.8, agreement: 'TRUE_PASS', verdict: 'MERGE', guardrail: 'PASS' },
  { confidence: 0.9, agreement: 'TRUE_PASS', verdict: 'MERGE', guardrail: 'PASS' },
  { confidence: 0.9, agreement: 'TRUE_PASS', verdict: 'MERGE', guardrail: 'PASS' },
  { confidence: 0.95, agreement: 'TRUE_PASS', verdict: 'MERGE', guardrail: 'PASS' },
  { confidence: 0.95, agreement: 'TRUE_FAIL', verdict: 'REJECT', guardrail: 'FAIL' },
  { confidence: null, agreement: 'TRUE_PASS', verdict: 'MERGE', guardrail: 'PASS' },
  { confidence: null, agreement: 'TRUE_PASS', verdict: 'MERGE', guardrail: 'PASS' },
  { confidence: null, agreement: 'TRUE_PASS', verdict: 'MERGE', guardrail: 'PASS' },
  { confidence: null, agreement: 'FALSE_PASS', verdict: 'REVISE', guardrail: 'PASS' },
];

describe('confidence cutoffs', () => {
  const events = CURVE_EXAMPLE.flatMap((row, index) => {
    const id = `c${String(index).padStart(3, '0')}`;
    const at = new Date(ASOF.getTime() - (index + 1) * 60_000);
    return [
      stored(proposed(id, { guardrailConfidence: row.confidence, guardrailVerdict: row.guardrail }), new Date(at.getTime() - 1000)),
      stored(
        reviewed(id, {
          humanVerdict: row.verdict,
          agreement: row.agreement,
          reasonDigest: row.verdict === 'REVISE' || row.verdict === 'WAIVE' ? DIGEST : null,
        }),
        at,
        'adj',
      ),
    ];
  });
  const curveParams = { window: { lastDays: 30 }, asOf: ASOF, lane: 'lane-a', targetFalsePassUpper: 0.45 };

  it('gives one point per distinct confidence, ascending, with the false-pass rate of the proposals kept', () => {
    const curve = agreementConfidenceCurve(events, curveParams);
    expect(
      curve.points.map((point) => [
        point.minGuardrailConfidence,
        point.kept,
        point.falsePass,
        point.truePass + point.falsePass,
        point.waiveCount,
      ]),
    ).toEqual([
      [0.55, 10, 3, 9, 1],
      [0.6, 9, 2, 8, 1],
      [0.7, 8, 1, 7, 0],
      [0.8, 6, 0, 5, 0],
      [0.9, 4, 0, 3, 0],
      [0.95, 2, 0, 1, 0],
    ]);
    for (const point of curve.points) {
      const { numerator, denominator } = point.falsePassRate;
      expect(point.falsePassRate).toEqual({
        numerator,
        denominator,
        value: numerator / denominator,
        ...wilsonInterval(numerator, denominator)!,
      });
    }
    expect(curve.gradedInWindow).toBe(11);
    // FIXED_SAMPLE, the smallest cutoff whose Wilson upper bound reaches the target: 0/5 has
    // upper 0.4345 <= 0.45; 1/7 (0.5131) does not
    const fixed = agreementConfidenceCurve(events, { ...curveParams, bound: 'FIXED_SAMPLE' });
    expect(fixed.bound).toBe('FIXED_SAMPLE');
    expect(fixed.recommendedCutoff).toBe(0.8);
    expect(
      agreementConfidenceCurve(events, { ...curveParams, bound: 'FIXED_SAMPLE', targetFalsePassUpper: 0.3 }).recommendedCutoff,
    ).toBeNull();
    // ANYTIME (the default): the fixed sequence starts at 0.95, whose 0/1 has anytime upper
    // bound 1 − 0.05/2 = 0.975 > 0.45, so it stops there and recommends nothing
    expect(curve.bound).toBe('ANYTIME');
    expect(curve.points.at(-1)!.lifetime.falsePassRate.anytime!.upper).toBe(1 - anytimeInterval(1, 1)!.lower);
    expect(curve.recommendedCutoff).toBeNull();
    // at 0.98 every lifetime upper bound passes (the largest is 3/9's 0.7756 below 0.95's 0.975)
    expect(agreementConfidenceCurve(events, { ...curveParams, targetFalsePassUpper: 0.98 }).recommendedCutoff).toBe(0.55);
  });

  it('reports deterministic checks apart, never in a point', () => {
    const curve = agreementConfidenceCurve(events, curveParams);
    expect([curve.deterministic.kept, curve.deterministic.truePass, curve.deterministic.falsePass]).toEqual([4, 3, 1]);
    expect(curve.deterministic.falsePassRate).toEqual({ numerator: 1, denominator: 4, value: 0.25, ...wilsonInterval(1, 4)! });
  });

  it('agrees with agreementRates at the same cutoff, which leaves deterministic checks out', () => {
    const curve = agreementConfidenceCurve(events, curveParams);
    for (const point of curve.points) {
      const [lane] = agreementRates(events, {
        window: { lastDays: 30 },
        asOf: ASOF,
        minSamples: 1,
        minGuardrailConfidence: point.minGuardrailConfidence,
      });
      expect(lane!.allTiers.falsePassRate).toEqual(point.falsePassRate);
      expect(lane!.allTiers.sampleSize).toBe(point.kept);
      expect(lane!.allTiers.waiveCount).toBe(point.waiveCount);
    }
    const [zero] = agreementRates(events, { window: { lastDays: 30 }, asOf: ASOF, minSamples: 1, minGuardrailConfidence: 0 });
    expect(zero!.allTiers.sampleSize).toBe(10);
  });

  it('windows lastAttempts among graded decisions before the cutoff', () => {
    const curve = agreementConfidenceCurve(events, { ...curveParams, window: { lastAttempts: 3 } });
    // the three most recent graded reviews: 0.55, 0.6 and the 0.65 waive
    expect(curve.gradedInWindow).toBe(3);
    expect(curve.points.map((point) => point.minGuardrailConfidence)).toEqual([0.55, 0.6]);
    expect(curve.deterministic.kept).toBe(3);
  });

  it('is a pure function of the events and asOf', () => {
    const expected = JSON.stringify(agreementConfidenceCurve(events, curveParams));
    assertProperty(
      fc.property(fc.shuffledSubarray(events, { minLength: events.length, maxLength: events.length }), (shuffled) => {
        expect(JSON.stringify(agreementConfidenceCurve(shuffled, curveParams))).toBe(expected);
      }),
      { numRuns: 30 },
    );
  });
});

// docs/agreement-log.md, "The fixed-sequence test": a lane whose cutoff 0.5 passes the target
// on its own but is never reached, because the test stops at 0.6.
const SEQUENTIAL_EXAMPLE: [confidence: number, truePass: number, falsePass: number][] = [
  [0.5, 20, 0],
  [0.6, 1, 4],
  [0.8, 7, 1],
  [0.9, 12, 0],
];

describe('the fixed-sequence recommended cutoff and the promotion gate', () => {
  const events = SEQUENTIAL_EXAMPLE.flatMap(([confidence, truePass, falsePass], group) =>
    [...Array(truePass + falsePass).keys()].flatMap((index) => {
      const id = `s${group}-${String(index).padStart(3, '0')}`;
      const at = new Date(ASOF.getTime() - (group * 100 + index + 1) * 60_000);
      const agreement = index < truePass ? 'TRUE_PASS' : 'FALSE_PASS';
      return [
        stored(proposed(id, { lane: 'lane-seq', guardrailConfidence: confidence }), new Date(at.getTime() - 1000)),
        stored(reviewed(id, { humanVerdict: agreement === 'TRUE_PASS' ? 'MERGE' : 'REJECT', agreement }), at, 'adj'),
      ];
    }),
  );
  const params = { window: { lastDays: 30 }, asOf: ASOF, lane: 'lane-seq', targetFalsePassUpper: 0.4 };

  it('tests from the highest cutoff down on the lifetime anytime bounds and stops at the first it cannot pass', () => {
    const curve = agreementConfidenceCurve(events, params);
    expect(
      curve.points.map((point) => [
        point.minGuardrailConfidence,
        point.lifetime.falsePass,
        point.lifetime.truePass + point.lifetime.falsePass,
      ]),
    ).toEqual([
      [0.5, 5, 45],
      [0.6, 5, 25],
      [0.8, 1, 20],
      [0.9, 0, 12],
    ]);
    const uppers = curve.points.map((point) => point.lifetime.falsePassRate.anytime!.upper.toFixed(4));
    expect(uppers).toEqual(['0.3134', '0.4935', '0.3424', '0.3709']);
    expect(curve.recommendedCutoff).toBe(0.8);
    // FIXED_SAMPLE: every Wilson upper bound is at or below 0.4, so the smallest cutoff, 0.5
    expect(curve.points.map((point) => point.falsePassRate.upper!.toFixed(4))).toEqual(['0.2350', '0.3913', '0.2361', '0.2425']);
    expect(agreementConfidenceCurve(events, { ...params, bound: 'FIXED_SAMPLE' }).recommendedCutoff).toBe(0.5);
  });

  it('never recommends a cutoff below one it could not pass, whatever the points', () => {
    const point = (cutoff: number, falsePass: number, trials: number) =>
      ({
        minGuardrailConfidence: cutoff,
        lifetime: { falsePassRate: { anytime: trials === 0 ? null : anytimeInterval(falsePass, trials) } },
      }) as never;
    assertProperty(
      fc.property(
        fc.array(fc.tuple(fc.nat(30), fc.nat(60)), { maxLength: 8 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (counts, target) => {
          const points = counts.map(([s, extra], index) => point(index / 10, s, s + extra));
          const answer = fixedSequenceCutoff(points, target);
          const passes = counts.map(([s, extra]) => s + extra > 0 && anytimeInterval(s, s + extra)!.upper <= target);
          const firstFailureFromTop = passes.lastIndexOf(false);
          const expected = firstFailureFromTop === passes.length - 1 ? null : (firstFailureFromTop + 1) / 10;
          expect(answer).toBe(expected);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('gates promotion on the lifetime anytime upper bound by default and on the window Wilson bound when asked', () => {
    const rows = (extra: Record<string, unknown>) =>
      agreementRates(events, {
        window: { lastAttempts: 30 },
        asOf: ASOF,
        minSamples: 1,
        lane: 'lane-seq',
        minGuardrailConfidence: 0.8,
        ...extra,
      })[0]!.allTiers;
    // lifetime at 0.8: 1 of 20 (anytime upper 0.3424, Wilson 0.2361); the window of the 30 latest
    // graded reviews holds 0.5's 20, 0.6's 5 and 5 of 0.8's, so the row counts 5
    const ungated = rows({});
    expect([ungated.lifetime.falsePass, ungated.lifetime.kept, ungated.sampleSize]).toEqual([1, 20, 5]);
    expect(ungated.eligibleForPromotion).toBe(true);
    expect(ungated.lifetime.falsePassRate.anytime).toEqual(anytimeInterval(1, 20));
    expect(rows({ targetFalsePassUpper: 0.35 }).eligibleForPromotion).toBe(true);
    expect(rows({ targetFalsePassUpper: 0.34 }).promotionBlockedBy).toEqual(['FALSE_PASS_ABOVE_TARGET']);
    const windowUpper = ungated.falsePassRate.upper!;
    expect(rows({ targetFalsePassUpper: windowUpper, bound: 'FIXED_SAMPLE' }).eligibleForPromotion).toBe(true);
    expect(rows({ targetFalsePassUpper: windowUpper - 1e-9, bound: 'FIXED_SAMPLE' }).promotionBlockedBy).toEqual([
      'FALSE_PASS_ABOVE_TARGET',
    ]);
  });
});
