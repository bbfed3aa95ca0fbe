// Graded verifications on the GraphQL surface (docs/specification.md §8): rubrics
// (registerRubric, rubrics, rubric), gradings (recordGradedVerification, and
// Attempt.gradedVerifications) and the advisory summary of a cohort (gradedSummary).
// Advisory: nothing here is read by the reliability report.
//
// One file per concept, each type beside its root fields: rubrics-graphql.ts,
// gradings-graphql.ts, summary-graphql.ts.
import './rubrics-graphql.js';
import './gradings-graphql.js';
import './summary-graphql.js';

export { RubricRef } from './rubrics-graphql.js';
export { GradedVerificationRef } from './gradings-graphql.js';
