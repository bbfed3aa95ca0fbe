// Webhook delivery throughput (docs/benchmarks/webhook-delivery.md): alerts appended as
// the evaluator does, delivered by the delivery runner (graphile-worker, one request at a
// time per endpoint, attempts appended, signed) to a receiver process on loopback that
// verifies every signature and keeps its dedup store; beside the floor, a plain HTTP POST
// loop sending the same signed bodies to the same receiver with the same shape (one loop
// per endpoint, the endpoints in parallel). Rounds alternate the two sides; the figures
// are medians over rounds, the ratio that of the medians.
//   npm run bench:alerts:delivery                         embedded PostgreSQL in a temp folder
//   DATABASE_URL=postgresql://... npm run bench:alerts:delivery
//   BENCH_ROUNDS (6), BENCH_ENDPOINTS (4), BENCH_ALERTS (100 per round)
// First, the pace of a burst: BENCH_BURST alerts (20) to one endpoint, each committed in a
// transaction of its own right after the previous one, as the evaluator raises them; per
// alert, the time from its commit to its arrival at the receiver (BENCH_BURST_ROUNDS, 3).
// The runner polls at the server's default interval, as in production.
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedCluster } from '../src/db/embedded.js';
import { ensureDatabase, migrate } from '../src/db/migrate.js';
import { freePort, withDatabase } from '../src/db/urls.js';
import { newEndpointSecret, signedHeaders, webhookBody } from '../src/modules/webhooks/payload.js';
import { provisionDeliveryLogin } from '../src/db/login.js';
import { startDeliveryRunner } from '../src/modules/webhooks/runner.js';
import { startReceiver } from '../test/helpers/webhooks.js';
import { median } from './statistics.js';
import { defineScript, knob, runAsEntry, scriptArguments, textKnob } from '../src/cli/script.js';

const log = (line: string) => process.stderr.write(`${line}\n`);

function post(url: URL, headers: Record<string, string>, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST',
      agent: false,
      headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
    });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
    request.end(body);
  });
}

export const command = defineScript({
  name: 'bench:alerts:delivery',
  summary:
    'Webhook delivery by the delivery runner to a receiver on loopback: the pace of a burst to one endpoint, and throughput beside a plain signed POST loop to the same receiver, in alternating rounds (docs/benchmarks.md).',
  options: {},
  environment: {
    DATABASE_URL: {
      value: '<url>',
      description: "a database owner's URL to run on (created if missing)",
      otherwise: 'an embedded PostgreSQL in a temporary folder',
    },
    BENCH_ROUNDS: { value: 'N', description: 'throughput rounds, at least 2', default: '6' },
    BENCH_BURST: { value: 'N', description: 'alerts in a burst to one endpoint, each committed on its own, at least 2', default: '20' },
    BENCH_BURST_ROUNDS: { value: 'N', description: 'bursts, each to a fresh endpoint', default: '3' },
    BENCH_ENDPOINTS: { value: 'N', description: 'endpoints of the throughput rounds', default: '4' },
    BENCH_ALERTS: { value: 'N', description: 'alerts per throughput round', default: '100' },
  },
});

export async function main(argv: string[]): Promise<void> {
  if (!scriptArguments(command, argv)) return;
  const rounds = knob(command, 'BENCH_ROUNDS', 2);
  const burstSize = knob(command, 'BENCH_BURST', 2);
  const burstRounds = knob(command, 'BENCH_BURST_ROUNDS', 1);
  const endpointCount = knob(command, 'BENCH_ENDPOINTS', 1);
  const alertsPerRound = knob(command, 'BENCH_ALERTS', 1);
  let embedded: EmbeddedCluster | null = null;
  let tempDir: string | null = null;
  let ownerUrl = process.env.DATABASE_URL?.trim();
  let databaseKind = 'DATABASE_URL';
  if (ownerUrl) {
    const name = decodeURIComponent(new URL(ownerUrl).pathname.slice(1));
    if (name) await ensureDatabase(withDatabase(ownerUrl, 'postgres'), name).catch(() => undefined);
  } else {
    databaseKind = 'embedded';
    tempDir = mkdtempSync(path.join(os.tmpdir(), 'crl-bench-webhooks-'));
    embedded = await startEmbeddedPostgres(tempDir, await freePort());
    await ensureDatabase(embedded.urlFor('postgres'), 'ledger');
    ownerUrl = embedded.urlFor('ledger');
  }
  await migrate(ownerUrl);
  const owner = new pg.Pool({ connectionString: ownerUrl, max: 2 });
  // The embedded cluster's stop ends any connection still open: not a result.
  owner.on('error', () => undefined);
  const receiver = await startReceiver();
  const runner = await startDeliveryRunner({
    databaseUrl: await provisionDeliveryLogin(ownerUrl),
    allowPrivate: true,
    timeoutMs: 5_000,
    concurrency: endpointCount,
    staleLockMs: 60_000,
    schedule: { baseMs: 100, maxDelayMs: 1_000, retryForMs: 60_000 },
  });
  const version = (await owner.query<{ v: string }>(`SELECT current_setting('server_version') AS v`)).rows[0]!.v;
  log(`database: ${databaseKind}, PostgreSQL ${version}; ${endpointCount} endpoints, ${alertsPerRound} alerts per round, ${rounds} rounds`);
  try {
    const projectId = randomUUID();
    const digest = randomUUID().replaceAll('-', '').padEnd(64, '0');
    await owner.query(
      `INSERT INTO alert_rule (digest, project_id, kind, parameters, actor_ref) VALUES ($1, $2, 'CRITICAL_FAILURE', '{}', 'bench')`,
      [digest, projectId],
    );
    const stored = (prefix: string) => receiver.store().filter((entry) => entry.endpoint.startsWith(prefix)).length;
    const waitFor = async (prefix: string, count: number) => {
      while (stored(prefix) < count) await new Promise((resolve) => setTimeout(resolve, 10));
    };

    const sides = {
      /** Alerts appended in one transaction; timed until every delivery is in the receiver's store. */
      async webhooks(round: number): Promise<number> {
        const prefix = `w${round}-`;
        for (let e = 0; e < endpointCount; e++) {
          const secret = newEndpointSecret();
          await owner.query(`SELECT crl_create_webhook_endpoint($1, $2, ARRAY['CRITICAL_FAILURE']::"AlertKind"[], 'bench', $3)`, [
            projectId,
            receiver.url(`${prefix}${e}`),
            secret,
          ]);
          await receiver.control({ secrets: { [`${prefix}${e}`]: secret } });
        }
        // Earlier rounds' endpoints are retired, so each alert goes to this round's endpoints only.
        const start = performance.now();
        const client = await owner.connect();
        try {
          await client.query('BEGIN');
          await client.query(
            `INSERT INTO alert (project_id, rule_digest, kind, subject, transition_at, report_digest, details)
             SELECT $1, $2, 'CRITICAL_FAILURE', 'cohort-' || i, now(), repeat('a', 64), '{"count": 1}' FROM generate_series(1, $3) AS i`,
            [projectId, digest, alertsPerRound],
          );
          await client.query('COMMIT');
        } finally {
          client.release();
        }
        await waitFor(prefix, alertsPerRound * endpointCount);
        const seconds = (performance.now() - start) / 1000;
        await owner.query(
          `INSERT INTO webhook_endpoint_retirement (endpoint_id, project_id, actor_ref)
           SELECT e.id, e.project_id, 'bench' FROM webhook_endpoint e WHERE e.project_id = $1 ON CONFLICT DO NOTHING`,
          [projectId],
        );
        return (alertsPerRound * endpointCount) / seconds;
      },
      /** The same number of signed POSTs, one loop per endpoint, the loops in parallel. */
      async floor(round: number): Promise<number> {
        const prefix = `p${round}-`;
        const secrets = Array.from({ length: endpointCount }, () => newEndpointSecret());
        await receiver.control({ secrets: Object.fromEntries(secrets.map((secret, e) => [`${prefix}${e}`, secret])) });
        const start = performance.now();
        await Promise.all(
          secrets.map(async (secret, e) => {
            const url = new URL(receiver.url(`${prefix}${e}`));
            for (let i = 0; i < alertsPerRound; i++) {
              const alert = {
                id: randomUUID(),
                projectId,
                ruleDigest: digest,
                kind: 'CRITICAL_FAILURE' as const,
                subject: `cohort-${i}`,
                transitionAt: new Date(),
                reportDigest: 'a'.repeat(64),
                details: { count: 1 },
                raisedAt: new Date(),
              };
              const body = webhookBody(alert);
              const status = await post(url, signedHeaders(secret, alert.id, body, new Date()), body);
              if (status !== 204) throw new Error(`the receiver answered ${status}`);
            }
          }),
        );
        await waitFor(prefix, alertsPerRound * endpointCount);
        return (alertsPerRound * endpointCount) / ((performance.now() - start) / 1000);
      },
    };
    /** A burst to one endpoint: per alert, commit to arrival (ms), and the arrivals in order. */
    const burst = async (round: number) => {
      const name = `b${round}`;
      const secret = newEndpointSecret();
      await owner.query(`SELECT crl_create_webhook_endpoint($1, $2, ARRAY['CRITICAL_FAILURE']::"AlertKind"[], 'bench', $3)`, [
        projectId,
        receiver.url(name),
        secret,
      ]);
      await receiver.control({ secrets: { [name]: secret } });
      const committed = new Map<string, number>();
      for (let i = 0; i < burstSize; i++) {
        const subject = `burst-${round}-${i}`;
        await owner.query(
          `INSERT INTO alert (project_id, rule_digest, kind, subject, transition_at, report_digest, details)
           VALUES ($1, $2, 'CRITICAL_FAILURE', $3, now(), repeat('a', 64), '{"count": 1}')`,
          [projectId, digest, subject],
        );
        committed.set(subject, Date.now());
      }
      await waitFor(name, burstSize);
      await owner.query(
        `INSERT INTO webhook_endpoint_retirement (endpoint_id, project_id, actor_ref)
         SELECT e.id, e.project_id, 'bench' FROM webhook_endpoint e WHERE e.project_id = $1 ON CONFLICT DO NOTHING`,
        [projectId],
      );
      const arrivals = receiver.store().filter((entry) => entry.endpoint === name);
      const latencies = arrivals.map((entry) => entry.at - committed.get(entry.subject)!);
      const gaps = arrivals.slice(1).map((entry, i) => entry.at - arrivals[i]!.at);
      const inOrder = arrivals.every((entry, i) => entry.subject === `burst-${round}-${i}`);
      return {
        first: latencies[0]!,
        last: latencies[latencies.length - 1]!,
        max: Math.max(...latencies),
        medianGap: median(gaps),
        maxGap: Math.max(...gaps),
        inOrder,
      };
    };
    const bursts: Awaited<ReturnType<typeof burst>>[] = [];
    for (let round = 0; round < burstRounds; round++) {
      const result = await burst(round);
      bursts.push(result);
      log(
        `burst ${round + 1}: ${burstSize} alerts, first delivered ${result.first} ms after its commit, the last ${result.last} ms after its own; ` +
          `gaps between deliveries median ${result.medianGap} ms, largest ${result.maxGap} ms; ${result.inOrder ? 'in order' : 'OUT OF ORDER'}`,
      );
    }

    // Warm-up of both sides, not counted.
    await sides.floor(-1);
    await sides.webhooks(-1);
    const results = { webhooks: [] as number[], floor: [] as number[] };
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? (['webhooks', 'floor'] as const) : (['floor', 'webhooks'] as const);
      for (const side of order) {
        const rate = await sides[side](round);
        results[side].push(rate);
        log(`round ${round + 1}: ${side} ${rate.toFixed(0)} deliveries/s`);
      }
    }
    const webhooks = median(results.webhooks);
    const floor = median(results.floor);
    const stats = await receiver.stats();
    const resultsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(
      path.join(resultsDir, `alerts-delivery-${new Date().toISOString().replaceAll(':', '-')}.json`),
      JSON.stringify(
        {
          rounds,
          endpointCount,
          alertsPerRound,
          database: databaseKind,
          postgres: version,
          node: process.version,
          bursts,
          results,
          median: { webhooks, floor },
          receiver: stats,
        },
        null,
        2,
      ),
    );
    const ms = (values: number[]) => `${median(values).toFixed(0)} (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)})`;
    process.stdout.write(
      [
        `| burst of ${burstSize} alerts to one endpoint, each committed on its own | ms, median of ${burstRounds} (range) |`,
        '|---|---|',
        `| commit to arrival, first alert | ${ms(bursts.map((b) => b.first))} |`,
        `| commit to arrival, last alert | ${ms(bursts.map((b) => b.last))} |`,
        `| commit to arrival, slowest alert | ${ms(bursts.map((b) => b.max))} |`,
        `| gap between successive deliveries, median | ${ms(bursts.map((b) => b.medianGap))} |`,
        `| gap between successive deliveries, largest | ${ms(bursts.map((b) => b.maxGap))} |`,
        `in order: ${bursts.every((b) => b.inOrder) ? 'every burst' : 'NOT every burst'}`,
        '',
        `| side | deliveries/s (median of ${rounds}) |`,
        '|---|---|',
        `| webhook delivery (queue, attempts appended, signed, in order per endpoint) | ${webhooks.toFixed(0)} |`,
        `| floor: plain signed POST loop to the same receiver | ${floor.toFixed(0)} |`,
        `| ratio webhook / floor | ${(webhooks / floor).toFixed(3)} |`,
        `receiver: ${stats.verified} verified, ${stats.rejected} rejected, ${stats.duplicates} duplicates; Node ${process.version}; ${os.cpus().length} cores`,
      ].join('\n') + '\n',
    );
  } finally {
    await runner.stop();
    await receiver.stop();
    await owner.end();
    await embedded?.stop();
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  }
}

runAsEntry(import.meta.url, main);
