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
        "YogaGraphiQL.renderYogaGraphiQL(document.getElementById('root'), JSON.parse(document.getElementById('graphiql-options').textContent));\n",
    ),
  );
  const styles = add('graphiql', 'css', 'text/css; charset=utf-8', Buffer.from(pieces.css));
  const icon = /^data:([^;,]+);base64,(.*)$/s.exec(pieces.favicon);
  const favicon = icon ? add('favicon', 'ico', icon[1]!, Buffer.from(icon[2]!, 'base64')) : null;
  loaded = {
    assets,
    page(options) {
      const settings = JSON.stringify(options ?? {}).replace(/</g, '\\u003c');
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
        `<script src="${script}"></script>`,
        '</body>',
        '</html>',
        '',
      ].join('\n');
    },
  };
  return loaded;
}
