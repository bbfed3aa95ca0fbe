// Reliability metrics (docs/specification.md §6): the report of one cohort, the overview of
// a project's cohorts for dashboards, and the time series for trend plots. Every
// number comes from the fold in src/domain/reliability.ts, through store.ts.
import { BASELINE_RULES_VERSION } from '../../domain/rules.js';
import { builder } from '../../builder.js';
import {
  RATE_NAMES,
  SERIES_BUCKETS,
  type AttemptExplanation,
  type CriticalFailure,
  type RateDecision,
  type RateName,
  type ReliabilityReport,
  type ReliabilitySeries,
  type SeriesPoint,
} from '../../domain/reliability.js';
import type { Finality } from '../../domain/finality.js';
import { PASS_K_MAX, type PassK } from '../../domain/pass-k.js';
import { EFFORT_MEASURES, EFFORT_RATIO_STATUSES, EFFORT_STATUSES, effortRatioOf, type EffortPerVerifiedSuccess, type EffortRatio } from '../../domain/effort.js';
import { RATE_EXCLUSION_REASONS } from '../../domain/enums.js';
import { compareReports, type CohortComparisonRates, type RateComparison } from '../../domain/comparison.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import { readScope } from '../auth/caller.js';
import { CohortNode } from '../cohorts/graphql.js';
import type { CohortRow } from '../cohorts/store.js';
import { OutcomeCodeEnum, SeverityEnum, StopReasonCodeEnum } from '../common/enums.js';
import { attemptGlobalId, cohortGlobalId, ledgerIdOf } from '../common/ids.js';
import { EvidenceStateEnum, FINALITY_FIELD_DESCRIPTIONS, RateRef, ReportWindowRef, WindowInput } from '../common/metrics-graphql.js';
import { parseInput } from '../common/validation.js';
import { computeCost, pageDefault } from '../common/cost.js';
import { checkedCursors, forwardConnection } from '../common/cursors.js';
import {
  overviewQuerySchema,
  reliabilityQuerySchema,
  seriesQuerySchema,
  workerEvidenceQuerySchema,
  explainPageSchema,
  attemptsToDecisionSchema,
  pairedComparisonQuerySchema,
  MAX_OVERVIEW_PAGE,
  DEFAULT_OVERVIEW_PAGE,
  MAX_EXPLAIN_PAGE,
  DEFAULT_EXPLAIN_PAGE,
} from './inputs.js';
import { reportsServed } from '../../metrics.js';
import { DECISION_OUTCOMES, MAX_DECISION_ATTEMPTS, attemptsToDecision } from '../../domain/confidence-sequence.js';
import {
  explainCursor,
  explainPage,
  isExplainCursor,
  overviewCursor,
  reliabilityOfCohort,
  reliabilityOverview,
  reliabilityOfPair,
  pairedComparisonOfCohorts,
  reliabilitySeriesOfCohort,
  workerEvidence,
  workerEvidenceCursor,
  type CohortReliability,
  type WorkerCohortEvidence,
  type ReportPair,
  type PairedComparisonAnswer,
} from './store.js';
import { NON_INFERIORITY_ANSWERS, PAIRED_ANYTIME_ALPHA_EACH } from '../../domain/paired-comparison.js';

/** What one attemptsToDecision costs of an operation's MAX_OPERATION_COST (docs/security.md, "Requests"). */
export const ATTEMPTS_TO_DECISION_COST = 5_000;

const RATE_DESCRIPTIONS: Record<RateName, string> = {
  firstAttemptSuccessRate: 'Verified passes among first attempts (attemptNumber = 1).',
  independentlyVerifiedPassRate:
    'Verified passes among all attempts in the window: claimed success, latest independent verdict PASSED, not rejected, not rolled back, no rework pending.',
  unverifiedCompletionRate: 'Attempts that claimed success with no independent verdict, among all.',
  repairRetryRate: 'Attempts that are retries (attemptNumber > 1) or had rework requested, among all.',
  humanRejectionRate: 'Attempts whose latest human decision is a rejection, among those a human decided on.',
  rollbackRate: 'Attempts rolled back (at ingest or by ROLLBACK_RECORDED), among all. Rework is not rollback.',
  policyBlockRate: 'Attempts whose outcome is BLOCKED_BY_POLICY, among all.',
  falseSuccessRate: 'Claimed successes that a verdict FAILED, a rejection or a rollback contradicts, among claimed successes.',
  overrideRate: 'Attempts with a human override (at ingest or by OVERRIDE_RECORDED), among all.',
};

/** Which projects a GraphQL caller may read: none without the reader role. */

/** Report times are epoch milliseconds; GraphQL DateTime carries the same milliseconds. */
const instant = (ms: number) => new Date(ms);
const maybeInstant = (ms: number | null) => (ms === null ? null : new Date(ms));

export const ReliabilityRateNameEnum = builder.enumType('ReliabilityRateName', {
  description: 'A rate of the reliability report (docs/specification.md §6).',
  values: RATE_NAMES,
});

const DecisionOutcomeEnum = builder.enumType('DecisionOutcome', {
  description:
    'What more attempts at the observed rate would decide against a threshold (docs/specification.md §6, "Attempts to decision"). ' +
    'ABOVE: after `attempts` more (0: already) anytimeLowerBound is at or above the threshold. ' +
    'BELOW: after `attempts` more (0: already) anytimeUpperBound is below it. ' +
    'NOT_AT_THIS_RATE: the observed rate equals the threshold, so no number of attempts at it decides. ' +
    `NOT_WITHIN_LIMIT: not within ${MAX_DECISION_ATTEMPTS} more attempts. NO_EVIDENCE: the rate's denominator is 0. ` +
    'SUPPRESSED: the report is EVIDENCE_DRIFT, so no value of it may be read.',
  values: DECISION_OUTCOMES,
});

interface AttemptsToDecisionShape {
  rate: RateName;
  threshold: number;
  outcome: (typeof DECISION_OUTCOMES)[number];
  attempts: number | null;
}

const AttemptsToDecisionRef = builder.objectRef<AttemptsToDecisionShape>('AttemptsToDecision').implement({
  description:
    'How many more attempts at the rate\'s observed value (numerator / denominator) the anytime-valid bound needs to decide against a threshold, ' +
    'or why none will (docs/specification.md §6, "Attempts to decision"). The bound alone: the report still needs minSamples and state OK.',
  fields: (t) => ({
    rate: t.field({ type: ReliabilityRateNameEnum, resolve: (answer) => answer.rate }),
    threshold: t.exposeFloat('threshold'),
    outcome: t.field({ type: DecisionOutcomeEnum, resolve: (answer) => answer.outcome }),
    attempts: t.exposeInt('attempts', { nullable: true, description: 'More attempts needed; set exactly when outcome is ABOVE or BELOW.' }),
  }),
});

const SeriesBucketEnum = builder.enumType('SeriesBucket', {
  description: 'Bucket of a reliability series, in UTC: a calendar day, or an ISO week starting Monday 00:00.',
  values: SERIES_BUCKETS,
});


const EvidenceFreshnessRef = builder.objectRef<ReliabilityReport['evidenceFreshness']>('EvidenceFreshness').implement({
  description: 'How recent the latest verified pass in the window is.',
  fields: (t) => ({
    lastVerifiedPassAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'finishedAt of the latest verified pass in the window; null when there is none.',
      resolve: (freshness) => maybeInstant(freshness.lastVerifiedPassAt),
    }),
    ageSeconds: t.float({ nullable: true, description: 'asOf - lastVerifiedPassAt, in seconds.', resolve: (freshness) => freshness.ageSeconds }),
  }),
});

const CriticalFailureRef = builder.objectRef<CriticalFailure>('CriticalFailure').implement({
  description: 'A critical attempt of the cohort (severity CRITICAL or a CRITICAL_FAILURE_RECORDED adjudication).',
  fields: (t) => ({
    attemptId: t.id({ description: 'Global id of the attempt (see `node`).', resolve: (failure) => attemptGlobalId(failure.attemptId) }),
    attemptLedgerId: t.exposeString('attemptId', { description: 'The raw UUID of the attempt.' }),
    outcomeId: t.exposeString('outcomeId'),
    attemptNumber: t.exposeInt('attemptNumber'),
    outcomeCode: t.field({ type: OutcomeCodeEnum, resolve: (failure) => failure.outcomeCode }),
    stopReasonCode: t.field({ type: StopReasonCodeEnum, resolve: (failure) => failure.stopReasonCode }),
    severity: t.field({ type: SeverityEnum, resolve: (failure) => failure.severity }),
    criticalFailureRecorded: t.exposeBoolean('criticalFailureRecorded', { description: 'Flagged by a CRITICAL_FAILURE_RECORDED adjudication.' }),
    finishedAt: t.field({ type: 'DateTime', resolve: (failure) => instant(failure.finishedAt) }),
    inWindow: t.exposeBoolean('inWindow'),
  }),
});

const NotCountedRef = builder.objectRef<ReliabilityReport['verificationsNotCountedIndependent']>('VerificationsNotCountedIndependent').implement({
  description:
    'Verifications in an independent mode (DETERMINISTIC_CHECK, INDEPENDENT_AGENT) with a PASSED or FAILED result, ' +
    'of the attempts counted, that did not count as independent, by reason (docs/specification.md §3.3).',
  fields: (t) => ({
    unregistered: t.exposeInt('unregistered', {
      description: 'Its verifier was not registered for the project with that kind (for an agent, that model) as of asOf.',
    }),
    withdrawn: t.exposeInt('withdrawn', { description: 'Its verifier\'s trust was withdrawn, by asOf, for the instant the verdict was recorded.' }),
    notIndependent: t.exposeInt('notIndependent', {
      description: 'Its verifier is the attempt\'s worker or recorder, names no verifier, or (an agent) uses the attempt\'s own model or none.',
    }),
  }),
});

const CriticalFailuresRef = builder.objectRef<ReliabilityReport['criticalFailures']>('CriticalFailures').implement({
  description: 'Every critical attempt of the cohort finished and recorded by asOf, inside the window or not, most recent first.',
  fields: (t) => ({
    count: t.exposeInt('count'),
    attempts: t.field({ type: [CriticalFailureRef], resolve: (failures) => failures.attempts }),
  }),
});

const PassKRef = builder.objectRef<PassK>('PassK').implement({
  description:
    'pass^k (docs/specification.md §6, "pass^k"): the estimate that k independent tries of one task all end in an ' +
    'independently verified pass, by the unbiased estimator of τ-bench (Yao et al. 2024, arXiv 2406.12045): per task with ' +
    'n >= k tries in the window, c of them verified passes, C(c,k)/C(n,k), averaged over those tasks.',
  fields: (t) => ({
    k: t.exposeInt('k', { description: `The number of tries, 1..${PASS_K_MAX}.` }),
    estimate: t.float({
      nullable: true,
      description: 'The mean of C(c,k)/C(n,k) over the tasks with at least k tries; null when there is none or the state is not OK.',
      resolve: (entry) => entry.estimate,
    }),
    lower: t.float({
      nullable: true,
      description: '95% Wilson score lower bound of estimate at n = tasks (conservative: a task\'s ratio lies in [0, 1]); null exactly when estimate is.',
      resolve: (entry) => entry.lower,
    }),
    upper: t.float({ nullable: true, description: 'The matching upper bound; null exactly when estimate is.', resolve: (entry) => entry.upper }),
    tasks: t.exposeInt('tasks', { description: 'Tasks (taskRef) with at least k tries in the window: what the estimate rests on. Shown in every state.' }),
  }),
});

const EffortMeasureEnum = builder.enumType('EffortMeasure', {
  description: 'What an effort per verified success divides: COST (micro-units of one currency), TOKENS (input + output), TIME (milliseconds).',
  values: EFFORT_MEASURES,
});

const EffortStatusEnum = builder.enumType('EffortStatus', {
  description:
    'Why an effort per verified success has a value or not, the first that applies in this order (docs/specification.md §6, ' +
    '"Effort per verified success"): MIXED_CURRENCIES (the window\'s costs are in more than one currency: never summed), ' +
    'UNKNOWN_EFFORT (an attempt of the window does not state the effort: never counted as zero), NO_VERIFIED_PASS, ' +
    'SUPPRESSED (the report\'s state is not OK), OK.',
  values: EFFORT_STATUSES,
});

const EffortPerVerifiedSuccessRef = builder.objectRef<EffortPerVerifiedSuccess>('EffortPerVerifiedSuccess').implement({
  description:
    'The effort of every attempt of the window (failed tries and retries included) divided by its independently verified passes, ' +
    'with a 95% interval of the ratio estimator whose variance treats the attempts of one task as dependent (Cochran 1977, ' +
    '"Sampling Techniques", §6.3–6.4, with tasks as clusters; docs/specification.md §6, "Effort per verified success").',
  fields: (t) => ({
    measure: t.field({ type: EffortMeasureEnum, resolve: (entry) => entry.measure }),
    status: t.field({ type: EffortStatusEnum, resolve: (entry) => entry.status }),
    estimate: t.exposeFloat('estimate', { nullable: true, description: 'total / verifiedPasses; null unless status is OK.' }),
    lower: t.exposeFloat('lower', { nullable: true, description: '95% lower bound (never below 0); null unless status is OK and tasks >= 2.' }),
    upper: t.exposeFloat('upper', { nullable: true, description: '95% upper bound; null exactly when lower is.' }),
    variance: t.exposeFloat('variance', {
      nullable: true,
      description: 'v, the variance of estimate the interval is built from (lower and upper are estimate ∓ z·√v); null exactly when lower is.',
    }),
    total: t.exposeFloat('total', {
      nullable: true,
      description: 'The summed effort of the window\'s attempts; null under MIXED_CURRENCIES and UNKNOWN_EFFORT. Shown in every report state, as counts are.',
    }),
    currency: t.exposeString('currency', { nullable: true, description: 'COST: the one currency of the window\'s costs; null otherwise.' }),
    currencies: t.exposeStringList('currencies', { description: 'COST: the distinct currencies of the window\'s costs, in code-point order.' }),
    verifiedPasses: t.exposeInt('verifiedPasses', { description: 'The numerator of independentlyVerifiedPassRate: the divisor.' }),
    attempts: t.exposeInt('attempts', { description: 'Attempts in the window.' }),
    unknownAttempts: t.exposeInt('unknownAttempts', { description: 'Attempts of the window that do not state this effort.' }),
    tasks: t.exposeInt('tasks', { description: 'Tasks (taskRef) with an attempt in the window: the clusters of the interval.' }),
  }),
});

const EffortRatioStatusEnum = builder.enumType('EffortRatioStatus', {
  description:
    'Why the ratio of two cohorts\' effort per verified success has a value or not, the first that applies (docs/specification.md §6, ' +
    '"Cohort comparison"): a side\'s own EffortStatus, either side, in that enum\'s order (MIXED_CURRENCIES also when the two sides\' ' +
    'costs are in different currencies), then ZERO_BASELINE (cohort a\'s figure is 0: nothing to divide by), then OK.',
  values: EFFORT_RATIO_STATUSES,
});

const EffortRatioRef = builder.objectRef<EffortRatio>('EffortRatio').implement({
  description:
    'Two cohorts\' effort per verified success of one measure and their ratio b / a with Fieller\'s 95% interval (Fieller 1954), ' +
    'the two windows taken as independent samples, each side\'s variance task-clustered (docs/specification.md §6, "Cohort comparison").',
  fields: (t) => ({
    measure: t.field({ type: EffortMeasureEnum, resolve: (entry) => entry.measure }),
    status: t.field({ type: EffortRatioStatusEnum, resolve: (entry) => entry.status }),
    a: t.field({ type: EffortPerVerifiedSuccessRef, description: 'The figure in cohort a\'s report.', resolve: (entry) => entry.a }),
    b: t.field({ type: EffortPerVerifiedSuccessRef, description: 'The figure in cohort b\'s report.', resolve: (entry) => entry.b }),
    ratio: t.exposeFloat('ratio', { nullable: true, description: 'b.estimate / a.estimate; null unless status is OK.' }),
    lower: t.exposeFloat('lower', {
      nullable: true,
      description: 'Fieller\'s 95% lower bound (never below 0); null unless status is OK, both sides have a variance, and a.estimate² > z²·a.variance.',
    }),
    upper: t.exposeFloat('upper', { nullable: true, description: 'The matching upper bound; null exactly when lower is.' }),
    currency: t.exposeString('currency', { nullable: true, description: 'COST: the one currency of both sides; null otherwise.' }),
  }),
});

const RateExclusionReasonEnum = builder.enumType('RateExclusionReason', {
  description:
    'Why an attempt the report considered did not enter a rate\'s numerator or denominator, as the fold decided it ' +
    '(docs/specification.md §6, "Explaining a report").',
  values: RATE_EXCLUSION_REASONS,
});

const RateDecisionRef = builder.objectRef<RateDecision>('RateDecision').implement({
  description: 'What the report did with one attempt for one rate.',
  fields: (t) => ({
    denominator: t.exposeBoolean('denominator', { description: 'The attempt is counted in the rate\'s denominator.' }),
    numerator: t.exposeBoolean('numerator', { description: 'The attempt is counted in the rate\'s numerator (never without the denominator).' }),
    reasons: t.field({
      type: [RateExclusionReasonEnum],
      description: 'Why it is not in the numerator (or, when denominator is false, not in the denominator); empty exactly when numerator is true.',
      resolve: (decision) => [...decision.reasons],
    }),
  }),
});

const AttemptExplanationRef = builder.objectRef<AttemptExplanation>('AttemptExplanation').implement({
  description: 'One attempt a report considered, and for every rate whether it entered the numerator and denominator, and if not, why.',
  fields: (t) => ({
    attemptId: t.id({ description: 'Global id of the attempt (see `node`).', resolve: (entry) => attemptGlobalId(entry.attempt.id) }),
    attemptLedgerId: t.string({ description: 'The raw UUID of the attempt.', resolve: (entry) => entry.attempt.id }),
    outcomeId: t.string({ resolve: (entry) => entry.attempt.outcomeId }),
    taskRef: t.string({ resolve: (entry) => entry.attempt.taskRef }),
    workerRef: t.string({ resolve: (entry) => entry.attempt.workerRef }),
    attemptNumber: t.int({ resolve: (entry) => entry.attempt.attemptNumber }),
    outcomeCode: t.field({ type: OutcomeCodeEnum, resolve: (entry) => entry.attempt.outcomeCode }),
    finishedAt: t.field({ type: 'DateTime', resolve: (entry) => instant(entry.attempt.finishedAt) }),
    recordedAt: t.field({ type: 'DateTime', resolve: (entry) => instant(entry.attempt.recordedAt) }),
    inWindow: t.boolean({ description: 'In the report\'s window: only these enter any rate.', resolve: (entry) => entry.inWindow }),
    critical: t.boolean({ description: 'Listed in the report\'s criticalFailures.', resolve: (entry) => entry.critical }),
    unresolvedDrift: t.boolean({ description: 'Listed in the report\'s unresolvedDriftAttemptIds.', resolve: (entry) => entry.unresolvedDrift }),
    ...Object.fromEntries(
      RATE_NAMES.map((name) => [name, t.field({ type: RateDecisionRef, description: `Its decision for ${name}.`, resolve: (entry) => entry.rates[name] })]),
    ),
  }),
});

const ReliabilityExplanationConnection = builder.connectionObject(
  {
    type: AttemptExplanationRef,
    name: 'ReliabilityExplanationConnection',
    description: 'The attempts a report considered, most recent first (finishedAt, then id, descending).',
    fields: (t) => ({
      totalCount: t.int({ description: 'How many attempts the report considered.', resolve: (connection) => (connection as unknown as { totalCount: number }).totalCount }),
    }),
  },
  { name: 'ReliabilityExplanationEdge' },
);

export const ReliabilityReportRef = builder.objectRef<CohortReliability>('ReliabilityReport');
ReliabilityReportRef.implement({
  description:
    'Reliability of one cohort as of an instant, computed only from rows recorded by asOf. ' +
    'The same evidence and asOf always give the same report, byte for byte.',
  fields: (t) => ({
    cohortId: t.id({ description: 'Global id of the cohort.', resolve: ({ cohort }) => cohortGlobalId(cohort.id) }),
    cohort: t.field({ type: CohortNode, nullable: false, resolve: ({ cohort }) => cohort }),
    state: t.field({ type: EvidenceStateEnum, resolve: ({ report }) => report.state }),
    asOf: t.field({ type: 'DateTime', description: FINALITY_FIELD_DESCRIPTIONS.asOf, resolve: ({ finality }) => finality.asOf }),
    settledThrough: t.field({ type: 'DateTime', description: FINALITY_FIELD_DESCRIPTIONS.settledThrough, resolve: ({ finality }) => finality.settledThrough }),
    final: t.boolean({ description: FINALITY_FIELD_DESCRIPTIONS.final, resolve: ({ finality }) => finality.final }),
    window: t.field({ type: ReportWindowRef, resolve: ({ report }) => ({ window: report.window, asOf: report.asOf }) }),
    oldestFinishedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'finishedAt of the oldest attempt in the window; null when it is empty.',
      resolve: ({ report }) => maybeInstant(report.oldestFinishedAt),
    }),
    newestFinishedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'finishedAt of the newest attempt in the window; null when it is empty.',
      resolve: ({ report }) => maybeInstant(report.newestFinishedAt),
    }),
    minSamples: t.int({
      description: 'Fewer attempts in the window give INSUFFICIENT_EVIDENCE: the one asked, else the default of the report\'s rulesVersion.',
      resolve: ({ report }) => report.minSamples,
    }),
    rulesVersion: t.int({
      description:
        'The version of the metric rules the report is computed under: that of the latest activation the ledger recorded at or before asOf, ' +
        '1 before the first (docs/specification.md §6, "Finality"). evidenceDigest names it from version 2 on.',
      resolve: ({ basis }) => basis.query.rulesVersion ?? BASELINE_RULES_VERSION,
    }),
    sampleSize: t.int({ description: 'Attempts in the window.', resolve: ({ report }) => report.sampleSize }),
    ...Object.fromEntries(
      RATE_NAMES.map((name) => [name, t.field({ type: RateRef, description: RATE_DESCRIPTIONS[name], resolve: ({ report }) => report.rates[name] })]),
    ),
    consecutiveVerifiedPasses: t.int({
      description: 'Verified passes from the most recent attempt in the window back to the first that is not one.',
      resolve: ({ report }) => report.consecutiveVerifiedPasses,
    }),
    passK: t.field({
      type: [PassKRef],
      description:
        `pass^k for k = 1..${PASS_K_MAX}, from the window's attempts grouped by taskRef, a pass being an attempt in the numerator ` +
        'of independentlyVerifiedPassRate. Every k is listed; estimates are null where no task has k tries, and in every state but OK. ' +
        'It reads only rows evidenceDigest covers.',
      resolve: ({ passK }) => passK,
    }),
    costPerVerifiedSuccess: t.field({
      type: EffortPerVerifiedSuccessRef,
      description:
        'Cost (micro-units of one currency) of every attempt of the window divided by its verified passes. Reads only rows evidenceDigest ' +
        'covers; not part of evidence bundles.',
      resolve: ({ effort }) => effort.cost,
    }),
    tokensPerVerifiedSuccess: t.field({
      type: EffortPerVerifiedSuccessRef,
      description: 'Input + output tokens of every attempt of the window divided by its verified passes.',
      resolve: ({ effort }) => effort.tokens,
    }),
    timePerVerifiedSuccess: t.field({
      type: EffortPerVerifiedSuccessRef,
      description:
        'Wall time (ms; the harness\'s own where stated, else finishedAt − startedAt) of every attempt of the window divided by its verified passes.',
      resolve: ({ effort }) => effort.time,
    }),
    evidenceFreshness: t.field({ type: EvidenceFreshnessRef, resolve: ({ report }) => report.evidenceFreshness }),
    criticalFailures: t.field({ type: CriticalFailuresRef, resolve: ({ report }) => report.criticalFailures }),
    unresolvedDriftAttemptIds: t.idList({
      description: 'Global ids of the cohort\'s attempts whose latest drift adjudication is DRIFT_DETECTED; any one forces EVIDENCE_DRIFT.',
      resolve: ({ report }) => report.unresolvedDriftAttemptIds.map(attemptGlobalId),
    }),
    verificationsNotCountedIndependent: t.field({
      type: NotCountedRef,
      description: 'The window\'s verifications that did not count as independent, and why.',
      resolve: ({ report }) => report.verificationsNotCountedIndependent,
    }),
    evidenceDigest: t.string({
      description:
        'SHA-256 of the sorted content digests of every contributing row: the attempts in the window with their adjudications ' +
        'and the verifier registry and withdrawal rows that decided their verifications, ' +
        'the critical attempts listed with their CRITICAL_FAILURE_RECORDED adjudications, and the cohort\'s drift adjudications.',
      resolve: ({ report }) => report.evidenceDigest,
    }),
    evidenceRowCount: t.int({
      description: 'How many rows (attempts, adjudications, verifier registry and withdrawal rows) evidenceDigest covers.',
      resolve: ({ report }) => report.evidenceRowCount,
    }),
    attemptsToDecision: t.field({
      type: AttemptsToDecisionRef,
      // Its search runs up to MAX_DECISION_ATTEMPTS steps (tens of ms at worst): twenty of
      // them fill an operation's cost, so no request asks it of every report of a page.
      ...computeCost(ATTEMPTS_TO_DECISION_COST),
      description:
        'How many more attempts at the observed rate the anytime-valid bound of `rate` needs to clear `threshold` (strictly between 0 and 1) ' +
        'from above or fall below it from below (docs/specification.md §6, "Attempts to decision").',
      args: { rate: t.arg({ type: ReliabilityRateNameEnum, required: true }), threshold: t.arg.float({ required: true }) },
      resolve: ({ report }, args) => {
        const { rate, threshold } = parseInput(attemptsToDecisionSchema, args, 'attemptsToDecision');
        if (report.state === 'EVIDENCE_DRIFT') return { rate, threshold, outcome: 'SUPPRESSED' as const, attempts: null };
        const counts = report.rates[rate];
        return { rate, threshold, ...attemptsToDecision(counts.numerator, counts.denominator, threshold) };
      },
    }),
    explain: t.field({
      type: ReliabilityExplanationConnection,
      extensions: { ...checkedCursors(isExplainCursor).extensions, ...pageDefault(DEFAULT_EXPLAIN_PAGE).extensions },
      description:
        'Per attempt the report considered (the window\'s, the critical ones it lists, those with drift adjudications), ' +
        'which numerators and denominators it entered and, for each it did not, why; from the same decisions as the counts, ' +
        `so the window's entries add up to every rate. Forward pages of 1..${MAX_EXPLAIN_PAGE} (default ${DEFAULT_EXPLAIN_PAGE}).`,
      args: {
        first: t.arg.int({ description: `1..${MAX_EXPLAIN_PAGE}, default ${DEFAULT_EXPLAIN_PAGE}.` }),
        after: t.arg.string({ description: 'endCursor of the previous page.' }),
      },
      resolve: (reliability, args) => {
        const page = parseInput(explainPageSchema, args, 'explain');
        const { entries, totalCount, hasNextPage } = explainPage(reliability, page);
        return { totalCount, ...forwardConnection(entries, (node) => explainCursor.encode(node.attempt), { hasNextPage, after: page.after }) };
      },
    }),
  }),
});

const ReliabilitySeriesPointRef = builder.objectRef<SeriesPoint>('ReliabilitySeriesPoint').implement({
  description: 'The rates of the attempts finished in one bucket [start, end) that lie within the series\' [from, to].',
  fields: (t) => ({
    start: t.field({ type: 'DateTime', resolve: (point) => instant(point.start) }),
    end: t.field({ type: 'DateTime', resolve: (point) => instant(point.end) }),
    state: t.field({ type: EvidenceStateEnum, resolve: (point) => point.state }),
    sampleSize: t.exposeInt('sampleSize'),
    criticalFailureCount: t.exposeInt('criticalFailureCount'),
    verificationsNotCountedIndependent: t.field({ type: NotCountedRef, resolve: (point) => point.verificationsNotCountedIndependent }),
    ...Object.fromEntries(
      RATE_NAMES.map((name) => [name, t.field({ type: RateRef, description: RATE_DESCRIPTIONS[name], resolve: (point) => point.rates[name] })]),
    ),
  }),
});

const ReliabilitySeriesRef = builder.objectRef<{ cohort: CohortRow; series: ReliabilitySeries; finality: Finality }>('ReliabilitySeries').implement({
  description: 'A cohort\'s rates per day or week, for trend plots, computed as of `to` from the same fold as the report.',
  fields: (t) => ({
    cohortId: t.id({ resolve: ({ cohort }) => cohortGlobalId(cohort.id) }),
    cohort: t.field({ type: CohortNode, nullable: false, resolve: ({ cohort }) => cohort }),
    bucket: t.field({ type: SeriesBucketEnum, resolve: ({ series }) => series.bucket }),
    from: t.field({ type: 'DateTime', description: 'Inclusive.', resolve: ({ series }) => instant(series.from) }),
    to: t.field({
      type: 'DateTime',
      description: 'Inclusive, and the instant the series is as of. Default: the ledger\'s settled horizon. A `to` after the ledger clock is refused.',
      resolve: ({ finality }) => finality.asOf,
    }),
    settledThrough: t.field({ type: 'DateTime', description: FINALITY_FIELD_DESCRIPTIONS.settledThrough, resolve: ({ finality }) => finality.settledThrough }),
    final: t.boolean({ description: FINALITY_FIELD_DESCRIPTIONS.final, resolve: ({ finality }) => finality.final }),
    minSamples: t.int({ resolve: ({ series }) => series.minSamples }),
    points: t.field({ type: [ReliabilitySeriesPointRef], resolve: ({ series }) => series.points }),
    unresolvedDriftAttemptIds: t.idList({ resolve: ({ series }) => series.unresolvedDriftAttemptIds.map(attemptGlobalId) }),
    evidenceDigest: t.string({
      description:
        'SHA-256 of the sorted content digests of the plotted attempts, their adjudications, the verifier registry and withdrawal rows ' +
        'that decided their verifications, and the cohort\'s drift adjudications.',
      resolve: ({ series }) => series.evidenceDigest,
    }),
  }),
});

/** The overview's resolver returns its page's finality beside the edges. */
const finalityOfPage = (connection: object) => (connection as { finality: Finality }).finality;

/** asOf, settledThrough and final of a page of reports all as of one instant. */
type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
const pageFinalityFields = (t: PothosSchemaTypes.ObjectFieldBuilder<Types, object>) => ({
  asOf: t.field({ type: 'DateTime', description: FINALITY_FIELD_DESCRIPTIONS.asOf, resolve: (connection) => finalityOfPage(connection).asOf }),
  settledThrough: t.field({
    type: 'DateTime',
    description: FINALITY_FIELD_DESCRIPTIONS.settledThrough,
    resolve: (connection) => finalityOfPage(connection).settledThrough,
  }),
  final: t.boolean({ description: FINALITY_FIELD_DESCRIPTIONS.final, resolve: (connection) => finalityOfPage(connection).final }),
});

const ReliabilityOverviewConnection = builder.connectionObject(
  {
    type: ReliabilityReportRef,
    name: 'ReliabilityOverviewConnection',
    description: 'Reports of a project\'s cohorts, in (capabilityKey, id) order, all as of one instant.',
    fields: pageFinalityFields,
  },
  { name: 'ReliabilityOverviewEdge' },
);

const WorkerCohortEvidenceRef = builder.objectRef<WorkerCohortEvidence>('WorkerCohortEvidence').implement({
  description:
    'One cohort a worker\'s attempts fall in, with the reliability report of that cohort restricted to the worker\'s attempts ' +
    '(docs/specification.md §6, "Worker evidence"). The cohort carries the constraints the evidence was gathered under: ' +
    'capability key, scope, runtime and policy fingerprints, provider, model, runtime, harness and policy versions.',
  fields: (t) => ({
    workerRef: t.exposeString('workerRef'),
    cohort: t.field({ type: CohortNode, nullable: false, resolve: ({ cohort }) => cohort }),
    report: t.field({
      type: ReliabilityReportRef,
      description: 'The report of docs/specification.md §6 over the worker\'s attempts of the cohort alone (their window, rates, critical failures and drift).',
      resolve: (entry) => entry,
    }),
  }),
});

const WorkerEvidenceConnection = builder.connectionObject(
  {
    type: WorkerCohortEvidenceRef,
    name: 'WorkerEvidenceConnection',
    description: 'The cohorts a worker has attempts in within the window, in (capabilityKey, id) order, each report as of one instant.',
    fields: pageFinalityFields,
  },
  { name: 'WorkerEvidenceEdge' },
);

const RateComparisonRef = builder.objectRef<RateComparison>('RateComparison').implement({
  description:
    'One rate of two cohorts and its difference b − a with Newcombe\'s hybrid score 95% interval (method 10 of Newcombe 1998, ' +
    'from the two Wilson intervals; docs/specification.md §6). difference, lower and upper are null when either value is null.',
  fields: (t) => ({
    a: t.field({ type: RateRef, description: 'The rate in cohort a\'s report.', resolve: (rate) => rate.a }),
    b: t.field({ type: RateRef, description: 'The rate in cohort b\'s report.', resolve: (rate) => rate.b }),
    difference: t.float({ nullable: true, description: 'b.value − a.value.', resolve: (rate) => rate.difference?.difference ?? null }),
    lower: t.float({ nullable: true, description: 'Lower bound of the 95% interval of the difference.', resolve: (rate) => rate.difference?.lower ?? null }),
    upper: t.float({ nullable: true, description: 'Upper bound of the 95% interval of the difference.', resolve: (rate) => rate.difference?.upper ?? null }),
  }),
});

/** The ratios of two reports' cost, tokens and time per verified success. */
interface EffortRatioSet {
  cost: EffortRatio;
  tokens: EffortRatio;
  time: EffortRatio;
}

const CohortComparisonRef = builder.objectRef<ReportPair & { rates: CohortComparisonRates; effort: EffortRatioSet }>('CohortComparison').implement({
  description:
    'Two cohorts of one capability compared as of one instant and window: both reports in full (state, sampleSize, evidenceDigest, …) ' +
    'and, for every rate, the difference b − a, treating the two windows\' attempts as independent samples. ' +
    'For two cohorts that attempted the same tasks, pairedComparison compares them task by task. Final under the same rules as a report.',
  fields: (t) => ({
    a: t.field({ type: ReliabilityReportRef, resolve: (pair) => pair.a }),
    b: t.field({ type: ReliabilityReportRef, resolve: (pair) => pair.b }),
    asOf: t.field({ type: 'DateTime', description: FINALITY_FIELD_DESCRIPTIONS.asOf, resolve: ({ finality }) => finality.asOf }),
    settledThrough: t.field({ type: 'DateTime', description: FINALITY_FIELD_DESCRIPTIONS.settledThrough, resolve: ({ finality }) => finality.settledThrough }),
    final: t.boolean({ description: FINALITY_FIELD_DESCRIPTIONS.final, resolve: ({ finality }) => finality.final }),
    ...Object.fromEntries(
      RATE_NAMES.map((name) => [
        name,
        t.field({ type: RateComparisonRef, description: RATE_DESCRIPTIONS[name], resolve: (pair) => pair.rates[name] }),
      ]),
    ),
    costPerVerifiedSuccess: t.field({
      type: EffortRatioRef,
      description: 'Both cohorts\' cost per verified success and b / a; refused (MIXED_CURRENCIES) when the two are in different currencies.',
      resolve: (pair) => pair.effort.cost,
    }),
    tokensPerVerifiedSuccess: t.field({ type: EffortRatioRef, description: 'Both cohorts\' tokens per verified success and b / a.', resolve: (pair) => pair.effort.tokens }),
    timePerVerifiedSuccess: t.field({ type: EffortRatioRef, description: 'Both cohorts\' time per verified success and b / a.', resolve: (pair) => pair.effort.time }),
  }),
});

const NonInferiorityEnum = builder.enumType('NonInferiority', {
  description:
    'The non-inferiority answer of a paired comparison for the caller\'s margin m (docs/specification.md §6, "Paired comparison"): ' +
    'NON_INFERIOR when the lower bound of the difference (cohort − other) is above −m; INFERIOR when the upper bound is below −m; NOT_SHOWN otherwise.',
  values: NON_INFERIORITY_ANSWERS,
});

const PairedComparisonRef = builder.objectRef<PairedComparisonAnswer>('PairedComparison').implement({
  description:
    'A cohort compared with another (typically its predecessor in the lineage) over the tasks both attempted in the window, as of one instant ' +
    '(docs/specification.md §6, "Paired comparison"). A task passes on a side when its first try there in ledger order (finishedAt, then id) ' +
    'is an independently verified pass. Counts are shown in every state; every number and answer is null unless state is OK. ' +
    'Both reports are shown in full; their evidence digests cover every row the comparison read. Final under the same rules as a report.',
  fields: (t) => ({
    report: t.field({ type: ReliabilityReportRef, description: 'The cohort\'s report (the new side).', resolve: (answer) => answer.cohort }),
    otherReport: t.field({ type: ReliabilityReportRef, description: 'The other cohort\'s report (the old side).', resolve: (answer) => answer.other }),
    asOf: t.field({ type: 'DateTime', description: FINALITY_FIELD_DESCRIPTIONS.asOf, resolve: ({ finality }) => finality.asOf }),
    settledThrough: t.field({ type: 'DateTime', description: FINALITY_FIELD_DESCRIPTIONS.settledThrough, resolve: ({ finality }) => finality.settledThrough }),
    final: t.boolean({ description: FINALITY_FIELD_DESCRIPTIONS.final, resolve: ({ finality }) => finality.final }),
    state: t.field({
      type: EvidenceStateEnum,
      description: 'EVIDENCE_DRIFT when either cohort has unresolved drift; INSUFFICIENT_EVIDENCE when sharedTasks < minSamples; OK otherwise.',
      resolve: ({ comparison }) => comparison.state,
    }),
    margin: t.float({ description: 'The non-inferiority margin asked for.', resolve: ({ comparison }) => comparison.margin }),
    sharedTasks: t.int({ description: 'Tasks (taskRef) with a try in both windows: n, the pairs.', resolve: ({ comparison }) => comparison.sharedTasks }),
    bothPassed: t.int({ description: 'Shared tasks passed on both sides.', resolve: ({ comparison }) => comparison.bothPassed }),
    neitherPassed: t.int({ description: 'Shared tasks passed on neither side.', resolve: ({ comparison }) => comparison.neitherPassed }),
    onlyCohortPassed: t.int({ description: 'Discordant: shared tasks passed on the cohort\'s side only (c).', resolve: ({ comparison }) => comparison.onlyCohortPassed }),
    onlyOtherPassed: t.int({ description: 'Discordant: shared tasks passed on the other cohort\'s side only (b).', resolve: ({ comparison }) => comparison.onlyOtherPassed }),
    onlyCohortTasks: t.int({ description: 'Tasks only the cohort attempted in the window: left out.', resolve: ({ comparison }) => comparison.onlyCohortTasks }),
    onlyOtherTasks: t.int({ description: 'Tasks only the other cohort attempted in the window: left out.', resolve: ({ comparison }) => comparison.onlyOtherTasks }),
    difference: t.float({
      nullable: true,
      description: '(onlyCohortPassed − onlyOtherPassed) / sharedTasks: the cohort\'s pass proportion minus the other\'s over the shared tasks.',
      resolve: ({ comparison }) => comparison.difference,
    }),
    lower: t.float({
      nullable: true,
      description: 'Lower bound of Tango\'s 95% score interval of the difference (Tango 1998, Statistics in Medicine 17:891–908): one fixed-sample look.',
      resolve: ({ comparison }) => comparison.lower,
    }),
    upper: t.float({ nullable: true, description: 'Upper bound of Tango\'s 95% score interval.', resolve: ({ comparison }) => comparison.upper }),
    nonInferiority: t.field({
      type: NonInferiorityEnum,
      nullable: true,
      description: 'The answer for margin from lower and upper (a one-sided 2.5% test of difference <= −margin).',
      resolve: ({ comparison }) => comparison.nonInferiority,
    }),
    anytimeLowerBound: t.float({
      nullable: true,
      description:
        'Anytime-valid 95% lower bound of the difference, valid however often it is re-read as shared tasks accrue: the beta-binomial mixture ' +
        `confidence sequences of the discordant share and of the discordant split, each at α = ${PAIRED_ANYTIME_ALPHA_EACH}, mapped to the difference.`,
      resolve: ({ comparison }) => comparison.anytimeLowerBound,
    }),
    anytimeUpperBound: t.float({ nullable: true, description: 'The matching anytime-valid upper bound.', resolve: ({ comparison }) => comparison.anytimeUpperBound }),
    anytimeNonInferiority: t.field({
      type: NonInferiorityEnum,
      nullable: true,
      description: 'The answer for margin from the anytime-valid bounds: the one a gate that re-reads the comparison may act on.',
      resolve: ({ comparison }) => comparison.anytimeNonInferiority,
    }),
  }),
});

builder.queryFields((t) => ({
  reliability: t.field({
    type: ReliabilityReportRef,
    nullable: true,
    description: 'The reliability report of one cohort (null when the cohort does not exist or is outside the token\'s projects).',
    errors: { types: [ValidationError] },
    args: {
      cohortId: t.arg.id({ required: true, description: 'Global id or ledger UUID.' }),
      window: t.arg({ type: WindowInput, description: 'Default { lastDays: 30 }.' }),
      asOf: t.arg({ type: 'DateTime', description: 'Default: the ledger\'s settled horizon (the report is then final). Must not be after the ledger clock.' }),
      minSamples: t.arg.int({ description: 'Fewer attempts in the window give INSUFFICIENT_EVIDENCE. Default: that of the report\'s rulesVersion (20 under version 1).' }),
    },
    resolve: async (_root, args, context) => {
      const query = parseInput(reliabilityQuerySchema, { window: args.window, asOf: args.asOf, minSamples: args.minSamples }, '');
      const cohortId = ledgerIdOf(args.cohortId, 'Cohort');
      if (!cohortId) return null;
      const report = await reliabilityOfCohort(context.db, cohortId, query, readScope(context.caller));
      if (report) reportsServed.inc({ state: report.report.state });
      return report;
    },
  }),
  reliabilityOverview: t.field({
    type: ReliabilityOverviewConnection,
    ...pageDefault(DEFAULT_OVERVIEW_PAGE),
    description: `Reports of many cohorts of one project in one request, for dashboards; forward pages of at most ${MAX_OVERVIEW_PAGE} (default ${DEFAULT_OVERVIEW_PAGE}).`,
    errors: { types: [ValidationError] },
    args: {
      projectId: t.arg.string({ required: true }),
      capabilityKey: t.arg.string({ description: 'Only the cohorts of this capability.' }),
      window: t.arg({ type: WindowInput, description: 'Default { lastDays: 30 }.' }),
      asOf: t.arg({ type: 'DateTime', description: 'Default: the ledger\'s settled horizon (the report is then final). Must not be after the ledger clock.' }),
      minSamples: t.arg.int({ description: 'Default: that of the reports\' rulesVersion (20 under version 1).' }),
      first: t.arg.int({ description: `1..${MAX_OVERVIEW_PAGE}, default ${DEFAULT_OVERVIEW_PAGE}.` }),
      after: t.arg.string({ description: 'endCursor of the previous page.' }),
    },
    resolve: async (_root, args, context) => {
      const query = parseInput(overviewQuerySchema, args, '');
      const { finality, page } = await reliabilityOverview(context.db, query, readScope(context.caller));
      for (const node of page.reports) reportsServed.inc({ state: node.report.state });
      return { finality, ...forwardConnection(page.reports, (node) => overviewCursor.encode(node.cohort), { hasNextPage: page.hasNextPage, after: query.after }) };
    },
  }),
  workerEvidence: t.field({
    type: WorkerEvidenceConnection,
    ...pageDefault(DEFAULT_OVERVIEW_PAGE),
    description:
      'Per cohort a worker has attempts in (within the window, as of asOf), the reliability report restricted to that worker\'s attempts, ' +
      `with the cohort's fingerprints and versions; forward pages of at most ${MAX_OVERVIEW_PAGE} cohorts (default ${DEFAULT_OVERVIEW_PAGE}). ` +
      'Empty outside the token\'s projects or without the reader role, as reliabilityOverview.',
    errors: { types: [ValidationError] },
    args: {
      projectId: t.arg.string({ required: true }),
      workerRef: t.arg.string({ required: true, description: 'The worker, as recorded with its attempts (reference grammar).' }),
      capabilityKey: t.arg.string({ description: 'Only the cohorts of this capability.' }),
      window: t.arg({ type: WindowInput, description: 'Default { lastDays: 30 }; applied to the worker\'s attempts of each cohort.' }),
      asOf: t.arg({ type: 'DateTime', description: 'Default: the ledger\'s settled horizon (the answer is then final). Must not be after the ledger clock.' }),
      minSamples: t.arg.int({ description: 'Default: that of the reports\' rulesVersion (20 under version 1), applied to the worker\'s attempts of each cohort.' }),
      first: t.arg.int({ description: `1..${MAX_OVERVIEW_PAGE}, default ${DEFAULT_OVERVIEW_PAGE}.` }),
      after: t.arg.string({ description: 'endCursor of the previous page.' }),
    },
    resolve: async (_root, args, context) => {
      const query = parseInput(workerEvidenceQuerySchema, args, '');
      const page = await workerEvidence(context.db, query, readScope(context.caller));
      for (const entry of page.entries) reportsServed.inc({ state: entry.report.state });
      return {
        finality: page.finality,
        ...forwardConnection(page.entries, (node) => workerEvidenceCursor.encode(node.cohort), { hasNextPage: page.hasNextPage, after: query.after }),
      };
    },
  }),
  cohortComparison: t.field({
    type: CohortComparisonRef,
    description:
      'The reports of cohorts a and b as of one instant and window, for every rate the difference b − a with Newcombe\'s hybrid score interval, ' +
      'and for cost, tokens and time per verified success the ratio b / a with Fieller\'s interval; both treat the two samples as independent ' +
      '(for the tasks both cohorts attempted, pairedComparison pairs them). ' +
      'A NotFoundError when either cohort does not exist or is outside the token\'s projects (the same answer for both, whichever it is); ' +
      'a ValidationError when they measure different capabilities.',
    errors: { types: [ValidationError, NotFoundError] },
    args: {
      a: t.arg.id({ required: true, description: 'Global id or ledger UUID of the baseline cohort.' }),
      b: t.arg.id({ required: true, description: 'Global id or ledger UUID of the cohort compared with it.' }),
      window: t.arg({ type: WindowInput, description: 'Default { lastDays: 30 }.' }),
      asOf: t.arg({ type: 'DateTime', description: 'Default: the ledger\'s settled horizon (the comparison is then final). Must not be after the ledger clock.' }),
      minSamples: t.arg.int({ description: 'As for reliability, applied to each cohort.' }),
    },
    resolve: async (_root, args, context) => {
      const query = parseInput(reliabilityQuerySchema, { window: args.window, asOf: args.asOf, minSamples: args.minSamples }, '');
      const a = ledgerIdOf(args.a, 'Cohort');
      const b = ledgerIdOf(args.b, 'Cohort');
      const pair = a && b ? await reliabilityOfPair(context.db, a, b, query, readScope(context.caller)) : null;
      if (!pair) throw new NotFoundError('cohorts a and b are not both among the cohorts this token may read');
      reportsServed.inc({ state: pair.a.report.state });
      reportsServed.inc({ state: pair.b.report.state });
      const effort = {
        cost: effortRatioOf(pair.a.effort.cost, pair.b.effort.cost),
        tokens: effortRatioOf(pair.a.effort.tokens, pair.b.effort.tokens),
        time: effortRatioOf(pair.a.effort.time, pair.b.effort.time),
      };
      return { ...pair, rates: compareReports(pair.a.report, pair.b.report), effort };
    },
  }),
  pairedComparison: t.field({
    type: PairedComparisonRef,
    description:
      'Requalification on shared tasks: cohortId compared with otherCohortId (typically its predecessor in cohortLineage) over the tasks both ' +
      'attempted in the window, each task one pair of outcomes, with Tango\'s score interval, anytime-valid bounds and a non-inferiority answer ' +
      'for margin (docs/specification.md §6, "Paired comparison"). Access, errors and finality as cohortComparison.',
    errors: { types: [ValidationError, NotFoundError] },
    args: {
      cohortId: t.arg.id({ required: true, description: 'Global id or ledger UUID of the cohort judged (the new side).' }),
      otherCohortId: t.arg.id({ required: true, description: 'Global id or ledger UUID of the cohort it is compared with (the old side).' }),
      margin: t.arg.float({ required: true, description: 'Non-inferiority margin, strictly between 0 and 1: the loss of pass proportion the caller tolerates.' }),
      window: t.arg({ type: WindowInput, description: 'Default { lastDays: 30 }, applied to each cohort.' }),
      asOf: t.arg({ type: 'DateTime', description: 'Default: the ledger\'s settled horizon (the comparison is then final). Must not be after the ledger clock.' }),
      minSamples: t.arg.int({ description: 'Fewer shared tasks give INSUFFICIENT_EVIDENCE. Default 20.' }),
    },
    resolve: async (_root, args, context) => {
      const query = parseInput(pairedComparisonQuerySchema, { window: args.window, asOf: args.asOf, minSamples: args.minSamples, margin: args.margin }, '');
      const cohortId = ledgerIdOf(args.cohortId, 'Cohort');
      const otherId = ledgerIdOf(args.otherCohortId, 'Cohort');
      const answer = cohortId && otherId ? await pairedComparisonOfCohorts(context.db, cohortId, otherId, query, readScope(context.caller)) : null;
      if (!answer) throw new NotFoundError('cohorts cohortId and otherCohortId are not both among the cohorts this token may read');
      reportsServed.inc({ state: answer.cohort.report.state });
      reportsServed.inc({ state: answer.other.report.state });
      return answer;
    },
  }),
  reliabilitySeries: t.field({
    type: ReliabilitySeriesRef,
    nullable: true,
    description: 'A cohort\'s rates per UTC day or ISO week between from and to, as of to (null when the cohort is not visible).',
    errors: { types: [ValidationError] },
    args: {
      cohortId: t.arg.id({ required: true, description: 'Global id or ledger UUID.' }),
      bucket: t.arg({ type: SeriesBucketEnum, required: true }),
      from: t.arg({ type: 'DateTime', required: true, description: 'Inclusive.' }),
      to: t.arg({ type: 'DateTime', description: 'Inclusive, and the as-of instant. Default: the ledger\'s settled horizon. Must not be after the ledger clock.' }),
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
