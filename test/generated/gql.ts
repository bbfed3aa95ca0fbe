/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query DashboardOverview($projectId: String!, $asOf: DateTime) {\n  reliabilityOverview(projectId: $projectId, asOf: $asOf) { __typename ... on ReliabilityOverviewConnection { asOf edges { node {\n    cohort { ledgerId } state sampleSize minSamples consecutiveVerifiedPasses evidenceDigest criticalFailures { count }\n    independentlyVerifiedPassRate { value lower upper } } } } }\n}": typeof types.DashboardOverviewDocument,
    "query DashboardCohortLineage($id: ID!) {\n      cohortLineage(cohortId: $id) { cohort { createdAt ledgerId } relatives { cohort { createdAt ledgerId } } } }": typeof types.DashboardCohortLineageDocument,
    "query DashboardTrendWindow($id: ID!, $asOf: DateTime) {\n            reliability(cohortId: $id, asOf: $asOf) { __typename ... on ReliabilityReport { window { start } } } }": typeof types.DashboardTrendWindowDocument,
    "query DashboardTrendSeries($id: ID!, $from: DateTime!, $to: DateTime) {\n            reliabilitySeries(cohortId: $id, bucket: WEEK, from: $from, to: $to, minSamples: 3) {\n              __typename ... on ReliabilitySeries { points { start independentlyVerifiedPassRate { value } } } } }": typeof types.DashboardTrendSeriesDocument,
    "query DashboardGradedSummary($id: ID!, $rubric: String!, $asOf: DateTime) {\n            gradedSummary(cohortId: $id, rubricDigest: $rubric, asOf: $asOf) { __typename ... on GradedSummary {\n              state sampleSize minSamples attemptsInWindow regradedCount notIndependentCount meanChangeAfterRework\n              reworkRecommendedRate { numerator denominator value lower upper }\n              humanAgreementRate { numerator denominator value lower upper }\n              humanAgreement { passAccepted passRejected failAccepted failRejected }\n              criteria { criterionId scored distribution { level count } belowThresholdRate { numerator denominator value lower upper }\n                reworkPairs meanChangeAfterRework } } } }": typeof types.DashboardGradedSummaryDocument,
    "query DashboardAttemptGradings($id: ID!) { attempt(id: $id) {\n          gradedVerifications { ledgerId round graderModel gradedPass reworkRecommended belowThreshold scores { criterionId score } } } }": typeof types.DashboardAttemptGradingsDocument,
    "query DashboardPredecessorComparison($a: ID!, $b: ID!, $asOf: DateTime) {\n            cohortComparison(a: $a, b: $b, asOf: $asOf, minSamples: 5) { __typename ... on CohortComparison {\n              a { state } b { state } independentlyVerifiedPassRate { difference } falseSuccessRate { difference } overrideRate { difference } } } }": typeof types.DashboardPredecessorComparisonDocument,
    "query DashboardCostPlot($a: ID!, $b: ID!, $asOf: DateTime) {\n        reliability(cohortId: $b, asOf: $asOf, minSamples: 5) { __typename ... on ReliabilityReport {\n          state independentlyVerifiedPassRate { value lower upper }\n          costPerVerifiedSuccess { ...DashboardEffortFigure } tokensPerVerifiedSuccess { ...DashboardEffortFigure }\n          timePerVerifiedSuccess { ...DashboardEffortFigure } } }\n        cohortComparison(a: $a, b: $b, asOf: $asOf, minSamples: 5) { __typename ... on CohortComparison { independentlyVerifiedPassRate { a { value } }\n          costPerVerifiedSuccess { status ratio lower upper a { estimate } } tokensPerVerifiedSuccess { ratio } timePerVerifiedSuccess { ratio } } }\n      }\n      fragment DashboardEffortFigure on EffortPerVerifiedSuccess { measure status estimate lower upper total currency verifiedPasses attempts }": typeof types.DashboardCostPlotDocument,
    "query DashboardAlertSubject($id: ID!) {\n          cohort(id: $id) { capabilityKey provider model runtimeVersion harnessVersion policyVersion } }": typeof types.DashboardAlertSubjectDocument,
    "query DashboardAlertReportDigest($id: ID!, $asOf: DateTime) {\n            reliability(cohortId: $id, asOf: $asOf) { __typename ... on ReliabilityReport { evidenceDigest } } }": typeof types.DashboardAlertReportDigestDocument,
    "query DashboardAgreementRates($p: String!, $asOf: DateTime) {\n            agreementRates(projectId: $p, asOf: $asOf) { __typename ... on AgreementRatesReport {\n              lanes { lane allTiers { waiveCount falsePassRate { value } } tiers { riskTier waiveCount } } } } }": typeof types.DashboardAgreementRatesDocument,
    "\n  query AccessSchemaShape {\n    __schema { queryType { name } mutationType { name }\n      types { name kind interfaces { name } possibleTypes { name }\n              fields { name type { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } } } } } }\n  }\n": typeof types.AccessSchemaShapeDocument,
    "\n  mutation AppendAdjudication($input: AppendAdjudicationInput!) {\n    appendAdjudication(input: $input) {\n      __typename\n      ... on AppendAdjudicationSuccess { replayed adjudication { id ledgerId seq kind actorRef contentDigest recordedAt } }\n      ... on Error { message }\n      ... on ValidationError { issues { path message } }\n      ... on IdempotencyConflictError { idempotencyKey existingDigest submittedDigest }\n    }\n  }\n": typeof types.AppendAdjudicationDocument,
    "\n  query AttemptAdjudications($id: ID!) {\n    attempt(id: $id) { ledgerId adjudications(first: 100) { totalCount edges { node { seq kind actorRef idempotencyKey evidenceDigests } } } }\n  }\n": typeof types.AttemptAdjudicationsDocument,
    "\n  fragment AgreementsDecisionFields on AgreementDecision {\n    projectId decisionId\n    proposal { prRef lane riskTier agentRef guardrailVerdict guardrailConfidence guardrailChecks { checkKey result }\n               property workflowSlug phase artifactRef proposalDigest recordedBy recordedAt contentDigest }\n    review { humanVerdict agreement reviewerRef reasonDigest proposalToMergeDiffDigest humanReviewLatencySeconds\n             recordedBy recordedAt contentDigest }\n    postMergeOutcome { revision outcomeKey outcome evidenceDigest recordedBy recordedAt contentDigest }\n    postMergeRevisions { revision outcomeKey outcome evidenceDigest recordedBy recordedAt contentDigest }\n  }\n": typeof types.AgreementsDecisionFieldsFragmentDoc,
    "\n  mutation AgreementsRecordEvent($input: RecordAgreementEventInput!) {\n    recordAgreementEvent(input: $input) {\n      __typename\n      ... on RecordAgreementEventSuccess {\n        replayed eventType revision contentDigest recordedBy recordedAt decision { ...AgreementsDecisionFields }\n      }\n      ... on Error { message }\n      ... on ValidationError { issues { path message } }\n      ... on IdempotencyConflictError { idempotencyKey existingDigest submittedDigest }\n    }\n  }\n": typeof types.AgreementsRecordEventDocument,
    "\n  query AgreementsDecision($projectId: String!, $decisionId: String!, $asOf: DateTime) {\n    agreementDecision(projectId: $projectId, decisionId: $decisionId, asOf: $asOf) {\n      __typename\n      ... on AgreementDecision { ...AgreementsDecisionFields }\n      ... on ValidationError { message issues { path message } }\n    }\n  }\n": typeof types.AgreementsDecisionDocument,
    "\n  fragment AgreementsRatesRow on AgreementRates {\n    riskTier state sampleSize reviewedDecisions truePass falsePass trueFail falseFail waiveCount merges\n    falsePassRate { numerator denominator value lower upper }\n    falseFailRate { numerator denominator value lower upper }\n    postMergeRegressionRate { numerator denominator value lower upper }\n    postMerge { clean regression reverted awaitingOutcome }\n    eligibleForPromotion promotionBlockedBy evidenceDigest\n    lifetime {\n      firstReviewedAt kept truePass falsePass trueFail falseFail waiveCount\n      falsePassRate { numerator denominator value lower upper anytimeLowerBound anytimeUpperBound } evidenceDigest\n    }\n  }\n": typeof types.AgreementsRatesRowFragmentDoc,
    "\n  query AgreementsRates($projectId: String!, $lane: String, $riskTier: RiskTier, $window: WindowInput, $asOf: DateTime, $minSamples: Int,\n                        $minGuardrailConfidence: Float, $targetFalsePassUpper: Float, $bound: RateBound) {\n    agreementRates(projectId: $projectId, lane: $lane, riskTier: $riskTier, window: $window, asOf: $asOf, minSamples: $minSamples,\n                   minGuardrailConfidence: $minGuardrailConfidence, targetFalsePassUpper: $targetFalsePassUpper, bound: $bound) {\n      __typename\n      ... on AgreementRatesReport {\n        projectId asOf settledThrough final minSamples minGuardrailConfidence targetFalsePassUpper bound window { lastDays lastAttempts }\n        lanes {\n          lane\n          allTiers { ...AgreementsRatesRow }\n          tiers { ...AgreementsRatesRow }\n        }\n      }\n      ... on Error { message }\n      ... on ValidationError { issues { path message } }\n    }\n  }\n": typeof types.AgreementsRatesDocument,
    "\n  query AgreementsConfidenceCurve($projectId: String!, $lane: String!, $riskTier: RiskTier, $window: WindowInput, $asOf: DateTime,\n                                  $targetFalsePassUpper: Float!, $bound: RateBound) {\n    agreementConfidenceCurve(projectId: $projectId, lane: $lane, riskTier: $riskTier, window: $window, asOf: $asOf,\n                             targetFalsePassUpper: $targetFalsePassUpper, bound: $bound) {\n      __typename\n      ... on AgreementConfidenceCurve {\n        projectId lane riskTier asOf settledThrough final window { lastDays lastAttempts } targetFalsePassUpper gradedInWindow\n        points {\n          minGuardrailConfidence kept truePass falsePass trueFail falseFail waiveCount\n          falsePassRate { numerator denominator value lower upper } evidenceDigest\n          lifetime {\n            firstReviewedAt kept truePass falsePass trueFail falseFail waiveCount\n            falsePassRate { numerator denominator value lower upper anytimeLowerBound anytimeUpperBound } evidenceDigest\n          }\n        }\n        bound recommendedCutoff\n        deterministic {\n          kept truePass falsePass trueFail falseFail waiveCount falsePassRate { numerator denominator value lower upper } evidenceDigest\n        }\n        evidenceDigest\n      }\n      ... on Error { message }\n      ... on ValidationError { issues { path message } }\n    }\n  }\n": typeof types.AgreementsConfidenceCurveDocument,
    "\n  fragment AlertRuleFields on AlertRule {\n    digest projectId kind capabilityKey model parameters rate threshold bound window { lastDays lastAttempts } minSamples\n    target periodDays longWindowMinutes shortWindowMinutes burnRateFactor lane riskTier actorRef createdAt retiredAt retiredBy\n  }\n": typeof types.AlertRuleFieldsFragmentDoc,
    "\n  mutation CreateAlertRule($input: CreateAlertRuleInput!) {\n    createAlertRule(input: $input) {\n      __typename\n      ... on CreateAlertRuleSuccess { replayed rule { ...AlertRuleFields } }\n      ... on Error { message }\n      ... on ValidationError { issues { path message } }\n    }\n  }\n": typeof types.CreateAlertRuleDocument,
    "\n  mutation RetireAlertRule($input: RetireAlertRuleInput!) {\n    retireAlertRule(input: $input) {\n      __typename\n      ... on RetireAlertRuleSuccess { replayed rule { ...AlertRuleFields } }\n      ... on Error { message }\n      ... on ValidationError { issues { path message } }\n    }\n  }\n": typeof types.RetireAlertRuleDocument,
    "\n  query AlertRules($projectId: String!, $includeRetired: Boolean) {\n    alertRules(projectId: $projectId, includeRetired: $includeRetired) {\n      __typename\n      ... on AlertRulesSuccess { data { ...AlertRuleFields } }\n      ... on ValidationError { issues { path message } }\n    }\n  }\n": typeof types.AlertRulesDocument,
    "\n  fragment AlertNodeFields on Alert { ledgerId projectId ruleDigest kind subject transitionAt reportDigest details raisedAt }\n": typeof types.AlertNodeFieldsFragmentDoc,
    "\n  query Alerts($projectId: String!, $kind: AlertKind, $ruleDigest: String, $subject: String, $first: Int, $after: String) {\n    alerts(projectId: $projectId, kind: $kind, ruleDigest: $ruleDigest, subject: $subject, first: $first, after: $after) {\n      __typename\n      ... on AlertConnection { edges { cursor node { ...AlertNodeFields } } pageInfo { hasNextPage endCursor } }\n      ... on ValidationError { issues { path message } }\n    }\n  }\n": typeof types.AlertsDocument,
    "\n  query ReworkQueue($projectId: String!, $state: ReworkState, $first: Int, $after: String) {\n    reworkQueue(projectId: $projectId, state: $state, first: $first, after: $after) {\n      __typename\n      ... on ReworkRequestConnection {\n        edges { node { ledgerId projectId attemptId rubricDigest gradingId gradingDigest criterionIds feedbackDigests requestedAt state open closedAt ageSeconds } }\n        pageInfo { hasNextPage endCursor }\n      }\n      ... on ValidationError { issues { path message } }\n    }\n  }\n": typeof types.ReworkQueueDocument,
    "\n  mutation ServiceRecordMany($inputs: [RecordAttemptInput!]!) {\n    recordAttempts(inputs: $inputs) {\n      __typename\n      ... on RecordAttemptsSuccess { recordedCount results { result { __typename ... on RecordAttemptSuccess { replayed } } } }\n    }\n  }\n": typeof types.ServiceRecordManyDocument,
    "\n  mutation RegisterRubric($input: RegisterRubricInput!) {\n    registerRubric(input: $input) {\n      __typename\n      ... on RegisterRubricSuccess { replayed rubric { digest domain version threshold registeredBy criteria { id required levels { level descriptorDigest descriptor raiseDigest howToRaise } } } }\n      ... on Error { message code }\n      ... on ValidationError { issues { path message } }\n      ... on IdempotencyConflictError { idempotencyKey existingDigest submittedDigest }\n    }\n  }\n": typeof types.RegisterRubricDocument,
    "\n  mutation RecordGradedVerification($input: RecordGradedVerificationInput!) {\n    recordGradedVerification(input: $input) {\n      __typename\n      ... on RecordGradedVerificationSuccess {\n        replayed\n        gradedVerification { ledgerId attemptId rubricDigest round graderRef graderModel actorRef belowThreshold reworkRecommended independent gradedPass contentDigest recordedAt\n                             scores { criterionId score evidenceDigest feedbackDigest } }\n      }\n      ... on Error { message code }\n      ... on ValidationError { issues { path message } }\n      ... on IdempotencyConflictError { idempotencyKey existingDigest submittedDigest }\n    }\n  }\n": typeof types.RecordGradedVerificationDocument,
    "\n  query AttemptGradings($id: ID!) {\n    attempt(id: $id) { ledgerId gradedVerifications { round graderRef graderModel belowThreshold reworkRecommended independent gradedPass\n                                                       scores { criterionId score } rubric { digest version } } }\n  }\n": typeof types.AttemptGradingsDocument,
    "\n  query GradedSummary($cohortId: ID!, $rubricDigest: String!, $window: WindowInput, $asOf: DateTime, $minSamples: Int) {\n    gradedSummary(cohortId: $cohortId, rubricDigest: $rubricDigest, window: $window, asOf: $asOf, minSamples: $minSamples) {\n      __typename\n      ... on GradedSummary {\n        state asOf settledThrough final minSamples attemptsInWindow sampleSize regradedCount notIndependentCount\n        window { lastDays lastAttempts }\n        reworkRecommendedRate { numerator denominator value lower upper }\n        humanAgreementRate { numerator denominator value lower upper }\n        humanAgreement { passAccepted passRejected failAccepted failRejected }\n        meanChangeAfterRework\n        criteria { criterionId required scored distribution { level count } belowThresholdRate { numerator denominator value lower upper } reworkPairs meanChangeAfterRework }\n        graderCalibration {\n          graderModel independent\n          verdict { ...GradedCalibrationFields }\n          criteria { criterionId required calibration { ...GradedCalibrationFields } }\n        }\n        unresolvedDriftAttemptIds evidenceDigest evidenceRowCount\n      }\n      ... on ValidationError { message issues { path message } }\n    }\n  }\n  fragment GradedCalibrationFields on GradedCalibration { passAccepted passRejected failAccepted failRejected total rawAgreement expectedAgreement kappa }\n": typeof types.GradedSummaryDocument,
    "\n  mutation StoreAnnotation($p: String!, $t: String!) {\n    storeAnnotation(projectId: $p, text: $t) { __typename ... on StoreAnnotationSuccess { annotation { digest } } ... on Error { message } }\n  }\n": typeof types.StoreAnnotationDocument,
    "\n  mutation RecordAttempt($input: RecordAttemptInput!) {\n    recordAttempt(input: $input) {\n      __typename\n      ... on RecordAttemptSuccess {\n        replayed\n        attempts { id ledgerId capabilityKey multiplicity attemptGroupId outcomeDigest contentDigest recordedAt recordedBy\n                   cohort { id ledgerId fingerprint } }\n      }\n      ... on Error { message }\n      ... on ValidationError { issues { path message } }\n      ... on IdempotencyConflictError { idempotencyKey existingDigest submittedDigest }\n    }\n  }\n": typeof types.RecordAttemptDocument,
    "\n  mutation SetProjectLabel($input: SetProjectLabelInput!) {\n    setProjectLabel(input: $input) {\n      __typename\n      ... on SetProjectLabelSuccess { replayed projectLabel { ledgerId projectId seq label idempotencyKey actorRef createdAt contentDigest } }\n      ... on Error { message code }\n      ... on ValidationError { issues { path message } }\n      ... on IdempotencyConflictError { idempotencyKey existingDigest submittedDigest }\n    }\n  }\n": typeof types.SetProjectLabelDocument,
    "\n  query ProjectLabels($projectIds: [String!]!) {\n    projectLabels(projectIds: $projectIds) {\n      __typename\n      ... on ProjectLabels { labels { ledgerId projectId seq label actorRef createdAt contentDigest } }\n      ... on ValidationError { message issues { path message } }\n    }\n  }\n": typeof types.ProjectLabelsDocument,
    "\n  fragment RateParts on Rate {\n    numerator denominator value lower upper clusteredLowerBound clusteredUpperBound effectiveSampleSize designEffect taskCount\n    anytimeLowerBound anytimeUpperBound\n  }\n": typeof types.RatePartsFragmentDoc,
    "\n  fragment ReliabilityReportFields on ReliabilityReport {\n    cohortId state asOf settledThrough final minSamples sampleSize\n    window { lastDays lastAttempts start end } oldestFinishedAt newestFinishedAt\n    firstAttemptSuccessRate { ...RateParts }\n    independentlyVerifiedPassRate { ...RateParts }\n    unverifiedCompletionRate { ...RateParts }\n    repairRetryRate { ...RateParts }\n    humanRejectionRate { ...RateParts }\n    rollbackRate { ...RateParts }\n    policyBlockRate { ...RateParts }\n    falseSuccessRate { ...RateParts }\n    overrideRate { ...RateParts }\n    consecutiveVerifiedPasses\n    passK { k estimate lower upper tasks }\n    evidenceFreshness { lastVerifiedPassAt ageSeconds }\n    criticalFailures { count attempts { attemptId attemptLedgerId outcomeId attemptNumber outcomeCode stopReasonCode severity criticalFailureRecorded finishedAt inWindow } }\n    unresolvedDriftAttemptIds\n    verificationsNotCountedIndependent { unregistered withdrawn notIndependent }\n    evidenceDigest evidenceRowCount\n  }\n": typeof types.ReliabilityReportFieldsFragmentDoc,
    "\n  query Reliability($cohortId: ID!, $window: WindowInput, $asOf: DateTime, $minSamples: Int) {\n    reliability(cohortId: $cohortId, window: $window, asOf: $asOf, minSamples: $minSamples) {\n      __typename\n      ... on ReliabilityReport { ...ReliabilityReportFields }\n      ... on ValidationError { message issues { path message } }\n    }\n  }\n": typeof types.ReliabilityDocument,
    "\n  query Overview($projectId: String!, $capabilityKey: String, $window: WindowInput, $asOf: DateTime, $minSamples: Int, $first: Int, $after: String) {\n    reliabilityOverview(projectId: $projectId, capabilityKey: $capabilityKey, window: $window, asOf: $asOf, minSamples: $minSamples, first: $first, after: $after) {\n      __typename\n      ... on ReliabilityOverviewConnection {\n        asOf settledThrough final\n        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n        edges { cursor node { cohort { ledgerId capabilityKey model } ...ReliabilityReportFields } }\n      }\n      ... on ValidationError { message issues { path message } }\n    }\n  }\n": typeof types.OverviewDocument,
    "\n  query Series($cohortId: ID!, $bucket: SeriesBucket!, $from: DateTime!, $to: DateTime, $minSamples: Int) {\n    reliabilitySeries(cohortId: $cohortId, bucket: $bucket, from: $from, to: $to, minSamples: $minSamples) {\n      __typename\n      ... on ReliabilitySeries {\n        cohortId bucket from to settledThrough final minSamples unresolvedDriftAttemptIds evidenceDigest\n        points {\n          start end state sampleSize criticalFailureCount\n          firstAttemptSuccessRate { ...RateParts }\n          independentlyVerifiedPassRate { ...RateParts }\n          unverifiedCompletionRate { ...RateParts }\n          repairRetryRate { ...RateParts }\n          humanRejectionRate { ...RateParts }\n          rollbackRate { ...RateParts }\n          policyBlockRate { ...RateParts }\n          falseSuccessRate { ...RateParts }\n          overrideRate { ...RateParts }\n        }\n      }\n      ... on ValidationError { message issues { path message } }\n    }\n  }\n": typeof types.SeriesDocument,
    "\n  query WorkerEvidence($projectId: String!, $workerRef: String!, $capabilityKey: String, $window: WindowInput, $asOf: DateTime,\n                       $minSamples: Int, $first: Int, $after: String) {\n    workerEvidence(projectId: $projectId, workerRef: $workerRef, capabilityKey: $capabilityKey, window: $window, asOf: $asOf,\n                   minSamples: $minSamples, first: $first, after: $after) {\n      __typename\n      ... on WorkerEvidenceConnection {\n        asOf settledThrough final\n        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n        edges { cursor node {\n          workerRef\n          cohort { ledgerId capabilityKey scopeFingerprint runtimeFingerprint policyFingerprint provider model runtimeVersion harnessVersion policyVersion }\n          report { ...ReliabilityReportFields }\n        } }\n      }\n      ... on ValidationError { message issues { path message } }\n    }\n  }\n": typeof types.WorkerEvidenceDocument,
    "\n  query TransparencyServedCheckpoint { checkpoint { treeSize rootHash issuedAt keyId envelope } }\n": typeof types.TransparencyServedCheckpointDocument,
    "\n  mutation TransparencyEveryTableAnnotation($p: String!) {\n    storeAnnotation(projectId: $p, text: \"a reason\") { __typename ... on StoreAnnotationSuccess { annotation { digest } } }\n  }\n": typeof types.TransparencyEveryTableAnnotationDocument,
    "\n  mutation TransparencyEveryTableAssignRework($i: AssignReworkInput!) { assignRework(input: $i) { __typename } }\n": typeof types.TransparencyEveryTableAssignReworkDocument,
    "\n  mutation RegisterVerifier($input: RegisterVerifierInput!) {\n    registerVerifier(input: $input) {\n      __typename\n      ... on RegisterVerifierSuccess { replayed verifier { ledgerId projectId verifierRef kind model actorRef registeredAt contentDigest } }\n      ... on Error { message }\n      ... on ValidationError { issues { path message } }\n      ... on IdempotencyConflictError { idempotencyKey existingDigest submittedDigest }\n    }\n  }\n": typeof types.RegisterVerifierDocument,
    "\n  mutation WithdrawVerifierTrust($input: WithdrawVerifierTrustInput!) {\n    withdrawVerifierTrust(input: $input) {\n      __typename\n      ... on WithdrawVerifierTrustSuccess {\n        replayed\n        withdrawal { ledgerId projectId verifierRef verdictsFrom verdictsUntil reasonDigest actorRef withdrawnAt contentDigest }\n      }\n      ... on Error { message }\n      ... on ValidationError { issues { path message } }\n      ... on IdempotencyConflictError { idempotencyKey existingDigest submittedDigest }\n    }\n  }\n": typeof types.WithdrawVerifierTrustDocument,
    "\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      __typename\n      ... on CreateWebhookEndpointSuccess { secret replayed endpoint { ledgerId url kinds retiredAt } }\n      ... on Error { message code }\n    }\n  }\n": typeof types.CreateWebhookEndpointDocument,
    "\n  mutation RetireWebhookEndpoint($input: RetireWebhookEndpointInput!) {\n    retireWebhookEndpoint(input: $input) { __typename ... on RetireWebhookEndpointSuccess { replayed endpoint { ledgerId retiredAt } } ... on Error { message code } }\n  }\n": typeof types.RetireWebhookEndpointDocument,
    "\n  query WebhookEndpoints($projectId: String!) {\n    webhookEndpoints(projectId: $projectId) {\n      __typename\n      ... on WebhookEndpointsSuccess { data { ledgerId url kinds actorRef retiredAt } }\n      ... on Error { message code }\n    }\n  }\n": typeof types.WebhookEndpointsDocument,
    "\n  query WebhookDeliveries($projectId: String!, $status: WebhookDeliveryStatus, $first: Int, $after: String) {\n    webhookDeliveries(projectId: $projectId, status: $status, first: $first, after: $after) {\n      __typename\n      ... on WebhookDeliveryConnection {\n        edges { cursor node { ledgerId endpointId alertId sequence status attempts { attempt outcome failure httpStatus actorRef attemptedAt } } }\n        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n      }\n      ... on Error { message code }\n    }\n  }\n": typeof types.WebhookDeliveriesDocument,
    "\n  mutation RedeliverWebhook($input: RedeliverWebhookInput!) {\n    redeliverWebhook(input: $input) {\n      __typename\n      ... on RedeliverWebhookSuccess { requested delivery { ledgerId status attempts { attempt outcome actorRef } } }\n      ... on Error { message code }\n    }\n  }\n": typeof types.RedeliverWebhookDocument,
    "\n    mutation AccessFixtureNote($p: String!, $t: String!) {\n      storeAnnotation(projectId: $p, text: $t) { __typename ... on StoreAnnotationSuccess { annotation { digest } } }\n    }\n  ": typeof types.AccessFixtureNoteDocument,
    "query AccessCohorts($p: String) { cohorts(projectId: $p) { edges { node { id } } } }": typeof types.AccessCohortsDocument,
    "query AccessCohort($id: ID!) { cohort(id: $id) { id } }": typeof types.AccessCohortDocument,
    "query AccessAttempts { attempts(first: 5) { edges { node { id } } } }": typeof types.AccessAttemptsDocument,
    "query AccessAdjudications { adjudications(first: 5) { edges { node { id kind } } } }": typeof types.AccessAdjudicationsDocument,
    "query AccessAttempt($id: ID!) { attempt(id: $id) { id } }": typeof types.AccessAttemptDocument,
    "query AccessCohortLineage($id: ID!) { cohortLineage(cohortId: $id) { cohort { id } } }": typeof types.AccessCohortLineageDocument,
    "query AccessReliability($id: ID!) { reliability(cohortId: $id) { __typename } }": typeof types.AccessReliabilityDocument,
    "query AccessReliabilityOverview($p: String!) { reliabilityOverview(projectId: $p) { __typename ... on ReliabilityOverviewConnection { edges { node { cohortId } } } } }": typeof types.AccessReliabilityOverviewDocument,
    "query AccessWorkerEvidence($p: String!) { workerEvidence(projectId: $p, workerRef: \"worker-alpha\") { __typename ... on WorkerEvidenceConnection { edges { node { cohort { id } report { cohortId } } } } } }": typeof types.AccessWorkerEvidenceDocument,
    "query AccessReliabilitySeries($id: ID!, $from: DateTime!) { reliabilitySeries(cohortId: $id, bucket: DAY, from: $from) { __typename } }": typeof types.AccessReliabilitySeriesDocument,
    "query AccessCohortComparison($id: ID!) { cohortComparison(a: $id, b: $id) { __typename } }": typeof types.AccessCohortComparisonDocument,
    "query AccessPairedComparison($id: ID!) { pairedComparison(cohortId: $id, otherCohortId: $id, margin: 0.1) { __typename } }": typeof types.AccessPairedComparisonDocument,
    "query AccessNode($id: ID!) { node(id: $id) { id } }": typeof types.AccessNodeDocument,
    "query AccessScopeFingerprint { scopeFingerprint(scope: { rootRef: \"r\" }) { __typename } }": typeof types.AccessScopeFingerprintDocument,
    "mutation AccessRecordAttempts($inputs: [RecordAttemptInput!]!) { recordAttempts(inputs: $inputs) { __typename\n           ... on RecordAttemptsSuccess { results { result { __typename } } } } }": typeof types.AccessRecordAttemptsDocument,
    "mutation AccessStoreAnnotation($p: String!, $t: String!) { storeAnnotation(projectId: $p, text: $t) { __typename } }": typeof types.AccessStoreAnnotationDocument,
    "query AccessAnnotation($p: String!, $d: String!) { annotation(projectId: $p, digest: $d) { digest } }": typeof types.AccessAnnotationDocument,
    "mutation AccessRedactAnnotation($p: String!, $d: String!) { redactAnnotation(projectId: $p, digest: $d) { __typename } }": typeof types.AccessRedactAnnotationDocument,
    "query AccessRubrics { rubrics { edges { node { digest } } } }": typeof types.AccessRubricsDocument,
    "query AccessRubric($d: String!) { rubric(digest: $d) { digest criteria { id } } }": typeof types.AccessRubricDocument,
    "query AccessWithdrawalImpact($id: ID!) { withdrawalImpact(withdrawalId: $id, minSamples: 1) { __typename ... on WithdrawalImpact { cohorts { cohortId } } } }": typeof types.AccessWithdrawalImpactDocument,
    "query AccessTransparencyKey { transparencyKey { keyId } }": typeof types.AccessTransparencyKeyDocument,
    "query AccessCheckpoint { checkpoint { treeSize rootHash } }": typeof types.AccessCheckpointDocument,
    "query AccessWitnesses { witnesses { name } }": typeof types.AccessWitnessesDocument,
    "mutation AccessAddCosignature($s: Int!) { addCosignature(treeSize: $s, cosignature: \"— nobody AAAA\") { __typename } }": typeof types.AccessAddCosignatureDocument,
    "query AccessConsistencyProof($s: Int!) { consistencyProof(fromSize: $s, toSize: $s) { proof } }": typeof types.AccessConsistencyProofDocument,
    "query AccessInclusionProof($k: String!) { inclusionProof(table: ATTEMPT, key: $k) { leafIndex } }": typeof types.AccessInclusionProofDocument,
    "query AccessEvidenceBundle($id: ID!, $v: DateTime!) { evidenceBundle(cohortId: $id, validUntil: $v) { __typename } }": typeof types.AccessEvidenceBundleDocument,
    "query AccessWorkerEvidenceBundle($p: String!, $v: DateTime!) { workerEvidenceBundle(projectId: $p, workerRef: \"worker-alpha\", capabilityKey: \"code.edit.typescript\", validUntil: $v) { __typename } }": typeof types.AccessWorkerEvidenceBundleDocument,
    "mutation AccessCreateAlertRule($i: CreateAlertRuleInput!) { createAlertRule(input: $i) { __typename } }": typeof types.AccessCreateAlertRuleDocument,
    "mutation AccessRetireAlertRule($i: RetireAlertRuleInput!) { retireAlertRule(input: $i) { __typename } }": typeof types.AccessRetireAlertRuleDocument,
    "query AccessAlertRules($p: String!) { alertRules(projectId: $p) { __typename ... on AlertRulesSuccess { data { digest projectId } } } }": typeof types.AccessAlertRulesDocument,
    "query AccessAlerts($p: String!) { alerts(projectId: $p) { __typename ... on AlertConnection { edges { node { ledgerId projectId } } } } }": typeof types.AccessAlertsDocument,
    "query AccessReworkQueue($p: String!) { reworkQueue(projectId: $p) { __typename ... on ReworkRequestConnection { edges { node { ledgerId projectId } } } } }": typeof types.AccessReworkQueueDocument,
    "mutation AccessAssignRework($i: AssignReworkInput!) { assignRework(input: $i) { __typename } }": typeof types.AccessAssignReworkDocument,
    "mutation AccessCreateCheckpoint { createCheckpoint { __typename } }": typeof types.AccessCreateCheckpointDocument,
    "\n      query AccessRootFields { __schema { queryType { fields { name } } mutationType { fields { name } } } }\n    ": typeof types.AccessRootFieldsDocument,
    "\n      query AdjudicationsPage($id: ID!, $first: Int, $after: String) {\n        attempt(id: $id) { adjudications(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { seq } } } }\n      }\n    ": typeof types.AdjudicationsPageDocument,
    "\n      mutation AdjudicationsDriftBatch($inputs: [RecordAttemptInput!]!) {\n        recordAttempts(inputs: $inputs) {\n          __typename\n          ... on RecordAttemptsSuccess { results { result { __typename ... on RecordAttemptSuccess { attempts { id } } } } }\n          ... on Error { message }\n        }\n      }\n    ": typeof types.AdjudicationsDriftBatchDocument,
    "\n  query AgreementsAccessDecision($p: String!, $d: String!) { agreementDecision(projectId: $p, decisionId: $d) { __typename } }\n": typeof types.AgreementsAccessDecisionDocument,
    "\n  query AgreementsAccessDecisions {\n    agreementDecisions(first: 5) { __typename ... on AgreementDecisionsConnection { totalCount } }\n  }\n": typeof types.AgreementsAccessDecisionsDocument,
    "\n  query AgreementsAccessPublished {\n    publishedAgreements(first: 5) { __typename ... on PublishedAgreementsConnection { totalCount } }\n  }\n": typeof types.AgreementsAccessPublishedDocument,
    "\n  query AgreementsAccessDesignatedProperties { designatedProperties }\n": typeof types.AgreementsAccessDesignatedPropertiesDocument,
    "\n  query AgreementsAccessRootFields { __schema { queryType { fields { name } } mutationType { fields { name } } } }\n": typeof types.AgreementsAccessRootFieldsDocument,
    "\n  query AgreementsPublishPublished($projectId: String, $lane: String, $property: String, $first: Int, $after: String, $last: Int, $before: String) {\n    publishedAgreements(projectId: $projectId, lane: $lane, property: $property, first: $first, after: $after, last: $last, before: $before) {\n      __typename\n      ... on PublishedAgreementsConnection {\n        totalCount\n        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n        edges { cursor node { ...AgreementsDecisionFields } }\n      }\n      ... on ValidationError { message issues { path message } }\n    }\n  }\n": typeof types.AgreementsPublishPublishedDocument,
    "\n  mutation AgreementsPublishDesignate($property: String!) {\n    designateProperty(property: $property) {\n      __typename\n      ... on PropertyDesignationChange { property action designated changed recordedBy recordedAt }\n      ... on Error { message }\n    }\n  }\n": typeof types.AgreementsPublishDesignateDocument,
    "\n  mutation AgreementsPublishWithdraw($property: String!) {\n    withdrawPropertyDesignation(property: $property) {\n      __typename\n      ... on PropertyDesignationChange { property action designated changed recordedBy recordedAt }\n      ... on Error { message }\n    }\n  }\n": typeof types.AgreementsPublishWithdrawDocument,
    "\n  query AgreementsPublishDesignatedProperties { designatedProperties }\n": typeof types.AgreementsPublishDesignatedPropertiesDocument,
    "\n      query AgreementsPublishUnguarded($projectId: String) {\n        agreementDecisions(projectId: $projectId, first: 1) { __typename ... on AgreementDecisionsConnection { edges { cursor node { proposal { property } } } } }\n      }\n    ": typeof types.AgreementsPublishUnguardedDocument,
    "\n      query AgreementsPublishUnguardedCount($projectId: String) {\n        agreementDecisions(projectId: $projectId, first: 50) { __typename ... on AgreementDecisionsConnection { totalCount } }\n      }\n    ": typeof types.AgreementsPublishUnguardedCountDocument,
    "\n    query AgreementsList($projectId: String, $lane: String, $first: Int, $after: String, $last: Int, $before: String) {\n      agreementDecisions(projectId: $projectId, lane: $lane, first: $first, after: $after, last: $last, before: $before) {\n        __typename\n        ... on AgreementDecisionsConnection {\n          totalCount\n          pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n          edges { cursor node { ...AgreementsDecisionFields } }\n        }\n        ... on ValidationError { message issues { path message } }\n      }\n    }\n  ": typeof types.AgreementsListDocument,
    "\n  query AlertsReport($id: ID!, $asOf: DateTime, $window: WindowInput, $minSamples: Int) {\n    reliability(cohortId: $id, asOf: $asOf, window: $window, minSamples: $minSamples) {\n      __typename\n      ... on ReliabilityReport { state final sampleSize evidenceDigest criticalFailures { count }\n        unverifiedCompletionRate { numerator denominator value lower upper anytimeLowerBound } }\n      ... on ValidationError { message }\n    }\n  }\n": typeof types.AlertsReportDocument,
    "\n      query AlertsReportAt($id: ID!, $asOf: DateTime) {\n        reliability(cohortId: $id, asOf: $asOf, minSamples: 2) {\n          __typename\n          ... on ReliabilityReport { evidenceDigest independentlyVerifiedPassRate { numerator denominator lower } }\n          ... on ValidationError { message }\n        }\n      }\n    ": typeof types.AlertsReportAtDocument,
    "\n  mutation AnnotationCredentialsStore($project: String!, $text: String!) {\n    storeAnnotation(projectId: $project, text: $text) {\n      __typename\n      ... on StoreAnnotationSuccess { annotation { digest } }\n      ... on ValidationError { message issues { path message } }\n    }\n  }\n": typeof types.AnnotationCredentialsStoreDocument,
    "\n  mutation AnnotationsStore($p: String!, $text: String!) {\n    storeAnnotation(projectId: $p, text: $text) {\n      __typename\n      ... on StoreAnnotationSuccess { replayed annotation { projectId digest byteLength storedBy storedAt text redacted } }\n      ... on ValidationError { issues { path message } }\n      ... on Error { message }\n    }\n  }\n": typeof types.AnnotationsStoreDocument,
    "\n  query AnnotationsRead($p: String!, $d: String!) {\n    annotation(projectId: $p, digest: $d) { projectId digest storedBy text redacted redactedBy redactedAt }\n  }\n": typeof types.AnnotationsReadDocument,
    "\n  mutation AnnotationsRedact($p: String!, $d: String!) {\n    redactAnnotation(projectId: $p, digest: $d) {\n      __typename\n      ... on RedactAnnotationSuccess { changed annotation { projectId digest text redacted redactedBy } }\n      ... on Error { message }\n    }\n  }\n": typeof types.AnnotationsRedactDocument,
    "\n  mutation RecordWithEffort($input: RecordAttemptInput!) {\n    recordAttempt(input: $input) {\n      __typename\n      ... on RecordAttemptSuccess {\n        replayed\n        attempts { id outcomeDigest cohort { ledgerId } effort { inputTokens outputTokens cost { micros currency } harnessWallTimeMs } }\n      }\n      ... on ValidationError { issues { path message } }\n      ... on IdempotencyConflictError { existingDigest submittedDigest }\n    }\n  }\n": typeof types.RecordWithEffortDocument,
    "\n  query EffortReport($cohortId: ID!, $asOf: DateTime, $minSamples: Int) {\n    reliability(cohortId: $cohortId, asOf: $asOf, minSamples: $minSamples) {\n      __typename\n      ... on ReliabilityReport {\n        state final evidenceDigest\n        independentlyVerifiedPassRate { numerator denominator }\n        costPerVerifiedSuccess { ...EffortPerSuccessFields }\n        tokensPerVerifiedSuccess { ...EffortPerSuccessFields }\n        timePerVerifiedSuccess { ...EffortPerSuccessFields }\n      }\n      ... on Error { message }\n    }\n  }\n  fragment EffortPerSuccessFields on EffortPerVerifiedSuccess {\n    measure status estimate lower upper total currency currencies verifiedPasses attempts unknownAttempts tasks\n  }\n": typeof types.EffortReportDocument,
    "\n  query EffortComparison($a: ID!, $b: ID!, $minSamples: Int) {\n    cohortComparison(a: $a, b: $b, minSamples: $minSamples) {\n      __typename\n      ... on CohortComparison {\n        a { state } b { state }\n        costPerVerifiedSuccess { ...EffortRatioFields }\n        tokensPerVerifiedSuccess { ...EffortRatioFields }\n        timePerVerifiedSuccess { ...EffortRatioFields }\n      }\n      ... on Error { message }\n    }\n  }\n  fragment EffortRatioFields on EffortRatio {\n    measure status ratio lower upper currency a { estimate variance status currencies } b { estimate variance status currencies }\n  }\n": typeof types.EffortComparisonDocument,
    "\n  mutation EvidenceReadsRecord($inputs: [RecordAttemptInput!]!) {\n    recordAttempts(inputs: $inputs) { __typename ... on RecordAttemptsSuccess { recordedCount } ... on Error { message } }\n  }\n": typeof types.EvidenceReadsRecordDocument,
    "\n  mutation EvidenceScanPlansBatch($inputs: [RecordAttemptInput!]!) {\n    recordAttempts(inputs: $inputs) { __typename ... on RecordAttemptsSuccess { recordedCount } }\n  }\n": typeof types.EvidenceScanPlansBatchDocument,
    "\n      query GradingRubric($d: String!) { rubric(digest: $d) { digest version criteria { id levels { descriptor } } } }\n    ": typeof types.GradingRubricDocument,
    "\n      query GradingRubricsOfDomain { rubrics(domain: \"synthesis\") { edges { node { digest version } } } }\n    ": typeof types.GradingRubricsOfDomainDocument,
    "\n        query ListFiltersOtherProject($projectId: String) {\n          attempts(first: 100, projectId: $projectId, workerRef: \"worker-0\") { edges { node { ledgerId } } }\n        }\n      ": typeof types.ListFiltersOtherProjectDocument,
    "\n    query ListFiltersAllCohorts { cohorts(first: 100) { edges { node { ledgerId capabilityKey provider model harnessVersion policyVersion } } } }\n  ": typeof types.ListFiltersAllCohortsDocument,
    "\n    query ListFiltersCohorts($provider: String, $model: String, $harnessVersion: String, $policyVersion: String, $capabilityKey: String, $first: Int) {\n      cohorts(provider: $provider, model: $model, harnessVersion: $harnessVersion, policyVersion: $policyVersion, capabilityKey: $capabilityKey, first: $first) {\n        edges { node { ledgerId } }\n      }\n    }\n  ": typeof types.ListFiltersCohortsDocument,
    "\n  query OtlpAttempts($projectId: String!, $outcomeId: String!) {\n    attempts(projectId: $projectId, outcomeId: $outcomeId, first: 50) {\n      edges { node {\n        ledgerId capabilityKey outcomeId taskRef agentRunRef workerRef outcomeCode stopReasonCode attemptNumber startedAt finishedAt\n        verificationMode verificationResult acceptanceCriteriaTotal acceptanceCriteriaMet recordedBy outcomeDigest\n        evidence { kind digest }\n        effort { inputTokens outputTokens cost { micros currency } harnessWallTimeMs }\n        cohort { ledgerId }\n        adjudications(first: 20) { edges { node { kind verificationMode verificationResult verifierRef verifierModel actorRef idempotencyKey } } }\n      } }\n    }\n  }\n": typeof types.OtlpAttemptsDocument,
    "\n  query OtlpReport($id: ID!) {\n    reliability(cohortId: $id, minSamples: 1) {\n      __typename\n      ... on ReliabilityReport {\n        sampleSize\n        independentlyVerifiedPassRate { numerator denominator }\n        unverifiedCompletionRate { numerator denominator }\n        consecutiveVerifiedPasses\n        verificationsNotCountedIndependent { unregistered withdrawn notIndependent }\n        tokensPerVerifiedSuccess { status estimate total unknownAttempts }\n      }\n      ... on Error { message }\n    }\n  }\n": typeof types.OtlpReportDocument,
    "\n  query PagesAttempts($cohortId: ID, $first: Int, $after: String, $last: Int, $before: String) {\n    attempts(cohortId: $cohortId, first: $first, after: $after, last: $last, before: $before) {\n      edges { cursor node { ledgerId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n    }\n  }\n": typeof types.PagesAttemptsDocument,
    "\n  query PagesCohortAttempts($cohortId: ID!, $first: Int, $after: String, $last: Int, $before: String) {\n    cohort(id: $cohortId) {\n      attempts(first: $first, after: $after, last: $last, before: $before) {\n        edges { cursor node { ledgerId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n      }\n    }\n  }\n": typeof types.PagesCohortAttemptsDocument,
    "\n  query PagesCohorts($projectId: String, $first: Int, $after: String, $last: Int, $before: String) {\n    cohorts(projectId: $projectId, first: $first, after: $after, last: $last, before: $before) {\n      edges { cursor node { ledgerId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n    }\n  }\n": typeof types.PagesCohortsDocument,
    "\n      query PagesAttemptsOfProject($projectId: String) { attempts(projectId: $projectId, first: 10) { edges { node { ledgerId } } } }\n    ": typeof types.PagesAttemptsOfProjectDocument,
    "\n      query PagesAttemptsAfter($after: String) { attempts(first: 5, after: $after) { edges { node { projectId } } } }\n    ": typeof types.PagesAttemptsAfterDocument,
    "\n      query PagesAttemptsNested($cohortId: ID) {\n        attempts(cohortId: $cohortId, first: 2) { edges { node { capabilityKey evidence { kind digest } cohort { ledgerId attemptCount } } } }\n      }\n    ": typeof types.PagesAttemptsNestedDocument,
    "\n    fragment PagesEverything on Attempt {\n      id ledgerId projectId capabilityKey attemptGroupId multiplicity outcomeId taskRef workPackageRef agentRunRef workerRef\n      outcomeCode stopReasonCode attemptNumber startedAt finishedAt verificationMode verificationResult verifierRef verifierModel\n      acceptanceCriteriaTotal acceptanceCriteriaMet validationCommandsTotal validationCommandsPassed validationCommandsFailed\n      humanOverride humanRejected rolledBack severity evidence { kind digest } outcomeDigest contentDigest recordedBy recordedAt\n      ... on Attempt { cohort { ledgerId model } }\n    }\n  ": typeof types.PagesEverythingFragmentDoc,
    "\n    query PagesEveryFieldRoot($cohortId: ID) { attempts(cohortId: $cohortId, first: 5) { edges { node { ...PagesEverything } } } }\n  ": typeof types.PagesEveryFieldRootDocument,
    "\n    query PagesEveryFieldNested($cohortId: ID!) { cohort(id: $cohortId) { attempts(first: 5) { edges { node { ...PagesEverything } } } } }\n  ": typeof types.PagesEveryFieldNestedDocument,
    "\n      query PagesCohortsCounted($projectId: String) { cohorts(projectId: $projectId, capabilityKey: \"code.review\", first: 1) { edges { node { model attemptCount } } } }\n    ": typeof types.PagesCohortsCountedDocument,
    "\n      query PagesCohortsByCapability { cohorts(capabilityKey: \"code.edit.typescript\", first: 10) { edges { node { ledgerId projectId attemptCount } } } }\n    ": typeof types.PagesCohortsByCapabilityDocument,
    "\n      query PagesFirstAdjudications($projectId: String) { attempts(projectId: $projectId, first: 20) { edges { node { adjudications(first: 1) { edges { cursor } } } } } }\n    ": typeof types.PagesFirstAdjudicationsDocument,
    "\n  query PairedComparisonRead($cohortId: ID!, $otherCohortId: ID!, $margin: Float!, $asOf: DateTime, $minSamples: Int) {\n    pairedComparison(cohortId: $cohortId, otherCohortId: $otherCohortId, margin: $margin, asOf: $asOf, minSamples: $minSamples) {\n      __typename\n      ... on PairedComparison {\n        asOf final state margin sharedTasks bothPassed neitherPassed onlyCohortPassed onlyOtherPassed onlyCohortTasks onlyOtherTasks\n        difference lower upper nonInferiority anytimeLowerBound anytimeUpperBound anytimeNonInferiority\n        report { cohortId state unresolvedDriftAttemptIds evidenceDigest }\n        otherReport { cohortId state unresolvedDriftAttemptIds evidenceDigest }\n      }\n      ... on Error { message }\n      ... on ValidationError { issues { path message } }\n    }\n  }\n": typeof types.PairedComparisonReadDocument,
    "\n      query QueriesCohortsFiltered($p: String, $c: String) { cohorts(projectId: $p, capabilityKey: $c) { edges { node { capabilityKey model policyVersion } } } }\n    ": typeof types.QueriesCohortsFilteredDocument,
    "\n      query QueriesCohortsMalformedFilter { cohorts(capabilityKey: \"Not Valid\") { edges { node { id } } } }\n    ": typeof types.QueriesCohortsMalformedFilterDocument,
    "\n      query QueriesCohortsFirstPage { cohorts(first: 2) { pageInfo { hasNextPage endCursor } edges { node { ledgerId createdAt } } } }\n    ": typeof types.QueriesCohortsFirstPageDocument,
    "\n      query QueriesCohortsNextPage($after: String) { cohorts(first: 10, after: $after) { edges { node { ledgerId createdAt } } } }\n    ": typeof types.QueriesCohortsNextPageDocument,
    "\n      query QueriesAttemptsAll { attempts(first: 10) { edges { node { outcomeId } } } }\n    ": typeof types.QueriesAttemptsAllDocument,
    "\n      query QueriesAttemptsByCohort($c: ID) { attempts(cohortId: $c) { edges { node { outcomeId } } } }\n    ": typeof types.QueriesAttemptsByCohortDocument,
    "\n      query QueriesAttemptsByOutcome($o: String) { attempts(outcomeId: $o) { edges { node { ledgerId } } } }\n    ": typeof types.QueriesAttemptsByOutcomeDocument,
    "\n      query QueriesAttempt($id: ID!) { attempt(id: $id) { id ledgerId outcomeId evidence { kind digest } cohort { capabilityKey } } }\n    ": typeof types.QueriesAttemptDocument,
    "\n      query QueriesAttemptUnknown { a: attempt(id: \"00000000-0000-4000-8000-000000000000\") { id } b: attempt(id: \"junk\") { id } }\n    ": typeof types.QueriesAttemptUnknownDocument,
    "\n      query QueriesNode($a: ID!, $c: ID!) {\n        a: node(id: $a) { __typename id ... on Attempt { outcomeId } }\n        c: node(id: $c) { __typename id ... on Cohort { capabilityKey } }\n      }\n    ": typeof types.QueriesNodeDocument,
    "\n      query QueriesCohortLineage($id: ID!) {\n        cohortLineage(cohortId: $id) { cohort { ledgerId model } relatives { differsIn cohort { model policyVersion attemptCount } } }\n      }\n    ": typeof types.QueriesCohortLineageDocument,
    "\n      query QueriesScopeFingerprint($s: ScopeInput!) {\n        scopeFingerprint(scope: $s) { __typename ... on ScopeFingerprintPreview { fingerprint paths resources rootRef } }\n      }\n    ": typeof types.QueriesScopeFingerprintDocument,
    "\n      query QueriesScopeFingerprintBadRoot { scopeFingerprint(scope: { rootRef: \"has space\" }) { __typename ... on ValidationError { issues { path } } } }\n    ": typeof types.QueriesScopeFingerprintBadRootDocument,
    "\n      query QueriesLargestOverview($projectId: String!) {\n        reliabilityOverview(projectId: $projectId, first: 100) {\n          __typename\n          ... on ReliabilityOverviewConnection {\n            edges {\n              node {\n                cohortId state sampleSize evidenceDigest consecutiveVerifiedPasses\n                evidenceFreshness { lastVerifiedPassAt ageSeconds } criticalFailures { count attempts { attemptId outcomeId finishedAt } }\n                firstAttemptSuccessRate { numerator denominator value lower upper }\n                independentlyVerifiedPassRate { numerator denominator value lower upper }\n                unverifiedCompletionRate { numerator denominator value lower upper }\n                repairRetryRate { numerator denominator value lower upper }\n                humanRejectionRate { numerator denominator value lower upper }\n                rollbackRate { numerator denominator value lower upper }\n                policyBlockRate { numerator denominator value lower upper }\n                falseSuccessRate { numerator denominator value lower upper }\n                overrideRate { numerator denominator value lower upper }\n              }\n            }\n          }\n        }\n      }\n    ": typeof types.QueriesLargestOverviewDocument,
    "\n  fragment RecordAttemptFullAttempt on Attempt {\n    id ledgerId projectId capabilityKey attemptGroupId multiplicity outcomeId taskRef workPackageRef agentRunRef\n    workerRef outcomeCode stopReasonCode attemptNumber startedAt finishedAt verificationMode verificationResult verifierRef\n    verifierModel acceptanceCriteriaTotal acceptanceCriteriaMet validationCommandsTotal validationCommandsPassed\n    validationCommandsFailed humanOverride humanRejected rolledBack severity evidence { kind digest } outcomeDigest\n    contentDigest recordedBy recordedAt cohort { ledgerId }\n  }\n": typeof types.RecordAttemptFullAttemptFragmentDoc,
    "\n  mutation RecordAttemptFull($input: RecordAttemptInput!) {\n    recordAttempt(input: $input) { __typename ... on RecordAttemptSuccess { attempts { ...RecordAttemptFullAttempt } } ... on Error { message } }\n  }\n": typeof types.RecordAttemptFullDocument,
    "\n  query RecordAttemptReadFull($id: ID!) { attempt(id: $id) { ...RecordAttemptFullAttempt } }\n": typeof types.RecordAttemptReadFullDocument,
    "\n    mutation RecordAttemptBatch($inputs: [RecordAttemptInput!]!) {\n      recordAttempts(inputs: $inputs) {\n        __typename\n        ... on RecordAttemptsSuccess {\n          recordedCount\n          results { index outcomeId result { __typename ... on RecordAttemptSuccess { replayed attempts { id cohort { ledgerId } } } ... on ValidationError { issues { path } } } }\n        }\n        ... on Error { message }\n      }\n    }\n  ": typeof types.RecordAttemptBatchDocument,
    "\n      mutation RecordAttemptBatchMessages($inputs: [RecordAttemptInput!]!) {\n        recordAttempts(inputs: $inputs) {\n          __typename\n          ... on RecordAttemptsSuccess {\n            recordedCount\n            results { index outcomeId result { __typename ... on RecordAttemptSuccess { replayed attempts { id cohort { ledgerId } } } ... on ValidationError { message issues { path message } } } }\n          }\n          ... on Error { message }\n        }\n      }\n    ": typeof types.RecordAttemptBatchMessagesDocument,
    "\n  query AnytimeDecision($cohortId: ID!, $asOf: DateTime, $minSamples: Int, $rate: ReliabilityRateName!, $threshold: Float!) {\n    reliability(cohortId: $cohortId, asOf: $asOf, minSamples: $minSamples) {\n      __typename\n      ... on ReliabilityReport {\n        state\n        independentlyVerifiedPassRate { ...RateParts }\n        attemptsToDecision(rate: $rate, threshold: $threshold) { rate threshold outcome attempts }\n      }\n    }\n  }\n": typeof types.AnytimeDecisionDocument,
    "\n  query ClusteredCompare($a: ID!, $b: ID!, $window: WindowInput, $asOf: DateTime, $minSamples: Int) {\n    cohortComparison(a: $a, b: $b, window: $window, asOf: $asOf, minSamples: $minSamples) {\n      __typename\n      ... on CohortComparison {\n        asOf settledThrough final\n        a { cohortId state sampleSize evidenceDigest evidenceRowCount independentlyVerifiedPassRate { ...RateParts } }\n        b { cohortId state sampleSize evidenceDigest evidenceRowCount independentlyVerifiedPassRate { ...RateParts } }\n        independentlyVerifiedPassRate { difference lower upper a { ...RateParts } b { ...RateParts } }\n        firstAttemptSuccessRate { difference lower upper }\n        humanRejectionRate { difference lower upper a { numerator denominator } b { numerator denominator } }\n      }\n      ... on Error { message code }\n      ... on ValidationError { issues { path message } }\n    }\n  }\n": typeof types.ClusteredCompareDocument,
    "\n  fragment ReliabilityExplainedDecision on RateDecision { numerator denominator reasons }\n": typeof types.ReliabilityExplainedDecisionFragmentDoc,
    "\n  query ReliabilityExplained($cohortId: ID!, $window: WindowInput, $asOf: DateTime, $first: Int, $after: String) {\n    reliability(cohortId: $cohortId, window: $window, asOf: $asOf, minSamples: 1) {\n      __typename\n      ... on ReliabilityReport {\n        final sampleSize unresolvedDriftAttemptIds\n        criticalFailures { count attempts { attemptLedgerId } }\n        firstAttemptSuccessRate { numerator denominator }\n        independentlyVerifiedPassRate { numerator denominator }\n        unverifiedCompletionRate { numerator denominator }\n        repairRetryRate { numerator denominator }\n        humanRejectionRate { numerator denominator }\n        rollbackRate { numerator denominator }\n        policyBlockRate { numerator denominator }\n        falseSuccessRate { numerator denominator }\n        overrideRate { numerator denominator }\n        explain(first: $first, after: $after) {\n          totalCount\n          pageInfo { hasNextPage hasPreviousPage endCursor }\n          edges {\n            cursor\n            node {\n              attemptId attemptLedgerId workerRef attemptNumber finishedAt inWindow critical unresolvedDrift\n              firstAttemptSuccessRate { ...ReliabilityExplainedDecision }\n              independentlyVerifiedPassRate { ...ReliabilityExplainedDecision }\n              unverifiedCompletionRate { ...ReliabilityExplainedDecision }\n              repairRetryRate { ...ReliabilityExplainedDecision }\n              humanRejectionRate { ...ReliabilityExplainedDecision }\n              rollbackRate { ...ReliabilityExplainedDecision }\n              policyBlockRate { ...ReliabilityExplainedDecision }\n              falseSuccessRate { ...ReliabilityExplainedDecision }\n              overrideRate { ...ReliabilityExplainedDecision }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.ReliabilityExplainedDocument,
    "\n      query ReliabilityExplainedWorker($projectId: String!, $workerRef: String!, $asOf: DateTime) {\n        workerEvidence(projectId: $projectId, workerRef: $workerRef, asOf: $asOf, minSamples: 1) {\n          __typename\n          ... on WorkerEvidenceConnection {\n            edges { node { report { sampleSize explain(first: 100) { totalCount edges { node { workerRef inWindow } } } } } }\n          }\n          ... on ValidationError { message }\n        }\n      }\n    ": typeof types.ReliabilityExplainedWorkerDocument,
    "\n      query ReliabilityCohortLineage($id: ID!) { cohortLineage(cohortId: $id) { relatives { differsIn cohort { ledgerId } } } }\n    ": typeof types.ReliabilityCohortLineageDocument,
    "\n  fragment ReworkLoopRequest on ReworkRequest {\n    ledgerId projectId attemptId capabilityKey rubricDigest gradingId state open closedAt requestedAt ageSeconds\n    assignment { ledgerId projectId requestId ownerRef actorRef contentDigest assignedAt }\n  }\n": typeof types.ReworkLoopRequestFragmentDoc,
    "\n  query ReworkLoopQueue($projectId: String!, $state: ReworkState, $ownerRef: String, $capabilityKey: String, $first: Int, $after: String) {\n    reworkQueue(projectId: $projectId, state: $state, ownerRef: $ownerRef, capabilityKey: $capabilityKey, first: $first, after: $after) {\n      __typename\n      ... on ReworkRequestConnection { edges { cursor node { ...ReworkLoopRequest } } pageInfo { hasNextPage hasPreviousPage endCursor } }\n      ... on ValidationError { issues { path message } }\n    }\n  }\n": typeof types.ReworkLoopQueueDocument,
    "\n  mutation ReworkLoopAssign($input: AssignReworkInput!) {\n    assignRework(input: $input) {\n      __typename\n      ... on AssignReworkSuccess { replayed request { ...ReworkLoopRequest } assignment { ledgerId ownerRef actorRef contentDigest assignedAt } }\n      ... on Error { message code }\n      ... on ValidationError { issues { path message } }\n      ... on IdempotencyConflictError { idempotencyKey existingDigest submittedDigest }\n    }\n  }\n": typeof types.ReworkLoopAssignDocument,
    "\n  query RuleVersionsReport($cohortId: ID!, $asOf: DateTime, $minSamples: Int) {\n    reliability(cohortId: $cohortId, window: { lastDays: 30 }, asOf: $asOf, minSamples: $minSamples) {\n      __typename\n      ... on ReliabilityReport { rulesVersion ...ReliabilityReportFields }\n    }\n  }\n": typeof types.RuleVersionsReportDocument,
    "\n  query RuleVersionsReportWithoutVersion($cohortId: ID!, $asOf: DateTime, $minSamples: Int) {\n    reliability(cohortId: $cohortId, window: { lastDays: 30 }, asOf: $asOf, minSamples: $minSamples) {\n      __typename\n      ... on ReliabilityReport { ...ReliabilityReportFields }\n    }\n  }\n": typeof types.RuleVersionsReportWithoutVersionDocument,
    "\n  query RuleVersionsPair($a: ID!, $asOf: DateTime) {\n    cohortComparison(a: $a, b: $a, asOf: $asOf) {\n      __typename\n      ... on CohortComparison { a { rulesVersion minSamples state evidenceDigest } }\n    }\n  }\n": typeof types.RuleVersionsPairDocument,
    "subscription SseModesLive($projectId: String!) { attemptRecorded(projectId: $projectId) { projectId count } }": typeof types.SseModesLiveDocument,
    "\n  query TransparencyFormatsInclusion($key: String!) {\n    inclusionProof(table: ATTEMPT, key: $key) { leafIndex treeSize leafHash leafData auditPath checkpoint { rootHash } }\n  }\n": typeof types.TransparencyFormatsInclusionDocument,
    "\n  mutation TransparencyFormatsRecord($i: RecordAttemptInput!) {\n    recordAttempt(input: $i) { __typename ... on RecordAttemptSuccess { attempts { ledgerId } receipts { envelope } } ... on Error { message } }\n  }\n": typeof types.TransparencyFormatsRecordDocument,
    "\n  query ProofsInclusion($table: LedgerTable!, $key: String!, $size: Int) {\n    inclusionProof(table: $table, key: $key, treeSize: $size) { leafIndex treeSize leafHash auditPath checkpoint { rootHash } }\n  }\n": typeof types.ProofsInclusionDocument,
    "\n  fragment TransparencyCheckpoint on Checkpoint { treeSize rootHash issuedAt keyId envelope }\n": typeof types.TransparencyCheckpointFragmentDoc,
    "\n  query TransparencyInclusion($table: LedgerTable!, $key: String!, $size: Int) {\n    inclusionProof(table: $table, key: $key, treeSize: $size) { leafIndex treeSize leafHash leafData auditPath checkpoint { ...TransparencyCheckpoint } }\n  }\n": typeof types.TransparencyInclusionDocument,
    "\n  mutation TransparencyCreateCheckpoint {\n    createCheckpoint { __typename ... on CreateCheckpointSuccess { checkpoint { treeSize } } ... on Error { message } }\n  }\n": typeof types.TransparencyCreateCheckpointDocument,
    "\n      query TransparencyKeyAndCheckpoint { transparencyKey { keyId algorithm publicKeyPem } checkpoint { ...TransparencyCheckpoint } }\n    ": typeof types.TransparencyKeyAndCheckpointDocument,
    "\n      query TransparencyCheckpointOfSize($size: Int) { checkpoint(treeSize: $size) { treeSize } }\n    ": typeof types.TransparencyCheckpointOfSizeDocument,
    "\n          query TransparencyConsistency($f: Int!, $t: Int!) { consistencyProof(fromSize: $f, toSize: $t) { from { treeSize rootHash } to { treeSize rootHash } proof } }\n        ": typeof types.TransparencyConsistencyDocument,
    "\n      mutation TransparencyBatch($inputs: [RecordAttemptInput!]!) { recordAttempts(inputs: $inputs) { __typename } }\n    ": typeof types.TransparencyBatchDocument,
    "\n  fragment TransparencyReceipt on Receipt { table key leafHash contentDigest envelope }\n": typeof types.TransparencyReceiptFragmentDoc,
    "\n  mutation TransparencyRecordWithReceipts($i: RecordAttemptInput!) {\n    recordAttempt(input: $i) { __typename ... on RecordAttemptSuccess { attempts { id ledgerId contentDigest } receipts { ...TransparencyReceipt } } ... on Error { message } }\n  }\n": typeof types.TransparencyRecordWithReceiptsDocument,
    "\n      mutation TransparencyBatchWithReceipts($i: [RecordAttemptInput!]!) {\n        recordAttempts(inputs: $i) {\n          __typename\n          ... on RecordAttemptsSuccess {\n            results { result { __typename ... on RecordAttemptSuccess { attempts { ledgerId contentDigest } receipts { ...TransparencyReceipt } } ... on Error { message } } }\n          }\n          ... on Error { message }\n        }\n      }\n    ": typeof types.TransparencyBatchWithReceiptsDocument,
    "\n      mutation TransparencyAdjudicateWithReceipt($i: AppendAdjudicationInput!) {\n        appendAdjudication(input: $i) {\n          __typename\n          ... on AppendAdjudicationSuccess { adjudication { ledgerId contentDigest } receipt { ...TransparencyReceipt } }\n          ... on Error { message }\n        }\n      }\n    ": typeof types.TransparencyAdjudicateWithReceiptDocument,
    "\n  query VerifiersNotCounted($id: ID!, $asOf: DateTime) {\n    reliability(cohortId: $id, asOf: $asOf, minSamples: 1) {\n      __typename\n      ... on ReliabilityReport { verificationsNotCountedIndependent { unregistered withdrawn notIndependent } }\n      ... on ValidationError { message }\n    }\n  }\n": typeof types.VerifiersNotCountedDocument,
    "\n      query VerifiersSeriesNotCounted($id: ID!, $from: DateTime!) {\n        reliabilitySeries(cohortId: $id, bucket: DAY, from: $from) {\n          __typename\n          ... on ReliabilitySeries { points { sampleSize verificationsNotCountedIndependent { unregistered withdrawn notIndependent } } }\n          ... on ValidationError { message }\n        }\n      }\n    ": typeof types.VerifiersSeriesNotCountedDocument,
    "\n      query VerifiersWithdrawalImpact($id: ID!) {\n        withdrawalImpact(withdrawalId: $id, minSamples: 1) {\n          __typename\n          ... on WithdrawalImpact {\n            cohorts {\n              cohortLedgerId lowerBoundChange\n              before { independentlyVerifiedPassRate { numerator denominator } } after { independentlyVerifiedPassRate { numerator denominator } }\n            }\n          }\n          ... on ValidationError { message }\n        }\n      }\n    ": typeof types.VerifiersWithdrawalImpactDocument,
    "\n  query WebhooksEndpointFields {\n    __type(name: \"WebhookEndpoint\") { fields { name } }\n  }\n": typeof types.WebhooksEndpointFieldsDocument,
    "\n  query WithdrawalImpactOf($id: ID!, $minSamples: Int) {\n    withdrawalImpact(withdrawalId: $id, minSamples: $minSamples) {\n      __typename\n      ... on ValidationError { message }\n      ... on WithdrawalImpact {\n        withdrawal { ledgerId verifierRef withdrawnAt }\n        cohorts {\n          cohortLedgerId lowerBoundChange\n          before { asOf state evidenceDigest independentlyVerifiedPassRate { numerator denominator value lower upper } }\n          after { asOf state evidenceDigest independentlyVerifiedPassRate { numerator denominator value lower upper } }\n        }\n      }\n    }\n  }\n": typeof types.WithdrawalImpactOfDocument,
    "\n  mutation WitnessesCreateCheckpoint {\n    createCheckpoint { __typename ... on CreateCheckpointSuccess { checkpoint { treeSize rootHash note cosignatures } } }\n  }\n": typeof types.WitnessesCreateCheckpointDocument,
    "\n  query WitnessesTransparencyKey { transparencyKey { noteVkey } }\n": typeof types.WitnessesTransparencyKeyDocument,
    "\n  mutation WitnessesRegister($vkey: String!) {\n    registerWitness(vkey: $vkey) { __typename ... on Witness { name vkey } ... on Error { message } }\n  }\n": typeof types.WitnessesRegisterDocument,
    "\n  mutation WitnessesAddCosignature($size: Int!, $line: String!) {\n    addCosignature(treeSize: $size, cosignature: $line) { __typename ... on Cosignature { witness line } ... on Error { message } }\n  }\n": typeof types.WitnessesAddCosignatureDocument,
    "\n  query WitnessesEvidenceBundle($id: ID!, $validUntil: DateTime!, $asOf: DateTime) {\n    evidenceBundle(cohortId: $id, validUntil: $validUntil, asOf: $asOf, minSamples: 1) {\n      __typename ... on EvidenceBundle { envelope } ... on Error { message }\n    }\n  }\n": typeof types.WitnessesEvidenceBundleDocument,
    "\n  query WitnessesServedCheckpoint { checkpoint { treeSize note cosignatures } }\n": typeof types.WitnessesServedCheckpointDocument,
    "\n      fragment WorkerEvidenceExampleRate on Rate { numerator denominator lower upper }\n    ": typeof types.WorkerEvidenceExampleRateFragmentDoc,
    "\n      fragment WorkerEvidenceExampleDecision on RateDecision { numerator denominator reasons }\n    ": typeof types.WorkerEvidenceExampleDecisionFragmentDoc,
    "\n      query WorkerEvidenceExample($projectId: String!, $workerRef: String!, $asOf: DateTime) {\n        workerEvidence(projectId: $projectId, workerRef: $workerRef, asOf: $asOf, minSamples: 1) {\n          __typename\n          ... on WorkerEvidenceConnection {\n            edges {\n              node {\n                report {\n                  sampleSize\n                  verificationsNotCountedIndependent { unregistered withdrawn notIndependent }\n                  firstAttemptSuccessRate { ...WorkerEvidenceExampleRate }\n                  independentlyVerifiedPassRate { ...WorkerEvidenceExampleRate }\n                  unverifiedCompletionRate { ...WorkerEvidenceExampleRate }\n                  repairRetryRate { ...WorkerEvidenceExampleRate }\n                  humanRejectionRate { ...WorkerEvidenceExampleRate }\n                  rollbackRate { ...WorkerEvidenceExampleRate }\n                  policyBlockRate { ...WorkerEvidenceExampleRate }\n                  falseSuccessRate { ...WorkerEvidenceExampleRate }\n                  overrideRate { ...WorkerEvidenceExampleRate }\n                  explain(first: 10) {\n                    edges {\n                      node {\n                        attemptLedgerId\n                        firstAttemptSuccessRate { ...WorkerEvidenceExampleDecision }\n                        independentlyVerifiedPassRate { ...WorkerEvidenceExampleDecision }\n                        unverifiedCompletionRate { ...WorkerEvidenceExampleDecision }\n                        repairRetryRate { ...WorkerEvidenceExampleDecision }\n                        humanRejectionRate { ...WorkerEvidenceExampleDecision }\n                        rollbackRate { ...WorkerEvidenceExampleDecision }\n                        policyBlockRate { ...WorkerEvidenceExampleDecision }\n                        falseSuccessRate { ...WorkerEvidenceExampleDecision }\n                        overrideRate { ...WorkerEvidenceExampleDecision }\n                      }\n                    }\n                  }\n                }\n              }\n            }\n          }\n          ... on ValidationError { message }\n        }\n      }\n    ": typeof types.WorkerEvidenceExampleDocument,
    "\n  mutation WriteLookupPlansBatch($inputs: [RecordAttemptInput!]!) {\n    recordAttempts(inputs: $inputs) { __typename ... on RecordAttemptsSuccess { recordedCount } }\n  }\n": typeof types.WriteLookupPlansBatchDocument,
    "\n  mutation BackendKillsRecordMany($inputs: [RecordAttemptInput!]!) {\n    recordAttempts(inputs: $inputs) { __typename ... on RecordAttemptsSuccess { results { result { __typename } } } ... on Error { message } }\n  }\n": typeof types.BackendKillsRecordManyDocument,
    "\n  query BackendKillsAttempts($projectId: String!) { attempts(projectId: $projectId, first: 50) { edges { node { ledgerId outcomeCode cohort { ledgerId } } } } }\n": typeof types.BackendKillsAttemptsDocument,
    "\n  query BackendKillsCohorts($projectId: String!) { cohorts(projectId: $projectId, first: 50) { edges { node { ledgerId capabilityKey attemptCount } } } }\n": typeof types.BackendKillsCohortsDocument,
    "\n  mutation CrashRestartRecordMany($inputs: [RecordAttemptInput!]!) {\n    recordAttempts(inputs: $inputs) { __typename ... on RecordAttemptsSuccess { recordedCount } }\n  }\n": typeof types.CrashRestartRecordManyDocument,
    "\n  query CrashRestartAttempts($projectId: String!) { attempts(projectId: $projectId, first: 100) { edges { node { outcomeId } } } }\n": typeof types.CrashRestartAttemptsDocument,
    "mutation DurabilityRecordBatch($inputs: [RecordAttemptInput!]!) { recordAttempts(inputs: $inputs) {\n  __typename ... on RecordAttemptsSuccess { recordedCount results { result { __typename ... on RecordAttemptSuccess { replayed } } } } } }": typeof types.DurabilityRecordBatchDocument,
    "\n  query EvidenceBundlesBundle($id: ID!, $validUntil: DateTime!, $window: WindowInput, $asOf: DateTime, $minSamples: Int, $kept: [Int!]) {\n    evidenceBundle(cohortId: $id, validUntil: $validUntil, window: $window, asOf: $asOf, minSamples: $minSamples, consistencyFrom: $kept) {\n      __typename\n      ... on EvidenceBundle { envelope keyId issuedAt validUntil rowCount attemptCount evidenceDigests checkpoint { treeSize rootHash issuedAt keyId envelope } }\n      ... on ValidationError { message issues { path message } }\n      ... on CheckpointPendingError { message code latestTreeSize }\n    }\n  }": typeof types.EvidenceBundlesBundleDocument,
    "\n  fragment EvidenceBundlesEffort on EffortPerVerifiedSuccess {\n    measure status estimate lower upper variance total currency currencies verifiedPasses attempts unknownAttempts tasks\n  }": typeof types.EvidenceBundlesEffortFragmentDoc,
    "\n  query EvidenceBundlesReport($id: ID!) {\n    reliability(cohortId: $id, minSamples: 1) {\n      __typename\n      ... on ReliabilityReport {\n        evidenceDigest sampleSize asOf passK { k estimate lower upper tasks }\n        costPerVerifiedSuccess { ...EvidenceBundlesEffort } tokensPerVerifiedSuccess { ...EvidenceBundlesEffort } timePerVerifiedSuccess { ...EvidenceBundlesEffort }\n      }\n    }\n  }": typeof types.EvidenceBundlesReportDocument,
    "\n  query EvidenceBundlesKey { transparencyKey { publicKeyPem } }": typeof types.EvidenceBundlesKeyDocument,
    "\n  query EvidenceBundlesAttemptEffort($id: ID!) {\n    node(id: $id) { __typename ... on Attempt { ledgerId effort { inputTokens outputTokens cost { micros currency } harnessWallTimeMs } } }\n  }": typeof types.EvidenceBundlesAttemptEffortDocument,
    "\n    query EvidenceBundlesWorker($p: String!, $w: String!, $c: String!, $v: DateTime!, $m: Int) {\n      workerEvidenceBundle(projectId: $p, workerRef: $w, capabilityKey: $c, validUntil: $v, minSamples: $m) {\n        __typename\n        ... on EvidenceBundle { envelope rowCount attemptCount evidenceDigests }\n        ... on ValidationError { issues { path message } }\n      }\n    }": typeof types.EvidenceBundlesWorkerDocument,
    "\n    query EvidenceBundlesWorkerEvidence($p: String!, $a: DateTime) {\n      workerEvidence(projectId: $p, workerRef: \"worker-alpha\", capabilityKey: \"code.edit.typescript\", minSamples: 1, asOf: $a) {\n        __typename\n        ... on WorkerEvidenceConnection { edges { node { cohort { ledgerId } report { sampleSize evidenceDigest state } } } }\n      }\n    }": typeof types.EvidenceBundlesWorkerEvidenceDocument,
    "\n    query EvidenceBundlesRecomputedReport($id: ID!, $w: WindowInput, $a: DateTime, $m: Int) {\n      reliability(cohortId: $id, window: $w, asOf: $a, minSamples: $m) {\n        __typename\n        ... on ReliabilityReport {\n          ...ReliabilityReportFields\n          costPerVerifiedSuccess { ...EvidenceBundlesEffort } tokensPerVerifiedSuccess { ...EvidenceBundlesEffort } timePerVerifiedSuccess { ...EvidenceBundlesEffort }\n        }\n      }\n    }": typeof types.EvidenceBundlesRecomputedReportDocument,
    "\n  mutation GradedSummaryMemoryRecord($inputs: [RecordAttemptInput!]!) {\n    recordAttempts(inputs: $inputs) {\n      __typename\n      ... on RecordAttemptsSuccess { results { result { __typename ... on RecordAttemptSuccess { attempts { id cohort { id } } } } } }\n      ... on Error { message }\n    }\n  }\n": typeof types.GradedSummaryMemoryRecordDocument,
    "\n      query GradingCliStarterRubric {\n        rubrics(domain: \"rag-answer\") { edges { node { digest version threshold registeredBy criteria { id required levels { level descriptor howToRaise } } } } }\n      }\n    ": typeof types.GradingCliStarterRubricDocument,
    "\n  mutation ImportRecordBatch($inputs: [RecordAttemptInput!]!) {\n    recordAttempts(inputs: $inputs) { __typename ... on RecordAttemptsSuccess { recordedCount } }\n  }\n": typeof types.ImportRecordBatchDocument,
    "\n  query PythonBundleVerifierCohortBundle($id: ID!, $v: DateTime!, $w: WindowInput, $a: DateTime, $m: Int) {\n    evidenceBundle(cohortId: $id, validUntil: $v, window: $w, asOf: $a, minSamples: $m) {\n      __typename ... on EvidenceBundle { envelope } ... on ValidationError { message } ... on CheckpointPendingError { message }\n    }\n  }": typeof types.PythonBundleVerifierCohortBundleDocument,
    "\n  query PythonBundleVerifierWorkerBundle($p: String!, $k: String!, $v: DateTime!, $w: WindowInput, $a: DateTime, $m: Int) {\n    workerEvidenceBundle(projectId: $p, workerRef: \"worker-alpha\", capabilityKey: $k, validUntil: $v, window: $w, asOf: $a, minSamples: $m) {\n      __typename ... on EvidenceBundle { envelope } ... on ValidationError { message } ... on CheckpointPendingError { message }\n    }\n  }": typeof types.PythonBundleVerifierWorkerBundleDocument,
    "\n  query ReplicaCohorts { cohorts(first: 50) { edges { node { ledgerId attemptCount } } } }\n": typeof types.ReplicaCohortsDocument,
    "query ProjectCohorts($projectId: String) { cohorts(first: 5, projectId: $projectId) { edges { node { id ledgerId } } } }": typeof types.ProjectCohortsDocument,
    "\n  query AttestationReport($id: ID!, $asOf: DateTime) {\n    reliability(cohortId: $id, minSamples: 1, asOf: $asOf) {\n      __typename\n      ... on ReliabilityReport {\n        cohortId asOf settledThrough final state minSamples sampleSize evidenceDigest evidenceRowCount window { lastDays lastAttempts }\n        attestation { issuedAt keyId envelope checkpoint { treeSize rootHash issuedAt keyId } }\n      }\n    }\n  }\n": typeof types.AttestationReportDocument,
    "\n  query AttestationServedKey { transparencyKey { keyId publicKeyPem } checkpoint { treeSize rootHash issuedAt keyId } }\n": typeof types.AttestationServedKeyDocument,
    "\n  query AttestationInclusion($table: LedgerTable!, $key: String!, $size: Int) {\n    inclusionProof(table: $table, key: $key, treeSize: $size) { leafIndex treeSize leafHash leafData auditPath checkpoint { rootHash } }\n  }\n": typeof types.AttestationInclusionDocument,
    "\n  mutation AttestationCreateCheckpoint { createCheckpoint { __typename ... on CreateCheckpointSuccess { checkpoint { treeSize } } } }\n": typeof types.AttestationCreateCheckpointDocument,
    "\n  query WitnessProcessKey { transparencyKey { noteVkey } }\n": typeof types.WitnessProcessKeyDocument,
    "\n  mutation WitnessProcessCreateCheckpoint { createCheckpoint { __typename ... on CreateCheckpointSuccess { checkpoint { treeSize rootHash } } } }\n": typeof types.WitnessProcessCreateCheckpointDocument,
    "\n  mutation WitnessProcessRegisterWitness($v: String!) { registerWitness(vkey: $v) { __typename ... on Witness { name } } }\n": typeof types.WitnessProcessRegisterWitnessDocument,
    "\n  query WitnessProcessCheckpoint { checkpoint { treeSize note cosignatures } }\n": typeof types.WitnessProcessCheckpointDocument,
    "\n  query WitnessProcessWorkerBundle($p: String!, $v: DateTime!) {\n    workerEvidenceBundle(projectId: $p, workerRef: \"worker-alpha\", capabilityKey: \"code.edit.typescript\", validUntil: $v, minSamples: 1) {\n      __typename ... on EvidenceBundle { envelope } } }\n": typeof types.WitnessProcessWorkerBundleDocument,
};
const documents: Documents = {
    "query DashboardOverview($projectId: String!, $asOf: DateTime) {\n  reliabilityOverview(projectId: $projectId, asOf: $asOf) { __typename ... on ReliabilityOverviewConnection { asOf edges { node {\n    cohort { ledgerId } state sampleSize minSamples consecutiveVerifiedPasses evidenceDigest criticalFailures { count }\n    independentlyVerifiedPassRate { value lower upper } } } } }\n}": types.DashboardOverviewDocument,
    "query DashboardCohortLineage($id: ID!) {\n      cohortLineage(cohortId: $id) { cohort { createdAt ledgerId } relatives { cohort { createdAt ledgerId } } } }": types.DashboardCohortLineageDocument,
    "query DashboardTrendWindow($id: ID!, $asOf: DateTime) {\n            reliability(cohortId: $id, asOf: $asOf) { __typename ... on ReliabilityReport { window { start } } } }": types.DashboardTrendWindowDocument,
    "query DashboardTrendSeries($id: ID!, $from: DateTime!, $to: DateTime) {\n            reliabilitySeries(cohortId: $id, bucket: WEEK, from: $from, to: $to, minSamples: 3) {\n              __typename ... on ReliabilitySeries { points { start independentlyVerifiedPassRate { value } } } } }": types.DashboardTrendSeriesDocument,
    "query DashboardGradedSummary($id: ID!, $rubric: String!, $asOf: DateTime) {\n            gradedSummary(cohortId: $id, rubricDigest: $rubric, asOf: $asOf) { __typename ... on GradedSummary {\n              state sampleSize minSamples attemptsInWindow regradedCount notIndependentCount meanChangeAfterRework\n              reworkRecommendedRate { numerator denominator value lower upper }\n              humanAgreementRate { numerator denominator value lower upper }\n              humanAgreement { passAccepted passRejected failAccepted failRejected }\n              criteria { criterionId scored distribution { level count } belowThresholdRate { numerator denominator value lower upper }\n                reworkPairs meanChangeAfterRework } } } }": types.DashboardGradedSummaryDocument,
    "query DashboardAttemptGradings($id: ID!) { attempt(id: $id) {\n          gradedVerifications { ledgerId round graderModel gradedPass reworkRecommended belowThreshold scores { criterionId score } } } }": types.DashboardAttemptGradingsDocument,
    "query DashboardPredecessorComparison($a: ID!, $b: ID!, $asOf: DateTime) {\n            cohortComparison(a: $a, b: $b, asOf: $asOf, minSamples: 5) { __typename ... on CohortComparison {\n              a { state } b { state } independentlyVerifiedPassRate { difference } falseSuccessRate { difference } overrideRate { difference } } } }": types.DashboardPredecessorComparisonDocument,
    "query DashboardCostPlot($a: ID!, $b: ID!, $asOf: DateTime) {\n        reliability(cohortId: $b, asOf: $asOf, minSamples: 5) { __typename ... on ReliabilityReport {\n          state independentlyVerifiedPassRate { value lower upper }\n          costPerVerifiedSuccess { ...DashboardEffortFigure } tokensPerVerifiedSuccess { ...DashboardEffortFigure }\n          timePerVerifiedSuccess { ...DashboardEffortFigure } } }\n        cohortComparison(a: $a, b: $b, asOf: $asOf, minSamples: 5) { __typename ... on CohortComparison { independentlyVerifiedPassRate { a { value } }\n          costPerVerifiedSuccess { status ratio lower upper a { estimate } } tokensPerVerifiedSuccess { ratio } timePerVerifiedSuccess { ratio } } }\n      }\n      fragment DashboardEffortFigure on EffortPerVerifiedSuccess { measure status estimate lower upper total currency verifiedPasses attempts }": types.DashboardCostPlotDocument,
    "query DashboardAlertSubject($id: ID!) {\n          cohort(id: $id) { capabilityKey provider model runtimeVersion harnessVersion policyVersion } }": types.DashboardAlertSubjectDocument,
    "query DashboardAlertReportDigest($id: ID!, $asOf: DateTime) {\n            reliability(cohortId: $id, asOf: $asOf) { __typename ... on ReliabilityReport { evidenceDigest } } }": types.DashboardAlertReportDigestDocument,
    "query DashboardAgreementRates($p: String!, $asOf: DateTime) {\n            agreementRates(projectId: $p, asOf: $asOf) { __typename ... on AgreementRatesReport {\n              lanes { lane allTiers { waiveCount falsePassRate { value } } tiers { riskTier waiveCount } } } } }": types.DashboardAgreementRatesDocument,
    "\n  query AccessSchemaShape {\n    __schema { queryType { name } mutationType { name }\n      types { name kind interfaces { name } possibleTypes { name }\n              fields { name type { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } } } } } }\n  }\n": types.AccessSchemaShapeDocument,
    "\n  mutation AppendAdjudication($input: AppendAdjudicationInput!) {\n    appendAdjudication(input: $input) {\n      __typename\n      ... on AppendAdjudicationSuccess { replayed adjudication { id ledgerId seq kind actorRef contentDigest recordedAt } }\n      ... on Error { message }\n      ... on ValidationError { issues { path message } }\n      ... on IdempotencyConflictError { idempotencyKey existingDigest submittedDigest }\n    }\n  }\n": types.AppendAdjudicationDocument,
    "\n  query AttemptAdjudications($id: ID!) {\n    attempt(id: $id) { ledgerId adjudications(first: 100) { totalCount edges { node { seq kind actorRef idempotencyKey evidenceDigests } } } }\n  }\n": types.AttemptAdjudicationsDocument,
    "\n  fragment AgreementsDecisionFields on AgreementDecision {\n    projectId decisionId\n    proposal { prRef lane riskTier agentRef guardrailVerdict guardrailConfidence guardrailChecks { checkKey result }\n               property workflowSlug phase artifactRef proposalDigest recordedBy recordedAt contentDigest }\n    review { humanVerdict agreement reviewerRef reasonDigest proposalToMergeDiffDigest humanReviewLatencySeconds\n             recordedBy recordedAt contentDigest }\n    postMergeOutcome { revision outcomeKey outcome evidenceDigest recordedBy recordedAt contentDigest }\n    postMergeRevisions { revision outcomeKey outcome evidenceDigest recordedBy recordedAt contentDigest }\n  }\n": types.AgreementsDecisionFieldsFragmentDoc,
    "\n  mutation AgreementsRecordEvent($input: RecordAgreementEventInput!) {\n    recordAgreementEvent(input: $input) {\n      __typename\n      ... on RecordAgreementEventSuccess {\n        replayed eventType revision contentDigest recordedBy recordedAt decision { ...AgreementsDecisionFields }\n      }\n      ... on Error { message }\n      ... on ValidationError { issues { path message } }\n      ... on IdempotencyConflictError { idempotencyKey existingDigest submittedDigest }\n    }\n  }\n": types.AgreementsRecordEventDocument,
    "\n  query AgreementsDecision($projectId: String!, $decisionId: String!, $asOf: DateTime) {\n    agreementDecision(projectId: $projectId, decisionId: $decisionId, asOf: $asOf) {\n      __typename\n      ... on AgreementDecision { ...AgreementsDecisionFields }\n      ... on ValidationError { message issues { path message } }\n    }\n  }\n": types.AgreementsDecisionDocument,
    "\n  fragment AgreementsRatesRow on AgreementRates {\n    riskTier state sampleSize reviewedDecisions truePass falsePass trueFail falseFail waiveCount merges\n    falsePassRate { numerator denominator value lower upper }\n    falseFailRate { numerator denominator value lower upper }\n    postMergeRegressionRate { numerator denominator value lower upper }\n    postMerge { clean regression reverted awaitingOutcome }\n    eligibleForPromotion promotionBlockedBy evidenceDigest\n    lifetime {\n      firstReviewedAt kept truePass falsePass trueFail falseFail waiveCount\n      falsePassRate { numerator denominator value lower upper anytimeLowerBound anytimeUpperBound } evidenceDigest\n    }\n  }\n": types.AgreementsRatesRowFragmentDoc,
    "\n  query AgreementsRates($projectId: String!, $lane: String, $riskTier: RiskTier, $window: WindowInput, $asOf: DateTime, $minSamples: Int,\n                        $minGuardrailConfidence: Float, $targetFalsePassUpper: Float, $bound: RateBound) {\n    agreementRates(projectId: $projectId, lane: $lane, riskTier: $riskTier, window: $window, asOf: $asOf, minSamples: $minSamples,\n                   minGuardrailConfidence: $minGuardrailConfidence, targetFalsePassUpper: $targetFalsePassUpper, bound: $bound) {\n      __typename\n      ... on AgreementRatesReport {\n        projectId asOf settledThrough final minSamples minGuardrailConfidence targetFalsePassUpper bound window { lastDays lastAttempts }\n        lanes {\n          lane\n          allTiers { ...AgreementsRatesRow }\n          tiers { ...AgreementsRatesRow }\n        }\n      }\n      ... on Error { message }\n      ... on ValidationError { issues { path message } }\n    }\n  }\n": types.AgreementsRatesDocument,
    "\n  query AgreementsConfidenceCurve($projectId: String!, $lane: String!, $riskTier: RiskTier, $window: WindowInput, $asOf: DateTime,\n                                  $targetFalsePassUpper: Float!, $bound: RateBound) {\n    agreementConfidenceCurve(projectId: $projectId, lane: $lane, riskTier: $riskTier, window: $window, asOf: $asOf,\n                             targetFalsePassUpper: $targetFalsePassUpper, bound: $bound) {\n      __typename\n      ... on AgreementConfidenceCurve {\n        projectId lane riskTier asOf settledThrough final window { lastDays lastAttempts } targetFalsePassUpper gradedInWindow\n        points {\n          minGuardrailConfidence kept truePass falsePass trueFail falseFail waiveCount\n          falsePassRate { numerator denominator value lower upper } evidenceDigest\n          lifetime {\n            firstReviewedAt kept truePass falsePass trueFail falseFail waiveCount\n            falsePassRate { numerator denominator value lower upper anytimeLowerBound anytimeUpperBound } evidenceDigest\n          }\n        }\n        bound recommendedCutoff\n        deterministic {\n          kept truePass falsePass trueFail falseFail waiveCount falsePassRate { numerator denominator value lower upper } evidenceDigest\n        }\n        evidenceDigest\n      }\n      ... on Error { message }\n      ... on ValidationError { issues { path message } }\n    }\n  }\n": types.AgreementsConfidenceCurveDocument,
    "\n  fragment AlertRuleFields on AlertRule {\n    digest projectId kind capabilityKey model parameters rate threshold bound window { lastDays lastAttempts } minSamples\n    target periodDays longWindowMinutes shortWindowMinutes burnRateFactor lane riskTier actorRef createdAt retiredAt retiredBy\n  }\n": types.AlertRuleFieldsFragmentDoc,
    "\n  mutation CreateAlertRule($input: CreateAlertRuleInput!) {\n    createAlertRule(input: $input) {\n      __typename\n      ... on CreateAlertRuleSuccess { replayed rule { ...AlertRuleFields } }\n      ... on Error { message }\n      ... on ValidationError { issues { path message } }\n    }\n  }\n": types.CreateAlertRuleDocument,
    "\n  mutation RetireAlertRule($input: RetireAlertRuleInput!) {\n    retireAlertRule(input: $input) {\n      __typename\n      ... on RetireAlertRuleSuccess { replayed rule { ...AlertRuleFields } }\n      ... on Error { message }\n      ... on ValidationError { issues { path message } }\n    }\n  }\n": types.RetireAlertRuleDocument,
    "\n  query AlertRules($projectId: String!, $includeRetired: Boolean) {\n    alertRules(projectId: $projectId, includeRetired: $includeRetired) {\n      __typename\n      ... on AlertRulesSuccess { data { ...AlertRuleFields } }\n      ... on ValidationError { issues { path message } }\n    }\n  }\n": types.AlertRulesDocument,
    "\n  fragment AlertNodeFields on Alert { ledgerId projectId ruleDigest kind subject transitionAt reportDigest details raisedAt }\n": types.AlertNodeFieldsFragmentDoc,
    "\n  query Alerts($projectId: String!, $kind: AlertKind, $ruleDigest: String, $subject: String, $first: Int, $after: String) {\n    alerts(projectId: $projectId, kind: $kind, ruleDigest: $ruleDigest, subject: $subject, first: $first, after: $after) {\n      __typename\n      ... on AlertConnection { edges { cursor node { ...AlertNodeFields } } pageInfo { hasNextPage endCursor } }\n      ... on ValidationError { issues { path message } }\n    }\n  }\n": types.AlertsDocument,
    "\n  query ReworkQueue($projectId: String!, $state: ReworkState, $first: Int, $after: String) {\n    reworkQueue(projectId: $projectId, state: $state, first: $first, after: $after) {\n      __typename\n      ... on ReworkRequestConnection {\n        edges { node { ledgerId projectId attemptId rubricDigest gradingId gradingDigest criterionIds feedbackDigests requestedAt state open closedAt ageSeconds } }\n        pageInfo { hasNextPage endCursor }\n      }\n      ... on ValidationError { issues { path message } }\n    }\n  }\n": types.ReworkQueueDocument,
    "\n  mutation ServiceRecordMany($inputs: [RecordAttemptInput!]!) {\n    recordAttempts(inputs: $inputs) {\n      __typename\n      ... on RecordAttemptsSuccess { recordedCount results { result { __typename ... on RecordAttemptSuccess { replayed } } } }\n    }\n  }\n": types.ServiceRecordManyDocument,
    "\n  mutation RegisterRubric($input: RegisterRubricInput!) {\n    registerRubric(input: $input) {\n      __typename\n      ... on RegisterRubricSuccess { replayed rubric { digest domain version threshold registeredBy criteria { id required levels { level descriptorDigest descriptor raiseDigest howToRaise } } } }\n      ... on Error { message code }\n      ... on ValidationError { issues { path message } }\n      ... on IdempotencyConflictError { idempotencyKey existingDigest submittedDigest }\n    }\n  }\n": types.RegisterRubricDocument,
    "\n  mutation RecordGradedVerification($input: RecordGradedVerificationInput!) {\n    recordGradedVerification(input: $input) {\n      __typename\n      ... on RecordGradedVerificationSuccess {\n        replayed\n        gradedVerification { ledgerId attemptId rubricDigest round graderRef graderModel actorRef belowThreshold reworkRecommended independent gradedPass contentDigest recordedAt\n                             scores { criterionId score evidenceDigest feedbackDigest } }\n      }\n      ... on Error { message code }\n      ... on ValidationError { issues { path message } }\n      ... on IdempotencyConflictError { idempotencyKey existingDigest submittedDigest }\n    }\n  }\n": types.RecordGradedVerificationDocument,
    "\n  query AttemptGradings($id: ID!) {\n    attempt(id: $id) { ledgerId gradedVerifications { round graderRef graderModel belowThreshold reworkRecommended independent gradedPass\n                                                       scores { criterionId score } rubric { digest version } } }\n  }\n": types.AttemptGradingsDocument,
    "\n  query GradedSummary($cohortId: ID!, $rubricDigest: String!, $window: WindowInput, $asOf: DateTime, $minSamples: Int) {\n    gradedSummary(cohortId: $cohortId, rubricDigest: $rubricDigest, window: $window, asOf: $asOf, minSamples: $minSamples) {\n      __typename\n      ... on GradedSummary {\n        state asOf settledThrough final minSamples attemptsInWindow sampleSize regradedCount notIndependentCount\n        window { lastDays lastAttempts }\n        reworkRecommendedRate { numerator denominator value lower upper }\n        humanAgreementRate { numerator denominator value lower upper }\n        humanAgreement { passAccepted passRejected failAccepted failRejected }\n        meanChangeAfterRework\n        criteria { criterionId required scored distribution { level count } belowThresholdRate { numerator denominator value lower upper } reworkPairs meanChangeAfterRework }\n        graderCalibration {\n          graderModel independent\n          verdict { ...GradedCalibrationFields }\n          criteria { criterionId required calibration { ...GradedCalibrationFields } }\n        }\n        unresolvedDriftAttemptIds evidenceDigest evidenceRowCount\n      }\n      ... on ValidationError { message issues { path message } }\n    }\n  }\n  fragment GradedCalibrationFields on GradedCalibration { passAccepted passRejected failAccepted failRejected total rawAgreement expectedAgreement kappa }\n": types.GradedSummaryDocument,
    "\n  mutation StoreAnnotation($p: String!, $t: String!) {\n    storeAnnotation(projectId: $p, text: $t) { __typename ... on StoreAnnotationSuccess { annotation { digest } } ... on Error { message } }\n  }\n": types.StoreAnnotationDocument,
    "\n  mutation RecordAttempt($input: RecordAttemptInput!) {\n    recordAttempt(input: $input) {\n      __typename\n      ... on RecordAttemptSuccess {\n        replayed\n        attempts { id ledgerId capabilityKey multiplicity attemptGroupId outcomeDigest contentDigest recordedAt recordedBy\n                   cohort { id ledgerId fingerprint } }\n      }\n      ... on Error { message }\n      ... on ValidationError { issues { path message } }\n      ... on IdempotencyConflictError { idempotencyKey existingDigest submittedDigest }\n    }\n  }\n": types.RecordAttemptDocument,
    "\n  mutation SetProjectLabel($input: SetProjectLabelInput!) {\n    setProjectLabel(input: $input) {\n      __typename\n      ... on SetProjectLabelSuccess { replayed projectLabel { ledgerId projectId seq label idempotencyKey actorRef createdAt contentDigest } }\n      ... on Error { message code }\n      ... on ValidationError { issues { path message } }\n      ... on IdempotencyConflictError { idempotencyKey existingDigest submittedDigest }\n    }\n  }\n": types.SetProjectLabelDocument,
    "\n  query ProjectLabels($projectIds: [String!]!) {\n    projectLabels(projectIds: $projectIds) {\n      __typename\n      ... on ProjectLabels { labels { ledgerId projectId seq label actorRef createdAt contentDigest } }\n      ... on ValidationError { message issues { path message } }\n    }\n  }\n": types.ProjectLabelsDocument,
    "\n  fragment RateParts on Rate {\n    numerator denominator value lower upper clusteredLowerBound clusteredUpperBound effectiveSampleSize designEffect taskCount\n    anytimeLowerBound anytimeUpperBound\n  }\n": types.RatePartsFragmentDoc,
    "\n  fragment ReliabilityReportFields on ReliabilityReport {\n    cohortId state asOf settledThrough final minSamples sampleSize\n    window { lastDays lastAttempts start end } oldestFinishedAt newestFinishedAt\n    firstAttemptSuccessRate { ...RateParts }\n    independentlyVerifiedPassRate { ...RateParts }\n    unverifiedCompletionRate { ...RateParts }\n    repairRetryRate { ...RateParts }\n    humanRejectionRate { ...RateParts }\n    rollbackRate { ...RateParts }\n    policyBlockRate { ...RateParts }\n    falseSuccessRate { ...RateParts }\n    overrideRate { ...RateParts }\n    consecutiveVerifiedPasses\n    passK { k estimate lower upper tasks }\n    evidenceFreshness { lastVerifiedPassAt ageSeconds }\n    criticalFailures { count attempts { attemptId attemptLedgerId outcomeId attemptNumber outcomeCode stopReasonCode severity criticalFailureRecorded finishedAt inWindow } }\n    unresolvedDriftAttemptIds\n    verificationsNotCountedIndependent { unregistered withdrawn notIndependent }\n    evidenceDigest evidenceRowCount\n  }\n": types.ReliabilityReportFieldsFragmentDoc,
    "\n  query Reliability($cohortId: ID!, $window: WindowInput, $asOf: DateTime, $minSamples: Int) {\n    reliability(cohortId: $cohortId, window: $window, asOf: $asOf, minSamples: $minSamples) {\n      __typename\n      ... on ReliabilityReport { ...ReliabilityReportFields }\n      ... on ValidationError { message issues { path message } }\n    }\n  }\n": types.ReliabilityDocument,
    "\n  query Overview($projectId: String!, $capabilityKey: String, $window: WindowInput, $asOf: DateTime, $minSamples: Int, $first: Int, $after: String) {\n    reliabilityOverview(projectId: $projectId, capabilityKey: $capabilityKey, window: $window, asOf: $asOf, minSamples: $minSamples, first: $first, after: $after) {\n      __typename\n      ... on ReliabilityOverviewConnection {\n        asOf settledThrough final\n        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n        edges { cursor node { cohort { ledgerId capabilityKey model } ...ReliabilityReportFields } }\n      }\n      ... on ValidationError { message issues { path message } }\n    }\n  }\n": types.OverviewDocument,
    "\n  query Series($cohortId: ID!, $bucket: SeriesBucket!, $from: DateTime!, $to: DateTime, $minSamples: Int) {\n    reliabilitySeries(cohortId: $cohortId, bucket: $bucket, from: $from, to: $to, minSamples: $minSamples) {\n      __typename\n      ... on ReliabilitySeries {\n        cohortId bucket from to settledThrough final minSamples unresolvedDriftAttemptIds evidenceDigest\n        points {\n          start end state sampleSize criticalFailureCount\n          firstAttemptSuccessRate { ...RateParts }\n          independentlyVerifiedPassRate { ...RateParts }\n          unverifiedCompletionRate { ...RateParts }\n          repairRetryRate { ...RateParts }\n          humanRejectionRate { ...RateParts }\n          rollbackRate { ...RateParts }\n          policyBlockRate { ...RateParts }\n          falseSuccessRate { ...RateParts }\n          overrideRate { ...RateParts }\n        }\n      }\n      ... on ValidationError { message issues { path message } }\n    }\n  }\n": types.SeriesDocument,
    "\n  query WorkerEvidence($projectId: String!, $workerRef: String!, $capabilityKey: String, $window: WindowInput, $asOf: DateTime,\n                       $minSamples: Int, $first: Int, $after: String) {\n    workerEvidence(projectId: $projectId, workerRef: $workerRef, capabilityKey: $capabilityKey, window: $window, asOf: $asOf,\n                   minSamples: $minSamples, first: $first, after: $after) {\n      __typename\n      ... on WorkerEvidenceConnection {\n        asOf settledThrough final\n        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n        edges { cursor node {\n          workerRef\n          cohort { ledgerId capabilityKey scopeFingerprint runtimeFingerprint policyFingerprint provider model runtimeVersion harnessVersion policyVersion }\n          report { ...ReliabilityReportFields }\n        } }\n      }\n      ... on ValidationError { message issues { path message } }\n    }\n  }\n": types.WorkerEvidenceDocument,
    "\n  query TransparencyServedCheckpoint { checkpoint { treeSize rootHash issuedAt keyId envelope } }\n": types.TransparencyServedCheckpointDocument,
    "\n  mutation TransparencyEveryTableAnnotation($p: String!) {\n    storeAnnotation(projectId: $p, text: \"a reason\") { __typename ... on StoreAnnotationSuccess { annotation { digest } } }\n  }\n": types.TransparencyEveryTableAnnotationDocument,
    "\n  mutation TransparencyEveryTableAssignRework($i: AssignReworkInput!) { assignRework(input: $i) { __typename } }\n": types.TransparencyEveryTableAssignReworkDocument,
    "\n  mutation RegisterVerifier($input: RegisterVerifierInput!) {\n    registerVerifier(input: $input) {\n      __typename\n      ... on RegisterVerifierSuccess { replayed verifier { ledgerId projectId verifierRef kind model actorRef registeredAt contentDigest } }\n      ... on Error { message }\n      ... on ValidationError { issues { path message } }\n      ... on IdempotencyConflictError { idempotencyKey existingDigest submittedDigest }\n    }\n  }\n": types.RegisterVerifierDocument,
    "\n  mutation WithdrawVerifierTrust($input: WithdrawVerifierTrustInput!) {\n    withdrawVerifierTrust(input: $input) {\n      __typename\n      ... on WithdrawVerifierTrustSuccess {\n        replayed\n        withdrawal { ledgerId projectId verifierRef verdictsFrom verdictsUntil reasonDigest actorRef withdrawnAt contentDigest }\n      }\n      ... on Error { message }\n      ... on ValidationError { issues { path message } }\n      ... on IdempotencyConflictError { idempotencyKey existingDigest submittedDigest }\n    }\n  }\n": types.WithdrawVerifierTrustDocument,
    "\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      __typename\n      ... on CreateWebhookEndpointSuccess { secret replayed endpoint { ledgerId url kinds retiredAt } }\n      ... on Error { message code }\n    }\n  }\n": types.CreateWebhookEndpointDocument,
    "\n  mutation RetireWebhookEndpoint($input: RetireWebhookEndpointInput!) {\n    retireWebhookEndpoint(input: $input) { __typename ... on RetireWebhookEndpointSuccess { replayed endpoint { ledgerId retiredAt } } ... on Error { message code } }\n  }\n": types.RetireWebhookEndpointDocument,
    "\n  query WebhookEndpoints($projectId: String!) {\n    webhookEndpoints(projectId: $projectId) {\n      __typename\n      ... on WebhookEndpointsSuccess { data { ledgerId url kinds actorRef retiredAt } }\n      ... on Error { message code }\n    }\n  }\n": types.WebhookEndpointsDocument,
    "\n  query WebhookDeliveries($projectId: String!, $status: WebhookDeliveryStatus, $first: Int, $after: String) {\n    webhookDeliveries(projectId: $projectId, status: $status, first: $first, after: $after) {\n      __typename\n      ... on WebhookDeliveryConnection {\n        edges { cursor node { ledgerId endpointId alertId sequence status attempts { attempt outcome failure httpStatus actorRef attemptedAt } } }\n        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n      }\n      ... on Error { message code }\n    }\n  }\n": types.WebhookDeliveriesDocument,
    "\n  mutation RedeliverWebhook($input: RedeliverWebhookInput!) {\n    redeliverWebhook(input: $input) {\n      __typename\n      ... on RedeliverWebhookSuccess { requested delivery { ledgerId status attempts { attempt outcome actorRef } } }\n      ... on Error { message code }\n    }\n  }\n": types.RedeliverWebhookDocument,
    "\n    mutation AccessFixtureNote($p: String!, $t: String!) {\n      storeAnnotation(projectId: $p, text: $t) { __typename ... on StoreAnnotationSuccess { annotation { digest } } }\n    }\n  ": types.AccessFixtureNoteDocument,
    "query AccessCohorts($p: String) { cohorts(projectId: $p) { edges { node { id } } } }": types.AccessCohortsDocument,
    "query AccessCohort($id: ID!) { cohort(id: $id) { id } }": types.AccessCohortDocument,
    "query AccessAttempts { attempts(first: 5) { edges { node { id } } } }": types.AccessAttemptsDocument,
    "query AccessAdjudications { adjudications(first: 5) { edges { node { id kind } } } }": types.AccessAdjudicationsDocument,
    "query AccessAttempt($id: ID!) { attempt(id: $id) { id } }": types.AccessAttemptDocument,
    "query AccessCohortLineage($id: ID!) { cohortLineage(cohortId: $id) { cohort { id } } }": types.AccessCohortLineageDocument,
    "query AccessReliability($id: ID!) { reliability(cohortId: $id) { __typename } }": types.AccessReliabilityDocument,
    "query AccessReliabilityOverview($p: String!) { reliabilityOverview(projectId: $p) { __typename ... on ReliabilityOverviewConnection { edges { node { cohortId } } } } }": types.AccessReliabilityOverviewDocument,
    "query AccessWorkerEvidence($p: String!) { workerEvidence(projectId: $p, workerRef: \"worker-alpha\") { __typename ... on WorkerEvidenceConnection { edges { node { cohort { id } report { cohortId } } } } } }": types.AccessWorkerEvidenceDocument,
    "query AccessReliabilitySeries($id: ID!, $from: DateTime!) { reliabilitySeries(cohortId: $id, bucket: DAY, from: $from) { __typename } }": types.AccessReliabilitySeriesDocument,
    "query AccessCohortComparison($id: ID!) { cohortComparison(a: $id, b: $id) { __typename } }": types.AccessCohortComparisonDocument,
    "query AccessPairedComparison($id: ID!) { pairedComparison(cohortId: $id, otherCohortId: $id, margin: 0.1) { __typename } }": types.AccessPairedComparisonDocument,
    "query AccessNode($id: ID!) { node(id: $id) { id } }": types.AccessNodeDocument,
    "query AccessScopeFingerprint { scopeFingerprint(scope: { rootRef: \"r\" }) { __typename } }": types.AccessScopeFingerprintDocument,
    "mutation AccessRecordAttempts($inputs: [RecordAttemptInput!]!) { recordAttempts(inputs: $inputs) { __typename\n           ... on RecordAttemptsSuccess { results { result { __typename } } } } }": types.AccessRecordAttemptsDocument,
    "mutation AccessStoreAnnotation($p: String!, $t: String!) { storeAnnotation(projectId: $p, text: $t) { __typename } }": types.AccessStoreAnnotationDocument,
    "query AccessAnnotation($p: String!, $d: String!) { annotation(projectId: $p, digest: $d) { digest } }": types.AccessAnnotationDocument,
    "mutation AccessRedactAnnotation($p: String!, $d: String!) { redactAnnotation(projectId: $p, digest: $d) { __typename } }": types.AccessRedactAnnotationDocument,
    "query AccessRubrics { rubrics { edges { node { digest } } } }": types.AccessRubricsDocument,
    "query AccessRubric($d: String!) { rubric(digest: $d) { digest criteria { id } } }": types.AccessRubricDocument,
    "query AccessWithdrawalImpact($id: ID!) { withdrawalImpact(withdrawalId: $id, minSamples: 1) { __typename ... on WithdrawalImpact { cohorts { cohortId } } } }": types.AccessWithdrawalImpactDocument,
    "query AccessTransparencyKey { transparencyKey { keyId } }": types.AccessTransparencyKeyDocument,
    "query AccessCheckpoint { checkpoint { treeSize rootHash } }": types.AccessCheckpointDocument,
    "query AccessWitnesses { witnesses { name } }": types.AccessWitnessesDocument,
    "mutation AccessAddCosignature($s: Int!) { addCosignature(treeSize: $s, cosignature: \"— nobody AAAA\") { __typename } }": types.AccessAddCosignatureDocument,
    "query AccessConsistencyProof($s: Int!) { consistencyProof(fromSize: $s, toSize: $s) { proof } }": types.AccessConsistencyProofDocument,
    "query AccessInclusionProof($k: String!) { inclusionProof(table: ATTEMPT, key: $k) { leafIndex } }": types.AccessInclusionProofDocument,
    "query AccessEvidenceBundle($id: ID!, $v: DateTime!) { evidenceBundle(cohortId: $id, validUntil: $v) { __typename } }": types.AccessEvidenceBundleDocument,
    "query AccessWorkerEvidenceBundle($p: String!, $v: DateTime!) { workerEvidenceBundle(projectId: $p, workerRef: \"worker-alpha\", capabilityKey: \"code.edit.typescript\", validUntil: $v) { __typename } }": types.AccessWorkerEvidenceBundleDocument,
    "mutation AccessCreateAlertRule($i: CreateAlertRuleInput!) { createAlertRule(input: $i) { __typename } }": types.AccessCreateAlertRuleDocument,
    "mutation AccessRetireAlertRule($i: RetireAlertRuleInput!) { retireAlertRule(input: $i) { __typename } }": types.AccessRetireAlertRuleDocument,
    "query AccessAlertRules($p: String!) { alertRules(projectId: $p) { __typename ... on AlertRulesSuccess { data { digest projectId } } } }": types.AccessAlertRulesDocument,
    "query AccessAlerts($p: String!) { alerts(projectId: $p) { __typename ... on AlertConnection { edges { node { ledgerId projectId } } } } }": types.AccessAlertsDocument,
    "query AccessReworkQueue($p: String!) { reworkQueue(projectId: $p) { __typename ... on ReworkRequestConnection { edges { node { ledgerId projectId } } } } }": types.AccessReworkQueueDocument,
    "mutation AccessAssignRework($i: AssignReworkInput!) { assignRework(input: $i) { __typename } }": types.AccessAssignReworkDocument,
    "mutation AccessCreateCheckpoint { createCheckpoint { __typename } }": types.AccessCreateCheckpointDocument,
    "\n      query AccessRootFields { __schema { queryType { fields { name } } mutationType { fields { name } } } }\n    ": types.AccessRootFieldsDocument,
    "\n      query AdjudicationsPage($id: ID!, $first: Int, $after: String) {\n        attempt(id: $id) { adjudications(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { seq } } } }\n      }\n    ": types.AdjudicationsPageDocument,
    "\n      mutation AdjudicationsDriftBatch($inputs: [RecordAttemptInput!]!) {\n        recordAttempts(inputs: $inputs) {\n          __typename\n          ... on RecordAttemptsSuccess { results { result { __typename ... on RecordAttemptSuccess { attempts { id } } } } }\n          ... on Error { message }\n        }\n      }\n    ": types.AdjudicationsDriftBatchDocument,
    "\n  query AgreementsAccessDecision($p: String!, $d: String!) { agreementDecision(projectId: $p, decisionId: $d) { __typename } }\n": types.AgreementsAccessDecisionDocument,
    "\n  query AgreementsAccessDecisions {\n    agreementDecisions(first: 5) { __typename ... on AgreementDecisionsConnection { totalCount } }\n  }\n": types.AgreementsAccessDecisionsDocument,
    "\n  query AgreementsAccessPublished {\n    publishedAgreements(first: 5) { __typename ... on PublishedAgreementsConnection { totalCount } }\n  }\n": types.AgreementsAccessPublishedDocument,
    "\n  query AgreementsAccessDesignatedProperties { designatedProperties }\n": types.AgreementsAccessDesignatedPropertiesDocument,
    "\n  query AgreementsAccessRootFields { __schema { queryType { fields { name } } mutationType { fields { name } } } }\n": types.AgreementsAccessRootFieldsDocument,
    "\n  query AgreementsPublishPublished($projectId: String, $lane: String, $property: String, $first: Int, $after: String, $last: Int, $before: String) {\n    publishedAgreements(projectId: $projectId, lane: $lane, property: $property, first: $first, after: $after, last: $last, before: $before) {\n      __typename\n      ... on PublishedAgreementsConnection {\n        totalCount\n        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n        edges { cursor node { ...AgreementsDecisionFields } }\n      }\n      ... on ValidationError { message issues { path message } }\n    }\n  }\n": types.AgreementsPublishPublishedDocument,
    "\n  mutation AgreementsPublishDesignate($property: String!) {\n    designateProperty(property: $property) {\n      __typename\n      ... on PropertyDesignationChange { property action designated changed recordedBy recordedAt }\n      ... on Error { message }\n    }\n  }\n": types.AgreementsPublishDesignateDocument,
    "\n  mutation AgreementsPublishWithdraw($property: String!) {\n    withdrawPropertyDesignation(property: $property) {\n      __typename\n      ... on PropertyDesignationChange { property action designated changed recordedBy recordedAt }\n      ... on Error { message }\n    }\n  }\n": types.AgreementsPublishWithdrawDocument,
    "\n  query AgreementsPublishDesignatedProperties { designatedProperties }\n": types.AgreementsPublishDesignatedPropertiesDocument,
    "\n      query AgreementsPublishUnguarded($projectId: String) {\n        agreementDecisions(projectId: $projectId, first: 1) { __typename ... on AgreementDecisionsConnection { edges { cursor node { proposal { property } } } } }\n      }\n    ": types.AgreementsPublishUnguardedDocument,
    "\n      query AgreementsPublishUnguardedCount($projectId: String) {\n        agreementDecisions(projectId: $projectId, first: 50) { __typename ... on AgreementDecisionsConnection { totalCount } }\n      }\n    ": types.AgreementsPublishUnguardedCountDocument,
    "\n    query AgreementsList($projectId: String, $lane: String, $first: Int, $after: String, $last: Int, $before: String) {\n      agreementDecisions(projectId: $projectId, lane: $lane, first: $first, after: $after, last: $last, before: $before) {\n        __typename\n        ... on AgreementDecisionsConnection {\n          totalCount\n          pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n          edges { cursor node { ...AgreementsDecisionFields } }\n        }\n        ... on ValidationError { message issues { path message } }\n      }\n    }\n  ": types.AgreementsListDocument,
    "\n  query AlertsReport($id: ID!, $asOf: DateTime, $window: WindowInput, $minSamples: Int) {\n    reliability(cohortId: $id, asOf: $asOf, window: $window, minSamples: $minSamples) {\n      __typename\n      ... on ReliabilityReport { state final sampleSize evidenceDigest criticalFailures { count }\n        unverifiedCompletionRate { numerator denominator value lower upper anytimeLowerBound } }\n      ... on ValidationError { message }\n    }\n  }\n": types.AlertsReportDocument,
    "\n      query AlertsReportAt($id: ID!, $asOf: DateTime) {\n        reliability(cohortId: $id, asOf: $asOf, minSamples: 2) {\n          __typename\n          ... on ReliabilityReport { evidenceDigest independentlyVerifiedPassRate { numerator denominator lower } }\n          ... on ValidationError { message }\n        }\n      }\n    ": types.AlertsReportAtDocument,
    "\n  mutation AnnotationCredentialsStore($project: String!, $text: String!) {\n    storeAnnotation(projectId: $project, text: $text) {\n      __typename\n      ... on StoreAnnotationSuccess { annotation { digest } }\n      ... on ValidationError { message issues { path message } }\n    }\n  }\n": types.AnnotationCredentialsStoreDocument,
    "\n  mutation AnnotationsStore($p: String!, $text: String!) {\n    storeAnnotation(projectId: $p, text: $text) {\n      __typename\n      ... on StoreAnnotationSuccess { replayed annotation { projectId digest byteLength storedBy storedAt text redacted } }\n      ... on ValidationError { issues { path message } }\n      ... on Error { message }\n    }\n  }\n": types.AnnotationsStoreDocument,
    "\n  query AnnotationsRead($p: String!, $d: String!) {\n    annotation(projectId: $p, digest: $d) { projectId digest storedBy text redacted redactedBy redactedAt }\n  }\n": types.AnnotationsReadDocument,
    "\n  mutation AnnotationsRedact($p: String!, $d: String!) {\n    redactAnnotation(projectId: $p, digest: $d) {\n      __typename\n      ... on RedactAnnotationSuccess { changed annotation { projectId digest text redacted redactedBy } }\n      ... on Error { message }\n    }\n  }\n": types.AnnotationsRedactDocument,
    "\n  mutation RecordWithEffort($input: RecordAttemptInput!) {\n    recordAttempt(input: $input) {\n      __typename\n      ... on RecordAttemptSuccess {\n        replayed\n        attempts { id outcomeDigest cohort { ledgerId } effort { inputTokens outputTokens cost { micros currency } harnessWallTimeMs } }\n      }\n      ... on ValidationError { issues { path message } }\n      ... on IdempotencyConflictError { existingDigest submittedDigest }\n    }\n  }\n": types.RecordWithEffortDocument,
    "\n  query EffortReport($cohortId: ID!, $asOf: DateTime, $minSamples: Int) {\n    reliability(cohortId: $cohortId, asOf: $asOf, minSamples: $minSamples) {\n      __typename\n      ... on ReliabilityReport {\n        state final evidenceDigest\n        independentlyVerifiedPassRate { numerator denominator }\n        costPerVerifiedSuccess { ...EffortPerSuccessFields }\n        tokensPerVerifiedSuccess { ...EffortPerSuccessFields }\n        timePerVerifiedSuccess { ...EffortPerSuccessFields }\n      }\n      ... on Error { message }\n    }\n  }\n  fragment EffortPerSuccessFields on EffortPerVerifiedSuccess {\n    measure status estimate lower upper total currency currencies verifiedPasses attempts unknownAttempts tasks\n  }\n": types.EffortReportDocument,
    "\n  query EffortComparison($a: ID!, $b: ID!, $minSamples: Int) {\n    cohortComparison(a: $a, b: $b, minSamples: $minSamples) {\n      __typename\n      ... on CohortComparison {\n        a { state } b { state }\n        costPerVerifiedSuccess { ...EffortRatioFields }\n        tokensPerVerifiedSuccess { ...EffortRatioFields }\n        timePerVerifiedSuccess { ...EffortRatioFields }\n      }\n      ... on Error { message }\n    }\n  }\n  fragment EffortRatioFields on EffortRatio {\n    measure status ratio lower upper currency a { estimate variance status currencies } b { estimate variance status currencies }\n  }\n": types.EffortComparisonDocument,
    "\n  mutation EvidenceReadsRecord($inputs: [RecordAttemptInput!]!) {\n    recordAttempts(inputs: $inputs) { __typename ... on RecordAttemptsSuccess { recordedCount } ... on Error { message } }\n  }\n": types.EvidenceReadsRecordDocument,
    "\n  mutation EvidenceScanPlansBatch($inputs: [RecordAttemptInput!]!) {\n    recordAttempts(inputs: $inputs) { __typename ... on RecordAttemptsSuccess { recordedCount } }\n  }\n": types.EvidenceScanPlansBatchDocument,
    "\n      query GradingRubric($d: String!) { rubric(digest: $d) { digest version criteria { id levels { descriptor } } } }\n    ": types.GradingRubricDocument,
    "\n      query GradingRubricsOfDomain { rubrics(domain: \"synthesis\") { edges { node { digest version } } } }\n    ": types.GradingRubricsOfDomainDocument,
    "\n        query ListFiltersOtherProject($projectId: String) {\n          attempts(first: 100, projectId: $projectId, workerRef: \"worker-0\") { edges { node { ledgerId } } }\n        }\n      ": types.ListFiltersOtherProjectDocument,
    "\n    query ListFiltersAllCohorts { cohorts(first: 100) { edges { node { ledgerId capabilityKey provider model harnessVersion policyVersion } } } }\n  ": types.ListFiltersAllCohortsDocument,
    "\n    query ListFiltersCohorts($provider: String, $model: String, $harnessVersion: String, $policyVersion: String, $capabilityKey: String, $first: Int) {\n      cohorts(provider: $provider, model: $model, harnessVersion: $harnessVersion, policyVersion: $policyVersion, capabilityKey: $capabilityKey, first: $first) {\n        edges { node { ledgerId } }\n      }\n    }\n  ": types.ListFiltersCohortsDocument,
    "\n  query OtlpAttempts($projectId: String!, $outcomeId: String!) {\n    attempts(projectId: $projectId, outcomeId: $outcomeId, first: 50) {\n      edges { node {\n        ledgerId capabilityKey outcomeId taskRef agentRunRef workerRef outcomeCode stopReasonCode attemptNumber startedAt finishedAt\n        verificationMode verificationResult acceptanceCriteriaTotal acceptanceCriteriaMet recordedBy outcomeDigest\n        evidence { kind digest }\n        effort { inputTokens outputTokens cost { micros currency } harnessWallTimeMs }\n        cohort { ledgerId }\n        adjudications(first: 20) { edges { node { kind verificationMode verificationResult verifierRef verifierModel actorRef idempotencyKey } } }\n      } }\n    }\n  }\n": types.OtlpAttemptsDocument,
    "\n  query OtlpReport($id: ID!) {\n    reliability(cohortId: $id, minSamples: 1) {\n      __typename\n      ... on ReliabilityReport {\n        sampleSize\n        independentlyVerifiedPassRate { numerator denominator }\n        unverifiedCompletionRate { numerator denominator }\n        consecutiveVerifiedPasses\n        verificationsNotCountedIndependent { unregistered withdrawn notIndependent }\n        tokensPerVerifiedSuccess { status estimate total unknownAttempts }\n      }\n      ... on Error { message }\n    }\n  }\n": types.OtlpReportDocument,
    "\n  query PagesAttempts($cohortId: ID, $first: Int, $after: String, $last: Int, $before: String) {\n    attempts(cohortId: $cohortId, first: $first, after: $after, last: $last, before: $before) {\n      edges { cursor node { ledgerId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n    }\n  }\n": types.PagesAttemptsDocument,
    "\n  query PagesCohortAttempts($cohortId: ID!, $first: Int, $after: String, $last: Int, $before: String) {\n    cohort(id: $cohortId) {\n      attempts(first: $first, after: $after, last: $last, before: $before) {\n        edges { cursor node { ledgerId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n      }\n    }\n  }\n": types.PagesCohortAttemptsDocument,
    "\n  query PagesCohorts($projectId: String, $first: Int, $after: String, $last: Int, $before: String) {\n    cohorts(projectId: $projectId, first: $first, after: $after, last: $last, before: $before) {\n      edges { cursor node { ledgerId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n    }\n  }\n": types.PagesCohortsDocument,
    "\n      query PagesAttemptsOfProject($projectId: String) { attempts(projectId: $projectId, first: 10) { edges { node { ledgerId } } } }\n    ": types.PagesAttemptsOfProjectDocument,
    "\n      query PagesAttemptsAfter($after: String) { attempts(first: 5, after: $after) { edges { node { projectId } } } }\n    ": types.PagesAttemptsAfterDocument,
    "\n      query PagesAttemptsNested($cohortId: ID) {\n        attempts(cohortId: $cohortId, first: 2) { edges { node { capabilityKey evidence { kind digest } cohort { ledgerId attemptCount } } } }\n      }\n    ": types.PagesAttemptsNestedDocument,
    "\n    fragment PagesEverything on Attempt {\n      id ledgerId projectId capabilityKey attemptGroupId multiplicity outcomeId taskRef workPackageRef agentRunRef workerRef\n      outcomeCode stopReasonCode attemptNumber startedAt finishedAt verificationMode verificationResult verifierRef verifierModel\n      acceptanceCriteriaTotal acceptanceCriteriaMet validationCommandsTotal validationCommandsPassed validationCommandsFailed\n      humanOverride humanRejected rolledBack severity evidence { kind digest } outcomeDigest contentDigest recordedBy recordedAt\n      ... on Attempt { cohort { ledgerId model } }\n    }\n  ": types.PagesEverythingFragmentDoc,
    "\n    query PagesEveryFieldRoot($cohortId: ID) { attempts(cohortId: $cohortId, first: 5) { edges { node { ...PagesEverything } } } }\n  ": types.PagesEveryFieldRootDocument,
    "\n    query PagesEveryFieldNested($cohortId: ID!) { cohort(id: $cohortId) { attempts(first: 5) { edges { node { ...PagesEverything } } } } }\n  ": types.PagesEveryFieldNestedDocument,
    "\n      query PagesCohortsCounted($projectId: String) { cohorts(projectId: $projectId, capabilityKey: \"code.review\", first: 1) { edges { node { model attemptCount } } } }\n    ": types.PagesCohortsCountedDocument,
    "\n      query PagesCohortsByCapability { cohorts(capabilityKey: \"code.edit.typescript\", first: 10) { edges { node { ledgerId projectId attemptCount } } } }\n    ": types.PagesCohortsByCapabilityDocument,
    "\n      query PagesFirstAdjudications($projectId: String) { attempts(projectId: $projectId, first: 20) { edges { node { adjudications(first: 1) { edges { cursor } } } } } }\n    ": types.PagesFirstAdjudicationsDocument,
    "\n  query PairedComparisonRead($cohortId: ID!, $otherCohortId: ID!, $margin: Float!, $asOf: DateTime, $minSamples: Int) {\n    pairedComparison(cohortId: $cohortId, otherCohortId: $otherCohortId, margin: $margin, asOf: $asOf, minSamples: $minSamples) {\n      __typename\n      ... on PairedComparison {\n        asOf final state margin sharedTasks bothPassed neitherPassed onlyCohortPassed onlyOtherPassed onlyCohortTasks onlyOtherTasks\n        difference lower upper nonInferiority anytimeLowerBound anytimeUpperBound anytimeNonInferiority\n        report { cohortId state unresolvedDriftAttemptIds evidenceDigest }\n        otherReport { cohortId state unresolvedDriftAttemptIds evidenceDigest }\n      }\n      ... on Error { message }\n      ... on ValidationError { issues { path message } }\n    }\n  }\n": types.PairedComparisonReadDocument,
    "\n      query QueriesCohortsFiltered($p: String, $c: String) { cohorts(projectId: $p, capabilityKey: $c) { edges { node { capabilityKey model policyVersion } } } }\n    ": types.QueriesCohortsFilteredDocument,
    "\n      query QueriesCohortsMalformedFilter { cohorts(capabilityKey: \"Not Valid\") { edges { node { id } } } }\n    ": types.QueriesCohortsMalformedFilterDocument,
    "\n      query QueriesCohortsFirstPage { cohorts(first: 2) { pageInfo { hasNextPage endCursor } edges { node { ledgerId createdAt } } } }\n    ": types.QueriesCohortsFirstPageDocument,
    "\n      query QueriesCohortsNextPage($after: String) { cohorts(first: 10, after: $after) { edges { node { ledgerId createdAt } } } }\n    ": types.QueriesCohortsNextPageDocument,
    "\n      query QueriesAttemptsAll { attempts(first: 10) { edges { node { outcomeId } } } }\n    ": types.QueriesAttemptsAllDocument,
    "\n      query QueriesAttemptsByCohort($c: ID) { attempts(cohortId: $c) { edges { node { outcomeId } } } }\n    ": types.QueriesAttemptsByCohortDocument,
    "\n      query QueriesAttemptsByOutcome($o: String) { attempts(outcomeId: $o) { edges { node { ledgerId } } } }\n    ": types.QueriesAttemptsByOutcomeDocument,
    "\n      query QueriesAttempt($id: ID!) { attempt(id: $id) { id ledgerId outcomeId evidence { kind digest } cohort { capabilityKey } } }\n    ": types.QueriesAttemptDocument,
    "\n      query QueriesAttemptUnknown { a: attempt(id: \"00000000-0000-4000-8000-000000000000\") { id } b: attempt(id: \"junk\") { id } }\n    ": types.QueriesAttemptUnknownDocument,
    "\n      query QueriesNode($a: ID!, $c: ID!) {\n        a: node(id: $a) { __typename id ... on Attempt { outcomeId } }\n        c: node(id: $c) { __typename id ... on Cohort { capabilityKey } }\n      }\n    ": types.QueriesNodeDocument,
    "\n      query QueriesCohortLineage($id: ID!) {\n        cohortLineage(cohortId: $id) { cohort { ledgerId model } relatives { differsIn cohort { model policyVersion attemptCount } } }\n      }\n    ": types.QueriesCohortLineageDocument,
    "\n      query QueriesScopeFingerprint($s: ScopeInput!) {\n        scopeFingerprint(scope: $s) { __typename ... on ScopeFingerprintPreview { fingerprint paths resources rootRef } }\n      }\n    ": types.QueriesScopeFingerprintDocument,
    "\n      query QueriesScopeFingerprintBadRoot { scopeFingerprint(scope: { rootRef: \"has space\" }) { __typename ... on ValidationError { issues { path } } } }\n    ": types.QueriesScopeFingerprintBadRootDocument,
    "\n      query QueriesLargestOverview($projectId: String!) {\n        reliabilityOverview(projectId: $projectId, first: 100) {\n          __typename\n          ... on ReliabilityOverviewConnection {\n            edges {\n              node {\n                cohortId state sampleSize evidenceDigest consecutiveVerifiedPasses\n                evidenceFreshness { lastVerifiedPassAt ageSeconds } criticalFailures { count attempts { attemptId outcomeId finishedAt } }\n                firstAttemptSuccessRate { numerator denominator value lower upper }\n                independentlyVerifiedPassRate { numerator denominator value lower upper }\n                unverifiedCompletionRate { numerator denominator value lower upper }\n                repairRetryRate { numerator denominator value lower upper }\n                humanRejectionRate { numerator denominator value lower upper }\n                rollbackRate { numerator denominator value lower upper }\n                policyBlockRate { numerator denominator value lower upper }\n                falseSuccessRate { numerator denominator value lower upper }\n                overrideRate { numerator denominator value lower upper }\n              }\n            }\n          }\n        }\n      }\n    ": types.QueriesLargestOverviewDocument,
    "\n  fragment RecordAttemptFullAttempt on Attempt {\n    id ledgerId projectId capabilityKey attemptGroupId multiplicity outcomeId taskRef workPackageRef agentRunRef\n    workerRef outcomeCode stopReasonCode attemptNumber startedAt finishedAt verificationMode verificationResult verifierRef\n    verifierModel acceptanceCriteriaTotal acceptanceCriteriaMet validationCommandsTotal validationCommandsPassed\n    validationCommandsFailed humanOverride humanRejected rolledBack severity evidence { kind digest } outcomeDigest\n    contentDigest recordedBy recordedAt cohort { ledgerId }\n  }\n": types.RecordAttemptFullAttemptFragmentDoc,
    "\n  mutation RecordAttemptFull($input: RecordAttemptInput!) {\n    recordAttempt(input: $input) { __typename ... on RecordAttemptSuccess { attempts { ...RecordAttemptFullAttempt } } ... on Error { message } }\n  }\n": types.RecordAttemptFullDocument,
    "\n  query RecordAttemptReadFull($id: ID!) { attempt(id: $id) { ...RecordAttemptFullAttempt } }\n": types.RecordAttemptReadFullDocument,
    "\n    mutation RecordAttemptBatch($inputs: [RecordAttemptInput!]!) {\n      recordAttempts(inputs: $inputs) {\n        __typename\n        ... on RecordAttemptsSuccess {\n          recordedCount\n          results { index outcomeId result { __typename ... on RecordAttemptSuccess { replayed attempts { id cohort { ledgerId } } } ... on ValidationError { issues { path } } } }\n        }\n        ... on Error { message }\n      }\n    }\n  ": types.RecordAttemptBatchDocument,
    "\n      mutation RecordAttemptBatchMessages($inputs: [RecordAttemptInput!]!) {\n        recordAttempts(inputs: $inputs) {\n          __typename\n          ... on RecordAttemptsSuccess {\n            recordedCount\n            results { index outcomeId result { __typename ... on RecordAttemptSuccess { replayed attempts { id cohort { ledgerId } } } ... on ValidationError { message issues { path message } } } }\n          }\n          ... on Error { message }\n        }\n      }\n    ": types.RecordAttemptBatchMessagesDocument,
    "\n  query AnytimeDecision($cohortId: ID!, $asOf: DateTime, $minSamples: Int, $rate: ReliabilityRateName!, $threshold: Float!) {\n    reliability(cohortId: $cohortId, asOf: $asOf, minSamples: $minSamples) {\n      __typename\n      ... on ReliabilityReport {\n        state\n        independentlyVerifiedPassRate { ...RateParts }\n        attemptsToDecision(rate: $rate, threshold: $threshold) { rate threshold outcome attempts }\n      }\n    }\n  }\n": types.AnytimeDecisionDocument,
    "\n  query ClusteredCompare($a: ID!, $b: ID!, $window: WindowInput, $asOf: DateTime, $minSamples: Int) {\n    cohortComparison(a: $a, b: $b, window: $window, asOf: $asOf, minSamples: $minSamples) {\n      __typename\n      ... on CohortComparison {\n        asOf settledThrough final\n        a { cohortId state sampleSize evidenceDigest evidenceRowCount independentlyVerifiedPassRate { ...RateParts } }\n        b { cohortId state sampleSize evidenceDigest evidenceRowCount independentlyVerifiedPassRate { ...RateParts } }\n        independentlyVerifiedPassRate { difference lower upper a { ...RateParts } b { ...RateParts } }\n        firstAttemptSuccessRate { difference lower upper }\n        humanRejectionRate { difference lower upper a { numerator denominator } b { numerator denominator } }\n      }\n      ... on Error { message code }\n      ... on ValidationError { issues { path message } }\n    }\n  }\n": types.ClusteredCompareDocument,
    "\n  fragment ReliabilityExplainedDecision on RateDecision { numerator denominator reasons }\n": types.ReliabilityExplainedDecisionFragmentDoc,
    "\n  query ReliabilityExplained($cohortId: ID!, $window: WindowInput, $asOf: DateTime, $first: Int, $after: String) {\n    reliability(cohortId: $cohortId, window: $window, asOf: $asOf, minSamples: 1) {\n      __typename\n      ... on ReliabilityReport {\n        final sampleSize unresolvedDriftAttemptIds\n        criticalFailures { count attempts { attemptLedgerId } }\n        firstAttemptSuccessRate { numerator denominator }\n        independentlyVerifiedPassRate { numerator denominator }\n        unverifiedCompletionRate { numerator denominator }\n        repairRetryRate { numerator denominator }\n        humanRejectionRate { numerator denominator }\n        rollbackRate { numerator denominator }\n        policyBlockRate { numerator denominator }\n        falseSuccessRate { numerator denominator }\n        overrideRate { numerator denominator }\n        explain(first: $first, after: $after) {\n          totalCount\n          pageInfo { hasNextPage hasPreviousPage endCursor }\n          edges {\n            cursor\n            node {\n              attemptId attemptLedgerId workerRef attemptNumber finishedAt inWindow critical unresolvedDrift\n              firstAttemptSuccessRate { ...ReliabilityExplainedDecision }\n              independentlyVerifiedPassRate { ...ReliabilityExplainedDecision }\n              unverifiedCompletionRate { ...ReliabilityExplainedDecision }\n              repairRetryRate { ...ReliabilityExplainedDecision }\n              humanRejectionRate { ...ReliabilityExplainedDecision }\n              rollbackRate { ...ReliabilityExplainedDecision }\n              policyBlockRate { ...ReliabilityExplainedDecision }\n              falseSuccessRate { ...ReliabilityExplainedDecision }\n              overrideRate { ...ReliabilityExplainedDecision }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.ReliabilityExplainedDocument,
    "\n      query ReliabilityExplainedWorker($projectId: String!, $workerRef: String!, $asOf: DateTime) {\n        workerEvidence(projectId: $projectId, workerRef: $workerRef, asOf: $asOf, minSamples: 1) {\n          __typename\n          ... on WorkerEvidenceConnection {\n            edges { node { report { sampleSize explain(first: 100) { totalCount edges { node { workerRef inWindow } } } } } }\n          }\n          ... on ValidationError { message }\n        }\n      }\n    ": types.ReliabilityExplainedWorkerDocument,
    "\n      query ReliabilityCohortLineage($id: ID!) { cohortLineage(cohortId: $id) { relatives { differsIn cohort { ledgerId } } } }\n    ": types.ReliabilityCohortLineageDocument,
    "\n  fragment ReworkLoopRequest on ReworkRequest {\n    ledgerId projectId attemptId capabilityKey rubricDigest gradingId state open closedAt requestedAt ageSeconds\n    assignment { ledgerId projectId requestId ownerRef actorRef contentDigest assignedAt }\n  }\n": types.ReworkLoopRequestFragmentDoc,
    "\n  query ReworkLoopQueue($projectId: String!, $state: ReworkState, $ownerRef: String, $capabilityKey: String, $first: Int, $after: String) {\n    reworkQueue(projectId: $projectId, state: $state, ownerRef: $ownerRef, capabilityKey: $capabilityKey, first: $first, after: $after) {\n      __typename\n      ... on ReworkRequestConnection { edges { cursor node { ...ReworkLoopRequest } } pageInfo { hasNextPage hasPreviousPage endCursor } }\n      ... on ValidationError { issues { path message } }\n    }\n  }\n": types.ReworkLoopQueueDocument,
    "\n  mutation ReworkLoopAssign($input: AssignReworkInput!) {\n    assignRework(input: $input) {\n      __typename\n      ... on AssignReworkSuccess { replayed request { ...ReworkLoopRequest } assignment { ledgerId ownerRef actorRef contentDigest assignedAt } }\n      ... on Error { message code }\n      ... on ValidationError { issues { path message } }\n      ... on IdempotencyConflictError { idempotencyKey existingDigest submittedDigest }\n    }\n  }\n": types.ReworkLoopAssignDocument,
    "\n  query RuleVersionsReport($cohortId: ID!, $asOf: DateTime, $minSamples: Int) {\n    reliability(cohortId: $cohortId, window: { lastDays: 30 }, asOf: $asOf, minSamples: $minSamples) {\n      __typename\n      ... on ReliabilityReport { rulesVersion ...ReliabilityReportFields }\n    }\n  }\n": types.RuleVersionsReportDocument,
    "\n  query RuleVersionsReportWithoutVersion($cohortId: ID!, $asOf: DateTime, $minSamples: Int) {\n    reliability(cohortId: $cohortId, window: { lastDays: 30 }, asOf: $asOf, minSamples: $minSamples) {\n      __typename\n      ... on ReliabilityReport { ...ReliabilityReportFields }\n    }\n  }\n": types.RuleVersionsReportWithoutVersionDocument,
    "\n  query RuleVersionsPair($a: ID!, $asOf: DateTime) {\n    cohortComparison(a: $a, b: $a, asOf: $asOf) {\n      __typename\n      ... on CohortComparison { a { rulesVersion minSamples state evidenceDigest } }\n    }\n  }\n": types.RuleVersionsPairDocument,
    "subscription SseModesLive($projectId: String!) { attemptRecorded(projectId: $projectId) { projectId count } }": types.SseModesLiveDocument,
    "\n  query TransparencyFormatsInclusion($key: String!) {\n    inclusionProof(table: ATTEMPT, key: $key) { leafIndex treeSize leafHash leafData auditPath checkpoint { rootHash } }\n  }\n": types.TransparencyFormatsInclusionDocument,
    "\n  mutation TransparencyFormatsRecord($i: RecordAttemptInput!) {\n    recordAttempt(input: $i) { __typename ... on RecordAttemptSuccess { attempts { ledgerId } receipts { envelope } } ... on Error { message } }\n  }\n": types.TransparencyFormatsRecordDocument,
    "\n  query ProofsInclusion($table: LedgerTable!, $key: String!, $size: Int) {\n    inclusionProof(table: $table, key: $key, treeSize: $size) { leafIndex treeSize leafHash auditPath checkpoint { rootHash } }\n  }\n": types.ProofsInclusionDocument,
    "\n  fragment TransparencyCheckpoint on Checkpoint { treeSize rootHash issuedAt keyId envelope }\n": types.TransparencyCheckpointFragmentDoc,
    "\n  query TransparencyInclusion($table: LedgerTable!, $key: String!, $size: Int) {\n    inclusionProof(table: $table, key: $key, treeSize: $size) { leafIndex treeSize leafHash leafData auditPath checkpoint { ...TransparencyCheckpoint } }\n  }\n": types.TransparencyInclusionDocument,
    "\n  mutation TransparencyCreateCheckpoint {\n    createCheckpoint { __typename ... on CreateCheckpointSuccess { checkpoint { treeSize } } ... on Error { message } }\n  }\n": types.TransparencyCreateCheckpointDocument,
    "\n      query TransparencyKeyAndCheckpoint { transparencyKey { keyId algorithm publicKeyPem } checkpoint { ...TransparencyCheckpoint } }\n    ": types.TransparencyKeyAndCheckpointDocument,
    "\n      query TransparencyCheckpointOfSize($size: Int) { checkpoint(treeSize: $size) { treeSize } }\n    ": types.TransparencyCheckpointOfSizeDocument,
    "\n          query TransparencyConsistency($f: Int!, $t: Int!) { consistencyProof(fromSize: $f, toSize: $t) { from { treeSize rootHash } to { treeSize rootHash } proof } }\n        ": types.TransparencyConsistencyDocument,
    "\n      mutation TransparencyBatch($inputs: [RecordAttemptInput!]!) { recordAttempts(inputs: $inputs) { __typename } }\n    ": types.TransparencyBatchDocument,
    "\n  fragment TransparencyReceipt on Receipt { table key leafHash contentDigest envelope }\n": types.TransparencyReceiptFragmentDoc,
    "\n  mutation TransparencyRecordWithReceipts($i: RecordAttemptInput!) {\n    recordAttempt(input: $i) { __typename ... on RecordAttemptSuccess { attempts { id ledgerId contentDigest } receipts { ...TransparencyReceipt } } ... on Error { message } }\n  }\n": types.TransparencyRecordWithReceiptsDocument,
    "\n      mutation TransparencyBatchWithReceipts($i: [RecordAttemptInput!]!) {\n        recordAttempts(inputs: $i) {\n          __typename\n          ... on RecordAttemptsSuccess {\n            results { result { __typename ... on RecordAttemptSuccess { attempts { ledgerId contentDigest } receipts { ...TransparencyReceipt } } ... on Error { message } } }\n          }\n          ... on Error { message }\n        }\n      }\n    ": types.TransparencyBatchWithReceiptsDocument,
    "\n      mutation TransparencyAdjudicateWithReceipt($i: AppendAdjudicationInput!) {\n        appendAdjudication(input: $i) {\n          __typename\n          ... on AppendAdjudicationSuccess { adjudication { ledgerId contentDigest } receipt { ...TransparencyReceipt } }\n          ... on Error { message }\n        }\n      }\n    ": types.TransparencyAdjudicateWithReceiptDocument,
    "\n  query VerifiersNotCounted($id: ID!, $asOf: DateTime) {\n    reliability(cohortId: $id, asOf: $asOf, minSamples: 1) {\n      __typename\n      ... on ReliabilityReport { verificationsNotCountedIndependent { unregistered withdrawn notIndependent } }\n      ... on ValidationError { message }\n    }\n  }\n": types.VerifiersNotCountedDocument,
    "\n      query VerifiersSeriesNotCounted($id: ID!, $from: DateTime!) {\n        reliabilitySeries(cohortId: $id, bucket: DAY, from: $from) {\n          __typename\n          ... on ReliabilitySeries { points { sampleSize verificationsNotCountedIndependent { unregistered withdrawn notIndependent } } }\n          ... on ValidationError { message }\n        }\n      }\n    ": types.VerifiersSeriesNotCountedDocument,
    "\n      query VerifiersWithdrawalImpact($id: ID!) {\n        withdrawalImpact(withdrawalId: $id, minSamples: 1) {\n          __typename\n          ... on WithdrawalImpact {\n            cohorts {\n              cohortLedgerId lowerBoundChange\n              before { independentlyVerifiedPassRate { numerator denominator } } after { independentlyVerifiedPassRate { numerator denominator } }\n            }\n          }\n          ... on ValidationError { message }\n        }\n      }\n    ": types.VerifiersWithdrawalImpactDocument,
    "\n  query WebhooksEndpointFields {\n    __type(name: \"WebhookEndpoint\") { fields { name } }\n  }\n": types.WebhooksEndpointFieldsDocument,
    "\n  query WithdrawalImpactOf($id: ID!, $minSamples: Int) {\n    withdrawalImpact(withdrawalId: $id, minSamples: $minSamples) {\n      __typename\n      ... on ValidationError { message }\n      ... on WithdrawalImpact {\n        withdrawal { ledgerId verifierRef withdrawnAt }\n        cohorts {\n          cohortLedgerId lowerBoundChange\n          before { asOf state evidenceDigest independentlyVerifiedPassRate { numerator denominator value lower upper } }\n          after { asOf state evidenceDigest independentlyVerifiedPassRate { numerator denominator value lower upper } }\n        }\n      }\n    }\n  }\n": types.WithdrawalImpactOfDocument,
    "\n  mutation WitnessesCreateCheckpoint {\n    createCheckpoint { __typename ... on CreateCheckpointSuccess { checkpoint { treeSize rootHash note cosignatures } } }\n  }\n": types.WitnessesCreateCheckpointDocument,
    "\n  query WitnessesTransparencyKey { transparencyKey { noteVkey } }\n": types.WitnessesTransparencyKeyDocument,
    "\n  mutation WitnessesRegister($vkey: String!) {\n    registerWitness(vkey: $vkey) { __typename ... on Witness { name vkey } ... on Error { message } }\n  }\n": types.WitnessesRegisterDocument,
    "\n  mutation WitnessesAddCosignature($size: Int!, $line: String!) {\n    addCosignature(treeSize: $size, cosignature: $line) { __typename ... on Cosignature { witness line } ... on Error { message } }\n  }\n": types.WitnessesAddCosignatureDocument,
    "\n  query WitnessesEvidenceBundle($id: ID!, $validUntil: DateTime!, $asOf: DateTime) {\n    evidenceBundle(cohortId: $id, validUntil: $validUntil, asOf: $asOf, minSamples: 1) {\n      __typename ... on EvidenceBundle { envelope } ... on Error { message }\n    }\n  }\n": types.WitnessesEvidenceBundleDocument,
    "\n  query WitnessesServedCheckpoint { checkpoint { treeSize note cosignatures } }\n": types.WitnessesServedCheckpointDocument,
    "\n      fragment WorkerEvidenceExampleRate on Rate { numerator denominator lower upper }\n    ": types.WorkerEvidenceExampleRateFragmentDoc,
    "\n      fragment WorkerEvidenceExampleDecision on RateDecision { numerator denominator reasons }\n    ": types.WorkerEvidenceExampleDecisionFragmentDoc,
    "\n      query WorkerEvidenceExample($projectId: String!, $workerRef: String!, $asOf: DateTime) {\n        workerEvidence(projectId: $projectId, workerRef: $workerRef, asOf: $asOf, minSamples: 1) {\n          __typename\n          ... on WorkerEvidenceConnection {\n            edges {\n              node {\n                report {\n                  sampleSize\n                  verificationsNotCountedIndependent { unregistered withdrawn notIndependent }\n                  firstAttemptSuccessRate { ...WorkerEvidenceExampleRate }\n                  independentlyVerifiedPassRate { ...WorkerEvidenceExampleRate }\n                  unverifiedCompletionRate { ...WorkerEvidenceExampleRate }\n                  repairRetryRate { ...WorkerEvidenceExampleRate }\n                  humanRejectionRate { ...WorkerEvidenceExampleRate }\n                  rollbackRate { ...WorkerEvidenceExampleRate }\n                  policyBlockRate { ...WorkerEvidenceExampleRate }\n                  falseSuccessRate { ...WorkerEvidenceExampleRate }\n                  overrideRate { ...WorkerEvidenceExampleRate }\n                  explain(first: 10) {\n                    edges {\n                      node {\n                        attemptLedgerId\n                        firstAttemptSuccessRate { ...WorkerEvidenceExampleDecision }\n                        independentlyVerifiedPassRate { ...WorkerEvidenceExampleDecision }\n                        unverifiedCompletionRate { ...WorkerEvidenceExampleDecision }\n                        repairRetryRate { ...WorkerEvidenceExampleDecision }\n                        humanRejectionRate { ...WorkerEvidenceExampleDecision }\n                        rollbackRate { ...WorkerEvidenceExampleDecision }\n                        policyBlockRate { ...WorkerEvidenceExampleDecision }\n                        falseSuccessRate { ...WorkerEvidenceExampleDecision }\n                        overrideRate { ...WorkerEvidenceExampleDecision }\n                      }\n                    }\n                  }\n                }\n              }\n            }\n          }\n          ... on ValidationError { message }\n        }\n      }\n    ": types.WorkerEvidenceExampleDocument,
    "\n  mutation WriteLookupPlansBatch($inputs: [RecordAttemptInput!]!) {\n    recordAttempts(inputs: $inputs) { __typename ... on RecordAttemptsSuccess { recordedCount } }\n  }\n": types.WriteLookupPlansBatchDocument,
    "\n  mutation BackendKillsRecordMany($inputs: [RecordAttemptInput!]!) {\n    recordAttempts(inputs: $inputs) { __typename ... on RecordAttemptsSuccess { results { result { __typename } } } ... on Error { message } }\n  }\n": types.BackendKillsRecordManyDocument,
    "\n  query BackendKillsAttempts($projectId: String!) { attempts(projectId: $projectId, first: 50) { edges { node { ledgerId outcomeCode cohort { ledgerId } } } } }\n": types.BackendKillsAttemptsDocument,
    "\n  query BackendKillsCohorts($projectId: String!) { cohorts(projectId: $projectId, first: 50) { edges { node { ledgerId capabilityKey attemptCount } } } }\n": types.BackendKillsCohortsDocument,
    "\n  mutation CrashRestartRecordMany($inputs: [RecordAttemptInput!]!) {\n    recordAttempts(inputs: $inputs) { __typename ... on RecordAttemptsSuccess { recordedCount } }\n  }\n": types.CrashRestartRecordManyDocument,
    "\n  query CrashRestartAttempts($projectId: String!) { attempts(projectId: $projectId, first: 100) { edges { node { outcomeId } } } }\n": types.CrashRestartAttemptsDocument,
    "mutation DurabilityRecordBatch($inputs: [RecordAttemptInput!]!) { recordAttempts(inputs: $inputs) {\n  __typename ... on RecordAttemptsSuccess { recordedCount results { result { __typename ... on RecordAttemptSuccess { replayed } } } } } }": types.DurabilityRecordBatchDocument,
    "\n  query EvidenceBundlesBundle($id: ID!, $validUntil: DateTime!, $window: WindowInput, $asOf: DateTime, $minSamples: Int, $kept: [Int!]) {\n    evidenceBundle(cohortId: $id, validUntil: $validUntil, window: $window, asOf: $asOf, minSamples: $minSamples, consistencyFrom: $kept) {\n      __typename\n      ... on EvidenceBundle { envelope keyId issuedAt validUntil rowCount attemptCount evidenceDigests checkpoint { treeSize rootHash issuedAt keyId envelope } }\n      ... on ValidationError { message issues { path message } }\n      ... on CheckpointPendingError { message code latestTreeSize }\n    }\n  }": types.EvidenceBundlesBundleDocument,
    "\n  fragment EvidenceBundlesEffort on EffortPerVerifiedSuccess {\n    measure status estimate lower upper variance total currency currencies verifiedPasses attempts unknownAttempts tasks\n  }": types.EvidenceBundlesEffortFragmentDoc,
    "\n  query EvidenceBundlesReport($id: ID!) {\n    reliability(cohortId: $id, minSamples: 1) {\n      __typename\n      ... on ReliabilityReport {\n        evidenceDigest sampleSize asOf passK { k estimate lower upper tasks }\n        costPerVerifiedSuccess { ...EvidenceBundlesEffort } tokensPerVerifiedSuccess { ...EvidenceBundlesEffort } timePerVerifiedSuccess { ...EvidenceBundlesEffort }\n      }\n    }\n  }": types.EvidenceBundlesReportDocument,
    "\n  query EvidenceBundlesKey { transparencyKey { publicKeyPem } }": types.EvidenceBundlesKeyDocument,
    "\n  query EvidenceBundlesAttemptEffort($id: ID!) {\n    node(id: $id) { __typename ... on Attempt { ledgerId effort { inputTokens outputTokens cost { micros currency } harnessWallTimeMs } } }\n  }": types.EvidenceBundlesAttemptEffortDocument,
    "\n    query EvidenceBundlesWorker($p: String!, $w: String!, $c: String!, $v: DateTime!, $m: Int) {\n      workerEvidenceBundle(projectId: $p, workerRef: $w, capabilityKey: $c, validUntil: $v, minSamples: $m) {\n        __typename\n        ... on EvidenceBundle { envelope rowCount attemptCount evidenceDigests }\n        ... on ValidationError { issues { path message } }\n      }\n    }": types.EvidenceBundlesWorkerDocument,
    "\n    query EvidenceBundlesWorkerEvidence($p: String!, $a: DateTime) {\n      workerEvidence(projectId: $p, workerRef: \"worker-alpha\", capabilityKey: \"code.edit.typescript\", minSamples: 1, asOf: $a) {\n        __typename\n        ... on WorkerEvidenceConnection { edges { node { cohort { ledgerId } report { sampleSize evidenceDigest state } } } }\n      }\n    }": types.EvidenceBundlesWorkerEvidenceDocument,
    "\n    query EvidenceBundlesRecomputedReport($id: ID!, $w: WindowInput, $a: DateTime, $m: Int) {\n      reliability(cohortId: $id, window: $w, asOf: $a, minSamples: $m) {\n        __typename\n        ... on ReliabilityReport {\n          ...ReliabilityReportFields\n          costPerVerifiedSuccess { ...EvidenceBundlesEffort } tokensPerVerifiedSuccess { ...EvidenceBundlesEffort } timePerVerifiedSuccess { ...EvidenceBundlesEffort }\n        }\n      }\n    }": types.EvidenceBundlesRecomputedReportDocument,
    "\n  mutation GradedSummaryMemoryRecord($inputs: [RecordAttemptInput!]!) {\n    recordAttempts(inputs: $inputs) {\n      __typename\n      ... on RecordAttemptsSuccess { results { result { __typename ... on RecordAttemptSuccess { attempts { id cohort { id } } } } } }\n      ... on Error { message }\n    }\n  }\n": types.GradedSummaryMemoryRecordDocument,
    "\n      query GradingCliStarterRubric {\n        rubrics(domain: \"rag-answer\") { edges { node { digest version threshold registeredBy criteria { id required levels { level descriptor howToRaise } } } } }\n      }\n    ": types.GradingCliStarterRubricDocument,
    "\n  mutation ImportRecordBatch($inputs: [RecordAttemptInput!]!) {\n    recordAttempts(inputs: $inputs) { __typename ... on RecordAttemptsSuccess { recordedCount } }\n  }\n": types.ImportRecordBatchDocument,
    "\n  query PythonBundleVerifierCohortBundle($id: ID!, $v: DateTime!, $w: WindowInput, $a: DateTime, $m: Int) {\n    evidenceBundle(cohortId: $id, validUntil: $v, window: $w, asOf: $a, minSamples: $m) {\n      __typename ... on EvidenceBundle { envelope } ... on ValidationError { message } ... on CheckpointPendingError { message }\n    }\n  }": types.PythonBundleVerifierCohortBundleDocument,
    "\n  query PythonBundleVerifierWorkerBundle($p: String!, $k: String!, $v: DateTime!, $w: WindowInput, $a: DateTime, $m: Int) {\n    workerEvidenceBundle(projectId: $p, workerRef: \"worker-alpha\", capabilityKey: $k, validUntil: $v, window: $w, asOf: $a, minSamples: $m) {\n      __typename ... on EvidenceBundle { envelope } ... on ValidationError { message } ... on CheckpointPendingError { message }\n    }\n  }": types.PythonBundleVerifierWorkerBundleDocument,
    "\n  query ReplicaCohorts { cohorts(first: 50) { edges { node { ledgerId attemptCount } } } }\n": types.ReplicaCohortsDocument,
    "query ProjectCohorts($projectId: String) { cohorts(first: 5, projectId: $projectId) { edges { node { id ledgerId } } } }": types.ProjectCohortsDocument,
    "\n  query AttestationReport($id: ID!, $asOf: DateTime) {\n    reliability(cohortId: $id, minSamples: 1, asOf: $asOf) {\n      __typename\n      ... on ReliabilityReport {\n        cohortId asOf settledThrough final state minSamples sampleSize evidenceDigest evidenceRowCount window { lastDays lastAttempts }\n        attestation { issuedAt keyId envelope checkpoint { treeSize rootHash issuedAt keyId } }\n      }\n    }\n  }\n": types.AttestationReportDocument,
    "\n  query AttestationServedKey { transparencyKey { keyId publicKeyPem } checkpoint { treeSize rootHash issuedAt keyId } }\n": types.AttestationServedKeyDocument,
    "\n  query AttestationInclusion($table: LedgerTable!, $key: String!, $size: Int) {\n    inclusionProof(table: $table, key: $key, treeSize: $size) { leafIndex treeSize leafHash leafData auditPath checkpoint { rootHash } }\n  }\n": types.AttestationInclusionDocument,
    "\n  mutation AttestationCreateCheckpoint { createCheckpoint { __typename ... on CreateCheckpointSuccess { checkpoint { treeSize } } } }\n": types.AttestationCreateCheckpointDocument,
    "\n  query WitnessProcessKey { transparencyKey { noteVkey } }\n": types.WitnessProcessKeyDocument,
    "\n  mutation WitnessProcessCreateCheckpoint { createCheckpoint { __typename ... on CreateCheckpointSuccess { checkpoint { treeSize rootHash } } } }\n": types.WitnessProcessCreateCheckpointDocument,
    "\n  mutation WitnessProcessRegisterWitness($v: String!) { registerWitness(vkey: $v) { __typename ... on Witness { name } } }\n": types.WitnessProcessRegisterWitnessDocument,
    "\n  query WitnessProcessCheckpoint { checkpoint { treeSize note cosignatures } }\n": types.WitnessProcessCheckpointDocument,
    "\n  query WitnessProcessWorkerBundle($p: String!, $v: DateTime!) {\n    workerEvidenceBundle(projectId: $p, workerRef: \"worker-alpha\", capabilityKey: \"code.edit.typescript\", validUntil: $v, minSamples: 1) {\n      __typename ... on EvidenceBundle { envelope } } }\n": types.WitnessProcessWorkerBundleDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DashboardOverview($projectId: String!, $asOf: DateTime) {\n  reliabilityOverview(projectId: $projectId, asOf: $asOf) { __typename ... on ReliabilityOverviewConnection { asOf edges { node {\n    cohort { ledgerId } state sampleSize minSamples consecutiveVerifiedPasses evidenceDigest criticalFailures { count }\n    independentlyVerifiedPassRate { value lower upper } } } } }\n}"): typeof import('./graphql').DashboardOverviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DashboardCohortLineage($id: ID!) {\n      cohortLineage(cohortId: $id) { cohort { createdAt ledgerId } relatives { cohort { createdAt ledgerId } } } }"): typeof import('./graphql').DashboardCohortLineageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DashboardTrendWindow($id: ID!, $asOf: DateTime) {\n            reliability(cohortId: $id, asOf: $asOf) { __typename ... on ReliabilityReport { window { start } } } }"): typeof import('./graphql').DashboardTrendWindowDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DashboardTrendSeries($id: ID!, $from: DateTime!, $to: DateTime) {\n            reliabilitySeries(cohortId: $id, bucket: WEEK, from: $from, to: $to, minSamples: 3) {\n              __typename ... on ReliabilitySeries { points { start independentlyVerifiedPassRate { value } } } } }"): typeof import('./graphql').DashboardTrendSeriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DashboardGradedSummary($id: ID!, $rubric: String!, $asOf: DateTime) {\n            gradedSummary(cohortId: $id, rubricDigest: $rubric, asOf: $asOf) { __typename ... on GradedSummary {\n              state sampleSize minSamples attemptsInWindow regradedCount notIndependentCount meanChangeAfterRework\n              reworkRecommendedRate { numerator denominator value lower upper }\n              humanAgreementRate { numerator denominator value lower upper }\n              humanAgreement { passAccepted passRejected failAccepted failRejected }\n              criteria { criterionId scored distribution { level count } belowThresholdRate { numerator denominator value lower upper }\n                reworkPairs meanChangeAfterRework } } } }"): typeof import('./graphql').DashboardGradedSummaryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DashboardAttemptGradings($id: ID!) { attempt(id: $id) {\n          gradedVerifications { ledgerId round graderModel gradedPass reworkRecommended belowThreshold scores { criterionId score } } } }"): typeof import('./graphql').DashboardAttemptGradingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DashboardPredecessorComparison($a: ID!, $b: ID!, $asOf: DateTime) {\n            cohortComparison(a: $a, b: $b, asOf: $asOf, minSamples: 5) { __typename ... on CohortComparison {\n              a { state } b { state } independentlyVerifiedPassRate { difference } falseSuccessRate { difference } overrideRate { difference } } } }"): typeof import('./graphql').DashboardPredecessorComparisonDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DashboardCostPlot($a: ID!, $b: ID!, $asOf: DateTime) {\n        reliability(cohortId: $b, asOf: $asOf, minSamples: 5) { __typename ... on ReliabilityReport {\n          state independentlyVerifiedPassRate { value lower upper }\n          costPerVerifiedSuccess { ...DashboardEffortFigure } tokensPerVerifiedSuccess { ...DashboardEffortFigure }\n          timePerVerifiedSuccess { ...DashboardEffortFigure } } }\n        cohortComparison(a: $a, b: $b, asOf: $asOf, minSamples: 5) { __typename ... on CohortComparison { independentlyVerifiedPassRate { a { value } }\n          costPerVerifiedSuccess { status ratio lower upper a { estimate } } tokensPerVerifiedSuccess { ratio } timePerVerifiedSuccess { ratio } } }\n      }\n      fragment DashboardEffortFigure on EffortPerVerifiedSuccess { measure status estimate lower upper total currency verifiedPasses attempts }"): typeof import('./graphql').DashboardCostPlotDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DashboardAlertSubject($id: ID!) {\n          cohort(id: $id) { capabilityKey provider model runtimeVersion harnessVersion policyVersion } }"): typeof import('./graphql').DashboardAlertSubjectDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DashboardAlertReportDigest($id: ID!, $asOf: DateTime) {\n            reliability(cohortId: $id, asOf: $asOf) { __typename ... on ReliabilityReport { evidenceDigest } } }"): typeof import('./graphql').DashboardAlertReportDigestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DashboardAgreementRates($p: String!, $asOf: DateTime) {\n            agreementRates(projectId: $p, asOf: $asOf) { __typename ... on AgreementRatesReport {\n              lanes { lane allTiers { waiveCount falsePassRate { value } } tiers { riskTier waiveCount } } } } }"): typeof import('./graphql').DashboardAgreementRatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccessSchemaShape {\n    __schema { queryType { name } mutationType { name }\n      types { name kind interfaces { name } possibleTypes { name }\n              fields { name type { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } } } } } }\n  }\n"): typeof import('./graphql').AccessSchemaShapeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppendAdjudication($input: AppendAdjudicationInput!) {\n    appendAdjudication(input: $input) {\n      __typename\n      ... on AppendAdjudicationSuccess { replayed adjudication { id ledgerId seq kind actorRef contentDigest recordedAt } }\n      ... on Error { message }\n      ... on ValidationError { issues { path message } }\n      ... on IdempotencyConflictError { idempotencyKey existingDigest submittedDigest }\n    }\n  }\n"): typeof import('./graphql').AppendAdjudicationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttemptAdjudications($id: ID!) {\n    attempt(id: $id) { ledgerId adjudications(first: 100) { totalCount edges { node { seq kind actorRef idempotencyKey evidenceDigests } } } }\n  }\n"): typeof import('./graphql').AttemptAdjudicationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AgreementsDecisionFields on AgreementDecision {\n    projectId decisionId\n    proposal { prRef lane riskTier agentRef guardrailVerdict guardrailConfidence guardrailChecks { checkKey result }\n               property workflowSlug phase artifactRef proposalDigest recordedBy recordedAt contentDigest }\n    review { humanVerdict agreement reviewerRef reasonDigest proposalToMergeDiffDigest humanReviewLatencySeconds\n             recordedBy recordedAt contentDigest }\n    postMergeOutcome { revision outcomeKey outcome evidenceDigest recordedBy recordedAt contentDigest }\n    postMergeRevisions { revision outcomeKey outcome evidenceDigest recordedBy recordedAt contentDigest }\n  }\n"): typeof import('./graphql').AgreementsDecisionFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AgreementsRecordEvent($input: RecordAgreementEventInput!) {\n    recordAgreementEvent(input: $input) {\n      __typename\n      ... on RecordAgreementEventSuccess {\n        replayed eventType revision contentDigest recordedBy recordedAt decision { ...AgreementsDecisionFields }\n      }\n      ... on Error { message }\n      ... on ValidationError { issues { path message } }\n      ... on IdempotencyConflictError { idempotencyKey existingDigest submittedDigest }\n    }\n  }\n"): typeof import('./graphql').AgreementsRecordEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgreementsDecision($projectId: String!, $decisionId: String!, $asOf: DateTime) {\n    agreementDecision(projectId: $projectId, decisionId: $decisionId, asOf: $asOf) {\n      __typename\n      ... on AgreementDecision { ...AgreementsDecisionFields }\n      ... on ValidationError { message issues { path message } }\n    }\n  }\n"): typeof import('./graphql').AgreementsDecisionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AgreementsRatesRow on AgreementRates {\n    riskTier state sampleSize reviewedDecisions truePass falsePass trueFail falseFail waiveCount merges\n    falsePassRate { numerator denominator value lower upper }\n    falseFailRate { numerator denominator value lower upper }\n    postMergeRegressionRate { numerator denominator value lower upper }\n    postMerge { clean regression reverted awaitingOutcome }\n    eligibleForPromotion promotionBlockedBy evidenceDigest\n    lifetime {\n      firstReviewedAt kept truePass falsePass trueFail falseFail waiveCount\n      falsePassRate { numerator denominator value lower upper anytimeLowerBound anytimeUpperBound } evidenceDigest\n    }\n  }\n"): typeof import('./graphql').AgreementsRatesRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgreementsRates($projectId: String!, $lane: String, $riskTier: RiskTier, $window: WindowInput, $asOf: DateTime, $minSamples: Int,\n                        $minGuardrailConfidence: Float, $targetFalsePassUpper: Float, $bound: RateBound) {\n    agreementRates(projectId: $projectId, lane: $lane, riskTier: $riskTier, window: $window, asOf: $asOf, minSamples: $minSamples,\n                   minGuardrailConfidence: $minGuardrailConfidence, targetFalsePassUpper: $targetFalsePassUpper, bound: $bound) {\n      __typename\n      ... on AgreementRatesReport {\n        projectId asOf settledThrough final minSamples minGuardrailConfidence targetFalsePassUpper bound window { lastDays lastAttempts }\n        lanes {\n          lane\n          allTiers { ...AgreementsRatesRow }\n          tiers { ...AgreementsRatesRow }\n        }\n      }\n      ... on Error { message }\n      ... on ValidationError { issues { path message } }\n    }\n  }\n"): typeof import('./graphql').AgreementsRatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgreementsConfidenceCurve($projectId: String!, $lane: String!, $riskTier: RiskTier, $window: WindowInput, $asOf: DateTime,\n                                  $targetFalsePassUpper: Float!, $bound: RateBound) {\n    agreementConfidenceCurve(projectId: $projectId, lane: $lane, riskTier: $riskTier, window: $window, asOf: $asOf,\n                             targetFalsePassUpper: $targetFalsePassUpper, bound: $bound) {\n      __typename\n      ... on AgreementConfidenceCurve {\n        projectId lane riskTier asOf settledThrough final window { lastDays lastAttempts } targetFalsePassUpper gradedInWindow\n        points {\n          minGuardrailConfidence kept truePass falsePass trueFail falseFail waiveCount\n          falsePassRate { numerator denominator value lower upper } evidenceDigest\n          lifetime {\n            firstReviewedAt kept truePass falsePass trueFail falseFail waiveCount\n            falsePassRate { numerator denominator value lower upper anytimeLowerBound anytimeUpperBound } evidenceDigest\n          }\n        }\n        bound recommendedCutoff\n        deterministic {\n          kept truePass falsePass trueFail falseFail waiveCount falsePassRate { numerator denominator value lower upper } evidenceDigest\n        }\n        evidenceDigest\n      }\n      ... on Error { message }\n      ... on ValidationError { issues { path message } }\n    }\n  }\n"): typeof import('./graphql').AgreementsConfidenceCurveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AlertRuleFields on AlertRule {\n    digest projectId kind capabilityKey model parameters rate threshold bound window { lastDays lastAttempts } minSamples\n    target periodDays longWindowMinutes shortWindowMinutes burnRateFactor lane riskTier actorRef createdAt retiredAt retiredBy\n  }\n"): typeof import('./graphql').AlertRuleFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAlertRule($input: CreateAlertRuleInput!) {\n    createAlertRule(input: $input) {\n      __typename\n      ... on CreateAlertRuleSuccess { replayed rule { ...AlertRuleFields } }\n      ... on Error { message }\n      ... on ValidationError { issues { path message } }\n    }\n  }\n"): typeof import('./graphql').CreateAlertRuleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetireAlertRule($input: RetireAlertRuleInput!) {\n    retireAlertRule(input: $input) {\n      __typename\n      ... on RetireAlertRuleSuccess { replayed rule { ...AlertRuleFields } }\n      ... on Error { message }\n      ... on ValidationError { issues { path message } }\n    }\n  }\n"): typeof import('./graphql').RetireAlertRuleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AlertRules($projectId: String!, $includeRetired: Boolean) {\n    alertRules(projectId: $projectId, includeRetired: $includeRetired) {\n      __typename\n      ... on AlertRulesSuccess { data { ...AlertRuleFields } }\n      ... on ValidationError { issues { path message } }\n    }\n  }\n"): typeof import('./graphql').AlertRulesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AlertNodeFields on Alert { ledgerId projectId ruleDigest kind subject transitionAt reportDigest details raisedAt }\n"): typeof import('./graphql').AlertNodeFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Alerts($projectId: String!, $kind: AlertKind, $ruleDigest: String, $subject: String, $first: Int, $after: String) {\n    alerts(projectId: $projectId, kind: $kind, ruleDigest: $ruleDigest, subject: $subject, first: $first, after: $after) {\n      __typename\n      ... on AlertConnection { edges { cursor node { ...AlertNodeFields } } pageInfo { hasNextPage endCursor } }\n      ... on ValidationError { issues { path message } }\n    }\n  }\n"): typeof import('./graphql').AlertsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReworkQueue($projectId: String!, $state: ReworkState, $first: Int, $after: String) {\n    reworkQueue(projectId: $projectId, state: $state, first: $first, after: $after) {\n      __typename\n      ... on ReworkRequestConnection {\n        edges { node { ledgerId projectId attemptId rubricDigest gradingId gradingDigest criterionIds feedbackDigests requestedAt state open closedAt ageSeconds } }\n        pageInfo { hasNextPage endCursor }\n      }\n      ... on ValidationError { issues { path message } }\n    }\n  }\n"): typeof import('./graphql').ReworkQueueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ServiceRecordMany($inputs: [RecordAttemptInput!]!) {\n    recordAttempts(inputs: $inputs) {\n      __typename\n      ... on RecordAttemptsSuccess { recordedCount results { result { __typename ... on RecordAttemptSuccess { replayed } } } }\n    }\n  }\n"): typeof import('./graphql').ServiceRecordManyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterRubric($input: RegisterRubricInput!) {\n    registerRubric(input: $input) {\n      __typename\n      ... on RegisterRubricSuccess { replayed rubric { digest domain version threshold registeredBy criteria { id required levels { level descriptorDigest descriptor raiseDigest howToRaise } } } }\n      ... on Error { message code }\n      ... on ValidationError { issues { path message } }\n      ... on IdempotencyConflictError { idempotencyKey existingDigest submittedDigest }\n    }\n  }\n"): typeof import('./graphql').RegisterRubricDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordGradedVerification($input: RecordGradedVerificationInput!) {\n    recordGradedVerification(input: $input) {\n      __typename\n      ... on RecordGradedVerificationSuccess {\n        replayed\n        gradedVerification { ledgerId attemptId rubricDigest round graderRef graderModel actorRef belowThreshold reworkRecommended independent gradedPass contentDigest recordedAt\n                             scores { criterionId score evidenceDigest feedbackDigest } }\n      }\n      ... on Error { message code }\n      ... on ValidationError { issues { path message } }\n      ... on IdempotencyConflictError { idempotencyKey existingDigest submittedDigest }\n    }\n  }\n"): typeof import('./graphql').RecordGradedVerificationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttemptGradings($id: ID!) {\n    attempt(id: $id) { ledgerId gradedVerifications { round graderRef graderModel belowThreshold reworkRecommended independent gradedPass\n                                                       scores { criterionId score } rubric { digest version } } }\n  }\n"): typeof import('./graphql').AttemptGradingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GradedSummary($cohortId: ID!, $rubricDigest: String!, $window: WindowInput, $asOf: DateTime, $minSamples: Int) {\n    gradedSummary(cohortId: $cohortId, rubricDigest: $rubricDigest, window: $window, asOf: $asOf, minSamples: $minSamples) {\n      __typename\n      ... on GradedSummary {\n        state asOf settledThrough final minSamples attemptsInWindow sampleSize regradedCount notIndependentCount\n        window { lastDays lastAttempts }\n        reworkRecommendedRate { numerator denominator value lower upper }\n        humanAgreementRate { numerator denominator value lower upper }\n        humanAgreement { passAccepted passRejected failAccepted failRejected }\n        meanChangeAfterRework\n        criteria { criterionId required scored distribution { level count } belowThresholdRate { numerator denominator value lower upper } reworkPairs meanChangeAfterRework }\n        graderCalibration {\n          graderModel independent\n          verdict { ...GradedCalibrationFields }\n          criteria { criterionId required calibration { ...GradedCalibrationFields } }\n        }\n        unresolvedDriftAttemptIds evidenceDigest evidenceRowCount\n      }\n      ... on ValidationError { message issues { path message } }\n    }\n  }\n  fragment GradedCalibrationFields on GradedCalibration { passAccepted passRejected failAccepted failRejected total rawAgreement expectedAgreement kappa }\n"): typeof import('./graphql').GradedSummaryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StoreAnnotation($p: String!, $t: String!) {\n    storeAnnotation(projectId: $p, text: $t) { __typename ... on StoreAnnotationSuccess { annotation { digest } } ... on Error { message } }\n  }\n"): typeof import('./graphql').StoreAnnotationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordAttempt($input: RecordAttemptInput!) {\n    recordAttempt(input: $input) {\n      __typename\n      ... on RecordAttemptSuccess {\n        replayed\n        attempts { id ledgerId capabilityKey multiplicity attemptGroupId outcomeDigest contentDigest recordedAt recordedBy\n                   cohort { id ledgerId fingerprint } }\n      }\n      ... on Error { message }\n      ... on ValidationError { issues { path message } }\n      ... on IdempotencyConflictError { idempotencyKey existingDigest submittedDigest }\n    }\n  }\n"): typeof import('./graphql').RecordAttemptDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetProjectLabel($input: SetProjectLabelInput!) {\n    setProjectLabel(input: $input) {\n      __typename\n      ... on SetProjectLabelSuccess { replayed projectLabel { ledgerId projectId seq label idempotencyKey actorRef createdAt contentDigest } }\n      ... on Error { message code }\n      ... on ValidationError { issues { path message } }\n      ... on IdempotencyConflictError { idempotencyKey existingDigest submittedDigest }\n    }\n  }\n"): typeof import('./graphql').SetProjectLabelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectLabels($projectIds: [String!]!) {\n    projectLabels(projectIds: $projectIds) {\n      __typename\n      ... on ProjectLabels { labels { ledgerId projectId seq label actorRef createdAt contentDigest } }\n      ... on ValidationError { message issues { path message } }\n    }\n  }\n"): typeof import('./graphql').ProjectLabelsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RateParts on Rate {\n    numerator denominator value lower upper clusteredLowerBound clusteredUpperBound effectiveSampleSize designEffect taskCount\n    anytimeLowerBound anytimeUpperBound\n  }\n"): typeof import('./graphql').RatePartsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReliabilityReportFields on ReliabilityReport {\n    cohortId state asOf settledThrough final minSamples sampleSize\n    window { lastDays lastAttempts start end } oldestFinishedAt newestFinishedAt\n    firstAttemptSuccessRate { ...RateParts }\n    independentlyVerifiedPassRate { ...RateParts }\n    unverifiedCompletionRate { ...RateParts }\n    repairRetryRate { ...RateParts }\n    humanRejectionRate { ...RateParts }\n    rollbackRate { ...RateParts }\n    policyBlockRate { ...RateParts }\n    falseSuccessRate { ...RateParts }\n    overrideRate { ...RateParts }\n    consecutiveVerifiedPasses\n    passK { k estimate lower upper tasks }\n    evidenceFreshness { lastVerifiedPassAt ageSeconds }\n    criticalFailures { count attempts { attemptId attemptLedgerId outcomeId attemptNumber outcomeCode stopReasonCode severity criticalFailureRecorded finishedAt inWindow } }\n    unresolvedDriftAttemptIds\n    verificationsNotCountedIndependent { unregistered withdrawn notIndependent }\n    evidenceDigest evidenceRowCount\n  }\n"): typeof import('./graphql').ReliabilityReportFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Reliability($cohortId: ID!, $window: WindowInput, $asOf: DateTime, $minSamples: Int) {\n    reliability(cohortId: $cohortId, window: $window, asOf: $asOf, minSamples: $minSamples) {\n      __typename\n      ... on ReliabilityReport { ...ReliabilityReportFields }\n      ... on ValidationError { message issues { path message } }\n    }\n  }\n"): typeof import('./graphql').ReliabilityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Overview($projectId: String!, $capabilityKey: String, $window: WindowInput, $asOf: DateTime, $minSamples: Int, $first: Int, $after: String) {\n    reliabilityOverview(projectId: $projectId, capabilityKey: $capabilityKey, window: $window, asOf: $asOf, minSamples: $minSamples, first: $first, after: $after) {\n      __typename\n      ... on ReliabilityOverviewConnection {\n        asOf settledThrough final\n        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n        edges { cursor node { cohort { ledgerId capabilityKey model } ...ReliabilityReportFields } }\n      }\n      ... on ValidationError { message issues { path message } }\n    }\n  }\n"): typeof import('./graphql').OverviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Series($cohortId: ID!, $bucket: SeriesBucket!, $from: DateTime!, $to: DateTime, $minSamples: Int) {\n    reliabilitySeries(cohortId: $cohortId, bucket: $bucket, from: $from, to: $to, minSamples: $minSamples) {\n      __typename\n      ... on ReliabilitySeries {\n        cohortId bucket from to settledThrough final minSamples unresolvedDriftAttemptIds evidenceDigest\n        points {\n          start end state sampleSize criticalFailureCount\n          firstAttemptSuccessRate { ...RateParts }\n          independentlyVerifiedPassRate { ...RateParts }\n          unverifiedCompletionRate { ...RateParts }\n          repairRetryRate { ...RateParts }\n          humanRejectionRate { ...RateParts }\n          rollbackRate { ...RateParts }\n          policyBlockRate { ...RateParts }\n          falseSuccessRate { ...RateParts }\n          overrideRate { ...RateParts }\n        }\n      }\n      ... on ValidationError { message issues { path message } }\n    }\n  }\n"): typeof import('./graphql').SeriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkerEvidence($projectId: String!, $workerRef: String!, $capabilityKey: String, $window: WindowInput, $asOf: DateTime,\n                       $minSamples: Int, $first: Int, $after: String) {\n    workerEvidence(projectId: $projectId, workerRef: $workerRef, capabilityKey: $capabilityKey, window: $window, asOf: $asOf,\n                   minSamples: $minSamples, first: $first, after: $after) {\n      __typename\n      ... on WorkerEvidenceConnection {\n        asOf settledThrough final\n        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n        edges { cursor node {\n          workerRef\n          cohort { ledgerId capabilityKey scopeFingerprint runtimeFingerprint policyFingerprint provider model runtimeVersion harnessVersion policyVersion }\n          report { ...ReliabilityReportFields }\n        } }\n      }\n      ... on ValidationError { message issues { path message } }\n    }\n  }\n"): typeof import('./graphql').WorkerEvidenceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransparencyServedCheckpoint { checkpoint { treeSize rootHash issuedAt keyId envelope } }\n"): typeof import('./graphql').TransparencyServedCheckpointDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TransparencyEveryTableAnnotation($p: String!) {\n    storeAnnotation(projectId: $p, text: \"a reason\") { __typename ... on StoreAnnotationSuccess { annotation { digest } } }\n  }\n"): typeof import('./graphql').TransparencyEveryTableAnnotationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TransparencyEveryTableAssignRework($i: AssignReworkInput!) { assignRework(input: $i) { __typename } }\n"): typeof import('./graphql').TransparencyEveryTableAssignReworkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterVerifier($input: RegisterVerifierInput!) {\n    registerVerifier(input: $input) {\n      __typename\n      ... on RegisterVerifierSuccess { replayed verifier { ledgerId projectId verifierRef kind model actorRef registeredAt contentDigest } }\n      ... on Error { message }\n      ... on ValidationError { issues { path message } }\n      ... on IdempotencyConflictError { idempotencyKey existingDigest submittedDigest }\n    }\n  }\n"): typeof import('./graphql').RegisterVerifierDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawVerifierTrust($input: WithdrawVerifierTrustInput!) {\n    withdrawVerifierTrust(input: $input) {\n      __typename\n      ... on WithdrawVerifierTrustSuccess {\n        replayed\n        withdrawal { ledgerId projectId verifierRef verdictsFrom verdictsUntil reasonDigest actorRef withdrawnAt contentDigest }\n      }\n      ... on Error { message }\n      ... on ValidationError { issues { path message } }\n      ... on IdempotencyConflictError { idempotencyKey existingDigest submittedDigest }\n    }\n  }\n"): typeof import('./graphql').WithdrawVerifierTrustDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      __typename\n      ... on CreateWebhookEndpointSuccess { secret replayed endpoint { ledgerId url kinds retiredAt } }\n      ... on Error { message code }\n    }\n  }\n"): typeof import('./graphql').CreateWebhookEndpointDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetireWebhookEndpoint($input: RetireWebhookEndpointInput!) {\n    retireWebhookEndpoint(input: $input) { __typename ... on RetireWebhookEndpointSuccess { replayed endpoint { ledgerId retiredAt } } ... on Error { message code } }\n  }\n"): typeof import('./graphql').RetireWebhookEndpointDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookEndpoints($projectId: String!) {\n    webhookEndpoints(projectId: $projectId) {\n      __typename\n      ... on WebhookEndpointsSuccess { data { ledgerId url kinds actorRef retiredAt } }\n      ... on Error { message code }\n    }\n  }\n"): typeof import('./graphql').WebhookEndpointsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookDeliveries($projectId: String!, $status: WebhookDeliveryStatus, $first: Int, $after: String) {\n    webhookDeliveries(projectId: $projectId, status: $status, first: $first, after: $after) {\n      __typename\n      ... on WebhookDeliveryConnection {\n        edges { cursor node { ledgerId endpointId alertId sequence status attempts { attempt outcome failure httpStatus actorRef attemptedAt } } }\n        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n      }\n      ... on Error { message code }\n    }\n  }\n"): typeof import('./graphql').WebhookDeliveriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeliverWebhook($input: RedeliverWebhookInput!) {\n    redeliverWebhook(input: $input) {\n      __typename\n      ... on RedeliverWebhookSuccess { requested delivery { ledgerId status attempts { attempt outcome actorRef } } }\n      ... on Error { message code }\n    }\n  }\n"): typeof import('./graphql').RedeliverWebhookDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation AccessFixtureNote($p: String!, $t: String!) {\n      storeAnnotation(projectId: $p, text: $t) { __typename ... on StoreAnnotationSuccess { annotation { digest } } }\n    }\n  "): typeof import('./graphql').AccessFixtureNoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccessCohorts($p: String) { cohorts(projectId: $p) { edges { node { id } } } }"): typeof import('./graphql').AccessCohortsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccessCohort($id: ID!) { cohort(id: $id) { id } }"): typeof import('./graphql').AccessCohortDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccessAttempts { attempts(first: 5) { edges { node { id } } } }"): typeof import('./graphql').AccessAttemptsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccessAdjudications { adjudications(first: 5) { edges { node { id kind } } } }"): typeof import('./graphql').AccessAdjudicationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccessAttempt($id: ID!) { attempt(id: $id) { id } }"): typeof import('./graphql').AccessAttemptDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccessCohortLineage($id: ID!) { cohortLineage(cohortId: $id) { cohort { id } } }"): typeof import('./graphql').AccessCohortLineageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccessReliability($id: ID!) { reliability(cohortId: $id) { __typename } }"): typeof import('./graphql').AccessReliabilityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccessReliabilityOverview($p: String!) { reliabilityOverview(projectId: $p) { __typename ... on ReliabilityOverviewConnection { edges { node { cohortId } } } } }"): typeof import('./graphql').AccessReliabilityOverviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccessWorkerEvidence($p: String!) { workerEvidence(projectId: $p, workerRef: \"worker-alpha\") { __typename ... on WorkerEvidenceConnection { edges { node { cohort { id } report { cohortId } } } } } }"): typeof import('./graphql').AccessWorkerEvidenceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccessReliabilitySeries($id: ID!, $from: DateTime!) { reliabilitySeries(cohortId: $id, bucket: DAY, from: $from) { __typename } }"): typeof import('./graphql').AccessReliabilitySeriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccessCohortComparison($id: ID!) { cohortComparison(a: $id, b: $id) { __typename } }"): typeof import('./graphql').AccessCohortComparisonDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccessPairedComparison($id: ID!) { pairedComparison(cohortId: $id, otherCohortId: $id, margin: 0.1) { __typename } }"): typeof import('./graphql').AccessPairedComparisonDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccessNode($id: ID!) { node(id: $id) { id } }"): typeof import('./graphql').AccessNodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccessScopeFingerprint { scopeFingerprint(scope: { rootRef: \"r\" }) { __typename } }"): typeof import('./graphql').AccessScopeFingerprintDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AccessRecordAttempts($inputs: [RecordAttemptInput!]!) { recordAttempts(inputs: $inputs) { __typename\n           ... on RecordAttemptsSuccess { results { result { __typename } } } } }"): typeof import('./graphql').AccessRecordAttemptsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AccessStoreAnnotation($p: String!, $t: String!) { storeAnnotation(projectId: $p, text: $t) { __typename } }"): typeof import('./graphql').AccessStoreAnnotationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccessAnnotation($p: String!, $d: String!) { annotation(projectId: $p, digest: $d) { digest } }"): typeof import('./graphql').AccessAnnotationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AccessRedactAnnotation($p: String!, $d: String!) { redactAnnotation(projectId: $p, digest: $d) { __typename } }"): typeof import('./graphql').AccessRedactAnnotationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccessRubrics { rubrics { edges { node { digest } } } }"): typeof import('./graphql').AccessRubricsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccessRubric($d: String!) { rubric(digest: $d) { digest criteria { id } } }"): typeof import('./graphql').AccessRubricDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccessWithdrawalImpact($id: ID!) { withdrawalImpact(withdrawalId: $id, minSamples: 1) { __typename ... on WithdrawalImpact { cohorts { cohortId } } } }"): typeof import('./graphql').AccessWithdrawalImpactDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccessTransparencyKey { transparencyKey { keyId } }"): typeof import('./graphql').AccessTransparencyKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccessCheckpoint { checkpoint { treeSize rootHash } }"): typeof import('./graphql').AccessCheckpointDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccessWitnesses { witnesses { name } }"): typeof import('./graphql').AccessWitnessesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AccessAddCosignature($s: Int!) { addCosignature(treeSize: $s, cosignature: \"— nobody AAAA\") { __typename } }"): typeof import('./graphql').AccessAddCosignatureDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccessConsistencyProof($s: Int!) { consistencyProof(fromSize: $s, toSize: $s) { proof } }"): typeof import('./graphql').AccessConsistencyProofDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccessInclusionProof($k: String!) { inclusionProof(table: ATTEMPT, key: $k) { leafIndex } }"): typeof import('./graphql').AccessInclusionProofDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccessEvidenceBundle($id: ID!, $v: DateTime!) { evidenceBundle(cohortId: $id, validUntil: $v) { __typename } }"): typeof import('./graphql').AccessEvidenceBundleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccessWorkerEvidenceBundle($p: String!, $v: DateTime!) { workerEvidenceBundle(projectId: $p, workerRef: \"worker-alpha\", capabilityKey: \"code.edit.typescript\", validUntil: $v) { __typename } }"): typeof import('./graphql').AccessWorkerEvidenceBundleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AccessCreateAlertRule($i: CreateAlertRuleInput!) { createAlertRule(input: $i) { __typename } }"): typeof import('./graphql').AccessCreateAlertRuleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AccessRetireAlertRule($i: RetireAlertRuleInput!) { retireAlertRule(input: $i) { __typename } }"): typeof import('./graphql').AccessRetireAlertRuleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccessAlertRules($p: String!) { alertRules(projectId: $p) { __typename ... on AlertRulesSuccess { data { digest projectId } } } }"): typeof import('./graphql').AccessAlertRulesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccessAlerts($p: String!) { alerts(projectId: $p) { __typename ... on AlertConnection { edges { node { ledgerId projectId } } } } }"): typeof import('./graphql').AccessAlertsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccessReworkQueue($p: String!) { reworkQueue(projectId: $p) { __typename ... on ReworkRequestConnection { edges { node { ledgerId projectId } } } } }"): typeof import('./graphql').AccessReworkQueueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AccessAssignRework($i: AssignReworkInput!) { assignRework(input: $i) { __typename } }"): typeof import('./graphql').AccessAssignReworkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AccessCreateCheckpoint { createCheckpoint { __typename } }"): typeof import('./graphql').AccessCreateCheckpointDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query AccessRootFields { __schema { queryType { fields { name } } mutationType { fields { name } } } }\n    "): typeof import('./graphql').AccessRootFieldsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query AdjudicationsPage($id: ID!, $first: Int, $after: String) {\n        attempt(id: $id) { adjudications(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { seq } } } }\n      }\n    "): typeof import('./graphql').AdjudicationsPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation AdjudicationsDriftBatch($inputs: [RecordAttemptInput!]!) {\n        recordAttempts(inputs: $inputs) {\n          __typename\n          ... on RecordAttemptsSuccess { results { result { __typename ... on RecordAttemptSuccess { attempts { id } } } } }\n          ... on Error { message }\n        }\n      }\n    "): typeof import('./graphql').AdjudicationsDriftBatchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgreementsAccessDecision($p: String!, $d: String!) { agreementDecision(projectId: $p, decisionId: $d) { __typename } }\n"): typeof import('./graphql').AgreementsAccessDecisionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgreementsAccessDecisions {\n    agreementDecisions(first: 5) { __typename ... on AgreementDecisionsConnection { totalCount } }\n  }\n"): typeof import('./graphql').AgreementsAccessDecisionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgreementsAccessPublished {\n    publishedAgreements(first: 5) { __typename ... on PublishedAgreementsConnection { totalCount } }\n  }\n"): typeof import('./graphql').AgreementsAccessPublishedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgreementsAccessDesignatedProperties { designatedProperties }\n"): typeof import('./graphql').AgreementsAccessDesignatedPropertiesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgreementsAccessRootFields { __schema { queryType { fields { name } } mutationType { fields { name } } } }\n"): typeof import('./graphql').AgreementsAccessRootFieldsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgreementsPublishPublished($projectId: String, $lane: String, $property: String, $first: Int, $after: String, $last: Int, $before: String) {\n    publishedAgreements(projectId: $projectId, lane: $lane, property: $property, first: $first, after: $after, last: $last, before: $before) {\n      __typename\n      ... on PublishedAgreementsConnection {\n        totalCount\n        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n        edges { cursor node { ...AgreementsDecisionFields } }\n      }\n      ... on ValidationError { message issues { path message } }\n    }\n  }\n"): typeof import('./graphql').AgreementsPublishPublishedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AgreementsPublishDesignate($property: String!) {\n    designateProperty(property: $property) {\n      __typename\n      ... on PropertyDesignationChange { property action designated changed recordedBy recordedAt }\n      ... on Error { message }\n    }\n  }\n"): typeof import('./graphql').AgreementsPublishDesignateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AgreementsPublishWithdraw($property: String!) {\n    withdrawPropertyDesignation(property: $property) {\n      __typename\n      ... on PropertyDesignationChange { property action designated changed recordedBy recordedAt }\n      ... on Error { message }\n    }\n  }\n"): typeof import('./graphql').AgreementsPublishWithdrawDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgreementsPublishDesignatedProperties { designatedProperties }\n"): typeof import('./graphql').AgreementsPublishDesignatedPropertiesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query AgreementsPublishUnguarded($projectId: String) {\n        agreementDecisions(projectId: $projectId, first: 1) { __typename ... on AgreementDecisionsConnection { edges { cursor node { proposal { property } } } } }\n      }\n    "): typeof import('./graphql').AgreementsPublishUnguardedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query AgreementsPublishUnguardedCount($projectId: String) {\n        agreementDecisions(projectId: $projectId, first: 50) { __typename ... on AgreementDecisionsConnection { totalCount } }\n      }\n    "): typeof import('./graphql').AgreementsPublishUnguardedCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query AgreementsList($projectId: String, $lane: String, $first: Int, $after: String, $last: Int, $before: String) {\n      agreementDecisions(projectId: $projectId, lane: $lane, first: $first, after: $after, last: $last, before: $before) {\n        __typename\n        ... on AgreementDecisionsConnection {\n          totalCount\n          pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n          edges { cursor node { ...AgreementsDecisionFields } }\n        }\n        ... on ValidationError { message issues { path message } }\n      }\n    }\n  "): typeof import('./graphql').AgreementsListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AlertsReport($id: ID!, $asOf: DateTime, $window: WindowInput, $minSamples: Int) {\n    reliability(cohortId: $id, asOf: $asOf, window: $window, minSamples: $minSamples) {\n      __typename\n      ... on ReliabilityReport { state final sampleSize evidenceDigest criticalFailures { count }\n        unverifiedCompletionRate { numerator denominator value lower upper anytimeLowerBound } }\n      ... on ValidationError { message }\n    }\n  }\n"): typeof import('./graphql').AlertsReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query AlertsReportAt($id: ID!, $asOf: DateTime) {\n        reliability(cohortId: $id, asOf: $asOf, minSamples: 2) {\n          __typename\n          ... on ReliabilityReport { evidenceDigest independentlyVerifiedPassRate { numerator denominator lower } }\n          ... on ValidationError { message }\n        }\n      }\n    "): typeof import('./graphql').AlertsReportAtDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnnotationCredentialsStore($project: String!, $text: String!) {\n    storeAnnotation(projectId: $project, text: $text) {\n      __typename\n      ... on StoreAnnotationSuccess { annotation { digest } }\n      ... on ValidationError { message issues { path message } }\n    }\n  }\n"): typeof import('./graphql').AnnotationCredentialsStoreDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnnotationsStore($p: String!, $text: String!) {\n    storeAnnotation(projectId: $p, text: $text) {\n      __typename\n      ... on StoreAnnotationSuccess { replayed annotation { projectId digest byteLength storedBy storedAt text redacted } }\n      ... on ValidationError { issues { path message } }\n      ... on Error { message }\n    }\n  }\n"): typeof import('./graphql').AnnotationsStoreDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnnotationsRead($p: String!, $d: String!) {\n    annotation(projectId: $p, digest: $d) { projectId digest storedBy text redacted redactedBy redactedAt }\n  }\n"): typeof import('./graphql').AnnotationsReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnnotationsRedact($p: String!, $d: String!) {\n    redactAnnotation(projectId: $p, digest: $d) {\n      __typename\n      ... on RedactAnnotationSuccess { changed annotation { projectId digest text redacted redactedBy } }\n      ... on Error { message }\n    }\n  }\n"): typeof import('./graphql').AnnotationsRedactDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordWithEffort($input: RecordAttemptInput!) {\n    recordAttempt(input: $input) {\n      __typename\n      ... on RecordAttemptSuccess {\n        replayed\n        attempts { id outcomeDigest cohort { ledgerId } effort { inputTokens outputTokens cost { micros currency } harnessWallTimeMs } }\n      }\n      ... on ValidationError { issues { path message } }\n      ... on IdempotencyConflictError { existingDigest submittedDigest }\n    }\n  }\n"): typeof import('./graphql').RecordWithEffortDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EffortReport($cohortId: ID!, $asOf: DateTime, $minSamples: Int) {\n    reliability(cohortId: $cohortId, asOf: $asOf, minSamples: $minSamples) {\n      __typename\n      ... on ReliabilityReport {\n        state final evidenceDigest\n        independentlyVerifiedPassRate { numerator denominator }\n        costPerVerifiedSuccess { ...EffortPerSuccessFields }\n        tokensPerVerifiedSuccess { ...EffortPerSuccessFields }\n        timePerVerifiedSuccess { ...EffortPerSuccessFields }\n      }\n      ... on Error { message }\n    }\n  }\n  fragment EffortPerSuccessFields on EffortPerVerifiedSuccess {\n    measure status estimate lower upper total currency currencies verifiedPasses attempts unknownAttempts tasks\n  }\n"): typeof import('./graphql').EffortReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EffortComparison($a: ID!, $b: ID!, $minSamples: Int) {\n    cohortComparison(a: $a, b: $b, minSamples: $minSamples) {\n      __typename\n      ... on CohortComparison {\n        a { state } b { state }\n        costPerVerifiedSuccess { ...EffortRatioFields }\n        tokensPerVerifiedSuccess { ...EffortRatioFields }\n        timePerVerifiedSuccess { ...EffortRatioFields }\n      }\n      ... on Error { message }\n    }\n  }\n  fragment EffortRatioFields on EffortRatio {\n    measure status ratio lower upper currency a { estimate variance status currencies } b { estimate variance status currencies }\n  }\n"): typeof import('./graphql').EffortComparisonDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EvidenceReadsRecord($inputs: [RecordAttemptInput!]!) {\n    recordAttempts(inputs: $inputs) { __typename ... on RecordAttemptsSuccess { recordedCount } ... on Error { message } }\n  }\n"): typeof import('./graphql').EvidenceReadsRecordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EvidenceScanPlansBatch($inputs: [RecordAttemptInput!]!) {\n    recordAttempts(inputs: $inputs) { __typename ... on RecordAttemptsSuccess { recordedCount } }\n  }\n"): typeof import('./graphql').EvidenceScanPlansBatchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query GradingRubric($d: String!) { rubric(digest: $d) { digest version criteria { id levels { descriptor } } } }\n    "): typeof import('./graphql').GradingRubricDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query GradingRubricsOfDomain { rubrics(domain: \"synthesis\") { edges { node { digest version } } } }\n    "): typeof import('./graphql').GradingRubricsOfDomainDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query ListFiltersOtherProject($projectId: String) {\n          attempts(first: 100, projectId: $projectId, workerRef: \"worker-0\") { edges { node { ledgerId } } }\n        }\n      "): typeof import('./graphql').ListFiltersOtherProjectDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query ListFiltersAllCohorts { cohorts(first: 100) { edges { node { ledgerId capabilityKey provider model harnessVersion policyVersion } } } }\n  "): typeof import('./graphql').ListFiltersAllCohortsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query ListFiltersCohorts($provider: String, $model: String, $harnessVersion: String, $policyVersion: String, $capabilityKey: String, $first: Int) {\n      cohorts(provider: $provider, model: $model, harnessVersion: $harnessVersion, policyVersion: $policyVersion, capabilityKey: $capabilityKey, first: $first) {\n        edges { node { ledgerId } }\n      }\n    }\n  "): typeof import('./graphql').ListFiltersCohortsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OtlpAttempts($projectId: String!, $outcomeId: String!) {\n    attempts(projectId: $projectId, outcomeId: $outcomeId, first: 50) {\n      edges { node {\n        ledgerId capabilityKey outcomeId taskRef agentRunRef workerRef outcomeCode stopReasonCode attemptNumber startedAt finishedAt\n        verificationMode verificationResult acceptanceCriteriaTotal acceptanceCriteriaMet recordedBy outcomeDigest\n        evidence { kind digest }\n        effort { inputTokens outputTokens cost { micros currency } harnessWallTimeMs }\n        cohort { ledgerId }\n        adjudications(first: 20) { edges { node { kind verificationMode verificationResult verifierRef verifierModel actorRef idempotencyKey } } }\n      } }\n    }\n  }\n"): typeof import('./graphql').OtlpAttemptsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OtlpReport($id: ID!) {\n    reliability(cohortId: $id, minSamples: 1) {\n      __typename\n      ... on ReliabilityReport {\n        sampleSize\n        independentlyVerifiedPassRate { numerator denominator }\n        unverifiedCompletionRate { numerator denominator }\n        consecutiveVerifiedPasses\n        verificationsNotCountedIndependent { unregistered withdrawn notIndependent }\n        tokensPerVerifiedSuccess { status estimate total unknownAttempts }\n      }\n      ... on Error { message }\n    }\n  }\n"): typeof import('./graphql').OtlpReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PagesAttempts($cohortId: ID, $first: Int, $after: String, $last: Int, $before: String) {\n    attempts(cohortId: $cohortId, first: $first, after: $after, last: $last, before: $before) {\n      edges { cursor node { ledgerId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n    }\n  }\n"): typeof import('./graphql').PagesAttemptsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PagesCohortAttempts($cohortId: ID!, $first: Int, $after: String, $last: Int, $before: String) {\n    cohort(id: $cohortId) {\n      attempts(first: $first, after: $after, last: $last, before: $before) {\n        edges { cursor node { ledgerId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n      }\n    }\n  }\n"): typeof import('./graphql').PagesCohortAttemptsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PagesCohorts($projectId: String, $first: Int, $after: String, $last: Int, $before: String) {\n    cohorts(projectId: $projectId, first: $first, after: $after, last: $last, before: $before) {\n      edges { cursor node { ledgerId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n    }\n  }\n"): typeof import('./graphql').PagesCohortsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query PagesAttemptsOfProject($projectId: String) { attempts(projectId: $projectId, first: 10) { edges { node { ledgerId } } } }\n    "): typeof import('./graphql').PagesAttemptsOfProjectDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query PagesAttemptsAfter($after: String) { attempts(first: 5, after: $after) { edges { node { projectId } } } }\n    "): typeof import('./graphql').PagesAttemptsAfterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query PagesAttemptsNested($cohortId: ID) {\n        attempts(cohortId: $cohortId, first: 2) { edges { node { capabilityKey evidence { kind digest } cohort { ledgerId attemptCount } } } }\n      }\n    "): typeof import('./graphql').PagesAttemptsNestedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment PagesEverything on Attempt {\n      id ledgerId projectId capabilityKey attemptGroupId multiplicity outcomeId taskRef workPackageRef agentRunRef workerRef\n      outcomeCode stopReasonCode attemptNumber startedAt finishedAt verificationMode verificationResult verifierRef verifierModel\n      acceptanceCriteriaTotal acceptanceCriteriaMet validationCommandsTotal validationCommandsPassed validationCommandsFailed\n      humanOverride humanRejected rolledBack severity evidence { kind digest } outcomeDigest contentDigest recordedBy recordedAt\n      ... on Attempt { cohort { ledgerId model } }\n    }\n  "): typeof import('./graphql').PagesEverythingFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query PagesEveryFieldRoot($cohortId: ID) { attempts(cohortId: $cohortId, first: 5) { edges { node { ...PagesEverything } } } }\n  "): typeof import('./graphql').PagesEveryFieldRootDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query PagesEveryFieldNested($cohortId: ID!) { cohort(id: $cohortId) { attempts(first: 5) { edges { node { ...PagesEverything } } } } }\n  "): typeof import('./graphql').PagesEveryFieldNestedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query PagesCohortsCounted($projectId: String) { cohorts(projectId: $projectId, capabilityKey: \"code.review\", first: 1) { edges { node { model attemptCount } } } }\n    "): typeof import('./graphql').PagesCohortsCountedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query PagesCohortsByCapability { cohorts(capabilityKey: \"code.edit.typescript\", first: 10) { edges { node { ledgerId projectId attemptCount } } } }\n    "): typeof import('./graphql').PagesCohortsByCapabilityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query PagesFirstAdjudications($projectId: String) { attempts(projectId: $projectId, first: 20) { edges { node { adjudications(first: 1) { edges { cursor } } } } } }\n    "): typeof import('./graphql').PagesFirstAdjudicationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PairedComparisonRead($cohortId: ID!, $otherCohortId: ID!, $margin: Float!, $asOf: DateTime, $minSamples: Int) {\n    pairedComparison(cohortId: $cohortId, otherCohortId: $otherCohortId, margin: $margin, asOf: $asOf, minSamples: $minSamples) {\n      __typename\n      ... on PairedComparison {\n        asOf final state margin sharedTasks bothPassed neitherPassed onlyCohortPassed onlyOtherPassed onlyCohortTasks onlyOtherTasks\n        difference lower upper nonInferiority anytimeLowerBound anytimeUpperBound anytimeNonInferiority\n        report { cohortId state unresolvedDriftAttemptIds evidenceDigest }\n        otherReport { cohortId state unresolvedDriftAttemptIds evidenceDigest }\n      }\n      ... on Error { message }\n      ... on ValidationError { issues { path message } }\n    }\n  }\n"): typeof import('./graphql').PairedComparisonReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query QueriesCohortsFiltered($p: String, $c: String) { cohorts(projectId: $p, capabilityKey: $c) { edges { node { capabilityKey model policyVersion } } } }\n    "): typeof import('./graphql').QueriesCohortsFilteredDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query QueriesCohortsMalformedFilter { cohorts(capabilityKey: \"Not Valid\") { edges { node { id } } } }\n    "): typeof import('./graphql').QueriesCohortsMalformedFilterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query QueriesCohortsFirstPage { cohorts(first: 2) { pageInfo { hasNextPage endCursor } edges { node { ledgerId createdAt } } } }\n    "): typeof import('./graphql').QueriesCohortsFirstPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query QueriesCohortsNextPage($after: String) { cohorts(first: 10, after: $after) { edges { node { ledgerId createdAt } } } }\n    "): typeof import('./graphql').QueriesCohortsNextPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query QueriesAttemptsAll { attempts(first: 10) { edges { node { outcomeId } } } }\n    "): typeof import('./graphql').QueriesAttemptsAllDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query QueriesAttemptsByCohort($c: ID) { attempts(cohortId: $c) { edges { node { outcomeId } } } }\n    "): typeof import('./graphql').QueriesAttemptsByCohortDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query QueriesAttemptsByOutcome($o: String) { attempts(outcomeId: $o) { edges { node { ledgerId } } } }\n    "): typeof import('./graphql').QueriesAttemptsByOutcomeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query QueriesAttempt($id: ID!) { attempt(id: $id) { id ledgerId outcomeId evidence { kind digest } cohort { capabilityKey } } }\n    "): typeof import('./graphql').QueriesAttemptDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query QueriesAttemptUnknown { a: attempt(id: \"00000000-0000-4000-8000-000000000000\") { id } b: attempt(id: \"junk\") { id } }\n    "): typeof import('./graphql').QueriesAttemptUnknownDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query QueriesNode($a: ID!, $c: ID!) {\n        a: node(id: $a) { __typename id ... on Attempt { outcomeId } }\n        c: node(id: $c) { __typename id ... on Cohort { capabilityKey } }\n      }\n    "): typeof import('./graphql').QueriesNodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query QueriesCohortLineage($id: ID!) {\n        cohortLineage(cohortId: $id) { cohort { ledgerId model } relatives { differsIn cohort { model policyVersion attemptCount } } }\n      }\n    "): typeof import('./graphql').QueriesCohortLineageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query QueriesScopeFingerprint($s: ScopeInput!) {\n        scopeFingerprint(scope: $s) { __typename ... on ScopeFingerprintPreview { fingerprint paths resources rootRef } }\n      }\n    "): typeof import('./graphql').QueriesScopeFingerprintDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query QueriesScopeFingerprintBadRoot { scopeFingerprint(scope: { rootRef: \"has space\" }) { __typename ... on ValidationError { issues { path } } } }\n    "): typeof import('./graphql').QueriesScopeFingerprintBadRootDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query QueriesLargestOverview($projectId: String!) {\n        reliabilityOverview(projectId: $projectId, first: 100) {\n          __typename\n          ... on ReliabilityOverviewConnection {\n            edges {\n              node {\n                cohortId state sampleSize evidenceDigest consecutiveVerifiedPasses\n                evidenceFreshness { lastVerifiedPassAt ageSeconds } criticalFailures { count attempts { attemptId outcomeId finishedAt } }\n                firstAttemptSuccessRate { numerator denominator value lower upper }\n                independentlyVerifiedPassRate { numerator denominator value lower upper }\n                unverifiedCompletionRate { numerator denominator value lower upper }\n                repairRetryRate { numerator denominator value lower upper }\n                humanRejectionRate { numerator denominator value lower upper }\n                rollbackRate { numerator denominator value lower upper }\n                policyBlockRate { numerator denominator value lower upper }\n                falseSuccessRate { numerator denominator value lower upper }\n                overrideRate { numerator denominator value lower upper }\n              }\n            }\n          }\n        }\n      }\n    "): typeof import('./graphql').QueriesLargestOverviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RecordAttemptFullAttempt on Attempt {\n    id ledgerId projectId capabilityKey attemptGroupId multiplicity outcomeId taskRef workPackageRef agentRunRef\n    workerRef outcomeCode stopReasonCode attemptNumber startedAt finishedAt verificationMode verificationResult verifierRef\n    verifierModel acceptanceCriteriaTotal acceptanceCriteriaMet validationCommandsTotal validationCommandsPassed\n    validationCommandsFailed humanOverride humanRejected rolledBack severity evidence { kind digest } outcomeDigest\n    contentDigest recordedBy recordedAt cohort { ledgerId }\n  }\n"): typeof import('./graphql').RecordAttemptFullAttemptFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordAttemptFull($input: RecordAttemptInput!) {\n    recordAttempt(input: $input) { __typename ... on RecordAttemptSuccess { attempts { ...RecordAttemptFullAttempt } } ... on Error { message } }\n  }\n"): typeof import('./graphql').RecordAttemptFullDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecordAttemptReadFull($id: ID!) { attempt(id: $id) { ...RecordAttemptFullAttempt } }\n"): typeof import('./graphql').RecordAttemptReadFullDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation RecordAttemptBatch($inputs: [RecordAttemptInput!]!) {\n      recordAttempts(inputs: $inputs) {\n        __typename\n        ... on RecordAttemptsSuccess {\n          recordedCount\n          results { index outcomeId result { __typename ... on RecordAttemptSuccess { replayed attempts { id cohort { ledgerId } } } ... on ValidationError { issues { path } } } }\n        }\n        ... on Error { message }\n      }\n    }\n  "): typeof import('./graphql').RecordAttemptBatchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RecordAttemptBatchMessages($inputs: [RecordAttemptInput!]!) {\n        recordAttempts(inputs: $inputs) {\n          __typename\n          ... on RecordAttemptsSuccess {\n            recordedCount\n            results { index outcomeId result { __typename ... on RecordAttemptSuccess { replayed attempts { id cohort { ledgerId } } } ... on ValidationError { message issues { path message } } } }\n          }\n          ... on Error { message }\n        }\n      }\n    "): typeof import('./graphql').RecordAttemptBatchMessagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnytimeDecision($cohortId: ID!, $asOf: DateTime, $minSamples: Int, $rate: ReliabilityRateName!, $threshold: Float!) {\n    reliability(cohortId: $cohortId, asOf: $asOf, minSamples: $minSamples) {\n      __typename\n      ... on ReliabilityReport {\n        state\n        independentlyVerifiedPassRate { ...RateParts }\n        attemptsToDecision(rate: $rate, threshold: $threshold) { rate threshold outcome attempts }\n      }\n    }\n  }\n"): typeof import('./graphql').AnytimeDecisionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClusteredCompare($a: ID!, $b: ID!, $window: WindowInput, $asOf: DateTime, $minSamples: Int) {\n    cohortComparison(a: $a, b: $b, window: $window, asOf: $asOf, minSamples: $minSamples) {\n      __typename\n      ... on CohortComparison {\n        asOf settledThrough final\n        a { cohortId state sampleSize evidenceDigest evidenceRowCount independentlyVerifiedPassRate { ...RateParts } }\n        b { cohortId state sampleSize evidenceDigest evidenceRowCount independentlyVerifiedPassRate { ...RateParts } }\n        independentlyVerifiedPassRate { difference lower upper a { ...RateParts } b { ...RateParts } }\n        firstAttemptSuccessRate { difference lower upper }\n        humanRejectionRate { difference lower upper a { numerator denominator } b { numerator denominator } }\n      }\n      ... on Error { message code }\n      ... on ValidationError { issues { path message } }\n    }\n  }\n"): typeof import('./graphql').ClusteredCompareDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReliabilityExplainedDecision on RateDecision { numerator denominator reasons }\n"): typeof import('./graphql').ReliabilityExplainedDecisionFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReliabilityExplained($cohortId: ID!, $window: WindowInput, $asOf: DateTime, $first: Int, $after: String) {\n    reliability(cohortId: $cohortId, window: $window, asOf: $asOf, minSamples: 1) {\n      __typename\n      ... on ReliabilityReport {\n        final sampleSize unresolvedDriftAttemptIds\n        criticalFailures { count attempts { attemptLedgerId } }\n        firstAttemptSuccessRate { numerator denominator }\n        independentlyVerifiedPassRate { numerator denominator }\n        unverifiedCompletionRate { numerator denominator }\n        repairRetryRate { numerator denominator }\n        humanRejectionRate { numerator denominator }\n        rollbackRate { numerator denominator }\n        policyBlockRate { numerator denominator }\n        falseSuccessRate { numerator denominator }\n        overrideRate { numerator denominator }\n        explain(first: $first, after: $after) {\n          totalCount\n          pageInfo { hasNextPage hasPreviousPage endCursor }\n          edges {\n            cursor\n            node {\n              attemptId attemptLedgerId workerRef attemptNumber finishedAt inWindow critical unresolvedDrift\n              firstAttemptSuccessRate { ...ReliabilityExplainedDecision }\n              independentlyVerifiedPassRate { ...ReliabilityExplainedDecision }\n              unverifiedCompletionRate { ...ReliabilityExplainedDecision }\n              repairRetryRate { ...ReliabilityExplainedDecision }\n              humanRejectionRate { ...ReliabilityExplainedDecision }\n              rollbackRate { ...ReliabilityExplainedDecision }\n              policyBlockRate { ...ReliabilityExplainedDecision }\n              falseSuccessRate { ...ReliabilityExplainedDecision }\n              overrideRate { ...ReliabilityExplainedDecision }\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ReliabilityExplainedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ReliabilityExplainedWorker($projectId: String!, $workerRef: String!, $asOf: DateTime) {\n        workerEvidence(projectId: $projectId, workerRef: $workerRef, asOf: $asOf, minSamples: 1) {\n          __typename\n          ... on WorkerEvidenceConnection {\n            edges { node { report { sampleSize explain(first: 100) { totalCount edges { node { workerRef inWindow } } } } } }\n          }\n          ... on ValidationError { message }\n        }\n      }\n    "): typeof import('./graphql').ReliabilityExplainedWorkerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ReliabilityCohortLineage($id: ID!) { cohortLineage(cohortId: $id) { relatives { differsIn cohort { ledgerId } } } }\n    "): typeof import('./graphql').ReliabilityCohortLineageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReworkLoopRequest on ReworkRequest {\n    ledgerId projectId attemptId capabilityKey rubricDigest gradingId state open closedAt requestedAt ageSeconds\n    assignment { ledgerId projectId requestId ownerRef actorRef contentDigest assignedAt }\n  }\n"): typeof import('./graphql').ReworkLoopRequestFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReworkLoopQueue($projectId: String!, $state: ReworkState, $ownerRef: String, $capabilityKey: String, $first: Int, $after: String) {\n    reworkQueue(projectId: $projectId, state: $state, ownerRef: $ownerRef, capabilityKey: $capabilityKey, first: $first, after: $after) {\n      __typename\n      ... on ReworkRequestConnection { edges { cursor node { ...ReworkLoopRequest } } pageInfo { hasNextPage hasPreviousPage endCursor } }\n      ... on ValidationError { issues { path message } }\n    }\n  }\n"): typeof import('./graphql').ReworkLoopQueueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReworkLoopAssign($input: AssignReworkInput!) {\n    assignRework(input: $input) {\n      __typename\n      ... on AssignReworkSuccess { replayed request { ...ReworkLoopRequest } assignment { ledgerId ownerRef actorRef contentDigest assignedAt } }\n      ... on Error { message code }\n      ... on ValidationError { issues { path message } }\n      ... on IdempotencyConflictError { idempotencyKey existingDigest submittedDigest }\n    }\n  }\n"): typeof import('./graphql').ReworkLoopAssignDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RuleVersionsReport($cohortId: ID!, $asOf: DateTime, $minSamples: Int) {\n    reliability(cohortId: $cohortId, window: { lastDays: 30 }, asOf: $asOf, minSamples: $minSamples) {\n      __typename\n      ... on ReliabilityReport { rulesVersion ...ReliabilityReportFields }\n    }\n  }\n"): typeof import('./graphql').RuleVersionsReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RuleVersionsReportWithoutVersion($cohortId: ID!, $asOf: DateTime, $minSamples: Int) {\n    reliability(cohortId: $cohortId, window: { lastDays: 30 }, asOf: $asOf, minSamples: $minSamples) {\n      __typename\n      ... on ReliabilityReport { ...ReliabilityReportFields }\n    }\n  }\n"): typeof import('./graphql').RuleVersionsReportWithoutVersionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RuleVersionsPair($a: ID!, $asOf: DateTime) {\n    cohortComparison(a: $a, b: $a, asOf: $asOf) {\n      __typename\n      ... on CohortComparison { a { rulesVersion minSamples state evidenceDigest } }\n    }\n  }\n"): typeof import('./graphql').RuleVersionsPairDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription SseModesLive($projectId: String!) { attemptRecorded(projectId: $projectId) { projectId count } }"): typeof import('./graphql').SseModesLiveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransparencyFormatsInclusion($key: String!) {\n    inclusionProof(table: ATTEMPT, key: $key) { leafIndex treeSize leafHash leafData auditPath checkpoint { rootHash } }\n  }\n"): typeof import('./graphql').TransparencyFormatsInclusionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TransparencyFormatsRecord($i: RecordAttemptInput!) {\n    recordAttempt(input: $i) { __typename ... on RecordAttemptSuccess { attempts { ledgerId } receipts { envelope } } ... on Error { message } }\n  }\n"): typeof import('./graphql').TransparencyFormatsRecordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProofsInclusion($table: LedgerTable!, $key: String!, $size: Int) {\n    inclusionProof(table: $table, key: $key, treeSize: $size) { leafIndex treeSize leafHash auditPath checkpoint { rootHash } }\n  }\n"): typeof import('./graphql').ProofsInclusionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TransparencyCheckpoint on Checkpoint { treeSize rootHash issuedAt keyId envelope }\n"): typeof import('./graphql').TransparencyCheckpointFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransparencyInclusion($table: LedgerTable!, $key: String!, $size: Int) {\n    inclusionProof(table: $table, key: $key, treeSize: $size) { leafIndex treeSize leafHash leafData auditPath checkpoint { ...TransparencyCheckpoint } }\n  }\n"): typeof import('./graphql').TransparencyInclusionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TransparencyCreateCheckpoint {\n    createCheckpoint { __typename ... on CreateCheckpointSuccess { checkpoint { treeSize } } ... on Error { message } }\n  }\n"): typeof import('./graphql').TransparencyCreateCheckpointDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query TransparencyKeyAndCheckpoint { transparencyKey { keyId algorithm publicKeyPem } checkpoint { ...TransparencyCheckpoint } }\n    "): typeof import('./graphql').TransparencyKeyAndCheckpointDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query TransparencyCheckpointOfSize($size: Int) { checkpoint(treeSize: $size) { treeSize } }\n    "): typeof import('./graphql').TransparencyCheckpointOfSizeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query TransparencyConsistency($f: Int!, $t: Int!) { consistencyProof(fromSize: $f, toSize: $t) { from { treeSize rootHash } to { treeSize rootHash } proof } }\n        "): typeof import('./graphql').TransparencyConsistencyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation TransparencyBatch($inputs: [RecordAttemptInput!]!) { recordAttempts(inputs: $inputs) { __typename } }\n    "): typeof import('./graphql').TransparencyBatchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TransparencyReceipt on Receipt { table key leafHash contentDigest envelope }\n"): typeof import('./graphql').TransparencyReceiptFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TransparencyRecordWithReceipts($i: RecordAttemptInput!) {\n    recordAttempt(input: $i) { __typename ... on RecordAttemptSuccess { attempts { id ledgerId contentDigest } receipts { ...TransparencyReceipt } } ... on Error { message } }\n  }\n"): typeof import('./graphql').TransparencyRecordWithReceiptsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation TransparencyBatchWithReceipts($i: [RecordAttemptInput!]!) {\n        recordAttempts(inputs: $i) {\n          __typename\n          ... on RecordAttemptsSuccess {\n            results { result { __typename ... on RecordAttemptSuccess { attempts { ledgerId contentDigest } receipts { ...TransparencyReceipt } } ... on Error { message } } }\n          }\n          ... on Error { message }\n        }\n      }\n    "): typeof import('./graphql').TransparencyBatchWithReceiptsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation TransparencyAdjudicateWithReceipt($i: AppendAdjudicationInput!) {\n        appendAdjudication(input: $i) {\n          __typename\n          ... on AppendAdjudicationSuccess { adjudication { ledgerId contentDigest } receipt { ...TransparencyReceipt } }\n          ... on Error { message }\n        }\n      }\n    "): typeof import('./graphql').TransparencyAdjudicateWithReceiptDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VerifiersNotCounted($id: ID!, $asOf: DateTime) {\n    reliability(cohortId: $id, asOf: $asOf, minSamples: 1) {\n      __typename\n      ... on ReliabilityReport { verificationsNotCountedIndependent { unregistered withdrawn notIndependent } }\n      ... on ValidationError { message }\n    }\n  }\n"): typeof import('./graphql').VerifiersNotCountedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query VerifiersSeriesNotCounted($id: ID!, $from: DateTime!) {\n        reliabilitySeries(cohortId: $id, bucket: DAY, from: $from) {\n          __typename\n          ... on ReliabilitySeries { points { sampleSize verificationsNotCountedIndependent { unregistered withdrawn notIndependent } } }\n          ... on ValidationError { message }\n        }\n      }\n    "): typeof import('./graphql').VerifiersSeriesNotCountedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query VerifiersWithdrawalImpact($id: ID!) {\n        withdrawalImpact(withdrawalId: $id, minSamples: 1) {\n          __typename\n          ... on WithdrawalImpact {\n            cohorts {\n              cohortLedgerId lowerBoundChange\n              before { independentlyVerifiedPassRate { numerator denominator } } after { independentlyVerifiedPassRate { numerator denominator } }\n            }\n          }\n          ... on ValidationError { message }\n        }\n      }\n    "): typeof import('./graphql').VerifiersWithdrawalImpactDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhooksEndpointFields {\n    __type(name: \"WebhookEndpoint\") { fields { name } }\n  }\n"): typeof import('./graphql').WebhooksEndpointFieldsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WithdrawalImpactOf($id: ID!, $minSamples: Int) {\n    withdrawalImpact(withdrawalId: $id, minSamples: $minSamples) {\n      __typename\n      ... on ValidationError { message }\n      ... on WithdrawalImpact {\n        withdrawal { ledgerId verifierRef withdrawnAt }\n        cohorts {\n          cohortLedgerId lowerBoundChange\n          before { asOf state evidenceDigest independentlyVerifiedPassRate { numerator denominator value lower upper } }\n          after { asOf state evidenceDigest independentlyVerifiedPassRate { numerator denominator value lower upper } }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').WithdrawalImpactOfDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WitnessesCreateCheckpoint {\n    createCheckpoint { __typename ... on CreateCheckpointSuccess { checkpoint { treeSize rootHash note cosignatures } } }\n  }\n"): typeof import('./graphql').WitnessesCreateCheckpointDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WitnessesTransparencyKey { transparencyKey { noteVkey } }\n"): typeof import('./graphql').WitnessesTransparencyKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WitnessesRegister($vkey: String!) {\n    registerWitness(vkey: $vkey) { __typename ... on Witness { name vkey } ... on Error { message } }\n  }\n"): typeof import('./graphql').WitnessesRegisterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WitnessesAddCosignature($size: Int!, $line: String!) {\n    addCosignature(treeSize: $size, cosignature: $line) { __typename ... on Cosignature { witness line } ... on Error { message } }\n  }\n"): typeof import('./graphql').WitnessesAddCosignatureDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WitnessesEvidenceBundle($id: ID!, $validUntil: DateTime!, $asOf: DateTime) {\n    evidenceBundle(cohortId: $id, validUntil: $validUntil, asOf: $asOf, minSamples: 1) {\n      __typename ... on EvidenceBundle { envelope } ... on Error { message }\n    }\n  }\n"): typeof import('./graphql').WitnessesEvidenceBundleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WitnessesServedCheckpoint { checkpoint { treeSize note cosignatures } }\n"): typeof import('./graphql').WitnessesServedCheckpointDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      fragment WorkerEvidenceExampleRate on Rate { numerator denominator lower upper }\n    "): typeof import('./graphql').WorkerEvidenceExampleRateFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      fragment WorkerEvidenceExampleDecision on RateDecision { numerator denominator reasons }\n    "): typeof import('./graphql').WorkerEvidenceExampleDecisionFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query WorkerEvidenceExample($projectId: String!, $workerRef: String!, $asOf: DateTime) {\n        workerEvidence(projectId: $projectId, workerRef: $workerRef, asOf: $asOf, minSamples: 1) {\n          __typename\n          ... on WorkerEvidenceConnection {\n            edges {\n              node {\n                report {\n                  sampleSize\n                  verificationsNotCountedIndependent { unregistered withdrawn notIndependent }\n                  firstAttemptSuccessRate { ...WorkerEvidenceExampleRate }\n                  independentlyVerifiedPassRate { ...WorkerEvidenceExampleRate }\n                  unverifiedCompletionRate { ...WorkerEvidenceExampleRate }\n                  repairRetryRate { ...WorkerEvidenceExampleRate }\n                  humanRejectionRate { ...WorkerEvidenceExampleRate }\n                  rollbackRate { ...WorkerEvidenceExampleRate }\n                  policyBlockRate { ...WorkerEvidenceExampleRate }\n                  falseSuccessRate { ...WorkerEvidenceExampleRate }\n                  overrideRate { ...WorkerEvidenceExampleRate }\n                  explain(first: 10) {\n                    edges {\n                      node {\n                        attemptLedgerId\n                        firstAttemptSuccessRate { ...WorkerEvidenceExampleDecision }\n                        independentlyVerifiedPassRate { ...WorkerEvidenceExampleDecision }\n                        unverifiedCompletionRate { ...WorkerEvidenceExampleDecision }\n                        repairRetryRate { ...WorkerEvidenceExampleDecision }\n                        humanRejectionRate { ...WorkerEvidenceExampleDecision }\n                        rollbackRate { ...WorkerEvidenceExampleDecision }\n                        policyBlockRate { ...WorkerEvidenceExampleDecision }\n                        falseSuccessRate { ...WorkerEvidenceExampleDecision }\n                        overrideRate { ...WorkerEvidenceExampleDecision }\n                      }\n                    }\n                  }\n                }\n              }\n            }\n          }\n          ... on ValidationError { message }\n        }\n      }\n    "): typeof import('./graphql').WorkerEvidenceExampleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WriteLookupPlansBatch($inputs: [RecordAttemptInput!]!) {\n    recordAttempts(inputs: $inputs) { __typename ... on RecordAttemptsSuccess { recordedCount } }\n  }\n"): typeof import('./graphql').WriteLookupPlansBatchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BackendKillsRecordMany($inputs: [RecordAttemptInput!]!) {\n    recordAttempts(inputs: $inputs) { __typename ... on RecordAttemptsSuccess { results { result { __typename } } } ... on Error { message } }\n  }\n"): typeof import('./graphql').BackendKillsRecordManyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BackendKillsAttempts($projectId: String!) { attempts(projectId: $projectId, first: 50) { edges { node { ledgerId outcomeCode cohort { ledgerId } } } } }\n"): typeof import('./graphql').BackendKillsAttemptsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BackendKillsCohorts($projectId: String!) { cohorts(projectId: $projectId, first: 50) { edges { node { ledgerId capabilityKey attemptCount } } } }\n"): typeof import('./graphql').BackendKillsCohortsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CrashRestartRecordMany($inputs: [RecordAttemptInput!]!) {\n    recordAttempts(inputs: $inputs) { __typename ... on RecordAttemptsSuccess { recordedCount } }\n  }\n"): typeof import('./graphql').CrashRestartRecordManyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CrashRestartAttempts($projectId: String!) { attempts(projectId: $projectId, first: 100) { edges { node { outcomeId } } } }\n"): typeof import('./graphql').CrashRestartAttemptsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DurabilityRecordBatch($inputs: [RecordAttemptInput!]!) { recordAttempts(inputs: $inputs) {\n  __typename ... on RecordAttemptsSuccess { recordedCount results { result { __typename ... on RecordAttemptSuccess { replayed } } } } } }"): typeof import('./graphql').DurabilityRecordBatchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EvidenceBundlesBundle($id: ID!, $validUntil: DateTime!, $window: WindowInput, $asOf: DateTime, $minSamples: Int, $kept: [Int!]) {\n    evidenceBundle(cohortId: $id, validUntil: $validUntil, window: $window, asOf: $asOf, minSamples: $minSamples, consistencyFrom: $kept) {\n      __typename\n      ... on EvidenceBundle { envelope keyId issuedAt validUntil rowCount attemptCount evidenceDigests checkpoint { treeSize rootHash issuedAt keyId envelope } }\n      ... on ValidationError { message issues { path message } }\n      ... on CheckpointPendingError { message code latestTreeSize }\n    }\n  }"): typeof import('./graphql').EvidenceBundlesBundleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EvidenceBundlesEffort on EffortPerVerifiedSuccess {\n    measure status estimate lower upper variance total currency currencies verifiedPasses attempts unknownAttempts tasks\n  }"): typeof import('./graphql').EvidenceBundlesEffortFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EvidenceBundlesReport($id: ID!) {\n    reliability(cohortId: $id, minSamples: 1) {\n      __typename\n      ... on ReliabilityReport {\n        evidenceDigest sampleSize asOf passK { k estimate lower upper tasks }\n        costPerVerifiedSuccess { ...EvidenceBundlesEffort } tokensPerVerifiedSuccess { ...EvidenceBundlesEffort } timePerVerifiedSuccess { ...EvidenceBundlesEffort }\n      }\n    }\n  }"): typeof import('./graphql').EvidenceBundlesReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EvidenceBundlesKey { transparencyKey { publicKeyPem } }"): typeof import('./graphql').EvidenceBundlesKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EvidenceBundlesAttemptEffort($id: ID!) {\n    node(id: $id) { __typename ... on Attempt { ledgerId effort { inputTokens outputTokens cost { micros currency } harnessWallTimeMs } } }\n  }"): typeof import('./graphql').EvidenceBundlesAttemptEffortDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query EvidenceBundlesWorker($p: String!, $w: String!, $c: String!, $v: DateTime!, $m: Int) {\n      workerEvidenceBundle(projectId: $p, workerRef: $w, capabilityKey: $c, validUntil: $v, minSamples: $m) {\n        __typename\n        ... on EvidenceBundle { envelope rowCount attemptCount evidenceDigests }\n        ... on ValidationError { issues { path message } }\n      }\n    }"): typeof import('./graphql').EvidenceBundlesWorkerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query EvidenceBundlesWorkerEvidence($p: String!, $a: DateTime) {\n      workerEvidence(projectId: $p, workerRef: \"worker-alpha\", capabilityKey: \"code.edit.typescript\", minSamples: 1, asOf: $a) {\n        __typename\n        ... on WorkerEvidenceConnection { edges { node { cohort { ledgerId } report { sampleSize evidenceDigest state } } } }\n      }\n    }"): typeof import('./graphql').EvidenceBundlesWorkerEvidenceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query EvidenceBundlesRecomputedReport($id: ID!, $w: WindowInput, $a: DateTime, $m: Int) {\n      reliability(cohortId: $id, window: $w, asOf: $a, minSamples: $m) {\n        __typename\n        ... on ReliabilityReport {\n          ...ReliabilityReportFields\n          costPerVerifiedSuccess { ...EvidenceBundlesEffort } tokensPerVerifiedSuccess { ...EvidenceBundlesEffort } timePerVerifiedSuccess { ...EvidenceBundlesEffort }\n        }\n      }\n    }"): typeof import('./graphql').EvidenceBundlesRecomputedReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GradedSummaryMemoryRecord($inputs: [RecordAttemptInput!]!) {\n    recordAttempts(inputs: $inputs) {\n      __typename\n      ... on RecordAttemptsSuccess { results { result { __typename ... on RecordAttemptSuccess { attempts { id cohort { id } } } } } }\n      ... on Error { message }\n    }\n  }\n"): typeof import('./graphql').GradedSummaryMemoryRecordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query GradingCliStarterRubric {\n        rubrics(domain: \"rag-answer\") { edges { node { digest version threshold registeredBy criteria { id required levels { level descriptor howToRaise } } } } }\n      }\n    "): typeof import('./graphql').GradingCliStarterRubricDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportRecordBatch($inputs: [RecordAttemptInput!]!) {\n    recordAttempts(inputs: $inputs) { __typename ... on RecordAttemptsSuccess { recordedCount } }\n  }\n"): typeof import('./graphql').ImportRecordBatchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PythonBundleVerifierCohortBundle($id: ID!, $v: DateTime!, $w: WindowInput, $a: DateTime, $m: Int) {\n    evidenceBundle(cohortId: $id, validUntil: $v, window: $w, asOf: $a, minSamples: $m) {\n      __typename ... on EvidenceBundle { envelope } ... on ValidationError { message } ... on CheckpointPendingError { message }\n    }\n  }"): typeof import('./graphql').PythonBundleVerifierCohortBundleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PythonBundleVerifierWorkerBundle($p: String!, $k: String!, $v: DateTime!, $w: WindowInput, $a: DateTime, $m: Int) {\n    workerEvidenceBundle(projectId: $p, workerRef: \"worker-alpha\", capabilityKey: $k, validUntil: $v, window: $w, asOf: $a, minSamples: $m) {\n      __typename ... on EvidenceBundle { envelope } ... on ValidationError { message } ... on CheckpointPendingError { message }\n    }\n  }"): typeof import('./graphql').PythonBundleVerifierWorkerBundleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReplicaCohorts { cohorts(first: 50) { edges { node { ledgerId attemptCount } } } }\n"): typeof import('./graphql').ReplicaCohortsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProjectCohorts($projectId: String) { cohorts(first: 5, projectId: $projectId) { edges { node { id ledgerId } } } }"): typeof import('./graphql').ProjectCohortsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttestationReport($id: ID!, $asOf: DateTime) {\n    reliability(cohortId: $id, minSamples: 1, asOf: $asOf) {\n      __typename\n      ... on ReliabilityReport {\n        cohortId asOf settledThrough final state minSamples sampleSize evidenceDigest evidenceRowCount window { lastDays lastAttempts }\n        attestation { issuedAt keyId envelope checkpoint { treeSize rootHash issuedAt keyId } }\n      }\n    }\n  }\n"): typeof import('./graphql').AttestationReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttestationServedKey { transparencyKey { keyId publicKeyPem } checkpoint { treeSize rootHash issuedAt keyId } }\n"): typeof import('./graphql').AttestationServedKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttestationInclusion($table: LedgerTable!, $key: String!, $size: Int) {\n    inclusionProof(table: $table, key: $key, treeSize: $size) { leafIndex treeSize leafHash leafData auditPath checkpoint { rootHash } }\n  }\n"): typeof import('./graphql').AttestationInclusionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AttestationCreateCheckpoint { createCheckpoint { __typename ... on CreateCheckpointSuccess { checkpoint { treeSize } } } }\n"): typeof import('./graphql').AttestationCreateCheckpointDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WitnessProcessKey { transparencyKey { noteVkey } }\n"): typeof import('./graphql').WitnessProcessKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WitnessProcessCreateCheckpoint { createCheckpoint { __typename ... on CreateCheckpointSuccess { checkpoint { treeSize rootHash } } } }\n"): typeof import('./graphql').WitnessProcessCreateCheckpointDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WitnessProcessRegisterWitness($v: String!) { registerWitness(vkey: $v) { __typename ... on Witness { name } } }\n"): typeof import('./graphql').WitnessProcessRegisterWitnessDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WitnessProcessCheckpoint { checkpoint { treeSize note cosignatures } }\n"): typeof import('./graphql').WitnessProcessCheckpointDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WitnessProcessWorkerBundle($p: String!, $v: DateTime!) {\n    workerEvidenceBundle(projectId: $p, workerRef: \"worker-alpha\", capabilityKey: \"code.edit.typescript\", validUntil: $v, minSamples: 1) {\n      __typename ... on EvidenceBundle { envelope } } }\n"): typeof import('./graphql').WitnessProcessWorkerBundleDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
