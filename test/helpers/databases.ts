// A test file's database is a copy of one migrated once per run: CREATE DATABASE …
// TEMPLATE copies a migrated ledger in a fraction of the time the migrations take
// (docs/tests.md), and every file still gets a database of its own.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { migrate } from '../../src/db/migrate.js';
import { withDatabase } from '../../src/db/urls.js';

async function onMaintenance<T>(maintenanceUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: maintenanceUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates and migrates the run's template database; returns its name. */
export async function createLedgerTemplate(maintenanceUrl: string): Promise<string> {
  const database = `crl_template_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await onMaintenance(maintenanceUrl, (client) => client.query(`CREATE DATABASE ${database}`));
  await migrate(withDatabase(maintenanceUrl, database));
  // A template is copied only while nobody is connected to it: from now on nobody can be.
  await onMaintenance(maintenanceUrl, (client) => client.query(`ALTER DATABASE ${database} ALLOW_CONNECTIONS false`));
  return database;
}

export async function dropLedgerTemplate(maintenanceUrl: string, database: string): Promise<void> {
  await onMaintenance(maintenanceUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
}

/**
 * A new database copied from the template. The copy holds everything the migrations
 * wrote inside the database, but not the database's own access list, which a copy starts
 * afresh: the baseline migration's REVOKE TEMPORARY is applied again here (the server
 * refuses a login that may still create temporary objects, src/db/login.ts, so a copy
 * without it fails every test that opens it).
 */
export async function createLedgerDatabase(maintenanceUrl: string, template: string): Promise<string> {
  // Under `npm run test:profile` the name carries the test file's tag, so the profile can
  // bill the database's backends to the file (test/helpers/profile-setup.ts).
  const tag = process.env.CRL_TEST_FILE_TAG ? `${process.env.CRL_TEST_FILE_TAG}_` : '';
  const database = `crl_test_${tag}${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await onMaintenance(maintenanceUrl, async (client) => {
    await client.query(`CREATE DATABASE ${database} TEMPLATE ${template}`);
    await client.query(`REVOKE TEMPORARY ON DATABASE ${database} FROM PUBLIC, crl_app`);
  });
  return database;
}
