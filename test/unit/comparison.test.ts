// Newcombe's hybrid score interval for a difference of proportions (method 10 of Newcombe
// 1998, Statistics in Medicine 17:873–890), against the paper's examples, and the cohort
// comparison built on it (docs/specification.md §6, "Cohort comparison").
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareReports, newcombeDifference } from '../../src/domain/comparison.js';
import { RATE_NAMES, reliabilityReport, type AttemptEvidence } from '../../src/domain/reliability.js';
import { wilsonInterval } from '../../src/domain/wilson.js';
import { assertProperty } from '../helpers/property.js';

const round4 = (value: number) => Math.round(value * 10_000) / 10_000 + 0; // + 0: no −0

describe('newcombeDifference', () => {
  // The paper's examples (a) to (f): x1/n1 against x2/n2, the difference p1 − p2 and the
  // method 10 limits to 4 decimals. Here p1 is cohort b and p2 cohort a.
  it.each([
    [56, 70, 48, 80, 0.2, 0.0524, 0.3339],
    [9, 10, 3, 10, 0.6, 0.1705, 0.809],
    [6, 7, 2, 7, 0.5714, 0.0582, 0.8062],
    [5, 56, 0, 29, 0.0893, -0.0381, 0.1926],
    [0, 10, 0, 20, 0, -0.1611, 0.2775],
    [10, 10, 0, 20, 1, 0.6791, 1],
  ])('%i/%i − %i/%i = %f, interval %f to %f', (x1, n1, x2, n2, difference, lower, upper) => {
    const result = newcombeDifference({ numerator: x2, denominator: n2 }, { numerator: x1, denominator: n1 })!;
    expect([round4(result.difference), round4(result.lower), round4(result.upper)]).toEqual([difference, lower, upper]);
  });

  it('is built from the two Wilson intervals', () => {
    const a = wilsonInterval(48, 80)!;
    const b = wilsonInterval(56, 70)!;
    const result = newcombeDifference({ numerator: 48, denominator: 80 }, { numerator: 56, denominator: 70 })!;
    expect(result.lower).toBeCloseTo(0.2 - Math.sqrt((0.8 - b.lower) ** 2 + (a.upper - 0.6) ** 2), 12);
    expect(result.upper).toBeCloseTo(0.2 + Math.sqrt((b.upper - 0.8) ** 2 + (0.6 - a.lower) ** 2), 12);
  });

  it('is null when either sample is empty', () => {
    expect(newcombeDifference({ numerator: 0, denominator: 0 }, { numerator: 1, denominator: 2 })).toBeNull();
    expect(newcombeDifference({ numerator: 1, denominator: 2 }, { numerator: 0, denominator: 0 })).toBeNull();
  });

  it('mirrors when a and b swap, lies in [−1, 1] and contains the difference (property)', () => {
    const sample = fc
      .integer({ min: 1, max: 200 })
      .chain((n) => fc.record({ denominator: fc.constant(n), numerator: fc.integer({ min: 0, max: n }) }));
    assertProperty(
      fc.property(sample, sample, (a, b) => {
        const forward = newcombeDifference(a, b)!;
        const backward = newcombeDifference(b, a)!;
        expect(backward.difference).toBeCloseTo(-forward.difference, 12);
        expect(backward.lower).toBeCloseTo(-forward.upper, 12);
        expect(backward.upper).toBeCloseTo(-forward.lower, 12);
        expect(forward.lower).toBeGreaterThanOrEqual(-1);
        expect(forward.upper).toBeLessThanOrEqual(1);
        expect(forward.lower).toBeLessThanOrEqual(forward.difference + 1e-12);
        expect(forward.upper).toBeGreaterThanOrEqual(forward.difference - 1e-12);
      }),
      { numRuns: 500 },
    );
  });
});

describe('compareReports', () => {
  const AS_OF = Date.UTC(2026, 10, 1);
  let sequence = 0;
  const attempt = (passed: boolean): AttemptEvidence => {
    sequence += 1;
    const id = `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
    return {
      id,
      outcomeId: `o-${sequence}`,
      taskRef: `task-${sequence}`,
      attemptNumber: 1,
      outcomeCode: passed ? 'SUCCEEDED' : 'FAILED',
      stopReasonCode: 'COMPLETED',
      workerRef: 'worker-alpha',
      recordedBy: 'harness-1',
      verificationMode: 'DETERMINISTIC_CHECK',
      verificationResult: passed ? 'PASSED' : 'FAILED',
      verifierRef: 'ci-runner',
      verifierModel: null,
      humanOverride: false,
      humanRejected: false,
      rolledBack: false,
      severity: 'NORMAL',
      finishedAt: AS_OF - sequence * 1000,
      recordedAt: AS_OF - sequence * 1000,
      contentDigest: sequence.toString(16).padStart(64, '0'),
    };
  };
  const cohort = (passes: number, total: number) => ({
    model: 'acme-coder-2',
    attempts: Array.from({ length: total }, (_, index) => attempt(index < passes)),
    adjudications: [],
  });

  it('gives every rate both sides and the difference b − a, and no difference where a value is suppressed', () => {
    const query = { asOf: AS_OF, window: { lastDays: 30 }, minSamples: 5 };
    const a = reliabilityReport(cohort(3, 10), query);
    const b = reliabilityReport(cohort(9, 10), query);
    const rates = compareReports(a, b);
    expect(Object.keys(rates)).toEqual([...RATE_NAMES]);
    expect(rates.independentlyVerifiedPassRate.a).toBe(a.rates.independentlyVerifiedPassRate);
    expect(rates.independentlyVerifiedPassRate.b).toBe(b.rates.independentlyVerifiedPassRate);
    expect(rates.independentlyVerifiedPassRate.difference).toEqual(
      newcombeDifference({ numerator: 3, denominator: 10 }, { numerator: 9, denominator: 10 }),
    );
    // No human decided anything: both denominators are 0.
    expect(rates.humanRejectionRate.difference).toBeNull();
    const thin = reliabilityReport(cohort(2, 3), query);
    expect(thin.state).toBe('INSUFFICIENT_EVIDENCE');
    for (const name of RATE_NAMES) expect(compareReports(a, thin)[name].difference).toBeNull();
  });
});
