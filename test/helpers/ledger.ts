// A ledger of the test file's own: a fresh database on the run's server, copied from the
// run's migrated template (test/helpers/databases.ts),
// served by the real GraphQL app in-process (`yoga.fetch`, no port, no mocks).
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { deliveryLoginRoleFor, openServerDatabase, serverLoginRoleFor } from '../../src/db/login.js';
import type { TokenRole } from '../../src/domain/enums.js';
import { issueToken } from '../../src/modules/auth/tokens.js';
import { createLedgerYoga, type LedgerYoga } from '../../src/http/yoga.js';
import { generateSigner, type Signer } from '../../src/modules/transparency/keys.js';
import { withDatabase } from '../../src/db/urls.js';
import { createLedgerDatabase } from './databases.js';
import type { TypedDocumentString } from '../generated/graphql.js';
import type { AnswerError } from './graphql.js';

export interface GraphQLResponse<T> {
  status: number;
  /** Absent when the request failed as a whole; a test that reads it then fails on the read. */
  data: T;
  errors?: AnswerError[];
  text: string;
}

export interface TestToken {
  token: string;
  id: string;
  actorRef: string;
}

export interface TestLedger {
  db: Database;
  yoga: LedgerYoga;
  /** Owner connection: for assertions and for proving what even the owner cannot do. */
  owner: pg.Pool;
  ownerUrl: string;
  /** The server's login role (a member of crl_app only), as the server would use it. */
  appUrl: string;
  /** The transparency log's signing key of this ledger (in memory). */
  signer: Signer;
  /**
   * Sends one GraphQL request through the real server. A typed document (graphql(`…`) of
   * test/generated) types the answer's data and the variables; a plain string is a document
   * the generator does not read (built at run time, or deliberately invalid).
   */
  gql<TResult, TVariables>(
    token: string | null,
    document: TypedDocumentString<TResult, TVariables>,
    variables: TVariables,
  ): Promise<GraphQLResponse<TResult>>;
  gql(token: string | null, query: string, variables?: Record<string, unknown>): Promise<GraphQLResponse<unknown>>;
  /** Issues a token; defaults: a fresh actor, the given roles, the given projects. */
  token(options: { roles: TokenRole[]; projects?: string[]; allProjects?: boolean; actorRef?: string }): Promise<TestToken>;
  close(): Promise<void>;
}

export interface TestLedgerOptions {
  /** WEBHOOK_ALLOW_PRIVATE for endpoint creation (the production default refuses). */
  webhookAllowPrivate?: boolean;
  /** The transparency signing key; default a fresh one. Two ledgers sharing one are a split view (witnesses.test.ts). */
  signer?: Signer;
}

export async function createTestLedger(options: TestLedgerOptions = {}): Promise<TestLedger> {
  const maintenanceUrl = inject('maintenanceUrl');
  const database = await createLedgerDatabase(maintenanceUrl, inject('templateDatabase'));
  const ownerUrl = withDatabase(maintenanceUrl, database);
  // The server's own path: its login role for this database (created here; roles are
  // cluster-wide, so it is per database and dropped with it), checked before use.
  // A request waits up to 60 s for a pooled connection, where a server waits 5 s: a test
  // file shares the machine and the database server with every other file of the run,
  // and a burst of concurrent requests (idempotency races) must not be answered
  // UNAVAILABLE because the machine is busy. The outage tests use the server's own wait.
  const { db, appUrl } = await openServerDatabase({ ownerUrl, poolSize: 20, connectTimeoutMs: 60_000 });
  const owner = new pg.Pool({ connectionString: ownerUrl, max: 4 });
  // Dropping the database at the end terminates any connection still open; that is expected.
  owner.on('error', () => undefined);
  const signer = options.signer ?? generateSigner();
  const yoga = createLedgerYoga({
    db,
    graphiql: false,
    logErrors: process.env.LEDGER_TEST_LOG === '1',
    signer,
    webhookAllowPrivate: options.webhookAllowPrivate === true,
  });

  return {
    db,
    yoga,
    owner,
    ownerUrl,
    appUrl,
    signer,
    async gql<TResult>(
      token: string | null,
      document: string | TypedDocumentString<TResult, unknown>,
      variables?: unknown,
    ): Promise<GraphQLResponse<TResult>> {
      const query = String(document);
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (token) headers.authorization = `Bearer ${token}`;
      const response = await yoga.fetch('http://ledger.test/graphql', {
        method: 'POST',
        headers,
        body: JSON.stringify({ query, variables }),
      });
      const text = await response.text();
      const body = JSON.parse(text) as { data?: unknown; errors?: GraphQLResponse<unknown>['errors'] };
      // The data of the document sent, as its type says (absent when the request failed as a whole).
      return { status: response.status, data: body.data as TResult, errors: body.errors, text };
    },
    async token({ roles, projects = [], allProjects = false, actorRef }) {
      const actor = actorRef ?? `actor-${randomUUID().slice(0, 8)}`;
      const issued = await issueToken(db.pool, { actorRef: actor, roles, allProjects, projectIds: projects, createdBy: 'test-suite' });
      return { token: issued.token, id: issued.id, actorRef: actor };
    },
    async close() {
      await db.close();
      await owner.end();
      const cleanup = new pg.Client({ connectionString: maintenanceUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await cleanup.query(`DROP ROLE IF EXISTS ${pg.escapeIdentifier(serverLoginRoleFor(database))}`);
      await cleanup.query(`DROP ROLE IF EXISTS ${pg.escapeIdentifier(deliveryLoginRoleFor(database))}`);
      await cleanup.end();
    },
  };
}
