// The natural logarithm by fdlibm's e_log.c (Sun Microsystems, 1993), step by step in IEEE
// 754 binary64 (docs/specification.md §6, "Exact arithmetic"). A library's log is not
// correctly rounded and differs between languages and C libraries in the last bit, and
// the anytime-valid bounds of every report depend on it: computing it by one published
// algorithm lets a verifier in another language reproduce the bounds bit for bit
// (clients/python/ledger_client/_bundle_fdlibm.py is the same steps). It is the algorithm
// of V8's Math.log, so it gives the bits Math.log gave (test/unit/fdlibm-log.test.ts).

const LN2_HI = 6.9314718036912381649e-1; // 0x3fe62e42 fee00000
const LN2_LO = 1.90821492927058770002e-10; // 0x3dea39ef 35793c76
const TWO54 = 1.8014398509481984e16; // 0x43500000 00000000
const LG1 = 6.66666666666673513e-1;
const LG2 = 3.999999999940941908e-1;
const LG3 = 2.857142874366239149e-1;
const LG4 = 2.222219843214978396e-1;
const LG5 = 1.818357216161805012e-1;
const LG6 = 1.531383769920937332e-1;
const LG7 = 1.479819860511658591e-1;

const view = new DataView(new ArrayBuffer(8));
const highWord = (x: number) => (view.setFloat64(0, x), view.getInt32(0));
const lowWord = (x: number) => (view.setFloat64(0, x), view.getUint32(4));
function withHighWord(x: number, high: number): number {
  view.setFloat64(0, x);
  view.setInt32(0, high);
  return view.getFloat64(0);
}

/** ln x, bit for bit as fdlibm's __ieee754_log. */
export function fdlibmLog(input: number): number {
  let x = input;
  let hx = highWord(x);
  const lx = lowWord(x);
  let k = 0;
  if (hx < 0x00100000) {
    // x < 2^-1022
    if (((hx & 0x7fffffff) | lx) === 0) return -Infinity;
    if (hx < 0) return NaN;
    k -= 54;
    x *= TWO54; // subnormal: scale up
    hx = highWord(x);
  }
  if (hx >= 0x7ff00000) return x + x;
  k += (hx >> 20) - 1023;
  hx &= 0x000fffff;
  let i = (hx + 0x95f64) & 0x100000;
  x = withHighWord(x, hx | (i ^ 0x3ff00000)); // normalise x or x/2
  k += i >> 20;
  const f = x - 1.0;
  if ((0x000fffff & (2 + hx)) < 3) {
    // |f| < 2^-20
    if (f === 0) return k === 0 ? 0 : k * LN2_HI + k * LN2_LO;
    const r = f * f * (0.5 - 0.33333333333333333 * f);
    return k === 0 ? f - r : k * LN2_HI - (r - k * LN2_LO - f);
  }
  const s = f / (2.0 + f);
  const dk = k;
  const z = s * s;
  i = hx - 0x6147a;
  const w = z * z;
  const j = 0x6b851 - hx;
  const t1 = w * (LG2 + w * (LG4 + w * LG6));
  const t2 = z * (LG1 + w * (LG3 + w * (LG5 + w * LG7)));
  i |= j;
  const r = t2 + t1;
  if (i > 0) {
    const hfsq = 0.5 * f * f;
    return k === 0 ? f - (hfsq - s * (hfsq + r)) : dk * LN2_HI - (hfsq - (s * (hfsq + r) + dk * LN2_LO) - f);
  }
  return k === 0 ? f - s * (f - r) : dk * LN2_HI - (s * (f - r) - dk * LN2_LO - f);
}
