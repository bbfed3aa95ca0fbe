// The first start on an empty ledger issues a local admin token and prints it once,
// so a new user can open GraphiQL at once. It can read every project and manage
// tokens; record and adjudicate with tokens it creates (`npm run token -- create`).
import type pg from 'pg';
import { inTransaction } from '../../db/transaction.js';
import { issueToken, type IssuedToken } from './tokens.js';

const BOOTSTRAP_LOCK = 0x63726c31; // "crl1"

export const LOCAL_ADMIN_ACTOR = 'local-admin';

export function issueFirstAdminToken(pool: pg.Pool): Promise<IssuedToken | null> {
  return inTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [BOOTSTRAP_LOCK]);
    const existing = await client.query('SELECT 1 FROM api_token LIMIT 1');
    if (existing.rowCount !== 0) return null;
    return issueToken(client, {
      actorRef: LOCAL_ADMIN_ACTOR,
      roles: ['admin', 'reader'],
      allProjects: true,
      projectIds: [],
      createdBy: 'ledger-bootstrap',
    });
  });
}
