// zod building blocks for the ledger's grammars, and the one place zod issues
// become a typed ValidationError.
import { z } from 'zod';
import { grammarViolation, type GrammarName } from '../../domain/grammars.js';
import { ValidationError, type FieldIssue } from '../../errors.js';

export function grammar(name: GrammarName) {
  return z.string().superRefine((value, ctx) => {
    const problem = grammarViolation(name, value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
}

/**
 * Every timestamp a client gives (an outcome's startedAt/finishedAt, an asOf) is an
 * instant from 1970-01-01T00:00:00Z to 9999-12-31T23:59:59.999Z, UTC. PostgreSQL's
 * timestamptz cannot hold year 0 and JavaScript can name years past 9999 (an offset
 * can carry 9999-12-31T23:59-01:00 into year 10000); nothing the ledger records
 * predates 1970. A value outside is a ValidationError naming the field, never a
 * database error that could fail a whole batch.
 */
export const EARLIEST_INSTANT = new Date('1970-01-01T00:00:00.000Z');
export const LATEST_INSTANT = new Date('9999-12-31T23:59:59.999Z');
export const instant = z
  .date()
  .refine((date) => !Number.isNaN(date.getTime()), 'is not a valid instant')
  .refine(
    (date) => date >= EARLIEST_INSTANT && date <= LATEST_INSTANT,
    `must be between ${EARLIEST_INSTANT.toISOString()} and ${LATEST_INSTANT.toISOString()}`,
  );

/**
 * PostgreSQL text cannot hold U+0000: free text carrying it (annotation prose) is the
 * client's mistake, refused on its field before anything reaches the database.
 */
export const NUL_REFUSAL = 'cannot contain the NUL character (U+0000)';
export const holdsNul = (text: string): boolean => text.includes('\u0000');
/** Free text the database can store: a string without U+0000. */
export const storableText = z.string().refine((text) => !holdsNul(text), NUL_REFUSAL);

export const reference = grammar('reference');
export const label = grammar('label');
export const digest = grammar('digest');
export const capabilityKey = grammar('capabilityKey');
export const uuid = grammar('uuid');

export function issuesOf(error: z.ZodError, prefix: string): FieldIssue[] {
  return error.issues.map((issue) => ({
    path: [prefix, ...issue.path.map(String)].filter(Boolean).join('.'),
    message: issue.message,
  }));
}

/** Parses `value` or throws a ValidationError naming each offending field under `prefix`. */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown, prefix = 'input'): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw ValidationError.of(issuesOf(parsed.error, prefix));
  return parsed.data;
}
