// A real server process, started the way an operator starts one (node running the
// server's entry, so signals reach it), for tests where signals, workers or faults
// matter. Its output is collected; the URL is read from what it prints.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

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

/** Starts `entry` (default: the server's entry, src/server.ts) with `env` over a clean environment. */
export async function startServerProcess(env: Record<string, string>, entry = 'src/server.ts'): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...(entry.endsWith('cli.ts') ? ['serve'] : [])], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', NODE_ENV: 'test', APP_DATABASE_URL: '', DATABASE_URL: '', ...env },
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
  const stop = async () => {
    if (!alive()) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  return { child, url, output: () => output, alive, exited, stop };
}
