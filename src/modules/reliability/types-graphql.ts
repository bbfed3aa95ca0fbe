// What several concepts of the reliability surface share: the rates' descriptions (the report,
// a series point, a comparison), report instants as GraphQL DateTimes, and the finality
// fields of a page of reports all as of one instant (the overview, worker evidence).
import type { builder } from '../../builder.js';
import type { RateName } from '../../domain/reliability.js';
import type { Finality } from '../../domain/finality.js';
import { FINALITY_FIELD_DESCRIPTIONS } from '../common/metrics-graphql.js';

export const RATE_DESCRIPTIONS: Record<RateName, string> = {
  firstAttemptSuccessRate: 'Verified passes among first attempts (attemptNumber = 1).',
  independentlyVerifiedPassRate:
    'Verified passes among all attempts in the window: claimed success, latest independent verdict PASSED, not rejected, not rolled back, no rework pending.',
  unverifiedCompletionRate: 'Attempts that claimed success with no independent verdict, among all.',
  repairRetryRate: 'Attempts that are retries (attemptNumber > 1) or had rework requested, among all.',
  humanRejectionRate: 'Attempts whose latest human decision is a rejection, among those a human decided on.',
  rollbackRate: 'Attempts rolled back (at ingest or by ROLLBACK_RECORDED), among all. Rework is not rollback.',
  policyBlockRate: 'Attempts whose outcome is BLOCKED_BY_POLICY, among all.',
  falseSuccessRate: 'Claimed successes that a verdict FAILED, a rejection or a rollback contradicts, among claimed successes.',
  overrideRate: 'Attempts with a human override (at ingest or by OVERRIDE_RECORDED), among all.',
};

/** Report times are epoch milliseconds; GraphQL DateTime carries the same milliseconds. */
export const instant = (ms: number) => new Date(ms);
export const maybeInstant = (ms: number | null) => (ms === null ? null : new Date(ms));

/** The overview's resolver returns its page's finality beside the edges. */
const finalityOfPage = (connection: object) => (connection as { finality: Finality }).finality;

/** asOf, settledThrough and final of a page of reports all as of one instant. */
type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
export const pageFinalityFields = (t: PothosSchemaTypes.ObjectFieldBuilder<Types, object>) => ({
  asOf: t.field({
    type: 'DateTime',
    description: FINALITY_FIELD_DESCRIPTIONS.asOf,
    resolve: (connection) => finalityOfPage(connection).asOf,
  }),
  settledThrough: t.field({
    type: 'DateTime',
    description: FINALITY_FIELD_DESCRIPTIONS.settledThrough,
    resolve: (connection) => finalityOfPage(connection).settledThrough,
  }),
  final: t.boolean({ description: FINALITY_FIELD_DESCRIPTIONS.final, resolve: (connection) => finalityOfPage(connection).final }),
});
