// The app a serving process runs, built from its configuration in one place, so the
// single-process server and every worker serve exactly the same thing: the browser
// dashboard under /dashboard (static files, src/dashboard.ts), and everything else to
// the GraphQL app.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Config } from './config.js';
import { dashboardListener } from './dashboard.js';
import type { Database } from './db/client.js';
import { createLedgerYoga } from './yoga.js';

/** The GraphQL app as the configuration asks for it. */
export function ledgerYogaFor(config: Config, db: Database) {
  return createLedgerYoga({
    db,
    maxRequestBytes: config.MAX_REQUEST_BYTES,
    graphiql: config.NODE_ENV !== 'production',
    introspection: config.INTROSPECTION,
  });
}

/** The request listener of a serving process. */
export function ledgerAppFor(config: Config, db: Database): RequestListener {
  const yoga = ledgerYogaFor(config, db);
  const dashboard = dashboardListener();
  return (request: IncomingMessage, response: ServerResponse) => {
    if (!dashboard(request, response)) void yoga(request, response);
  };
}
