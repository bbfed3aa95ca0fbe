// The DateTime scalar answers a string, the ISO form its Date prints as in JSON: the
// same bytes as graphql-scalars' DateTime (which answers the Date itself), without
// JSON.stringify calling Date.prototype.toJSON for each time of a page.
import { DateTimeResolver } from 'graphql-scalars';
import type { GraphQLScalarType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../../src/schema.js';

const dateTime = schema.getType('DateTime') as GraphQLScalarType;

describe('DateTime', () => {
  it('answers a Date, an ISO string with an offset and an epoch number as the string JSON would print for the Date', () => {
    for (const value of [new Date('2026-11-20T10:00:00.123Z'), '2026-11-20T12:00:00.5+02:00', 1_796_000_000_000]) {
      const answered = dateTime.serialize(value);
      expect(typeof answered).toBe('string');
      expect(JSON.stringify({ at: answered })).toBe(JSON.stringify({ at: DateTimeResolver.serialize(value) }));
    }
    expect(dateTime.serialize('2026-11-20T12:00:00.5+02:00')).toBe('2026-11-20T10:00:00.500Z');
  });

  it('still refuses what is not a time', () => {
    expect(() => dateTime.serialize(new Date(Number.NaN))).toThrow(/invalid Date/);
    expect(() => dateTime.serialize('yesterday')).toThrow(/invalid date-time/);
    expect(() => dateTime.serialize({})).toThrow();
  });

  it('keeps the description and the parsing of graphql-scalars', () => {
    expect(dateTime.description).toBe(DateTimeResolver.description);
    expect(dateTime.parseValue('2026-11-20T10:00:00Z')).toEqual(new Date('2026-11-20T10:00:00Z'));
  });
});
