// The closed vocabularies of the ledger (docs/specification.md §3.3, §4, §7, §10).
// This file is the one place they are written in TypeScript; the GraphQL enums are
// built from these arrays, and test/integration/vocabulary.test.ts proves that the
// Postgres enum types and the Prisma schema hold exactly the same values.

export const OUTCOME_CODES = ['SUCCEEDED', 'FAILED', 'BLOCKED_BY_POLICY', 'CANCELLED', 'TIMED_OUT', 'ERRORED'] as const;
export const STOP_REASON_CODES = [
  'COMPLETED',
  'VALIDATION_FAILED',
  'POLICY_BLOCKED',
  'BUDGET_EXHAUSTED',
  'TIMEOUT',
  'CANCELLED',
  'CRASHED',
  'NEEDS_HUMAN_INPUT',
  'UNKNOWN',
] as const;
export const VERIFICATION_MODES = ['NONE', 'SELF_REPORTED', 'HUMAN_REVIEW', 'DETERMINISTIC_CHECK', 'INDEPENDENT_AGENT'] as const;
export const VERIFICATION_RESULTS = ['PASSED', 'FAILED', 'NOT_RUN'] as const;
export const EVIDENCE_KINDS = ['LOG', 'DIFF', 'ARTIFACT', 'REPORT', 'TRACE'] as const;
export const SEVERITIES = ['NORMAL', 'CRITICAL'] as const;
export const ADJUDICATION_KINDS = [
  'VERIFICATION_RECORDED',
  'HUMAN_ACCEPTED',
  'HUMAN_REJECTED',
  'REWORK_REQUESTED',
  'OVERRIDE_RECORDED',
  'ROLLBACK_RECORDED',
  'CRITICAL_FAILURE_RECORDED',
  'DRIFT_DETECTED',
  'DRIFT_RESOLVED',
] as const;
export const TOKEN_ROLES = ['reader', 'recorder', 'adjudicator', 'admin'] as const;

export const AGREEMENT_EVENT_TYPES = ['PROPOSED', 'REVIEWED', 'POST_MERGE_OUTCOME'] as const;
export const RISK_TIERS = ['TIER_0', 'TIER_1', 'TIER_2', 'TIER_3'] as const;
export const GUARDRAIL_VERDICTS = ['PASS', 'FAIL'] as const;
export const GUARDRAIL_CHECK_RESULTS = ['PASS', 'FAIL', 'SKIPPED'] as const;
export const HUMAN_VERDICTS = ['MERGE', 'REJECT', 'REVISE', 'WAIVE'] as const;
export const AGREEMENTS = ['TRUE_PASS', 'FALSE_PASS', 'TRUE_FAIL', 'FALSE_FAIL'] as const;
export const POST_MERGE_OUTCOMES = ['CLEAN', 'REGRESSION', 'REVERTED'] as const;
export const DESIGNATION_ACTIONS = ['DESIGNATE', 'WITHDRAW'] as const;
export const ALERT_KINDS = [
  'STATE_CHANGED',
  'CRITICAL_FAILURE',
  'LOWER_BOUND_BELOW',
  'BURN_RATE',
  'FALSE_PASS_ABOVE',
  'REWORK_REQUESTED',
  'REWORK_ASSIGNED',
  'VERIFIER_WITHDRAWN',
] as const;

export type OutcomeCode = (typeof OUTCOME_CODES)[number];
export type StopReasonCode = (typeof STOP_REASON_CODES)[number];
export type VerificationMode = (typeof VERIFICATION_MODES)[number];
export type VerificationResult = (typeof VERIFICATION_RESULTS)[number];
export type EvidenceKind = (typeof EVIDENCE_KINDS)[number];
export type Severity = (typeof SEVERITIES)[number];
export type AdjudicationKind = (typeof ADJUDICATION_KINDS)[number];
export type TokenRole = (typeof TOKEN_ROLES)[number];
export type AgreementEventType = (typeof AGREEMENT_EVENT_TYPES)[number];
export type RiskTier = (typeof RISK_TIERS)[number];
export type GuardrailVerdict = (typeof GUARDRAIL_VERDICTS)[number];
export type GuardrailCheckResult = (typeof GUARDRAIL_CHECK_RESULTS)[number];
export type HumanVerdict = (typeof HUMAN_VERDICTS)[number];
export type Agreement = (typeof AGREEMENTS)[number];
export type PostMergeOutcome = (typeof POST_MERGE_OUTCOMES)[number];
export type DesignationAction = (typeof DESIGNATION_ACTIONS)[number];
export type AlertKind = (typeof ALERT_KINDS)[number];

/** What one webhook delivery attempt ended as (docs/webhooks.md); REDELIVERY_REQUESTED opens a new round. */
export const WEBHOOK_ATTEMPT_OUTCOMES = ['DELIVERED', 'FAILED', 'DEAD_LETTERED', 'REDELIVERY_REQUESTED'] as const;
export type WebhookAttemptOutcome = (typeof WEBHOOK_ATTEMPT_OUTCOMES)[number];

/** Why a webhook attempt failed. */
export const WEBHOOK_FAILURES = ['HTTP_STATUS', 'TIMEOUT', 'CONNECTION', 'ADDRESS_REFUSED', 'ENDPOINT_RETIRED'] as const;
export type WebhookFailure = (typeof WEBHOOK_FAILURES)[number];

/** A delivery's status, from its latest attempt (not a database enum: the view webhook_delivery_state derives it). */
export const WEBHOOK_DELIVERY_STATUSES = ['PENDING', 'RETRYING', 'DELIVERED', 'DEAD_LETTERED'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/**
 * Where a rework request is in the rework loop (docs/graded-verification.md): requested,
 * assigned to its owner, or closed by its re-grade (round 1). Not a database enum: the
 * queue derives it from the request, its assignment and the round-1 grading.
 */
export const REWORK_STATES = ['REQUESTED', 'ASSIGNED', 'REGRADED'] as const;
export type ReworkState = (typeof REWORK_STATES)[number];

/**
 * Why an attempt the reliability report considered did not enter a rate's numerator or
 * denominator, as the fold decided it (docs/specification.md §6, "Explaining a report").
 * Not stored: computed with every report, a GraphQL enum only.
 */
export const RATE_EXCLUSION_REASONS = [
  'OUTSIDE_WINDOW',
  'FINISHED_AFTER_AS_OF',
  'NOT_FIRST_ATTEMPT',
  'NOT_REVIEWED',
  'NOT_CLAIMED_SUCCESS',
  'NOT_VERIFIED',
  'SELF_REPORTED',
  'HUMAN_REVIEW',
  'VERIFIER_NOT_REGISTERED',
  'VERIFIER_WITHDRAWN',
  'NOT_INDEPENDENT',
  'VERDICT_FAILED',
  'HUMAN_REJECTED',
  'ROLLED_BACK',
  'REWORK_PENDING',
  'INDEPENDENTLY_VERIFIED',
  'NOT_A_RETRY',
  'NOT_REJECTED',
  'SUPERSEDED_BY_ADJUDICATION',
  'NOT_ROLLED_BACK',
  'NOT_BLOCKED_BY_POLICY',
  'NOT_CONTRADICTED',
  'NOT_OVERRIDDEN',
] as const;
export type RateExclusionReason = (typeof RATE_EXCLUSION_REASONS)[number];

/** Postgres enum type name -> its values; the vocabulary test walks this map. */
export const DATABASE_ENUMS = {
  OutcomeCode: OUTCOME_CODES,
  StopReasonCode: STOP_REASON_CODES,
  VerificationMode: VERIFICATION_MODES,
  VerificationResult: VERIFICATION_RESULTS,
  EvidenceKind: EVIDENCE_KINDS,
  Severity: SEVERITIES,
  AdjudicationKind: ADJUDICATION_KINDS,
  TokenRole: TOKEN_ROLES,
  AgreementEventType: AGREEMENT_EVENT_TYPES,
  RiskTier: RISK_TIERS,
  GuardrailVerdict: GUARDRAIL_VERDICTS,
  GuardrailCheckResult: GUARDRAIL_CHECK_RESULTS,
  HumanVerdict: HUMAN_VERDICTS,
  Agreement: AGREEMENTS,
  PostMergeOutcome: POST_MERGE_OUTCOMES,
  DesignationAction: DESIGNATION_ACTIONS,
  AlertKind: ALERT_KINDS,
  WebhookAttemptOutcome: WEBHOOK_ATTEMPT_OUTCOMES,
  WebhookFailure: WEBHOOK_FAILURES,
} as const;
