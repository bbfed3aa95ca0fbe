// The natural logarithm the anytime-valid bounds are computed with (src/domain/fdlibm-log.ts,
// docs/specification.md §6 "Exact arithmetic"): fdlibm's algorithm, step by step, so that a
// verifier in another language reproduces the bounds bit for bit. It must give exactly the
// bits Math.log gave (V8's Math.log is the same algorithm), so no report signed before it
// changes; and ECMAScript's x ** 2, which the cohort comparison uses, must be x · x.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fdlibmLog } from '../../src/domain/fdlibm-log.js';
import { assertProperty } from '../helpers/property.js';

/** The bits of a double (every NaN alike: a NaN's payload is no number a report holds). */
const bitsOf = (x: number) => {
  if (Number.isNaN(x)) return 'NaN';
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  return view.getBigUint64(0).toString(16);
};

describe('fdlibmLog', () => {
  it('is Math.log bit for bit on doubles of every exponent, subnormals and the special values', () => {
    assertProperty(
      fc.property(fc.double({ noNaN: true }), (x) => {
        expect(bitsOf(fdlibmLog(x))).toBe(bitsOf(Math.log(x)));
      }),
      { numRuns: 50_000, seed: 8032 },
    );
    for (const x of [
      0,
      -0,
      -1,
      Infinity,
      -Infinity,
      NaN,
      Number.MIN_VALUE,
      2.2250738585072014e-308,
      1,
      1 + 2 ** -52,
      1 - 2 ** -53,
      2,
      20,
      Math.E,
      Number.MAX_VALUE,
    ])
      expect(Object.is(fdlibmLog(x), Math.log(x)), String(x)).toBe(true);
  });

  it('is Math.log bit for bit where the anytime bounds read it: integers, p and 1 − p in (0, 1), and near 1', () => {
    for (let n = 1; n <= 100_000; n += 1) expect(fdlibmLog(n)).toBe(Math.log(n));
    assertProperty(
      fc.property(
        fc.double({ min: 0, max: 1, noNaN: true, minExcluded: true, maxExcluded: true }),
        fc.double({ min: -1e-5, max: 1e-5, noNaN: true }),
        (p, small) => {
          expect(bitsOf(fdlibmLog(p))).toBe(bitsOf(Math.log(p)));
          expect(bitsOf(fdlibmLog(1 - p))).toBe(bitsOf(Math.log(1 - p)));
          expect(bitsOf(fdlibmLog(1 + small))).toBe(bitsOf(Math.log(1 + small)));
        },
      ),
      { numRuns: 30_000, seed: 41 },
    );
  });

  it('gives x ** 2 as the product x · x, as the cohort comparison is specified', () => {
    assertProperty(
      fc.property(fc.double({ min: -2, max: 2, noNaN: true }), (x) => {
        expect(x ** 2).toBe(x * x);
      }),
      { numRuns: 20_000, seed: 2 },
    );
  });
});
