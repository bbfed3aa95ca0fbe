// The server's database identity cannot win back privileges (docs/specification.md §2,
// §10): from the pool the app itself uses, every way to a superuser, to the owner, or
// around the append-only triggers fails and no row changes; the server refuses to
// start on a privileged login; ledger triggers fire in every replication role; the
// embedded superuser's password is the data folder's own.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inject } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { LOGIN_PASSWORD_FILE, startEmbeddedPostgres, storedPassword, SUPERUSER_PASSWORD_FILE } from '../../src/db/embedded.js';
import { provisionServerLogin, withCredentials } from '../../src/db/login.js';
import { startService } from '../../src/process/service.js';
import { APPEND_ADJUDICATION } from '../helpers/adjudications.js';
import { createTestLedger, type TestLedger } from '../helpers/ledger.js';
import { RECORD_ATTEMPT, fakeDigest, newProjectId, outcomeInput } from '../helpers/outcomes.js';
import { freePort } from '../../src/db/urls.js';
import { expectTypename } from '../helpers/graphql.js';

let ledger: TestLedger;
let tables: string[];

/** A pg_roles row of the server's login, with its memberships and the number of relations it owns. */
interface LoginRole {
  rolname: string;
  rolsuper: boolean;
  rolcreaterole: boolean;
  rolcreatedb: boolean;
  rolreplication: boolean;
  rolbypassrls: boolean;
  rolinherit: boolean;
  member_of: string[];
  owned: number;
}

/** Row count and a digest of every row of every public table, read by the owner. */
async function snapshot(): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of tables) {
    const { rows } = await ledger.owner.query<{ print: string }>(
      `SELECT count(*) || ':' || md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS print FROM ${pg.escapeIdentifier(table)} t`,
    );
    result[table] = rows[0]!.print;
  }
  return result;
}

async function firstColumn(table: string): Promise<string> {
  const { rows } = await ledger.owner.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1 ORDER BY ordinal_position LIMIT 1`,
    [table],
  );
  return pg.escapeIdentifier(rows[0]!.column_name);
}

/** Tables the server may UPDATE: bookkeeping outside the ledger (docs/alerts.md, "Evaluation"). */
const BOOKKEEPING_TABLES = ['alert_rule_cursor'];

beforeAll(async () => {
  ledger = await createTestLedger();
  const projectId = newProjectId();
  const recorder = await ledger.token({ roles: ['recorder'], projects: [projectId] });
  const adjudicator = await ledger.token({ roles: ['adjudicator'], projects: [projectId] });
  const recorded = await ledger.gql(recorder.token, RECORD_ATTEMPT, { input: outcomeInput(projectId) });
  const attemptId = expectTypename(recorded.data.recordAttempt, 'RecordAttemptSuccess').attempts[0]!.id;
  await ledger.gql(adjudicator.token, APPEND_ADJUDICATION, { input: { attemptId, idempotencyKey: 'a', kind: 'HUMAN_ACCEPTED' } });
  await ledger.gql(adjudicator.token, `mutation($p: String!) { storeAnnotation(projectId: $p, text: "a reason") { __typename } }`, {
    p: projectId,
  });
  const { rows } = await ledger.owner.query<{ tablename: string }>(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`,
  );
  tables = rows.map((row) => row.tablename);
});
afterAll(() => ledger?.close());

describe('the login role the server serves with', () => {
  it('is a member of crl_app only, with no attribute that could win back more, and owns nothing', async () => {
    const { rows } = await ledger.db.pool.query<LoginRole>(
      `SELECT r.rolname, r.rolsuper, r.rolcreaterole, r.rolcreatedb, r.rolreplication, r.rolbypassrls, r.rolinherit,
              ARRAY(SELECT g.rolname::text FROM pg_auth_members m JOIN pg_roles g ON g.oid = m.roleid WHERE m.member = r.oid) AS member_of,
              (SELECT count(*)::int FROM pg_class c WHERE c.relowner = r.oid) AS owned
         FROM pg_roles r WHERE r.rolname = session_user`,
    );
    expect(rows[0]).toMatchObject({
      rolsuper: false,
      rolcreaterole: false,
      rolcreatedb: false,
      rolreplication: false,
      rolbypassrls: false,
      rolinherit: false,
      member_of: ['crl_app'],
      owned: 0,
    });
    expect(rows[0]!.rolname).toMatch(/^crl_server_crl_test_/);
    const owner = await ledger.owner.query<{ name: string }>(`SELECT current_user AS name`);
    expect(rows[0]!.rolname).not.toBe(owner.rows[0]!.name);
  });

  it('cannot become a superuser or the owner, switch triggers off, or change a row in any way', async () => {
    const before = await snapshot();
    const { rows: owners } = await ledger.owner.query<{ tableowner: string }>(
      `SELECT DISTINCT tableowner FROM pg_tables WHERE schemaname = 'public'`,
    );
    const client = await ledger.db.pool.connect();
    try {
      const { rows: me } = await client.query<{ login: string; acting: string }>('SELECT session_user AS login, current_user AS acting');
      expect(me[0]!.acting).toBe('crl_app');
      const attacks = [
        'SET ROLE postgres',
        ...owners.map((row) => `SET ROLE ${pg.escapeIdentifier(row.tableowner)}`),
        'SET SESSION AUTHORIZATION postgres',
        ...owners.map((row) => `SET SESSION AUTHORIZATION ${pg.escapeIdentifier(row.tableowner)}`),
        'SET session_replication_role = replica',
        'ALTER ROLE CURRENT_USER SUPERUSER',
        `ALTER ROLE ${pg.escapeIdentifier(me[0]!.login)} CREATEROLE`,
        `GRANT ${pg.escapeIdentifier(owners[0]!.tableowner)} TO ${pg.escapeIdentifier(me[0]!.login)}`,
        'SELECT * FROM crl_private.server_login',
      ];
      for (const table of tables) {
        const name = pg.escapeIdentifier(table);
        attacks.push(
          `ALTER TABLE ${name} DISABLE TRIGGER ALL`,
          `ALTER TABLE ${name} DISABLE TRIGGER USER`,
          `ALTER TABLE ${name} OWNER TO crl_app`,
        );
      }
      for (const attack of attacks) await expect(client.query(attack), attack).rejects.toThrow();

      const writes = async () => {
        for (const table of tables) {
          const name = pg.escapeIdentifier(table);
          const column = await firstColumn(table);
          // The alert evaluator's cursors are the one table the server may UPDATE (bookkeeping
          // outside the ledger, moved forward only: alerts.test.ts); never DELETE or TRUNCATE.
          const updates = BOOKKEEPING_TABLES.includes(table) ? [] : [`UPDATE ${name} SET ${column} = ${column}`];
          for (const write of [...updates, `DELETE FROM ${name}`, `TRUNCATE ${name} CASCADE`])
            await expect(client.query(write), write).rejects.toThrow(/permission denied|append-only/);
        }
      };
      await writes(); // acting as crl_app
      await client.query('RESET ROLE'); // back to the connection's setting: crl_app
      await writes();
      await client.query('SET ROLE NONE');
      const { rows: bare } = await client.query<{ acting: string }>('SELECT current_user AS acting');
      expect(bare[0]!.acting).toBe(me[0]!.login);
      await writes(); // as the bare login, which inherits nothing
      await expect(client.query('SELECT count(*) FROM attempt')).rejects.toThrow(/permission denied/);
    } finally {
      client.release(true);
    }
    expect(await snapshot()).toEqual(before);
  });
});

/** Runs `body` on one connection of the server's own pool, thrown away afterwards with its temporary objects. */
async function asServer<T>(body: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await ledger.db.pool.connect();
  try {
    return await body(client);
  } finally {
    client.release(true);
  }
}

// A function that resolves a name through the caller's search path can be handed a
// temporary object of the caller's instead (pg_temp is searched first unless listed).
describe("temporary objects cannot stand in for the ledger's names", () => {
  const TEMPORARY_OBJECTS = [
    'CREATE TEMP TABLE adjudication (x int)',
    'CREATE DOMAIN pg_temp.crl_label AS text',
    'CREATE FUNCTION pg_temp.f() RETURNS int LANGUAGE sql AS $$ SELECT 1 $$',
  ];

  // Bound when created: an SQL-standard body (RETURN) is parsed by CREATE FUNCTION, its names
  // resolved then, and no caller's path is read. The credential screen is one such, without a
  // search_path of its own, because a SET clause keeps PostgreSQL from inlining it into the
  // function the domains' CHECKs call (scripts/print-credential-migration.ts); no other function may be.
  const BOUND_WHEN_CREATED = ['crl_holds_credential(text)'];

  it('every function of the ledger resolves names on a pinned search path, pg_temp last, or binds them when created', async () => {
    // Every schema but the system ones, so a function a later migration adds anywhere is covered;
    // and but graphile_worker, the job queue's own (installed from its package, its functions
    // schema-qualified, run only by the owner and crl_webhook_delivery, neither of which can
    // create temporary objects; the ledger's functions that call into it are pinned here).
    const { rows } = await ledger.owner.query<{ function: string; config: string[] | null; bound: boolean }>(
      `SELECT p.oid::regprocedure::text AS function, p.proconfig AS config, p.prosqlbody IS NOT NULL AS bound
         FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
        WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'graphile_worker') AND n.nspname NOT LIKE 'pg\\_%'
          AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
        ORDER BY 1`,
    );
    expect(rows.map((row) => row.function)).toEqual(
      expect.arrayContaining(['crl_guard_drift_detection()', 'crl_label_list(text[])', 'crl_digest_list(text[])', 'crl_refuse_change()']),
    );
    expect(rows.filter((row) => BOUND_WHEN_CREATED.includes(row.function))).toEqual(
      BOUND_WHEN_CREATED.map((name) => ({ function: name, config: null, bound: true })),
    );
    const unpinned = rows
      .filter((row) => !(row.config ?? []).includes('search_path=pg_catalog, public, pg_temp'))
      .filter((row) => !(BOUND_WHEN_CREATED.includes(row.function) && row.bound))
      .map((row) => `${row.function} ${JSON.stringify(row.config)}`);
    expect(unpinned).toEqual([]);
  });

  it("the server's login cannot create temporary objects, acting as crl_app or as itself", async () => {
    await asServer(async (client) => {
      for (const statement of TEMPORARY_OBJECTS) await expect(client.query(statement), statement).rejects.toThrow(/permission denied/);
      await client.query('SET ROLE NONE');
      for (const statement of TEMPORARY_OBJECTS) await expect(client.query(statement), statement).rejects.toThrow(/permission denied/);
    });
    const { rows } = await ledger.owner.query(
      `SELECT has_database_privilege('public', current_database(), 'TEMPORARY') AS public, has_database_privilege('crl_app', current_database(), 'TEMPORARY') AS app`,
    );
    expect(rows[0]).toEqual({ public: false, app: false });
  });

  describe("even with TEMPORARY granted back, from the server's login", () => {
    let attemptId: string;
    let actor: string;
    const grant = (verb: 'GRANT' | 'REVOKE') =>
      ledger.owner.query(
        `DO $$ BEGIN EXECUTE format('${verb} TEMPORARY ON DATABASE %I ${verb === 'GRANT' ? 'TO' : 'FROM'} crl_app', current_database()); END $$`,
      );
    beforeAll(async () => {
      const projectId = newProjectId();
      const recorder = await ledger.token({ roles: ['recorder'], projects: [projectId] });
      await ledger.gql(recorder.token, RECORD_ATTEMPT, { input: outcomeInput(projectId) });
      const { rows } = await ledger.owner.query<{ id: string }>('SELECT id FROM attempt WHERE project_id = $1', [projectId]);
      attemptId = rows[0]!.id;
      actor = `reviewer-${attemptId.slice(0, 8)}`;
      await grant('GRANT');
    });
    afterAll(() => grant('REVOKE'));

    const forgedDrift = (client: pg.PoolClient) =>
      client.query(
        `INSERT INTO public.adjudication (attempt_id, seq, kind, idempotency_key, actor_ref, evidence_digests, content_digest)
         VALUES ($1, 0, 'DRIFT_DETECTED', 'forged-drift-' || gen_random_uuid(), $2, '{}', $3)`,
        [attemptId, actor, fakeDigest('forged')],
      );
    const cases: [string, string, (client: pg.PoolClient) => Promise<unknown>, RegExp][] = [
      [
        'a temporary table "adjudication" does not make the server the owner the drift guard asks for',
        'CREATE TEMP TABLE adjudication (x int)',
        forgedDrift,
        /appended only by the ledger/,
      ],
      [
        'a temporary view "adjudication" neither',
        'CREATE TEMP VIEW adjudication AS SELECT 1 AS x',
        forgedDrift,
        /appended only by the ledger/,
      ],
      [
        'a temporary domain "crl_digest" does not switch off the digest-list check',
        'CREATE DOMAIN pg_temp.crl_digest AS text',
        (client) =>
          client.query(
            `INSERT INTO public.adjudication (attempt_id, seq, kind, idempotency_key, actor_ref, evidence_digests, content_digest)
             VALUES ($1, 0, 'HUMAN_ACCEPTED', 'not-a-digest', $2, ARRAY['not a digest'], $3)`,
            [attemptId, actor, fakeDigest('accepted')],
          ),
        /check constraint|violates/,
      ],
      [
        'a temporary domain "crl_label" does not switch off the label-list check (nor its credential screen)',
        'CREATE DOMAIN pg_temp.crl_label AS text',
        (client) =>
          client.query(
            `INSERT INTO public.rubric (digest, domain, version, threshold, criterion_ids, criterion_required, descriptor_digests, raise_digests, registered_by)
             VALUES ($1, 'shadow', 'v1', 2, ARRAY['ghp_' || repeat('a', 36)], ARRAY[true], $2, $3, $4)`,
            [
              fakeDigest('rubric'),
              Array.from({ length: 4 }, (_, i) => fakeDigest(`d${i}`)),
              Array.from({ length: 3 }, (_, i) => fakeDigest(`r${i}`)),
              actor,
            ],
          ),
        /check constraint|violates/,
      ],
    ];

    it.each(cases)('%s', async (_name, shadow, write, refusal) => {
      const before = await snapshot();
      await asServer(async (client) => {
        await client.query(shadow); // possible again: TEMPORARY is granted back
        await expect(write(client)).rejects.toThrow(refusal);
      });
      expect(await snapshot()).toEqual(before);
    });
  });
});

describe('ledger triggers', () => {
  it('are all enabled ALWAYS, on every table of the public schema', async () => {
    // Internal triggers (foreign keys) are PostgreSQL's own; only a superuser may change them.
    const { rows } = await ledger.owner.query(
      `SELECT c.relname AS table, t.tgname AS trigger, t.tgenabled AS enabled
         FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND NOT t.tgisinternal ORDER BY 1, 2`,
    );
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.filter((row) => row.enabled !== 'A')).toEqual([]);
  });

  it('fire even for a superuser in replication role replica', async () => {
    const before = await snapshot();
    const client = await ledger.owner.connect();
    try {
      await client.query('SET session_replication_role = replica');
      const { rows: populated } = await client.query(
        `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname <> '_prisma_migrations'
            AND (xpath('/row/n/text()', query_to_xml(format('SELECT count(*) AS n FROM %I', c.relname), false, true, '')))[1]::text::int > 0`,
      );
      // Row triggers fire only on rows: the tables the setup filled.
      expect(populated.map((row) => row.name)).toEqual(
        expect.arrayContaining(['attempt', 'cohort', 'adjudication', 'api_token', 'annotation']),
      );
      for (const table of populated.map((row) => row.name as string)) {
        const name = pg.escapeIdentifier(table);
        const column = await firstColumn(table);
        await expect(client.query(`UPDATE ${name} SET ${column} = ${column}`), table).rejects.toThrow(/append-only|never edited/);
        await expect(client.query(`DELETE FROM ${name}`), table).rejects.toThrow(/append-only|removed only by redaction|never edited/);
        await expect(client.query(`TRUNCATE ${name} CASCADE`), table).rejects.toThrow(/append-only/);
      }
    } finally {
      await client.query('RESET session_replication_role').catch(() => undefined);
      client.release();
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('provisioning the login role', () => {
  it('gives concurrent starts on one database the same password, and never breaks a running pool', async () => {
    const urls = await Promise.all([provisionServerLogin(ledger.ownerUrl), provisionServerLogin(ledger.ownerUrl)]);
    expect(urls[0]).toBe(urls[1]);
    expect(urls[0]).toBe(ledger.appUrl);
    // a fresh connection of the running pool still logs in
    const fresh = new pg.Client({ connectionString: ledger.appUrl });
    await fresh.connect();
    await fresh.end();
  });
});

describe('the server refuses to serve', () => {
  const quiet = () => vi.spyOn(console, 'log').mockImplementation(() => undefined);

  it('when APP_DATABASE_URL is a superuser', async () => {
    const log = quiet();
    try {
      const config = loadConfig({ DATABASE_URL: ledger.ownerUrl, APP_DATABASE_URL: ledger.ownerUrl, PORT: '0', NODE_ENV: 'test' });
      await expect(startService(config)).rejects.toThrow(/refusing to serve.*is a superuser/);
    } finally {
      log.mockRestore();
    }
  });

  it('when its login can create temporary objects', async () => {
    const log = quiet();
    const grant = (verb: 'GRANT TEMPORARY ON DATABASE %I TO crl_app' | 'REVOKE TEMPORARY ON DATABASE %I FROM crl_app') =>
      ledger.owner.query(`DO $$ BEGIN EXECUTE format('${verb}', current_database()); END $$`);
    await grant('GRANT TEMPORARY ON DATABASE %I TO crl_app');
    try {
      const config = loadConfig({ DATABASE_URL: ledger.ownerUrl, PORT: '0', NODE_ENV: 'test' });
      await expect(startService(config)).rejects.toThrow(/refusing to serve.*can create temporary objects/);
    } finally {
      await grant('REVOKE TEMPORARY ON DATABASE %I FROM crl_app');
      log.mockRestore();
    }
  });

  it('when APP_DATABASE_URL owns the ledger tables, or is a member of their owner', async () => {
    const log = quiet();
    const other = await createTestLedger();
    const suffix = other.ownerUrl.split('/').pop()!.slice(-12);
    const tableOwner = `crl_test_owner_${suffix}`;
    const ownerMember = `crl_test_member_${suffix}`;
    const maintenance = new pg.Client({ connectionString: inject('maintenanceUrl') });
    await maintenance.connect();
    try {
      await maintenance.query(`CREATE ROLE ${tableOwner} LOGIN PASSWORD 'owner-secret' IN ROLE crl_app`);
      await maintenance.query(`CREATE ROLE ${ownerMember} LOGIN PASSWORD 'member-secret' IN ROLE crl_app, ${tableOwner}`);
      await other.owner.query(`DO $$ DECLARE t record; BEGIN
        FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' LOOP
          EXECUTE format('ALTER TABLE %I OWNER TO ${tableOwner}', t.tablename);
        END LOOP; END $$`);
      for (const [login, password] of [
        [tableOwner, 'owner-secret'],
        [ownerMember, 'member-secret'],
      ] as const) {
        const config = loadConfig({
          DATABASE_URL: other.ownerUrl,
          APP_DATABASE_URL: withCredentials(other.ownerUrl, login, password),
          PORT: '0',
          NODE_ENV: 'test',
        });
        await expect(startService(config)).rejects.toThrow(
          /refusing to serve.*owns \(or is a member of the owner of\) _prisma_migrations, adjudication/,
        );
      }
    } finally {
      await other.close();
      await maintenance.query(`DROP ROLE IF EXISTS ${ownerMember}`);
      await maintenance.query(`DROP ROLE IF EXISTS ${tableOwner}`);
      await maintenance.end();
      log.mockRestore();
    }
  });
});

describe('the embedded PostgreSQL', () => {
  it('has a superuser password of its data folder, in a 0600 file, and upgrades a folder made with the old constant one', async () => {
    const folders = [mkdtempSync(path.join(tmpdir(), 'crl-identity-a-')), mkdtempSync(path.join(tmpdir(), 'crl-identity-b-'))];
    try {
      const passwords: string[] = [];
      for (const folder of folders) {
        const port = await freePort();
        const cluster = await startEmbeddedPostgres(folder, port);
        try {
          for (const file of [SUPERUSER_PASSWORD_FILE, LOGIN_PASSWORD_FILE])
            expect((statSync(path.join(folder, file)).mode & 0o777).toString(8)).toBe('600');
          const password = storedPassword(path.join(folder, SUPERUSER_PASSWORD_FILE));
          expect(password.length).toBeGreaterThanOrEqual(32);
          expect(cluster.urlFor('postgres')).toContain(encodeURIComponent(password));
          passwords.push(password);
          const legacy = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password: 'ledger-local', database: 'postgres' });
          await expect(legacy.connect()).rejects.toThrow(/password authentication failed/);
        } finally {
          await cluster.stop();
        }
      }
      expect(passwords[0]).not.toBe(passwords[1]);

      // A folder from before: the superuser has the old constant password and there is no file.
      const [folder] = folders as [string];
      const port = await freePort();
      let cluster = await startEmbeddedPostgres(folder, port);
      const superuser = new pg.Client({ connectionString: cluster.urlFor('postgres') });
      await superuser.connect();
      await superuser.query(`ALTER ROLE postgres PASSWORD 'ledger-local'`);
      await superuser.end();
      await cluster.stop();
      rmSync(path.join(folder, SUPERUSER_PASSWORD_FILE));
      cluster = await startEmbeddedPostgres(folder, port);
      try {
        const upgraded = storedPassword(path.join(folder, SUPERUSER_PASSWORD_FILE));
        expect(upgraded).not.toBe(passwords[0]);
        const fresh = new pg.Client({ connectionString: cluster.urlFor('postgres') });
        await fresh.connect();
        await fresh.end();
        const legacy = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password: 'ledger-local', database: 'postgres' });
        await expect(legacy.connect()).rejects.toThrow(/password authentication failed/);
      } finally {
        await cluster.stop();
      }
    } finally {
      for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    }
  });
});
