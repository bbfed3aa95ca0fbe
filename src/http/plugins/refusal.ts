// Refusals answered before a request's body is read: by size (request-size-limit.ts), by
// media type (json-requests-only.ts), and the 401 and 403 of authentication and trusted documents.

/** A refusal's answer: `{ errors: [{ message }] }` under `status`. */
export function refusal(
  fetchAPI: { Response: typeof Response },
  status: number,
  message: string,
  headers: Record<string, string> = {},
): Response {
  return new fetchAPI.Response(JSON.stringify({ errors: [{ message }] }), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** Refusals answered before the body was read: the connection closes, so the rest is never read. */
export const REFUSED_UNREAD = new Set([401, 403, 413, 415]);
