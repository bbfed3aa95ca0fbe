// The API under measurement runs in a process of its own, so that the load
// generator's work is never billed to the server. A benchmark file forks itself
// with SERVE_FLAG; the child serves the real app (production settings) on a free
// port and reports its URL over IPC. BenchClient is the keep-alive HTTP client
// both benchmarks drive it with; intSetting reads their numeric knobs.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config.js';

export const SERVE_FLAG = '--serve';

/** True in the forked child: it should call `serveForBenchmark()` and nothing else. */
export function isServerProcess(): boolean {
  return process.argv.includes(SERVE_FLAG);
}

/**
 * Serves the app exactly as `npm start` does (src/server.ts), with production
 * settings on a free port; BENCH_WORKERS sets LEDGER_WORKERS (default 1).
 */
export async function serveForBenchmark(): Promise<void> {
  const { startService } = await import('../src/service.js');
  // The transparency key of a benchmark server lives and dies with it; BENCH_SEQUENCER=off
  // runs the server without the transparency log's sequencer and checkpoints (to measure their cost).
  const keyDir = mkdtempSync(path.join(os.tmpdir(), 'crl-bench-key-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    LEDGER_WORKERS: process.env.BENCH_WORKERS?.trim() || '1',
    SIGNING_KEY_FILE: path.join(keyDir, 'signing-key.pem'),
    // alternate: a sequencer process of the benchmark's own is switched on and off between rounds (bench/ingest.ts)
    SEQUENCE_INTERVAL_MS: ['off', 'alternate'].includes(process.env.BENCH_SEQUENCER?.trim() ?? '') ? '0' : process.env.SEQUENCE_INTERVAL_MS,
    CHECKPOINT_INTERVAL_MS: process.env.CHECKPOINT_INTERVAL_MS?.trim() || '10000',
  });
  const server = await startService(config);
  const stop = async () => {
    await server.close();
    rmSync(keyDir, { recursive: true, force: true });
    // A normal exit, so that --cpu-prof writes its profile.
    process.exit(0);
  };
  process.on('message', (message) => {
    if (message === 'stop') void stop();
  });
  process.on('disconnect', () => void stop());
  process.send!({ url: server.url });
}

/** Forks `benchmarkFile` as the server; BENCH_PROFILE_DIR=dir writes its V8 CPU profile there. */
export function startServerProcess(benchmarkFile: string, ownerUrl: string): Promise<{ child: ChildProcess; url: string }> {
  const profileDir = process.env.BENCH_PROFILE_DIR?.trim();
  const execArgv = [...process.execArgv, ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [])];
  const child = fork(benchmarkFile, [SERVE_FLAG], {
    execArgv,
    env: { ...process.env, DATABASE_URL: ownerUrl, APP_DATABASE_URL: '' },
    // stdout carries only the results table.
    stdio: ['ignore', 2, 2, 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message: { url: string }) => resolve({ child, url: message.url }));
    child.once('exit', (code) => reject(new Error(`the server process exited early (code ${code})`)));
  });
}

export async function stopServerProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.send('stop');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** A keep-alive GraphQL client with a fixed number of sockets, authenticated by a bearer token. */
export class BenchClient {
  private readonly agent: http.Agent;
  private readonly url: URL;

  constructor(
    url: string,
    private readonly token: string,
    concurrency: number,
  ) {
    this.url = new URL(url);
    // Idle sockets are dropped after 4 s, before the server's 5 s keep-alive timeout
    // (Node's default) closes them: reusing a socket the server is closing at that
    // moment fails with ECONNRESET. (Only free sockets are destroyed on timeout.)
    this.agent = new http.Agent({ keepAlive: true, maxSockets: concurrency, timeout: 4_000 });
  }

  /** Sends a prepared request body; resolves to the HTTP status and the response text. */
  send(body: Buffer): Promise<{ status: number; text: string }> {
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: this.url.hostname,
          port: this.url.port,
          path: this.url.pathname,
          method: 'POST',
          agent: this.agent,
          headers: { 'content-type': 'application/json', 'content-length': body.length, authorization: `Bearer ${this.token}` },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  }

  /** Runs one operation; resolves to its data, or rejects with the errors. */
  async post(query: string, variables: Record<string, unknown>): Promise<any> {
    const { status, text } = await this.send(Buffer.from(JSON.stringify({ query, variables })));
    const parsed = JSON.parse(text);
    if (status !== 200 || parsed.errors) throw new Error(`HTTP ${status}: ${JSON.stringify(parsed.errors)}`);
    return parsed.data;
  }

  close(): void {
    this.agent.destroy();
  }
}

/** A whole-number knob from the environment, at least `min`, or `fallback` when unset. */
export function intSetting(name: string, fallback: number, min: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer >= ${min}`);
  return value;
}
