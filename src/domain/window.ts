// The evidence window, asOf and minSamples every windowed report takes
// (docs/specification.md §6; the agreement log of section 7 reuses them). One definition so
// the reliability report and the agreement rates accept and refuse the same values.
import { METRIC_RULES } from './rules.js';
import { z } from 'zod';

/**
 * `lastDays`: evidence in (asOf - n days, asOf]. `lastAttempts`: the n most recent
 * units of evidence; what a unit is belongs to the report (an attempt for
 * reliability, a reviewed decision for the agreement log).
 */
export type Window = { lastDays: number } | { lastAttempts: number };

export const DEFAULT_WINDOW: Window = Object.freeze({ lastDays: 30 });
/** The baseline rules' default (src/domain/rules.ts); reliability reports apply their rule version's. */
export const DEFAULT_MIN_SAMPLES = METRIC_RULES[0]!.defaultMinSamples;
/** Ten years: anything longer is almost certainly a mistake, not a question. */
export const MAX_WINDOW_DAYS = 3650;
export const MAX_WINDOW_ATTEMPTS = 100_000;
/** minSamples above the largest window could never be met. */
export const MAX_MIN_SAMPLES = MAX_WINDOW_ATTEMPTS;

/** Fail-closed states of a windowed report (docs/specification.md §2, §6). */
export const EVIDENCE_STATES = ['OK', 'INSUFFICIENT_EVIDENCE', 'EVIDENCE_DRIFT'] as const;
export type EvidenceState = (typeof EVIDENCE_STATES)[number];

/** The one fail-closed rule: unresolved drift first, then too few samples. */
export function evidenceStateOf(unresolvedDrift: boolean, sampleSize: number, minSamples: number): EvidenceState {
  if (unresolvedDrift) return 'EVIDENCE_DRIFT';
  if (sampleSize < minSamples) return 'INSUFFICIENT_EVIDENCE';
  return 'OK';
}

/** Report times are whole milliseconds since the Unix epoch (docs/specification.md §6). */
export const SECOND_MS = 1000;
export const DAY_MS = 86_400 * SECOND_MS;

/**
 * The window as a client sends it (`WindowInput`: both fields optional and
 * nullable), parsed to a Window. Exactly one field must be given; zero, negative,
 * fractional and over-limit sizes are refused rather than clamped, so a report
 * never silently answers a different question than the one asked.
 */
export const windowSchema = z
  .object({
    lastDays: z.number().int().min(1).max(MAX_WINDOW_DAYS).nullish(),
    lastAttempts: z.number().int().min(1).max(MAX_WINDOW_ATTEMPTS).nullish(),
  })
  .strict()
  .superRefine((value, ctx) => {
    const given = [value.lastDays, value.lastAttempts].filter((size) => size !== null && size !== undefined).length;
    if (given !== 1) ctx.addIssue({ code: 'custom', message: 'give exactly one of lastDays or lastAttempts' });
  })
  .transform((value): Window => (value.lastDays != null ? { lastDays: value.lastDays } : { lastAttempts: value.lastAttempts! }));

export const minSamplesSchema = z.number().int().min(1).max(MAX_MIN_SAMPLES);

/** The start (exclusive) of a lastDays window ending at asOf, both in epoch milliseconds; null for lastAttempts windows. */
export function windowStart(window: Window, asOf: number): number | null {
  return 'lastDays' in window ? asOf - window.lastDays * DAY_MS : null;
}
