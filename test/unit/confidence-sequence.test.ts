// The anytime-valid bounds (docs/specification.md §6, "Anytime-valid bounds"): the worked
// example, the relation to the fixed-sample Wilson interval the specification proves,
// and attempts to decision.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ANYTIME_ALPHA,
  MAX_DECISION_ATTEMPTS,
  anytimeInterval,
  attemptsToDecision,
  excludes,
  logFactorial,
  logMixture,
} from '../../src/domain/confidence-sequence.js';
import { wilsonInterval } from '../../src/domain/wilson.js';
import { assertProperty } from '../helpers/property.js';

describe('anytimeInterval', () => {
  it('matches the worked example of docs/specification.md §6: 90 of 100', () => {
    const interval = anytimeInterval(90, 100)!;
    expect(interval.lower).toBeCloseTo(0.771729080449, 11);
    expect(interval.upper).toBeCloseTo(0.971158001917, 11);
    // The bounds are the ends of {p : M_100(p) < 1/α}: M at each is 1/α, within the bisection's tolerance.
    expect(logMixture(90, 100, interval.lower)).toBeCloseTo(Math.log(1 / ANYTIME_ALPHA), 9);
    expect(logMixture(90, 100, interval.upper)).toBeCloseTo(Math.log(1 / ANYTIME_ALPHA), 9);
    // and it is wider than Wilson's [0.8256, 0.9448] on both sides.
    const wilson = wilsonInterval(90, 100)!;
    expect(interval.lower).toBeLessThan(wilson.lower);
    expect(interval.upper).toBeGreaterThan(wilson.upper);
  });

  it('has closed forms at the edges: S = n and S = 0 solve (n + 1) p^n = α', () => {
    expect(anytimeInterval(1, 1)!.lower).toBeCloseTo(ANYTIME_ALPHA / 2, 14);
    expect(anytimeInterval(10, 10)!.lower).toBeCloseTo((ANYTIME_ALPHA / 11) ** (1 / 10), 14);
    expect(anytimeInterval(10, 10)!.upper).toBe(1);
    expect(anytimeInterval(0, 10)!.lower).toBe(0);
    expect(anytimeInterval(0, 10)!.upper).toBeCloseTo(1 - (ANYTIME_ALPHA / 11) ** (1 / 10), 14);
  });

  it('is null without trials and refuses impossible counts', () => {
    expect(anytimeInterval(0, 0)).toBeNull();
    for (const [s, n] of [
      [-1, 3],
      [4, 3],
      [1.5, 3],
      [0, -1],
    ])
      expect(() => anytimeInterval(s!, n!)).toThrow(RangeError);
  });

  it('mirrors: the upper bound of S of n is 1 − the lower bound of n − S of n, bit for bit', () => {
    assertProperty(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.double({ min: 0, max: 1, noNaN: true }), (n, share) => {
        const s = Math.round(share * n);
        expect(anytimeInterval(s, n)!.upper).toBe(1 - anytimeInterval(n - s, n)!.lower);
      }),
    );
  });

  it("computes ln n! by the stated formula: the sum of ln i below 256, Stirling's series from 256 on", () => {
    let sum = 0;
    for (let i = 2; i < 256; i++) sum += Math.log(i);
    expect(logFactorial(255)).toBe(sum);
    expect(logFactorial(0)).toBe(0);
    expect(logFactorial(1)).toBe(0);
    // Across the seam the two agree to the rounding of the running sum.
    expect(Math.abs(logFactorial(256) - (sum + Math.log(256)))).toBeLessThan(1e-11);
    expect(logFactorial(1000) - logFactorial(999)).toBeCloseTo(Math.log(1000), 10);
  });

  // docs/specification.md §6 proves Wilson(95%) ⊆ anytime(α = 0.05) for n >= 9; below 9 it is checked here.
  it('contains the 95% Wilson interval of the same counts: every count with n <= 300', () => {
    for (let n = 1; n <= 300; n++)
      for (let s = 0; s <= n; s++) {
        const anytime = anytimeInterval(s, n)!;
        const wilson = wilsonInterval(s, n)!;
        expect(anytime.lower).toBeLessThanOrEqual(wilson.lower);
        expect(anytime.upper).toBeGreaterThanOrEqual(wilson.upper);
      }
  });

  it('contains the 95% Wilson interval of the same counts: any n up to 10^7', () => {
    assertProperty(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.double({ min: 0, max: 1, noNaN: true }), (n, share) => {
        const s = Math.round(share * n);
        const anytime = anytimeInterval(s, n)!;
        const wilson = wilsonInterval(s, n)!;
        expect(anytime.lower).toBeLessThanOrEqual(wilson.lower);
        expect(anytime.upper).toBeGreaterThanOrEqual(wilson.upper);
        expect(anytime.lower).toBeLessThanOrEqual(s / n);
        expect(anytime.upper).toBeGreaterThanOrEqual(s / n);
      }),
      { numRuns: 500 },
    );
  });

  // docs/specification.md §6, "Delayed evidence": a pending verification can only lower a gate's bound.
  it('never lowers the lower bound when a counted attempt replaces an uncounted one at the same n', () => {
    assertProperty(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.double({ min: 0, max: 1, noNaN: true }), (n, share) => {
        const s = Math.min(n - 1, Math.round(share * n));
        expect(anytimeInterval(s + 1, n)!.lower).toBeGreaterThanOrEqual(anytimeInterval(s, n)!.lower);
      }),
    );
  });

  it('never places the lower bound inside the sequence (the upper is its mirror): it is an excluded point', () => {
    assertProperty(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.double({ min: 0, max: 1, noNaN: true }), (n, share) => {
        const s = Math.round(share * n);
        const { lower } = anytimeInterval(s, n)!;
        if (s > 0) expect(excludes(s, n, lower)).toBe(true);
      }),
    );
  });
});

describe('attemptsToDecision', () => {
  it('matches the worked example: 90 of 100 against 0.8 needs 60 more attempts (144 of 160)', () => {
    expect(attemptsToDecision(90, 100, 0.8)).toEqual({ outcome: 'ABOVE', attempts: 60 });
    expect(anytimeInterval(144, 160)!.lower).toBeGreaterThanOrEqual(0.8);
    // One fewer is not enough: 59 more is 143 of 159.
    expect(anytimeInterval(90 + Math.floor((59 * 90) / 100), 159)!.lower).toBeLessThan(0.8);
  });

  it('answers 0 when the bound has already decided, on either side', () => {
    expect(attemptsToDecision(50, 100, 0.8)).toEqual({ outcome: 'BELOW', attempts: 0 });
    expect(anytimeInterval(50, 100)!.upper).toBeLessThan(0.8);
    expect(attemptsToDecision(990, 1000, 0.8)).toEqual({ outcome: 'ABOVE', attempts: 0 });
  });

  it('looks ahead with the failures rounded up toward BELOW: 0 of 5 against 0.1', () => {
    const answer = attemptsToDecision(0, 5, 0.1);
    expect(answer.outcome).toBe('BELOW');
    expect(anytimeInterval(0, 5 + answer.attempts!)!.upper).toBeLessThan(0.1);
    expect(anytimeInterval(0, 5 + answer.attempts! - 1)!.upper).toBeGreaterThanOrEqual(0.1);
  });

  it('says when no number of attempts at the observed rate decides, when none is within the limit, and when there is no evidence', () => {
    expect(attemptsToDecision(80, 100, 0.8)).toEqual({ outcome: 'NOT_AT_THIS_RATE', attempts: null });
    expect(attemptsToDecision(801, 1000, 0.8)).toEqual({ outcome: 'NOT_WITHIN_LIMIT', attempts: null });
    expect(attemptsToDecision(0, 0, 0.8)).toEqual({ outcome: 'NO_EVIDENCE', attempts: null });
    expect(MAX_DECISION_ATTEMPTS).toBe(100_000);
  });

  it('is the smallest m: the scan that starts where the KL bound allows agrees with one from 0', () => {
    const fromZero = (s: number, n: number, t: number) => {
      const above = s / n > t;
      for (let m = 0; ; m++) {
        const more = above ? Math.floor((m * s) / n) : Math.ceil((m * s) / n);
        const interval = anytimeInterval(s + more, n + m)!;
        if (above ? interval.lower >= t : interval.upper < t) return { outcome: above ? 'ABOVE' : 'BELOW', attempts: m };
      }
    };
    assertProperty(
      fc.property(
        fc.integer({ min: 1, max: 300 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0.05, max: 0.95, noNaN: true }),
        (n, share, t) => {
          const s = Math.round(share * n);
          fc.pre(Math.abs(s / n - t) > 0.1);
          expect(attemptsToDecision(s, n, t)).toEqual(fromZero(s, n, t));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('refuses thresholds outside (0, 1)', () => {
    for (const t of [0, 1, -0.1, 1.5, Number.NaN]) expect(() => attemptsToDecision(9, 10, t)).toThrow(RangeError);
  });
});
