// parseTimestamptz must give the Date pg's own parser (postgres-date) gives for every
// text PostgreSQL prints for a timestamptz: by position for the UTC shape, by the
// builtin for every other one.
import fc from 'fast-check';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { LEDGER_TYPES, parseTimestamptz } from '../../src/db/timestamps.js';
import { assertProperty } from '../helpers/property.js';

const builtin = pg.types.getTypeParser(1184, 'text') as (text: string) => Date | number | null;
const same = (text: string) => {
  const ours = parseTimestamptz(text);
  const theirs = builtin(text);
  return ours instanceof Date && theirs instanceof Date
    ? ours.getTime() === theirs.getTime() || (Number.isNaN(ours.getTime()) && Number.isNaN(theirs.getTime()))
    : ours === theirs;
};

/** The text PostgreSQL prints for `microseconds` since the epoch in a UTC session (DateStyle ISO). */
function postgresText(microseconds: number, offset = '+00'): string {
  const ms = Math.floor(microseconds / 1000);
  const iso = new Date(ms).toISOString(); // YYYY-MM-DDTHH:MM:SS.mmmZ
  const fraction = String(((microseconds % 1_000_000) + 1_000_000) % 1_000_000)
    .padStart(6, '0')
    .replace(/0+$/, '');
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}${fraction ? `.${fraction}` : ''}${offset}`;
}

describe('parseTimestamptz', () => {
  it('gives the Date postgres-date gives for any UTC time PostgreSQL prints in years 1000 to 9999, to the microsecond', () => {
    assertProperty(
      fc.property(fc.integer({ min: Date.UTC(1000, 0, 1) * 1000, max: Date.UTC(9999, 11, 31, 23, 59, 59, 999) * 1000 + 999 }), (us) =>
        same(postgresText(us)),
      ),
      { numRuns: 200_000 },
    );
  });

  it('agrees on whole seconds, every fraction length and the edges of the fast shape', () => {
    const texts = [
      '2026-12-04 18:31:29+00',
      '2026-12-04 18:31:29.1+00',
      '2026-12-04 18:31:29.12+00',
      '2026-12-04 18:31:29.123+00',
      '2026-12-04 18:31:29.1234+00',
      '2026-12-04 18:31:29.12345+00',
      '2026-12-04 18:31:29.123456+00',
      '2026-12-04 18:31:29.999999+00',
      '2024-02-29 00:00:00.000001+00',
      '1000-01-01 00:00:00+00',
      '9999-12-31 23:59:59.999999+00',
      '1970-01-01 00:00:00+00',
      '2026-12-04 18:31:29.009+00',
      '2026-12-04 18:31:29.57+00',
      '2026-12-04 18:31:29.29+00',
    ];
    for (const text of texts) expect(same(text), text).toBe(true);
    expect((parseTimestamptz('2026-12-04 18:31:29.123456+00') as Date).toISOString()).toBe('2026-12-04T18:31:29.123Z');
  });

  it('leaves every other shape to postgres-date: offsets, BC, short and long years, infinity, malformed text', () => {
    const texts = [
      '2026-12-04 19:31:29.5+01',
      '2026-12-04 13:01:29-05:30',
      '1883-11-18 12:03:58+00:03:58',
      '2026-12-04 18:31:29Z',
      '0044-03-15 12:00:00+00 BC',
      '0099-06-01 00:00:00+00',
      '0999-12-31 23:59:59+00',
      '12026-01-01 00:00:00+00',
      'infinity',
      '-infinity',
      '2026-12-04',
      '2026-12-04 18:31:29.+00',
      '2026-12-04T18:31:29+00',
      '2026-1x-04 18:31:29+00',
      '2026-12-04 18:31:29.12a+00',
      '2026-12-04 18:31:2+00',
    ];
    for (const text of texts) expect(same(text), text).toBe(true);
  });

  it('is the pools’ parser for timestamptz only; every other type keeps pg’s own', () => {
    expect(LEDGER_TYPES.getTypeParser(1184, 'text')).toBe(parseTimestamptz);
    for (const oid of [16, 20, 23, 25, 114, 1082, 1114, 1700, 2950, 3802])
      expect(LEDGER_TYPES.getTypeParser(oid, 'text')).toBe(pg.types.getTypeParser(oid, 'text'));
    expect(LEDGER_TYPES.getTypeParser(1184, 'binary')).toBe(pg.types.getTypeParser(1184, 'binary'));
  });
});
