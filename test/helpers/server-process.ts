// A real server process, started the way an operator starts one (node running the
// server's compiled entry, so signals reach it), for tests where signals, workers or faults
// matter. Its output is collected; the URL is read from what it prints.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compiledEntry, ROOT } from './compiled.js';

export { ROOT };

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Everything printed so far, stdout and stderr. */
  output: () => string;
  alive: () => boolean;
  /** Resolves with the exit code (or signal) once the process has exited. */
  exited: Promise<number | string>;
  /** SIGTERM, then SIGKILL after 15 s; resolves once it has exited. */
  stop(): Promise<void>;
}

/** Starts `entry` (default: the server's entry, src/process/server.ts; run compiled, test/helpers/compiled.ts) with `env` over a clean environment. */
export async function startServerProcess(env: Record<string, string>, entry = 'src/process/server.ts'): Promise<ServerProcess> {
  // Without a data folder of the test's own, a first token goes to a temporary file, never into the working tree.
  const firstTokenFile = env.LEDGER_DATA_DIR ? '' : path.join(tmpdir(), `crl-first-token-${process.pid}-${randomUUID()}`);
  // Likewise the transparency signing key and checkpoint file.
  const keyDir = env.LEDGER_DATA_DIR ? '' : path.join(tmpdir(), `crl-transparency-${process.pid}-${randomUUID()}`);
  const keyFiles = keyDir
    ? { SIGNING_KEY_FILE: path.join(keyDir, 'signing-key.pem'), CHECKPOINT_FILE: path.join(keyDir, 'checkpoints.jsonl') }
    : {};
  const child = spawn(process.execPath, [compiledEntry(entry), ...(entry.endsWith('cli.ts') ? ['serve'] : [])], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      NODE_ENV: 'test',
      APP_DATABASE_URL: '',
      DATABASE_URL: '',
      FIRST_TOKEN_FILE: firstTokenFile,
      ...keyFiles,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start: ${output}`)), 60_000);
    child.stdout!.on('data', () => {
      const found = /GraphQL .* at (http:\/\/\S+\/graphql)/.exec(output);
      if (found) {
        clearTimeout(timer);
        resolve(found[1]!);
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited while starting (${code}): ${output}`));
    });
  });
  const alive = () => child.exitCode === null && child.signalCode === null;
  void exited.then(() => {
    if (firstTokenFile) rmSync(firstTokenFile, { force: true });
    if (keyDir && !env.SIGNING_KEY_FILE) rmSync(keyDir, { recursive: true, force: true });
  });
  const stop = async () => {
    if (!alive()) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  return { child, url, output: () => output, alive, exited, stop };
}
