// When a failing webhook delivery is tried again, and when it is given up (dead-lettered).
// Exponential backoff with "equal jitter" (Marc Brooker, "Exponential Backoff And Jitter",
// AWS Architecture Blog, 2015): the n-th retry waits a random time in [c/2, c], where
// c = min(maxDelay, base * 2^(n-1)); half of the delay is guaranteed, so retries never
// bunch up at zero, and the other half spreads receivers' recoveries apart.
// A delivery is dead-lettered at the first failure after `retryForMs` have passed since
// its round began, so it is retried for at least that long whatever the jitter drew.

export interface RetrySchedule {
  baseMs: number;
  maxDelayMs: number;
  retryForMs: number;
}

/** The production schedule: 10 s doubling to 1 h, retried for 24 h (docs/webhooks.md, "Retries"). */
export const DEFAULT_RETRY_SCHEDULE: RetrySchedule = { baseMs: 10_000, maxDelayMs: 3_600_000, retryForMs: 86_400_000 };

/** The delay before the next attempt after `failedAttempts` (≥ 1) failures; `random` in [0, 1). */
export function retryDelayMs(failedAttempts: number, schedule: RetrySchedule, random: () => number = Math.random): number {
  const ceiling = Math.min(schedule.maxDelayMs, schedule.baseMs * 2 ** Math.min(Math.max(failedAttempts, 1) - 1, 40));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

export type AfterFailure = { kind: 'retry'; delayMs: number } | { kind: 'dead-letter' };

/** What follows a failed attempt, `elapsedMs` after the delivery's round began. */
export function afterFailure(
  failedAttempts: number,
  elapsedMs: number,
  schedule: RetrySchedule,
  random: () => number = Math.random,
): AfterFailure {
  if (elapsedMs >= schedule.retryForMs) return { kind: 'dead-letter' };
  return { kind: 'retry', delayMs: retryDelayMs(failedAttempts, schedule, random) };
}
