// Builders of agreement-log inputs with fresh decision ids, and the GraphQL
// documents the agreement tests send.
import { randomUUID } from 'node:crypto';
import { STORE_ANNOTATION } from './grading.js';
import type { TestLedger } from './ledger.js';
import { fakeDigest } from './outcomes.js';

/** Stores a review's reason in the project's annotation store (as a REVISE or WAIVE needs) and returns its digest. */
export async function storeReason(
  ledger: Pick<TestLedger, 'gql'>,
  token: string,
  projectId: string,
  text = "the reviewer's reason",
): Promise<string> {
  const response = await ledger.gql(token, STORE_ANNOTATION, { p: projectId, t: text });
  const stored = response.data?.storeAnnotation;
  if (stored?.__typename !== 'StoreAnnotationSuccess') throw new Error(`reason not stored: ${response.text}`);
  return stored.annotation.digest;
}

export function newDecisionId(): string {
  return `decision-${randomUUID()}`;
}

export function proposalInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    prRef: 'pr-101',
    lane: 'lane-docs',
    riskTier: 'TIER_1',
    agentRef: 'agent-writer',
    guardrailVerdict: 'PASS',
    guardrailConfidence: 0.82,
    guardrailChecks: [
      { checkKey: 'lint', result: 'PASS' },
      { checkKey: 'links', result: 'SKIPPED' },
    ],
    property: 'public-docs',
    workflowSlug: 'docs-update',
    phase: 'draft',
    artifactRef: 'artifact-7',
    proposalDigest: fakeDigest('proposal'),
    ...overrides,
  };
}

export function reviewInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    humanVerdict: 'MERGE',
    agreement: 'TRUE_PASS',
    reviewerRef: 'reviewer-ana',
    reasonDigest: null,
    proposalToMergeDiffDigest: fakeDigest('diff'),
    humanReviewLatencySeconds: 420,
    ...overrides,
  };
}

export function proposedEvent(projectId: string, decisionId: string, overrides: Record<string, unknown> = {}) {
  return { projectId, decisionId, eventType: 'PROPOSED', proposal: proposalInput(overrides) };
}

export function reviewedEvent(projectId: string, decisionId: string, overrides: Record<string, unknown> = {}) {
  return { projectId, decisionId, eventType: 'REVIEWED', review: reviewInput(overrides) };
}

export function postMergeEvent(projectId: string, decisionId: string, outcome = 'CLEAN', outcomeKey = `ci-${outcome}`) {
  return {
    projectId,
    decisionId,
    eventType: 'POST_MERGE_OUTCOME',
    postMergeOutcome: { outcomeKey, outcome, evidenceDigest: fakeDigest(`ci-${outcome}`) },
  };
}

export const DECISION_FIELDS = /* GraphQL */ `
  projectId decisionId
  proposal { prRef lane riskTier agentRef guardrailVerdict guardrailConfidence guardrailChecks { checkKey result }
             property workflowSlug phase artifactRef proposalDigest recordedBy recordedAt contentDigest }
  review { humanVerdict agreement reviewerRef reasonDigest proposalToMergeDiffDigest humanReviewLatencySeconds
           recordedBy recordedAt contentDigest }
  postMergeOutcome { revision outcomeKey outcome evidenceDigest recordedBy recordedAt contentDigest }
  postMergeRevisions { revision outcomeKey outcome evidenceDigest recordedBy recordedAt contentDigest }
`;

export const RECORD_AGREEMENT_EVENT = /* GraphQL */ `
  mutation Record($input: RecordAgreementEventInput!) {
    recordAgreementEvent(input: $input) {
      __typename
      ... on RecordAgreementEventSuccess { replayed eventType revision contentDigest recordedBy recordedAt decision { ${DECISION_FIELDS} } }
      ... on Error { message }
      ... on ValidationError { issues { path message } }
      ... on IdempotencyConflictError { idempotencyKey existingDigest submittedDigest }
    }
  }
`;

export const AGREEMENT_DECISION = /* GraphQL */ `
  query Decision($projectId: String!, $decisionId: String!, $asOf: DateTime) {
    agreementDecision(projectId: $projectId, decisionId: $decisionId, asOf: $asOf) {
      __typename
      ... on AgreementDecision { ${DECISION_FIELDS} }
      ... on ValidationError { message issues { path message } }
    }
  }
`;

export const RATE_FIELDS = 'numerator denominator value lower upper';
/** A lane's lifetime slice: its false-pass rate with both the Wilson and the anytime-valid interval. */
export const LIFETIME_FIELDS = `firstReviewedAt kept truePass falsePass trueFail falseFail waiveCount
  falsePassRate { ${RATE_FIELDS} anytimeLowerBound anytimeUpperBound } evidenceDigest`;

export const AGREEMENT_RATES = /* GraphQL */ `
  query Rates($projectId: String!, $lane: String, $riskTier: RiskTier, $window: WindowInput, $asOf: DateTime, $minSamples: Int,
              $minGuardrailConfidence: Float, $targetFalsePassUpper: Float, $bound: RateBound) {
    agreementRates(projectId: $projectId, lane: $lane, riskTier: $riskTier, window: $window, asOf: $asOf, minSamples: $minSamples,
                   minGuardrailConfidence: $minGuardrailConfidence, targetFalsePassUpper: $targetFalsePassUpper, bound: $bound) {
      __typename
      ... on AgreementRatesReport {
        projectId asOf settledThrough final minSamples minGuardrailConfidence targetFalsePassUpper bound window { lastDays lastAttempts }
        lanes {
          lane
          allTiers { ...rates }
          tiers { ...rates }
        }
      }
      ... on Error { message }
      ... on ValidationError { issues { path message } }
    }
  }
  fragment rates on AgreementRates {
    riskTier state sampleSize reviewedDecisions truePass falsePass trueFail falseFail waiveCount merges
    falsePassRate { ${RATE_FIELDS} } falseFailRate { ${RATE_FIELDS} } postMergeRegressionRate { ${RATE_FIELDS} }
    postMerge { clean regression reverted awaitingOutcome }
    eligibleForPromotion promotionBlockedBy evidenceDigest
    lifetime { ${LIFETIME_FIELDS} }
  }
`;

const SLICE_FIELDS = `kept truePass falsePass trueFail falseFail waiveCount falsePassRate { ${RATE_FIELDS} } evidenceDigest`;

export const AGREEMENT_CONFIDENCE_CURVE = /* GraphQL */ `
  query Curve($projectId: String!, $lane: String!, $riskTier: RiskTier, $window: WindowInput, $asOf: DateTime, $targetFalsePassUpper: Float!,
              $bound: RateBound) {
    agreementConfidenceCurve(projectId: $projectId, lane: $lane, riskTier: $riskTier, window: $window, asOf: $asOf,
                             targetFalsePassUpper: $targetFalsePassUpper, bound: $bound) {
      __typename
      ... on AgreementConfidenceCurve {
        projectId lane riskTier asOf settledThrough final window { lastDays lastAttempts } targetFalsePassUpper gradedInWindow
        points { minGuardrailConfidence ${SLICE_FIELDS} lifetime { ${LIFETIME_FIELDS} } }
        bound recommendedCutoff
        deterministic { ${SLICE_FIELDS} }
        evidenceDigest
      }
      ... on Error { message }
      ... on ValidationError { issues { path message } }
    }
  }
`;
