// Webhook delivery when its database goes away while two deliveries are in flight
// (docs/webhooks.md, "What survives what"). Each delivery ends by recording its attempt;
// with the database gone that fails, graphile-worker cannot record the job's failure
// either, and its worker pool shuts itself down ("queue is in an inconsistent state").
// After a second such failure graphile-worker's own shutdown never finishes (its
// completion batcher counts one release twice and then waits for a count of zero that
// cannot come back), so a runner that waited for that shutdown would never start again.
// The runner starts a new worker pool as soon as the old one begins shutting itself down,
// and its own stop does not wait on graphile-worker past the longest delivery attempt.
//
// Delivery reaches its database through a proxy on loopback that can drop every open
// connection and answer new ones as a database starting up (SQLSTATE 57P03), so only
// delivery loses its database; the receiver
// holds both requests open past delivery's timeout, so both attempts end while it is gone.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provisionDeliveryLogin } from '../../src/db/login.js';
import { startDeliveryRunner, type DeliveryRunner } from '../../src/modules/webhooks/runner.js';
import { createTestLedger, type TestLedger } from '../helpers/ledger.js';
import { newProjectId } from '../helpers/outcomes.js';
import { CREATE_WEBHOOK_ENDPOINT, eventually, insertAlert, insertRule, startReceiver, type Receiver } from '../helpers/webhooks.js';
import { expectTypename } from '../helpers/graphql.js';

const TIMEOUT_MS = 1_000;

/** The ErrorResponse PostgreSQL sends a connection it cannot take while it starts up (crash recovery). */
function startingUpResponse(): Buffer {
  const fields = [
    ['S', 'FATAL'],
    ['V', 'FATAL'],
    ['C', '57P03'],
    ['M', 'the database system is starting up'],
  ];
  const body = Buffer.concat([...fields.map(([type, text]) => Buffer.from(`${type}${text}\0`)), Buffer.from([0])]);
  const header = Buffer.alloc(5);
  header.write('E', 0);
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}

interface CuttableProxy {
  port: number;
  /** Drops every open connection and answers new ones as a database starting up (57P03). */
  cut(): void;
  /** Passes connections through to the database again. */
  restore(): void;
  /** Connections refused so far. */
  refused(): number;
  close(): Promise<void>;
}

async function startProxy(target: { host: string; port: number }): Promise<CuttableProxy> {
  let cut = false;
  let refused = 0;
  const open = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    socket.on('error', () => undefined);
    if (cut) {
      // The client speaks first (its startup message); the answer ends the connection.
      socket.once('data', () => {
        refused++;
        socket.end(startingUpResponse());
      });
      return;
    }
    const upstream = net.connect(target.port, target.host);
    upstream.on('error', () => socket.destroy());
    open.add(socket).add(upstream);
    socket.on('close', () => {
      open.delete(socket);
      upstream.destroy();
    });
    upstream.on('close', () => {
      open.delete(upstream);
      socket.destroy();
    });
    socket.pipe(upstream).pipe(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    cut() {
      cut = true;
      for (const socket of open) socket.destroy();
    },
    restore() {
      cut = false;
    },
    refused: () => refused,
    async close() {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

let ledger: TestLedger;
let receiver: Receiver;
let proxy: CuttableProxy;
let runner: DeliveryRunner;

beforeAll(async () => {
  ledger = await createTestLedger({ webhookAllowPrivate: true });
  receiver = await startReceiver();
  const deliveryUrl = new URL(await provisionDeliveryLogin(ledger.ownerUrl));
  proxy = await startProxy({ host: deliveryUrl.hostname, port: Number(deliveryUrl.port || 5432) });
  deliveryUrl.hostname = '127.0.0.1';
  deliveryUrl.port = String(proxy.port);
  runner = await startDeliveryRunner({
    databaseUrl: deliveryUrl.toString(),
    allowPrivate: true,
    timeoutMs: TIMEOUT_MS,
    concurrency: 4,
    staleLockMs: 3_000,
    pollIntervalMs: 200,
    schedule: { baseMs: 50, maxDelayMs: 200, retryForMs: 60_000 },
  });
}, 60_000);

afterAll(async () => {
  await runner?.stop();
  await proxy?.close();
  await receiver?.stop();
  await ledger?.close();
});

describe('webhook delivery when its database goes away mid-delivery', () => {
  it('delivers both alerts once the database is back, though neither failure could be recorded', async () => {
    const projectId = newProjectId();
    const admin = await ledger.token({ roles: ['admin'], projects: [projectId] });
    const endpoints = { a: 'CRITICAL_FAILURE', b: 'STATE_CHANGED' } as const;
    for (const [name, kind] of Object.entries(endpoints)) {
      const created = expectTypename(
        (await ledger.gql(admin.token, CREATE_WEBHOOK_ENDPOINT, { input: { projectId, url: receiver.url(name), kinds: [kind] } })).data
          .createWebhookEndpoint,
        'CreateWebhookEndpointSuccess',
      );
      await receiver.control({ secrets: { [name]: created.secret } });
    }
    const rules = { a: await insertRule(ledger.owner, projectId, endpoints.a), b: await insertRule(ledger.owner, projectId, endpoints.b) };
    const delivered = (name: string) =>
      receiver
        .store()
        .filter((entry) => entry.endpoint === name)
        .map((entry) => entry.id);

    // Both requests are held open; the second starts later, so the two attempts end (and
    // fail to be recorded) at different moments, as two separate completions.
    await receiver.control({ mode: 'timeout', forMs: 60_000 });
    const first = await insertAlert(ledger.owner, projectId, rules.a, 'held-a', endpoints.a);
    await eventually('the first request held open', async () => (await receiver.stats()).inFlight >= 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const second = await insertAlert(ledger.owner, projectId, rules.b, 'held-b', endpoints.b);
    await eventually('both requests held open', async () => (await receiver.stats()).inFlight >= 2);
    proxy.cut();
    await receiver.control({ mode: 'ok' });
    // Both attempts time out and fail to record; delivery keeps trying to connect.
    await new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS + 1_500));
    expect(proxy.refused(), 'delivery tried to reach its database while it was gone').toBeGreaterThan(0);

    proxy.restore();
    // And alerts raised after it came back: more of them than a worker pool has workers.
    const later: string[] = [];
    for (let i = 0; i < 6; i++) later.push(await insertAlert(ledger.owner, projectId, rules.a, `after-${i}`, endpoints.a));
    await eventually(
      'every alert delivered after the database came back',
      () => delivered('a').length >= 7 && delivered('b').length >= 1,
      30_000,
    );
    expect(delivered('a')).toEqual([first, ...later]);
    expect(delivered('b')).toEqual([second]);
    await eventually('every delivery recorded as delivered', async () => {
      const { rows } = await ledger.owner.query<{ status: string }>(`SELECT status FROM webhook_delivery_state WHERE project_id = $1`, [
        projectId,
      ]);
      return rows.length === 8 && rows.every((row) => row.status === 'DELIVERED');
    });
  }, 120_000);

  it('stops within its bound while the database answers only that it is starting up', async () => {
    proxy.cut();
    // Long enough for idle workers to be refused and to sleep before connecting again.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const outcome = await Promise.race([
      runner.stop().then(() => 'stopped'),
      new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS + 10_000).unref()).then(() => 'still stopping'),
    ]);
    expect(outcome).toBe('stopped');
    proxy.restore();
  }, 60_000);
});
