// From evidence to a receiver, end to end (docs/alerts.md, docs/webhooks.md): a rule and an
// endpoint created through GraphQL, attempts recorded through GraphQL, the evaluator raising
// the alerts on the final report, the trigger on `alert` creating their deliveries, and the
// delivery runner POSTing them signed to a receiver process on loopback, which verifies each
// signature with the Standard Webhooks library. The receiver's dedup store must hold exactly
// the alerts the API lists, once each, in their order.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { provisionDeliveryLogin } from '../../src/db/login.js';
import { startDeliveryRunner, type DeliveryRunner } from '../../src/modules/webhooks/runner.js';
import { ALERTS, createRule, evaluateSettled } from '../helpers/alerts.js';
import { createTestLedger, type TestLedger, type TestToken } from '../helpers/ledger.js';
import { newProjectId, outcomeInput, RECORD_ATTEMPT } from '../helpers/outcomes.js';
import { CREATE_WEBHOOK_ENDPOINT, eventually, startReceiver, type Receiver } from '../helpers/webhooks.js';
import { expectTypename } from '../helpers/graphql.js';

let ledger: TestLedger;
let receiver: Receiver;
let runner: DeliveryRunner;
let admin: TestToken;
let recorder: TestToken;
const projectId = newProjectId();

beforeAll(async () => {
  ledger = await createTestLedger({ webhookAllowPrivate: true });
  receiver = await startReceiver();
  admin = await ledger.token({ roles: ['admin', 'reader'], projects: [projectId] });
  recorder = await ledger.token({ roles: ['recorder'], projects: [projectId] });
  runner = await startDeliveryRunner({
    databaseUrl: await provisionDeliveryLogin(ledger.ownerUrl),
    allowPrivate: true,
    timeoutMs: 2_000,
    concurrency: 2,
    staleLockMs: 5_000,
    pollIntervalMs: 200,
    schedule: { baseMs: 50, maxDelayMs: 200, retryForMs: 5_000 },
  });
}, 60_000);

afterAll(async () => {
  await runner?.stop();
  await receiver?.stop();
  await ledger?.close();
});

async function record(severity: 'NORMAL' | 'CRITICAL') {
  const response = await ledger.gql(recorder.token, RECORD_ATTEMPT, {
    input: outcomeInput(projectId, { capabilities: ['code.review'], outcomeCode: 'FAILED', stopReasonCode: 'VALIDATION_FAILED', severity }),
  });
  const attempt = expectTypename(response.data.recordAttempt, 'RecordAttemptSuccess').attempts[0]!;
  if (!attempt) throw new Error(response.text);
  return attempt as { cohort: { ledgerId: string }; recordedAt: string };
}

it('delivers every alert the evaluator raises to the endpoint of its kind, once, in order, signed', async () => {
  await createRule(ledger, admin.token, { projectId, kind: 'CRITICAL_FAILURE', capabilityKey: 'code.review' });
  const endpoint = await ledger.gql(admin.token, CREATE_WEBHOOK_ENDPOINT, {
    input: { projectId, url: receiver.url('end-to-end'), kinds: ['CRITICAL_FAILURE'] },
  });
  expect(endpoint.data?.createWebhookEndpoint?.__typename, endpoint.text).toBe('CreateWebhookEndpointSuccess');
  // The receiver verifies with the secret the endpoint was given, shown once at its creation.
  await receiver.control({
    secrets: { 'end-to-end': expectTypename(endpoint.data.createWebhookEndpoint, 'CreateWebhookEndpointSuccess').secret },
  });
  // An endpoint for other kinds receives none of these alerts.
  const other = await ledger.gql(admin.token, CREATE_WEBHOOK_ENDPOINT, {
    input: { projectId, url: receiver.url('other-kinds'), kinds: ['STATE_CHANGED'] },
  });
  expect(other.data?.createWebhookEndpoint?.__typename, other.text).toBe('CreateWebhookEndpointSuccess');
  await receiver.control({
    secrets: { 'other-kinds': expectTypename(other.data.createWebhookEndpoint, 'CreateWebhookEndpointSuccess').secret },
  });

  const first = await record('CRITICAL');
  await record('NORMAL');
  await evaluateSettled(ledger);
  // The runner may be delivering the first alert meanwhile: its write holds the horizon back.
  const second = await record('CRITICAL');
  await evaluateSettled(ledger);
  expect((await evaluateSettled(ledger)).raised).toEqual([]); // nothing new: nothing raised, nothing delivered twice

  const listed = await ledger.gql(admin.token, ALERTS, { projectId, first: 50 });
  expect(listed.errors, listed.text).toBeUndefined();
  const alerts = expectTypename(listed.data.alerts, 'AlertConnection').edges.map((edge) => edge.node);
  const raised = [...alerts].sort((a, b) => a.raisedAt.localeCompare(b.raisedAt) || a.transitionAt.localeCompare(b.transitionAt));
  expect(raised.map((alert) => alert.transitionAt)).toEqual([first.recordedAt, second.recordedAt]);
  expect(new Set(raised.map((alert) => alert.subject))).toEqual(new Set([first.cohort.ledgerId]));

  await eventually(
    "both alerts in the receiver's store",
    () => receiver.store().filter((entry) => entry.endpoint === 'end-to-end').length >= 2,
  );
  const stored = receiver.store().filter((entry) => entry.endpoint === 'end-to-end');
  expect(stored.map((entry) => entry.id)).toEqual(raised.map((alert) => alert.ledgerId));
  expect(stored.every((entry) => entry.kind === 'CRITICAL_FAILURE' && entry.subject === first.cohort.ledgerId)).toBe(true);
  expect(receiver.store().filter((entry) => entry.endpoint === 'other-kinds')).toEqual([]);
  const stats = await receiver.stats();
  expect(stats.rejected).toBe(0);
  expect(stats.duplicates).toBe(0);
}, 120_000);
