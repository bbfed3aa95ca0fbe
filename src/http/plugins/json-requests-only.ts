// The media type of a request: JSON POSTs only (GraphQL over HTTP as the ledger serves
// it, docs/clients.md).
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { ErrorCode } from '../../errors.js';
import { refusal } from './refusal.js';

/**
 * GraphQL over HTTP: POST bodies are `application/json`, GET carries queries only
 * (Yoga refuses a mutation over GET with 405). Form, multipart and text bodies are
 * what a cross-site page can send without a preflight, so they are refused outright.
 * A body that is missing or not JSON is 400 whatever the client accepts: Yoga marks
 * those errors as 400 only for `application/graphql-response+json`, and a client
 * asking for `application/json` would otherwise read a 200 (docs/clients.md).
 */
export function jsonRequestsOnly(): Plugin {
  return {
    onRequestParse({ request, endResponse, fetchAPI, requestParser, setRequestParser }) {
      if (request.method !== 'POST') return;
      const mediaType = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
      if (mediaType !== 'application/json') {
        endResponse(refusal(fetchAPI, 415, 'send the request as application/json', { 'accept-post': 'application/json' }));
        return;
      }
      if (!requestParser) return;
      setRequestParser(async (parsed) => {
        try {
          return await requestParser(parsed);
        } catch (error) {
          if (error instanceof GraphQLError && error.extensions.code === 'BAD_REQUEST')
            throw new GraphQLError(error.message, { extensions: { code: 'BAD_REQUEST' satisfies ErrorCode, http: { status: 400 } } });
          throw error;
        }
      });
    },
  };
}
