// The server's log is one stream of JSON lines (docs/operations.md, "Logs"): the job queue
// of webhook delivery (graphile-worker) logs through it too, and health probes and metrics
// scrapes, which come every few seconds, log at debug, never at info. A real server process.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { SUPERUSER_PASSWORD_FILE } from '../../src/db/embedded.js';
import { freePort } from '../../src/db/urls.js';
import { DELIVERY_TASK } from '../../src/modules/webhooks/runner.js';
import { startServerProcess } from '../helpers/server-process.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A line of the server's log (pino JSON), by the fields read here. */
interface LogLine {
  level: number;
  component?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const lines = (output: string) => output.split('\n').filter((line) => line.trim() !== '');
const notJson = (output: string) =>
  lines(output).filter((line) => {
    try {
      return typeof JSON.parse(line) !== 'object';
    } catch {
      return true;
    }
  });
const infoLines = (output: string) => lines(output).filter((line) => line.startsWith('{') && (JSON.parse(line) as LogLine).level === 30);

describe('the server log', () => {
  it("is JSON lines only, the job queue's included, and probes add no info lines", { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'crl-logs-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    const server = await startServerProcess({
      LEDGER_DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(port),
      LOG_LEVEL: 'info',
      METRICS: 'true',
    });
    cleanups.push(() => server.stop());

    // A delivery job the runner cannot run (its id is no delivery's): the queue logs its failure.
    const password = readFileSync(path.join(dataDir, SUPERUSER_PASSWORD_FILE), 'utf8').trim();
    const owner = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'ledger' });
    await owner.connect();
    await owner.query(`SELECT graphile_worker.add_job($1, json_build_object('deliveryId', 'not-a-delivery-id'), max_attempts => 1)`, [
      DELIVERY_TASK,
    ]);
    await owner.end();
    for (let waited = 0; waited < 30_000 && !server.output().includes('graphile-worker'); waited += 100) await sleep(100);
    expect(server.output()).toContain('graphile-worker');

    const before = infoLines(server.output()).length;
    const base = new URL('/', server.url);
    for (let probe = 0; probe < 5; probe++) {
      for (const probePath of ['/health/ready', '/health/live', '/health', '/metrics']) {
        const response = await fetch(new URL(probePath, base));
        expect(response.status, probePath).toBe(200);
        await response.arrayBuffer();
      }
    }
    await sleep(500);
    expect(infoLines(server.output()).slice(before)).toEqual([]);

    await server.stop();
    expect(notJson(server.output())).toEqual([]);
    const queueLines = lines(server.output())
      .map((line) => JSON.parse(line) as LogLine)
      .filter((line) => line.component === 'graphile-worker');
    expect(queueLines.length).toBeGreaterThan(0);
  });
});
