// The time series of one cohort for trend plots (docs/specification.md §6): the
// ReliabilitySeries type and the root field `reliabilitySeries`, from the same fold as the
// report, through store.ts.
import { builder } from '../../builder.js';
import { RATE_NAMES, SERIES_BUCKETS, type ReliabilitySeries, type SeriesPoint } from '../../domain/reliability.js';
import type { Finality } from '../../domain/finality.js';
import { ValidationError } from '../../errors.js';
import { readScope } from '../auth/caller.js';
import { CohortNode } from '../cohorts/graphql.js';
import type { CohortRow } from '../cohorts/store.js';
import { attemptGlobalId, cohortGlobalId, ledgerIdOf } from '../common/ids.js';
import { EvidenceStateEnum, FINALITY_FIELD_DESCRIPTIONS, RateRef } from '../common/metrics-graphql.js';
import { parseInput } from '../common/validation.js';
import { seriesQuerySchema } from './inputs.js';
import { reliabilitySeriesOfCohort } from './store.js';
import { NotCountedRef } from './report-graphql.js';
import { RATE_DESCRIPTIONS, instant } from './types-graphql.js';

const SeriesBucketEnum = builder.enumType('SeriesBucket', {
  description: 'Bucket of a reliability series, in UTC: a calendar day, or an ISO week starting Monday 00:00.',
  values: SERIES_BUCKETS,
});

const ReliabilitySeriesPointRef = builder.objectRef<SeriesPoint>('ReliabilitySeriesPoint').implement({
  description: "The rates of the attempts finished in one bucket [start, end) that lie within the series' [from, to].",
  fields: (t) => ({
    start: t.field({ type: 'DateTime', resolve: (point) => instant(point.start) }),
    end: t.field({ type: 'DateTime', resolve: (point) => instant(point.end) }),
    state: t.field({ type: EvidenceStateEnum, resolve: (point) => point.state }),
    sampleSize: t.exposeInt('sampleSize'),
    criticalFailureCount: t.exposeInt('criticalFailureCount'),
    verificationsNotCountedIndependent: t.field({ type: NotCountedRef, resolve: (point) => point.verificationsNotCountedIndependent }),
    ...Object.fromEntries(
      RATE_NAMES.map((name) => [
        name,
        t.field({ type: RateRef, description: RATE_DESCRIPTIONS[name], resolve: (point) => point.rates[name] }),
      ]),
    ),
  }),
});

const ReliabilitySeriesRef = builder
  .objectRef<{ cohort: CohortRow; series: ReliabilitySeries; finality: Finality }>('ReliabilitySeries')
  .implement({
    description: "A cohort's rates per day or week, for trend plots, computed as of `to` from the same fold as the report.",
    fields: (t) => ({
      cohortId: t.id({ resolve: ({ cohort }) => cohortGlobalId(cohort.id) }),
      cohort: t.field({ type: CohortNode, nullable: false, resolve: ({ cohort }) => cohort }),
      bucket: t.field({ type: SeriesBucketEnum, resolve: ({ series }) => series.bucket }),
      from: t.field({ type: 'DateTime', description: 'Inclusive.', resolve: ({ series }) => instant(series.from) }),
      to: t.field({
        type: 'DateTime',
        description:
          "Inclusive, and the instant the series is as of. Default: the ledger's settled horizon. A `to` after the ledger clock is refused.",
        resolve: ({ finality }) => finality.asOf,
      }),
      settledThrough: t.field({
        type: 'DateTime',
        description: FINALITY_FIELD_DESCRIPTIONS.settledThrough,
        resolve: ({ finality }) => finality.settledThrough,
      }),
      final: t.boolean({ description: FINALITY_FIELD_DESCRIPTIONS.final, resolve: ({ finality }) => finality.final }),
      minSamples: t.int({ resolve: ({ series }) => series.minSamples }),
      points: t.field({ type: [ReliabilitySeriesPointRef], resolve: ({ series }) => series.points }),
      unresolvedDriftAttemptIds: t.idList({ resolve: ({ series }) => series.unresolvedDriftAttemptIds.map(attemptGlobalId) }),
      evidenceDigest: t.string({
        description:
          'SHA-256 of the sorted content digests of the plotted attempts, their adjudications, the verifier registry and withdrawal rows ' +
          "that decided their verifications, and the cohort's drift adjudications.",
        resolve: ({ series }) => series.evidenceDigest,
      }),
    }),
  });

builder.queryFields((t) => ({
  reliabilitySeries: t.field({
    type: ReliabilitySeriesRef,
    nullable: true,
    description: "A cohort's rates per UTC day or ISO week between from and to, as of to (null when the cohort is not visible).",
    errors: { types: [ValidationError] },
    args: {
      cohortId: t.arg.id({ required: true, description: 'Global id or ledger UUID.' }),
      bucket: t.arg({ type: SeriesBucketEnum, required: true }),
      from: t.arg({ type: 'DateTime', required: true, description: 'Inclusive.' }),
      to: t.arg({
        type: 'DateTime',
        description: "Inclusive, and the as-of instant. Default: the ledger's settled horizon. Must not be after the ledger clock.",
      }),
      minSamples: t.arg.int({ description: 'Buckets with fewer attempts are INSUFFICIENT_EVIDENCE. Default 20.' }),
    },
    resolve: async (_root, args, context) => {
      const query = parseInput(seriesQuerySchema, { bucket: args.bucket, from: args.from, to: args.to, minSamples: args.minSamples }, '');
      const cohortId = ledgerIdOf(args.cohortId, 'Cohort');
      if (!cohortId) return null;
      return reliabilitySeriesOfCohort(context.db, cohortId, query, readScope(context.caller));
    },
  }),
}));
