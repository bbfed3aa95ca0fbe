// The 95% Wilson score interval and the rate shape every report uses
// (docs/specification.md §6, §7). Wilson rather than the normal approximation because the
// ledger's rates are often near 0 or 1 on small samples, where the normal interval
// leaves [0, 1] or collapses to a single point and overstates certainty.
import { anytimeInterval } from './confidence-sequence.js';

/** z for a two-sided 95% interval: the 0.975 quantile of the standard normal. */
export const Z_95 = 1.959963984540054;

export interface Interval {
  lower: number;
  upper: number;
}

/**
 * Wilson score interval for `numerator` successes out of `denominator` trials, or
 * null when there are no trials (no evidence is not the same as an interval of
 * [0, 1]). Bounds are clamped to [0, 1] so floating-point error at the extremes
 * never reports a rate below zero or above one.
 */
export function wilsonInterval(numerator: number, denominator: number, z = Z_95): Interval | null {
  if (!Number.isInteger(numerator) || !Number.isInteger(denominator) || denominator < 0 || numerator < 0 || numerator > denominator)
    throw new RangeError(`wilsonInterval needs 0 <= numerator <= denominator as integers, got ${numerator}/${denominator}`);
  if (denominator === 0) return null;
  return wilsonAt(numerator / denominator, denominator, z);
}

/**
 * The Wilson score interval of a proportion `p` observed on a sample of size `n`, which
 * may be fractional (an effective sample size): the same expression as `wilsonInterval`,
 * which calls it with p = numerator / denominator, so equal (p, n) give equal bits.
 */
export function wilsonAt(p: number, n: number, z = Z_95): Interval {
  const z2 = z * z;
  const scale = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / scale;
  const half = (z / scale) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  // At p = 0 the lower limit is exactly 0, at p = 1 the upper exactly 1; rounding left
  // them a few units of 1e-17 inside, which is not a measurement.
  return { lower: p === 0 ? 0 : Math.max(0, centre - half), upper: p === 1 ? 1 : Math.min(1, centre + half) };
}

/** The task-clustered interval of a rate (docs/specification.md §6, "Task-clustered intervals"). */
export interface ClusteredInterval extends Interval {
  /** n / designEffect. */
  effectiveSampleSize: number;
  /** In [1, Σm²/n]. */
  designEffect: number;
  /** Tasks (clusters) with at least one attempt in the rate's denominator. */
  tasks: number;
}

/**
 * A rate's counts by task: task i has `trials[i]` attempts in the denominator, of which
 * `successes[i]` are counted. Tasks with no attempt in the denominator (trials 0) are
 * not clusters of this rate and are skipped.
 */
export interface TaskCounts {
  successes: ArrayLike<number>;
  trials: ArrayLike<number>;
}

/**
 * The design effect of a proportion estimated from task clusters (docs/specification.md §6):
 * p = Y/n, Y = Σy_i, n = Σm_i over the k tasks with m_i >= 1. With k >= 2 and 0 < Y < n it is
 * Kish's ratio of the variance of the ratio mean estimated from cluster totals,
 * k/(k−1) · Σ(y_i − p·m_i)² / n², to the simple-random-sample variance of the same n
 * attempts, p(1−p)/(n−1), clamped to [1, Σm_i²/n]. With one task, or Y = 0 or Y = n
 * (no variance to estimate), it is the upper end Σm_i²/n, as if every task's attempts
 * agreed. Null when n = 0.
 */
export function designEffectOf({ successes, trials }: TaskCounts): { designEffect: number; n: number; y: number; k: number } | null {
  if (successes.length !== trials.length) throw new RangeError('successes and trials must have one entry per task');
  let n = 0;
  let y = 0;
  let k = 0;
  let squares = 0;
  let yy = 0;
  let yf = 0;
  let ff = 0;
  for (let i = 0; i < trials.length; i++) {
    const m = trials[i]!;
    const s = successes[i]!;
    if (!Number.isInteger(s) || !Number.isInteger(m) || s < 0 || s > m)
      throw new RangeError(`a task needs 0 <= successes <= trials as integers, got ${s}/${m}`);
    if (m === 0) continue;
    const f = m - s;
    k += 1;
    n += m;
    y += s;
    squares += m * m;
    yy += s * s;
    yf += s * f;
    ff += f * f;
  }
  if (n === 0) return null;
  // Complete dependence within tasks; with m_i = 1 for every task this is n / n = 1 exactly.
  const ceiling = squares / n;
  if (k < 2 || y === 0 || y === n) return { designEffect: ceiling, n, y, k };
  // With S = Σ(n·y_i − Y·m_i)² = (n−Y)²·Σy² − 2·Y·(n−Y)·Σy·f + Y²·Σf² (f = m − y, every
  // partial sum an integer), Kish's ratio is k/(k−1) · (n−1)/n · S / (n·Y·(n−Y)).
  const failures = n - y;
  const uncorrected = ((failures * yy) / y - 2 * yf + (y * ff) / failures) / n;
  const raw = ((k * (n - 1)) / ((k - 1) * n)) * uncorrected;
  return { designEffect: Math.min(ceiling, Math.max(1, raw)), n, y, k };
}

/**
 * The task-clustered interval of a rate: the Wilson interval of p = Y/n at the effective
 * sample size n / designEffect (equivalently p·n_eff successes out of n_eff). Null when
 * no task has an attempt in the denominator. With one attempt per task the design effect
 * is exactly 1, and the interval is `wilsonInterval(Y, n)` bit for bit.
 */
export function clusteredInterval(counts: TaskCounts, z = Z_95): ClusteredInterval | null {
  const effect = designEffectOf(counts);
  if (effect === null) return null;
  const effectiveSampleSize = effect.n / effect.designEffect;
  return {
    ...wilsonAt(effect.y / effect.n, effectiveSampleSize, z),
    effectiveSampleSize,
    designEffect: effect.designEffect,
    tasks: effect.k,
  };
}

/** A reported rate: counts always, value and interval only when they may be shown. */
export interface Rate {
  numerator: number;
  denominator: number;
  /** numerator / denominator; null when the denominator is 0 or the report's state suppresses values. */
  value: number | null;
  lower: number | null;
  upper: number | null;
  /**
   * The task-clustered interval, on the rates of reliability reports (absent elsewhere);
   * null exactly when `value` is.
   */
  clustered?: ClusteredInterval | null;
  /**
   * The anytime-valid interval (src/domain/confidence-sequence.ts), on the rates of
   * reliability reports (absent elsewhere); null exactly when `value` is.
   */
  anytime?: Interval | null;
}

/**
 * Builds a Rate. `suppressed` is set by reports whose state forbids values
 * (INSUFFICIENT_EVIDENCE, EVIDENCE_DRIFT): the counts stay visible so an operator
 * can see how far the evidence is from enough, but no number can be mistaken for a
 * measurement.
 */
export function rateOf(numerator: number, denominator: number, suppressed = false): Rate {
  if (suppressed || denominator === 0) {
    // still validates the counts
    wilsonInterval(numerator, denominator);
    return { numerator, denominator, value: null, lower: null, upper: null };
  }
  const interval = wilsonInterval(numerator, denominator)!;
  return { numerator, denominator, value: numerator / denominator, lower: interval.lower, upper: interval.upper };
}

/** A Rate with its task-clustered and its anytime-valid interval, from the rate's counts by task. */
export function clusteredRateOf(counts: TaskCounts, suppressed = false): Rate {
  let numerator = 0;
  let denominator = 0;
  for (let i = 0; i < counts.trials.length; i++) {
    numerator += counts.successes[i]!;
    denominator += counts.trials[i]!;
  }
  const rate = rateOf(numerator, denominator, suppressed);
  if (rate.value === null) return { ...rate, clustered: null, anytime: null };
  return { ...rate, clustered: clusteredInterval(counts), anytime: anytimeInterval(numerator, denominator) };
}
