// isoTime must print exactly what Date.prototype.toISOString prints: every time the
// API answers goes through it (the DateTime scalar, src/builder.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FOUR_DIGIT_YEARS, isoTime } from '../../src/domain/iso-time.js';
import { assertProperty } from '../helpers/property.js';

const builtin = (ms: number) => new Date(ms).toISOString();

describe('isoTime', () => {
  it('prints what toISOString prints for any millisecond of years 0 to 9999', () => {
    assertProperty(
      fc.property(fc.integer({ min: FOUR_DIGIT_YEARS.from, max: FOUR_DIGIT_YEARS.until - 1 }), (ms) => isoTime(ms) === builtin(ms)),
      { numRuns: 200_000 },
    );
  });

  it('prints what toISOString prints around the ledger’s own times, to the millisecond', () => {
    const now = Date.UTC(2026, 11, 4);
    assertProperty(
      fc.property(fc.integer({ min: now - 40 * 365 * 86_400_000, max: now + 40 * 365 * 86_400_000 }), (ms) => isoTime(ms) === builtin(ms)),
      { numRuns: 100_000 },
    );
  });

  it('agrees at the edges: the epoch, day, month, year and century ends, leap days, the range limits', () => {
    const edges = [
      0,
      -1,
      1,
      86_399_999,
      86_400_000,
      -86_400_000,
      Date.UTC(2000, 1, 29),
      Date.UTC(1900, 1, 28, 23, 59, 59, 999),
      Date.UTC(1900, 2, 1),
      Date.UTC(2100, 1, 28, 23, 59, 59, 999),
      Date.UTC(2024, 1, 29, 12),
      Date.UTC(2026, 11, 31, 23, 59, 59, 999),
      Date.UTC(2027, 0, 1),
      Date.UTC(1969, 11, 31, 23, 59, 59, 999),
      Date.UTC(1600, 1, 29),
      Date.UTC(1, 0, 1) - 1,
      FOUR_DIGIT_YEARS.from,
      FOUR_DIGIT_YEARS.from + 1,
      FOUR_DIGIT_YEARS.until - 1,
    ];
    for (const ms of edges) expect(isoTime(ms)).toBe(builtin(ms));
    expect(isoTime(FOUR_DIGIT_YEARS.from)).toBe('0000-01-01T00:00:00.000Z');
    expect(isoTime(FOUR_DIGIT_YEARS.until - 1)).toBe('9999-12-31T23:59:59.999Z');
  });

  it('leaves six-digit years and what is not a whole millisecond to the builtin', () => {
    for (const ms of [FOUR_DIGIT_YEARS.until, FOUR_DIGIT_YEARS.from - 1, 8.64e15, -8.64e15]) expect(isoTime(ms)).toBe(builtin(ms));
    expect(isoTime(FOUR_DIGIT_YEARS.until)).toBe('+010000-01-01T00:00:00.000Z');
    expect(() => isoTime(Number.NaN)).toThrow(RangeError);
  });
});
