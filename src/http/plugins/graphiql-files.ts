// GraphiQL's files and its page's headers (outside production; the page and its
// files are built by src/http/graphiql.ts).
import type { Plugin } from 'graphql-yoga';
import { GRAPHIQL_ASSETS_PATH, GRAPHIQL_PAGE_HEADERS, type GraphiQLApp } from '../graphiql.js';

/**
 * GraphiQL's files under /graphql/assets/ (src/http/graphiql.ts), answered before anything
 * else: hashed names, so cached for good. The page itself (rendered by Yoga for a GET
 * of /graphql that accepts HTML) gets the same headers and is revalidated every time.
 */
export function graphiqlFiles(app: GraphiQLApp): Plugin {
  return {
    onRequest({ request, url, endResponse, fetchAPI }) {
      if (!url.pathname.startsWith(GRAPHIQL_ASSETS_PATH)) return;
      const asset = app.assets.get(url.pathname.slice(GRAPHIQL_ASSETS_PATH.length));
      const plain = { ...GRAPHIQL_PAGE_HEADERS, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' };
      if (request.method !== 'GET' && request.method !== 'HEAD')
        return endResponse(new fetchAPI.Response('method not allowed\n', { status: 405, headers: { ...plain, allow: 'GET, HEAD' } }));
      if (!asset) return endResponse(new fetchAPI.Response('not found\n', { status: 404, headers: plain }));
      endResponse(
        new fetchAPI.Response(request.method === 'HEAD' ? null : new Uint8Array(asset.body), {
          status: 200,
          headers: {
            ...GRAPHIQL_PAGE_HEADERS,
            'content-type': asset.contentType,
            'content-length': String(asset.body.length),
            'cache-control': 'public, max-age=31536000, immutable',
          },
        }),
      );
    },
    onResponse({ response }) {
      if (!response.headers.get('content-type')?.startsWith('text/html')) return;
      for (const [name, value] of Object.entries(GRAPHIQL_PAGE_HEADERS)) response.headers.set(name, value);
      response.headers.set('cache-control', 'no-cache');
    },
  };
}
