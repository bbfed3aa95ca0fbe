// pass^k (docs/specification.md §6, "pass^k"): the estimate that k independent tries of one
// task all end in an independently verified pass, with the unbiased estimator of τ-bench
// (Yao et al. 2024, "τ-bench", arXiv 2406.12045, §5): per task with n tries of which c
// passed, C(c,k)/C(n,k), averaged over the tasks with n >= k.
//
// Every operation's order is fixed here and in the specification, so another
// implementation reproduces the doubles bit for bit.
import { compareUtf16CodeUnits } from './canonical.js';
import { wilsonAt } from './wilson.js';

/** pass^k is reported for k = 1..PASS_K_MAX, always all of them. */
export const PASS_K_MAX = 8;

export interface PassK {
  k: number;
  /** Mean over the tasks with at least k tries of C(c,k)/C(n,k); null when no task has k tries or the report's state suppresses values. */
  estimate: number | null;
  /** 95% Wilson score bounds of `estimate` at n = tasks; null exactly when `estimate` is. */
  lower: number | null;
  upper: number | null;
  /** Tasks with at least k tries in the window: what the estimate rests on. Shown in every state. */
  tasks: number;
}

/** One try: the task it worked on, and whether it is an independently verified pass. */
export interface PassKTry {
  taskRef: string;
  pass: boolean;
}

/**
 * C(c,k)/C(n,k) for integers 0 <= c <= n and 1 <= k <= n: exactly 0 when c < k, otherwise
 * r = 1, then for j = 0, 1, …, k−1 in that order r = r × ((c − j) / (n − j)), each quotient
 * one IEEE 754 double division and each product one multiplication.
 */
export function allPassRatio(c: number, n: number, k: number): number {
  if (![c, n, k].every(Number.isInteger) || c < 0 || c > n || k < 1 || k > n)
    throw new RangeError(`allPassRatio needs integers 0 <= c <= n and 1 <= k <= n, got c=${c} n=${n} k=${k}`);
  // Stops before a zero factor: 0 times the negative factors after it would be −0.
  if (c < k) return 0;
  let ratio = 1;
  for (let j = 0; j < k; j++) ratio = ratio * ((c - j) / (n - j));
  return ratio;
}

/** Each task's tries n and verified passes c, in code-point order of taskRef (the order of every sum). */
export function passKTasksOf(tries: readonly PassKTry[]): { taskRef: string; n: number; c: number }[] {
  const byTask = new Map<string, { taskRef: string; n: number; c: number }>();
  for (const { taskRef, pass } of tries) {
    let task = byTask.get(taskRef);
    if (!task) byTask.set(taskRef, (task = { taskRef, n: 0, c: 0 }));
    task.n += 1;
    if (pass) task.c += 1;
  }
  return [...byTask.values()].sort((a, b) => compareUtf16CodeUnits(a.taskRef, b.taskRef));
}

/**
 * pass^k for k = 1..PASS_K_MAX. For each k: the tasks with n >= k, in code-point order of
 * taskRef; sum = 0, then sum = sum + allPassRatio(c, n, k) task by task; estimate = sum / tasks.
 * The interval is the 95% Wilson score interval at p = estimate and n = tasks (`wilsonAt`,
 * the expression of every rate): each task's ratio lies in [0, 1] with mean pass^k, so its
 * variance is at most pass^k(1 − pass^k) (Bhatia & Davis 2000), the Bernoulli variance the
 * Wilson interval assumes; the interval is conservative, and never collapses at 0 or 1.
 * `suppressed` (a report whose state is not OK) nulls every estimate and bound, never `tasks`.
 */
export function passKOf(tries: readonly PassKTry[], suppressed: boolean): PassK[] {
  const tasks = passKTasksOf(tries);
  const entries: PassK[] = [];
  for (let k = 1; k <= PASS_K_MAX; k++) {
    let count = 0;
    let sum = 0;
    for (const task of tasks) {
      if (task.n < k) continue;
      count += 1;
      sum = sum + allPassRatio(task.c, task.n, k);
    }
    if (suppressed || count === 0) {
      entries.push({ k, estimate: null, lower: null, upper: null, tasks: count });
      continue;
    }
    const estimate = sum / count;
    const { lower, upper } = wilsonAt(estimate, count);
    entries.push({ k, estimate, lower, upper, tasks: count });
  }
  return entries;
}
