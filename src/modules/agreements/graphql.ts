// The agreement log (docs/specification.md §7): recordAgreementEvent, the folded decision
// views, agreementRates, the publish path (publishedAgreements) and the
// designated-property allowlist behind it. See docs/agreement-log.md.
//
// One file per concept, each type beside its root fields: vocabulary-graphql.ts (enums),
// decisions-graphql.ts, events-graphql.ts, rates-graphql.ts, designations-graphql.ts.
import './decisions-graphql.js';
import './events-graphql.js';
import './rates-graphql.js';
import './designations-graphql.js';

export { AgreementEventTypeEnum, RiskTierEnum } from './vocabulary-graphql.js';
export { AgreementDecisionRef } from './decisions-graphql.js';
