// The 95% Wilson score interval and the rate shape every report uses
// (docs/specification.md §6, §7). Wilson rather than the normal approximation because the
// ledger's rates are often near 0 or 1 on small samples, where the normal interval
// leaves [0, 1] or collapses to a single point and overstates certainty.

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
  const n = denominator;
  const p = numerator / n;
  const z2 = z * z;
  const scale = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / scale;
  const half = (z / scale) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { lower: Math.max(0, centre - half), upper: Math.min(1, centre + half) };
}

/** A reported rate: counts always, value and interval only when they may be shown. */
export interface Rate {
  numerator: number;
  denominator: number;
  /** numerator / denominator; null when the denominator is 0 or the report's state suppresses values. */
  value: number | null;
  lower: number | null;
  upper: number | null;
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
