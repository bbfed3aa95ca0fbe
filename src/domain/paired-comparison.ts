// Requalification on shared tasks (docs/specification.md §6, "Paired comparison"): a cohort
// and another (typically its predecessor in the lineage) compared over the tasks both
// attempted, each task one pair of binary outcomes. The pairs are not independent samples
// of two rates, so the difference of their pass proportions has its own interval:
// - fixed-sample: Tango's asymptotic score interval (Tango, T. 1998, "Equivalence test and
//   confidence interval for the difference in proportions for the paired-sample design",
//   Statistics in Medicine 17:891–908);
// - anytime-valid: the beta-binomial mixture confidence sequence of the rates
//   (src/domain/confidence-sequence.ts) on the share of discordant tasks and on the split
//   of the discordant tasks, each at half the error probability, mapped to the difference.
// Every step is a fixed procedure on the counts alone, so a third party recomputes the
// same doubles from the specification.
import { compareUtf16CodeUnits } from './canonical.js';
import { ANYTIME_ALPHA, BISECTION_STEPS, anytimeIntervalAt } from './confidence-sequence.js';
import { evidenceStateOf, type EvidenceState } from './window.js';
import { Z_95, type Interval } from './wilson.js';

/** One try of a task on one side: the window's attempt, and whether it is an independently verified pass. */
export interface TaskTry {
  taskRef: string;
  /** In the numerator of independentlyVerifiedPassRate (`verifiedPass`), as pass^k counts a pass. */
  pass: boolean;
  finishedAt: number;
  /** The attempt id: the tie-break of ledger order. */
  id: string;
}

/** Ledger order: finishedAt, then attempt id, ascending (the reports' most-recent-first order reversed). */
const compareLedgerOrder = (a: TaskTry, b: TaskTry) => a.finishedAt - b.finishedAt || compareUtf16CodeUnits(a.id, b.id);

/**
 * Each task's outcome on one side: its first try in ledger order. The first try is the one
 * made before anything of the task was known on that side; a retry exists because of an
 * earlier outcome, so counting any later or the best try would favour the side that
 * retries more, and a task's outcome would change with attempts made after it.
 */
export function firstTriesOf(tries: readonly TaskTry[]): Map<string, TaskTry> {
  const first = new Map<string, TaskTry>();
  for (const attempt of tries) {
    const seen = first.get(attempt.taskRef);
    if (!seen || compareLedgerOrder(attempt, seen) < 0) first.set(attempt.taskRef, attempt);
  }
  return first;
}

/** The paired 2×2 table of the shared tasks, and the tasks only one side attempted (left out). */
export interface PairedCounts {
  /** Tasks with a try on both sides: n. */
  sharedTasks: number;
  /** Concordant: passed on both sides. */
  bothPassed: number;
  /** Concordant: passed on neither side. */
  neitherPassed: number;
  /** Discordant, c: passed on the cohort's side only. */
  onlyCohortPassed: number;
  /** Discordant, b: passed on the other cohort's side only. */
  onlyOtherPassed: number;
  /** Tasks only the cohort attempted in the window: counted, never paired with a guess. */
  onlyCohortTasks: number;
  /** Tasks only the other cohort attempted in the window. */
  onlyOtherTasks: number;
}

export function pairedCountsOf(cohort: ReadonlyMap<string, TaskTry>, other: ReadonlyMap<string, TaskTry>): PairedCounts {
  const counts: PairedCounts = {
    sharedTasks: 0,
    bothPassed: 0,
    neitherPassed: 0,
    onlyCohortPassed: 0,
    onlyOtherPassed: 0,
    onlyCohortTasks: 0,
    onlyOtherTasks: 0,
  };
  for (const [taskRef, mine] of cohort) {
    const theirs = other.get(taskRef);
    if (!theirs) {
      counts.onlyCohortTasks += 1;
      continue;
    }
    counts.sharedTasks += 1;
    if (mine.pass && theirs.pass) counts.bothPassed += 1;
    else if (mine.pass) counts.onlyCohortPassed += 1;
    else if (theirs.pass) counts.onlyOtherPassed += 1;
    else counts.neitherPassed += 1;
  }
  for (const taskRef of other.keys()) if (!cohort.has(taskRef)) counts.onlyOtherTasks += 1;
  return counts;
}

export interface PairedDifference extends Interval {
  /** (x12 − x21) / n. */
  difference: number;
}

function checkTable(x12: number, x21: number, n: number) {
  if (![x12, x21, n].every(Number.isInteger) || x12 < 0 || x21 < 0 || x12 + x21 > n)
    throw new RangeError(`a paired table needs integers x12, x21 >= 0 with x12 + x21 <= n, got ${x12}, ${x21}, ${n}`);
}

/**
 * Tango's score statistic at Δ for the difference p1 − p2 of n pairs, x12 of them a
 * success under condition 1 only and x21 under condition 2 only (Tango 1998, eq. 3 with
 * the restricted maximum likelihood estimate of p21 of eq. 4):
 *   A = 2n, B = −x12 − x21 + (2n − x12 + x21)·Δ, C = −x21·Δ·(1 − Δ),
 *   p̃21 = (√max(0, B² − 4AC) − B) / (2A),
 *   T(Δ) = (x12 − x21 − n·Δ) / √max(0, n·(2·p̃21 + Δ·(1 − Δ))),
 * 0 where the numerator is 0 (the estimate itself, where the variance may be 0 too).
 */
export function tangoScore(x12: number, x21: number, n: number, delta: number): number {
  const numerator = x12 - x21 - n * delta;
  if (numerator === 0) return 0;
  const a = 2 * n;
  const b = -x12 - x21 + (2 * n - x12 + x21) * delta;
  const c = -x21 * delta * (1 - delta);
  const p21 = (Math.sqrt(Math.max(0, b * b - 4 * a * c)) - b) / (2 * a);
  return numerator / Math.sqrt(Math.max(0, n * (2 * p21 + delta * (1 - delta))));
}

/**
 * Tango's score interval {Δ : −z < T(Δ) < z} for p1 − p2 (T decreases in Δ): the lower
 * bound by BISECTION_STEPS halvings of [−1, Δ̂] keeping a left end with T >= z, the upper by
 * halvings of [Δ̂, 1] keeping a right end with T <= −z; each bound is the kept (excluded)
 * end, so it never lies inside the interval. −1 when Δ̂ = −1, 1 when Δ̂ = 1. Null without pairs.
 */
export function tangoInterval(x12: number, x21: number, n: number, z = Z_95): PairedDifference | null {
  checkTable(x12, x21, n);
  if (n === 0) return null;
  const difference = (x12 - x21) / n;
  let lower = -1;
  if (difference > -1) {
    let inside = difference;
    for (let step = 0; step < BISECTION_STEPS; step++) {
      const mid = (lower + inside) / 2;
      if (tangoScore(x12, x21, n, mid) >= z) lower = mid;
      else inside = mid;
    }
  }
  let upper = 1;
  if (difference < 1) {
    let inside = difference;
    for (let step = 0; step < BISECTION_STEPS; step++) {
      const mid = (inside + upper) / 2;
      if (tangoScore(x12, x21, n, mid) <= -z) upper = mid;
      else inside = mid;
    }
  }
  return { difference, lower, upper };
}

/** Each of the two confidence sequences of the anytime bound spends half of ANYTIME_ALPHA. */
export const PAIRED_ANYTIME_ALPHA_EACH = ANYTIME_ALPHA / 2;

/**
 * The anytime-valid bounds of p1 − p2 = ψ·(2q − 1), with ψ the chance that a pair is
 * discordant and q the chance that a discordant pair favours condition 1: the mixture
 * confidence sequence of ψ (x12 + x21 discordant of n pairs) and of q (x12 of the
 * x12 + x21 discordant pairs; [0, 1] when there are none), each at α/2, so both hold at
 * every n at once with probability >= 1 − α (union bound), and then ψ·(2q − 1) lies
 * within the product's extremes. The product is bilinear, so its extremes over the box
 * are at corners: with l = 2·q_lower − 1 and h = 2·q_upper − 1,
 *   lower = (l >= 0 ? ψ_lower : ψ_upper) · l,   upper = (h >= 0 ? ψ_upper : ψ_lower) · h.
 */
export function pairedAnytimeInterval(x12: number, x21: number, n: number): Interval | null {
  checkTable(x12, x21, n);
  if (n === 0) return null;
  const discordant = x12 + x21;
  const share = anytimeIntervalAt(discordant, n, PAIRED_ANYTIME_ALPHA_EACH)!;
  const split = anytimeIntervalAt(x12, discordant, PAIRED_ANYTIME_ALPHA_EACH) ?? { lower: 0, upper: 1 };
  const low = 2 * split.lower - 1;
  const high = 2 * split.upper - 1;
  return { lower: (low >= 0 ? share.lower : share.upper) * low, upper: (high >= 0 ? share.upper : share.lower) * high };
}

/**
 * The non-inferiority answer of new − old against a margin m in (0, 1):
 * NON_INFERIOR when the lower bound is above −m (the bound excludes every difference
 * at or below −m), INFERIOR when the upper bound is below −m (it excludes every
 * difference at or above −m), NOT_SHOWN otherwise.
 */
export const NON_INFERIORITY_ANSWERS = ['NON_INFERIOR', 'NOT_SHOWN', 'INFERIOR'] as const;
export type NonInferiority = (typeof NON_INFERIORITY_ANSWERS)[number];

export function nonInferiorityOf(bounds: Interval, margin: number): NonInferiority {
  if (!(margin > 0 && margin < 1)) throw new RangeError(`a margin lies strictly between 0 and 1, got ${margin}`);
  if (bounds.lower > -margin) return 'NON_INFERIOR';
  if (bounds.upper < -margin) return 'INFERIOR';
  return 'NOT_SHOWN';
}

/** One side of a paired comparison: the window's tries of its report, and whether its report is under drift. */
export interface PairedSide {
  tries: readonly TaskTry[];
  drift: boolean;
}

export interface PairedComparison extends PairedCounts {
  /** EVIDENCE_DRIFT when either side's cohort has unresolved drift; INSUFFICIENT_EVIDENCE when sharedTasks < minSamples. */
  state: EvidenceState;
  margin: number;
  /** (onlyCohortPassed − onlyOtherPassed) / sharedTasks: the cohort's pass proportion minus the other's on the shared tasks. */
  difference: number | null;
  /** Tango's 95% score interval of the difference. */
  lower: number | null;
  upper: number | null;
  nonInferiority: NonInferiority | null;
  /** The anytime-valid 95% bounds of the difference. */
  anytimeLowerBound: number | null;
  anytimeUpperBound: number | null;
  anytimeNonInferiority: NonInferiority | null;
}

/**
 * The paired comparison of `cohort` (new) with `other` (old) over the tasks both attempted.
 * Counts are shown in every state; every number and answer is null in every state but OK.
 */
export function pairedComparisonOf(cohort: PairedSide, other: PairedSide, query: { margin: number; minSamples: number }): PairedComparison {
  if (!(query.margin > 0 && query.margin < 1)) throw new RangeError(`a margin lies strictly between 0 and 1, got ${query.margin}`);
  const counts = pairedCountsOf(firstTriesOf(cohort.tries), firstTriesOf(other.tries));
  const state = evidenceStateOf(cohort.drift || other.drift, counts.sharedTasks, query.minSamples);
  const suppressed = {
    difference: null,
    lower: null,
    upper: null,
    nonInferiority: null,
    anytimeLowerBound: null,
    anytimeUpperBound: null,
    anytimeNonInferiority: null,
  };
  if (state !== 'OK') return { state, margin: query.margin, ...counts, ...suppressed };
  // Tango's condition 1 is the cohort: x12 = passed on the cohort's side only.
  const fixed = tangoInterval(counts.onlyCohortPassed, counts.onlyOtherPassed, counts.sharedTasks)!;
  const anytime = pairedAnytimeInterval(counts.onlyCohortPassed, counts.onlyOtherPassed, counts.sharedTasks)!;
  return {
    state,
    margin: query.margin,
    ...counts,
    difference: fixed.difference,
    lower: fixed.lower,
    upper: fixed.upper,
    nonInferiority: nonInferiorityOf(fixed, query.margin),
    anytimeLowerBound: anytime.lower,
    anytimeUpperBound: anytime.upper,
    anytimeNonInferiority: nonInferiorityOf(anytime, query.margin),
  };
}
