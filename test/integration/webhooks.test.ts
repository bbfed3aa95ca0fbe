// Webhooks (docs/webhooks.md) through the real GraphQL app and a real delivery runner
// against a receiver process on loopback: endpoints and their secrets (shown once,
// unreadable by the API role), the trigger's deliveries and jobs, signed in-order
// delivery, dead letters that release the next delivery, redelivery, retirement, and
// private addresses refused by default.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_SCHEDULE } from '../../src/domain/webhook-retry.js';
import { deliveryLoginRoleFor, openServerDatabase, provisionDeliveryLogin } from '../../src/db/login.js';
import { startDeliveryRunner, type DeliveryRunner } from '../../src/modules/webhooks/runner.js';
import { registry } from '../../src/metrics.js';
import { createTestLedger, type GraphQLResponse, type TestLedger, type TestToken } from '../helpers/ledger.js';
import { newProjectId } from '../helpers/outcomes.js';
import {
  CREATE_WEBHOOK_ENDPOINT,
  eventually,
  insertAlert,
  insertRule,
  REDELIVER_WEBHOOK,
  RETIRE_WEBHOOK_ENDPOINT,
  startReceiver,
  WEBHOOK_DELIVERIES,
  WEBHOOK_ENDPOINTS,
  type Receiver,
} from '../helpers/webhooks.js';
import { expectTypename, graphql, type AlertKind, type WebhookDeliveriesQuery, type WebhookDeliveryStatus } from '../helpers/graphql.js';

let ledger: TestLedger;
let refusing: TestLedger;
let receiver: Receiver;
let runner: DeliveryRunner;
/** Delivery's own login (a member of crl_webhook_delivery only), as the service provisions it. */
let deliveryUrl: string;
let admin: TestToken;
const projectId = newProjectId();
const WEBHOOK_ENDPOINT_FIELDS = graphql(`
  query WebhooksEndpointFields {
    __type(name: "WebhookEndpoint") { fields { name } }
  }
`);

beforeAll(async () => {
  ledger = await createTestLedger({ webhookAllowPrivate: true });
  refusing = await createTestLedger();
  receiver = await startReceiver();
  admin = await ledger.token({ roles: ['admin', 'reader'], projects: [projectId] });
  deliveryUrl = await provisionDeliveryLogin(ledger.ownerUrl);
  runner = await startDeliveryRunner({
    databaseUrl: deliveryUrl,
    allowPrivate: true,
    timeoutMs: 2_000,
    concurrency: 4,
    staleLockMs: 5_000,
    pollIntervalMs: 200,
    schedule: { baseMs: 50, maxDelayMs: 200, retryForMs: 1_000 },
  });
}, 60_000);

afterAll(async () => {
  await runner?.stop();
  await receiver?.stop();
  await refusing?.close();
  await ledger?.close();
});

async function createEndpoint(
  url: string,
  kinds: AlertKind[] = ['CRITICAL_FAILURE'],
  token = admin.token,
  on = ledger,
  project = projectId,
) {
  const response = await on.gql(token, CREATE_WEBHOOK_ENDPOINT, { input: { projectId: project, url, kinds } });
  return response.data.createWebhookEndpoint;
}

type Delivery = {
  ledgerId: string;
  endpointId: string;
  alertId: string;
  sequence: string;
  status: string;
  attempts: { outcome: string; attempt: number; actorRef: string | null }[];
};

/** Every delivery of the project (of one status), newest first, through the paged webhookDeliveries. */
async function deliveries(status?: WebhookDeliveryStatus, first = 100): Promise<Delivery[]> {
  const all: Delivery[] = [];
  let after: string | null | undefined = null;
  for (;;) {
    const response: GraphQLResponse<WebhookDeliveriesQuery> = await ledger.gql(admin.token, WEBHOOK_DELIVERIES, {
      projectId,
      status,
      first,
      after,
    });
    expect(response.errors, response.text).toBeUndefined();
    const page = expectTypename(response.data.webhookDeliveries, 'WebhookDeliveryConnection');
    all.push(...page.edges.map((edge) => edge.node));
    if (!page.pageInfo.hasNextPage) return all;
    after = page.pageInfo.endCursor;
  }
}

describe('endpoints and their secrets', () => {
  it('returns a Standard Webhooks secret exactly once; listing never shows it; a replay has none, other kinds conflict', async () => {
    const url = `${receiver.url('secret-once')}?v=${randomUUID().slice(0, 8)}`;
    const created = expectTypename(
      await createEndpoint(url, ['CRITICAL_FAILURE', 'STATE_CHANGED', 'CRITICAL_FAILURE']),
      'CreateWebhookEndpointSuccess',
    );
    expect(created.__typename).toBe('CreateWebhookEndpointSuccess');
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(created.secret!.slice('whsec_'.length), 'base64')).toHaveLength(32);
    expect(created.endpoint.kinds).toEqual(['STATE_CHANGED', 'CRITICAL_FAILURE']); // distinct, in the enum's order

    const replay = await createEndpoint(url, ['STATE_CHANGED', 'CRITICAL_FAILURE']);
    expect(replay).toMatchObject({
      __typename: 'CreateWebhookEndpointSuccess',
      replayed: true,
      secret: null,
      endpoint: { ledgerId: created.endpoint.ledgerId },
    });
    expect((await createEndpoint(url, ['BURN_RATE'])).__typename).toBe('IdempotencyConflictError');

    const listed = await ledger.gql(admin.token, WEBHOOK_ENDPOINTS, { projectId });
    expect(listed.text).not.toContain(created.secret);
    expect(
      expectTypename(listed.data.webhookEndpoints, 'WebhookEndpointsSuccess').data.map(
        (endpoint: { ledgerId: string }) => endpoint.ledgerId,
      ),
    ).toContain(created.endpoint.ledgerId);
    // No field anywhere in the schema can return it either.
    const schema = await ledger.gql(admin.token, WEBHOOK_ENDPOINT_FIELDS, {});
    expect(schema.data.__type!.fields!.map((field) => field.name)).not.toContain('secret');
  });

  it('the API role cannot read, write or add jobs around the secrets; the delivery role can read them', async () => {
    const client = await ledger.db.pool.connect();
    try {
      for (const statement of [
        'SELECT secret FROM crl_private.webhook_secret',
        "INSERT INTO crl_private.webhook_secret (endpoint_id, project_id, secret) VALUES (gen_random_uuid(), gen_random_uuid(), 'whsec_x')",
        "SELECT graphile_worker.add_job('crl_webhook_delivery', '{}'::json)",
        'SELECT * FROM graphile_worker._private_jobs',
        'SELECT crl_webhook_enqueue(gen_random_uuid(), gen_random_uuid())',
        "INSERT INTO webhook_delivery_attempt (delivery_id, attempt_no, project_id, outcome) VALUES (gen_random_uuid(), 1, gen_random_uuid(), 'DELIVERED')",
        'SET ROLE crl_webhook_delivery',
      ])
        await expect(client.query(statement), statement).rejects.toThrow(/permission denied/);
    } finally {
      client.release();
    }
    const delivery = new pg.Client({ connectionString: deliveryUrl, options: '-c role=crl_webhook_delivery' });
    await delivery.connect();
    try {
      const { rows } = await delivery.query<{ n: number }>('SELECT count(*)::int AS n FROM crl_private.webhook_secret');
      expect(rows[0]!.n).toBeGreaterThan(0);
      await expect(delivery.query('SELECT * FROM crl_private.server_login')).rejects.toThrow(/permission denied/);
      await expect(delivery.query('CREATE TEMP TABLE alert (x int)')).rejects.toThrow(/permission denied/);
      await expect(delivery.query('SELECT * FROM api_token')).rejects.toThrow(/permission denied/);
      await expect(
        delivery.query(
          "INSERT INTO alert_rule (digest, project_id, kind, parameters, actor_ref) VALUES (repeat('b', 64), gen_random_uuid(), 'BURN_RATE', '{}', 'x')",
        ),
      ).rejects.toThrow(/permission denied/);
    } finally {
      await delivery.end();
    }
  });

  it("delivery works as a login of its own that cannot regain more: no ledger table beyond delivery's, no SET ROLE to the owner or crl_app", async () => {
    const database = (await ledger.owner.query<{ d: string; owner: string }>('SELECT current_database() AS d, current_user AS owner'))
      .rows[0]!;
    const delivery = new pg.Client({ connectionString: deliveryUrl, options: '-c role=crl_webhook_delivery' });
    await delivery.connect();
    try {
      const me = (
        await delivery.query(`SELECT session_user AS login, current_user AS role, r.rolsuper, r.rolinherit, r.rolcreaterole
        FROM pg_roles r WHERE r.rolname = session_user`)
      ).rows[0];
      expect(me).toEqual({
        login: deliveryLoginRoleFor(database.d),
        role: 'crl_webhook_delivery',
        rolsuper: false,
        rolinherit: false,
        rolcreaterole: false,
      });
      const groups = (
        await delivery.query<{ groups: string[] }>(`SELECT array_agg(g.rolname::text ORDER BY g.rolname) AS groups FROM pg_roles g
        WHERE pg_has_role(session_user, g.oid, 'MEMBER') AND g.rolname <> session_user`)
      ).rows[0]!.groups;
      expect(groups).toEqual(['crl_webhook_delivery']);
      // What it can read at all, outside the system catalogs and the job queue: delivery's tables, and no other.
      const readable = (
        await delivery.query<{
          name: string;
        }>(`SELECT n.nspname || '.' || c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind IN ('r', 'v', 'p', 'm') AND n.nspname NOT IN ('pg_catalog', 'information_schema', 'graphile_worker') AND n.nspname NOT LIKE 'pg\\_%'
          AND has_table_privilege(c.oid, 'SELECT') ORDER BY 1`)
      ).rows.map((row) => row.name);
      expect(readable).toEqual([
        'crl_private.webhook_secret',
        'public.alert',
        'public.webhook_delivery',
        'public.webhook_delivery_attempt',
        'public.webhook_delivery_state',
        'public.webhook_endpoint',
        'public.webhook_endpoint_retirement',
      ]);
      for (const table of ['attempt', 'adjudication', 'cohort', 'api_token', 'alert_rule', 'transparency_leaf', 'crl_private.server_login'])
        await expect(delivery.query(`SELECT 1 FROM ${table} LIMIT 1`), table).rejects.toThrow(/permission denied/);
      for (const role of ['crl_app', database.owner, 'postgres'])
        await expect(delivery.query(`SET ROLE ${pg.escapeIdentifier(role)}`), role).rejects.toThrow(/permission denied/);
      await expect(delivery.query('SET SESSION AUTHORIZATION postgres')).rejects.toThrow(/permission denied/);
      // Back to the login itself (NOINHERIT): nothing at all, not even the secrets.
      await delivery.query('SET ROLE NONE');
      expect((await delivery.query<{ role: string }>('SELECT current_user AS role')).rows[0]!.role).toBe(deliveryLoginRoleFor(database.d));
      await expect(delivery.query('SELECT 1 FROM crl_private.webhook_secret')).rejects.toThrow(/permission denied/);
      await expect(delivery.query('SELECT 1 FROM alert')).rejects.toThrow(/permission denied/);
    } finally {
      await delivery.end();
    }
    // The runner refuses a login that could act beyond crl_webhook_delivery: the owner's, and the server's.
    const base = { allowPrivate: true, timeoutMs: 1_000, concurrency: 1, staleLockMs: 5_000, schedule: DEFAULT_RETRY_SCHEDULE };
    await expect(startDeliveryRunner({ ...base, databaseUrl: ledger.ownerUrl })).rejects.toThrow(
      /refusing to deliver webhooks: .*superuser/,
    );
    // (the server's cannot even take the role: the database refuses it at connection start)
    await expect(startDeliveryRunner({ ...base, databaseUrl: ledger.appUrl })).rejects.toThrow(
      /permission denied to set role "crl_webhook_delivery"/,
    );
    // And the server refuses a login that is a member of both.
    const both = `crl_both_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    await ledger.owner.query(`CREATE ROLE ${both} LOGIN NOINHERIT PASSWORD 'both-secret' IN ROLE crl_app, crl_webhook_delivery`);
    try {
      const appUrl = new URL(ledger.ownerUrl);
      appUrl.username = both;
      appUrl.password = 'both-secret';
      await expect(openServerDatabase({ ownerUrl: ledger.ownerUrl, appUrl: appUrl.toString() })).rejects.toThrow(
        /is a member of crl_webhook_delivery as well/,
      );
    } finally {
      await ledger.owner.query(`DROP ROLE ${both}`);
    }
  });

  it('refuses URLs that are not http(s), carry credentials or a fragment, with a typed error and nothing written', async () => {
    for (const url of [
      'ftp://127.0.0.1/x',
      'http://user:pw@127.0.0.1/x',
      'http://127.0.0.1/x#frag',
      'not a url',
      'file:///etc/passwd',
      `http://127.0.0.1/${'a'.repeat(2100)}`,
    ]) {
      const refused = await createEndpoint(url);
      expect(refused.__typename, url).toBe('ValidationError');
    }
    const endpoints = await ledger.owner.query('SELECT url FROM webhook_endpoint');
    expect(endpoints.rows.map((row) => row.url)).not.toContain('ftp://127.0.0.1/x');
  });

  it('refuses private, loopback and link-local addresses by default (IPv4, IPv6, IPv4-mapped, after DNS resolution)', async () => {
    const project = newProjectId();
    const other = await refusing.token({ roles: ['admin'], projects: [project] });
    for (const url of [
      'http://127.0.0.1:9/hook',
      'http://localhost:9/hook',
      'http://10.0.0.8/hook',
      'http://192.168.1.1/hook',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]:9/hook',
      'http://[fe80::1]/hook',
      'http://[fd00::1]/hook',
      'http://[::ffff:7f00:1]/hook', // ::ffff:127.0.0.1 in its normal form
      'http://[::ffff:a9fe:a9fe]/hook',
      'http://0.0.0.0/hook',
    ]) {
      const refused = expectTypename(
        await createEndpoint(url, ['CRITICAL_FAILURE'], other.token, refusing, project),
        'AddressRefusedError',
      );
      expect(refused.code, url).toBe('ADDRESS_REFUSED');
    }
    const { rows } = await refusing.owner.query<{ n: number }>('SELECT count(*)::int AS n FROM webhook_endpoint WHERE project_id = $1', [
      project,
    ]);
    expect(rows[0]!.n).toBe(0);
  });
});

describe('delivery', () => {
  it('delivers every alert of a matching endpoint once, signed, in order; other kinds and other projects get nothing', async () => {
    const name = `ordered-${randomUUID().slice(0, 6)}`;
    const created = expectTypename(await createEndpoint(receiver.url(name), ['CRITICAL_FAILURE']), 'CreateWebhookEndpointSuccess');
    await receiver.control({ secrets: { [name]: created.secret } });
    const rule = await insertRule(ledger.owner, projectId);
    const other = await insertRule(ledger.owner, projectId, 'BURN_RATE');
    const elsewhere = newProjectId();
    const elsewhereRule = await insertRule(ledger.owner, elsewhere);
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      ids.push(await insertAlert(ledger.owner, projectId, rule, `cohort-${i}`));
      if (i % 4 === 0) await insertAlert(ledger.owner, projectId, other, `lane-${i}`, 'BURN_RATE');
      if (i % 5 === 0) await insertAlert(ledger.owner, elsewhere, elsewhereRule, `cohort-${i}`);
    }
    await eventually('every alert in the store', () => receiver.store().filter((entry) => entry.endpoint === name).length >= ids.length);
    const stored = receiver.store().filter((entry) => entry.endpoint === name);
    expect(stored.map((entry) => entry.id)).toEqual(ids);
    expect(stored.map((entry) => entry.subject)).toEqual(ids.map((_, i) => `cohort-${i}`));
    expect((await receiver.stats()).rejected).toBe(0);
    // The receiver stores an alert before delivery records the attempt that sent it.
    const mine = async () => (await deliveries()).filter((delivery) => delivery.endpointId === created.endpoint.ledgerId);
    await eventually('the last delivery recorded', async () => (await mine()).every((delivery) => delivery.status !== 'PENDING'));
    const recorded = await mine();
    expect(recorded).toHaveLength(ids.length);
    expect(new Set(recorded.map((delivery) => delivery.status))).toEqual(new Set(['DELIVERED']));
  });

  it("a failing delivery holds back the endpoint's later ones until it is dead-lettered; redelivery opens a new round", async () => {
    const created = expectTypename(
      await createEndpoint(`http://127.0.0.1:${receiver.port}/always-500/${randomUUID().slice(0, 6)}`, ['STATE_CHANGED']),
      'CreateWebhookEndpointSuccess',
    );
    const rule = await insertRule(ledger.owner, projectId, 'STATE_CHANGED');
    const first = await insertAlert(ledger.owner, projectId, rule, 'cohort-first', 'STATE_CHANGED');
    const second = await insertAlert(ledger.owner, projectId, rule, 'cohort-second', 'STATE_CHANGED');
    const of = async () => (await deliveries()).filter((delivery) => delivery.endpointId === created.endpoint.ledgerId);
    await eventually(
      'both dead-lettered',
      async () => (await of()).every((delivery) => delivery.status === 'DEAD_LETTERED') && (await of()).length === 2,
      30_000,
    );
    const times = await ledger.owner.query<{ alert_id: string; outcome: string; attempted_at: Date }>(
      `SELECT d.alert_id, t.outcome, t.attempted_at FROM webhook_delivery d JOIN webhook_delivery_attempt t ON t.delivery_id = d.id
        WHERE d.endpoint_id = $1 ORDER BY t.attempted_at, d.seq`,
      [created.endpoint.ledgerId],
    );
    const firstDead = times.rows.find((row) => row.alert_id === first && row.outcome === 'DEAD_LETTERED')!;
    const secondTries = times.rows.filter((row) => row.alert_id === second);
    expect(times.rows.filter((row) => row.alert_id === first).length).toBeGreaterThan(1); // retried before giving up
    expect(secondTries.every((row) => row.attempted_at >= firstDead.attempted_at)).toBe(true);

    const dead = (await of()).find((delivery) => delivery.alertId === first)!;
    const redelivered = await ledger.gql(admin.token, REDELIVER_WEBHOOK, { input: { projectId, deliveryId: dead.ledgerId } });
    expect(redelivered.data.redeliverWebhook).toMatchObject({ __typename: 'RedeliverWebhookSuccess', requested: true });
    expect(expectTypename(redelivered.data.redeliverWebhook, 'RedeliverWebhookSuccess').delivery.attempts.at(-1)).toMatchObject({
      outcome: 'REDELIVERY_REQUESTED',
      actorRef: admin.actorRef,
    });
    await eventually('dead-lettered again', async () => {
      const again = (await of()).find((delivery) => delivery.alertId === first)!;
      return again.status === 'DEAD_LETTERED' && again.attempts.length > dead.attempts.length + 1;
    });
    const missing = await ledger.gql(admin.token, REDELIVER_WEBHOOK, { input: { projectId, deliveryId: randomUUID() } });
    expect(missing.data.redeliverWebhook.__typename).toBe('NotFoundError');
  });

  it('a retired endpoint gets no new deliveries', async () => {
    const name = `retired-${randomUUID().slice(0, 6)}`;
    const created = expectTypename(await createEndpoint(receiver.url(name), ['FALSE_PASS_ABOVE']), 'CreateWebhookEndpointSuccess');
    const retired = await ledger.gql(admin.token, RETIRE_WEBHOOK_ENDPOINT, { input: { projectId, endpointId: created.endpoint.ledgerId } });
    expect(retired.data.retireWebhookEndpoint).toMatchObject({ __typename: 'RetireWebhookEndpointSuccess', replayed: false });
    const again = await ledger.gql(admin.token, RETIRE_WEBHOOK_ENDPOINT, { input: { projectId, endpointId: created.endpoint.ledgerId } });
    expect(again.data.retireWebhookEndpoint).toMatchObject({ replayed: true });
    const rule = await insertRule(ledger.owner, projectId, 'FALSE_PASS_ABOVE');
    await insertAlert(ledger.owner, projectId, rule, 'lane-x', 'FALSE_PASS_ABOVE');
    const { rows } = await ledger.owner.query<{ n: number }>('SELECT count(*)::int AS n FROM webhook_delivery WHERE endpoint_id = $1', [
      created.endpoint.ledgerId,
    ]);
    expect(rows[0]!.n).toBe(0);
  });

  it('webhookDeliveries is a connection: forward pages of at most 100, a cursor names a position, a foreign cursor is refused', async () => {
    const created = expectTypename(
      await createEndpoint(receiver.url(`paged-${randomUUID().slice(0, 6)}`), ['BURN_RATE']),
      'CreateWebhookEndpointSuccess',
    );
    const rule = await insertRule(ledger.owner, projectId, 'BURN_RATE');
    for (let i = 0; i < 5; i += 1) await insertAlert(ledger.owner, projectId, rule, `cohort-paged-${i}`, 'BURN_RATE');
    const whole = await deliveries(undefined, 100);
    const paged = await deliveries(undefined, 2);
    expect(paged.map((delivery) => delivery.ledgerId)).toEqual(whole.map((delivery) => delivery.ledgerId));
    expect(new Set(paged.map((delivery) => delivery.ledgerId)).size).toBe(paged.length);
    expect(whole.filter((delivery) => delivery.endpointId === created.endpoint.ledgerId)).toHaveLength(5);
    const sequences = whole.map((delivery) => BigInt(delivery.sequence));
    expect(sequences).toEqual([...sequences].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0))); // newest first

    const first = await ledger.gql(admin.token, WEBHOOK_DELIVERIES, { projectId, first: 2 });
    expect(expectTypename(first.data.webhookDeliveries, 'WebhookDeliveryConnection').pageInfo).toMatchObject({
      hasNextPage: true,
      hasPreviousPage: false,
    });
    const second = await ledger.gql(admin.token, WEBHOOK_DELIVERIES, {
      projectId,
      first: 2,
      after: expectTypename(first.data.webhookDeliveries, 'WebhookDeliveryConnection').pageInfo.endCursor,
    });
    expect(expectTypename(second.data.webhookDeliveries, 'WebhookDeliveryConnection').pageInfo.hasPreviousPage).toBe(true);
    expect(expectTypename(second.data.webhookDeliveries, 'WebhookDeliveryConnection').edges[0]!.node.ledgerId).toBe(whole[2]!.ledgerId);

    for (const variables of [
      { first: 101 },
      { first: 0 },
      { first: 2, after: 'not-a-cursor' },
      { first: 2, after: Buffer.from('["alerts","1"]').toString('base64url') },
    ]) {
      const refused = await ledger.gql(admin.token, WEBHOOK_DELIVERIES, { projectId, ...variables });
      expect(refused.data.webhookDeliveries.__typename, JSON.stringify(variables)).toBe('ValidationError');
    }
  });

  it('an alert and its deliveries and jobs commit together or not at all', async () => {
    const name = `atomic-${randomUUID().slice(0, 6)}`;
    const created = expectTypename(await createEndpoint(receiver.url(name), ['VERIFIER_WITHDRAWN']), 'CreateWebhookEndpointSuccess');
    const rule = await insertRule(ledger.owner, projectId, 'VERIFIER_WITHDRAWN');
    const client = await ledger.owner.connect();
    try {
      await client.query('BEGIN');
      await insertAlert(client as unknown as pg.Client, projectId, rule, 'verifier-rolled-back', 'VERIFIER_WITHDRAWN');
      await client.query('ROLLBACK');
    } finally {
      client.release();
    }
    const counted = await ledger.owner.query(
      `SELECT (SELECT count(*)::int FROM webhook_delivery WHERE endpoint_id = $1) AS deliveries,
              (SELECT count(*)::int FROM graphile_worker._private_jobs j JOIN graphile_worker._private_job_queues q ON q.id = j.job_queue_id WHERE q.queue_name = 'crl_webhook:' || $1) AS jobs`,
      [created.endpoint.ledgerId],
    );
    expect(counted.rows[0]).toEqual({ deliveries: 0, jobs: 0 });
  });

  it('the append-only tables refuse changes, even from the owner', async () => {
    for (const table of ['webhook_endpoint', 'webhook_delivery', 'webhook_delivery_attempt', 'crl_private.webhook_secret'])
      await expect(ledger.owner.query(`TRUNCATE ${table} CASCADE`), table).rejects.toThrow(/append-only/i);
    await expect(ledger.owner.query('UPDATE webhook_delivery_attempt SET http_status = 200')).rejects.toThrow(/append-only/i);
  });

  it("/metrics counts deliveries by outcome and reports the oldest pending delivery's age", async () => {
    const text = await registry.metrics();
    const delivered = /^ledger_webhook_deliveries_total\{outcome="DELIVERED"\} (\d+)$/m.exec(text);
    expect(Number(delivered?.[1])).toBeGreaterThanOrEqual(12);
    expect(text).toMatch(/^ledger_webhook_deliveries_total\{outcome="DEAD_LETTERED"\} [1-9]\d*$/m);
    expect(text).toMatch(/^ledger_webhook_deliveries_total\{outcome="FAILED"\} [1-9]\d*$/m);
    // Hold one delivery pending: its receiver holds the request unanswered while /metrics is read.
    const name = `pending-${randomUUID().slice(0, 6)}`;
    const created = expectTypename(await createEndpoint(receiver.url(name), ['BURN_RATE']), 'CreateWebhookEndpointSuccess');
    await receiver.control({ secrets: { [name]: created.secret }, mode: 'timeout', forMs: 30_000 });
    const held = (await receiver.stats()).heldOpen;
    const rule = await insertRule(ledger.owner, projectId, 'BURN_RATE');
    await insertAlert(ledger.owner, projectId, rule, 'lane-pending', 'BURN_RATE');
    await eventually('the delivery in flight', async () => (await receiver.stats()).heldOpen > held);
    const gauge = /^ledger_webhook_oldest_pending_seconds (\S+)$/m.exec(await registry.metrics());
    await receiver.control({ mode: 'ok' });
    expect(Number(gauge?.[1])).toBeGreaterThan(0);
  });

  it('the production retry schedule is the default one', () => {
    expect(DEFAULT_RETRY_SCHEDULE.retryForMs).toBeGreaterThanOrEqual(24 * 3_600_000);
  });
});
