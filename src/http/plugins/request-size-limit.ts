// The declared size of a request's body (MAX_REQUEST_BYTES, docs/running.md "Request
// limits"): over the limit, 413 before anything is read.
import type { Plugin } from 'graphql-yoga';
import { refusal, REFUSED_UNREAD } from './refusal.js';

/**
 * Bodies above the limit get 413. A declared length is refused before anything else;
 * a chunked or mislabelled body is counted as it streams (Yoga's maxRequestBodySize).
 */
export function requestSizeLimit(maxBytes: number): Plugin {
  return {
    onRequest({ request, endResponse, fetchAPI }) {
      const length = request.headers.get('content-length');
      if (length !== null && /^\d+$/.test(length) && Number(length) > maxBytes)
        endResponse(refusal(fetchAPI, 413, `request body exceeds ${maxBytes} bytes`));
    },
    onResponse({ response }) {
      if (REFUSED_UNREAD.has(response.status)) response.headers.set('connection', 'close');
    },
  };
}
