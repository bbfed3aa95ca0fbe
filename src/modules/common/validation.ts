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
