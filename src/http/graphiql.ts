// GraphiQL in the browser (outside production), from the installed package and under a
// strict Content-Security-Policy like the dashboard's: the page is a few lines of HTML,
// and its script, styles, editor workers and icon are files under /graphql/assets/,
// named by the hash of their content and cached for good. No inline script or style
// runs; the page's settings travel as a JSON data block the script reads.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pageSecurityHeaders } from './dashboard.js';

export const GRAPHIQL_ASSETS_PATH = '/graphql/assets/';

/** The example query of the README, pre-filled in GraphiQL. */
export const GRAPHIQL_DEFAULT_QUERY =
  '{\n  cohorts(first: 10) {\n    edges { node { ledgerId capabilityKey model attemptCount } }\n  }\n}\n';
/** What the headers template holds until a token is pasted over it. */
export const GRAPHIQL_TOKEN_PLACEHOLDER = 'PASTE_YOUR_TOKEN_HERE';
/** Valid JSON before a token is typed: the placeholder is replaced by the token. */
export const GRAPHIQL_HEADERS = JSON.stringify({ Authorization: `Bearer ${GRAPHIQL_TOKEN_PLACEHOLDER}` }, null, 2);
/**
 * The answer GraphiQL shows, without asking the server, while the headers hold the
 * placeholder or no bearer token (a request with the placeholder would only be refused).
 */
export const GRAPHIQL_TOKEN_GUIDANCE =
  `No token yet, so nothing was sent. Open the Headers tab and replace ${GRAPHIQL_TOKEN_PLACEHOLDER} with a ledger token. ` +
  'The first start of an empty ledger prints an admin token once (or, when its output is not a terminal, writes it to the ' +
  'file its log names: FIRST_TOKEN_FILE, by default .data/first-admin-token.txt). An admin can create another with ' +
  '`npm run token -- create --actor <your-name> --role reader --all-projects`. ' +
  'The schema (Docs) loads as soon as a token is in the headers.';

/**
 * Only this origin, and no inline script. The editor (Monaco) writes style attributes
 * and a style element as it runs, so styles allow 'unsafe-inline'; with fonts and
 * images limited to this origin and data: URLs (the stylesheet embeds its own), an
 * injected style cannot send anything elsewhere. The editor's workers are files here too.
 */
export const GRAPHIQL_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "worker-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self' data:",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const GRAPHIQL_PAGE_HEADERS = pageSecurityHeaders(GRAPHIQL_CSP);

interface Asset {
  body: Buffer;
  contentType: string;
}

/** The package's pieces (its own page inlines them all); not an export of the package, so read by path. */
interface GraphiQLPieces {
  js: string;
  css: string;
  favicon: string;
  editorWorkerService: string;
  jsonWorker: string;
  graphqlWorker: string;
}

function piecesOfPackage(): GraphiQLPieces {
  const require = createRequire(import.meta.url);
  return require(path.join(path.dirname(require.resolve('@graphql-yoga/render-graphiql')), 'graphiql.js')) as GraphiQLPieces;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface GraphiQLApp {
  /** Served files by their name under /graphql/assets/. */
  assets: ReadonlyMap<string, Asset>;
  /** The page for Yoga's options (title, headers, default query, …). */
  page(options: Record<string, unknown> | undefined): string;
}

/**
 * Runs in the page before GraphiQL renders (plain script text: it is served, not bundled).
 * - Requests to the endpoint whose Authorization is missing or still the placeholder are
 *   answered in the page with the guidance (code UNAUTHENTICATED), never sent. GraphiQL's
 *   own fetcher calls `globalThis.fetch` per request, so this covers queries, the schema
 *   request and subscriptions alike.
 * - When the bearer token in the headers differs from the one the schema was last asked
 *   with, the schema is asked again (GraphiQL's own re-fetch, its Shift-Ctrl-R shortcut),
 *   so the Docs pane fills once a token is pasted.
 * - GraphiQL keeps its state (tabs, headers, history) in this tab's session storage, not
 *   in localStorage: a token typed into the headers lives as long as the tab, as the
 *   dashboard's does. Whatever an earlier page left in localStorage under its prefix goes.
 */
const PAGE_SCRIPT = `(() => {
  const guide = JSON.parse(document.getElementById('graphiql-token-guide').textContent);
  const options = JSON.parse(document.getElementById('graphiql-options').textContent);
  const endpoint = new URL(options.endpoint || location.pathname, location.href);
  const PREFIX = 'graphiql:';
  for (const key of Object.keys(localStorage)) if (key.startsWith(PREFIX)) localStorage.removeItem(key);
  const keys = () => Object.keys(sessionStorage).filter((key) => key.startsWith(PREFIX));
  const storage = {
    getItem: (key) => sessionStorage.getItem(key),
    setItem: (key, value) => sessionStorage.setItem(key, value),
    removeItem: (key) => sessionStorage.removeItem(key),
    get length() { return keys().length; },
    clear: () => keys().forEach((key) => sessionStorage.removeItem(key)),
  };
  const tokenOf = (authorization) => {
    const match = /^Bearer\\s+(\\S+)$/i.exec((authorization || '').trim());
    return match && match[1] !== guide.placeholder ? match[1] : null;
  };
  const send = globalThis.fetch.bind(globalThis);
  let schemaAskedWith;
  globalThis.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (url.origin !== endpoint.origin || url.pathname !== endpoint.pathname) return send(input, init);
    const token = tokenOf(new Headers((init && init.headers) || (input instanceof Request ? input.headers : undefined)).get('authorization'));
    let operationName = url.searchParams.get('operationName');
    try { operationName = JSON.parse(init.body).operationName || operationName; } catch {}
    if (operationName === (options.introspectionQueryName || 'IntrospectionQuery')) schemaAskedWith = token;
    if (token) return send(input, init);
    const answer = { errors: [{ message: guide.message, extensions: { code: 'UNAUTHENTICATED' } }] };
    return Promise.resolve(new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } }));
  };
  let pending;
  const onEditHeaders = (text) => {
    clearTimeout(pending);
    pending = setTimeout(() => {
      let headers;
      try { headers = JSON.parse(text || '{}'); } catch { return; }
      const name = Object.keys(headers || {}).find((key) => key.toLowerCase() === 'authorization');
      const token = tokenOf(name ? String(headers[name]) : '');
      if (token === schemaAskedWith) return;
      globalThis.dispatchEvent(new KeyboardEvent('keydown', { key: 'R', ctrlKey: true, shiftKey: true }));
    }, 400);
  };
  YogaGraphiQL.renderYogaGraphiQL(document.getElementById('root'), { ...options, storage, onEditHeaders });
})();
`;

let loaded: GraphiQLApp | null = null;

/** Builds the page and its files once per process (the package's script is about 5 MB). */
export function graphiqlApp(): GraphiQLApp {
  if (loaded) return loaded;
  const pieces = piecesOfPackage();
  const assets = new Map<string, Asset>();
  const add = (stem: string, extension: string, contentType: string, body: Buffer): string => {
    const name = `${stem}-${createHash('sha256').update(body).digest('hex').slice(0, 20)}.${extension}`;
    assets.set(name, { body, contentType });
    return GRAPHIQL_ASSETS_PATH + name;
  };
  const js = 'text/javascript; charset=utf-8';
  const workers = {
    editorWorkerService: add('editor.worker', 'js', js, Buffer.from(pieces.editorWorkerService)),
    json: add('json.worker', 'js', js, Buffer.from(pieces.jsonWorker)),
    graphql: add('graphql.worker', 'js', js, Buffer.from(pieces.graphqlWorker)),
  };
  const script = add(
    'graphiql',
    'js',
    js,
    Buffer.from(
      `self.MonacoEnvironment = { globalAPI: false, getWorkerUrl: (moduleId, label) => (${JSON.stringify(workers)})[label] };\n` +
        `${pieces.js};\n` +
        PAGE_SCRIPT,
    ),
  );
  const styles = add('graphiql', 'css', 'text/css; charset=utf-8', Buffer.from(pieces.css));
  const icon = /^data:([^;,]+);base64,(.*)$/s.exec(pieces.favicon);
  const favicon = icon ? add('favicon', 'ico', icon[1]!, Buffer.from(icon[2]!, 'base64')) : null;
  loaded = {
    assets,
    page(options) {
      const settings = JSON.stringify(options ?? {}).replace(/</g, '\\u003c');
      const guide = JSON.stringify({ placeholder: GRAPHIQL_TOKEN_PLACEHOLDER, message: GRAPHIQL_TOKEN_GUIDANCE }).replace(/</g, '\\u003c');
      const title = typeof options?.title === 'string' ? `${options.title} · GraphiQL` : 'GraphiQL';
      return [
        '<!doctype html>',
        '<html lang="en">',
        '<head>',
        '<meta charset="utf-8">',
        `<title>${escapeHtml(title)}</title>`,
        favicon ? `<link rel="icon" href="${favicon}">` : '',
        `<link rel="stylesheet" href="${styles}">`,
        '</head>',
        '<body id="body" class="no-focus-outline">',
        '<noscript>You need to enable JavaScript to run this app.</noscript>',
        '<div id="root"></div>',
        `<script type="application/json" id="graphiql-options">${settings}</script>`,
        `<script type="application/json" id="graphiql-token-guide">${guide}</script>`,
        `<script src="${script}"></script>`,
        '</body>',
        '</html>',
        '',
      ].join('\n');
    },
  };
  return loaded;
}
