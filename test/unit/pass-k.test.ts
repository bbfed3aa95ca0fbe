// pass^k (docs/specification.md §6, "pass^k"): known values, the stated operation order,
// suppression, and a property test against the definition by enumeration of k-subsets.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PASS_K_MAX, allPassRatio, passKOf, type PassKTry } from '../../src/domain/pass-k.js';
import { wilsonAt } from '../../src/domain/wilson.js';
import { assertProperty } from '../helpers/property.js';

const tries = (taskRef: string, results: string): PassKTry[] => [...results].map((r) => ({ taskRef, pass: r === '1' }));

/** The definition: the share of the k-subsets of a task's tries that are all passes. */
function bruteRatio(results: readonly boolean[], k: number): number {
  let all = 0;
  let subsets = 0;
  const walk = (start: number, left: number, allPass: boolean) => {
    if (left === 0) {
      subsets += 1;
      if (allPass) all += 1;
      return;
    }
    for (let i = start; i <= results.length - left; i++) walk(i + 1, left - 1, allPass && results[i]!);
  };
  walk(0, k, true);
  return all / subsets;
}

describe('allPassRatio', () => {
  it.each([
    [1, 3, 1, 1 / 3],
    [1, 3, 2, 0],
    [3, 4, 2, 0.5],
    [5, 5, 5, 1],
    [0, 2, 1, 0],
    [4, 6, 3, 0.2],
  ])('c=%i n=%i k=%i -> %f', (c, n, k, expected) => {
    expect(allPassRatio(c, n, k)).toBeCloseTo(expected, 15);
  });

  it('is the product of ratios in the stated order, and +0 (never −0) when c < k', () => {
    expect(allPassRatio(4, 6, 3)).toBe(1 * (4 / 6) * (3 / 5) * (2 / 4));
    expect(Object.is(allPassRatio(1, 8, 5), 0)).toBe(true);
  });

  it.each([
    [3, 2, 1],
    [1, 2, 0],
    [1, 2, 3],
    [-1, 2, 1],
    [0.5, 2, 1],
  ])('refuses c=%s n=%s k=%s', (c, n, k) => {
    expect(() => allPassRatio(c, n, k)).toThrow(RangeError);
  });
});

describe('passKOf', () => {
  it('averages per task over the tasks with at least k tries, in every k up to PASS_K_MAX', () => {
    // a: solved on its third try; b: 3 of 4; c: one failed try.
    const result = passKOf([...tries('a', '001'), ...tries('b', '1101'), ...tries('c', '0')], false);
    expect(result.map((entry) => entry.k)).toEqual(Array.from({ length: PASS_K_MAX }, (_, i) => i + 1));
    expect(result.map((entry) => entry.tasks)).toEqual([3, 2, 2, 1, 0, 0, 0, 0]);
    expect(result[0]!.estimate).toBe((1 / 3 + 3 / 4 + 0) / 3);
    expect(result[1]!.estimate).toBe((0 + (3 / 4) * (2 / 3)) / 2);
    expect(result[2]!.estimate).toBe((0 + (3 / 4) * (2 / 3) * (1 / 2)) / 2);
    expect(result[3]!.estimate).toBe(0);
    expect(result[4]).toEqual({ k: 5, estimate: null, lower: null, upper: null, tasks: 0 });
    const { lower, upper } = wilsonAt(result[1]!.estimate!, 2);
    expect(result[1]).toMatchObject({ lower, upper });
    // At 0 the lower bound is exactly 0, as every rate's.
    expect(result[3]).toMatchObject({ lower: 0, tasks: 1 });
    expect(result[3]!.upper).toBeGreaterThan(0.5);
  });

  it('suppressed: every estimate and bound null, the task counts kept', () => {
    const result = passKOf([...tries('a', '111'), ...tries('b', '1')], true);
    expect(result.slice(0, 4)).toEqual([
      { k: 1, estimate: null, lower: null, upper: null, tasks: 2 },
      { k: 2, estimate: null, lower: null, upper: null, tasks: 1 },
      { k: 3, estimate: null, lower: null, upper: null, tasks: 1 },
      { k: 4, estimate: null, lower: null, upper: null, tasks: 0 },
    ]);
  });

  it('does not depend on the order of the tries (sums run in taskRef code-point order)', () => {
    const history = [...tries('t-é', '101'), ...tries('t-z', '1110'), ...tries('t-A', '01'), ...tries('t-a', '1')];
    const reversed = [...history].reverse();
    expect(JSON.stringify(passKOf(reversed, false))).toBe(JSON.stringify(passKOf(history, false)));
  });

  const history = fc.array(fc.record({ taskRef: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), pass: fc.boolean() }), { maxLength: 48 });

  it('property: equals the definition (enumerated k-subsets) on random histories, bounds around it', () => {
    assertProperty(
      fc.property(history, (random) => {
        const byTask = new Map<string, boolean[]>();
        for (const { taskRef, pass } of random) byTask.set(taskRef, [...(byTask.get(taskRef) ?? []), pass]);
        const result = passKOf(random, false);
        for (const entry of result) {
          const eligible = [...byTask.values()].filter((results) => results.length >= entry.k);
          expect(entry.tasks).toBe(eligible.length);
          if (eligible.length === 0) {
            expect(entry.estimate).toBeNull();
            continue;
          }
          const expected = eligible.reduce((sum, results) => sum + bruteRatio(results, entry.k), 0) / eligible.length;
          expect(Math.abs(entry.estimate! - expected)).toBeLessThanOrEqual(1e-12);
          expect(entry.lower!).toBeGreaterThanOrEqual(0);
          expect(entry.upper!).toBeLessThanOrEqual(1);
          expect(entry.lower!).toBeLessThanOrEqual(entry.estimate! + 1e-12);
          expect(entry.upper!).toBeGreaterThanOrEqual(entry.estimate! - 1e-12);
        }
      }),
      { numRuns: 300, seed: 40 },
    );
  });

  it('property: pass^k never increases with k on a fixed set of tasks with at least PASS_K_MAX tries', () => {
    assertProperty(
      fc.property(fc.array(fc.array(fc.boolean(), { minLength: PASS_K_MAX, maxLength: 12 }), { minLength: 1, maxLength: 5 }), (tasks) => {
        const result = passKOf(
          tasks.flatMap((results, i) => results.map((pass) => ({ taskRef: `t${i}`, pass }))),
          false,
        );
        for (let i = 1; i < result.length; i++) expect(result[i]!.estimate!).toBeLessThanOrEqual(result[i - 1]!.estimate! + 1e-15);
      }),
      { numRuns: 200, seed: 40 },
    );
  });
});
