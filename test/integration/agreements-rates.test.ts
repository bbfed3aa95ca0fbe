// agreementRates through GraphQL (docs/specification.md §7): the four counts, false-pass and
// false-fail rates with Wilson intervals, waives on their own line, post-merge
// regressions, TIER_3 never eligible, windows, asOf, minSamples and determinism.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wilsonInterval } from '../../src/domain/wilson.js';
import {
  type Agreement,
  type AgreementsRatesQueryVariables,
  expectTypename,
  type HumanVerdict,
  type PostMergeOutcome,
  type RecordAgreementEventInput,
  type RiskTier,
} from '../helpers/graphql.js';
import { createTestLedger, type TestLedger, type TestToken } from '../helpers/ledger.js';
import { newProjectId } from '../helpers/outcomes.js';
import {
  AGREEMENT_RATES,
  RECORD_AGREEMENT_EVENT,
  newDecisionId,
  postMergeEvent,
  proposedEvent,
  reviewedEvent,
  storeReason,
} from '../helpers/agreements.js';

let ledger: TestLedger;
let recorder: TestToken;
let adjudicator: TestToken;
let reader: TestToken;
const projectId = newProjectId();

interface DecisionSpec {
  lane: string;
  tier?: RiskTier;
  verdict?: HumanVerdict;
  agreement: Agreement;
  post?: PostMergeOutcome;
  decisionId?: string;
}

async function record(token: TestToken, input: RecordAgreementEventInput) {
  const response = await ledger.gql(token.token, RECORD_AGREEMENT_EVENT, { input });
  expect(response.data.recordAgreementEvent.__typename).toBe('RecordAgreementEventSuccess');
}

/** Records each decision's proposal, review and (optionally) post-merge outcome, in list order. */
async function recordDecisions(specs: DecisionSpec[], project = projectId, tokens = { recorder, adjudicator }) {
  for (const spec of specs) {
    const decisionId = spec.decisionId ?? newDecisionId();
    await record(tokens.recorder, proposedEvent(project, decisionId, { lane: spec.lane, riskTier: spec.tier ?? 'TIER_1' }));
    const verdict = spec.verdict ?? 'MERGE';
    const reasonDigest = verdict === 'REVISE' || verdict === 'WAIVE' ? await storeReason(ledger, tokens.adjudicator.token, project) : null;
    await record(
      tokens.adjudicator,
      reviewedEvent(project, decisionId, { humanVerdict: verdict, agreement: spec.agreement, reasonDigest }),
    );
    if (spec.post) await record(tokens.recorder, postMergeEvent(project, decisionId, spec.post));
  }
}

const many = (n: number, spec: DecisionSpec) => Array.from({ length: n }, () => ({ ...spec }));

async function rates(variables: Partial<AgreementsRatesQueryVariables>, token: TestToken = reader) {
  const response = await ledger.gql(token.token, AGREEMENT_RATES, { projectId, ...variables });
  expect(response.errors).toBeUndefined();
  return { report: response.data.agreementRates, text: response.text };
}

/** The report, asserted to be one. */
async function ratesReport(variables: Partial<AgreementsRatesQueryVariables>, token: TestToken = reader) {
  const { report, text } = await rates(variables, token);
  return { report: expectTypename(report, 'AgreementRatesReport'), text };
}

const wilson = (numerator: number, denominator: number) => ({
  numerator,
  denominator,
  value: numerator / denominator,
  ...wilsonInterval(numerator, denominator)!,
});

beforeAll(async () => {
  ledger = await createTestLedger();
  recorder = await ledger.token({ roles: ['recorder'], projects: [projectId] });
  adjudicator = await ledger.token({ roles: ['adjudicator'], projects: [projectId] });
  reader = await ledger.token({ roles: ['reader'], projects: [projectId] });
  await recordDecisions([
    ...many(14, { lane: 'lane-main', agreement: 'TRUE_PASS', post: 'CLEAN' }),
    { lane: 'lane-main', agreement: 'TRUE_PASS', post: 'REGRESSION' },
    { lane: 'lane-main', agreement: 'TRUE_PASS', post: 'REVERTED' },
    ...many(4, { lane: 'lane-main', verdict: 'REVISE', agreement: 'FALSE_PASS' }),
    ...many(3, { lane: 'lane-main', verdict: 'REJECT', agreement: 'TRUE_FAIL' }),
    { lane: 'lane-main', agreement: 'FALSE_FAIL' },
    ...many(3, { lane: 'lane-main', verdict: 'WAIVE', agreement: 'FALSE_PASS' }),
  ]);
}, 180_000);
afterAll(() => ledger?.close());

describe('agreementRates', () => {
  it('reports the four counts, both rates with 95% Wilson intervals, waives apart and regressions among merges', async () => {
    const { report } = await ratesReport({ lane: 'lane-main' });
    expect(report.window).toEqual({ lastDays: 30, lastAttempts: null });
    expect(report.minSamples).toBe(20);
    expect(report.lanes).toHaveLength(1);
    const all = report.lanes[0]!.allTiers;
    expect(all).toMatchObject({
      riskTier: null,
      state: 'OK',
      truePass: 16,
      falsePass: 4,
      trueFail: 3,
      falseFail: 1,
      waiveCount: 3,
      sampleSize: 24,
      reviewedDecisions: 27,
      merges: 17,
      postMerge: { clean: 14, regression: 1, reverted: 1, awaitingOutcome: 1 },
    });
    expect(all.falsePassRate).toEqual(wilson(4, 20));
    expect(all.falseFailRate).toEqual(wilson(1, 4));
    expect(all.postMergeRegressionRate).toEqual(wilson(2, 16));
    expect(all.falsePassRate.lower).toBeCloseTo(0.0807, 4);
    expect(all.falsePassRate.upper).toBeCloseTo(0.416, 3);
    expect(all.eligibleForPromotion).toBe(true);
    expect(all.promotionBlockedBy).toEqual([]);
    expect(all.evidenceDigest).toMatch(/^[0-9a-f]{64}$/);
    expect(report.lanes[0]!.tiers.map((tier) => tier.riskTier)).toEqual(['TIER_0', 'TIER_1', 'TIER_2', 'TIER_3']);
    expect(report.lanes[0]!.tiers[1]!.falsePassRate).toEqual(all.falsePassRate);
    expect(report.lanes[0]!.tiers[0]).toMatchObject({ state: 'INSUFFICIENT_EVIDENCE', sampleSize: 0 });
  });

  it('excludes waives from both rates: adding waives changes only waiveCount', async () => {
    const lane = 'lane-waives';
    await recordDecisions([
      ...many(3, { lane, agreement: 'TRUE_PASS' }),
      { lane, agreement: 'FALSE_PASS' },
      { lane, agreement: 'TRUE_FAIL', verdict: 'REJECT' },
    ]);
    const before = (await ratesReport({ lane, minSamples: 1 })).report.lanes[0]!.allTiers;
    await recordDecisions([
      { lane, verdict: 'WAIVE', agreement: 'FALSE_PASS' },
      { lane, verdict: 'WAIVE', agreement: 'FALSE_FAIL' },
    ]);
    const after = (await ratesReport({ lane, minSamples: 1 })).report.lanes[0]!.allTiers;
    expect(after.waiveCount).toBe(before.waiveCount + 2);
    expect(after.falsePassRate).toEqual(before.falsePassRate);
    expect(after.falseFailRate).toEqual(before.falseFailRate);
    expect([after.truePass, after.falsePass, after.trueFail, after.falseFail]).toEqual([3, 1, 1, 0]);
    expect(after.sampleSize).toBe(before.sampleSize);
  });

  it('fails closed below minSamples (default 20): values null, counts visible', async () => {
    const lane = 'lane-thin';
    await recordDecisions([...many(5, { lane, agreement: 'TRUE_PASS' }), { lane, agreement: 'FALSE_PASS' }]);
    const all = (await ratesReport({ lane })).report.lanes[0]!.allTiers;
    expect(all.state).toBe('INSUFFICIENT_EVIDENCE');
    expect(all.sampleSize).toBe(6);
    expect(all.falsePassRate).toEqual({ numerator: 1, denominator: 6, value: null, lower: null, upper: null });
    expect(all.eligibleForPromotion).toBe(false);
    expect(all.promotionBlockedBy).toEqual(['INSUFFICIENT_EVIDENCE']);
    const enough = (await ratesReport({ lane, minSamples: 6 })).report.lanes[0]!.allTiers;
    expect(enough.state).toBe('OK');
    expect(enough.falsePassRate).toEqual(wilson(1, 6));
  });

  it('never reports TIER_3 as eligible for promotion', async () => {
    const lane = 'lane-risky';
    await recordDecisions([
      ...many(3, { lane, tier: 'TIER_3', agreement: 'TRUE_PASS' }),
      ...many(3, { lane, tier: 'TIER_2', agreement: 'TRUE_PASS' }),
    ]);
    const report = (await ratesReport({ lane, minSamples: 1 })).report;
    const tiers = Object.fromEntries(report.lanes[0]!.tiers.map((tier) => [String(tier.riskTier), tier]));
    expect(tiers.TIER_3).toMatchObject({ state: 'OK', eligibleForPromotion: false, promotionBlockedBy: ['TIER_3'] });
    expect(tiers.TIER_2).toMatchObject({ state: 'OK', eligibleForPromotion: true });
    expect(report.lanes[0]!.allTiers.eligibleForPromotion).toBe(false);
    const onlyTier3 = (await ratesReport({ lane, riskTier: 'TIER_3', minSamples: 1 })).report.lanes[0]!;
    expect(onlyTier3.tiers.map((tier) => tier.riskTier)).toEqual(['TIER_3']);
    expect(onlyTier3.allTiers.eligibleForPromotion).toBe(false);
  });

  it('lastAttempts counts the last n reviewed decisions', async () => {
    const lane = 'lane-recent';
    await recordDecisions([...many(3, { lane, agreement: 'FALSE_PASS' }), ...many(3, { lane, agreement: 'TRUE_PASS' })]);
    const last3 = (await ratesReport({ lane, window: { lastAttempts: 3 }, minSamples: 1 })).report;
    expect(last3.window).toEqual({ lastDays: null, lastAttempts: 3 });
    expect(last3.lanes[0]!.allTiers).toMatchObject({ truePass: 3, falsePass: 0, sampleSize: 3 });
    const last4 = (await ratesReport({ lane, window: { lastAttempts: 4 }, minSamples: 1 })).report;
    expect(last4.lanes[0]!.allTiers).toMatchObject({ truePass: 3, falsePass: 1 });
  });

  // Reviews are stamped by the ledger clock and an asOf cannot be in the future, so the
  // window's far boundary is checked on the fold itself (test/unit/agreement.test.ts).
  it('lastDays counts reviews recorded in (asOf - n days, asOf]', async () => {
    const lane = 'lane-days';
    const before = (await ratesReport({ lane, window: { lastDays: 1 }, minSamples: 1 })).report.asOf;
    await recordDecisions(many(2, { lane, agreement: 'TRUE_PASS' }));
    const inside = (await ratesReport({ lane, window: { lastDays: 1 }, minSamples: 1 })).report;
    expect(inside.final).toBe(true);
    expect(inside.lanes[0]!.allTiers.sampleSize).toBe(2);
    const earlier = (await ratesReport({ lane, asOf: before, window: { lastDays: 1 }, minSamples: 1 })).report;
    expect(earlier.lanes.find((row: { lane: string }) => row.lane === lane)?.allTiers.sampleSize ?? 0).toBe(0);
  });

  it.each([
    [{ lastDays: 0 }],
    [{ lastDays: -1 }],
    [{ lastDays: 3651 }],
    [{ lastAttempts: 0 }],
    [{ lastAttempts: -5 }],
    [{ lastAttempts: 100001 }],
    [{ lastDays: 7, lastAttempts: 7 }],
    [{}],
  ])('refuses the window %j with a ValidationError', async (window) => {
    const { report } = await rates({ window });
    expect(expectTypename(report, 'ValidationError').issues[0]?.path).toMatch(/^window/);
  });

  it('accepts the largest windows', async () => {
    expect((await rates({ window: { lastDays: 3650 } })).report.__typename).toBe('AgreementRatesReport');
    expect((await rates({ window: { lastAttempts: 100000 } })).report.__typename).toBe('AgreementRatesReport');
  });

  it('refuses minSamples below 1', async () => {
    expect((await rates({ minSamples: 0 })).report.__typename).toBe('ValidationError');
  });

  it('counts only events recorded by asOf, and answers byte-identically for the same asOf later', async () => {
    const lane = 'lane-asof';
    await recordDecisions(many(2, { lane, agreement: 'TRUE_PASS' }));
    const asOf = (await ratesReport({ lane, minSamples: 1 })).report.asOf;
    const first = await ratesReport({ lane, asOf, minSamples: 1 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    // a new decision, and a post-merge outcome for an old one, both after asOf
    const decisionId = newDecisionId();
    await recordDecisions([{ lane, agreement: 'FALSE_PASS', decisionId }]);
    await record(recorder, postMergeEvent(projectId, decisionId, 'REGRESSION'));
    const again = await rates({ lane, asOf, minSamples: 1 });
    expect(again.text).toBe(first.text);
    expect(first.report.lanes[0]!.allTiers).toMatchObject({ truePass: 2, falsePass: 0 });
    const now = (await ratesReport({ lane, minSamples: 1 })).report.lanes[0]!.allTiers;
    expect(now).toMatchObject({ truePass: 2, falsePass: 1 });
    expect(now.evidenceDigest).not.toBe(first.report.lanes[0]!.allTiers.evidenceDigest);
  });

  it('does not depend on the order the events were recorded in', async () => {
    const specs: DecisionSpec[] = (
      [
        ...many(2, { lane: 'lane-order', agreement: 'TRUE_PASS', post: 'CLEAN' }),
        { lane: 'lane-order', agreement: 'FALSE_PASS', verdict: 'REVISE' },
        { lane: 'lane-order', agreement: 'TRUE_FAIL', verdict: 'REJECT' },
        { lane: 'lane-order', agreement: 'FALSE_FAIL', tier: 'TIER_3' },
        { lane: 'lane-order', agreement: 'TRUE_PASS', verdict: 'WAIVE' },
        { lane: 'other-lane', agreement: 'TRUE_PASS', tier: 'TIER_0' },
      ] satisfies DecisionSpec[]
    ).map((spec, index) => ({ ...spec, decisionId: `ordered-${index}` }));
    const projects = [newProjectId(), newProjectId()];
    const reports: string[] = [];
    for (const [index, project] of projects.entries()) {
      const tokens = {
        recorder: await ledger.token({ roles: ['recorder'], projects: [project] }),
        adjudicator: await ledger.token({ roles: ['adjudicator'], projects: [project] }),
      };
      const scoped = await ledger.token({ roles: ['reader'], projects: [project] });
      await recordDecisions(index === 0 ? specs : [...specs].reverse(), project, tokens);
      const response = await ledger.gql(scoped.token, AGREEMENT_RATES, { projectId: project, minSamples: 1, window: { lastDays: 1 } });
      // the evidence digest covers the project id of each event, so it is the one field allowed to
      // differ beside the project and the instants (each report's asOf, a lifetime's first review)
      reports.push(
        JSON.stringify({ ...response.data.agreementRates, projectId: null, asOf: null, settledThrough: null }, (key, value) =>
          key === 'evidenceDigest' || key === 'firstReviewedAt' ? undefined : value,
        ),
      );
    }
    expect(reports[1]).toBe(reports[0]);
    expect((JSON.parse(reports[0]!) as { lanes: { lane: string }[] }).lanes.map((lane) => lane.lane)).toEqual(['lane-order', 'other-lane']);
  });

  it('needs the reader role and the project', async () => {
    const recorderOnly = await rates({}, recorder);
    expect(recorderOnly.report.__typename).toBe('ForbiddenError');
    const stranger = await ledger.token({ roles: ['reader'], projects: [newProjectId()] });
    const foreign = await rates({}, stranger);
    expect(foreign.report.__typename).toBe('ForbiddenError');
  });
});
