// GraphQL types shared by every windowed report (reliability, agreement rates):
// the window input, the rate object and the evidence state.
import { builder } from '../../builder.js';
import { EVIDENCE_STATES, windowSchema, windowStart, type Window } from '../../domain/window.js';
import { zodInputType } from './input-tie.js';
import type { Rate } from '../../domain/wilson.js';

export const WindowInput = zodInputType('WindowInput', windowSchema, {
  description:
    'Which evidence a report reads. Give exactly one field. lastDays: 1..3650, evidence in (asOf - n days, asOf]. ' +
    'lastAttempts: 1..100000, the n most recent units of evidence (attempts for reliability; reviewed decisions for agreement rates). ' +
    'Default { lastDays: 30 }.',
  fields: (t) => ({
    lastDays: t.int({ required: false }),
    lastAttempts: t.int({ required: false }),
  }),
});

export const RateRef = builder.objectRef<Rate>('Rate').implement({
  description:
    'A rate with its counts. value is numerator / denominator; lower and upper bound its 95% Wilson score interval; ' +
    'on reliability reports, clusteredLowerBound and clusteredUpperBound bound the interval that treats the attempts of one task as dependent, ' +
    'and, on reliability reports and agreement lifetimes, anytimeLowerBound and anytimeUpperBound the anytime-valid interval that stays ' +
    'valid when it is re-read after every attempt (or review). ' +
    "value, lower and upper are null when the denominator is 0 or the report's state is not OK; the counts are always shown.",
  fields: (t) => ({
    numerator: t.exposeInt('numerator'),
    denominator: t.exposeInt('denominator'),
    value: t.exposeFloat('value', { nullable: true }),
    lower: t.exposeFloat('lower', { nullable: true }),
    upper: t.exposeFloat('upper', { nullable: true }),
    clusteredLowerBound: t.float({
      nullable: true,
      description:
        'Lower bound of the task-clustered 95% interval: the Wilson interval at effectiveSampleSize (docs/specification.md §6). ' +
        'Reliability rates only (null on other reports), and null whenever value is.',
      resolve: (rate) => rate.clustered?.lower ?? null,
    }),
    clusteredUpperBound: t.float({
      nullable: true,
      description: 'Upper bound of the task-clustered 95% interval; null as clusteredLowerBound is.',
      resolve: (rate) => rate.clustered?.upper ?? null,
    }),
    anytimeLowerBound: t.float({
      nullable: true,
      description:
        'Lower bound of the anytime-valid interval: the beta-binomial mixture confidence sequence (Robbins 1970; Howard et al. 2021) ' +
        'with a uniform prior and α = 0.05 for both sides together, which holds at every sample size at once, so a gate may re-read it ' +
        'after every attempt (docs/specification.md §6, "Anytime-valid bounds"). Always at or below lower. ' +
        'Reliability rates and the lifetime rates of the agreement log only (null on other reports), and null whenever value is.',
      resolve: (rate) => rate.anytime?.lower ?? null,
    }),
    anytimeUpperBound: t.float({
      nullable: true,
      description: 'Upper bound of the anytime-valid interval; always at or above upper; null as anytimeLowerBound is.',
      resolve: (rate) => rate.anytime?.upper ?? null,
    }),
    effectiveSampleSize: t.float({
      nullable: true,
      description: 'denominator / designEffect: how many independent attempts the evidence is worth once attempts of one task are grouped.',
      resolve: (rate) => rate.clustered?.effectiveSampleSize ?? null,
    }),
    designEffect: t.float({
      nullable: true,
      description:
        "Kish's design effect of the rate with tasks (taskRef) as clusters, between 1 and the sum of squared task sizes over the denominator; " +
        'exactly 1 when every task has one attempt in the denominator.',
      resolve: (rate) => rate.clustered?.designEffect ?? null,
    }),
    taskCount: t.int({
      nullable: true,
      description:
        "Distinct tasks (taskRef) among the denominator's attempts: the clusters of the clustered interval; null as designEffect is.",
      resolve: (rate) => rate.clustered?.tasks ?? null,
    }),
  }),
});

export const EvidenceStateEnum = builder.enumType('EvidenceState', {
  description:
    'OK: enough evidence, values shown. INSUFFICIENT_EVIDENCE: fewer samples than minSamples, values null, counts shown. ' +
    'EVIDENCE_DRIFT: unresolved drift, every value suppressed.',
  values: EVIDENCE_STATES,
});

/** A window as a report used it: its size and the instant (epoch milliseconds) it ends at. */
export interface ReportWindowShape {
  window: Window;
  asOf: number;
}

export const ReportWindowRef = builder.objectRef<ReportWindowShape>('ReportWindow').implement({
  description: 'The window a report was computed over; exactly one of lastDays and lastAttempts is set.',
  fields: (t) => ({
    lastDays: t.int({ nullable: true, resolve: ({ window }) => ('lastDays' in window ? window.lastDays : null) }),
    lastAttempts: t.int({ nullable: true, resolve: ({ window }) => ('lastAttempts' in window ? window.lastAttempts : null) }),
    start: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'Exclusive start of a lastDays window (asOf - lastDays days); null for lastAttempts.',
      resolve: ({ window, asOf }) => {
        const start = windowStart(window, asOf);
        return start === null ? null : new Date(start);
      },
    }),
    end: t.field({ type: 'DateTime', description: 'Inclusive end: the asOf instant.', resolve: ({ asOf }) => new Date(asOf) }),
  }),
});

/** The descriptions of the finality fields every report carries (docs/specification.md §6, "Finality"). */
export const FINALITY_FIELD_DESCRIPTIONS = {
  asOf: "The instant the report is as of. Default: the ledger's settled horizon, so a report asked without asOf is final. An asOf after the ledger clock is refused.",
  settledThrough:
    'How far this answer is settled: no ledger row can appear at or before this instant any more. Equal to asOf when the report is final; ' +
    "otherwise the ledger's horizon (one millisecond before the earlier of its clock and the oldest write still in flight), and rows may still appear after it.",
  final:
    "settledThrough = asOf: no row can still appear in this report's evidence, so every field of it is byte-identical whenever it is asked again.",
} as const;
