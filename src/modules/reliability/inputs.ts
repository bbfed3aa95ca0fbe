// Validation of reliability queries (docs/specification.md §6). The GraphQL resolvers and the
// command line both parse through these schemas, so they refuse the same values.
import { z } from 'zod';
import { MAX_SERIES_BUCKETS, RATE_NAMES, SERIES_BUCKETS, bucketCount } from '../../domain/reliability.js';
import { DEFAULT_MIN_SAMPLES, DEFAULT_WINDOW, minSamplesSchema, windowSchema, type Window } from '../../domain/window.js';
import { capabilityKey, reference, uuid } from '../common/validation.js';

/** Reports per overview page: one request stays bounded in time and memory. */
export const MAX_OVERVIEW_PAGE = 100;
export const DEFAULT_OVERVIEW_PAGE = 50;

const instant = z.date().refine((date) => !Number.isNaN(date.getTime()), 'is not a valid instant');

export const reportQuerySchema = z.object({
  window: windowSchema.nullish().transform((window): Window => window ?? DEFAULT_WINDOW),
  asOf: instant.nullish().transform((date) => date ?? null),
  minSamples: minSamplesSchema.nullish().transform((value) => value ?? DEFAULT_MIN_SAMPLES),
});
export type ReportQueryInput = z.infer<typeof reportQuerySchema>;

/**
 * A reliability report's query: without minSamples, the report applies the default of the
 * metric rules it is computed under (src/domain/rules.ts), known once its asOf is.
 */
export const reliabilityQuerySchema = reportQuerySchema.extend({
  minSamples: minSamplesSchema.nullish().transform((value) => value ?? null),
});
export type ReliabilityQueryInput = z.infer<typeof reliabilityQuerySchema>;

/** `pairedComparison`: a report's window, asOf and minSamples, and a non-inferiority margin strictly between 0 and 1. */
export const pairedComparisonQuerySchema = reliabilityQuerySchema.extend({
  margin: z.number().finite().gt(0, 'is above 0').lt(1, 'is below 1'),
});

export const overviewQuerySchema = reliabilityQuerySchema.extend({
  projectId: uuid,
  capabilityKey: capabilityKey.nullish().transform((value) => value ?? null),
  first: z
    .number()
    .int()
    .min(1)
    .max(MAX_OVERVIEW_PAGE)
    .nullish()
    .transform((value) => value ?? DEFAULT_OVERVIEW_PAGE),
  after: z
    .string()
    .max(512)
    .nullish()
    .transform((value) => value ?? null),
});

/** workerEvidence: the overview's arguments and pages (1 to 100 cohorts, default 50), for one worker. */
export const workerEvidenceQuerySchema = overviewQuerySchema.extend({ workerRef: reference });

/** Explanation entries per page of `ReliabilityReport.explain`. */
export const MAX_EXPLAIN_PAGE = 100;
export const DEFAULT_EXPLAIN_PAGE = 50;

export const explainPageSchema = z.object({
  first: z
    .number()
    .int()
    .min(1)
    .max(MAX_EXPLAIN_PAGE)
    .nullish()
    .transform((value) => value ?? DEFAULT_EXPLAIN_PAGE),
  after: z
    .string()
    .max(512)
    .nullish()
    .transform((value) => value ?? null),
});

/** `ReliabilityReport.attemptsToDecision`: a rate and a threshold strictly between 0 and 1. */
export const attemptsToDecisionSchema = z.object({
  rate: z.enum(RATE_NAMES),
  threshold: z.number().finite().gt(0, 'is above 0').lt(1, 'is below 1'),
});

export const seriesQuerySchema = z
  .object({
    bucket: z.enum(SERIES_BUCKETS),
    from: instant,
    to: instant.nullish().transform((date) => date ?? null),
    minSamples: minSamplesSchema.nullish().transform((value) => value ?? DEFAULT_MIN_SAMPLES),
  })
  .superRefine((query, ctx) => {
    // `to` defaults to the ledger's clock, checked again once it is known (see store.ts).
    const to = query.to ?? new Date();
    if (query.from > to) ctx.addIssue({ code: 'custom', path: ['from'], message: 'from is after to' });
    else if (bucketCount(query.bucket, query.from.getTime(), to.getTime()) > MAX_SERIES_BUCKETS)
      ctx.addIssue({ code: 'custom', path: ['from'], message: `a series has at most ${MAX_SERIES_BUCKETS} buckets` });
  });
export type SeriesQueryInput = z.infer<typeof seriesQuerySchema>;
