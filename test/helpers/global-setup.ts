// One PostgreSQL server for the whole run: TEST_DATABASE_URL when set (any database
// on a server where the user may CREATE DATABASE and CREATE ROLE), otherwise an
// embedded PostgreSQL in a fresh temporary folder, removed afterwards. On it, one
// database migrated once for the run, the template every test file's own database is
// copied from (test/helpers/ledger.ts). And the server and command line compiled once,
// for the tests that start them as processes (test/helpers/compiled.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedCluster } from '../../src/db/embedded.js';
import { freePort } from '../../src/db/urls.js';
import { chooseChromium } from './browser.js';
import { buildCompiled } from './compiled.js';
import { createLedgerTemplate, dropLedgerTemplate } from './databases.js';

declare module 'vitest' {
  export interface ProvidedContext {
    maintenanceUrl: string;
    /** The migrated database each test file's ledger is copied from. */
    templateDatabase: string;
  }
}

let cluster: EmbeddedCluster | null = null;
let dataDir: string | null = null;
let template: { maintenanceUrl: string; database: string } | null = null;
let compileCache: string | null = null;

export async function setup(project: TestProject): Promise<void> {
  const started = performance.now();
  // From Node 22.1 every process of the run (the workers, and the servers and commands
  // they start, which inherit the variable) keeps the code V8 compiled for a module in
  // this folder, and the next process that loads the same file reuses it: about a fifth
  // of the CPU of a server's start (docs/tests.md). Older releases ignore the variable.
  if (!process.env.NODE_COMPILE_CACHE) {
    compileCache = mkdtempSync(path.join(tmpdir(), 'crl-test-compile-cache-'));
    process.env.NODE_COMPILE_CACHE = compileCache;
  }
  // `npm run test:unit` runs no process or browser file: it skips what only those need.
  if (process.env.CRL_TEST_IN_PROCESS_ONLY !== '1') {
    // The browser tests' Chromium, resolved once: the packaged one is unpacked here,
    // before test files start in parallel, and the run says which one it drives.
    const [browser] = await Promise.all([chooseChromium(), buildCompiled()]);
    console.log(
      `browser tests drive ${browser.source === 'package' ? 'the Chromium of @sparticuz/chromium' : `the ${browser.source} Chromium`} (${browser.executablePath})`,
    );
    // In watch mode a rerun starts processes from sources that may have changed.
    project.onTestsRerun(() => buildCompiled());
  }

  const external = process.env.TEST_DATABASE_URL?.trim();
  let maintenanceUrl: string;
  if (external) {
    maintenanceUrl = external;
    console.log('tests use the PostgreSQL server of TEST_DATABASE_URL');
  } else {
    dataDir = mkdtempSync(path.join(tmpdir(), 'crl-test-'));
    // Thrown away after the run, so it never waits for the disk (docs/tests.md measures it).
    cluster = await startEmbeddedPostgres(dataDir, await freePort(), { throwaway: true });
    maintenanceUrl = cluster.urlFor('postgres');
    console.log('tests use an embedded PostgreSQL');
  }
  template = { maintenanceUrl, database: await createLedgerTemplate(maintenanceUrl) };
  project.provide('maintenanceUrl', maintenanceUrl);
  project.provide('templateDatabase', template.database);
  console.log(`test setup took ${Math.round(performance.now() - started)} ms`);
}

export async function teardown(): Promise<void> {
  if (template) await dropLedgerTemplate(template.maintenanceUrl, template.database);
  await cluster?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  if (compileCache) rmSync(compileCache, { recursive: true, force: true });
}
