// The reliability report of one cohort (docs/specification.md §6): the ReliabilityReport
// type, its parts (freshness, critical failures, pass^k, effort per verified success,
// attempts to decision) and the root field `reliability`. Every number comes from the fold
// in src/domain/reliability.ts, through store.ts. The report's `explain` field is
// explain-graphql.ts's.
import { BASELINE_RULES_VERSION } from '../../domain/rules.js';
import { builder } from '../../builder.js';
import { RATE_NAMES, type CriticalFailure, type RateName, type ReliabilityReport } from '../../domain/reliability.js';
import { PASS_K_MAX, type PassK } from '../../domain/pass-k.js';
import { EFFORT_MEASURES, EFFORT_STATUSES, type EffortPerVerifiedSuccess } from '../../domain/effort.js';
import { ValidationError } from '../../errors.js';
import { readScope } from '../auth/caller.js';
import { CohortNode } from '../cohorts/graphql.js';
import { OutcomeCodeEnum, SeverityEnum, StopReasonCodeEnum } from '../common/enums.js';
import { attemptGlobalId, cohortGlobalId, ledgerIdOf } from '../common/ids.js';
import { EvidenceStateEnum, FINALITY_FIELD_DESCRIPTIONS, RateRef, ReportWindowRef, WindowInput } from '../common/metrics-graphql.js';
import { parseInput } from '../common/validation.js';
import { computeCost } from '../common/cost.js';
import { reliabilityQuerySchema, attemptsToDecisionSchema } from './inputs.js';
import { reportsServed } from '../../metrics.js';
import { DECISION_OUTCOMES, MAX_DECISION_ATTEMPTS, attemptsToDecision } from '../../domain/confidence-sequence.js';
import { reliabilityOfCohort, type CohortReliability } from './store.js';
import { RATE_DESCRIPTIONS, instant, maybeInstant } from './types-graphql.js';

/** What one attemptsToDecision costs of an operation's MAX_OPERATION_COST (docs/security.md, "Requests"). */
export const ATTEMPTS_TO_DECISION_COST = 5_000;

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
    "How many more attempts at the rate's observed value (numerator / denominator) the anytime-valid bound needs to decide against a threshold, " +
    'or why none will (docs/specification.md §6, "Attempts to decision"). The bound alone: the report still needs minSamples and state OK.',
  fields: (t) => ({
    rate: t.field({ type: ReliabilityRateNameEnum, resolve: (answer) => answer.rate }),
    threshold: t.exposeFloat('threshold'),
    outcome: t.field({ type: DecisionOutcomeEnum, resolve: (answer) => answer.outcome }),
    attempts: t.exposeInt('attempts', { nullable: true, description: 'More attempts needed; set exactly when outcome is ABOVE or BELOW.' }),
  }),
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
    ageSeconds: t.float({
      nullable: true,
      description: 'asOf - lastVerifiedPassAt, in seconds.',
      resolve: (freshness) => freshness.ageSeconds,
    }),
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
    criticalFailureRecorded: t.exposeBoolean('criticalFailureRecorded', {
      description: 'Flagged by a CRITICAL_FAILURE_RECORDED adjudication.',
    }),
    finishedAt: t.field({ type: 'DateTime', resolve: (failure) => instant(failure.finishedAt) }),
    inWindow: t.exposeBoolean('inWindow'),
  }),
});

export const NotCountedRef = builder
  .objectRef<ReliabilityReport['verificationsNotCountedIndependent']>('VerificationsNotCountedIndependent')
  .implement({
    description:
      'Verifications in an independent mode (DETERMINISTIC_CHECK, INDEPENDENT_AGENT) with a PASSED or FAILED result, ' +
      'of the attempts counted, that did not count as independent, by reason (docs/specification.md §3.3).',
    fields: (t) => ({
      unregistered: t.exposeInt('unregistered', {
        description: 'Its verifier was not registered for the project with that kind (for an agent, that model) as of asOf.',
      }),
      withdrawn: t.exposeInt('withdrawn', {
        description: "Its verifier's trust was withdrawn, by asOf, for the instant the verdict was recorded.",
      }),
      notIndependent: t.exposeInt('notIndependent', {
        description:
          "Its verifier is the attempt's worker or recorder, names no verifier, or (an agent) uses the attempt's own model or none.",
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
      description:
        "95% Wilson score lower bound of estimate at n = tasks (conservative: a task's ratio lies in [0, 1]); null exactly when estimate is.",
      resolve: (entry) => entry.lower,
    }),
    upper: t.float({
      nullable: true,
      description: 'The matching upper bound; null exactly when estimate is.',
      resolve: (entry) => entry.upper,
    }),
    tasks: t.exposeInt('tasks', {
      description: 'Tasks (taskRef) with at least k tries in the window: what the estimate rests on. Shown in every state.',
    }),
  }),
});

export const EffortMeasureEnum = builder.enumType('EffortMeasure', {
  description:
    'What an effort per verified success divides: COST (micro-units of one currency), TOKENS (input + output), TIME (milliseconds).',
  values: EFFORT_MEASURES,
});

const EffortStatusEnum = builder.enumType('EffortStatus', {
  description:
    'Why an effort per verified success has a value or not, the first that applies in this order (docs/specification.md §6, ' +
    '"Effort per verified success"): MIXED_CURRENCIES (the window\'s costs are in more than one currency: never summed), ' +
    'UNKNOWN_EFFORT (an attempt of the window does not state the effort: never counted as zero), NO_VERIFIED_PASS, ' +
    "SUPPRESSED (the report's state is not OK), OK.",
  values: EFFORT_STATUSES,
});

export const EffortPerVerifiedSuccessRef = builder.objectRef<EffortPerVerifiedSuccess>('EffortPerVerifiedSuccess').implement({
  description:
    'The effort of every attempt of the window (failed tries and retries included) divided by its independently verified passes, ' +
    'with a 95% interval of the ratio estimator whose variance treats the attempts of one task as dependent (Cochran 1977, ' +
    '"Sampling Techniques", §6.3–6.4, with tasks as clusters; docs/specification.md §6, "Effort per verified success").',
  fields: (t) => ({
    measure: t.field({ type: EffortMeasureEnum, resolve: (entry) => entry.measure }),
    status: t.field({ type: EffortStatusEnum, resolve: (entry) => entry.status }),
    estimate: t.exposeFloat('estimate', { nullable: true, description: 'total / verifiedPasses; null unless status is OK.' }),
    lower: t.exposeFloat('lower', {
      nullable: true,
      description: '95% lower bound (never below 0); null unless status is OK and tasks >= 2.',
    }),
    upper: t.exposeFloat('upper', { nullable: true, description: '95% upper bound; null exactly when lower is.' }),
    variance: t.exposeFloat('variance', {
      nullable: true,
      description:
        'v, the variance of estimate the interval is built from (lower and upper are estimate ∓ z·√v); null exactly when lower is.',
    }),
    total: t.exposeFloat('total', {
      nullable: true,
      description:
        "The summed effort of the window's attempts; null under MIXED_CURRENCIES and UNKNOWN_EFFORT. Shown in every report state, as counts are.",
    }),
    currency: t.exposeString('currency', { nullable: true, description: "COST: the one currency of the window's costs; null otherwise." }),
    currencies: t.exposeStringList('currencies', {
      description: "COST: the distinct currencies of the window's costs, in code-point order.",
    }),
    verifiedPasses: t.exposeInt('verifiedPasses', { description: 'The numerator of independentlyVerifiedPassRate: the divisor.' }),
    attempts: t.exposeInt('attempts', { description: 'Attempts in the window.' }),
    unknownAttempts: t.exposeInt('unknownAttempts', { description: 'Attempts of the window that do not state this effort.' }),
    tasks: t.exposeInt('tasks', { description: 'Tasks (taskRef) with an attempt in the window: the clusters of the interval.' }),
  }),
});

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
    settledThrough: t.field({
      type: 'DateTime',
      description: FINALITY_FIELD_DESCRIPTIONS.settledThrough,
      resolve: ({ finality }) => finality.settledThrough,
    }),
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
      description: "Fewer attempts in the window give INSUFFICIENT_EVIDENCE: the one asked, else the default of the report's rulesVersion.",
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
      RATE_NAMES.map((name) => [
        name,
        t.field({ type: RateRef, description: RATE_DESCRIPTIONS[name], resolve: ({ report }) => report.rates[name] }),
      ]),
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
        'covers; evidence bundles (version 2) state it and their verifiers recompute it.',
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
        "Wall time (ms; the harness's own where stated, else finishedAt − startedAt) of every attempt of the window divided by its verified passes.",
      resolve: ({ effort }) => effort.time,
    }),
    evidenceFreshness: t.field({ type: EvidenceFreshnessRef, resolve: ({ report }) => report.evidenceFreshness }),
    criticalFailures: t.field({ type: CriticalFailuresRef, resolve: ({ report }) => report.criticalFailures }),
    unresolvedDriftAttemptIds: t.idList({
      description: "Global ids of the cohort's attempts whose latest drift adjudication is DRIFT_DETECTED; any one forces EVIDENCE_DRIFT.",
      resolve: ({ report }) => report.unresolvedDriftAttemptIds.map(attemptGlobalId),
    }),
    verificationsNotCountedIndependent: t.field({
      type: NotCountedRef,
      description: "The window's verifications that did not count as independent, and why.",
      resolve: ({ report }) => report.verificationsNotCountedIndependent,
    }),
    evidenceDigest: t.string({
      description:
        'SHA-256 of the sorted content digests of every contributing row: the attempts in the window with their adjudications ' +
        'and the verifier registry and withdrawal rows that decided their verifications, ' +
        "the critical attempts listed with their CRITICAL_FAILURE_RECORDED adjudications, and the cohort's drift adjudications.",
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
  }),
});

builder.queryFields((t) => ({
  reliability: t.field({
    type: ReliabilityReportRef,
    nullable: true,
    description: "The reliability report of one cohort (null when the cohort does not exist or is outside the token's projects).",
    errors: { types: [ValidationError] },
    args: {
      cohortId: t.arg.id({ required: true, description: 'Global id or ledger UUID.' }),
      window: t.arg({ type: WindowInput, description: 'Default { lastDays: 30 }.' }),
      asOf: t.arg({
        type: 'DateTime',
        description: "Default: the ledger's settled horizon (the report is then final). Must not be after the ledger clock.",
      }),
      minSamples: t.arg.int({
        description:
          "Fewer attempts in the window give INSUFFICIENT_EVIDENCE. Default: that of the report's rulesVersion (20 under version 1).",
      }),
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
}));
