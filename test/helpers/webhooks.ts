// Webhook test helpers: the receiver process (test/helpers/webhook-receiver.mjs), the
// GraphQL documents of the webhook operations, and rules and alerts inserted as the
// evaluator would (owner SQL).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { ROOT } from './server-process.js';
import { graphql } from './graphql.js';

/** A first receipt of the receiver's dedup store (a line of its store file). */
export interface ReceiverReceipt {
  endpoint: string;
  id: string;
  subject: string;
  kind: string;
  /** When, epoch ms, by the receiver's clock. */
  at: number;
}

/** The receiver's counters (test/fixtures' receiver process, GET /stats). */
export interface ReceiverStats {
  received: number;
  verified: number;
  rejected: number;
  duplicates: number;
  inFlight: number;
  answered500: number;
  heldOpen: number;
}

export interface Receiver {
  port: number;
  url(name: string): string;
  control(command: Record<string, unknown>): Promise<void>;
  stats(): Promise<ReceiverStats>;
  /** The dedup store: first receipts in the order they arrived. */
  store(): ReceiverReceipt[];
  stop(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const dir = mkdtempSync(path.join(tmpdir(), 'crl-receiver-'));
  const storeFile = path.join(dir, 'store.jsonl');
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'test/helpers/webhook-receiver.mjs')], {
    cwd: ROOT,
    env: { ...process.env, RECEIVER_STORE: storeFile },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (chunk) => (output += chunk));
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      const found = /receiver listening on (\d+)/.exec(output);
      if (found) resolve(Number(found[1]));
    });
    child.once('exit', (code) => reject(new Error(`the receiver exited (${code}): ${output}`)));
  });
  const base = `http://127.0.0.1:${port}`;
  return {
    port,
    url: (name) => `${base}/hook/${name}`,
    async control(command) {
      const response = await fetch(`${base}/control`, { method: 'POST', body: JSON.stringify(command) });
      if (response.status !== 204) throw new Error(`receiver control failed: ${response.status}`);
    },
    async stats() {
      return (await (await fetch(`${base}/stats`)).json()) as ReceiverStats;
    },
    store: () =>
      existsSync(storeFile)
        ? readFileSync(storeFile, 'utf8')
            .split('\n')
            .filter(Boolean)
            .map((line) => JSON.parse(line) as ReceiverReceipt)
        : [],
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 2_000).unref();
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const CREATE_WEBHOOK_ENDPOINT = graphql(`
  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      __typename
      ... on CreateWebhookEndpointSuccess { secret replayed endpoint { ledgerId url kinds retiredAt } }
      ... on Error { message code }
    }
  }
`);

export const RETIRE_WEBHOOK_ENDPOINT = graphql(`
  mutation RetireWebhookEndpoint($input: RetireWebhookEndpointInput!) {
    retireWebhookEndpoint(input: $input) { __typename ... on RetireWebhookEndpointSuccess { replayed endpoint { ledgerId retiredAt } } ... on Error { message code } }
  }
`);

export const WEBHOOK_ENDPOINTS = graphql(`
  query WebhookEndpoints($projectId: String!) {
    webhookEndpoints(projectId: $projectId) {
      __typename
      ... on WebhookEndpointsSuccess { data { ledgerId url kinds actorRef retiredAt } }
      ... on Error { message code }
    }
  }
`);

export const WEBHOOK_DELIVERIES = graphql(`
  query WebhookDeliveries($projectId: String!, $status: WebhookDeliveryStatus, $first: Int, $after: String) {
    webhookDeliveries(projectId: $projectId, status: $status, first: $first, after: $after) {
      __typename
      ... on WebhookDeliveryConnection {
        edges { cursor node { ledgerId endpointId alertId sequence status attempts { attempt outcome failure httpStatus actorRef attemptedAt } } }
        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      }
      ... on Error { message code }
    }
  }
`);

export const REDELIVER_WEBHOOK = graphql(`
  mutation RedeliverWebhook($input: RedeliverWebhookInput!) {
    redeliverWebhook(input: $input) {
      __typename
      ... on RedeliverWebhookSuccess { requested delivery { ledgerId status attempts { attempt outcome actorRef } } }
      ... on Error { message code }
    }
  }
`);

/** A rule of the project, inserted as the alerts branch's evaluator's owner would. */
export async function insertRule(owner: pg.Pool | pg.Client, projectId: string, kind = 'CRITICAL_FAILURE'): Promise<string> {
  const digest = randomUUID().replaceAll('-', '').padEnd(64, '0');
  await owner.query(
    `INSERT INTO alert_rule (digest, project_id, kind, parameters, actor_ref) VALUES ($1, $2, $3::"AlertKind", '{}', 'admin')`,
    [digest, projectId, kind],
  );
  return digest;
}

/** One alert of `rule`, as the evaluator would append it; returns its id. */
export async function insertAlert(
  owner: pg.Pool | pg.Client,
  projectId: string,
  ruleDigest: string,
  subject: string,
  kind = 'CRITICAL_FAILURE',
): Promise<string> {
  const { rows } = await owner.query<{ id: string }>(
    `INSERT INTO alert (project_id, rule_digest, kind, subject, transition_at, report_digest, details)
     VALUES ($1, $2, $3::"AlertKind", $4, now(), repeat('a', 64), '{"count": 1}') RETURNING id`,
    [projectId, ruleDigest, kind, subject],
  );
  return rows[0]!.id;
}

/** Polls `check` until it holds (every 100 ms, at most `boundMs`); the test fails with `what` otherwise. */
export async function eventually(what: string, check: () => Promise<boolean> | boolean, boundMs = 60_000): Promise<void> {
  const until = Date.now() + boundMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`not reached within ${boundMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
