// The server's own database identity. The server never serves over the owner's
// connection: it logs in as a role of its own that is a member of `crl_app` and of
// nothing else, holds no attribute that could win back more (SUPERUSER, CREATEROLE,
// CREATEDB, REPLICATION, BYPASSRLS), owns nothing, and does not even inherit crl_app's
// privileges (NOINHERIT: after RESET ROLE it can read and write nothing).
//
// How the role is provisioned (docs/running.md, "The server's database identity"):
// - APP_DATABASE_URL given: used as it is, never altered, but still checked;
// - otherwise the owner (DATABASE_URL, or the embedded superuser) creates the role
//   `crl_server_<database>` on first start and sets its password on every start to
//   one stored value, kept in the owner-only table crl_private.server_login (seeded,
//   for the embedded cluster, from a 0600 file in the data folder), so every instance,
//   worker and command of one database uses the same password, however it names the
//   database, and none resets it under another.
//   Roles are cluster-wide, so the role is per database: several databases on one
//   cluster (the test suite) never share, or race for, one password.
//
// Webhook delivery logs in the same way, as a role of its own (`crl_delivery_<database>`,
// provisionDeliveryLogin) that is a member of crl_webhook_delivery and of nothing else:
// a role that cannot regain more, so a statement of delivery that ran RESET ROLE or SET
// ROLE finds no privilege to win back (docs/security.md, "Webhook secrets").
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { APPLICATION_ROLE, DELIVERY_ROLE, openDatabase, type DatabasePool } from './client.js';
import { openLedgerDatabase, type Database } from './database.js';

/** A login role of the ledger: the prefix of its name, and the one group role it is a member of. */
interface LoginKind {
  prefix: string;
  memberOf: string;
  /** What the login is for, in messages. */
  purpose: string;
}
const SERVER_LOGIN: LoginKind = { prefix: 'crl_server_', memberOf: APPLICATION_ROLE, purpose: "the server's" };
const DELIVERY_LOGIN: LoginKind = { prefix: 'crl_delivery_', memberOf: DELIVERY_ROLE, purpose: "webhook delivery's" };
/** The group roles of the ledger: a login is a member of its own and of none of the others. */
const LEDGER_GROUP_ROLES = [APPLICATION_ROLE, DELIVERY_ROLE];
/** Serialises provisioning between instances starting at once on one database. */
const PROVISIONING_LOCK = 72707370;
/** Predefined roles whose members can rewrite or run anything on the database server. */
const SERVER_FILE_ROLES = ['pg_execute_server_program', 'pg_write_server_files'];

/** The login role of `kind` for `database`; at most 63 bytes, as PostgreSQL requires. */
function loginRoleFor(kind: LoginKind, database: string): string {
  if (/^[a-z0-9_]{1,50}$/.test(database) && kind.prefix.length + database.length <= 63) return `${kind.prefix}${database}`;
  return `${kind.prefix}${createHash('sha256').update(database).digest('hex').slice(0, 32)}`;
}

/** The login role of the server for `database`. */
export const serverLoginRoleFor = (database: string) => loginRoleFor(SERVER_LOGIN, database);
/** The login role of webhook delivery for `database`. */
export const deliveryLoginRoleFor = (database: string) => loginRoleFor(DELIVERY_LOGIN, database);

export function generatePassword(): string {
  return randomBytes(24).toString('base64url');
}

/** `url` with its user and password replaced. */
export function withCredentials(url: string, user: string, password: string): string {
  const parsed = new URL(url);
  parsed.username = encodeURIComponent(user);
  parsed.password = encodeURIComponent(password);
  return parsed.toString();
}

/**
 * Creates (first start) or re-asserts (every start) the server's login role on the
 * owner's database and returns the connection string the server serves with.
 * The password is the one kept in crl_private.server_login; on first start it is
 * `password` (the data folder's, embedded mode) or a generated one.
 */
export function provisionServerLogin(ownerUrl: string, password?: string): Promise<string> {
  return provisionLogin(SERVER_LOGIN, ownerUrl, password);
}

/**
 * Creates (first start) or re-asserts (every start) webhook delivery's login role, a member
 * of crl_webhook_delivery only, and returns the connection string delivery works with; its
 * password is kept beside the server's, in crl_private.server_login, under its own name.
 */
export function provisionDeliveryLogin(ownerUrl: string): Promise<string> {
  return provisionLogin(DELIVERY_LOGIN, ownerUrl);
}

async function provisionLogin(kind: LoginKind, ownerUrl: string, password?: string): Promise<string> {
  const owner = new pg.Client({ connectionString: ownerUrl });
  await owner.connect();
  try {
    await owner.query('SELECT pg_advisory_lock($1)', [PROVISIONING_LOCK]);
    const { rows } = await owner.query<{ database: string }>('SELECT current_database() AS database');
    const role = loginRoleFor(kind, rows[0]!.database);
    const login = pg.escapeIdentifier(role);
    const exists = await owner.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [role]);
    if (exists.rowCount === 0) {
      try {
        await owner.query(`CREATE ROLE ${login} LOGIN NOINHERIT NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS`);
      } catch (error) {
        // created at the same moment by a process holding another database's lock
        if (!['42710', '23505'].includes((error as { code?: string }).code ?? '')) throw error;
      }
    }
    const member = await owner.query<{ member: boolean }>(`SELECT pg_has_role($1, $2, 'MEMBER') AS member`, [role, kind.memberOf]);
    if (!member.rows[0]!.member) await owner.query(`GRANT ${kind.memberOf} TO ${login}`);

    // One stored value per database, whoever connects: the data folder's password only
    // seeds it, so a command naming the embedded cluster by DATABASE_URL (no folder
    // password) sets the same value as the server that runs it.
    await owner.query(`INSERT INTO crl_private.server_login (role_name, password) VALUES ($1, $2) ON CONFLICT (role_name) DO NOTHING`, [
      role,
      password ?? generatePassword(),
    ]);
    const stored = await owner.query<{ password: string }>('SELECT password FROM crl_private.server_login WHERE role_name = $1', [role]);
    const secret = stored.rows[0]!.password;
    // The same value on every start: a running instance never loses its logins.
    await owner.query(`ALTER ROLE ${login} PASSWORD ${pg.escapeLiteral(secret)}`);
    return withCredentials(ownerUrl, role, secret);
  } catch (error) {
    throw new Error(
      `could not provision ${kind.purpose} login role with DATABASE_URL's user (it needs CREATEROLE and ADMIN on ${kind.memberOf}` +
        `; or create a login role yourself and set ${kind === SERVER_LOGIN ? 'APP_DATABASE_URL' : 'WEBHOOK_DATABASE_URL'}): ${(error as Error).message}`,
    );
  } finally {
    await owner.query('SELECT pg_advisory_unlock($1)', [PROVISIONING_LOCK]).catch(() => undefined);
    await owner.end();
  }
}

/** Why the server must not serve with the session user of `pool`; empty when it may. */
export function privilegeProblems(pool: pg.Pool): Promise<string[]> {
  return loginProblems(pool, SERVER_LOGIN);
}

/** Why webhook delivery must not work with the session user of `pool`; empty when it may. */
export function deliveryPrivilegeProblems(pool: pg.Pool): Promise<string[]> {
  return loginProblems(pool, DELIVERY_LOGIN);
}

/**
 * Why the session user of `pool` is not a login that cannot regain more than `kind`'s group
 * role: no attribute that wins back privilege, owns nothing, a member of that group role and
 * of no other group role of the ledger.
 */
async function loginProblems(pool: pg.Pool, kind: LoginKind): Promise<string[]> {
  const others = LEDGER_GROUP_ROLES.filter((role) => role !== kind.memberOf);
  const { rows } = await pool.query<{
    name: string;
    superuser: boolean;
    createrole: boolean;
    app_member: boolean;
    other_groups: string[];
    owned: string[];
    database_owner: boolean;
    file_roles: string[];
    temporary: boolean;
  }>(
    `SELECT r.rolname AS name, r.rolsuper AS superuser, r.rolcreaterole AS createrole,
            pg_has_role(session_user, $1, 'MEMBER') AS app_member,
            ARRAY(SELECT g.rolname::text FROM pg_roles g WHERE g.rolname = ANY($3) AND pg_has_role(session_user, g.oid, 'MEMBER')) AS other_groups,
            ARRAY(SELECT c.relname::text FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                   WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
                     AND pg_has_role(session_user, c.relowner, 'MEMBER') ORDER BY 1) AS owned,
            (SELECT pg_has_role(session_user, d.datdba, 'MEMBER') FROM pg_database d WHERE d.datname = current_database()) AS database_owner,
            ARRAY(SELECT b.rolname::text FROM pg_roles b WHERE b.rolname = ANY($2) AND pg_has_role(session_user, b.oid, 'MEMBER')) AS file_roles,
            has_database_privilege(session_user, current_database(), 'TEMPORARY')
              OR has_database_privilege(current_user, current_database(), 'TEMPORARY') AS temporary
       FROM pg_roles r WHERE r.rolname = session_user`,
    [kind.memberOf, SERVER_FILE_ROLES, others],
  );
  const me = rows[0]!;
  const problems: string[] = [];
  if (me.superuser) problems.push(`"${me.name}" is a superuser`);
  if (me.createrole) problems.push(`"${me.name}" has CREATEROLE`);
  if (me.owned.length > 0)
    problems.push(
      `"${me.name}" owns (or is a member of the owner of) ${me.owned.slice(0, 3).join(', ')}${me.owned.length > 3 ? ', …' : ''}`,
    );
  if (me.database_owner) problems.push(`"${me.name}" owns (or is a member of the owner of) the database`);
  if (me.file_roles.length > 0) problems.push(`"${me.name}" is a member of ${me.file_roles.join(', ')}`);
  // Temporary objects are how a caller's name could stand in for the ledger's (docs/security.md).
  if (me.temporary)
    problems.push(`"${me.name}" can create temporary objects in the database (REVOKE TEMPORARY ON DATABASE … FROM PUBLIC as its owner)`);
  if (!me.app_member) problems.push(`"${me.name}" is not a member of ${kind.memberOf}`);
  if (me.other_groups.length > 0) problems.push(`"${me.name}" is a member of ${me.other_groups.join(', ')} as well`);
  return problems;
}

export interface ServerDatabaseOptions {
  ownerUrl: string;
  /** APP_DATABASE_URL: a login role made by the operator, used as is. */
  appUrl?: string;
  /** The stored password of the data folder (embedded mode). */
  loginPassword?: string;
  poolSize?: number;
  statementTimeoutMs?: number;
  /** How long a request waits for a connection of the pool (default 5 s; src/db/client.ts). */
  connectTimeoutMs?: number;
  /** READ_DATABASE_URL: streaming standbys of this database that queries are read from. */
  readUrls?: readonly string[];
  /** READ_CONSISTENCY_WAIT_MS (default 1000). */
  consistencyWaitMs?: number;
  /** MAX_SUBSCRIPTIONS: open subscriptions of this process, every token together. */
  maxSubscriptions?: number;
}

/**
 * The server's database (src/db/database.ts), its pool on its own login role, after
 * checking that the role cannot change the ledger beyond appending, and that every
 * READ_DATABASE_URL is a standby of it; refuses (throws) otherwise. Every serving
 * process and the test helpers open the database here.
 */
export async function openServerDatabase(options: ServerDatabaseOptions): Promise<{ db: Database; appUrl: string }> {
  const appUrl = options.appUrl ?? (await provisionServerLogin(options.ownerUrl, options.loginPassword));
  const primary = openDatabase({
    url: appUrl,
    poolSize: options.poolSize,
    statementTimeoutMs: options.statementTimeoutMs,
    connectTimeoutMs: options.connectTimeoutMs,
  });
  let replicas: DatabasePool[];
  try {
    await refuseUnlessLeastPrivileged(primary);
    replicas = options.readUrls?.length ? await openReadReplicas(primary, appUrl, options) : [];
  } catch (error) {
    await primary.close();
    throw error;
  }
  const db = await openLedgerDatabase({
    primary,
    url: appUrl,
    replicas,
    consistencyWaitMs: options.consistencyWaitMs,
    maxSubscriptions: options.maxSubscriptions,
  });
  return { db, appUrl };
}

/** `readUrl` with the server's login (user and password of `appUrl`) unless it names a user of its own. */
export function replicaUrlFor(readUrl: string, appUrl: string): string {
  if (new URL(readUrl).username !== '') return readUrl;
  const app = new URL(appUrl);
  return withCredentials(readUrl, decodeURIComponent(app.username), decodeURIComponent(app.password));
}

/**
 * Opens a pool on every replica, with the same checks as the primary's, and refuses a
 * database that is not a standby of this primary: anything else could serve rows the
 * primary never committed.
 */
async function openReadReplicas(primary: DatabasePool, appUrl: string, options: ServerDatabaseOptions): Promise<DatabasePool[]> {
  const replicas: DatabasePool[] = [];
  try {
    const identity = await primary.pool.query<{ system: string }>('SELECT system_identifier::text AS system FROM pg_control_system()');
    for (const [index, readUrl] of (options.readUrls ?? []).entries()) {
      const replica = openDatabase({
        url: replicaUrlFor(readUrl, appUrl),
        poolSize: options.poolSize,
        statementTimeoutMs: options.statementTimeoutMs,
      });
      replicas.push(replica);
      await refuseUnlessLeastPrivileged(replica);
      const { rows } = await replica.pool.query<{ standby: boolean; system: string }>(
        'SELECT pg_is_in_recovery() AS standby, system_identifier::text AS system FROM pg_control_system()',
      );
      if (!rows[0]!.standby || rows[0]!.system !== identity.rows[0]!.system)
        throw new Error(`READ_DATABASE_URL #${index + 1} is not a streaming standby of the primary (refusing to read from it)`);
    }
    return replicas;
  } catch (error) {
    await Promise.all(replicas.map((replica) => replica.close()));
    throw error;
  }
}

export async function refuseUnlessLeastPrivileged(db: DatabasePool): Promise<void> {
  const problems = await privilegeProblems(db.pool);
  if (problems.length > 0)
    throw new Error(
      `refusing to serve: the server's database login could change or remove ledger rows (${problems.join('; ')}). ` +
        `Give the server a login role that is a member of ${APPLICATION_ROLE} only (docs/running.md), or unset APP_DATABASE_URL.`,
    );
}

/** Refuses (throws) a delivery login that could act beyond crl_webhook_delivery. */
export async function refuseUnlessDeliveryOnly(pool: pg.Pool): Promise<void> {
  const problems = await deliveryPrivilegeProblems(pool);
  if (problems.length > 0)
    throw new Error(
      `refusing to deliver webhooks: delivery's database login could act beyond ${DELIVERY_ROLE} (${problems.join('; ')}). ` +
        `Give delivery a login role that is a member of ${DELIVERY_ROLE} only (docs/running.md), or unset WEBHOOK_DATABASE_URL.`,
    );
}
