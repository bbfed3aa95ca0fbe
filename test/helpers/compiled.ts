// The server and the command line as compiled JavaScript, built once per test run.
//
// Tests that need a real process (signals, crashes, exit codes, a second server) start
// `node dist-test/<entry>.js`, as an operator starts `node dist/server.js`, rather than
// `node --import tsx src/<entry>.ts`: the loader compiles every module again in every
// process, which cost about a second of CPU per start (most of a CLI command's run).
// esbuild transpiles src/ file by file (no bundling, no type check: `npm test` type-checks
// first) in about a second. The folder mirrors src/ one level below the root, as dist/
// does, so the paths the code finds beside itself (`../prisma/migrations`, `../dashboard/`)
// resolve the same from both.
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const COMPILED_DIR = path.join(ROOT, 'dist-test');

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
}

/** The compiled file of a source entry: `src/cli.ts` → `<root>/dist-test/cli.js`. */
export function compiledEntry(sourceEntry: string): string {
  const relative = path.relative(path.join(ROOT, 'src'), path.resolve(ROOT, sourceEntry));
  if (relative.startsWith('..') || !relative.endsWith('.ts')) throw new Error(`${sourceEntry} is not a module of src/`);
  return path.join(COMPILED_DIR, relative.replace(/\.ts$/, '.js'));
}

/** The ledger's command line, compiled: `execFile(process.execPath, [CLI, 'token', 'list'])`. */
export const CLI = compiledEntry('src/cli.ts');
