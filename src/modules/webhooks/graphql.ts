// Webhooks on the GraphQL surface (docs/webhooks.md), admin of the project only:
// endpoints (created with a secret shown once, retired by appending a retirement),
// their deliveries with every attempt, and redelivery of a settled delivery.
import { z } from 'zod';
import { builder } from '../../builder.js';
import { ALERT_KINDS, WEBHOOK_ATTEMPT_OUTCOMES, WEBHOOK_DELIVERY_STATUSES, WEBHOOK_FAILURES } from '../../domain/enums.js';
import { ForbiddenError, IdempotencyConflictError, NotFoundError, ValidationError } from '../../errors.js';
import { requireProject, requireRole } from '../auth/caller.js';
import { MAX_PAGE_SIZE, pageDefault } from '../common/cost.js';
import { forwardConnection } from '../common/cursors.js';
import { AlertKindEnum } from '../common/enums.js';
import { ErrorInterface } from '../common/errors.js';
import { zodInputType } from '../common/input-tie.js';
import { parseInput, uuid } from '../common/validation.js';
import { AddressRefusedError, checkEndpointAddress, endpointUrlProblem } from './outbound.js';
import {
  createEndpoint,
  deliveryCursor,
  listDeliveries,
  listEndpoints,
  requestRedelivery,
  retireEndpoint,
  type DeliveryAttemptRow,
  type DeliveryRow,
  type EndpointRow,
} from './store.js';

builder.objectType(AddressRefusedError, {
  name: 'AddressRefusedError',
  description:
    "The endpoint's host does not resolve, or resolves to a private, loopback, link-local or reserved address; nothing was written.",
  interfaces: [ErrorInterface],
  fields: () => ({}),
});

const WebhookAttemptOutcomeEnum = builder.enumType('WebhookAttemptOutcome', { values: WEBHOOK_ATTEMPT_OUTCOMES });
const WebhookFailureEnum = builder.enumType('WebhookFailure', { values: WEBHOOK_FAILURES });
const WebhookDeliveryStatusEnum = builder.enumType('WebhookDeliveryStatus', { values: WEBHOOK_DELIVERY_STATUSES });

const WebhookEndpointRef = builder.objectRef<EndpointRow>('WebhookEndpoint').implement({
  description:
    "Where a project's alerts of some kinds are delivered, signed per Standard Webhooks. Its secret is never shown again after creation.",
  fields: (t) => ({
    ledgerId: t.exposeString('id', { description: 'The raw UUID of the endpoint.' }),
    projectId: t.exposeString('projectId'),
    url: t.exposeString('url'),
    kinds: t.field({ type: [AlertKindEnum], resolve: (endpoint) => endpoint.kinds }),
    actorRef: t.exposeString('actorRef', { description: 'The admin that created it.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    retiredAt: t.expose('retiredAt', {
      type: 'DateTime',
      nullable: true,
      description: 'Set once retired: no delivery is created for it afterwards.',
    }),
  }),
});

const WebhookDeliveryAttemptRef = builder.objectRef<DeliveryAttemptRow>('WebhookDeliveryAttempt').implement({
  description: 'One attempt of a delivery (or a redelivery request), appended as it happened. No response body is ever stored.',
  fields: (t) => ({
    attempt: t.exposeInt('attemptNo'),
    outcome: t.field({ type: WebhookAttemptOutcomeEnum, resolve: (attempt) => attempt.outcome }),
    failure: t.field({ type: WebhookFailureEnum, nullable: true, resolve: (attempt) => attempt.failure }),
    httpStatus: t.exposeInt('httpStatus', { nullable: true }),
    actorRef: t.exposeString('actorRef', { nullable: true, description: "Who asked for a redelivery; null for the queue's own attempts." }),
    attemptedAt: t.expose('attemptedAt', { type: 'DateTime' }),
  }),
});

const WebhookDeliveryRef = builder.objectRef<DeliveryRow>('WebhookDelivery').implement({
  description: "One alert to one endpoint. `webhook-id` is the alert's id on every attempt.",
  fields: (t) => ({
    ledgerId: t.exposeString('id', { description: 'The raw UUID of the delivery (see redeliverWebhook).' }),
    projectId: t.exposeString('projectId'),
    endpointId: t.exposeString('endpointId'),
    alertId: t.exposeString('alertId', { description: 'The alert delivered: the webhook-id header.' }),
    sequence: t.exposeString('seq', {
      description: "The endpoint's order: a delivery is sent only after the previous one was delivered or dead-lettered.",
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the alert was raised (the same transaction).' }),
    status: t.field({ type: WebhookDeliveryStatusEnum, resolve: (delivery) => delivery.status }),
    attempts: t.field({ type: [WebhookDeliveryAttemptRef], resolve: (delivery) => delivery.attempts }),
  }),
});

const endpointSchema = z.object({
  projectId: uuid,
  url: z.string().superRefine((text, ctx) => {
    const problem = endpointUrlProblem(text);
    if (problem) ctx.addIssue({ code: 'custom', message: `the URL ${problem}` });
  }),
  kinds: z
    .array(z.enum(ALERT_KINDS))
    .min(1, 'name at least one alert kind')
    .max(ALERT_KINDS.length)
    .transform((kinds) => ALERT_KINDS.filter((kind) => kinds.includes(kind))), // the enum's order, as the database sorts them
});

const CreateWebhookEndpointInput = zodInputType('CreateWebhookEndpointInput', endpointSchema, {
  fields: (t) => ({
    projectId: t.string({ required: true }),
    url: t.string({
      required: true,
      description: 'http or https, in normal form, without user, password or fragment; its host must resolve to public addresses.',
    }),
    kinds: t.field({ type: [AlertKindEnum], required: true, description: 'The alert kinds delivered to it (at least one).' }),
  }),
});

const CreateWebhookEndpointSuccess = builder
  .objectRef<{ endpoint: EndpointRow; secret: string | null; replayed: boolean }>('CreateWebhookEndpointSuccess')
  .implement({
    fields: (t) => ({
      endpoint: t.field({ type: WebhookEndpointRef, resolve: (payload) => payload.endpoint }),
      secret: t.exposeString('secret', {
        nullable: true,
        description: 'The signing secret (whsec_…), shown this once; null on a replay. Keep it where the receiver verifies signatures.',
      }),
      replayed: t.exposeBoolean('replayed', { description: 'True when this active URL already had these kinds; nothing was written.' }),
    }),
  });

const retireSchema = z.object({ projectId: uuid, endpointId: uuid });
const RetireWebhookEndpointInput = zodInputType('RetireWebhookEndpointInput', retireSchema, {
  fields: (t) => ({ projectId: t.string({ required: true }), endpointId: t.string({ required: true }) }),
});

const RetireWebhookEndpointSuccess = builder
  .objectRef<{ endpoint: EndpointRow; replayed: boolean }>('RetireWebhookEndpointSuccess')
  .implement({
    fields: (t) => ({
      endpoint: t.field({ type: WebhookEndpointRef, resolve: (payload) => payload.endpoint }),
      replayed: t.exposeBoolean('replayed', { description: 'True when it was already retired.' }),
    }),
  });

const redeliverSchema = z.object({ projectId: uuid, deliveryId: uuid });
const RedeliverWebhookInput = zodInputType('RedeliverWebhookInput', redeliverSchema, {
  fields: (t) => ({ projectId: t.string({ required: true }), deliveryId: t.string({ required: true }) }),
});

const RedeliverWebhookSuccess = builder.objectRef<{ delivery: DeliveryRow; requested: boolean }>('RedeliverWebhookSuccess').implement({
  fields: (t) => ({
    delivery: t.field({ type: WebhookDeliveryRef, resolve: (payload) => payload.delivery }),
    requested: t.exposeBoolean('requested', {
      description: 'True when a new round was opened; false when the delivery was still pending or retrying (left as it is).',
    }),
  }),
});

builder.mutationFields((t) => ({
  createWebhookEndpoint: t.field({
    type: CreateWebhookEndpointSuccess,
    description:
      'Create a webhook endpoint of a project for some alert kinds; the signing secret is returned this once. Admin of the project only. ' +
      'The same active URL with the same kinds is a replay (no secret), with other kinds a conflict.',
    errors: { types: [ValidationError, IdempotencyConflictError, ForbiddenError, AddressRefusedError] },
    args: { input: t.arg({ type: CreateWebhookEndpointInput, required: true }) },
    resolve: async (_root, args, context) => {
      requireRole(context.caller, 'admin');
      const input = parseInput(endpointSchema, args.input);
      requireProject(context.caller, input.projectId);
      await checkEndpointAddress(new URL(input.url), context.outbound.allowPrivate);
      return createEndpoint(context.db.pool, input, context.caller.actorRef);
    },
  }),
  retireWebhookEndpoint: t.field({
    type: RetireWebhookEndpointSuccess,
    description:
      'Retire a webhook endpoint: no delivery is created for it afterwards, and its pending ones are dead-lettered. Admin of the project only. Final.',
    errors: { types: [ValidationError, ForbiddenError, NotFoundError] },
    args: { input: t.arg({ type: RetireWebhookEndpointInput, required: true }) },
    resolve: (_root, args, context) => {
      requireRole(context.caller, 'admin');
      const input = parseInput(retireSchema, args.input);
      requireProject(context.caller, input.projectId);
      return retireEndpoint(context.db.pool, input.projectId, input.endpointId, context.caller.actorRef);
    },
  }),
  redeliverWebhook: t.field({
    type: RedeliverWebhookSuccess,
    description:
      'Deliver a delivered or dead-lettered delivery again, with a fresh retry schedule and the same webhook-id (receivers deduplicate by it). ' +
      'Admin of the project only.',
    errors: { types: [ValidationError, ForbiddenError, NotFoundError] },
    args: { input: t.arg({ type: RedeliverWebhookInput, required: true }) },
    resolve: (_root, args, context) => {
      requireRole(context.caller, 'admin');
      const input = parseInput(redeliverSchema, args.input);
      requireProject(context.caller, input.projectId);
      return requestRedelivery(context.db.pool, input.projectId, input.deliveryId, context.caller.actorRef);
    },
  }),
}));

const DEFAULT_DELIVERIES_PAGE = 50;
const deliveriesSchema = z.object({
  projectId: uuid,
  status: z
    .enum(WEBHOOK_DELIVERY_STATUSES)
    .nullish()
    .transform((value) => value ?? null),
  first: z
    .number()
    .int()
    .min(1)
    .max(MAX_PAGE_SIZE)
    .nullish()
    .transform((value) => value ?? DEFAULT_DELIVERIES_PAGE),
  after: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
});

const WebhookDeliveryConnection = builder.connectionObject(
  {
    type: WebhookDeliveryRef,
    name: 'WebhookDeliveryConnection',
    description: "A project's webhook deliveries, newest first (by sequence).",
  },
  { name: 'WebhookDeliveryEdge' },
);

builder.queryFields((t) => ({
  webhookEndpoints: t.field({
    type: [WebhookEndpointRef],
    description: "The project's webhook endpoints, retired ones included, oldest first; never their secrets. Admin of the project only.",
    errors: { types: [ValidationError, ForbiddenError] },
    args: { projectId: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => {
      requireRole(context.caller, 'admin');
      const { projectId } = parseInput(z.object({ projectId: uuid }), args, '');
      requireProject(context.caller, projectId);
      return listEndpoints(context.db.pool, projectId);
    },
  }),
  webhookDeliveries: t.field({
    type: WebhookDeliveryConnection,
    ...pageDefault(DEFAULT_DELIVERIES_PAGE),
    description:
      `The project's webhook deliveries, newest first, of one status if given, with their attempts: forward pages of at most ${MAX_PAGE_SIZE} ` +
      `(default ${DEFAULT_DELIVERIES_PAGE}; anything else is refused). Admin of the project only.`,
    errors: { types: [ValidationError, ForbiddenError] },
    args: {
      projectId: t.arg.string({ required: true }),
      status: t.arg({ type: WebhookDeliveryStatusEnum }),
      first: t.arg.int({ description: `1..${MAX_PAGE_SIZE}, default ${DEFAULT_DELIVERIES_PAGE}.` }),
      after: t.arg.string({ description: 'endCursor of the previous page.' }),
    },
    resolve: async (_root, args, context) => {
      requireRole(context.caller, 'admin');
      const input = parseInput(deliveriesSchema, args, '');
      requireProject(context.caller, input.projectId);
      const page = await listDeliveries(context.db.pool, input);
      return forwardConnection(page.deliveries, (delivery) => deliveryCursor.encode(delivery.seq), {
        hasNextPage: page.hasNextPage,
        after: input.after,
      });
    },
  }),
}));
