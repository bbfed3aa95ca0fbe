// The overview of a project's cohorts for dashboards (docs/specification.md §6): reports of
// many cohorts in one request, all as of one instant, and the root field `reliabilityOverview`.
import { builder } from '../../builder.js';
import { ValidationError } from '../../errors.js';
import { readScope } from '../auth/caller.js';
import { WindowInput } from '../common/metrics-graphql.js';
import { parseInput } from '../common/validation.js';
import { pageDefault } from '../common/cost.js';
import { forwardConnection } from '../common/cursors.js';
import { overviewQuerySchema, MAX_OVERVIEW_PAGE, DEFAULT_OVERVIEW_PAGE } from './inputs.js';
import { reportsServed } from '../../metrics.js';
import { overviewCursor, reliabilityOverview } from './store.js';
import { ReliabilityReportRef } from './report-graphql.js';
import { pageFinalityFields } from './types-graphql.js';

const ReliabilityOverviewConnection = builder.connectionObject(
  {
    type: ReliabilityReportRef,
    name: 'ReliabilityOverviewConnection',
    description: "Reports of a project's cohorts, in (capabilityKey, id) order, all as of one instant.",
    fields: pageFinalityFields,
  },
  { name: 'ReliabilityOverviewEdge' },
);

builder.queryFields((t) => ({
  reliabilityOverview: t.field({
    type: ReliabilityOverviewConnection,
    ...pageDefault(DEFAULT_OVERVIEW_PAGE),
    description: `Reports of many cohorts of one project in one request, for dashboards; forward pages of at most ${MAX_OVERVIEW_PAGE} (default ${DEFAULT_OVERVIEW_PAGE}).`,
    errors: { types: [ValidationError] },
    args: {
      projectId: t.arg.string({ required: true }),
      capabilityKey: t.arg.string({ description: 'Only the cohorts of this capability.' }),
      window: t.arg({ type: WindowInput, description: 'Default { lastDays: 30 }.' }),
      asOf: t.arg({
        type: 'DateTime',
        description: "Default: the ledger's settled horizon (the report is then final). Must not be after the ledger clock.",
      }),
      minSamples: t.arg.int({ description: "Default: that of the reports' rulesVersion (20 under version 1)." }),
      first: t.arg.int({ description: `1..${MAX_OVERVIEW_PAGE}, default ${DEFAULT_OVERVIEW_PAGE}.` }),
      after: t.arg.string({ description: 'endCursor of the previous page.' }),
    },
    resolve: async (_root, args, context) => {
      const query = parseInput(overviewQuerySchema, args, '');
      const { finality, page } = await reliabilityOverview(context.db, query, readScope(context.caller));
      for (const node of page.reports) reportsServed.inc({ state: node.report.state });
      return {
        finality,
        ...forwardConnection(page.reports, (node) => overviewCursor.encode(node.cohort), {
          hasNextPage: page.hasNextPage,
          after: query.after,
        }),
      };
    },
  }),
}));
