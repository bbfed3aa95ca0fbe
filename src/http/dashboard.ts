// The browser dashboard (docs/dashboard.md): static files of the repository's
// dashboard/ folder and the chart library's dist files, served under /dashboard/.
// Every file is read once at start into a fixed table keyed by its public name, and a
// request is answered only by an exact match in that table: a path is never joined
// onto a folder, so no spelling of `..` (raw, percent-encoded, backslashed) reaches the
// file system. The page talks to the ledger only through the public /graphql endpoint,
// with the client package (npm run client:browser builds its browser module).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const DASHBOARD_PATH = '/dashboard';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/** Only this origin, no inline script or style, no framing, nothing sent elsewhere. */
export const DASHBOARD_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The headers of every file the server's browser pages are made of, under the page's CSP (also GraphiQL's, src/http/graphiql.ts). */
export function pageSecurityHeaders(csp: string): Record<string, string> {
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
  };
}

const SECURITY_HEADERS = pageSecurityHeaders(DASHBOARD_CSP);

interface Asset {
  body: Buffer;
  contentType: string;
  etag: string;
}

const require = createRequire(import.meta.url);
const DASHBOARD_DIR = fileURLToPath(new URL('../../dashboard/', import.meta.url));
/** Public name under /dashboard/ → the installed package file it serves. */
const VENDOR_FILES: Record<string, string> = {
  'vendor/uPlot.iife.min.js': 'uplot/dist/uPlot.iife.min.js',
  'vendor/uPlot.min.css': 'uplot/dist/uPlot.min.css',
};

function assetOf(file: string, body: Buffer = readFileSync(file)): Asset {
  const contentType = CONTENT_TYPES[path.extname(file)];
  if (!contentType) throw new Error(`dashboard: no content type for ${path.basename(file)}`);
  return { body, contentType, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

/**
 * The served files by public name: dashboard/ (recursively, its generated/ledger-client.js
 * too: the client package's browser module, which carries each operation's trusted-document
 * hash) and the vendor files.
 */
export function loadDashboardAssets(directory = DASHBOARD_DIR): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  for (const entry of readdirSync(directory, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !(path.extname(entry.name) in CONTENT_TYPES)) continue;
    const file = path.join(entry.parentPath, entry.name);
    assets.set(path.relative(directory, file).split(path.sep).join('/'), assetOf(file));
  }
  for (const [name, specifier] of Object.entries(VENDOR_FILES)) assets.set(name, assetOf(require.resolve(specifier)));
  return assets;
}

function send(response: ServerResponse, status: number, headers: Record<string, string>, body?: Buffer | string): void {
  response.writeHead(status, { ...SECURITY_HEADERS, ...headers });
  response.end(body);
}

/**
 * A request listener for /dashboard and everything under it. Returns false for any
 * other path, which the caller hands to the GraphQL app.
 */
export function dashboardListener(assets = loadDashboardAssets()) {
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    const target = request.url ?? '/';
    const pathname = target.split(/[?#]/, 1)[0]!;
    if (pathname !== DASHBOARD_PATH && !pathname.startsWith(`${DASHBOARD_PATH}/`)) return false;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      send(response, 405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }, 'method not allowed\n');
      return true;
    }
    if (pathname === DASHBOARD_PATH) {
      send(response, 308, { location: `${DASHBOARD_PATH}/`, 'cache-control': 'no-store' });
      return true;
    }
    const name = pathname.slice(DASHBOARD_PATH.length + 1) || 'index.html';
    const asset = assets.get(name);
    if (!asset) {
      send(response, 404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }, 'not found\n');
      return true;
    }
    // Revalidated on every load (a changed dashboard is never served stale), never
    // stored by shared caches; the ETag makes an unchanged file a bodiless 304.
    const headers = { 'content-type': asset.contentType, 'cache-control': 'private, no-cache', etag: asset.etag };
    if (request.headers['if-none-match'] === asset.etag) {
      send(response, 304, headers);
      return true;
    }
    send(response, 200, { ...headers, 'content-length': String(asset.body.length) }, request.method === 'HEAD' ? undefined : asset.body);
    return true;
  };
}
