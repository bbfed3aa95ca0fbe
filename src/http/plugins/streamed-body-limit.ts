// The size of a request's body as it streams (MAX_REQUEST_BYTES), where node:http has
// not framed it by its Content-Length: 413 once it passes the limit.
import { IncomingMessage } from 'node:http';
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * The count of a body as it streams (Yoga's maxRequestBodySize, which the app turns
 * off for this), only where the body can be longer than the limit allows: a body
 * node:http read with a Content-Length (at most the limit, or requestSizeLimit has
 * refused it) is exactly that long, since node's parser frames it by that length and
 * refuses a Content-Length beside chunked framing. A chunked body, or a Request handed
 * to yoga.fetch, is piped through the counter, which fails it with 413 once it passes
 * the limit. Yoga pipes every body through a stream transform (an AbortController, a
 * DOMException and a second Request per request); a framed one skips it.
 */
export function streamedBodyLimit(maxBytes: number): Plugin {
  return {
    onRequestParse({ request, requestParser, setRequestParser, serverContext, fetchAPI }) {
      const length = request.headers.get('content-length');
      if (length !== null) {
        if (!/^\d+$/.test(length))
          throw new GraphQLError('Content-Length header is invalid.', { extensions: { http: { status: 400 }, code: 'BAD_REQUEST' } });
        if (Number(length) > maxBytes)
          throw new GraphQLError('Request body too large', { extensions: { http: { status: 413 }, code: 'REQUEST_ENTITY_TOO_LARGE' } });
      }
      if (!requestParser) return;
      const incoming = (serverContext as { req?: unknown } | undefined)?.req;
      if (
        length !== null &&
        incoming instanceof IncomingMessage &&
        incoming.headers['content-length'] === length &&
        incoming.headers['transfer-encoding'] === undefined
      )
        return;
      if (request.body == null) return;
      setRequestParser((parsed) => requestParser(countedBody(parsed, maxBytes, fetchAPI)));
    },
  };
}

/** `request` with its body failed with 413 once more than `maxBytes` have streamed (as Yoga counts it). */
function countedBody(
  request: Request,
  maxBytes: number,
  fetchAPI: { Request: typeof Request; TransformStream: typeof TransformStream },
): Request {
  const body = request.body!;
  // A native stream (yoga.fetch of a native Request) pipes into a native transform only.
  const Transform = body instanceof ReadableStream ? globalThis.TransformStream : fetchAPI.TransformStream;
  let bytesRead = 0;
  const counted = body.pipeThrough(
    new Transform({
      transform(chunk: Uint8Array, controller) {
        bytesRead += chunk.byteLength;
        if (bytesRead > maxBytes) {
          controller.error(
            new GraphQLError('Request body too large', { extensions: { http: { status: 413 }, code: 'REQUEST_ENTITY_TOO_LARGE' } }),
          );
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
  return new fetchAPI.Request(request.url, {
    method: request.method,
    headers: request.headers,
    signal: request.signal,
    body: counted,
    duplex: 'half',
  } as RequestInit);
}
