// GraphQL documents and helpers for alert rules, alerts and the rework queue (docs/alerts.md).
import { evaluateAlerts, type Evaluation } from '../../src/modules/alerts/evaluate.js';
import {
  type AlertNodeFieldsFragment,
  type AlertRuleFieldsFragment,
  type AlertsQuery,
  type CreateAlertRuleInput,
  graphql,
  selectionOf,
} from './graphql.js';
import type { GraphQLResponse, TestLedger } from './ledger.js';
import { settledAsOf } from './reliability.js';

export const ALERT_RULE_FIELDS = graphql(`
  fragment AlertRuleFields on AlertRule {
    digest projectId kind capabilityKey model parameters rate threshold bound window { lastDays lastAttempts } minSamples
    target periodDays longWindowMinutes shortWindowMinutes burnRateFactor lane riskTier actorRef createdAt retiredAt retiredBy
  }
`);

export const CREATE_ALERT_RULE = graphql(`
  mutation CreateAlertRule($input: CreateAlertRuleInput!) {
    createAlertRule(input: $input) {
      __typename
      ... on CreateAlertRuleSuccess { replayed rule { ...AlertRuleFields } }
      ... on Error { message }
      ... on ValidationError { issues { path message } }
    }
  }
`);

export const RETIRE_ALERT_RULE = graphql(`
  mutation RetireAlertRule($input: RetireAlertRuleInput!) {
    retireAlertRule(input: $input) {
      __typename
      ... on RetireAlertRuleSuccess { replayed rule { ...AlertRuleFields } }
      ... on Error { message }
      ... on ValidationError { issues { path message } }
    }
  }
`);

export const ALERT_RULES = graphql(`
  query AlertRules($projectId: String!, $includeRetired: Boolean) {
    alertRules(projectId: $projectId, includeRetired: $includeRetired) {
      __typename
      ... on AlertRulesSuccess { data { ...AlertRuleFields } }
      ... on ValidationError { issues { path message } }
    }
  }
`);

export const ALERT_NODE_FIELDS = graphql(`
  fragment AlertNodeFields on Alert { ledgerId projectId ruleDigest kind subject transitionAt reportDigest details raisedAt }
`);

/** The same fields, for a document built at run time. */
export const ALERT_FIELDS = selectionOf(ALERT_NODE_FIELDS);

export const ALERTS = graphql(`
  query Alerts($projectId: String!, $kind: AlertKind, $ruleDigest: String, $subject: String, $first: Int, $after: String) {
    alerts(projectId: $projectId, kind: $kind, ruleDigest: $ruleDigest, subject: $subject, first: $first, after: $after) {
      __typename
      ... on AlertConnection { edges { cursor node { ...AlertNodeFields } } pageInfo { hasNextPage endCursor } }
      ... on ValidationError { issues { path message } }
    }
  }
`);

export const REWORK_QUEUE = graphql(`
  query ReworkQueue($projectId: String!, $state: ReworkState, $first: Int, $after: String) {
    reworkQueue(projectId: $projectId, state: $state, first: $first, after: $after) {
      __typename
      ... on ReworkRequestConnection {
        edges { node { ledgerId projectId attemptId rubricDigest gradingId gradingDigest criterionIds feedbackDigests requestedAt state open closedAt ageSeconds } }
        pageInfo { hasNextPage endCursor }
      }
      ... on ValidationError { issues { path message } }
    }
  }
`);

export type AlertNode = AlertNodeFieldsFragment;

/** Creates a rule as `token` (an admin of its project) and answers it. */
export async function createRule(ledger: TestLedger, token: string, input: CreateAlertRuleInput): Promise<AlertRuleFieldsFragment> {
  const response = await ledger.gql(token, CREATE_ALERT_RULE, { input });
  const result = response.data?.createAlertRule;
  if (result?.__typename !== 'CreateAlertRuleSuccess') throw new Error(`createAlertRule failed: ${response.text}`);
  return result.rule;
}

/** Every alert of the project (optionally of one rule), oldest transition first, through the paged `alerts` query. */
export async function alertsOf(
  ledger: TestLedger,
  token: string,
  projectId: string,
  ruleDigest: string | null = null,
): Promise<AlertNode[]> {
  const alerts: AlertNode[] = [];
  let after: string | null | undefined = null;
  for (;;) {
    const response: GraphQLResponse<AlertsQuery> = await ledger.gql(token, ALERTS, { projectId, ruleDigest, first: 100, after });
    const page = response.data?.alerts;
    if (page?.__typename !== 'AlertConnection') throw new Error(`alerts failed: ${response.text}`);
    alerts.push(...page.edges.map((edge) => edge.node));
    if (!page.pageInfo.hasNextPage) break;
    after = page.pageInfo.endCursor;
  }
  return alerts.sort((a, b) => a.transitionAt.localeCompare(b.transitionAt) || a.subject.localeCompare(b.subject));
}

/**
 * Evaluates every rule through everything written so far. One evaluation may stop short:
 * while another write is in flight (a webhook delivery recording its attempt, say) the
 * settled horizon stays before the second that write announced (docs/specification.md
 * §6, "Finality"), so evaluate until the horizon has passed what was written.
 */
export async function evaluateSettled(ledger: TestLedger): Promise<Evaluation> {
  const asOf = await settledAsOf(ledger);
  const raised: Evaluation['raised'] = [];
  for (;;) {
    const evaluation = await evaluateAlerts(ledger.db.pool);
    raised.push(...evaluation.raised);
    if (evaluation.horizon.getTime() >= asOf.getTime()) return { ...evaluation, raised };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
