// The ledger's public GraphQL API, with the token kept in this tab's session storage
// and sent only in the Authorization header (never in a URL, never logged).
const TOKEN_KEY = 'crl.dashboard.token';

export const session = {
  token: () => sessionStorage.getItem(TOKEN_KEY),
  signIn: (token) => sessionStorage.setItem(TOKEN_KEY, token),
  signOut: () => sessionStorage.removeItem(TOKEN_KEY),
};

export class SignedOut extends Error {}

let documentHashes = null;

/** The hash of each dashboard operation in the server's manifest of trusted documents. */
function hashOf(operationName) {
  documentHashes ??= fetch('documents.json', { credentials: 'omit' }).then((response) => {
    if (!response.ok) throw new Error(`the dashboard's documents are not served (${response.status})`);
    return response.json();
  });
  return documentHashes.then((hashes) => {
    if (!hashes[operationName]) throw new Error(`the server's trusted documents do not hold ${operationName}`);
    return hashes[operationName];
  });
}

/**
 * Runs one of the dashboard's operations (queries.js) by its trusted document's hash, so
 * the dashboard works on a server that runs nothing else (TRUSTED_DOCUMENTS=all);
 * resolves to its data, or throws with the server's messages.
 */
export async function gql(operationName, variables = {}) {
  const token = session.token();
  if (!token) throw new SignedOut('not signed in');
  const sha256Hash = await hashOf(operationName);
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ operationName, variables, extensions: { persistedQuery: { version: 1, sha256Hash } } }),
    credentials: 'omit',
    cache: 'no-store',
  });
  if (response.status === 401) {
    session.signOut();
    throw new SignedOut('the token is unknown or revoked');
  }
  const body = await response.json();
  if (body.errors?.length) throw new Error(body.errors.map((error) => error.message).join('; '));
  return body.data;
}

/** A typed error answered as data (ValidationError, ForbiddenError) becomes an exception. */
export function unwrap(result) {
  if (result && result.__typename && /Error$/.test(result.__typename)) {
    const issues = result.issues?.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
    throw new Error(issues ? `${result.message} (${issues})` : result.message);
  }
  return result;
}
