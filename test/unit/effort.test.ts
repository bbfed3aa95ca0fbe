// Effort per verified success, the pure fold (docs/specification.md §6, "Effort per verified
// success"), against the definition written again here in the specification's operation
// order, over random histories.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clusteredRatio,
  effortPerVerifiedSuccessOf,
  effortRatioOf,
  fiellerRatio,
  type AttemptEffort,
  type EffortMeasure,
  type EffortPerVerifiedSuccess,
  type EffortTry,
} from '../../src/domain/effort.js';
import { assertProperty } from '../helpers/property.js';

const Z = 1.959963984540054;
const MEASURES: EffortMeasure[] = ['COST', 'TOKENS', 'TIME'];

/** The specification's definition, step by step. */
function reference(measure: EffortMeasure, tries: readonly EffortTry[], suppressed: boolean) {
  const amount = (item: EffortTry): number | null => {
    const e = item.effort;
    if (!e) return null;
    if (measure === 'COST') return e.costMicros;
    if (measure === 'TOKENS') return e.inputTokens !== null && e.outputTokens !== null ? e.inputTokens + e.outputTokens : null;
    return e.harnessWallTimeMs !== null ? e.harnessWallTimeMs : item.finishedAt - e.startedAt;
  };
  const currencies =
    measure === 'COST' ? [...new Set(tries.flatMap((item) => (item.effort?.costCurrency ? [item.effort.costCurrency] : [])))].sort() : [];
  const unknown = tries.filter((item) => amount(item) === null).length;
  const refs = [...new Set(tries.map((item) => item.taskRef))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const x = refs.map((ref) => tries.filter((item) => item.taskRef === ref).reduce((sum, item) => sum + (amount(item) ?? 0), 0));
  const y = refs.map((ref) => tries.filter((item) => item.taskRef === ref && item.pass).length);
  const Y = y.reduce((a, b) => a + b, 0);
  const X = x.reduce((a, b) => a + b, 0);
  let status: string;
  if (currencies.length > 1) status = 'MIXED_CURRENCIES';
  else if (unknown > 0) status = 'UNKNOWN_EFFORT';
  else if (Y === 0) status = 'NO_VERIFIED_PASS';
  else if (suppressed) status = 'SUPPRESSED';
  else status = 'OK';
  const known = status !== 'MIXED_CURRENCIES' && status !== 'UNKNOWN_EFFORT';
  let estimate: number | null = null;
  let lower: number | null = null;
  let upper: number | null = null;
  let variance: number | null = null;
  if (status === 'OK') {
    estimate = X / Y;
    const k = refs.length;
    if (k >= 2) {
      let s = 0;
      for (let i = 0; i < k; i++) {
        const r = x[i]! - estimate * y[i]!;
        s = s + r * r;
      }
      variance = ((k / (k - 1)) * s) / (Y * Y);
      const h = Z * Math.sqrt(variance);
      lower = Math.max(0, estimate - h);
      upper = estimate + h;
    }
  }
  return {
    measure,
    status,
    estimate,
    lower,
    upper,
    variance,
    total: known ? X : null,
    currency: measure === 'COST' && known ? (currencies[0] ?? null) : null,
    currencies,
    verifiedPasses: Y,
    attempts: tries.length,
    unknownAttempts: unknown,
    tasks: refs.length,
  };
}

const amountArbitrary = fc.oneof(fc.integer({ min: 0, max: 5_000_000 }), fc.constant(0));
const effortArbitrary: fc.Arbitrary<AttemptEffort | undefined> = fc.option(
  fc
    .record({
      startedAt: fc.integer({ min: 0, max: 1_000_000 }),
      inputTokens: fc.option(amountArbitrary, { freq: 6 }),
      outputTokens: fc.option(amountArbitrary, { freq: 6 }),
      cost: fc.option(fc.record({ micros: amountArbitrary, currency: fc.constantFrom('USD', 'USD', 'USD', 'USD', 'EUR') }), { freq: 6 }),
      harnessWallTimeMs: fc.option(amountArbitrary, { freq: 2 }),
    })
    .map(({ cost, ...rest }) => ({ ...rest, costMicros: cost?.micros ?? null, costCurrency: cost?.currency ?? null })),
  { freq: 8, nil: undefined },
);
const tryArbitrary: fc.Arbitrary<EffortTry> = fc.record({
  taskRef: fc.constantFrom('task-a', 'task-b', 'task-c', 'task-B', 'task-é'),
  pass: fc.boolean(),
  finishedAt: fc.integer({ min: 1_000_000, max: 2_000_000 }),
  effort: effortArbitrary,
});

describe('effortPerVerifiedSuccessOf', () => {
  it('is the definition, bit for bit, over random histories', () => {
    assertProperty(
      fc.property(fc.array(tryArbitrary, { maxLength: 40 }), fc.boolean(), (tries, suppressed) => {
        for (const measure of MEASURES)
          expect(effortPerVerifiedSuccessOf(measure, tries, suppressed)).toEqual(reference(measure, tries, suppressed));
      }),
      { numRuns: 400 },
    );
  });

  it('does not depend on the order of the tries (integer sums are exact)', () => {
    assertProperty(
      fc.property(fc.array(tryArbitrary, { maxLength: 30 }), fc.integer(), (tries, seed) => {
        const shuffled = [...tries].sort((a, b) => ((a.finishedAt * 7919 + seed) % 101) - ((b.finishedAt * 7919 + seed) % 101));
        for (const measure of MEASURES)
          expect(JSON.stringify(effortPerVerifiedSuccessOf(measure, shuffled, false))).toBe(
            JSON.stringify(effortPerVerifiedSuccessOf(measure, tries, false)),
          );
      }),
    );
  });

  it('never counts unknown effort as zero: one attempt without it withholds the number', () => {
    assertProperty(
      fc.property(fc.array(tryArbitrary, { minLength: 1, maxLength: 30 }), (tries) => {
        const withUnknown = [...tries, { taskRef: 'task-a', pass: false, finishedAt: 1_500_000, effort: undefined }];
        for (const measure of ['COST', 'TOKENS'] as const) {
          const result = effortPerVerifiedSuccessOf(measure, withUnknown, false);
          expect(result.estimate).toBeNull();
          expect(result.total).toBeNull();
          expect(['UNKNOWN_EFFORT', 'MIXED_CURRENCIES']).toContain(result.status);
        }
      }),
    );
  });

  it('charges a failed retry to the successes: one more costly failed try never lowers the estimate', () => {
    const known = (micros: number, pass: boolean, taskRef: string): EffortTry => ({
      taskRef,
      pass,
      finishedAt: 2_000,
      effort: { startedAt: 1_000, inputTokens: 1, outputTokens: 1, costMicros: micros, costCurrency: 'USD', harnessWallTimeMs: null },
    });
    assertProperty(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 1_000_000 }), fc.boolean(), fc.constantFrom('a', 'b', 'c')), {
          minLength: 1,
          maxLength: 20,
        }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (items, extra) => {
          const tries = items.map(([micros, pass, task]) => known(micros, pass, task));
          const before = effortPerVerifiedSuccessOf('COST', tries, false);
          const after = effortPerVerifiedSuccessOf('COST', [...tries, known(extra, false, 'a')], false);
          if (before.estimate === null) return;
          expect(after.estimate!).toBeGreaterThan(before.estimate);
          expect(after.total).toBe(before.total! + extra);
        },
      ),
    );
  });

  it('refuses mixed currencies even when every attempt states its cost', () => {
    const tries: EffortTry[] = ['USD', 'EUR'].map((currency, i) => ({
      taskRef: `t${i}`,
      pass: true,
      finishedAt: 10,
      effort: { startedAt: 0, inputTokens: null, outputTokens: null, costMicros: 100, costCurrency: currency, harnessWallTimeMs: null },
    }));
    expect(effortPerVerifiedSuccessOf('COST', tries, false)).toMatchObject({
      status: 'MIXED_CURRENCIES',
      total: null,
      currencies: ['EUR', 'USD'],
    });
    expect(effortPerVerifiedSuccessOf('TIME', tries, false)).toMatchObject({ status: 'OK', total: 20, estimate: 10 });
  });
});

describe('clusteredRatio', () => {
  it('gives the worked example of docs/specification.md (tasks 4.5M/1, 0.8M/1, 1.3M/0, 2M/2)', () => {
    const result = clusteredRatio([4_500_000, 800_000, 1_300_000, 2_000_000], [1, 1, 0, 2]);
    expect(result.estimate).toBe(2_150_000);
    expect(Math.round(result.lower!)).toBe(8_566);
    expect(Math.round(result.upper!)).toBe(4_291_434);
  });

  it('has no interval for one task, and a zero-width one when every task spends the same per pass', () => {
    expect(clusteredRatio([300], [2])).toEqual({ estimate: 150, lower: null, upper: null, variance: null });
    expect(clusteredRatio([100, 200, 300], [1, 2, 3])).toEqual({ estimate: 100, lower: 100, upper: 100, variance: 0 });
  });
});

describe('clusteredRatio on published data', () => {
  // The `city` data of R's boot package (Davison, A.C. & Hinkley, D.V. 1997, Bootstrap Methods and
  // their Application, Cambridge University Press, Example 1.2; the first 10 of the 49 cities of
  // `bigcity`, from Cochran 1977): populations in thousands in 1920 (u) and 1930 (x). The ratio
  // t = Σx / Σu is printed as 1.5203125 by the city example of the Bootstrap.jl documentation
  // (juliangehring/Bootstrap.jl) and as 1.520 by Davison & Hinkley. No printed standard error
  // of the linearised variance was found for it; the variance is checked against the
  // nonparametric delta method of Davison & Hinkley (§2.7.2, boot::var.linear), v_L = n⁻²·Σl_j²
  // with empirical influence values l_j = (x_j − t·u_j)/ū, which ours equals times n/(n − 1).
  const u = [138, 93, 61, 179, 48, 37, 29, 23, 30, 2];
  const x = [143, 104, 69, 260, 75, 63, 50, 48, 111, 50];

  it('reproduces the printed ratio 1.5203125, and the delta-method variance up to its small-sample factor', () => {
    const result = clusteredRatio(x, u);
    expect(result.estimate).toBe(1.5203125);
    const n = u.length;
    const ubar = u.reduce((a, b) => a + b, 0) / n;
    const vL = u.reduce((sum, uj, j) => sum + ((x[j]! - result.estimate * uj) / ubar) ** 2, 0) / (n * n);
    expect(result.variance!).toBeCloseTo((n / (n - 1)) * vL, 14);
    expect(vL).toBeCloseTo(0.0325, 4);
  });
});

const figure = (
  estimate: number | null,
  variance: number | null,
  overrides: Partial<EffortPerVerifiedSuccess> = {},
): EffortPerVerifiedSuccess => ({
  measure: 'COST',
  status: estimate === null ? 'NO_VERIFIED_PASS' : 'OK',
  estimate,
  lower: variance === null || estimate === null ? null : Math.max(0, estimate - Z * Math.sqrt(variance)),
  upper: variance === null || estimate === null ? null : estimate + Z * Math.sqrt(variance),
  variance,
  total: 0,
  currency: 'USD',
  currencies: ['USD'],
  verifiedPasses: 1,
  attempts: 1,
  unknownAttempts: 0,
  tasks: variance === null ? 1 : 2,
  ...overrides,
});

describe('fiellerRatio', () => {
  it('is the set of θ with (R_b − θ·R_a)² <= z²·(v_b + θ²·v_a), over random estimates', () => {
    assertProperty(
      fc.property(
        fc.double({ min: 1, max: 1e7, noNaN: true }),
        fc.oneof(fc.constant(0), fc.double({ min: 1e-3, max: 1e7, noNaN: true })),
        fc.double({ min: 0, max: 0.2, noNaN: true }),
        fc.double({ min: 0, max: 2, noNaN: true }),
        (ra, rb, cvA, cvB) => {
          const va = (cvA * ra) ** 2;
          const vb = (cvB * Math.max(rb, 1)) ** 2;
          const interval = fiellerRatio(ra, va, rb, vb)!;
          // cvA <= 0.2 keeps a's figure well away from 0: the set is bounded.
          expect(interval).not.toBeNull();
          const inside = (theta: number) => (rb - theta * ra) ** 2 - Z * Z * (vb + theta * theta * va);
          const scale = Z * Z * (vb + interval.upper ** 2 * va) + rb * rb + 1;
          // It holds the ratio (to rounding: at zero variances both limits are (R_a·R_b)/R_a², R_b/R_a algebraically).
          expect(interval.lower).toBeLessThanOrEqual((rb / ra) * (1 + 1e-12));
          expect(interval.upper).toBeGreaterThanOrEqual((rb / ra) * (1 - 1e-12));
          expect(inside(rb / ra) / scale).toBeLessThan(1e-12);
          // The upper limit is a root; the lower one too unless clamped at 0.
          expect(Math.abs(inside(interval.upper)) / scale).toBeLessThan(1e-9);
          if (interval.lower > 0) expect(Math.abs(inside(interval.lower)) / scale).toBeLessThan(1e-9);
        },
      ),
    );
  });

  it("is unbounded, so not given, when a's figure is not bounded away from 0", () => {
    expect(fiellerRatio(10, 100 / (Z * Z), 5, 1)).toBeNull();
    expect(fiellerRatio(10, 200, 5, 1)).toBeNull();
    expect(fiellerRatio(10, 0, 5, 0)).toEqual({ lower: 0.5, upper: 0.5 });
  });

  it('gives the worked example of docs/metrics.md, "Comparing two cohorts"', () => {
    const interval = fiellerRatio(2_950_000, 372_500_000_000, 2_150_000, 1_193_750_000_000)!;
    expect([interval.lower.toFixed(4), interval.upper.toFixed(4)]).toEqual(['0.0029', '1.7416']);
  });
});

describe('effortRatioOf', () => {
  it('takes the first status either side has, in the order of the per-cohort statuses', () => {
    const ok = figure(100, 25);
    expect(effortRatioOf(figure(null, null, { status: 'UNKNOWN_EFFORT' }), figure(null, null, { status: 'MIXED_CURRENCIES' })).status).toBe(
      'MIXED_CURRENCIES',
    );
    expect(effortRatioOf(figure(null, null, { status: 'SUPPRESSED' }), figure(null, null, { status: 'UNKNOWN_EFFORT' })).status).toBe(
      'UNKNOWN_EFFORT',
    );
    expect(effortRatioOf(ok, figure(null, null, { status: 'NO_VERIFIED_PASS' })).status).toBe('NO_VERIFIED_PASS');
    expect(effortRatioOf(figure(null, null, { status: 'SUPPRESSED' }), ok).status).toBe('SUPPRESSED');
    expect(effortRatioOf(figure(0, 0), ok)).toMatchObject({ status: 'ZERO_BASELINE', ratio: null, lower: null, upper: null });
    expect(effortRatioOf(ok, figure(50, 4))).toMatchObject({ status: 'OK', ratio: 0.5, currency: 'USD' });
  });

  it('refuses two currencies across the sides, each side being in one', () => {
    const euros = figure(100, 25, { currency: 'EUR', currencies: ['EUR'] });
    expect(effortRatioOf(euros, figure(100, 25))).toMatchObject({ status: 'MIXED_CURRENCIES', ratio: null, currency: null });
    // A side without any stated cost (no attempts) adds no currency.
    expect(effortRatioOf(euros, figure(null, null, { currency: null, currencies: [] })).status).toBe('NO_VERIFIED_PASS');
  });

  it('gives the ratio without an interval when a side has one task', () => {
    expect(effortRatioOf(figure(100, null), figure(50, 4))).toMatchObject({ status: 'OK', ratio: 0.5, lower: null, upper: null });
  });
});
