// The ledger's public GraphQL API, reached through the client package
// (@capability-reliability-ledger/client, its browser module in generated/ledger-client.js,
// built by npm run client:browser), with the token kept in this tab's session storage and
// sent only in the Authorization header (never in a URL, never logged).
import { createLedgerClient, documents, LedgerRequestError } from './generated/ledger-client.js';

const TOKEN_KEY = 'crl.dashboard.token';

export const session = {
  token: () => sessionStorage.getItem(TOKEN_KEY),
  signIn: (token) => sessionStorage.setItem(TOKEN_KEY, token),
  signOut: () => sessionStorage.removeItem(TOKEN_KEY),
};

export class SignedOut extends Error {}

/** The page's fetch for the client: no cookies sent, nothing cached. */
const pageFetch = (input, init) => fetch(input, { ...init, credentials: 'omit', cache: 'no-store' });

/**
 * Runs one of the dashboard's operations (queries.js) through the client package, which
 * sends it by its trusted document's hash, so the dashboard works on a server that runs
 * nothing else (TRUSTED_DOCUMENTS=all); resolves to its data, or throws with the server's
 * messages.
 */
export async function gql(operationName, variables = {}) {
  const token = session.token();
  if (!token) throw new SignedOut('not signed in');
  const document = documents[operationName];
  if (!document) throw new Error(`the dashboard's client has no operation ${operationName} (npm run client:browser builds it)`);
  const client = createLedgerClient({ url: new URL('/graphql', location.origin).href, token, fetch: pageFetch });
  try {
    return await client.request(document, variables);
  } catch (error) {
    if (!(error instanceof LedgerRequestError)) throw error;
    if (error.status === 401) {
      session.signOut();
      throw new SignedOut('the token is unknown or revoked');
    }
    throw new Error(error.errors.map((entry) => entry.message).join('; '));
  }
}

/** A typed error answered as data (ValidationError, ForbiddenError) becomes an exception. */
export function unwrap(result) {
  if (result && result.__typename && /Error$/.test(result.__typename)) {
    const issues = result.issues?.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
    throw new Error(issues ? `${result.message} (${issues})` : result.message);
  }
  return result;
}
