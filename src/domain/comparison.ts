// Comparing two cohorts (docs/specification.md §6, "Cohort comparison"): for every rate of
// the reliability report, the difference b − a with Newcombe's hybrid score interval,
// method 10 of Newcombe, R.G. (1998), "Interval estimation for the difference between
// independent proportions: comparison of eleven methods", Statistics in Medicine
// 17:873–890. It combines the two Wilson intervals the reports already carry, so the
// comparison can never disagree with the reports it compares.
import { RATE_NAMES, type RateName, type ReliabilityReport } from './reliability.js';
import { wilsonInterval, Z_95, type Rate } from './wilson.js';

export interface Difference {
  /** p_b − p_a. */
  difference: number;
  lower: number;
  upper: number;
}

/**
 * Newcombe's hybrid score interval (method 10) for p_b − p_a, with p = x / n and the
 * Wilson limits (l, u) of each proportion, without continuity correction:
 *   lower = (p_b − p_a) − √((p_b − l_b)² + (u_a − p_a)²)
 *   upper = (p_b − p_a) + √((u_b − p_b)² + (p_a − l_a)²)
 * Null when either sample is empty.
 */
export function newcombeDifference(
  a: { numerator: number; denominator: number },
  b: { numerator: number; denominator: number },
  z = Z_95,
): Difference | null {
  const wa = wilsonInterval(a.numerator, a.denominator, z);
  const wb = wilsonInterval(b.numerator, b.denominator, z);
  if (wa === null || wb === null) return null;
  const pa = a.numerator / a.denominator;
  const pb = b.numerator / b.denominator;
  const difference = pb - pa;
  return {
    difference,
    // A difference of proportions lies in [-1, 1]; the clamp only absorbs rounding.
    lower: Math.max(-1, difference - Math.sqrt((pb - wb.lower) ** 2 + (wa.upper - pa) ** 2)),
    upper: Math.min(1, difference + Math.sqrt((wb.upper - pb) ** 2 + (pa - wa.lower) ** 2)),
  };
}

/** One rate of a comparison: both rates as their reports show them, and their difference when both values are shown. */
export interface RateComparison {
  a: Rate;
  b: Rate;
  /** Null when either rate's value is null (an empty denominator, or a report whose state is not OK). */
  difference: Difference | null;
}

export type CohortComparisonRates = Record<RateName, RateComparison>;

/**
 * The rates of a comparison of two reports as of the same instant and window. Values a
 * report suppresses stay suppressed: a difference needs both values shown.
 */
export function compareReports(a: ReliabilityReport, b: ReliabilityReport): CohortComparisonRates {
  return Object.fromEntries(
    RATE_NAMES.map((name) => {
      const rateA = a.rates[name];
      const rateB = b.rates[name];
      const shown = rateA.value !== null && rateB.value !== null;
      return [name, { a: rateA, b: rateB, difference: shown ? newcombeDifference(rateA, rateB) : null }];
    }),
  ) as CohortComparisonRates;
}
