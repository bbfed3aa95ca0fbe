// The pure definitions of graded verification (src/domain/grading.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { judgeGrading, roundProblem, rubricDigestOf, scoreProblems, type RubricDocument } from '../../src/domain/grading.js';

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
    expect(rubricDigestOf({ ...rubric, criteria: rubric.criteria.map((c, i) => (i === 0 ? { ...c, raiseDigests: [d(99), d(6), d(7)] } : c)) })).not.toBe(base);
  });
});

describe('scoreProblems', () => {
  it('names unknown, duplicate, missing required and out-of-range scores', () => {
    expect(scoreProblems(rubric, [{ criterionId: 'a', score: 3 }, { criterionId: 'b', score: 4 }])).toEqual([]);
    expect(scoreProblems(rubric, [{ criterionId: 'a', score: 3 }]).map((p) => p.kind)).toEqual(['MISSING']);
    expect(scoreProblems(rubric, [{ criterionId: 'a', score: 3 }, { criterionId: 'a', score: 3 }, { criterionId: 'b', score: 3 }]).map((p) => [p.kind, p.index])).toEqual([['DUPLICATE', 1]]);
    expect(scoreProblems(rubric, [{ criterionId: 'a', score: 3 }, { criterionId: 'b', score: 3 }, { criterionId: 'z', score: 3 }]).map((p) => p.kind)).toEqual(['UNKNOWN']);
    expect(scoreProblems(rubric, [{ criterionId: 'a', score: 0 }, { criterionId: 'b', score: 5 }]).map((p) => p.kind)).toEqual(['OUT_OF_RANGE', 'OUT_OF_RANGE']);
  });
});

describe('judgeGrading', () => {
  it('lists required criteria under the threshold; recommends rework in round 0 only; flags the runtime model', () => {
    const scores = [{ criterionId: 'b', score: 2 }, { criterionId: 'a', score: 1 }, { criterionId: 'c', score: 1 }];
    expect(judgeGrading(rubric, scores, 0, 'judge', 'worker-model')).toEqual({ belowThreshold: ['a', 'b'], reworkRecommended: true, independent: true });
    expect(judgeGrading(rubric, scores, 1, 'worker-model', 'worker-model')).toEqual({ belowThreshold: ['a', 'b'], reworkRecommended: false, independent: false });
  });

  it('passes exactly when every required score is at or above the threshold', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 4 }), (a, b, c, threshold) => {
        const judged = judgeGrading({ ...rubric, threshold }, [{ criterionId: 'a', score: a }, { criterionId: 'b', score: b }, { criterionId: 'c', score: c }], 0, 'j', 'w');
        expect(judged.belowThreshold.length === 0).toBe(a >= threshold && b >= threshold);
        expect(judged.reworkRecommended).toBe(judged.belowThreshold.length > 0);
      }),
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
