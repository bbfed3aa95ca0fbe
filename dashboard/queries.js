// The operations the dashboard sends, by name: their documents are in operations.graphql,
// trusted documents of the server's manifest, sent by hash (api.js).
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

export const SIGN_IN = 'DashboardSignIn';
export const PROJECTS = 'DashboardProjects';
export const OVERVIEW = 'DashboardOverview';
export const COHORT_REPORT = 'DashboardCohort';
export const RELATIVE_REPORT = 'DashboardRelative';
export const SERIES = 'DashboardSeries';
export const LINEAGE = 'DashboardLineage';
export const COMPARISON = 'DashboardComparison';
export const ATTEMPT = 'DashboardAttempt';
export const AGREEMENT = 'DashboardAgreement';
export const PROJECT_LABELS = 'DashboardProjectLabels';
export const GRADED_ATTEMPTS = 'DashboardGradedAttempts';
export const GRADED_SUMMARY = 'DashboardGradedSummary';
export const ATTEMPT_GRADINGS = 'DashboardAttemptGradings';
export const ALERTS = 'DashboardAlerts';
export const ALERT_COHORT = 'DashboardAlertCohort';
