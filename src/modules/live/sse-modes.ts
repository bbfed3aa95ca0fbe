// GraphQL over Server-Sent Events comes in two modes (the graphql-sse protocol): distinct
// connections (one POST with `Accept: text/event-stream` per subscription: what Yoga serves,
// and the default of graphql-sse's client) and a single connection (a stream reserved with
// PUT, then operations POSTed with its token). The ledger serves the first only: every
// subscription is then one authenticated request whose limits, revocation and expiry apply
// to it alone (docs/clients.md). A request of the second mode gets an answer that says so,
// instead of a bare 405 or a stream that never delivers.
import type { Plugin } from 'graphql-yoga';
import type { ErrorCode } from '../../errors.js';

/** The header and parameter that carry a reserved stream's token (graphql-sse). */
const STREAM_TOKEN_HEADER = 'x-graphql-event-stream-token';

export const SINGLE_CONNECTION_REFUSAL =
  "GraphQL over SSE's single-connection mode is not supported: subscribe with distinct connections (graphql-sse's createClient without singleConnection, or a POST with Accept: text/event-stream)";

function isSingleConnectionRequest(request: Request, url: URL): boolean {
  if (request.method === 'PUT' || request.headers.has(STREAM_TOKEN_HEADER)) return true;
  // The reserved stream itself: an event-stream GET naming its token as a parameter.
  return url.searchParams.has('token') && (request.headers.get('accept') ?? '').includes('text/event-stream');
}

export function distinctConnectionsOnly(): Plugin {
  return {
    // At parse time, after authentication (an earlier onRequestParse hook): an anonymous
    // request is 401 whatever it asks for.
    onRequestParse({ request, url, endResponse, fetchAPI }) {
      if (!isSingleConnectionRequest(request, url)) return;
      endResponse(
        new fetchAPI.Response(
          JSON.stringify({
            errors: [{ message: SINGLE_CONNECTION_REFUSAL, extensions: { code: 'SSE_SINGLE_CONNECTION_UNSUPPORTED' satisfies ErrorCode } }],
          }),
          {
            // The reason phrase is what graphql-sse's client reports ("Server responded with 405: …").
            status: 405,
            statusText: 'Single-connection SSE not supported; use distinct connections',
            headers: { 'content-type': 'application/json', allow: 'GET, POST' },
          },
        ),
      );
    },
  };
}
