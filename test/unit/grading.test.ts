// The pure definitions of graded verification (src/domain/grading.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calibrationOf,
  graderCalibration,
  judgeGrading,
  kappaOf,
  roundProblem,
  rubricDigestOf,
  scoreProblems,
  type GradedAttemptFacts,
  type GradedEvidence,
  type RubricDocument,
} from '../../src/domain/grading.js';
import { assertProperty } from '../helpers/property.js';

const d = (n: number) => n.toString(16).padStart(64, '0');
const rubric: RubricDocument = {
  domain: 'unit',
  version: 'v1',
  threshold: 3,
  criteria: [
    { id: 'a', required: true, descriptorDigests: [d(1), d(2), d(3), d(4)], raiseDigests: [d(5), d(6), d(7)] },
    { id: 'b', required: true, descriptorDigests: [d(8), d(9), d(10), d(11)], raiseDigests: [d(12), d(13), d(14)] },
    { id: 'c', required: false, descriptorDigests: [d(15), d(16), d(17), d(18)], raiseDigests: [d(19), d(20), d(21)] },
  ],
};

describe('rubricDigestOf', () => {
  it('names the content: any change of threshold, requiredness or prose gives another digest', () => {
    const base = rubricDigestOf(rubric);
    expect(base).toMatch(/^[0-9a-f]{64}$/);
    expect(rubricDigestOf(structuredClone(rubric))).toBe(base);
    expect(rubricDigestOf({ ...rubric, threshold: 2 })).not.toBe(base);
    expect(rubricDigestOf({ ...rubric, criteria: rubric.criteria.map((c, i) => (i === 2 ? { ...c, required: true } : c)) })).not.toBe(base);
    expect(
      rubricDigestOf({ ...rubric, criteria: rubric.criteria.map((c, i) => (i === 0 ? { ...c, raiseDigests: [d(99), d(6), d(7)] } : c)) }),
    ).not.toBe(base);
  });
});

describe('scoreProblems', () => {
  it('names unknown, duplicate, missing required and out-of-range scores', () => {
    expect(
      scoreProblems(rubric, [
        { criterionId: 'a', score: 3 },
        { criterionId: 'b', score: 4 },
      ]),
    ).toEqual([]);
    expect(scoreProblems(rubric, [{ criterionId: 'a', score: 3 }]).map((p) => p.kind)).toEqual(['MISSING']);
    expect(
      scoreProblems(rubric, [
        { criterionId: 'a', score: 3 },
        { criterionId: 'a', score: 3 },
        { criterionId: 'b', score: 3 },
      ]).map((p) => [p.kind, p.index]),
    ).toEqual([['DUPLICATE', 1]]);
    expect(
      scoreProblems(rubric, [
        { criterionId: 'a', score: 3 },
        { criterionId: 'b', score: 3 },
        { criterionId: 'z', score: 3 },
      ]).map((p) => p.kind),
    ).toEqual(['UNKNOWN']);
    expect(
      scoreProblems(rubric, [
        { criterionId: 'a', score: 0 },
        { criterionId: 'b', score: 5 },
      ]).map((p) => p.kind),
    ).toEqual(['OUT_OF_RANGE', 'OUT_OF_RANGE']);
  });
});

describe('judgeGrading', () => {
  it('lists required criteria under the threshold; recommends rework in round 0 only; flags the runtime model', () => {
    const scores = [
      { criterionId: 'b', score: 2 },
      { criterionId: 'a', score: 1 },
      { criterionId: 'c', score: 1 },
    ];
    expect(judgeGrading(rubric, scores, 0, 'judge', 'worker-model')).toEqual({
      belowThreshold: ['a', 'b'],
      reworkRecommended: true,
      independent: true,
    });
    expect(judgeGrading(rubric, scores, 1, 'worker-model', 'worker-model')).toEqual({
      belowThreshold: ['a', 'b'],
      reworkRecommended: false,
      independent: false,
    });
  });

  it('passes exactly when every required score is at or above the threshold', () => {
    assertProperty(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 4 }),
        (a, b, c, threshold) => {
          const judged = judgeGrading(
            { ...rubric, threshold },
            [
              { criterionId: 'a', score: a },
              { criterionId: 'b', score: b },
              { criterionId: 'c', score: c },
            ],
            0,
            'j',
            'w',
          );
          expect(judged.belowThreshold.length === 0).toBe(a >= threshold && b >= threshold);
          expect(judged.reworkRecommended).toBe(judged.belowThreshold.length > 0);
        },
      ),
    );
  });
});

describe('roundProblem', () => {
  it('allows round 0, round 1 only after a round 0 that recommended rework, and never round 2', () => {
    expect(roundProblem(0, null)).toBeNull();
    expect(roundProblem(1, { reworkRecommended: true })).toBeNull();
    expect(roundProblem(1, null)).toMatch(/needs a round 0/);
    expect(roundProblem(1, { reworkRecommended: false })).toMatch(/recommended rework/);
    expect(roundProblem(2, { reworkRecommended: true })).toMatch(/no round 2/);
  });
});

describe("Cohen's kappa (Cohen 1960)", () => {
  it("matches the paper's Table 1: p_o = .29, p_c = .35 give kappa = -.06/.65", () => {
    expect(kappaOf(0.29, 0.35)).toBeCloseTo(-0.0923, 4);
    expect(kappaOf(1, 1)).toBeNull();
  });

  it('computes the 2x2 table from integer counts, with the degenerate cases', () => {
    expect(calibrationOf({ passAccepted: 3, passRejected: 2, failAccepted: 1, failRejected: 2 })).toEqual({
      passAccepted: 3,
      passRejected: 2,
      failAccepted: 1,
      failRejected: 2,
      total: 8,
      rawAgreement: 0.625,
      expectedAgreement: 0.5,
      kappa: 0.25,
    });
    // one answer on each side, the same one: p_e = 1, kappa undefined
    expect(calibrationOf({ passAccepted: 2, passRejected: 0, failAccepted: 0, failRejected: 0 })).toMatchObject({
      rawAgreement: 1,
      expectedAgreement: 1,
      kappa: null,
    });
    // one answer on each side, opposite ones: p_e = 0, kappa 0 - 0 / 1 = 0
    expect(calibrationOf({ passAccepted: 0, passRejected: 3, failAccepted: 0, failRejected: 0 })).toMatchObject({
      rawAgreement: 0,
      expectedAgreement: 0,
      kappa: 0,
    });
    expect(calibrationOf({ passAccepted: 0, passRejected: 0, failAccepted: 0, failRejected: 0 })).toMatchObject({
      total: 0,
      rawAgreement: null,
      kappa: null,
    });
    expect(calibrationOf({ passAccepted: 3, passRejected: 2, failAccepted: 1, failRejected: 2 }, true)).toMatchObject({
      total: 8,
      rawAgreement: null,
      expectedAgreement: null,
      kappa: null,
    });
  });

  it('is 1 for perfect agreement with both answers used, -1 for perfect disagreement on balanced margins, and in [-1, 1] always', () => {
    expect(calibrationOf({ passAccepted: 4, passRejected: 0, failAccepted: 0, failRejected: 3 }).kappa).toBe(1);
    expect(calibrationOf({ passAccepted: 0, passRejected: 2, failAccepted: 2, failRejected: 0 }).kappa).toBe(-1);
    assertProperty(
      fc.property(fc.nat(30), fc.nat(30), fc.nat(30), fc.nat(30), (a, b, c, d) => {
        const calibration = calibrationOf({ passAccepted: a, passRejected: b, failAccepted: c, failRejected: d });
        if (calibration.kappa === null) return;
        expect(calibration.kappa).toBeGreaterThanOrEqual(-1 - 1e-12);
        expect(calibration.kappa).toBeLessThanOrEqual(1 + 1e-12);
        // the integer form equals the textbook form
        expect(calibration.kappa).toBeCloseTo(kappaOf(calibration.rawAgreement!, calibration.expectedAgreement!)!, 12);
      }),
    );
  });
});

describe('graderCalibration', () => {
  const grading = (graderModel: string, independent: boolean, scores: Record<string, number>): GradedEvidence => ({
    attemptId: 'x',
    rubricDigest: d(0),
    round: 0,
    criterionIds: Object.keys(scores),
    scores: Object.values(scores),
    belowThreshold: ['a', 'b'].filter((id) => (scores[id] ?? 0) < 3),
    reworkRecommended: false,
    independent,
    graderModel,
    recordedAt: 0,
    contentDigest: d(1),
  });
  const facts = (g: GradedEvidence, humanDecision: GradedAttemptFacts['humanDecision']): GradedAttemptFacts => ({
    first: g,
    regrade: null,
    latest: g,
    gradedPass: g.belowThreshold.length === 0,
    humanDecision,
  });

  it('keeps one model graded independently and not apart, skips undecided attempts, and orders by model then independence', () => {
    const folded = [
      facts(grading('m', false, { a: 3, b: 3 }), 'ACCEPTED'),
      facts(grading('m', true, { a: 2, b: 3 }), 'REJECTED'),
      facts(grading('k', true, { a: 3, b: 3, c: 1 }), 'REWORK_REQUESTED'),
      facts(grading('k', true, { a: 3, b: 3 }), null),
    ];
    const groups = graderCalibration(folded, rubric, false);
    expect(groups.map((g) => [g.graderModel, g.independent, g.verdict.total])).toEqual([
      ['k', true, 1],
      ['m', true, 1],
      ['m', false, 1],
    ]);
    expect(groups[0]!.verdict).toMatchObject({ passRejected: 1 });
    expect(groups[0]!.criteria.map((c) => [c.criterionId, c.total, c.failRejected])).toEqual([
      ['a', 1, 0],
      ['b', 1, 0],
      ['c', 1, 1],
    ]);
    expect(groups[1]!.criteria[0]).toMatchObject({ criterionId: 'a', failRejected: 1 });
    expect(groups[2]!.criteria[2]).toMatchObject({ criterionId: 'c', total: 0, kappa: null });
  });
});
