// The paired comparison (docs/specification.md §6, "Paired comparison"): Tango's score
// interval against its published worked examples, the anytime-valid bounds and their
// relation to it, the reduction of a side's tries to one outcome per task, and the states.
//
// Where the published numbers come from:
// - Tango, T. (1998), Statistics in Medicine 17:891–908, Table VII (a = 4, b = 9, c = 3,
//   d = 16: 95% interval −0.027 to 0.390) and Table V (a = 43, b = 0, c = 1, d = 0: 90%
//   interval −0.096 to 0.037), as reproduced by the tests of the R package ratesci
//   (petelaud/ratesci, tests/testthat/test3.R, "RD: Tango 1998 Table VII" and "Table V");
// - Fagerland, M.W., Lydersen, S. & Laake, P. (2014), "Recommended tests and confidence
//   intervals for paired binomial proportions", Statistics in Medicine 33:2850–2875, and
//   their book Statistical Analysis of Contingency Tables (2017), chapter 8: Bentur et al.
//   (1 1 / 7 12: −0.517 to −0.026, also in ratesci's test3.R) and Cavo et al. (59 6 / 16 80:
//   −0.0621, −0.1240 to −0.0054, the tests of the R package contingencytables,
//   ocbe-uio/contingencytables, tests/testthat/test-ch8.R, with its edge tables 0 3 / 0 0).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anytimeInterval, anytimeIntervalAt } from '../../src/domain/confidence-sequence.js';
import {
  PAIRED_ANYTIME_ALPHA_EACH,
  firstTriesOf,
  nonInferiorityOf,
  pairedAnytimeInterval,
  pairedComparisonOf,
  pairedCountsOf,
  tangoInterval,
  tangoScore,
  type TaskTry,
} from '../../src/domain/paired-comparison.js';
import { Z_95 } from '../../src/domain/wilson.js';
import { assertProperty } from '../helpers/property.js';

/** z of a two-sided 90% interval, for Tango's Table V. */
const Z_90 = 1.6448536269514722;
const rounded = (value: number, digits: number) => Number(value.toFixed(digits));

describe('tangoInterval', () => {
  it('matches Tango (1998) Table VII: 9 and 3 discordant of 32 pairs, 95%', () => {
    const interval = tangoInterval(9, 3, 32)!;
    expect(interval.difference).toBe(0.1875);
    expect([rounded(interval.lower, 3), rounded(interval.upper, 3)]).toEqual([-0.027, 0.39]);
    // The bounds solve T(Δ) = ±z, within the bisection's tolerance.
    expect(tangoScore(9, 3, 32, interval.lower)).toBeCloseTo(Z_95, 9);
    expect(tangoScore(9, 3, 32, interval.upper)).toBeCloseTo(-Z_95, 9);
  });

  it('matches Tango (1998) Table V: 0 and 1 discordant of 44 pairs, 90%', () => {
    const interval = tangoInterval(0, 1, 44, Z_90)!;
    expect([rounded(interval.lower, 3), rounded(interval.upper, 3)]).toEqual([-0.096, 0.037]);
  });

  it('matches the examples of Fagerland, Lydersen & Laake: Bentur et al. and Cavo et al.', () => {
    const bentur = tangoInterval(1, 7, 21)!;
    expect([rounded(bentur.lower, 3), rounded(bentur.upper, 3)]).toEqual([-0.517, -0.026]);
    const cavo = tangoInterval(6, 16, 161)!;
    expect([rounded(cavo.difference, 4), rounded(cavo.lower, 4), rounded(cavo.upper, 4)]).toEqual([-0.0621, -0.124, -0.0054]);
    expect([rounded(tangoInterval(3, 0, 3)!.lower, 4), tangoInterval(3, 0, 3)!.upper]).toEqual([-0.123, 1]);
    expect([tangoInterval(0, 3, 3)!.lower, rounded(tangoInterval(0, 3, 3)!.upper, 4)]).toEqual([-1, 0.123]);
  });

  it('is null without pairs and refuses impossible tables', () => {
    expect(tangoInterval(0, 0, 0)).toBeNull();
    for (const [x12, x21, n] of [
      [-1, 0, 3],
      [2, 2, 3],
      [0.5, 0, 3],
    ])
      expect(() => tangoInterval(x12!, x21!, n!)).toThrow(RangeError);
  });

  it('mirrors when the conditions swap, and holds its estimate', () => {
    assertProperty(
      fc.property(
        fc.integer({ min: 1, max: 5_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (n, d, s) => {
          const discordant = Math.round(d * n);
          const x12 = Math.round(s * discordant);
          const x21 = discordant - x12;
          const forward = tangoInterval(x12, x21, n)!;
          const backward = tangoInterval(x21, x12, n)!;
          expect(forward.lower).toBeLessThanOrEqual(forward.difference);
          expect(forward.upper).toBeGreaterThanOrEqual(forward.difference);
          // To 10 places, not more: the score's root for p21 (a quadratic, x21 in its
          // coefficients) rounds differently for the two orientations, and near a table's
          // edge (every pair discordant one way) the bisection's bound moves with it: up to
          // 2.5e-12 apart at (0, 4259, 4260), where no mistake of sign or side could be.
          expect(forward.lower).toBeCloseTo(-backward.upper, 10);
          expect(forward.upper).toBeCloseTo(-backward.lower, 10);
        },
      ),
      // the tables at the edge where the two orientations round furthest apart
      {
        examples: [
          [3210, 3209 / 3210, 0],
          [4260, 4259 / 4260, 0],
          [4260, 4259 / 4260, 1],
        ],
      },
    );
  });
});

describe('pairedAnytimeInterval', () => {
  it("is the product of the two confidence sequences at α/2 each, at the worked example's counts", () => {
    // 9 and 3 discordant of 32: ψ from 12 of 32, q from 9 of 12.
    const share = anytimeIntervalAt(12, 32, PAIRED_ANYTIME_ALPHA_EACH)!;
    const split = anytimeIntervalAt(9, 12, PAIRED_ANYTIME_ALPHA_EACH)!;
    const interval = pairedAnytimeInterval(9, 3, 32)!;
    expect(2 * split.lower - 1).toBeLessThan(0);
    expect(interval.lower).toBe(share.upper * (2 * split.lower - 1));
    expect(interval.upper).toBe(share.upper * (2 * split.upper - 1));
    expect([rounded(interval.lower, 4), rounded(interval.upper, 4)]).toEqual([-0.2491, 0.6276]);
  });

  it("spends the rate's α at anytimeIntervalAt(·, ·, 0.05), bit for bit", () => {
    assertProperty(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.double({ min: 0, max: 1, noNaN: true }), (n, share) => {
        const s = Math.round(share * n);
        expect(anytimeIntervalAt(s, n, 0.05)).toEqual(anytimeInterval(s, n));
      }),
    );
  });

  it('without discordant pairs bounds the difference by the share of discordance alone', () => {
    const interval = pairedAnytimeInterval(0, 0, 50)!;
    const share = anytimeIntervalAt(0, 50, PAIRED_ANYTIME_ALPHA_EACH)!;
    expect(interval).toEqual({ lower: -share.upper, upper: share.upper });
  });

  // The relation the specification states: at the same counts the anytime interval contains
  // Tango's fixed-sample 95% interval (checked, not proved: every table up to 60 pairs, and
  // random tables up to 10^7 pairs).
  it("contains Tango's interval at every table of up to 60 pairs", () => {
    for (let n = 1; n <= 60; n++)
      for (let x12 = 0; x12 <= n; x12++)
        for (let x21 = 0; x12 + x21 <= n; x21++) {
          const fixed = tangoInterval(x12, x21, n)!;
          const anytime = pairedAnytimeInterval(x12, x21, n)!;
          if (!(anytime.lower <= fixed.lower && anytime.upper >= fixed.upper)) expect({ n, x12, x21, fixed, anytime }).toBeNull();
        }
  });

  it("contains Tango's interval at random tables up to 10^7 pairs", () => {
    assertProperty(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.oneof(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 0.01, noNaN: true })),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (n, d, s) => {
          const discordant = Math.round(d * n);
          const x12 = Math.round(s * discordant);
          const fixed = tangoInterval(x12, discordant - x12, n)!;
          const anytime = pairedAnytimeInterval(x12, discordant - x12, n)!;
          expect(anytime.lower).toBeLessThanOrEqual(fixed.lower);
          expect(anytime.upper).toBeGreaterThanOrEqual(fixed.upper);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('nonInferiorityOf', () => {
  it('reads the lower bound against −margin, and the upper bound for INFERIOR', () => {
    expect(nonInferiorityOf({ lower: -0.04, upper: 0.1 }, 0.05)).toBe('NON_INFERIOR');
    expect(nonInferiorityOf({ lower: -0.05, upper: 0.1 }, 0.05)).toBe('NOT_SHOWN');
    expect(nonInferiorityOf({ lower: -0.3, upper: -0.05 }, 0.05)).toBe('NOT_SHOWN');
    expect(nonInferiorityOf({ lower: -0.3, upper: -0.06 }, 0.05)).toBe('INFERIOR');
    for (const margin of [0, 1, -0.1, Number.NaN]) expect(() => nonInferiorityOf({ lower: 0, upper: 0 }, margin)).toThrow(RangeError);
  });
});

const attempt = (taskRef: string, pass: boolean, finishedAt: number, id = `${taskRef}-${finishedAt}`): TaskTry => ({
  taskRef,
  pass,
  finishedAt,
  id,
});

describe('pairing the tasks', () => {
  it("takes each task's first try in ledger order (finishedAt, then id)", () => {
    const first = firstTriesOf([attempt('t', false, 20), attempt('t', true, 10, 'b'), attempt('t', false, 10, 'a'), attempt('u', true, 5)]);
    expect(first.get('t')!.id).toBe('a');
    expect(first.get('u')!.pass).toBe(true);
  });

  it('counts the 2×2 table of the shared tasks and leaves one-sided tasks out', () => {
    const cohort = firstTriesOf([
      attempt('both', true, 1),
      attempt('new', true, 1),
      attempt('old', false, 1),
      attempt('none', false, 1),
      attempt('mine', true, 1),
    ]);
    const other = firstTriesOf([
      attempt('both', true, 1),
      attempt('new', false, 1),
      attempt('old', true, 1),
      attempt('none', false, 1),
      attempt('theirs', true, 1),
      attempt('theirs2', false, 1),
    ]);
    expect(pairedCountsOf(cohort, other)).toEqual({
      sharedTasks: 4,
      bothPassed: 1,
      neitherPassed: 1,
      onlyCohortPassed: 1,
      onlyOtherPassed: 1,
      onlyCohortTasks: 1,
      onlyOtherTasks: 2,
    });
  });

  it('fails closed: drift on either side, or too few shared tasks, shows counts and no numbers', () => {
    const tries = Array.from({ length: 30 }, (_, i) => attempt(`t${i}`, i % 3 !== 0, i));
    // 30 concordant pairs: Tango's lower bound is −z²/(30 + z²) = −0.1135; the anytime one is
    // −(the upper bound of 0 discordant of 30 at α/2) = −0.2110, so a margin of 0.2 separates them.
    const ok = pairedComparisonOf({ tries, drift: false }, { tries, drift: false }, { margin: 0.2, minSamples: 20 });
    expect(ok).toMatchObject({
      state: 'OK',
      sharedTasks: 30,
      difference: 0,
      nonInferiority: 'NON_INFERIOR',
      anytimeNonInferiority: 'NOT_SHOWN',
    });
    expect(ok.lower).toBeCloseTo(-(Z_95 ** 2) / (30 + Z_95 ** 2), 12);
    expect(ok.anytimeLowerBound!).toBeLessThanOrEqual(ok.lower!);
    for (const [cohortDrift, otherDrift] of [
      [true, false],
      [false, true],
    ]) {
      const drifted = pairedComparisonOf({ tries, drift: cohortDrift! }, { tries, drift: otherDrift! }, { margin: 0.05, minSamples: 20 });
      expect(drifted).toMatchObject({
        state: 'EVIDENCE_DRIFT',
        sharedTasks: 30,
        difference: null,
        lower: null,
        anytimeLowerBound: null,
        nonInferiority: null,
        anytimeNonInferiority: null,
      });
    }
    const few = pairedComparisonOf({ tries, drift: false }, { tries: tries.slice(0, 19), drift: false }, { margin: 0.05, minSamples: 20 });
    expect(few).toMatchObject({
      state: 'INSUFFICIENT_EVIDENCE',
      sharedTasks: 19,
      onlyCohortTasks: 11,
      difference: null,
      upper: null,
      anytimeUpperBound: null,
    });
  });
});
