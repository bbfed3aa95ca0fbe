// A time as the ISO 8601 text `Date.prototype.toISOString` prints for it
// (`YYYY-MM-DDTHH:mm:ss.sssZ`, UTC), computed from the milliseconds since the epoch
// with integer arithmetic. The DateTime scalar answers every time of every page this
// way: the builtin costs about 330 ns a time on these machines, this about 115, and a
// 50-attempt page answers 100 times (docs/benchmarks/requests.md).
// test/unit/iso-time.test.ts holds it to the builtin over its whole range.
import { DAY_MS } from './window.js';

/** The first millisecond of year 0 and the first of year 10000: the range printed with four year digits. */
export const FOUR_DIGIT_YEARS = { from: -62_167_219_200_000, until: 253_402_300_800_000 } as const;

const two = (n: number) => (n < 10 ? `0${n}` : `${n}`);
const three = (n: number) => (n < 10 ? `00${n}` : n < 100 ? `0${n}` : `${n}`);
const four = (n: number) => (n < 10 ? `000${n}` : n < 100 ? `00${n}` : n < 1000 ? `0${n}` : `${n}`);

/**
 * `new Date(ms).toISOString()` for an integer `ms` in FOUR_DIGIT_YEARS; the builtin's
 * own answer outside it (six-digit years) and for anything that is not such an integer.
 */
export function isoTime(ms: number): string {
  if (!Number.isInteger(ms) || ms < FOUR_DIGIT_YEARS.from || ms >= FOUR_DIGIT_YEARS.until) return new Date(ms).toISOString();
  const days = Math.floor(ms / DAY_MS);
  let rest = ms - days * DAY_MS;
  // Days since 1970-01-01 to the proleptic Gregorian calendar date: H. Hinnant,
  // "chrono-Compatible Low-Level Date Algorithms", civil_from_days (eras of 400 years
  // beginning on 1 March).
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  const hours = Math.floor(rest / 3_600_000);
  rest -= hours * 3_600_000;
  const minutes = Math.floor(rest / 60_000);
  rest -= minutes * 60_000;
  const seconds = Math.floor(rest / 1000);
  return `${four(year)}-${two(month)}-${two(day)}T${two(hours)}:${two(minutes)}:${two(seconds)}.${three(rest - seconds * 1000)}Z`;
}
