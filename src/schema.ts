// The whole GraphQL schema: each module registers its types and fields on the
// builder when imported. Built, it is refused if a field of a paged node type does not
// say which columns it reads (src/modules/common/pages.ts).
import { builder } from './builder.js';
import { checkPagedTypes } from './modules/common/pages.js';
import './modules/common/errors.js';
import './modules/common/enums.js';
import './modules/common/metrics-graphql.js';
import './modules/cohorts/graphql.js';
import './modules/attempts/graphql.js';
import './modules/reliability/graphql.js';
import './modules/agreements/graphql.js';
import './modules/adjudications/graphql.js';
import './modules/verifiers/graphql.js';
import './modules/projects/graphql.js';
import './modules/webhooks/graphql.js';
import './modules/annotations/graphql.js';
import './modules/grading/graphql.js';
import './modules/live/graphql.js';
import './modules/alerts/graphql.js';
import './modules/transparency/graphql.js';
import './modules/transparency/attestations.js';
import './modules/transparency/bundles.js';

export const schema = checkPagedTypes(builder.toSchema({ sortSchema: true }));
