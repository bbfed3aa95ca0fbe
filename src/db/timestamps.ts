// The `timestamptz` parser of the ledger's pools. `pg` parses every time column with
// postgres-date, three regular expressions a value; a 50-attempt page carries 100
// times, and that parse was the largest single item left in executing a page
// (docs/benchmarks/requests.md). PostgreSQL prints a time in a UTC session as
// `YYYY-MM-DD HH:MM:SS[.ffffff]+00`; that shape is read here by position with the same
// arithmetic postgres-date uses (so the same Date, to the millisecond), and every other
// shape (another offset, BC, a year outside 1000-9999, infinity) goes to postgres-date
// itself. test/unit/timestamps.test.ts holds the two together;
// test/integration/timestamps.test.ts reads real values in several session time zones.
import pg from 'pg';

const TIMESTAMPTZ_OID = 1184;
const builtin = pg.types.getTypeParser(TIMESTAMPTZ_OID, 'text') as (text: string) => Date | number | null;

/** The digit at `i` of `text`, or -1 when it is not an ASCII digit. */
function digit(text: string, i: number): number {
  const code = text.charCodeAt(i) - 48;
  return code >= 0 && code <= 9 ? code : -1;
}

/** The number of the `count` digits at `i`, or -1 when one of them is not a digit. */
function digits(text: string, i: number, count: number): number {
  let value = 0;
  for (let k = 0; k < count; k++) {
    const d = digit(text, i + k);
    if (d < 0) return -1;
    value = value * 10 + d;
  }
  return value;
}

/** A `timestamptz` as PostgreSQL's text format gives it, as postgres-date parses it. */
export function parseTimestamptz(text: string): Date | number | null {
  // `YYYY-MM-DD HH:MM:SS` is 19 characters, then an optional fraction, then `+00`.
  const end = text.length - 3;
  if (end < 19 || text.charCodeAt(end) !== 43 /* + */ || text.charCodeAt(end + 1) !== 48 || text.charCodeAt(end + 2) !== 48)
    return builtin(text);
  if (text[4] !== '-' || text[7] !== '-' || text[10] !== ' ' || text[13] !== ':' || text[16] !== ':') return builtin(text);
  const year = digits(text, 0, 4);
  const month = digits(text, 5, 2);
  const day = digits(text, 8, 2);
  const hour = digits(text, 11, 2);
  const minute = digits(text, 14, 2);
  const second = digits(text, 17, 2);
  if (year < 1000 || month < 0 || day < 0 || hour < 0 || minute < 0 || second < 0) return builtin(text);
  let ms = 0;
  if (end > 19) {
    if (text[19] !== '.' || end === 20) return builtin(text);
    for (let i = 20; i < end; i++) if (digit(text, i) < 0) return builtin(text);
    // postgres-date's own arithmetic: Date.UTC truncates the fraction of a millisecond.
    ms = 1000 * parseFloat(text.slice(19, end));
  }
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second, ms));
}

/** The type parsers of the ledger's pools: `pg`'s own, but `timestamptz` read by parseTimestamptz. */
export const LEDGER_TYPES = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === TIMESTAMPTZ_OID && format !== 'binary') return parseTimestamptz;
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;
