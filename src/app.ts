// The GraphQL app as a serving process builds it from its configuration: one place,
// so the single-process server and every worker serve exactly the same app.
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { createLedgerYoga } from './yoga.js';

/** The GraphQL app as configured; every serving process builds it here. */
export function ledgerAppFor(config: Config, db: Database) {
  return createLedgerYoga({
    db,
    maxRequestBytes: config.MAX_REQUEST_BYTES,
    graphiql: config.NODE_ENV !== 'production',
    introspection: config.INTROSPECTION,
  });
}

