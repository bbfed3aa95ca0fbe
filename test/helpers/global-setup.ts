// One PostgreSQL server for the whole run: TEST_DATABASE_URL when set (any database
// on a server where the user may CREATE DATABASE and CREATE ROLE), otherwise an
// embedded PostgreSQL in a fresh temporary folder, removed afterwards.
// Each test file then creates and migrates a database of its own (test/helpers/ledger.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedCluster } from '../../src/db/embedded.js';
import { freePort } from '../../src/db/urls.js';
import { chooseChromium } from './browser.js';

declare module 'vitest' {
  export interface ProvidedContext {
    maintenanceUrl: string;
  }
}


let cluster: EmbeddedCluster | null = null;
let dataDir: string | null = null;

export async function setup(project: TestProject): Promise<void> {
  // The browser tests' Chromium, resolved once: the packaged one is unpacked here,
  // before test files start in parallel, and the run says which one it drives.
  const browser = await chooseChromium();
  console.log(`browser tests drive ${browser.source === 'package' ? 'the Chromium of @sparticuz/chromium' : `the ${browser.source} Chromium`} (${browser.executablePath})`);
  const external = process.env.TEST_DATABASE_URL?.trim();
  if (external) {
    project.provide('maintenanceUrl', external);
    console.log('tests use the PostgreSQL server of TEST_DATABASE_URL');
    return;
  }
  dataDir = mkdtempSync(path.join(tmpdir(), 'crl-test-'));
  cluster = await startEmbeddedPostgres(dataDir, await freePort());
  project.provide('maintenanceUrl', cluster.urlFor('postgres'));
  console.log('tests use an embedded PostgreSQL');
}

export async function teardown(): Promise<void> {
  await cluster?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
