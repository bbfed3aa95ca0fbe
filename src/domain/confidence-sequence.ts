// Anytime-valid bounds on a rate (docs/specification.md §6, "Anytime-valid bounds"): the
// beta-binomial mixture confidence sequence of Robbins (1970), in the form of Howard,
// Ramdas, McAuliffe & Sekhon (2021, Ann. Statist. 49(2), §3 and Prop. 7's Bernoulli case).
// A fixed-sample interval promises its error rate for one look at a sample size fixed in
// advance; this one holds at every sample size at once, so a gate may re-read it after
// every attempt. Every step is a fixed procedure on the counts alone, so a third party
// recomputes the same bounds from the specification.
import type { Interval } from './wilson.js';

/**
 * Which bound a reader asks for where a report offers both: FIXED_SAMPLE, the 95% Wilson
 * interval (one look at a sample size fixed in advance); ANYTIME, this file's confidence
 * sequence (valid however often it is re-read).
 */
export const RATE_BOUNDS = ['FIXED_SAMPLE', 'ANYTIME'] as const;
export type RateBound = (typeof RATE_BOUNDS)[number];

/** Error probability over the whole sequence of looks, both sides together. */
export const ANYTIME_ALPHA = 0.05;
/** The Beta(a, b) mixing distribution: a = b = 1, the uniform prior of Robbins (1970). */
export const MIXTURE_PRIOR = { a: 1, b: 1 } as const;
/** Halvings of the bisection: from [0, 1] this is below the spacing of doubles. */
export const BISECTION_STEPS = 64;
/** How many more attempts attemptsToDecision looks ahead before it answers NOT_WITHIN_LIMIT. */
export const MAX_DECISION_ATTEMPTS = 100_000;

const LOG_THRESHOLD = Math.log(1 / ANYTIME_ALPHA);

// ln n! below STIRLING_FROM is the left-to-right sum of ln i; from it on, Stirling's series
// to the n^-5 term, whose error is below 1/(1680 n^7) < 1e-20 there.
const STIRLING_FROM = 256;
const smallLogFactorials = new Float64Array(STIRLING_FROM);
for (let i = 2; i < STIRLING_FROM; i++) smallLogFactorials[i] = smallLogFactorials[i - 1]! + Math.log(i);
const HALF_LOG_TWO_PI = 0.5 * Math.log(2 * Math.PI);

/** ln n! for an integer n >= 0. */
export function logFactorial(n: number): number {
  if (n < STIRLING_FROM) return smallLogFactorials[n]!;
  const inverse = 1 / n;
  const inverse2 = inverse * inverse;
  return n * Math.log(n) - n + HALF_LOG_TWO_PI + 0.5 * Math.log(n) + inverse * (1 / 12 - inverse2 * (1 / 360 - inverse2 / 1260));
}

/** ln [B(1 + S, 1 + n − S) / B(1, 1)] = ln S! + ln (n − S)! − ln (n + 1)!: the part of ln M_n that does not depend on p. */
function logMarginal(successes: number, trials: number): number {
  return logFactorial(successes) + logFactorial(trials - successes) - logFactorial(trials + 1);
}

/** ln M_n(p) given its constant part: constant − S ln p − (n − S) ln(1 − p), with 0 · ln 0 = 0. */
function logMixtureWith(constant: number, successes: number, trials: number, p: number): number {
  const failures = trials - successes;
  let value = constant;
  if (successes > 0) value -= successes * Math.log(p);
  if (failures > 0) value -= failures * Math.log(1 - p);
  return value;
}

/**
 * ln M_n(p) of the mixture martingale with a Beta(1, 1) mixing distribution, after
 * `successes` of `trials`: ln [B(1 + S, 1 + n − S) / B(1, 1)] − S ln p − (n − S) ln(1 − p).
 */
export function logMixture(successes: number, trials: number, p: number): number {
  return logMixtureWith(logMarginal(successes, trials), successes, trials, p);
}

/** p lies outside the confidence sequence at these counts: M_n(p) >= 1/α. */
export function excludes(successes: number, trials: number, p: number): boolean {
  return logMixture(successes, trials, p) >= LOG_THRESHOLD;
}

/**
 * inf {p : M_n(p) < 1/α} by bisection on [0, S/n]: ln M_n is convex in p with its minimum
 * (at most 0) at S/n, so the set is an interval holding S/n. The bracket keeps an excluded
 * left end and an included right end; the excluded end is returned, so the bound never
 * lies inside the set.
 */
function lowerOf(successes: number, trials: number, logThreshold = LOG_THRESHOLD): number {
  if (successes === 0) return 0;
  const constant = logMarginal(successes, trials);
  let lo = 0;
  let hi = successes / trials;
  for (let step = 0; step < BISECTION_STEPS; step++) {
    const mid = (lo + hi) / 2;
    if (logMixtureWith(constant, successes, trials, mid) >= logThreshold) lo = mid;
    else hi = mid;
  }
  return lo;
}

function checkCounts(successes: number, trials: number) {
  if (!Number.isInteger(successes) || !Number.isInteger(trials) || trials < 0 || successes < 0 || successes > trials)
    throw new RangeError(`anytimeInterval needs 0 <= successes <= trials as integers, got ${successes}/${trials}`);
}

/**
 * The confidence sequence's interval at `successes` of `trials`, or null when there are no
 * trials. The upper bound is 1 − (the lower bound of the failures), so the two sides mirror
 * each other bit for bit.
 */
export function anytimeInterval(successes: number, trials: number): Interval | null {
  checkCounts(successes, trials);
  if (trials === 0) return null;
  return { lower: lowerOf(successes, trials), upper: 1 - lowerOf(trials - successes, trials) };
}

/**
 * The same confidence sequence at another error probability α (0 < α < 1), for a bound
 * built from several sequences whose α add up (src/domain/paired-comparison.ts). At
 * α = ANYTIME_ALPHA it is anytimeInterval bit for bit: the threshold is ln(1/α) by the
 * same expression.
 */
export function anytimeIntervalAt(successes: number, trials: number, alpha: number): Interval | null {
  checkCounts(successes, trials);
  if (!(alpha > 0 && alpha < 1)) throw new RangeError(`an error probability lies strictly between 0 and 1, got ${alpha}`);
  if (trials === 0) return null;
  const logThreshold = Math.log(1 / alpha);
  return { lower: lowerOf(successes, trials, logThreshold), upper: 1 - lowerOf(trials - successes, trials, logThreshold) };
}

/** ln(x/y), and 0 at x = 0, where its weight x makes the term 0 · ln 0 = 0. */
const logRatio = (x: number, y: number) => (x === 0 ? 0 : Math.log(x / y));

/**
 * What more evidence at the observed rate would decide against a threshold
 * (docs/specification.md §6, "Attempts to decision"):
 * - ABOVE / BELOW: after `attempts` more attempts (0: already) the threshold leaves the
 *   sequence below the rate (anytime lower bound clears it) or above it (upper bound falls under it);
 * - NOT_AT_THIS_RATE: the observed rate equals the threshold, so no number of attempts at it decides;
 * - NOT_WITHIN_LIMIT: not within MAX_DECISION_ATTEMPTS more;
 * - NO_EVIDENCE: the rate has no trials.
 */
export type DecisionOutlook =
  | { outcome: 'ABOVE' | 'BELOW'; attempts: number }
  | { outcome: 'NOT_AT_THIS_RATE' | 'NOT_WITHIN_LIMIT' | 'NO_EVIDENCE'; attempts: null };

/** The answers of attemptsToDecision, and SUPPRESSED: a report under EVIDENCE_DRIFT gives none. */
export const DECISION_OUTCOMES = ['ABOVE', 'BELOW', 'NOT_AT_THIS_RATE', 'NOT_WITHIN_LIMIT', 'NO_EVIDENCE', 'SUPPRESSED'] as const;

/**
 * The smallest m in 0..MAX_DECISION_ATTEMPTS such that after m more attempts, of which
 * ⌊m·S/n⌋ are counted (toward ABOVE, S/n > t) or ⌈m·S/n⌉ (toward BELOW, S/n < t), the
 * anytime lower bound is >= t (ABOVE) or the upper bound < t (BELOW). Rounding toward the
 * threshold keeps the look-ahead from crediting evidence the observed rate does not hold.
 */
export function attemptsToDecision(successes: number, trials: number, threshold: number): DecisionOutlook {
  checkCounts(successes, trials);
  if (!(threshold > 0 && threshold < 1)) throw new RangeError(`a threshold lies strictly between 0 and 1, got ${threshold}`);
  if (trials === 0) return { outcome: 'NO_EVIDENCE', attempts: null };
  // Exact comparison of S/n with t without rounding S/n.
  const observed = successes / trials;
  if (observed === threshold) return { outcome: 'NOT_AT_THIS_RATE', attempts: null };
  const above = observed > threshold;
  // No m below `first` can decide, so the scan starts there: ln M_n(t) <= n·KL(S/n ‖ t)
  // (C(n, S) >= e^{n·H(S/n)} / (n + 1), Cover & Thomas, Thm 11.1.3), the look-ahead's rate
  // lies between t and S/n whenever it can decide, and KL grows with the distance from t.
  const kl = observed * logRatio(observed, threshold) + (1 - observed) * logRatio(1 - observed, 1 - threshold);
  const first = Math.max(0, Math.floor((LOG_THRESHOLD / kl) * (1 - 1e-9)) - trials - 1);
  for (let m = first; m <= MAX_DECISION_ATTEMPTS; m++) {
    const scaled = m * successes; // exact: below 2^53 for any window
    const more = above ? Math.floor(scaled / trials) : Math.ceil(scaled / trials);
    const s = successes + more;
    const n = trials + m;
    // excludes() is the cheap necessary condition; the reported bound decides, so the answer
    // agrees with what a gate reading anytimeLowerBound / anytimeUpperBound would see.
    if (!excludes(s, n, threshold)) continue;
    const interval = anytimeInterval(s, n)!;
    if (above ? interval.lower >= threshold : interval.upper < threshold) return { outcome: above ? 'ABOVE' : 'BELOW', attempts: m };
  }
  return { outcome: 'NOT_WITHIN_LIMIT', attempts: null };
}
