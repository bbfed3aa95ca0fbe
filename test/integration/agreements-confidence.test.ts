// Confidence cutoffs through GraphQL (docs/specification.md §7, "Confidence cutoffs"; the
// worked example of docs/agreement-log.md): agreementRates(minGuardrailConfidence) and
// agreementConfidenceCurve, deterministic checks apart, waives out, final under asOf.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wilsonInterval } from '../../src/domain/wilson.js';
import { anytimeInterval } from '../../src/domain/confidence-sequence.js';
import {
  type Agreement,
  type AgreementsConfidenceCurveQueryVariables,
  type AgreementsRatesQueryVariables,
  expectTypename,
  type HumanVerdict,
  type RateBound,
  type RecordAgreementEventInput,
} from '../helpers/graphql.js';
import { createTestLedger, type TestLedger, type TestToken } from '../helpers/ledger.js';
import { newProjectId } from '../helpers/outcomes.js';
import {
  AGREEMENT_CONFIDENCE_CURVE,
  AGREEMENT_RATES,
  RECORD_AGREEMENT_EVENT,
  newDecisionId,
  proposedEvent,
  reviewedEvent,
  storeReason,
} from '../helpers/agreements.js';

let ledger: TestLedger;
let recorder: TestToken;
let adjudicator: TestToken;
let reader: TestToken;
const projectId = newProjectId();
const LANE = 'lane-triage';

// docs/agreement-log.md, "Confidence cutoffs": eleven graded decisions and four deterministic ones.
const EXAMPLE: [confidence: number | null, agreement: Agreement, verdict: HumanVerdict][] = [
  [0.55, 'FALSE_PASS', 'REVISE'],
  [0.6, 'FALSE_PASS', 'REVISE'],
  [0.65, 'FALSE_PASS', 'WAIVE'],
  [0.7, 'TRUE_PASS', 'MERGE'],
  [0.7, 'FALSE_PASS', 'REVISE'],
  [0.8, 'TRUE_PASS', 'MERGE'],
  [0.8, 'TRUE_PASS', 'MERGE'],
  [0.9, 'TRUE_PASS', 'MERGE'],
  [0.9, 'TRUE_PASS', 'MERGE'],
  [0.95, 'TRUE_PASS', 'MERGE'],
  [0.95, 'TRUE_FAIL', 'REJECT'],
  [null, 'TRUE_PASS', 'MERGE'],
  [null, 'TRUE_PASS', 'MERGE'],
  [null, 'TRUE_PASS', 'MERGE'],
  [null, 'FALSE_PASS', 'REVISE'],
];

async function record(token: TestToken, input: RecordAgreementEventInput) {
  const response = await ledger.gql(token.token, RECORD_AGREEMENT_EVENT, { input });
  return expectTypename(response.data.recordAgreementEvent, 'RecordAgreementEventSuccess');
}

async function recordDecision(confidence: number | null, agreement: Agreement, verdict: HumanVerdict) {
  const decisionId = newDecisionId();
  await record(
    recorder,
    proposedEvent(projectId, decisionId, {
      lane: LANE,
      guardrailConfidence: confidence,
      guardrailVerdict: agreement === 'TRUE_FAIL' ? 'FAIL' : 'PASS',
    }),
  );
  const reasonDigest = verdict === 'REVISE' || verdict === 'WAIVE' ? await storeReason(ledger, adjudicator.token, projectId) : null;
  return record(adjudicator, reviewedEvent(projectId, decisionId, { humanVerdict: verdict, agreement, reasonDigest }));
}

async function curve(variables: Partial<AgreementsConfidenceCurveQueryVariables>, token: TestToken = reader) {
  const response = await ledger.gql(token.token, AGREEMENT_CONFIDENCE_CURVE, {
    projectId,
    lane: LANE,
    targetFalsePassUpper: 0.45,
    ...variables,
  });
  expect(response.errors).toBeUndefined();
  return { report: response.data.agreementConfidenceCurve, text: response.text };
}

/** The curve, asserted to be one. */
async function curved(variables: Partial<AgreementsConfidenceCurveQueryVariables>, token: TestToken = reader) {
  const { report, text } = await curve(variables, token);
  return { report: expectTypename(report, 'AgreementConfidenceCurve'), text };
}

async function rates(variables: Partial<AgreementsRatesQueryVariables>) {
  const response = await ledger.gql(reader.token, AGREEMENT_RATES, { projectId, lane: LANE, minSamples: 1, ...variables });
  expect(response.errors).toBeUndefined();
  return response.data.agreementRates;
}

/** The rates report, asserted to be one. */
async function ratesReport(variables: Partial<AgreementsRatesQueryVariables>) {
  return expectTypename(await rates(variables), 'AgreementRatesReport');
}

const wilson = (numerator: number, denominator: number) => ({
  numerator,
  denominator,
  value: numerator / denominator,
  ...wilsonInterval(numerator, denominator)!,
});
const withAnytime = (numerator: number, denominator: number) => {
  const anytime = anytimeInterval(numerator, denominator)!;
  return { ...wilson(numerator, denominator), anytimeLowerBound: anytime.lower, anytimeUpperBound: anytime.upper };
};

let exampleRecordedAt = '';
beforeAll(async () => {
  ledger = await createTestLedger();
  recorder = await ledger.token({ roles: ['recorder'], projects: [projectId] });
  adjudicator = await ledger.token({ roles: ['adjudicator'], projects: [projectId] });
  reader = await ledger.token({ roles: ['reader'], projects: [projectId] });
  for (const [confidence, agreement, verdict] of EXAMPLE)
    exampleRecordedAt = (await recordDecision(confidence, agreement, verdict)).recordedAt;
}, 180_000);
afterAll(() => ledger?.close());

describe('agreementConfidenceCurve: the worked example', () => {
  it('gives one point per distinct confidence, ascending, with the false-pass rate of the decisions kept', async () => {
    const { report } = await curved({ asOf: exampleRecordedAt });
    expect(report).toMatchObject({ lane: LANE, riskTier: null, targetFalsePassUpper: 0.45, gradedInWindow: 11, final: true });
    expect(report.points.map((p) => [p.minGuardrailConfidence, p.kept, p.truePass, p.falsePass, p.trueFail, p.waiveCount])).toEqual([
      [0.55, 10, 6, 3, 1, 1],
      [0.6, 9, 6, 2, 1, 1],
      [0.7, 8, 6, 1, 1, 0],
      [0.8, 6, 5, 0, 1, 0],
      [0.9, 4, 3, 0, 1, 0],
      [0.95, 2, 1, 0, 1, 0],
    ]);
    expect(report.points.map((p) => p.falsePassRate)).toEqual([
      wilson(3, 9),
      wilson(2, 8),
      wilson(1, 7),
      wilson(0, 5),
      wilson(0, 3),
      wilson(0, 1),
    ]);
    // the upper bounds docs/agreement-log.md states, to 4 decimals
    expect(report.points.map((p) => p.falsePassRate.upper?.toFixed(4))).toEqual([
      '0.6458',
      '0.5907',
      '0.5131',
      '0.4345',
      '0.5615',
      '0.7935',
    ]);
    // FIXED_SAMPLE keeps the earlier definition: the smallest cutoff whose Wilson upper bound reaches the target
    const fixed = await curved({ asOf: exampleRecordedAt, bound: 'FIXED_SAMPLE' });
    expect(fixed.report.bound).toBe('FIXED_SAMPLE');
    expect(fixed.report.recommendedCutoff).toBe(0.8);
  });

  it('recommends by the fixed-sequence test on the lifetime anytime bounds by default, recomputed from the rows written', async () => {
    const { report } = await curved({ asOf: exampleRecordedAt });
    expect(report.bound).toBe('ANYTIME');
    // every decision is inside the 30-day window, so each point's lifetime holds the point's decisions
    for (const point of report.points) {
      const { lifetime } = point;
      expect([lifetime.kept, lifetime.truePass, lifetime.falsePass, lifetime.waiveCount]).toEqual([
        point.kept,
        point.truePass,
        point.falsePass,
        point.waiveCount,
      ]);
      expect(lifetime.evidenceDigest).toBe(point.evidenceDigest);
      expect(lifetime.falsePassRate).toEqual(withAnytime(point.falsePass, point.truePass + point.falsePass));
    }
    // the highest cutoff, 0.95, has 0 of 1: anytime upper bound 1 − 0.05/2 = 0.975 > 0.45, and the sequence stops there
    expect(report.points.at(-1)?.lifetime.falsePassRate.anytimeUpperBound).toBe(0.975);
    expect(report.recommendedCutoff).toBeNull();
    expect((await curved({ asOf: exampleRecordedAt, targetFalsePassUpper: 0.98 })).report.recommendedCutoff).toBe(0.55);
  });

  it('answers null when no cutoff reaches the target', async () => {
    const { report } = await curved({ asOf: exampleRecordedAt, targetFalsePassUpper: 0.3, bound: 'FIXED_SAMPLE' });
    expect(report.recommendedCutoff).toBeNull();
  });

  it('reports deterministic checks apart, never in a point', async () => {
    const { report } = await curved({ asOf: exampleRecordedAt });
    expect(report.deterministic).toMatchObject({ kept: 4, truePass: 3, falsePass: 1, trueFail: 0, falseFail: 0, waiveCount: 0 });
    expect(report.deterministic.falsePassRate).toEqual(wilson(1, 4));
  });

  it('matches agreementRates(minGuardrailConfidence) at every cutoff, including its evidence', async () => {
    const { report } = await curved({ asOf: exampleRecordedAt });
    for (const point of report.points) {
      const restricted = await ratesReport({ asOf: exampleRecordedAt, minGuardrailConfidence: point.minGuardrailConfidence });
      expect(restricted.minGuardrailConfidence).toBe(point.minGuardrailConfidence);
      const all = restricted.lanes[0]!.allTiers;
      expect(all.falsePassRate).toEqual(point.falsePassRate);
      expect(all.sampleSize).toBe(point.kept);
      expect(all.waiveCount).toBe(point.waiveCount);
      // the same decisions: the rates row adds no post-merge outcome here, so the digests agree
      expect(all.evidenceDigest).toBe(point.evidenceDigest);
    }
    const unrestricted = await ratesReport({ asOf: exampleRecordedAt });
    expect(unrestricted.minGuardrailConfidence).toBeNull();
    expect(unrestricted.lanes[0]?.allTiers.sampleSize).toBe(14);
  });

  it('is final: a later decision changes nothing as of an earlier instant, byte for byte', async () => {
    const before = await curved({ asOf: exampleRecordedAt });
    const late = await recordDecision(0.99, 'FALSE_PASS', 'REVISE');
    const again = await curve({ asOf: exampleRecordedAt });
    expect(again.text).toBe(before.text);
    const now = await curved({ asOf: late.recordedAt });
    expect(now.report.points.at(-1)?.minGuardrailConfidence).toBe(0.99);
    expect(now.report.evidenceDigest).not.toBe(before.report.evidenceDigest);
  });
});

// docs/agreement-log.md, "The fixed-sequence test": per confidence, [true passes, false passes].
const SEQUENTIAL_LANE = 'lane-sequential';
const SEQUENTIAL: [confidence: number, truePass: number, falsePass: number][] = [
  [0.5, 20, 0],
  [0.6, 1, 4],
  [0.8, 7, 1],
  [0.9, 12, 0],
];

describe('the fixed-sequence test and the promotion gate: the worked example', () => {
  let firstAt = '';
  let lastAt = '';
  beforeAll(async () => {
    for (const [confidence, truePass, falsePass] of SEQUENTIAL)
      for (let index = 0; index < truePass + falsePass; index++) {
        const decisionId = newDecisionId();
        const agreement = index < truePass ? 'TRUE_PASS' : 'FALSE_PASS';
        await record(recorder, proposedEvent(projectId, decisionId, { lane: SEQUENTIAL_LANE, guardrailConfidence: confidence }));
        const reviewed = await record(
          adjudicator,
          reviewedEvent(projectId, decisionId, { humanVerdict: agreement === 'TRUE_PASS' ? 'MERGE' : 'REJECT', agreement }),
        );
        lastAt = reviewed.decision.review!.recordedAt;
        firstAt ||= lastAt;
      }
  }, 180_000);

  it('stops at the first cutoff from the top whose lifetime anytime upper bound is above the target', async () => {
    const { report } = await curved({ lane: SEQUENTIAL_LANE, asOf: lastAt, targetFalsePassUpper: 0.4 });
    expect(report.points.map((p) => [p.minGuardrailConfidence, p.lifetime.falsePass, p.lifetime.truePass + p.lifetime.falsePass])).toEqual([
      [0.5, 5, 45],
      [0.6, 5, 25],
      [0.8, 1, 20],
      [0.9, 0, 12],
    ]);
    for (const point of report.points) {
      const { falsePass, truePass } = point.lifetime;
      expect(point.lifetime.falsePassRate).toEqual(withAnytime(falsePass, truePass + falsePass));
    }
    expect(report.points[0]?.lifetime.firstReviewedAt).toBe(firstAt);
    // docs/agreement-log.md's table, to 4 decimals
    expect(report.points.map((p) => p.lifetime.falsePassRate.anytimeUpperBound?.toFixed(4))).toEqual([
      '0.3134',
      '0.4935',
      '0.3424',
      '0.3709',
    ]);
    expect(report.points.map((p) => p.falsePassRate.upper?.toFixed(4))).toEqual(['0.2350', '0.3913', '0.2361', '0.2425']);
    // 0.9 and 0.8 pass, 0.6 does not: 0.5 passes on its own but is never reached
    expect(report.recommendedCutoff).toBe(0.8);
    expect(
      (await curved({ lane: SEQUENTIAL_LANE, asOf: lastAt, targetFalsePassUpper: 0.4, bound: 'FIXED_SAMPLE' })).report.recommendedCutoff,
    ).toBe(0.5);
  });

  it('keeps the lifetime whatever the window, and gates promotion on the bound asked for', async () => {
    const read = async (variables: Partial<AgreementsRatesQueryVariables>) =>
      (await ratesReport({ lane: SEQUENTIAL_LANE, asOf: lastAt, minGuardrailConfidence: 0.8, ...variables })).lanes[0]!.allTiers;
    // recorded 0.5 first and 0.9 last: the window of the 17 latest graded reviews holds the twelve 0.9
    // decisions and the last five 0.8 ones (its false pass among them); the lifetime holds all 20
    const row = await read({ window: { lastAttempts: 17 } });
    expect([row.sampleSize, row.falsePassRate.numerator, row.lifetime.kept, row.lifetime.falsePass]).toEqual([17, 1, 20, 1]);
    expect(row.lifetime.falsePassRate).toEqual(withAnytime(1, 20));
    expect(row.lifetime.falsePassRate.anytimeUpperBound?.toFixed(4)).toBe('0.3424');
    expect(row.eligibleForPromotion).toBe(true);
    const gated = await ratesReport({ lane: SEQUENTIAL_LANE, asOf: lastAt, minGuardrailConfidence: 0.8, targetFalsePassUpper: 0.34 });
    expect([gated.targetFalsePassUpper, gated.bound]).toEqual([0.34, 'ANYTIME']);
    expect(gated.lanes[0]?.allTiers.promotionBlockedBy).toEqual(['FALSE_PASS_ABOVE_TARGET']);
    expect((await read({ targetFalsePassUpper: 0.35 })).eligibleForPromotion).toBe(true);
    // FIXED_SAMPLE reads the window's Wilson upper bound, 1 of 17
    expect(row.falsePassRate).toEqual(wilson(1, 17));
    const windowUpper = row.falsePassRate.upper!;
    expect(
      (await read({ window: { lastAttempts: 17 }, targetFalsePassUpper: windowUpper, bound: 'FIXED_SAMPLE' })).eligibleForPromotion,
    ).toBe(true);
    expect(
      (await read({ window: { lastAttempts: 17 }, targetFalsePassUpper: windowUpper - 1e-9, bound: 'FIXED_SAMPLE' })).promotionBlockedBy,
    ).toEqual(['FALSE_PASS_ABOVE_TARGET']);
    // a report asked without a target says so, and its gate reads no rate
    expect((await ratesReport({ lane: SEQUENTIAL_LANE, asOf: lastAt })).targetFalsePassUpper).toBeNull();
  });

  it('is final: a later review leaves the lifetime as of an earlier instant byte-identical', async () => {
    const variables = { lane: SEQUENTIAL_LANE, asOf: lastAt, targetFalsePassUpper: 0.4 };
    const before = await curve(variables);
    const beforeRates = await ledger.gql(reader.token, AGREEMENT_RATES, {
      projectId,
      lane: SEQUENTIAL_LANE,
      asOf: lastAt,
      minSamples: 1,
      targetFalsePassUpper: 0.4,
    });
    const decisionId = newDecisionId();
    await record(recorder, proposedEvent(projectId, decisionId, { lane: SEQUENTIAL_LANE, guardrailConfidence: 0.9 }));
    const late = await record(adjudicator, reviewedEvent(projectId, decisionId, { humanVerdict: 'REJECT', agreement: 'FALSE_PASS' }));
    expect((await curve(variables)).text).toBe(before.text);
    expect(
      (
        await ledger.gql(reader.token, AGREEMENT_RATES, {
          projectId,
          lane: SEQUENTIAL_LANE,
          asOf: lastAt,
          minSamples: 1,
          targetFalsePassUpper: 0.4,
        })
      ).text,
    ).toBe(beforeRates.text);
    const now = await curved({ ...variables, asOf: late.decision.review?.recordedAt });
    expect(now.report.points.at(-1)?.lifetime.falsePass).toBe(1);
  });
});

describe('validation and scope', () => {
  it.each([
    ['a target above 1', { targetFalsePassUpper: 1.5 }, 'targetFalsePassUpper'],
    ['a negative target', { targetFalsePassUpper: -0.1 }, 'targetFalsePassUpper'],
    ['a lane outside the label grammar', { lane: 'has space' }, 'lane'],
  ])('refuses %s with a ValidationError', async (_what, variables, path) => {
    const { report } = await curve(variables);
    expect(expectTypename(report, 'ValidationError').issues[0]?.path).toBe(path);
  });

  it('refuses a cutoff outside 0..1 in agreementRates', async () => {
    const report = expectTypename(await rates({ minGuardrailConfidence: 1.01 }), 'ValidationError');
    expect(report.issues[0]?.path).toBe('minGuardrailConfidence');
  });

  it('refuses a promotion target outside 0..1, and a bound that is not one', async () => {
    const report = expectTypename(await rates({ targetFalsePassUpper: 1.01 }), 'ValidationError');
    expect(report.issues[0]?.path).toBe('targetFalsePassUpper');
    // not a RateBound: the schema refuses it before the resolver runs
    const response = await ledger.gql(reader.token, AGREEMENT_RATES, { projectId, bound: 'SOMETIMES' as unknown as RateBound });
    expect(response.errors?.[0]?.message).toMatch(/RateBound/);
    expect(response.data ?? null).toBeNull();
  });

  it('refuses another project and a token without the reader role', async () => {
    const outsider = await ledger.token({ roles: ['reader'], projects: [newProjectId()] });
    expect((await curve({}, outsider)).report.__typename).toBe('ForbiddenError');
    expect((await curve({}, recorder)).report.__typename).toBe('ForbiddenError');
  });
});
