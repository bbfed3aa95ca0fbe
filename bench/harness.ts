// The API under measurement runs in a process of its own, so that the load
// generator's work is never billed to the server: bench/serve.mjs, the compiled
// service under plain node as `npm start` runs it, on a free port, reporting its URL
// over IPC. BenchClient is the keep-alive HTTP client
// both benchmarks drive it with; intSetting reads their numeric knobs.
import { execFile, fork, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let built: Promise<void> | null = null;

/** Compiles src/ into dist/ once per benchmark run (`npm run build`), as `npm start` does. */
function buildServer(): Promise<void> {
  built ??= new Promise((resolve, reject) => {
    execFile('npm', ['run', '-s', 'build'], { cwd: ROOT }, (error, _stdout, stderr) =>
      error ? reject(new Error(`npm run build failed: ${stderr || error.message}`)) : resolve(),
    );
  });
  return built;
}

/** The node options of `npm start` (package.json's start script), which the benchmarks' server runs with too. */
export function startNodeOptions(): string[] {
  const { start } = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts;
  const words = start.split(/\s+/);
  return words.slice(words.indexOf('node') + 1).filter((word) => word.startsWith('--'));
}

/**
 * Starts the API as `npm start` does (compiled, plain node with its options;
 * bench/serve.mjs) with the database owner's URL; BENCH_PROFILE_DIR=dir writes its V8
 * CPU profile there.
 */
export async function startServerProcess(ownerUrl: string): Promise<{ child: ChildProcess; url: string }> {
  await buildServer();
  const profileDir = process.env.BENCH_PROFILE_DIR?.trim();
  const child = fork(path.join(ROOT, 'bench/serve.mjs'), [], {
    execArgv: [...startNodeOptions(), ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [])],
    env: { ...process.env, DATABASE_URL: ownerUrl, APP_DATABASE_URL: '' },
    // stdout carries only the results table.
    stdio: ['ignore', 2, 2, 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message: { url: string }) => resolve({ child, url: message.url }));
    child.once('exit', (code) => reject(new Error(`the server process exited early (code ${code})`)));
  });
}

/**
 * A trusted-documents manifest of the client's documents and `documents` (the
 * benchmark's own), in a temporary file for TRUSTED_DOCUMENTS_MANIFEST: an engine's
 * harness sends its write as a trusted document, by hash, which is what the server's
 * direct write path takes (src/http/direct-writes.ts). `bodyOf` is the request body that
 * names one of them by hash.
 */
export function benchManifest(documents: readonly string[]): {
  file: string;
  bodyOf(operationName: string, document: string, variables: Record<string, unknown>): Buffer;
  remove(): void;
} {
  const client = JSON.parse(readFileSync(path.join(ROOT, 'client/generated/persisted-documents.json'), 'utf8')) as Record<string, string>;
  const hashes = new Map(documents.map((document) => [document, createHash('sha256').update(document).digest('hex')]));
  const dir = mkdtempSync(path.join(os.tmpdir(), 'crl-bench-manifest-'));
  const file = path.join(dir, 'persisted-documents.json');
  writeFileSync(
    file,
    JSON.stringify({ ...client, ...Object.fromEntries([...hashes].map(([document, hash]) => [`sha256:${hash}`, document])) }),
  );
  return {
    file,
    bodyOf: (operationName, document, variables) =>
      Buffer.from(
        JSON.stringify({ operationName, variables, extensions: { persistedQuery: { version: 1, sha256Hash: hashes.get(document)! } } }),
      ),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
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

  /** Runs one operation; resolves to its data (`T`: what the caller reads of it), or rejects with the errors. */
  async post<T>(query: string, variables: Record<string, unknown>): Promise<T> {
    const { status, text } = await this.send(Buffer.from(JSON.stringify({ query, variables })));
    const parsed = JSON.parse(text) as { data: T; errors?: unknown };
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
