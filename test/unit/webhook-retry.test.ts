// The retry schedule of webhook deliveries (src/domain/webhook-retry.ts): exponential with
// equal jitter, capped, and the production default retries for at least 24 hours before
// dead-lettering, however the jitter falls.
import { describe, expect, it } from 'vitest';
import { afterFailure, DEFAULT_RETRY_SCHEDULE, retryDelayMs, type RetrySchedule } from '../../src/domain/webhook-retry.js';

/** Attempts a delivery that always fails, from t = 0, until it is dead-lettered; returns each attempt's time. */
function failForever(schedule: RetrySchedule, random: () => number): number[] {
  const times = [0];
  for (let failed = 1; failed < 10_000; failed++) {
    const now = times.at(-1)!;
    const next = afterFailure(failed, now, schedule, random);
    if (next.kind === 'dead-letter') return times;
    times.push(now + next.delayMs);
  }
  throw new Error('never dead-lettered');
}

describe('retry schedule', () => {
  it('doubles the delay ceiling from the base up to the cap, and draws in its upper half', () => {
    const schedule: RetrySchedule = { baseMs: 1_000, maxDelayMs: 10_000, retryForMs: 60_000 };
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelayMs(n, schedule, () => 0))).toEqual([500, 1_000, 2_000, 4_000, 5_000, 5_000]);
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelayMs(n, schedule, () => 0.999_999))).toEqual([1_000, 2_000, 4_000, 8_000, 10_000, 10_000]);
    expect(retryDelayMs(3, schedule, () => 0.5)).toBe(3_000);
  });

  it('jitter spreads retries of the same attempt apart', () => {
    const draws = new Set(Array.from({ length: 50 }, () => retryDelayMs(4, DEFAULT_RETRY_SCHEDULE)));
    expect(draws.size).toBeGreaterThan(40);
    for (const delay of draws) expect(delay).toBeGreaterThanOrEqual(40_000), expect(delay).toBeLessThanOrEqual(80_000);
  });

  it.each([
    ['the shortest draws', () => 0],
    ['the longest draws', () => 0.999_999],
    ['random draws', Math.random],
  ])('the production default retries for at least 24 h, then dead-letters (%s)', (_name, random) => {
    const times = failForever(DEFAULT_RETRY_SCHEDULE, random);
    const day = 24 * 3_600_000;
    expect(times.at(-1)!).toBeGreaterThanOrEqual(day); // the last attempt is a day or more after the first
    expect(times.at(-2)!).toBeLessThan(day); // and the one before it was still within the day
    expect(times.length).toBeGreaterThan(20);
    expect(times.length).toBeLessThan(60);
    // at most an hour (the cap) between attempts
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeLessThanOrEqual(3_600_000);
  });

  it('the worked example of docs/specification.md §13: 57 attempts with the shortest draws, 5 s, 15 s, 35 s, 75 s…', () => {
    const times = failForever(DEFAULT_RETRY_SCHEDULE, () => 0);
    expect(times.slice(0, 5)).toEqual([0, 5_000, 15_000, 35_000, 75_000]);
    expect(times).toHaveLength(57);
    expect(times[10]! - times[9]!).toBe(1_800_000);
  });

  it('a failure after the retry period is dead-lettered at once', () => {
    expect(afterFailure(1, 86_400_000, DEFAULT_RETRY_SCHEDULE)).toEqual({ kind: 'dead-letter' });
    expect(afterFailure(1, 86_399_999, DEFAULT_RETRY_SCHEDULE).kind).toBe('retry');
  });
});
