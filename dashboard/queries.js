// The GraphQL documents the dashboard sends: all reads of the public API.
export const RATE_NAMES = [
  ['independentlyVerifiedPassRate', 'Verified pass'],
  ['firstAttemptSuccessRate', 'First-attempt success'],
  ['unverifiedCompletionRate', 'Unverified completion'],
  ['repairRetryRate', 'Repair / retry'],
  ['humanRejectionRate', 'Human rejection'],
  ['rollbackRate', 'Rollback'],
  ['policyBlockRate', 'Policy block'],
  ['falseSuccessRate', 'False success'],
  ['overrideRate', 'Override'],
];

const RATES = RATE_NAMES.map(([name]) => `${name} { ...R }`).join(' ');
const RATE_FRAGMENT = 'fragment R on Rate { numerator denominator value lower upper }';
const COHORT = 'ledgerId projectId capabilityKey provider model runtimeVersion harnessVersion policyVersion createdAt';
const REPORT = `cohortId state asOf settledThrough final minSamples sampleSize
  window { lastDays lastAttempts start end } oldestFinishedAt newestFinishedAt
  consecutiveVerifiedPasses evidenceFreshness { lastVerifiedPassAt ageSeconds }
  criticalFailures { count attempts { attemptId attemptLedgerId outcomeId attemptNumber outcomeCode stopReasonCode severity criticalFailureRecorded finishedAt inWindow } }
  unresolvedDriftAttemptIds verificationsNotCountedIndependent { unregistered withdrawn notIndependent }
  evidenceDigest evidenceRowCount`;

export const PROJECTS = `query Projects($after: String) {
  cohorts(first: 100, after: $after) { pageInfo { hasNextPage endCursor } edges { node { projectId capabilityKey } } }
}`;

export const OVERVIEW = `query Overview($projectId: String!, $capabilityKey: String, $window: WindowInput, $asOf: DateTime, $minSamples: Int, $after: String, $first: Int) {
  reliabilityOverview(projectId: $projectId, capabilityKey: $capabilityKey, window: $window, asOf: $asOf, minSamples: $minSamples, after: $after, first: $first) {
    __typename
    ... on ReliabilityOverviewConnection {
      asOf settledThrough final pageInfo { hasNextPage endCursor }
      edges { node { cohort { ${COHORT} } ${REPORT} independentlyVerifiedPassRate { ...R } } }
    }
    ... on ValidationError { message issues { path message } }
  }
}
${RATE_FRAGMENT}`;

export const COHORT_REPORT = `query Cohort($cohortId: ID!, $window: WindowInput, $asOf: DateTime, $minSamples: Int) {
  reliability(cohortId: $cohortId, window: $window, asOf: $asOf, minSamples: $minSamples) {
    __typename
    ... on ReliabilityReport { cohort { ${COHORT} fingerprint scopeFingerprint runtimeFingerprint policyFingerprint } ${REPORT} ${RATES} }
    ... on ValidationError { message issues { path message } }
  }
}
${RATE_FRAGMENT}`;

export const RELATIVE_REPORT = `query Relative($cohortId: ID!, $window: WindowInput, $asOf: DateTime, $minSamples: Int) {
  reliability(cohortId: $cohortId, window: $window, asOf: $asOf, minSamples: $minSamples) {
    __typename
    ... on ReliabilityReport { state sampleSize criticalFailures { count } independentlyVerifiedPassRate { ...R } }
    ... on ValidationError { message issues { path message } }
  }
}
${RATE_FRAGMENT}`;

export const SERIES = `query Series($cohortId: ID!, $bucket: SeriesBucket!, $from: DateTime!, $to: DateTime, $minSamples: Int) {
  reliabilitySeries(cohortId: $cohortId, bucket: $bucket, from: $from, to: $to, minSamples: $minSamples) {
    __typename
    ... on ReliabilitySeries { bucket from to final settledThrough minSamples evidenceDigest
      points { start end state sampleSize criticalFailureCount ${RATES} } }
    ... on ValidationError { message issues { path message } }
  }
}
${RATE_FRAGMENT}`;

export const LINEAGE = `query Lineage($cohortId: ID!) {
  cohortLineage(cohortId: $cohortId) {
    relatives { differsIn cohort { ${COHORT} } }
  }
}`;

export const ATTEMPT = `query Attempt($id: ID!) {
  attempt(id: $id) { ledgerId outcomeId attemptNumber outcomeCode finishedAt recordedAt recordedBy }
}`;

export const AGREEMENT = `query Agreement($projectId: String!, $window: WindowInput, $asOf: DateTime, $minSamples: Int) {
  agreementRates(projectId: $projectId, window: $window, asOf: $asOf, minSamples: $minSamples) {
    __typename
    ... on AgreementRatesReport {
      asOf settledThrough final minSamples window { lastDays lastAttempts start end }
      lanes { lane allTiers { ...Row } tiers { ...Row } }
    }
    ... on Error { message }
    ... on ValidationError { issues { path message } }
  }
}
fragment Row on AgreementRates {
  riskTier state sampleSize reviewedDecisions waiveCount merges truePass falsePass trueFail falseFail
  falsePassRate { ...R } falseFailRate { ...R } postMergeRegressionRate { ...R } evidenceDigest
}
${RATE_FRAGMENT}`;
