// Reliability metrics (docs/specification.md §6): the report of one cohort, the overview of
// a project's cohorts for dashboards, and the time series for trend plots; worker evidence
// and cohort comparisons. Every number comes from the fold in src/domain/reliability.ts,
// through store.ts, over the evidence that evidence.ts loads.
//
// One file per concept, each type beside its root fields: report-graphql.ts (and
// explain-graphql.ts, the report's explain field), overview-graphql.ts,
// worker-evidence-graphql.ts, comparison-graphql.ts, series-graphql.ts; types-graphql.ts
// holds what several of them share.
import './report-graphql.js';
import './explain-graphql.js';
import './overview-graphql.js';
import './worker-evidence-graphql.js';
import './comparison-graphql.js';
import './series-graphql.js';

export { ReliabilityRateNameEnum, ReliabilityReportRef } from './report-graphql.js';
