// The pace of webhook delivery under a burst (docs/webhooks.md, "Pace"): twenty alerts for
// one endpoint, each committed in a transaction of its own as the evaluator raises them,
// reach a receiver process on loopback all of them, once each, in their order, within a
// bound generous for a loaded machine. The runner polls at the server's interval: a
// delivery that waited for a poll before the endpoint's next one could start took 1–2 s
// each (about 25 s for the burst), where it now follows the previous one's settlement.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_RETRY_SCHEDULE } from '../../src/domain/webhook-retry.js';
import { provisionDeliveryLogin } from '../../src/db/login.js';
import { QUEUE_POLL_INTERVAL_MS, startDeliveryRunner, type DeliveryRunner } from '../../src/modules/webhooks/runner.js';
import { createTestLedger, type TestLedger, type TestToken } from '../helpers/ledger.js';
import { newProjectId } from '../helpers/outcomes.js';
import { CREATE_WEBHOOK_ENDPOINT, eventually, insertAlert, insertRule, startReceiver, type Receiver } from '../helpers/webhooks.js';
import { expectTypename } from '../helpers/graphql.js';

const BURST = 20;
/** Today about 1.5 s on a loaded 2-core machine; a poll per delivery took about 25 s. */
const BOUND_MS = 8_000;

let ledger: TestLedger;
let receiver: Receiver;
let runner: DeliveryRunner;
let admin: TestToken;
const projectId = newProjectId();

beforeAll(async () => {
  ledger = await createTestLedger({ webhookAllowPrivate: true });
  receiver = await startReceiver();
  admin = await ledger.token({ roles: ['admin', 'reader'], projects: [projectId] });
  runner = await startDeliveryRunner({
    databaseUrl: await provisionDeliveryLogin(ledger.ownerUrl),
    allowPrivate: true,
    timeoutMs: 2_000,
    concurrency: 4,
    staleLockMs: 60_000,
    pollIntervalMs: QUEUE_POLL_INTERVAL_MS,
    schedule: DEFAULT_RETRY_SCHEDULE,
  });
}, 60_000);

afterAll(async () => {
  await runner?.stop();
  await receiver?.stop();
  await ledger?.close();
});

it(`delivers a burst of ${BURST} alerts to one endpoint, in order and once each, within ${BOUND_MS / 1000} s of the first commit`, async () => {
  const rule = await insertRule(ledger.owner, projectId);
  const created = await ledger.gql(admin.token, CREATE_WEBHOOK_ENDPOINT, {
    input: { projectId, url: receiver.url('burst'), kinds: ['CRITICAL_FAILURE'] },
  });
  expect(created.data?.createWebhookEndpoint?.__typename, created.text).toBe('CreateWebhookEndpointSuccess');
  await receiver.control({ secrets: { burst: expectTypename(created.data.createWebhookEndpoint, 'CreateWebhookEndpointSuccess').secret } });
  // The runner is idle and has just polled: a warm-up alert, delivered, starts the burst from a settled endpoint.
  await insertAlert(ledger.owner, projectId, rule, 'warm-up');
  await eventually('the warm-up delivered', () => receiver.store().some((entry) => entry.subject === 'warm-up'));

  const subjects = Array.from({ length: BURST }, (_, i) => `burst-${String(i).padStart(2, '0')}`);
  const started = Date.now();
  for (const subject of subjects) await insertAlert(ledger.owner, projectId, rule, subject); // one transaction each
  const committed = Date.now();
  const arrived = () => receiver.store().filter((entry) => entry.subject.startsWith('burst-'));
  await eventually(`all ${BURST} delivered`, () => arrived().length >= BURST, BOUND_MS + 30_000);
  const deliveries = arrived();
  const last = Math.max(...deliveries.map((entry) => entry.at));
  expect(deliveries.map((entry) => entry.subject)).toEqual(subjects);
  expect((await receiver.stats()).duplicates).toBe(0);
  expect(last - started, `the last delivery arrived ${last - committed} ms after the last commit`).toBeLessThanOrEqual(BOUND_MS);
}, 120_000);
