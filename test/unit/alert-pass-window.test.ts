// The alert evaluator's pass loads every attempt a report of the pass can select, from the
// earliest instant any report is asked at (src/modules/alerts/evaluate.ts).
import { describe, expect, it } from 'vitest';
import { earliestReportInstant } from '../../src/modules/alerts/evaluate.js';

describe('earliestReportInstant', () => {
  it('is the earliest of the baselines, `from` where a cohort has none, and the new instants', () => {
    const touched = [
      { cohortId: 'a', instants: ['1500', '1200'] },
      { cohortId: 'b', instants: [1700] },
    ];
    expect(earliestReportInstant(touched, new Map([['a', 1100]]), 1000, 2000)).toBe(1000); // b has no baseline: from
    expect(
      earliestReportInstant(
        touched,
        new Map([
          ['a', 1100],
          ['b', 1300],
        ]),
        1000,
        2000,
      ),
    ).toBe(1100);
    expect(
      earliestReportInstant(
        touched,
        new Map([
          ['a', 1400],
          ['b', 1600],
        ]),
        1000,
        2000,
      ),
    ).toBe(1200);
    expect(earliestReportInstant([], new Map(), 1000, 2000)).toBe(2000);
  });

  it('takes a cohort with more new instants than a call may take arguments (one bulk import)', () => {
    const instants = Array.from({ length: 500_000 }, (_, i) => String(10_000_000 - i));
    expect(earliestReportInstant([{ cohortId: 'a', instants }], new Map([['a', 9_600_000]]), 0, 20_000_000)).toBe(9_500_001);
  });
});
