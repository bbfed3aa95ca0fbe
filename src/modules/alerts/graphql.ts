// Alerts on the GraphQL surface (docs/specification.md §12, docs/alerts.md): rules as
// data (admin), the alerts they raised (reader), and the alertRaised subscription
// (the rework loop's queue and assignments: rework-graphql.ts). Same role and project rules as every other field: writes
// need the project, reads leave other projects' rows out.
import { z } from 'zod';
import { builder, type Context } from '../../builder.js';
import { FILTERS_OF, LOWER_BOUNDS, PARAMETER_SCHEMAS } from '../../domain/alerts.js';
import { canonicalJson } from '../../domain/canonical.js';
import { ALERT_KINDS, type RISK_TIERS, type AlertKind } from '../../domain/enums.js';
import type { RATE_NAMES } from '../../domain/reliability.js';
import type { Subscription } from '../../db/ledger-events.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors.js';
import { canRead, requireProject, requireRole } from '../auth/caller.js';
import { RiskTierEnum } from '../agreements/graphql.js';
import { ReliabilityRateNameEnum } from '../reliability/graphql.js';
import { WindowInput } from '../common/metrics-graphql.js';
import { forwardConnection } from '../common/cursors.js';
import { inputTypeOfShape, zodInputType } from '../common/input-tie.js';
import { AlertKindEnum } from '../common/enums.js';
import { capabilityKey, digest, issuesOf, label, parseInput, uuid } from '../common/validation.js';
import {
  alertById,
  alertCursor,
  alertPosition,
  alertRulesOf,
  alertsPage,
  alertsRaisedSince,
  createAlertRule,
  retireAlertRule,
  type AlertRow,
  type AlertRuleRow,
} from './store.js';
// The rework loop's types and root fields.
import './rework-graphql.js';

const LowerBoundEnum = builder.enumType('LowerBound', {
  description:
    'Which bound of a rate a rule reads. LOWER_BOUND_BELOW: FIXED_SAMPLE, the 95% Wilson `lower` (valid for one look); ' +
    'ANYTIME, `anytimeLowerBound` (valid however often it is re-read; docs/specification.md §6, "Anytime-valid bounds"). ' +
    'BURN_RATE: FIXED_SAMPLE, the burn of the observed failure rate; ANYTIME, the burn of its anytime-valid upper bound, 1 − anytimeLowerBound ' +
    '(docs/specification.md §12).',
  values: LOWER_BOUNDS,
});

type Parameters = Record<string, unknown>;
const parametersOf = (rule: AlertRuleRow) => rule.parameters as Parameters;
const numberOf = (value: unknown) => (typeof value === 'number' ? value : null);
const stringOf = (value: unknown) => (typeof value === 'string' ? value : null);

const AlertRuleWindowRef = builder.objectRef<{ lastDays?: number; lastAttempts?: number }>('AlertRuleWindow').implement({
  description: 'The report window a rule evaluates; exactly one field is set.',
  fields: (t) => ({
    lastDays: t.int({ nullable: true, resolve: (window) => window.lastDays ?? null }),
    lastAttempts: t.int({ nullable: true, resolve: (window) => window.lastAttempts ?? null }),
  }),
});

export const AlertRuleRef = builder.objectRef<AlertRuleRow>('AlertRule').implement({
  description: 'An alert rule of a project: content-addressed, append-only, retired by appending a retirement (docs/alerts.md).',
  fields: (t) => ({
    digest: t.exposeString('digest', {
      description: 'SHA-256 of the RFC 8785 canonical JSON of projectId, kind, capabilityKey, model and parameters.',
    }),
    projectId: t.exposeString('projectId'),
    kind: t.field({ type: AlertKindEnum, resolve: (rule) => rule.kind }),
    capabilityKey: t.exposeString('capabilityKey', { nullable: true, description: 'Only cohorts of this capability (null: all).' }),
    model: t.exposeString('model', {
      nullable: true,
      description: 'Only cohorts (or, for VERIFIER_WITHDRAWN, verifiers) of this model (null: all).',
    }),
    parameters: t.string({
      description: "The rule's parameters as stored: canonical JSON, defaults filled in.",
      resolve: (rule) => canonicalJson(rule.parameters),
    }),
    rate: t.field({
      type: ReliabilityRateNameEnum,
      nullable: true,
      resolve: (rule) => stringOf(parametersOf(rule).rate) as (typeof RATE_NAMES)[number] | null,
    }),
    threshold: t.float({ nullable: true, resolve: (rule) => numberOf(parametersOf(rule).threshold) }),
    bound: t.field({
      type: LowerBoundEnum,
      nullable: true,
      description:
        'LOWER_BOUND_BELOW and BURN_RATE: the bound it reads (FIXED_SAMPLE when the rule was created without one); null for other kinds.',
      resolve: (rule) =>
        rule.kind === 'LOWER_BOUND_BELOW' || rule.kind === 'BURN_RATE'
          ? ((stringOf(parametersOf(rule).bound) ?? 'FIXED_SAMPLE') as (typeof LOWER_BOUNDS)[number])
          : null,
    }),
    window: t.field({
      type: AlertRuleWindowRef,
      nullable: true,
      resolve: (rule) => (parametersOf(rule).window as { lastDays?: number } | undefined) ?? null,
    }),
    minSamples: t.int({ nullable: true, resolve: (rule) => numberOf(parametersOf(rule).minSamples) }),
    target: t.float({ nullable: true, resolve: (rule) => numberOf(parametersOf(rule).target) }),
    periodDays: t.int({ nullable: true, resolve: (rule) => numberOf(parametersOf(rule).periodDays) }),
    longWindowMinutes: t.int({ nullable: true, resolve: (rule) => numberOf(parametersOf(rule).longWindowMinutes) }),
    shortWindowMinutes: t.int({ nullable: true, resolve: (rule) => numberOf(parametersOf(rule).shortWindowMinutes) }),
    burnRateFactor: t.float({ nullable: true, resolve: (rule) => numberOf(parametersOf(rule).burnRateFactor) }),
    lane: t.string({ nullable: true, resolve: (rule) => stringOf(parametersOf(rule).lane) }),
    riskTier: t.field({
      type: RiskTierEnum,
      nullable: true,
      resolve: (rule) => stringOf(parametersOf(rule).riskTier) as (typeof RISK_TIERS)[number] | null,
    }),
    actorRef: t.exposeString('actorRef', { description: 'The admin that created it.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'Transitions after this instant are raised.' }),
    retiredAt: t.expose('retiredAt', {
      type: 'DateTime',
      nullable: true,
      description: 'Transitions at or after this instant are never raised.',
    }),
    retiredBy: t.exposeString('retiredBy', { nullable: true }),
  }),
});

export const AlertRef = builder.objectRef<AlertRow>('Alert').implement({
  description: 'A transition a rule saw in final reports, raised once (docs/alerts.md). Never changes.',
  fields: (t) => ({
    ledgerId: t.exposeString('id', {
      description: 'The raw UUID of the alert: the webhook-id of its deliveries (WebhookDelivery.alertId).',
    }),
    projectId: t.exposeString('projectId'),
    ruleDigest: t.exposeString('ruleDigest'),
    kind: t.field({ type: AlertKindEnum, resolve: (alert) => alert.kind }),
    subject: t.exposeString('subject', {
      description:
        'A cohort id (cohort kinds), a lane (FALSE_PASS_ABOVE), <attemptId>/<rubricDigest> (REWORK_REQUESTED, REWORK_ASSIGNED) or a verifier ref (VERIFIER_WITHDRAWN).',
    }),
    transitionAt: t.expose('transitionAt', {
      type: 'DateTime',
      description: 'The stamp of the evidence row at which the condition changed.',
    }),
    reportDigest: t.exposeString('reportDigest', {
      description:
        "The evidence digest of the report as of transitionAt (a grading's or a withdrawal's content digest for the row-raised kinds).",
    }),
    details: t.string({
      description: "Canonical JSON: the report's numbers and enum values at the transition.",
      resolve: (alert) => canonicalJson(alert.details),
    }),
    raisedAt: t.expose('raisedAt', { type: 'DateTime' }),
  }),
});

const AlertRuleSuccess = (name: string) =>
  builder.objectRef<{ rule: AlertRuleRow; replayed: boolean }>(name).implement({
    fields: (t) => ({
      rule: t.field({ type: AlertRuleRef, resolve: (payload) => payload.rule }),
      replayed: t.exposeBoolean('replayed', { description: 'True when this was already stored; nothing was written.' }),
    }),
  });
const CreateAlertRuleSuccess = AlertRuleSuccess('CreateAlertRuleSuccess');
const RetireAlertRuleSuccess = AlertRuleSuccess('RetireAlertRuleSuccess');

const ruleHead = z.object({
  projectId: uuid,
  kind: z.enum(ALERT_KINDS),
  capabilityKey: capabilityKey.nullish().transform((value) => value ?? null),
  model: label.nullish().transform((value) => value ?? null),
});

/** A parameter of some kind: every other field of the input is one, parsed by its kind's schema (strict: its index signature aside). */
type NamedKeys<T> = keyof { [K in keyof T as string extends K ? never : K]: T[K] };
type ParameterField = { [K in AlertKind]: NamedKeys<z.input<(typeof PARAMETER_SCHEMAS)[K]>> }[AlertKind];
const isParameterField = (field: string) => !(field in ruleHead.shape);

const CreateAlertRuleInput = inputTypeOfShape<z.input<typeof ruleHead> & { [K in ParameterField]?: unknown }>()('CreateAlertRuleInput', {
  description: 'A rule: its kind, optional filters and the parameters of that kind only (docs/alerts.md lists which).',
  fields: (t) => ({
    projectId: t.string({ required: true }),
    kind: t.field({ type: AlertKindEnum, required: true }),
    capabilityKey: t.string({ description: 'Only cohorts of this capability.' }),
    model: t.string({ description: 'Only cohorts of this model (VERIFIER_WITHDRAWN: verifiers of this model).' }),
    rate: t.field({ type: ReliabilityRateNameEnum, description: 'LOWER_BOUND_BELOW, BURN_RATE.' }),
    threshold: t.float({ description: 'LOWER_BOUND_BELOW (0 < t ≤ 1), FALSE_PASS_ABOVE (0 ≤ t < 1).' }),
    bound: t.field({
      type: LowerBoundEnum,
      description:
        'LOWER_BOUND_BELOW: which lower bound it reads; BURN_RATE: the observed failure rate (FIXED_SAMPLE) or its anytime-valid upper bound ' +
        '(ANYTIME). Default FIXED_SAMPLE (not stored when not given).',
    }),
    window: t.field({
      type: WindowInput,
      description: 'STATE_CHANGED, CRITICAL_FAILURE, LOWER_BOUND_BELOW, FALSE_PASS_ABOVE; default { lastDays: 30 }.',
    }),
    minSamples: t.int({ description: 'Default 20.' }),
    target: t.float({ description: 'BURN_RATE: the objective, a target rate (0 < target < 1).' }),
    periodDays: t.int({ description: "BURN_RATE: the objective's period; default 30." }),
    longWindowMinutes: t.int({ description: 'BURN_RATE.' }),
    shortWindowMinutes: t.int({ description: 'BURN_RATE; shorter than the long window.' }),
    burnRateFactor: t.float({ description: 'BURN_RATE: both windows must burn the error budget at least this many times its even pace.' }),
    lane: t.string({ description: 'FALSE_PASS_ABOVE: only this lane (default: every lane).' }),
    riskTier: t.field({ type: RiskTierEnum, description: 'FALSE_PASS_ABOVE: only this tier (default: all tiers together).' }),
  }),
});

/** The rule's content: head, then the kind's parameters (strict: a parameter of another kind is refused). */
function ruleContent(input: Record<string, unknown>) {
  const head = parseInput(ruleHead, input);
  const issues = [];
  const filters = FILTERS_OF[head.kind as AlertKind];
  if (head.capabilityKey !== null && !filters.capabilityKey)
    issues.push({ path: 'input.capabilityKey', message: `a ${head.kind} rule takes no capability filter` });
  if (head.model !== null && !filters.model) issues.push({ path: 'input.model', message: `a ${head.kind} rule takes no model filter` });
  const given = Object.fromEntries(
    Object.entries(input).filter(([field, value]) => isParameterField(field) && value !== null && value !== undefined),
  );
  const parsed = PARAMETER_SCHEMAS[head.kind].safeParse(given);
  if (!parsed.success) issues.push(...issuesOf(parsed.error, 'input'));
  if (issues.length > 0) throw ValidationError.of(issues);
  return { ...head, parameters: parsed.data as Record<string, unknown> };
}

const retireSchema = z.object({ projectId: uuid, ruleDigest: digest });
const RetireAlertRuleInput = zodInputType('RetireAlertRuleInput', retireSchema, {
  fields: (t) => ({
    projectId: t.string({ required: true }),
    ruleDigest: t.string({ required: true }),
  }),
});

builder.mutationFields((t) => ({
  createAlertRule: t.field({
    type: CreateAlertRuleSuccess,
    description:
      'Create an alert rule of a project (admin of the project). Content-addressed: the same content again answers the stored rule (replayed). ' +
      'Its transitions after its creation are raised by the evaluator, from final reports only.',
    errors: { types: [ValidationError, ForbiddenError] },
    args: { input: t.arg({ type: CreateAlertRuleInput, required: true }) },
    resolve: (_root, args, context) => {
      requireRole(context.caller, 'admin');
      const content = ruleContent(args.input as Record<string, unknown>);
      requireProject(context.caller, content.projectId);
      return createAlertRule(context.db.pool, content, context.caller.actorRef);
    },
  }),
  retireAlertRule: t.field({
    type: RetireAlertRuleSuccess,
    description:
      'Retire an alert rule (admin of the project): append-only and final; it raises nothing at or after the retirement. Again: a replay.',
    errors: { types: [ValidationError, ForbiddenError, NotFoundError] },
    args: { input: t.arg({ type: RetireAlertRuleInput, required: true }) },
    resolve: (_root, args, context) => {
      requireRole(context.caller, 'admin');
      const input = parseInput(retireSchema, args.input);
      requireProject(context.caller, input.projectId);
      return retireAlertRule(context.db.pool, input.projectId, input.ruleDigest, context.caller.actorRef);
    },
  }),
}));

const AlertConnection = builder.connectionObject(
  { type: AlertRef, name: 'AlertConnection', description: "A project's alerts, newest first (raisedAt, then id)." },
  { name: 'AlertEdge' },
);

export const MAX_ALERTS_PAGE = 100;
/** Longer than any subject the evaluator writes (a cohort id, a lane, <attemptId>/<rubricDigest>, a verifier ref). */
const MAX_SUBJECT_LENGTH = 300;

const alertsQuery = z.object({
  projectId: uuid,
  kind: z
    .enum(ALERT_KINDS)
    .nullish()
    .transform((value) => value ?? null),
  ruleDigest: digest.nullish().transform((value) => value ?? null),
  subject: z
    .string()
    .min(1)
    .max(MAX_SUBJECT_LENGTH)
    .nullish()
    .transform((value) => value ?? null),
  first: z
    .number()
    .int()
    .min(1)
    .max(MAX_ALERTS_PAGE)
    .nullish()
    .transform((value) => value ?? 20),
  after: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
});

builder.queryFields((t) => ({
  alertRules: t.field({
    type: [AlertRuleRef],
    description: "The alert rules of a project, oldest first (reader role: without it, or outside the token's projects, empty).",
    args: { projectId: t.arg.string({ required: true }), includeRetired: t.arg.boolean({ description: 'Default false.' }) },
    errors: { types: [ValidationError] },
    resolve: async (_root, args, context) => {
      const projectId = parseInput(uuid, args.projectId, 'projectId');
      if (!canRead(context.caller, projectId)) return [];
      return alertRulesOf(context.db.pool, projectId, args.includeRetired ?? false);
    },
  }),
  alerts: t.field({
    type: AlertConnection,
    description: `The alerts of a project, newest first, forward pages of at most ${MAX_ALERTS_PAGE} (reader role: without it, or outside the token's projects, empty).`,
    errors: { types: [ValidationError] },
    args: {
      projectId: t.arg.string({ required: true }),
      kind: t.arg({ type: AlertKindEnum }),
      ruleDigest: t.arg.string(),
      subject: t.arg.string({
        description: 'Only the alerts of this subject (Alert.subject: a cohort id, a lane, <attemptId>/<rubricDigest> or a verifier ref).',
      }),
      first: t.arg.int({ description: `1..${MAX_ALERTS_PAGE}, default 20.` }),
      after: t.arg.string({ description: 'endCursor of the previous page.' }),
    },
    resolve: async (_root, args, context) => {
      const query = parseInput(alertsQuery, args, '');
      alertCursor.decode(query.after, 'after');
      const page = canRead(context.caller, query.projectId) ? await alertsPage(context.db.pool, query) : { alerts: [], hasNextPage: false };
      return forwardConnection(page.alerts, (node) => alertCursor.encode(alertPosition(node)), {
        hasNextPage: page.hasNextPage,
        after: query.after,
      });
    },
  }),
}));

// ---------------------------------------------------------------------------
// alertRaised
// ---------------------------------------------------------------------------

interface AlertEvent {
  alert: AlertRow;
  catchUp: boolean;
}

/** Catch-up events at most (older ones: page `alerts`). */
export const MAX_CATCH_UP_ALERTS = 1_000;

const AlertRaisedEventRef = builder.objectRef<AlertEvent>('AlertRaisedEvent').implement({
  description: 'An alert of the project committed.',
  fields: (t) => ({
    alert: t.field({ type: AlertRef, resolve: (event) => event.alert }),
    catchUp: t.exposeBoolean('catchUp', { description: 'True for the alerts raised after `since`, sent first when resuming.' }),
  }),
});

async function alertStream(context: Context, projectId: string, since: Date | null): Promise<AsyncIterable<AlertEvent>> {
  const { events } = context.db;
  const subscription: Subscription = events.subscribe(`alert:${projectId}`, context.caller.tokenId, context.caller.expiresAt ?? null);
  let pending: AlertEvent[];
  try {
    await events.ready();
    pending = since
      ? (await alertsRaisedSince(context.db.pool, projectId, since, MAX_CATCH_UP_ALERTS)).map((alert) => ({ alert, catchUp: true }))
      : [];
  } catch (error) {
    await subscription.return();
    throw error;
  }
  const sent = new Set(pending.map((event) => event.alert.id));
  return {
    [Symbol.asyncIterator]() {
      return {
        async next(): Promise<IteratorResult<AlertEvent>> {
          for (;;) {
            const queued = pending.shift();
            if (queued) return { value: queued, done: false };
            const next = await subscription.next();
            if (next.done) return { value: undefined, done: true };
            const notice = next.value;
            if (notice.kind !== 'alert' || sent.has(notice.alertId)) continue;
            const alert = await alertById(context.db.pool, projectId, notice.alertId);
            if (alert) return { value: { alert, catchUp: false }, done: false };
          }
        },
        async return(): Promise<IteratorResult<AlertEvent>> {
          await subscription.return();
          return { value: undefined, done: true };
        },
      };
    },
  };
}

builder.subscriptionField('alertRaised', (t) =>
  t.field({
    type: AlertRaisedEventRef,
    description:
      'An event per alert of the project, when it commits. With `since`: first every alert raised after it (oldest first, at most ' +
      `${MAX_CATCH_UP_ALERTS}), then live ones. Reader role; only the token's projects.`,
    args: {
      projectId: t.arg.string({ required: true }),
      since: t.arg({ type: 'DateTime', description: 'Resume after this raisedAt (the raisedAt of the last alert handled).' }),
    },
    subscribe: (_root, args, context) => {
      requireRole(context.caller, 'reader');
      if (!canRead(context.caller, args.projectId)) throw new ForbiddenError(`this token may not read project ${args.projectId}`);
      return alertStream(context, args.projectId, args.since ?? null);
    },
    resolve: (event) => event,
  }),
);
