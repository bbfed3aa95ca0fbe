// The Wilson score interval and the shared window grammar: known values, edges,
// and the refusals both windowed reports rely on.
import { describe, expect, it } from 'vitest';
import { rateOf, wilsonInterval } from '../../src/domain/wilson.js';
import { DEFAULT_MIN_SAMPLES, DEFAULT_WINDOW, MAX_WINDOW_ATTEMPTS, MAX_WINDOW_DAYS, windowSchema, windowStart } from '../../src/domain/window.js';

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
