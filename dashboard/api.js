// The ledger's public GraphQL API, with the token kept in this tab's session storage
// and sent only in the Authorization header (never in a URL, never logged).
const TOKEN_KEY = 'crl.dashboard.token';

export const session = {
  token: () => sessionStorage.getItem(TOKEN_KEY),
  signIn: (token) => sessionStorage.setItem(TOKEN_KEY, token),
  signOut: () => sessionStorage.removeItem(TOKEN_KEY),
};

export class SignedOut extends Error {}

/** Runs one query; resolves to its data, or throws with the server's messages. */
export async function gql(query, variables = {}) {
  const token = session.token();
  if (!token) throw new SignedOut('not signed in');
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
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
