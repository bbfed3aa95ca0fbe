// The statistics every benchmark reports, defined once: the median (the mean of the two
// middle values of an even count) and latency quantiles by the nearest-rank method (the
// smallest value with at least q of the sample at or below it; Hyndman & Fan's type 1).

/** The median of `values` (NaN for none). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The nearest-rank q-quantile of `values`, 0 < q <= 1 (NaN for none). */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}
