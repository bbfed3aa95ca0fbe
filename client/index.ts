// The ledger's typed client: the generated operations (client/generated, from
// client/operations and schema.graphql) and one function that runs them over HTTP.
// Results are typed, error unions included, so a caller switches on `__typename`.
// By default an operation is sent as its trusted-document hash (the manifest in
// client/generated/persisted-documents.json), which every server accepts; a server
// with TRUSTED_DOCUMENTS on accepts nothing else (docs/clients.md).
import type { TypedDocumentString } from './generated/graphql';

export * from './generated/graphql';

export interface LedgerClientOptions {
  /** The GraphQL endpoint, e.g. http://127.0.0.1:4000/graphql. */
  url: string;
  /** A bearer token (crl_…). */
  token: string;
  /** `hash` (default): send the trusted document's hash; `document`: send the document's text. */
  send?: 'hash' | 'document';
  fetch?: typeof fetch;
}

/** An answer that is not data: HTTP status, and the GraphQL errors (codes in `extensions.code`). */
export class LedgerRequestError extends Error {
  constructor(
    readonly status: number,
    readonly errors: readonly { message: string; extensions?: Record<string, unknown> }[],
  ) {
    super(`ledger request failed (HTTP ${status}): ${errors.map((error) => `${String(error.extensions?.code ?? 'ERROR')}: ${error.message}`).join('; ')}`);
    this.name = 'LedgerRequestError';
  }

  get codes(): string[] {
    return this.errors.map((error) => String(error.extensions?.code ?? 'ERROR'));
  }
}

/** The trusted-document hash of a generated operation (the manifest's key, without its `sha256:` prefix). */
export function documentHash(document: { __meta__?: Record<string, unknown> | undefined }): string {
  const hash = document.__meta__?.hash;
  if (typeof hash !== 'string' || !hash.startsWith('sha256:')) throw new Error('this document is not in the trusted-documents manifest');
  return hash.slice('sha256:'.length);
}

/** The name of the (single) operation of a generated document. */
function operationName(document: string): string | undefined {
  return /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(document)?.[1];
}

/** The JSON body of a GraphQL request for a generated operation. */
export function requestBody<TVariables>(document: TypedDocumentString<unknown, TVariables>, variables: TVariables, send: 'hash' | 'document' = 'hash') {
  const text = document.toString();
  return send === 'hash'
    ? { operationName: operationName(text), variables, extensions: { persistedQuery: { version: 1, sha256Hash: documentHash(document) } } }
    : { operationName: operationName(text), variables, query: text };
}

export interface LedgerClient {
  /** Runs an operation; resolves with its typed data, or rejects with a LedgerRequestError. */
  request<TResult, TVariables>(document: TypedDocumentString<TResult, TVariables>, variables: TVariables): Promise<TResult>;
}

export function createLedgerClient(options: LedgerClientOptions): LedgerClient {
  const doFetch = options.fetch ?? fetch;
  return {
    async request(document, variables) {
      const response = await doFetch(options.url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.token}`,
          'content-type': 'application/json',
          accept: 'application/graphql-response+json, application/json',
        },
        body: JSON.stringify(requestBody(document, variables, options.send)),
      });
      const text = await response.text();
      let body: { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] };
      try {
        body = JSON.parse(text);
      } catch {
        throw new LedgerRequestError(response.status, [{ message: text.slice(0, 200) || response.statusText }]);
      }
      if (body.errors?.length || body.data == null) throw new LedgerRequestError(response.status, body.errors ?? [{ message: 'no data' }]);
      return body.data as never;
    },
  };
}
