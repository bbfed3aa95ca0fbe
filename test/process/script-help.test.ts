// Every npm script that runs a command of this project prints its usage on --help and does
// nothing else. The commands of src/cli.ts are covered by test/unit/cli-help.test.ts; the
// server's entry and the scripts of scripts/ and bench/ here: each of those declares its
// options and the environment it reads once (src/cli/script.ts), exports that declaration and
// `main(argv)`, and its help is written from the declaration. In-process for all of them, with
// every way to a database pointing nowhere; spawned through npm for two, one of which
// (`demo`) would write to a real ledger if it ran.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { helpOf } from '../../src/cli/help.js';
import type { CliUsage } from '../../src/cli/common.js';
import { loadConfig } from '../../src/config.js';
import { SUPERUSER_PASSWORD_FILE } from '../../src/db/embedded.js';
import { createTestLedger } from '../helpers/ledger.js';
import { ROOT } from '../helpers/server-process.js';

const execFileAsync = promisify(execFile);
const scripts = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
/** `tsx scripts/x.ts [args]`, `tsx bench/x.ts [args]` and the witness (`tsx src/witness.ts`): the entries this test imports. */
const ENTRY = /^tsx ((?:scripts|bench)\/[\w-]+\.ts|src\/witness\.ts)((?: --[\w-]+)*)$/;
/** npm scripts that run a tool's own command line (its --help is the tool's), or npm's hooks. */
const TOOLS = new Set([
  'postinstall',
  'prisma:generate',
  'build',
  'prestart',
  'client:generate',
  'client:check',
  'client:build',
  'test:documents',
  'test:documents:check',
  'typecheck',
  'lint',
  'format',
  'test',
  'test:unit',
  'test:profile',
]);
/** The server's entry: --help prints `npm run serve`'s help (src/process/server.ts). */
const SERVER = new Set(['start', 'dev']);

const entries = Object.entries(scripts).flatMap(([name, script]) => {
  const found = ENTRY.exec(script);
  return found ? [{ name, file: found[1]!, args: found[2]!.split(' ').filter(Boolean) }] : [];
});

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('npm scripts', () => {
  it('each is a command of src/cli.ts, the server, an entry of scripts/ or bench/, or a tool', () => {
    const unknown = Object.entries(scripts).filter(
      ([name, script]) => !script.startsWith('tsx src/cli.ts ') && !SERVER.has(name) && !TOOLS.has(name) && !ENTRY.test(script),
    );
    expect(unknown).toEqual([]);
    for (const name of SERVER) expect(scripts[name]).toMatch(/(src\/process\/server\.ts|dist\/process\/server\.js)$/);
    expect(entries.length).toBeGreaterThanOrEqual(10);
  });

  it.each(entries.map((entry) => [entry.name, entry] as const))(
    '%s: --help prints the usage of its declaration and touches nothing',
    async (_, entry) => {
      const module = (await import(path.join(ROOT, entry.file))) as { command?: CliUsage; main?: (argv: string[]) => Promise<void> };
      expect(module.command, `${entry.file} exports its declaration`).toBeDefined();
      expect(typeof module.main, `${entry.file} exports main(argv)`).toBe('function');
      const command = module.command!;
      // Named as its npm script, or the same entry with fixed options (schema:check: schema:print --check).
      expect(entry.args.length > 0 || command.name === entry.name, `${entry.name} declares itself as ${command.name}`).toBe(true);
      expect(scripts[command.name]).toBe(`tsx ${entry.file}`);
      for (const arg of entry.args) expect(Object.keys(command.options)).toContain(arg.slice(2));

      const help = helpOf(command);
      const flat = help.replace(/\s+/g, ' ');
      for (const [name, option] of Object.entries(command.options))
        expect(flat).toContain(` --${name}${option.type === 'string' ? ` ${option.value}` : ''} ${option.description}`);
      for (const [name, setting] of Object.entries(command.environment ?? {})) {
        expect(flat).toContain(` ${name}=${setting.value} ${setting.description.replace(/\s+/g, ' ')}`);
        if (setting.default !== undefined) expect(flat).toContain(`(default: ${setting.default})`);
      }

      // Any work at all would reach for one of these: a database nowhere, a folder that must stay empty.
      const dataDir = mkdtempSync(path.join(tmpdir(), 'crl-script-help-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      vi.stubEnv('DATABASE_URL', 'postgresql://nobody@127.0.0.1:1/nothing');
      vi.stubEnv('LEDGER_DATA_DIR', dataDir);
      vi.stubEnv('LEDGER_URL', 'http://127.0.0.1:1/graphql');
      const printed: string[] = [];
      const log = vi.spyOn(console, 'log').mockImplementation((...words: unknown[]) => void printed.push(words.join(' ')));
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const stderr = vi.spyOn(process.stderr, 'write');
      const exit = vi.spyOn(process, 'exit').mockImplementation((code) => {
        throw new Error(`process.exit(${code})`);
      });
      try {
        await module.main!([...entry.args, '--help']);
        expect(printed).toEqual([help]);
        expect(errors).not.toHaveBeenCalled();
        expect(stderr).not.toHaveBeenCalled();
        expect(exit).not.toHaveBeenCalled();
        expect(readdirSync(dataDir)).toEqual([]);
      } finally {
        for (const spy of [log, errors, stderr, exit]) spy.mockRestore();
        vi.unstubAllEnvs();
      }
    },
  );
});

describe('npm run demo', () => {
  it('finds the embedded PostgreSQL where the running cluster says it listens, not at EMBEDDED_PG_PORT', async () => {
    const { ownerUrl } = await import('../../scripts/demo.js');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'crl-demo-port-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    mkdirSync(path.join(dataDir, 'postgres'));
    // postmaster.pid: pid (a live one: this process), data directory, start time, port, …
    writeFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), `${process.pid}\n${dataDir}/postgres\n0\n45678\n/tmp\n127.0.0.1\n`);
    writeFileSync(path.join(dataDir, SUPERUSER_PASSWORD_FILE), 'secret-of-the-folder\n', { mode: 0o600 });
    const config = loadConfig({ ...process.env, DATABASE_URL: '', LEDGER_DATA_DIR: dataDir, EMBEDDED_PG_PORT: '54329' });
    expect(ownerUrl(config)).toBe('postgresql://postgres:secret-of-the-folder@127.0.0.1:45678/ledger');
    rmSync(path.join(dataDir, 'postgres', 'postmaster.pid'));
    expect(() => ownerUrl(config)).toThrow(/no ledger runs in .*start it first/);
  });

  it('-- --help, spawned beside a real ledger, prints its usage and neither issues a token nor sends a request', {
    timeout: 60_000,
  }, async () => {
    const ledger = await createTestLedger();
    cleanups.push(() => ledger.close());
    let requests = 0;
    const server = http.createServer((_, response) => {
      requests += 1;
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const tokens = async () => Number((await ledger.owner.query<{ count: string }>('SELECT count(*) FROM api_token')).rows[0]!.count);
    const before = await tokens();
    const { command } = await import('../../scripts/demo.js');
    const run = await execFileAsync('npm', ['run', '-s', 'demo', '--', '--help'], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: ledger.ownerUrl,
        LEDGER_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`,
      },
    }).catch((error: { stdout: string; stderr: string; code: number }) => error);
    expect(run.stdout.trim()).toBe(helpOf(command));
    expect(requests).toBe(0);
    expect(await tokens()).toBe(before);
  });
});

describe('npm run schema:print -- --help', () => {
  it('prints its usage and writes no schema', { timeout: 60_000 }, async () => {
    const target = path.join(ROOT, 'schema.graphql');
    const before = statSync(target).mtimeMs;
    const { command } = await import('../../scripts/print-schema.js');
    const run = await execFileAsync('npm', ['run', '-s', 'schema:print', '--', '--help'], { cwd: ROOT });
    expect(run.stdout.trim()).toBe(helpOf(command));
    expect(statSync(target).mtimeMs).toBe(before);
  });
});
