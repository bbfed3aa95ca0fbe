// The Wilson score interval and the shared window grammar: known values, edges,
// and the refusals both windowed reports rely on.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clusteredInterval, clusteredRateOf, designEffectOf, rateOf, wilsonAt, wilsonInterval } from '../../src/domain/wilson.js';
import {
  DEFAULT_MIN_SAMPLES,
  DEFAULT_WINDOW,
  MAX_WINDOW_ATTEMPTS,
  MAX_WINDOW_DAYS,
  windowSchema,
  windowStart,
} from '../../src/domain/window.js';
import { assertProperty } from '../helpers/property.js';

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

describe('wilsonInterval', () => {
  it.each([
    // numerator, denominator, lower, upper (95%, to 4 decimals)
    [8, 10, 0.4902, 0.9433],
    [0, 10, 0, 0.2775],
    [10, 10, 0.7225, 1],
    [1, 2, 0.0945, 0.9055],
    [50, 100, 0.4038, 0.5962],
    [0, 1, 0, 0.7935],
  ])('%i/%i -> [%f, %f]', (numerator, denominator, lower, upper) => {
    const interval = wilsonInterval(numerator, denominator)!;
    expect(round4(interval.lower)).toBe(lower);
    expect(round4(interval.upper)).toBe(upper);
  });

  it('is null when there are no trials', () => {
    expect(wilsonInterval(0, 0)).toBeNull();
  });

  it('is symmetric: k/n and (n-k)/n mirror each other', () => {
    const a = wilsonInterval(3, 17)!;
    const b = wilsonInterval(14, 17)!;
    expect(a.lower).toBeCloseTo(1 - b.upper, 12);
    expect(a.upper).toBeCloseTo(1 - b.lower, 12);
  });

  it('narrows with a smaller z', () => {
    const wide = wilsonInterval(8, 10)!;
    const narrow = wilsonInterval(8, 10, 1)!;
    expect(narrow.lower).toBeGreaterThan(wide.lower);
    expect(narrow.upper).toBeLessThan(wide.upper);
  });

  it('stays inside [0, 1] and contains the point estimate', () => {
    for (let n = 1; n <= 60; n += 1)
      for (let k = 0; k <= n; k += 1) {
        const { lower, upper } = wilsonInterval(k, n)!;
        expect(lower).toBeGreaterThanOrEqual(0);
        expect(upper).toBeLessThanOrEqual(1);
        expect(lower).toBeLessThanOrEqual(k / n + 1e-12);
        expect(upper).toBeGreaterThanOrEqual(k / n - 1e-12);
      }
  });

  it.each([
    [-1, 10],
    [11, 10],
    [1.5, 10],
    [0, -1],
  ])('refuses impossible counts %s/%s', (numerator, denominator) => {
    expect(() => wilsonInterval(numerator, denominator)).toThrow(RangeError);
  });
});

describe('rateOf', () => {
  it('reports value and interval', () => {
    const rate = rateOf(8, 10);
    expect(rate.numerator).toBe(8);
    expect(rate.denominator).toBe(10);
    expect(rate.value).toBe(0.8);
    expect(round4(rate.lower!)).toBe(0.4902);
    expect(round4(rate.upper!)).toBe(0.9433);
  });

  it('keeps counts but nulls values when the denominator is 0 or the state suppresses them', () => {
    expect(rateOf(0, 0)).toEqual({ numerator: 0, denominator: 0, value: null, lower: null, upper: null });
    expect(rateOf(3, 4, true)).toEqual({ numerator: 3, denominator: 4, value: null, lower: null, upper: null });
  });
});

describe('task-clustered interval (docs/specification.md §6, docs/metrics.md "Intervals that respect dependence")', () => {
  // The worked example: ten attempts of four tasks, y counted of m attempts per task.
  const example = { successes: [3, 0, 2, 1], trials: [4, 2, 2, 2] };

  it('recomputes the worked example by hand', () => {
    // p = 6/10; residuals y − p·m: 0.6, −1.2, 0.8, −0.2; their squares add up to 2.48.
    // V_cr = 4/3 · 2.48 / 10² = 0.0330667; V_srs = 0.6 · 0.4 / 9 = 0.0266667; deff = 1.24.
    const p = 0.6;
    const squares = example.successes.reduce((sum, y, i) => sum + (y - p * example.trials[i]!) ** 2, 0);
    expect(squares).toBeCloseTo(2.48, 12);
    const byHand = ((4 / 3) * squares) / 100 / ((p * (1 - p)) / 9);
    expect(byHand).toBeCloseTo(1.24, 12);
    const interval = clusteredInterval(example)!;
    expect(interval.designEffect).toBeCloseTo(1.24, 12);
    expect(interval.effectiveSampleSize).toBeCloseTo(10 / 1.24, 12);
    expect(round4(interval.effectiveSampleSize)).toBe(8.0645);
    expect(interval.tasks).toBe(4);
    expect([round4(interval.lower), round4(interval.upper)]).toEqual([0.2876, 0.8479]);
    // The plain Wilson interval of 6/10 is narrower.
    const plain = wilsonInterval(6, 10)!;
    expect([round4(plain.lower), round4(plain.upper)]).toEqual([0.3127, 0.8318]);
  });

  it('floors the design effect at 1: tasks that agree less than chance never narrow the interval', () => {
    // The retries of the worked example: 3/4, 1/2, 1/2, 1/2; Kish's ratio is 0.24.
    const interval = clusteredInterval({ successes: [3, 1, 1, 1], trials: [4, 2, 2, 2] })!;
    expect(interval.designEffect).toBe(1);
    expect(interval).toMatchObject(wilsonInterval(6, 10)!);
  });

  it('caps the design effect at Σm²/n, every task counted once', () => {
    // Kish's ratio here is 2.68; the cap is (9 + 9 + 4 + 4) / 10 = 2.6.
    const interval = clusteredInterval({ successes: [3, 0, 2, 1], trials: [3, 3, 2, 2] })!;
    expect(interval.designEffect).toBeCloseTo(2.6, 12);
    expect([round4(interval.lower), round4(interval.upper)]).toEqual([0.2001, 0.8999]);
  });

  it('takes Σm²/n when p is 0 or 1 or there is one task, and is null without attempts', () => {
    const none = clusteredInterval({ successes: [0, 0, 0, 0], trials: [4, 2, 2, 2] })!;
    expect(none.designEffect).toBeCloseTo(2.8, 12);
    expect([round4(none.lower), round4(none.upper)]).toEqual([0, 0.5182]);
    const all = clusteredInterval({ successes: [4, 2, 2, 2], trials: [4, 2, 2, 2] })!;
    expect(all.designEffect).toBeCloseTo(2.8, 12);
    expect([round4(all.lower), round4(all.upper)]).toEqual([0.4818, 1]);
    const one = clusteredInterval({ successes: [2], trials: [5] })!;
    expect(one).toMatchObject({ designEffect: 5, effectiveSampleSize: 1, tasks: 1 });
    expect(one).toMatchObject(wilsonAt(0.4, 1));
    expect(clusteredInterval({ successes: [], trials: [] })).toBeNull();
    expect(clusteredInterval({ successes: [0, 0], trials: [0, 0] })).toBeNull();
    // A task without attempts in the denominator is no cluster of the rate.
    expect(clusteredInterval({ successes: [3, 0, 0, 2, 1], trials: [4, 0, 2, 2, 2] })).toEqual(clusteredInterval(example));
  });

  it('refuses impossible counts', () => {
    expect(() => designEffectOf({ successes: [3], trials: [2] })).toThrow(RangeError);
    expect(() => designEffectOf({ successes: [1.5], trials: [2] })).toThrow(RangeError);
    expect(() => designEffectOf({ successes: [1, 1], trials: [2] })).toThrow(RangeError);
  });

  it("is absent from suppressed or empty rates, and its counts are the rate's", () => {
    expect(clusteredRateOf(example, true)).toEqual({
      numerator: 6,
      denominator: 10,
      value: null,
      lower: null,
      upper: null,
      clustered: null,
      anytime: null,
    });
    expect(clusteredRateOf({ successes: [], trials: [] }).clustered).toBeNull();
    expect(clusteredRateOf(example)).toMatchObject({ ...rateOf(6, 10), clustered: clusteredInterval(example) });
  });

  const tasks = fc.array(
    fc
      .integer({ min: 1, max: 8 })
      .chain((trials) => fc.record({ trials: fc.constant(trials), successes: fc.integer({ min: 0, max: trials }) })),
    { minLength: 1, maxLength: 40 },
  );
  const countsOf = (list: { successes: number; trials: number }[]) => ({
    successes: list.map((t) => t.successes),
    trials: list.map((t) => t.trials),
  });

  it('equals the Wilson interval exactly when every task has one attempt (property)', () => {
    assertProperty(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 400 }), (outcomes) => {
        const successes = outcomes.map((passed) => (passed ? 1 : 0));
        const interval = clusteredInterval({ successes, trials: outcomes.map(() => 1) })!;
        const plain = wilsonInterval(successes.filter(Boolean).length, outcomes.length)!;
        expect(interval.designEffect).toBe(1);
        expect(interval.effectiveSampleSize).toBe(outcomes.length);
        expect(interval.lower).toBe(plain.lower);
        expect(interval.upper).toBe(plain.upper);
      }),
      { numRuns: 500 },
    );
  });

  /**
   * Where the design effect is 1 in exact arithmetic, its floating-point value may be
   * one unit above (1 + 2.2e-16), and the interval at n / designEffect then differs from
   * the plain one in its last bits, either way: 1/6, 0/6, 0/6 gives a design effect of
   * exactly 1 by hand and a lower limit 1.4e-17 above the plain one. Containment holds
   * to that rounding.
   */
  const ROUNDING = 1e-12;
  const containsTheWilsonInterval = (list: { successes: number; trials: number }[]) => {
    const counts = countsOf(list);
    const n = list.reduce((sum, t) => sum + t.trials, 0);
    const y = list.reduce((sum, t) => sum + t.successes, 0);
    const interval = clusteredInterval(counts)!;
    const plain = wilsonInterval(y, n)!;
    expect(interval.designEffect).toBeGreaterThanOrEqual(1);
    expect(interval.designEffect).toBeLessThanOrEqual(list.reduce((sum, t) => sum + t.trials ** 2, 0) / n);
    expect(interval.lower).toBeLessThanOrEqual(plain.lower + ROUNDING);
    expect(interval.upper).toBeGreaterThanOrEqual(plain.upper - ROUNDING);
    expect(interval.upper - interval.lower).toBeGreaterThanOrEqual(plain.upper - plain.lower - ROUNDING);
  };

  it('is never narrower than the Wilson interval, and contains it (property)', () => {
    assertProperty(fc.property(tasks, containsTheWilsonInterval), { numRuns: 1000 });
  });

  it('contains the Wilson interval where the design effect is 1 by hand and rounds above it', () => {
    const list = [
      { trials: 6, successes: 1 },
      { trials: 6, successes: 0 },
      { trials: 6, successes: 0 },
    ];
    containsTheWilsonInterval(list);
    // Kish's ratio here is 3/2 · 17/18 · 216/306 = 1 exactly; the interval is the plain one to the rounding.
    const interval = clusteredInterval(countsOf(list))!;
    expect(interval.designEffect).toBeCloseTo(1, 14);
    expect(interval.lower).toBeCloseTo(wilsonInterval(1, 18)!.lower, 14);
  });

  it('does not depend on the order of the tasks (property)', () => {
    assertProperty(
      fc.property(tasks, (list) => {
        expect(clusteredInterval(countsOf([...list].reverse()))).toEqual(clusteredInterval(countsOf(list)));
      }),
    );
  });
});

describe('window', () => {
  it('defaults to the last 30 days and 20 samples', () => {
    expect(DEFAULT_WINDOW).toEqual({ lastDays: 30 });
    expect(DEFAULT_MIN_SAMPLES).toBe(20);
  });

  it.each([
    [{ lastDays: 7 }, { lastDays: 7 }],
    [{ lastAttempts: 50, lastDays: null }, { lastAttempts: 50 }],
    [{ lastDays: MAX_WINDOW_DAYS }, { lastDays: MAX_WINDOW_DAYS }],
    [{ lastAttempts: MAX_WINDOW_ATTEMPTS }, { lastAttempts: MAX_WINDOW_ATTEMPTS }],
  ])('accepts %j', (input, expected) => {
    expect(windowSchema.parse(input)).toEqual(expected);
  });

  it.each([
    [{}],
    [{ lastDays: null, lastAttempts: null }],
    [{ lastDays: 1, lastAttempts: 1 }],
    [{ lastDays: 0 }],
    [{ lastDays: -3 }],
    [{ lastDays: 1.5 }],
    [{ lastDays: MAX_WINDOW_DAYS + 1 }],
    [{ lastAttempts: 0 }],
    [{ lastAttempts: MAX_WINDOW_ATTEMPTS + 1 }],
  ])('refuses %j', (input) => {
    expect(windowSchema.safeParse(input).success).toBe(false);
  });

  it('starts a lastDays window n days before asOf and leaves lastAttempts open', () => {
    const asOf = Date.parse('2026-03-31T00:00:00.000Z');
    expect(new Date(windowStart({ lastDays: 30 }, asOf)!).toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(windowStart({ lastAttempts: 5 }, asOf)).toBeNull();
  });
});
